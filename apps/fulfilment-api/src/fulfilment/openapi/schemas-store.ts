import { ApiProperty, ApiPropertyOptional, ApiPropertyOptions } from '@nestjs/swagger';
import { WEEKDAYS } from '@fulfil/scheduling';
import { AmountSchema } from './schemas-locations';

/* Response shapes of the shop-wide endpoints, reservations (fulfilment-api's holds) and webhooks (documentation only). */

/** `{enabled, value}`: the weekday's cutoff (the contract's `breakpoint`). */
export class BreakpointSchema {
  @ApiProperty() enabled: boolean;
  @ApiProperty({ example: '14:00', description: 'The cutoff, HH:MM local: orders placed after it use `after`' }) value: string;
}

/** `general.<weekday>`. */
export class PreparationDaySchema {
  @ApiProperty({ type: BreakpointSchema }) breakpoint: BreakpointSchema;
  @ApiProperty({ type: AmountSchema }) before: AmountSchema;
  @ApiProperty({ type: AmountSchema }) after: AmountSchema;
}

/** `general` of PreparationTimes. */
export class GeneralPreparationSchema {
  @ApiProperty() enabled: boolean;
}
for (const d of WEEKDAYS) ApiPropertyOptional({ type: PreparationDaySchema })(GeneralPreparationSchema.prototype, d);

/** One `product_based` row (`preperation_value` is spelled as in the API). */
export class ProductPreparationSchema {
  @ApiProperty({ example: '7001' }) product_external_id: string;
  @ApiProperty({ example: 1 }) preparation_enabled: number;
  @ApiProperty({ example: 2 }) preperation_value: number;
  @ApiProperty({ enum: ['minutes', 'hours', 'days'] }) preparation_format: string;
}

/** PreparationTimes. */
export class PreparationTimesSchema {
  @ApiProperty({ type: GeneralPreparationSchema }) general: GeneralPreparationSchema;
  @ApiProperty({ type: [ProductPreparationSchema] }) product_based: ProductPreparationSchema[];
}

/** `{enabled, valid}`. */
export class RuleCheckSchema {
  @ApiProperty() enabled: boolean;
  @ApiProperty() valid: boolean;
}

/** ConditionalActivationResult. */
export class ConditionalActivationResultSchema {
  @ApiProperty({ type: RuleCheckSchema }) weight_price: RuleCheckSchema;
  @ApiProperty({ type: RuleCheckSchema }) property_based: RuleCheckSchema;
  @ApiProperty({ description: 'The merchant hides (rather than disables) the method when the cart is invalid' }) hide_checkout_method: boolean;
  @ApiProperty({ description: 'Every enabled rule is valid' }) valid_shopping_cart: boolean;
}

/** StoreSettings.pickup. */
export class PickupOptionsSchema {
  @ApiProperty({ example: 10 }) pagination_limit: number;
  @ApiProperty({ example: 'manual', enum: ['manual', 'alphabetical'] }) sort_order: string;
  @ApiProperty({ type: String, nullable: true }) discount_code: string | null;
}

/** StoreSettings.delivery. */
export class DeliveryOptionsSchema {
  @ApiProperty({ example: 'within_max_radius', enum: ['within_max_radius', 'postal_code', 'city'] }) validation_mode: string;
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true }) driving_distance_preferences: Record<string, unknown> | null;
  @ApiProperty({ example: 'fastest', enum: ['fastest', 'shortest'] }) driving_distance_route: string;
  @ApiProperty({ type: String, nullable: true }) discount_code: string | null;
}

/** `{enabled, time, value}` cutoff of a shipping weekday. */
export class CutoffSchema {
  @ApiProperty() enabled: boolean;
  @ApiProperty({ example: '12:00', description: 'The cutoff, HH:MM local' }) time: string;
  @ApiProperty({ description: 'Replaces `value` for orders placed after `time`' }) value: number;
}

/** `shipping.preparation_time.<weekday>`. */
export class ShippingPreparationDaySchema {
  @ApiProperty() value: number;
  @ApiProperty({ enum: ['minutes', 'hours', 'days'] }) format: string;
  @ApiProperty({ type: CutoffSchema }) cutoff_time: CutoffSchema;
}

/** `shipping.preparation_time`. */
export class ShippingPreparationSchema {
  @ApiProperty() enabled: boolean;
}
for (const d of WEEKDAYS) ApiPropertyOptional({ type: ShippingPreparationDaySchema })(ShippingPreparationSchema.prototype, d);

/** `shipping.maximum_date`. */
export class MaximumDateSchema {
  @ApiProperty() enabled: boolean;
  @ApiProperty({ enum: ['days', 'weeks', 'months'] }) metric: string;
  @ApiProperty() value: number;
}

/** `shipping.order_limits`: per-weekday daily limits (0 or absent = unlimited). */
export class OrderLimitsSchema {
  @ApiProperty() enabled: boolean;
}
for (const d of WEEKDAYS) ApiPropertyOptional({ type: Number })(OrderLimitsSchema.prototype, d);

