import type { SchemaObject } from '@nestjs/swagger';
import { arrayOf, nullable, objectSchema, schemaRef } from '@fulfil/platform';

/*
 * Response shapes of widget-api for its OpenAPI document (the interfaces in *.views.ts,
 * schedule.service.ts, search.service.ts and settings.service.ts' WidgetSettingsResponse,
 * field for field). Every member listed is always sent; the contract test
 * (test/contract.e2e-spec.ts) validates real answers of the demo shop against them.
 */

const id: SchemaObject = { type: 'integer', minimum: 1, maximum: 2147483647 };
const str: SchemaObject = { type: 'string' };
const bool: SchemaObject = { type: 'boolean' };
const minor: SchemaObject = { type: 'integer', description: 'Minor units (cents) of `currency_code`.' };
const time: SchemaObject = { type: 'string', pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', description: 'Local `HH:MM`.' };
const date: SchemaObject = { type: 'string', format: 'date', description: 'Local date `YYYY-MM-DD`.' };
const method: SchemaObject = { type: 'string', enum: ['pickup', 'delivery'] };
const hourMinute = objectSchema({ hour: { type: 'string', pattern: '^[0-9]{2}$' }, minute: { type: 'string', pattern: '^[0-9]{2}$' } });
const weekday: SchemaObject = { type: 'string', enum: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] };

const restaurant = objectSchema({
  id,
  name: str,
  address_line_1: str,
  city: str,
  region: str,
  is_pickup_enabled: bool,
  is_delivery_enabled: bool,
});
const advanced = objectSchema({
  show_restaurant_name: bool,
  show_restaurant_address: bool,
  address_format: { type: 'string', description: 'Template using `{address_line_1}` and `{city}`.' },
  always_show_order_note: bool,
});
const maps = objectSchema({ maps_api_key: str, enable_widget_map: bool });

