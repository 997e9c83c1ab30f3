import { ApiProperty, ApiPropertyOptional, ApiPropertyOptions } from '@nestjs/swagger';
import { WEEKDAYS } from '@fulfil/scheduling';

/*
 * Response shapes of the location endpoints for the OpenAPI document (field names and
 * spellings of docs/api-contract.md). Documentation only: the
 * services return plain objects of exactly these shapes, pinned by the e2e tests.
 */

/** `{opens, closes, closed}` of one weekday. */
export class OpeningHoursDaySchema {
  @ApiProperty({ example: '08:00', description: 'HH:MM local' }) opens: string;
  @ApiProperty({ example: '18:00', description: 'HH:MM local' }) closes: string;
  @ApiProperty() closed: boolean;
}

/** Opening hours keyed by weekday (all seven present). */
export class OpeningHoursSchema {}
for (const d of WEEKDAYS) ApiProperty({ type: OpeningHoursDaySchema })(OpeningHoursSchema.prototype, d);

/** Fields PickupLocation and DeliveryLocation share. */
export class LocationBaseSchema {
  @ApiProperty({ example: 1 }) id: number;
  @ApiProperty({ example: 'bakery-downtown' }) external_id: string;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: "Straight-line distance from the geoSearchQuery in the shop's measurement_format, 2 decimals; null without geoSearchQuery.",
  })
  distance: number | null;
  @ApiProperty() company_name: string;
  @ApiProperty() address_line_1: string;
  @ApiProperty({ type: String, nullable: true }) address_line_2: string | null;
  @ApiProperty() city: string;
  @ApiProperty() postal_code: string;
  @ApiProperty() region: string;
  @ApiProperty() country: string;
  @ApiProperty() latitude: number;
  @ApiProperty() longitude: number;
  @ApiProperty({ example: 'America/Chicago', description: 'IANA zone' }) timezone: string;
  @ApiProperty({ type: String, nullable: true }) custom_attribute_1: string | null;
  @ApiProperty({ type: String, nullable: true }) custom_attribute_2: string | null;
  @ApiProperty({ type: String, nullable: true }) custom_attribute_3: string | null;
}

/** PickupLocation. */
export class PickupLocationSchema extends LocationBaseSchema {
  @ApiProperty() date_picker_enabled: boolean;
  @ApiProperty() time_picker_enabled: boolean;
  @ApiProperty({ type: OpeningHoursSchema }) opening_hours: OpeningHoursSchema;
  @ApiProperty({ type: String, nullable: true }) more_information: string | null;
  @ApiProperty({ type: Boolean, description: 'The location enforces the limits of its pickup slots.' }) limits_enabled: boolean;
}

/** Laravel-style pagination block. */
export class PaginationSchema {
  @ApiProperty() total: number;
  @ApiProperty() per_page: number;
  @ApiProperty() current_page: number;
  @ApiProperty({ description: 'max(1, ceil(total / per_page)); equals last_page' }) total_pages: number;
  @ApiProperty() last_page: number;
  @ApiProperty({ type: String, nullable: true, description: 'Same request with the next page (query string kept)' }) next_page_url: string | null;
  @ApiProperty({ type: String, nullable: true }) prev_page_url: string | null;
  @ApiProperty({ description: '1-based position of the first item; 0 on an empty page' }) from: number;
  @ApiProperty({ description: '1-based position of the last item; 0 on an empty page' }) to: number;
}

/** Response of `POST /v1.0/pickup/locations`. */
export class PickupLocationsResponse {
  @ApiProperty({ type: [PickupLocationSchema], description: 'Empty when no location is eligible.' }) locations: PickupLocationSchema[];
  @ApiProperty({ type: PaginationSchema }) pagination: PaginationSchema;
}

/** `{hour, minute}` as strings. */
export class HourMinuteSchema {
  @ApiProperty({ example: '09' }) hour: string;
  @ApiProperty({ example: '00' }) minute: string;
}

/** A weekday's pickup window. */
export class DayWindowSchema {
  @ApiProperty({ type: HourMinuteSchema }) min: HourMinuteSchema;
  @ApiProperty({ type: HourMinuteSchema }) max: HourMinuteSchema;
}