/** StoreSettings.shipping. */
export class ShippingSettingsSchema {
  @ApiProperty({ type: [String], example: ['2026-12-25'] }) blackout_dates: string[];
  @ApiProperty({ example: 'America/Chicago' }) timezone: string;
  @ApiProperty({ type: String, nullable: true }) discount_code: string | null;
  @ApiProperty({ type: ShippingPreparationSchema }) preparation_time: ShippingPreparationSchema;
  @ApiProperty({ type: MaximumDateSchema }) maximum_date: MaximumDateSchema;
  @ApiProperty({ type: OrderLimitsSchema }) order_limits: OrderLimitsSchema;
}
for (const d of WEEKDAYS) ApiProperty({ type: Boolean })(ShippingSettingsSchema.prototype, `${d}_enabled`);

/** StoreSettings. */
export class StoreSettingsSchema {
  @ApiProperty({ example: 'United States' }) base_country_name: string;
  @ApiProperty({ example: 'kilometers', enum: ['kilometers', 'miles'] }) measurement_format: string;
  @ApiProperty({ type: PickupOptionsSchema }) pickup: PickupOptionsSchema;
  @ApiProperty({ type: DeliveryOptionsSchema }) delivery: DeliveryOptionsSchema;
  @ApiProperty({ type: ShippingSettingsSchema }) shipping: ShippingSettingsSchema;
}

/** `disabled` of the delivery and shipping calendars: dates as `[year, monthIndex, day]` arrays. */
const DISABLED_ARRAYS: ApiPropertyOptions = {
  type: 'array',
  items: {
    oneOf: [
      { type: 'boolean', description: 'Leading `true`: allow-list mode (only the entries after it are selectable).' },
      { type: 'integer', minimum: 1, maximum: 7, description: 'A weekday: 1 = Sunday ... 7 = Saturday.' },
      {
        type: 'array',
        items: { type: 'integer' },
        minItems: 3,
        maxItems: 3,
        description: 'A date `[year, monthIndex, day]`, the month ZERO-based (0-11): `[2026, 11, 25]` is 25 December 2026.',
      },
    ],
  },
  description:
    'pickadate.js `disable` input, as the original service sends it: a leading `true` (allow-list mode), weekday integers 1-7 (1 = Sunday), and dates as `[year, monthIndex, day]` arrays with a ZERO-based month. Sorted: `true`, weekdays, dates.',
  example: [1, 7, [2026, 11, 25], [2027, 0, 1]],
};

/** Shipping calendar. */
export class ShippingCalendarSchema {
  @ApiProperty({ type: String, nullable: true, example: '2026-03-10' }) minDate: string | null;
  @ApiProperty({ type: String, nullable: true }) maxDate: string | null;
  @ApiProperty(DISABLED_ARRAYS) disabled: (boolean | number | [number, number, number])[];
  @ApiProperty({ example: 'America/Chicago' }) timezone: string;
}

/** A DeliveryTime row of the delivery calendar's `minDateSlots` (without the `remaining` of the times of a date). */
export class DeliveryMinDateSlotSchema {
  @ApiProperty({ example: 21 }) id: number;
  @ApiProperty({ enum: [...WEEKDAYS] }) day_of_week: string;
  @ApiProperty({ example: '10:00' }) available_from: string;
  @ApiProperty({ example: '12:00' }) available_until: string;
  @ApiProperty() limited: boolean;
  @ApiProperty() limit: number;
}

/**
 * Delivery calendar: the shipping calendar's members plus `minDateTime`, and the members of
 * the original service's delivery calendar (`minTime`, `maxTime`, `minDateSlots`,
 * `datePickerEnabled`, `timePickerEnabled`; docs/scheduling-rules.md §3).
 */
export class DeliveryCalendarSchema extends ShippingCalendarSchema {
  @ApiProperty({
    type: String,
    nullable: true,
    example: '2026-03-10 10:00:00',
    description: 'Start of the first available slot, local; null on a date-only day or when nothing is available',
  })
  minDateTime: string | null;
  @ApiProperty({
    type: [String],
    nullable: true,
    minItems: 2,
    maxItems: 2,
    example: ['10', '00'],
    description:
      "`[HH, MM]`: the earliest slot start of minDate's weekday (its window opens), as pickup's minTime; null when minDate is null or a date-only day",
  })
  minTime: [string, string] | null;
  @ApiProperty({
    type: [String],
    nullable: true,
    minItems: 2,
    maxItems: 2,
    example: ['16', '00'],
    description: "`[HH, MM]`: the latest slot end of minDate's weekday (its window closes); null as minTime",
  })
  maxTime: [string, string] | null;
  @ApiPropertyOptional({
    type: [DeliveryMinDateSlotSchema],
    description:
      'The available slots of minDate (as the times of that date list them, without `remaining`); present exactly when some delivery slot of the location is limited; `[]` when minDate is null or a date-only day',
  })
  minDateSlots?: DeliveryMinDateSlotSchema[];
  @ApiProperty({ example: true, description: 'Always true: a delivery is booked for a date.' }) datePickerEnabled: boolean;
  @ApiProperty({ example: true, description: 'True when some weekday of the location delivers in time slots (slots enabled with a slot).' })
  timePickerEnabled: boolean;
}