/** The schema components of widget-api, by name. */
export const WIDGET_SCHEMAS: Record<string, SchemaObject> = {
  WidgetRestaurant: restaurant,
  WidgetSettingsBlock: objectSchema({
    base_country: str,
    advanced: schemaRef('WidgetAdvancedSettings'),
    maps: schemaRef('WidgetMapsSettings'),
    widget: objectSchema({
      maps: schemaRef('WidgetMapsSettings'),
      advanced: schemaRef('WidgetAdvancedSettings'),
      restaurant: objectSchema({ select_delivery_location: bool, adjust_location_with_map: bool }),
      location_types: objectSchema({ sort_by_type: bool }),
    }),
    company_name: str,
    language: str,
    currency_code: { type: 'string', pattern: '^[A-Z]{3}$' },
    country_code: str,
    time_format: { type: 'string', enum: ['12h', '24h'] },
    developer: objectSchema({ selectors: objectSchema({ product_add_to_cart: str, product_add_to_cart_text: str }) }),
    checkout_locales: objectSchema({ pickup: str, delivery: str, shipping: str }),
  }),
  WidgetAdvancedSettings: advanced,
  WidgetMapsSettings: maps,
  Translation: objectSchema({
    id,
    translation_key: str,
    values: { type: 'object', additionalProperties: { type: 'string' }, description: 'Text by language code (`en`, `fr-CA`).' },
  }),
  WidgetSettings: objectSchema(
    {
      is_test_mode: bool,
      pickup_restaurants_count: { type: 'integer', minimum: 0 },
      delivery_restaurants_count: { type: 'integer', minimum: 0 },
      pickup_restaurants: arrayOf(schemaRef('WidgetRestaurant'), { description: 'Empty with `include_restaurants=false`.' }),
      delivery_restaurants: arrayOf(schemaRef('WidgetRestaurant'), { description: 'Empty with `include_restaurants=false`.' }),
      settings: nullable(schemaRef('WidgetSettingsBlock')),
      translations: arrayOf(schemaRef('Translation')),
    },
    { description: 'WidgetSettings exactly as the specification shapes it.' },
  ),
  MenuAvailability: objectSchema({ days: arrayOf(weekday), from: time, until: time }),
  MenuSummary: objectSchema({ id, handle: str, name: str, available_now: bool, availability: arrayOf(schemaRef('MenuAvailability')) }),
  MenuList: objectSchema({ restaurant_id: id, timezone: str, menus: arrayOf(schemaRef('MenuSummary')) }),
  Option: objectSchema({ id, name: str, price_delta: { ...minor, description: 'Added to the item price, minor units; may be 0.' }, available: bool }),
  OptionGroup: objectSchema({
    id,
    product_id: { type: 'integer', minimum: 1 },
    name: str,
    required: bool,
    min_selections: { type: 'integer', minimum: 0 },
    max_selections: { type: 'integer', minimum: 0 },
    options: arrayOf(schemaRef('Option')),
  }),
  MenuItem: objectSchema({
    id,
    product_id: { type: 'integer', minimum: 1 },
    variant_id: nullable({ type: 'integer', minimum: 1 }),
    name: str,
    description: nullable(str),
    price: minor,
    image_url: nullable({ type: 'string', format: 'uri' }),
    available: { type: 'boolean', description: 'Orderable now: not sold out and its menu is served now.' },
    sold_out: {
      type: 'boolean',
      description: 'Sold out, whenever it is ordered for (an item of a menu not served now can still be ordered ahead for a time it is served).',
    },
    option_groups: arrayOf(schemaRef('OptionGroup')),
  }),
  Menu: objectSchema({
    id,
    restaurant_id: id,
    handle: str,
    name: str,
    timezone: { type: 'string', description: "IANA zone the availability windows are read in (the restaurant's)." },
    currency_code: str,
    available_now: bool,
    availability: arrayOf(schemaRef('MenuAvailability'), { description: 'Empty = always served.' }),
    categories: arrayOf(objectSchema({ id, name: str, items: arrayOf(schemaRef('MenuItem')) })),
  }),
  Slot: objectSchema({
    id: nullable({ ...id, description: 'Slot row id; null for a slot generated from the pickup window (check out with `time`).' }),
    from: time,
    until: time,
    limit: nullable({ type: 'integer', minimum: 0, description: 'Places of the slot; null when unlimited.' }),
    remaining: nullable({ type: 'integer', minimum: 0, description: 'Places left (limit minus orders and live holds); null when unlimited.' }),
    available: bool,
  }),
  Slots: objectSchema({
    restaurant_id: id,
    method,
    date,
    timezone: str,
    selectable: { type: 'boolean', description: 'The date can be chosen at all.' },
    date_only: { type: 'boolean', description: 'A delivery day without slots: check out with the date only.' },
    slots: arrayOf(schemaRef('Slot')),
  }),
  Calendar: objectSchema(
    {
      restaurant_id: id,
      method,
      timezone: str,
      today: { ...date, description: "The restaurant's date at the server's now: the widget's calendar starts there." },
      minDateTime: nullable({
        type: 'string',
        description: 'Local `YYYY-MM-DD HH:MM:SS` start of the first available slot; null when none (or a date-only delivery day).',
      }),
      minDate: nullable(date),
      maxDate: nullable({ ...date, description: 'Last bookable date (inclusive); null without a future-order limit.' }),
      disabled: arrayOf(
        { oneOf: [{ type: 'boolean' }, { type: 'integer' }, { type: 'string' }, { type: 'array', items: { type: 'integer' }, minItems: 3, maxItems: 3 }] },
        {
          description:
            'pickadate.js `disable` input: a leading `true` (allow-list mode), weekday integers 1-7 (1 = Sunday), and dates whose month is ZERO-based: "YYYY-MM-DD" strings (pickup) or `[year, monthIndex, day]` arrays (delivery); dates whose every slot is taken included.',
        },
      ),
      minTime: nullable(
        arrayOf(str, {
          minItems: 2,
          maxItems: 2,
          description: "`[HH, MM]` window start of `minDate` (delivery: its weekday's earliest slot start; null on a date-only day).",
        }),
      ),
      maxTime: nullable(
        arrayOf(str, { minItems: 2, maxItems: 2, description: "`[HH, MM]` window end of `minDate` (delivery: its weekday's latest slot end)." }),
      ),
      interval: { type: 'integer', minimum: 1, description: 'Pickup only: minutes between slot starts.' },
      daysOfWeek: {
        type: 'object',
        description: 'Pickup only: the pickup window of each open weekday.',
        additionalProperties: objectSchema({ min: hourMinute, max: hourMinute }),
      },
      minDateSlots: arrayOf(
        { type: 'object' },
        { description: 'The available slots of `minDate`: pickup with order limits, delivery when a slot is limited.' },
      ),
      datePickerEnabled: { type: 'boolean', description: 'Delivery only: always true.' },
      timePickerEnabled: { type: 'boolean', description: 'Delivery only: some weekday delivers in time slots.' },
    },
    {
      optional: ['minTime', 'maxTime', 'interval', 'daysOfWeek', 'minDateSlots', 'datePickerEnabled', 'timePickerEnabled'],
      description:
        "The fulfilment API's calendar of the method (pickup: PickupCalendarRules; delivery: the delivery calendar) with live usage (orders and holds).",
    },
  ),
  ProductOptions: objectSchema({
    currency_code: str,
    products: arrayOf(objectSchema({ product_id: { type: 'integer', minimum: 1 }, option_groups: arrayOf(schemaRef('OptionGroup')) }), {
      description: 'One entry per requested product id (duplicates removed, request order kept).',
    }),
  }),
  NextAvailable: objectSchema({
    date,
    time: nullable({ ...time, description: 'Local `HH:MM`; null on a date-only delivery day.' }),
    at: nullable({ type: 'string', format: 'date-time', description: 'The instant (UTC); null on a date-only delivery day.' }),
  }),
  SearchHit: objectSchema({
    id,
    name: str,
    address_line_1: str,
    city: str,
    region: str,
    postal_code: str,
    country: str,
    latitude: { type: 'number', minimum: -90, maximum: 90 },
    longitude: { type: 'number', minimum: -180, maximum: 180 },
    timezone: str,
    is_pickup_enabled: bool,
    is_delivery_enabled: bool,
    distance: { type: 'number', minimum: 0, description: 'Straight-line distance from the customer in `unit`, 2 decimals.' },
    accepting_orders: bool,
    next_available: nullable(schemaRef('NextAvailable')),
  }),
  SearchResult: objectSchema({
    method,
    unit: { type: 'string', enum: ['kilometers', 'miles'] },
    origin: objectSchema({
      query: str,
      latitude: { type: 'number' },
      longitude: { type: 'number' },
      kind: { type: 'string', enum: ['coordinates', 'postal_code', 'postal_code_prefix', 'place'] },
      postal_code: nullable(str),
      place_name: nullable(str),
    }),
    restaurants: arrayOf(schemaRef('SearchHit'), { description: 'Nearest first; empty when none can serve the customer.' }),
  }),
  DeliveryAddress: {
    type: 'object',
    description:
      "Where a delivery goes (`delivery_address` of `POST /checkouts`); becomes the draft order's `shippingAddress`. The delivery area is checked on `postal_code` (422 OUTSIDE_DELIVERY_AREA names `delivery_address.postal_code`).",
    required: ['address1', 'city', 'postal_code', 'country_code'],
    additionalProperties: false,
    properties: {
      address1: { type: 'string', minLength: 1, maxLength: 255, description: 'Street and number.', example: '600 E Grand Ave' },
      address2: { type: 'string', maxLength: 255, description: 'Flat, floor, buzzer.', example: 'Apt 4' },
      city: { type: 'string', minLength: 1, maxLength: 100, example: 'Chicago' },
      postal_code: { type: 'string', minLength: 1, maxLength: 20, example: '60611' },
      country_code: { type: 'string', pattern: '^[A-Za-z]{2}$', description: 'ISO 3166-1 alpha-2 (upper-cased).', example: 'US' },
      province_code: { type: 'string', pattern: '^[A-Za-z0-9]{1,3}$', description: 'ISO 3166-2 subdivision without the country.', example: 'IL' },
    },
  },
  Checkout: objectSchema(
    {
      id: { type: 'string', format: 'uuid' },
      status: {
        type: 'string',
        enum: ['reserved', 'expired', 'pending', 'ready', 'failed'],
        description:
          'docs/draft-orders.md, "Checkout statuses". Test checkouts (`is_test_mode`): `reserved` while the hold lasts, `expired` after `expires_at` (the place is free again). Checkouts that become draft orders: `pending` (the draft order is being created; ask again), `ready` (`checkout_url` is the invoice page to send the shopper to), `expired` (a ready checkout whose hold lapsed), `failed` (no draft order will come: `failure_code` says why; the place is free again).',
      },
      test_mode: { type: 'boolean', description: "The shop's widget is in test mode (its own flag or WIDGET_TEST_MODE)." },
      is_test_mode: {
        type: 'boolean',
        description: 'This checkout does not go to the storefront platform: the shop is in test mode or has no platform credentials.',
      },
      checkout_url: nullable({
        type: 'string',
        format: 'uri',
        description: "The draft order's invoice URL (where the shopper pays), once `ready`; else null.",
      }),
      draft_order_id: nullable({ type: 'string', description: "The draft order's global id (`gid://shopify/DraftOrder/<id>`), once created; else null." }),
      failure_code: nullable({
        type: 'string',
        enum: ['PLATFORM_REJECTED', 'HOLD_EXPIRED', 'CURRENCY_MISMATCH', null],
        description:
          "Why a `failed` checkout failed: `PLATFORM_REJECTED` (the platform refused the order), `HOLD_EXPIRED` (not created before `expires_at`) or `CURRENCY_MISMATCH` (the platform shop sells in another currency than the shop's prices; nothing was sent); else null.",
      }),
      email: nullable({ type: 'string', description: "The shopper's e-mail, passed to the draft order; null when not given." }),
      name: nullable({
        type: 'string',
        description: "The shopper's name (the draft order's shipping address for delivery, `Contact-Name`); null when not given.",
      }),
      phone: nullable({
        type: 'string',
        pattern: '^\\+[1-9][0-9]{6,14}$',
        description: "The shopper's phone in E.164 (the draft order's `phone`); null when not given.",
      }),
      created_at: { type: 'string', format: 'date-time' },
      expires_at: { type: 'string', format: 'date-time' },
      currency_code: str,
      line_items: arrayOf(
        objectSchema({
          item_id: id,
          product_id: { type: 'integer', minimum: 1 },
          variant_id: nullable({ type: 'integer', minimum: 1 }),
          name: str,
          quantity: { type: 'integer', minimum: 1, maximum: 99 },
          options: arrayOf(objectSchema({ id, group_id: id, group_name: str, name: str, price_delta: minor })),
          unit_price: minor,
          total: minor,
        }),
      ),
      totals: objectSchema({
        item_count: { type: 'integer', minimum: 1 },
        subtotal: minor,
        total: { ...minor, description: 'Equals `subtotal` (minor units).' },
      }),
      fulfilment: objectSchema({
        method,
        restaurant: objectSchema({ id, name: str, address_line_1: str, city: str, region: str }),
        timezone: { type: 'string', description: "The restaurant's IANA zone; `date` and the slot times are local to it." },
        date,
        slot: nullable(objectSchema({ id: nullable(id), from: time, until: time })),
        starts_at: nullable({ type: 'string', format: 'date-time' }),
        delivery_address: nullable(
          objectSchema(
            {
              query: { type: 'string', description: 'What the delivery area was checked on: the postal code of an address object, else the string as given.' },
              latitude: { type: 'number', description: 'Where `query` resolved to, WGS 84 degrees.' },
              longitude: { type: 'number', description: 'Where `query` resolved to, WGS 84 degrees.' },
              address1: nullable(str),
              address2: nullable(str),
              city: nullable(str),
              postal_code: nullable(str),
              country_code: nullable({ type: 'string', pattern: '^[A-Z]{2}$', description: 'ISO 3166-1 alpha-2.' }),
              province_code: nullable(str),
            },
            {
              description:
                'The address as sent (`address1` ... `province_code`), or, for the older string form, null address members with `postal_code` and `city` where the string resolved to.',
            },
          ),
        ),
      }),
      note: nullable(str),
    },
    {
      description:
        'A checkout: holds one place of its slot until `expires_at` and, for a shop connected to the storefront platform, becomes a draft order; money in minor units.',
    },
  ),
};
