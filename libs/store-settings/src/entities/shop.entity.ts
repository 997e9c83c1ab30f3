import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { DeliveryOptions, MeasurementFormat, PickupOptions, StorefrontCompatibility } from '../model/settings';
import type { WidgetConfig } from '../model/widget';

/**
 * A merchant's store, keyed by its store domain (`shop`, e.g. `demo-bakery.myshopify.com`).
 * Holds the shop-wide settings of StoreSettings (except `shipping`, see
 * ShippingSettingsEntity) and the version every admin write bumps (cache invalidation).
 */
@Entity({ name: 'shops' })
export class ShopEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** The store domain the storefront sends as `shop`. Unique. */
  @Index('uq_shops_domain', { unique: true })
  @Column({ type: 'varchar', length: 255 })
  domain: string;

  /** IANA zone of the shop; locations without their own zone use it. */
  @Column({ type: 'varchar', length: 64 })
  timezone: string;

  /** StoreSettings.base_country_name, e.g. `United States`. */
  @Column({ name: 'base_country_name', type: 'varchar', length: 100, default: '' })
  baseCountryName: string;

  /** ISO 3166-1 alpha-2 code of the base country (postal-code geocoding, widget `country_code`). */
  @Column({ name: 'base_country_code', type: 'varchar', length: 2, nullable: true })
  baseCountryCode: string | null;

  /** Distance unit of every distance and radius: `kilometers` or `miles`. */
  @Column({ name: 'measurement_format', type: 'varchar', length: 16, default: 'kilometers' })
  measurementFormat: MeasurementFormat;

  /** Storefront origins allowed by CORS (`https://shop.example.com`). */
  @Column({ name: 'storefront_origins', type: 'simple-json', nullable: true })
  storefrontOrigins: string[] | null;

  /** Secret of the storefront platform's order webhooks (HMAC-SHA256). */
  @Column({ name: 'webhook_secret', type: 'varchar', length: 255, nullable: true })
  webhookSecret: string | null;

  /** StoreSettings.pickup. */
  @Column({ name: 'pickup_options', type: 'simple-json', nullable: true })
  pickupOptions: PickupOptions | null;

  /** StoreSettings.delivery. */
  @Column({ name: 'delivery_options', type: 'simple-json', nullable: true })
  deliveryOptions: DeliveryOptions | null;

  /** `shop.storefront_compatibility` of the store file; null = the defaults (the contract's forms). */
  @Column({ name: 'storefront_compatibility', type: 'simple-json', nullable: true })
  storefrontCompatibility: StorefrontCompatibility | null;

  /** The ordering widget's settings (WidgetSettings `is_test_mode` and `settings`). */
  @Column({ name: 'widget_settings', type: 'simple-json', nullable: true })
  widgetSettings: WidgetConfig | null;

  /** Bumped in the transaction of every change to the shop's configuration. */
  @Column({ name: 'settings_version', type: 'int', default: 1 })
  settingsVersion: number;

  /** SHA-256 of the import file the shop was last loaded from (demo loader skips unchanged files). */
  @Column({ name: 'import_hash', type: 'varchar', length: 64, nullable: true })
  importHash: string | null;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt: Date;
}