/** A reservation: fulfilment-api's hold of a place. */
export class ReservationSchema {
  @ApiProperty({ example: 42, description: "Put it in the order's note attribute Reservation-Id so the order converts it" }) id: number;
  @ApiProperty({ enum: ['held', 'converted', 'released'] }) status: string;
  @ApiProperty({ enum: ['pickup', 'delivery', 'shipping'] }) method: string;
  @ApiProperty({ type: Number, nullable: true }) location_id: number | null;
  @ApiProperty({ example: '2026-03-09' }) date: string;
  @ApiProperty({ type: Number, nullable: true }) slot_id: number | null;
  @ApiProperty({ example: 1 }) quantity: number;
  @ApiProperty({ example: '2026-03-08T15:45:00.000Z', description: 'The place is free again from this instant unless an order converted the hold' })
  expires_at: string;
}

/** What an order webhook did. */
export class WebhookResultSchema {
  @ApiProperty({
    enum: ['created', 'updated', 'unchanged', 'stale', 'ignored', 'queued', 'duplicate'],
    description:
      'What the order did; `queued`: accepted durably, applied by the worker shortly (the work took longer than WEBHOOK_INLINE_MS); `duplicate`: a delivery with this `X-Shopify-Webhook-Id` was accepted before, nothing done',
  })
  result: string;
  @ApiProperty({ type: Number, nullable: true }) order_id: number | null;
  @ApiProperty({
    type: String,
    nullable: true,
    enum: ['converted', 'released', 'not_held', null],
    description:
      'What the order did to the hold named in its `Reservation-Id`: `converted` (active order), `released` (cancelled order), `not_held` (no hold with that id is still held); null without `Reservation-Id`',
  })
  reservation: string | null;
  @ApiPropertyOptional({ description: 'Why an order was ignored (no or invalid fulfilment note attributes)' }) reason?: string;
}

/** An order as `customers/data_request` reports it (docs/privacy.md). */
export class HeldOrderSchema {
  @ApiProperty({ example: '299938' }) external_order_id: string;
  @ApiProperty({ enum: ['pickup', 'delivery', 'shipping'] }) method: string;
  @ApiProperty({ type: Number, nullable: true }) location_id: number | null;
  @ApiProperty({ example: '2026-03-10', description: 'Local fulfilment date YYYY-MM-DD' }) date: string;
  @ApiProperty({ type: Number, nullable: true }) slot_id: number | null;
  @ApiProperty({ enum: ['active', 'cancelled'] }) status: string;
  @ApiProperty({ format: 'date-time', description: 'When the order was first recorded' }) recorded_at: string;
}

/** What fulfilment-api holds about a customer's orders. */
export class CustomerDataReportSchema {
  @ApiProperty({ type: String, nullable: true }) customer_id: string | null;
  @ApiProperty({ type: String, nullable: true }) data_request_id: string | null;
  @ApiProperty({ type: [HeldOrderSchema] }) orders: HeldOrderSchema[];
  @ApiProperty({ type: [String], description: 'Requested orders not held (never recorded, or redacted)' }) orders_not_held: string[];
  @ApiProperty({ description: 'Queued deliveries of those orders (not applied yet)' }) queued_deliveries: number;
}

/** Answer of the platform and privacy webhooks (`app/uninstalled`, `customers/*`, `shop/redact`). */
export class PlatformWebhookResultSchema {
  @ApiProperty({
    enum: ['processed', 'queued', 'duplicate'],
    description:
      '`processed`: done before the answer; `queued`: accepted durably, done by the worker shortly; `duplicate`: a delivery with this `X-Shopify-Webhook-Id` was accepted before, nothing done',
  })
  result: string;
  @ApiProperty({
    enum: [
      'app/uninstalled',
      'customers/data_request',
      'customers/redact',
      'shop/redact',
      'inventory_levels/update',
      'products/update',
      'products/delete',
      'locations/create',
      'locations/update',
      'locations/delete',
    ],
  })
  topic: string;
  @ApiProperty({ description: 'Our id of the delivery' }) delivery_id: number;
  @ApiPropertyOptional({ type: CustomerDataReportSchema, description: '`customers/data_request`, when processed' }) report?: CustomerDataReportSchema;
  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'integer' },
    description:
      'Rows deleted or anonymised by kind (`orders`, `reservations`, `idempotency_keys`, `webhook_deliveries`, `platform_credentials`), when processed',
    example: { platform_credentials: 1 },
  })
  removed?: Record<string, number>;
}

/** Answer of `POST /v1.0/:checkoutMethod/validate`. */
export class ProductsEligibleSchema {
  @ApiProperty({ description: 'Every line of the cart can be fulfilled by at least one location offering the method.', example: true })
  productsEligible: boolean;
}
