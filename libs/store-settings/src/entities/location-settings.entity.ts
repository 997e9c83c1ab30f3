import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import type { DeliveryDayConfig, PostalCodeMatchMode, TimeWindow } from '../model/settings';
import type { LocationMethod, Weekday } from '../model/vocabulary';
import { LocationEntity } from './location.entity';

/** A location's pickup calendar settings (one row per location; absent = defaults). */
@Entity({ name: 'pickup_settings' })
export class PickupSettingsEntity {
  @PrimaryColumn({ name: 'location_id', type: 'int' })
  locationId: number;

  @ManyToOne(() => LocationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'location_id', foreignKeyConstraintName: 'fk_pickup_settings_location' })
  location?: LocationEntity;

  @Column({ name: 'date_picker_enabled', type: 'boolean', default: true })
  datePickerEnabled: boolean;

  @Column({ name: 'time_picker_enabled', type: 'boolean', default: true })
  timePickerEnabled: boolean;

  /** Per-weekday window `{min, max}` (HH:MM); a weekday without one is closed. */
  @Column({ name: 'weekday_windows', type: 'simple-json' })
  weekdayWindows: Partial<Record<Weekday, TimeWindow>>;

  /** Minutes between generated slot starts. */
  @Column({ name: 'interval_minutes', type: 'int', default: 30 })
  intervalMinutes: number;

  /** `YYYY-MM-DD` (1-based) or yearly `--MM-DD`. */
  @Column({ name: 'blackout_dates', type: 'simple-json' })
  blackoutDates: string[];

  @Column({ name: 'allow_list_mode', type: 'boolean', default: false })
  allowListMode: boolean;

  @Column({ name: 'allowed_weekdays', type: 'simple-json' })
  allowedWeekdays: Weekday[];

  /** Days ahead customers may order (inclusive); null = unlimited. */
  @Column({ name: 'future_order_window_days', type: 'int', nullable: true })
  futureOrderWindowDays: number | null;

  @Column({ name: 'limits_enabled', type: 'boolean', default: false })
  limitsEnabled: boolean;
}

/** A location's delivery settings (one row per location). Slots live in `slots`. */
@Entity({ name: 'delivery_settings' })
export class DeliverySettingsEntity {
  @PrimaryColumn({ name: 'location_id', type: 'int' })
  locationId: number;

  @ManyToOne(() => LocationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'location_id', foreignKeyConstraintName: 'fk_delivery_settings_location' })
  location?: LocationEntity;

  @Column({ name: 'flip_blackout_dates', type: 'boolean', default: false })
  flipBlackoutDates: boolean;

  /** `YYYY-MM-DD` dates without delivery (or, flipped, the only dates with delivery). */
  @Column({ type: 'simple-json' })
  blackouts: string[];

  /** Per-weekday rules; a weekday without one is closed. */
  @Column({ type: 'simple-json' })
  weekdays: Partial<Record<Weekday, DeliveryDayConfig>>;

  /** Radius in the shop's measurement unit; null = none. */
  @Column({ name: 'max_radius', type: 'double', nullable: true })
  maxRadius: number | null;

  @Column({ name: 'postal_codes', type: 'simple-json' })
  postalCodes: string[];

  @Column({ name: 'postal_code_match_mode', type: 'varchar', length: 16, default: 'exact' })
  postalCodeMatchMode: PostalCodeMatchMode;

  @Column({ type: 'simple-json' })
  cities: string[];
}

/**
 * A merchant-defined pickup or delivery slot of a weekday at a location. Ids are
 * unique across methods, so capacity counts key on (location, date, slot id) alone.
 */
@Entity({ name: 'slots' })
@Index('idx_slots_location_method_day', ['locationId', 'method', 'dayOfWeek'])
export class SlotEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'location_id', type: 'int' })
  locationId: number;

  @ManyToOne(() => LocationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'location_id', foreignKeyConstraintName: 'fk_slots_location' })
  location?: LocationEntity;

  /** `pickup` or `delivery`. */
  @Column({ type: 'varchar', length: 16 })
  method: LocationMethod;

  @Column({ name: 'day_of_week', type: 'varchar', length: 9 })
  dayOfWeek: Weekday;

  /** HH:MM start. */
  @Column({ name: 'available_from', type: 'varchar', length: 5 })
  availableFrom: string;

  /** HH:MM end. */
  @Column({ name: 'available_until', type: 'varchar', length: 5 })
  availableUntil: string;

  @Column({ type: 'boolean', default: false })
  limited: boolean;

  /** Orders plus live reservations per date when `limited`. */
  @Column({ name: 'slot_limit', type: 'int', default: 0 })
  limit: number;
}
