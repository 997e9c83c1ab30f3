/**
 * Named shapes of fulfilment-api's document (libs/api-client/openapi/fulfilment-api.json)
 * that the front ends read: the storefront endpoints (`/v1.0`, the picker) and the admin API
 * (`/admin/v1.0`, the merchant console). Aliases of the generated types, never restated.
 */
import type { components, operations } from '../generated/fulfilment-api';
import type { JsonAnswer, JsonBody } from './answers';

type Schemas = components['schemas'];

/** `pickup`, `delivery` or `shipping` (the `method` of a reservation). */
export type CheckoutMethod = Schemas['ReservationSchema']['method'];
/** A weekday key, `monday` to `sunday`. */
export type Weekday = Schemas['StoreWeekday'];

/** A pickup location (`POST /v1.0/pickup/locations`). `distance` is in the shop's unit, null without a search. */
export type PickupLocation = Schemas['PickupLocationSchema'];
/** `{locations, pagination}` of `POST /v1.0/pickup/locations`. */
export type PickupLocationPage = Schemas['PickupLocationsResponse'];
/** The delivery location of `POST /v1.0/delivery/locations` (the success branch; the other is the NO_LOCATIONS_FOUND envelope). */
export type DeliveryLocation = Schemas['DeliveryLocationSchema'];
/** The answer of `POST /v1.0/delivery/locations`: a {@link DeliveryLocation} or the NO_LOCATIONS_FOUND envelope, both with HTTP 200. */
export type DeliveryLocationAnswer = JsonAnswer<operations['Delivery_nearest']>;
/** A location's pickup calendar (PickupCalendarRules). */
export type PickupCalendar = Schemas['PickupCalendarSchema'];
/** A location's delivery calendar. */
export type DeliveryCalendar = Schemas['DeliveryCalendarSchema'];
/** The shop's shipping calendar. */
export type ShippingCalendar = Schemas['ShippingCalendarSchema'];
/** A pickup slot of one date (`GET /v1.0/pickup/locations/{locationId}/calendar/{date}`), with `remaining` and `full`. */
export type PickupSlotOfDate = Schemas['PickupSlotOfDateSchema'];
/** A delivery time of one date (`GET /v1.0/delivery/locations/{locationId}/calendar/{date}`). */
export type DeliveryTime = Schemas['DeliveryTimeSchema'];
/** StoreSettings (`GET /v1.0/settings`). */
export type StoreSettings = Schemas['StoreSettingsSchema'];
/** ConditionalActivationResult (`POST /v1.0/{checkoutMethod}/conditional_activation`). */
export type ConditionalActivationResult = Schemas['ConditionalActivationResultSchema'];
/** The conditional-activation cart (`shoppingCart` of ConditionalActivationBody). */
export type ActivationCart = Schemas['ConditionalCartSchema'];
/** A cart line of the calendars, slot lists and reservations. */
export type CartLine = Schemas['CartItemSchema'];
/** A hold (`POST /v1.0/reservations`). `expires_at` is an ISO-8601 instant. */
export type Reservation = Schemas['ReservationSchema'];
/** The body of `POST /v1.0/reservations`. */
export type ReservationBody = JsonBody<operations['Reservations_reserve']>;

/** The shop (`GET /admin/v1.0/shop`). */
export type AdminShop = Schemas['AdminShop'];
/** A location with its id and position (`GET /admin/v1.0/locations/{id}`). */
export type AdminLocation = Schemas['AdminLocation'];
/** A pickup slot of a location (`GET /admin/v1.0/locations/{id}/pickup-slots`); `id` is absent on a new one. */
export type AdminPickupSlot = Schemas['AdminPickupSlotsBody']['slots'][number];
/** One row of a location's usage (`GET /admin/v1.0/locations/{id}/usage`). */
export type AdminSlotUsage = Schemas['AdminSlotUsage'];
/** The connection to the storefront platform (`GET /admin/v1.0/storefront-platform/status`). */
export type AdminPlatformStatus = JsonAnswer<operations['PlatformStatus_status']>;
/** The last catalogue sync (`GET /admin/v1.0/storefront-platform/sync`). */
export type AdminPlatformSyncState = JsonAnswer<operations['PlatformSync_state']>;
/** A platform location as last synced (`GET /admin/v1.0/storefront-platform/platform-locations`). */
export type AdminPlatformLocation = JsonAnswer<operations['PlatformStatus_platformLocations']>[number];
/** Which of our locations a platform location is (`GET`/`PUT /admin/v1.0/storefront-platform/locations`). */
export type AdminPlatformLocationLink = JsonAnswer<operations['PlatformSync_links']>[number];
/** A location's setup checklist (`GET /admin/v1.0/locations/{id}/checklist`). */
export type AdminLocationChecklist = Schemas['AdminLocationChecklist'];
/** One finding of a checklist (also `checks` of `GET /admin/v1.0/locations?include=checks`); `message` is English, `values` its figures. */
export type AdminLocationCheck = Schemas['AdminLocationCheck'];
/** The shop's products (`GET /admin/v1.0/products`). */
export type AdminProductList = Schemas['AdminProductList'];
/** Which locations shoppers get for a cart, and why not (`POST /admin/v1.0/locations/explain`). */
export type AdminLocationExplain = Schemas['AdminLocationExplain'];
/** Why a location is not offered (or has no date) in {@link AdminLocationExplain}. */
export type AdminExplainReason = Schemas['AdminExplainReason'];
/** The body of `POST /admin/v1.0/locations/explain`. */
export type AdminExplainBody = JsonBody<operations['AdminConsole_explain']>;
/** The place `GET /admin/v1.0/geocode` found, with the IANA `timezone` there. */
export type AdminGeocode = Schemas['AdminGeocode'];

/** A location's booked slots and orders per date (`GET /admin/v1.0/locations/{id}/orders`). */
export type AdminLocationOrders = Schemas['AdminLocationOrders'];
/** One date of {@link AdminLocationOrders}: its weekday and methods. */
export type AdminOrderDay = Schemas['AdminOrderDay'];
/** One method of a date: `offered` and its slots. */
export type AdminOrderMethodDay = Schemas['AdminOrderMethodDay'];
/** One slot of a date with its places (`remaining` as the storefront's slot list) and `booked` orders. */
export type AdminOrderSlot = Schemas['AdminOrderSlot'];
/** An order booked in a slot: `external_order_id`, `order_name`, `customer_name`, `items`. */
export type AdminBookedOrder = Schemas['AdminBookedOrder'];

/** A calendar the picker shows: a location's pickup or delivery calendar, or the shop's shipping calendar. */
export type FulfilmentCalendar = PickupCalendar | DeliveryCalendar | ShippingCalendar;
/**
 * A time slot of one date as a pickup slot and a delivery time both have it (a
 * {@link DeliveryTime} is one; a {@link PickupSlotOfDate} adds its `location_id`), with
 * `remaining` and, when listed with `include_full=true`, `full`.
 */
export type TimeSlot = Omit<PickupSlotOfDate, 'location_id'>;