/** Windows of the open weekdays (closed ones absent). */
export class DaysOfWeekSchema {}
for (const d of WEEKDAYS) ApiPropertyOptional({ type: DayWindowSchema })(DaysOfWeekSchema.prototype, d);

/** PickupSlot. */
export class PickupSlotSchema {
  @ApiProperty({ type: Number, nullable: true, description: 'Slot row id; null for slots generated from the window and interval' }) id: number | null;
  @ApiProperty() location_id: number;
  @ApiProperty({ enum: [...WEEKDAYS] }) day_of_week: string;
  @ApiProperty({ example: '09:00' }) available_from: string;
  @ApiProperty({ example: '10:00' }) available_until: string;
  @ApiProperty() limited: boolean;
  @ApiProperty() limit: number;
}

/** A PickupSlot of the slots-of-a-date endpoint: with the places left. */
export class PickupSlotOfDateSchema extends PickupSlotSchema {
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Places left (limit minus orders and live holds); null when the slot is unlimited. Only on the slots of a date.',
  })
  remaining?: number | null;
  @ApiPropertyOptional({
    type: Boolean,
    example: true,
    description: 'Present, always `true`, only on a full slot, which is listed only with `include_full=true`; absent from every other row.',
  })
  full?: true;
}

const DISABLED: ApiPropertyOptions = {
  type: 'array',
  description:
    'pickadate.js `disable` input: a leading `true` (allow-list mode), weekday integers 1-7 (1 = Sunday), and dates whose month is ZERO-based: "YYYY-MM-DD" strings (the contract\'s form, the default), or `[year, monthIndex, day]` arrays for a shop whose `storefront_compatibility.pickup_disabled_dates` is `arrays`.',
  items: {
    oneOf: [{ type: 'boolean' }, { type: 'integer' }, { type: 'string' }, { type: 'array', items: { type: 'integer' }, minItems: 3, maxItems: 3 }],
  },
  example: [1, 7, '2026-11-25'],
};

/** PickupCalendarRules (+ minDateSlots). */
export class PickupCalendarSchema {
  @ApiProperty({
    type: String,
    nullable: true,
    example: '2026-03-09 09:00:00',
    description: 'Start of the first available slot, local; null when nothing is available in the horizon',
  })
  minDateTime: string | null;
  @ApiProperty({ type: String, nullable: true, example: '2026-03-09' }) minDate: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Last bookable date (inclusive) or null' }) maxDate: string | null;
  @ApiProperty({ type: [String], nullable: true, example: ['09', '00'] }) minTime: [string, string] | null;
  @ApiProperty({ type: [String], nullable: true, example: ['17', '00'] }) maxTime: [string, string] | null;
  @ApiProperty(DISABLED) disabled: (boolean | number | string | [number, number, number])[];
  @ApiProperty({ description: 'Minutes between slot starts' }) interval: number;
  @ApiProperty({ type: DaysOfWeekSchema }) daysOfWeek: DaysOfWeekSchema;
  @ApiProperty({ example: 'America/Chicago' }) timezone: string;
  @ApiPropertyOptional({ type: [PickupSlotSchema], description: 'Available slots of minDate; present exactly when the location uses pickup order limits' })
  minDateSlots?: PickupSlotSchema[];
}

/** `{value, format}` preparation amount. */
export class AmountSchema {
  @ApiProperty() value: number;
  @ApiProperty({ enum: ['minutes', 'hours', 'days'] }) format: string;
}

/** DeliverySlot inside a location. */
export class DeliverySlotSchema {
  @ApiProperty() id: number;
  @ApiProperty({ enum: [...WEEKDAYS] }) day_of_week: string;
  @ApiProperty({ example: '10:00' }) from: string;
  @ApiProperty({ example: '12:00' }) until: string;
  @ApiProperty() limited: boolean;
  @ApiProperty() limit: number;
}

/** `{enabled, slots}` of a delivery weekday. */
export class DeliverySlotsSchema {
  @ApiProperty({ description: 'false: date-only delivery on this weekday' }) enabled: boolean;
  @ApiProperty({ type: [DeliverySlotSchema] }) slots: DeliverySlotSchema[];
}

/** `delivery.<weekday>`. */
export class DeliveryDaySchema {
  @ApiProperty({ type: [String] }) blackout_dates: string[];
  @ApiProperty({ example: '12:00', description: 'The cutoff, HH:MM local: with `useBreakpoint`, orders placed after it use `after`' }) breakpoint: string;
  @ApiProperty({ description: 'The cutoff applies' }) useBreakpoint: boolean;
  @ApiProperty({ type: AmountSchema }) before: AmountSchema;
  @ApiProperty({ type: AmountSchema }) after: AmountSchema;
  @ApiProperty({ type: DeliverySlotsSchema, description: '`enabled` false: a date-only day (no time slots), or, with `closed`, no delivery that weekday' })
  slots: DeliverySlotsSchema;
  @ApiPropertyOptional({
    enum: [true],
    description: 'Present (true) on a weekday the location does not deliver on; its `slots.enabled` is false (an addition that tells it from a date-only day)',
  })
  closed?: true;
}

/** `delivery` of a DeliveryLocation: all seven weekdays (closed ones marked `closed`) and `deliv_enabled`. */
export class DeliverySettingsSchema {
  @ApiProperty({ description: 'The location delivers on at least one weekday (as the original service answers it)' }) deliv_enabled: boolean;
  @ApiProperty() flip_blackout_dates: boolean;
  @ApiProperty({ type: [String], example: ['2026-12-25'] }) blackouts: string[];
}
for (const d of WEEKDAYS) ApiProperty({ type: DeliveryDaySchema })(DeliverySettingsSchema.prototype, d);

/** DeliveryLocation. */
export class DeliveryLocationSchema extends LocationBaseSchema {
  @ApiProperty({ type: Number, nullable: true, description: 'Always null: no routing engine is configured' }) driving_distance: null;
  @ApiProperty({ type: DeliverySettingsSchema }) delivery: DeliverySettingsSchema;
  @ApiProperty({ example: '2026-03-08 09:30:00', description: "Now in the location's zone" }) current_time: string;
}

/** The NO_LOCATIONS_FOUND envelope's `error`. */
export class NoLocationsErrorSchema {
  @ApiProperty({ enum: ['NO_LOCATIONS_FOUND'], example: 'NO_LOCATIONS_FOUND' }) code: string;
  @ApiProperty({ example: 'No delivery location delivers to this address.' }) message: string;
  @ApiProperty({
    enum: ['unresolved_query', 'no_delivery_locations', 'out_of_area', 'cart_not_fulfillable'],
    description:
      'Why: the address resolves to no place, the shop has no delivery location, none delivers there, or those that do cannot fulfil every item of the cart (an addition: clients of the original service read `code` and `message`).',
  })
  reason: 'unresolved_query' | 'no_delivery_locations' | 'out_of_area' | 'cart_not_fulfillable';
}

/** `{error: {code: NO_LOCATIONS_FOUND, message, reason}}`, answered with HTTP 200. */
export class NoLocationsEnvelope {
  @ApiProperty({ type: NoLocationsErrorSchema }) error: NoLocationsErrorSchema;
}

/** DeliveryTime. */
export class DeliveryTimeSchema {
  @ApiProperty() id: number;
  @ApiProperty({ enum: [...WEEKDAYS] }) day_of_week: string;
  @ApiProperty({ example: '10:00' }) available_from: string;
  @ApiProperty({ example: '12:00' }) available_until: string;
  @ApiProperty() limited: boolean;
  @ApiProperty() limit: number;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Places left (limit minus orders and live holds); null when the slot is unlimited. Only on the slots of a date.',
  })
  remaining?: number | null;
  @ApiPropertyOptional({
    type: Boolean,
    example: true,
    description: 'Present, always `true`, only on a full slot, which is listed only with `include_full=true`; absent from every other row.',
  })
  full?: true;
}
