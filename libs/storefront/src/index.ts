/**
 * @fulfil/storefront: what fulfilment-api and widget-api both need to answer a storefront,
 * so neither app keeps its own copy, one folder per capability (libs/storefront/README.md):
 *   shop/           resolving the shop (`shop` parameter, 404 SHOP_NOT_FOUND), per-shop CORS,
 *                   the shop-domain rule, cross-instance cache invalidation
 *   engine/         the engine's inputs from a snapshot, the one "is this date and slot
 *                   offered now" check, places left
 *   usage/          capacity in use: one service, one horizon rule
 *   calendars/      a location's pickup and delivery calendars with live capacity, kept for their minute
 *   delivery-area/  delivery eligibility and distance
 *   holds/          the steps of a hold (Idempotency-Key, plan, lock, invalidation), hold expiry
 *   geo/            the one geocoder set-up
 *   orders/         the note attributes an order carries; a location's booked orders per date and slot
 *   insights/       what shoppers will see (the merchant console): a location's checklist, why a cart's locations are (not) offered
 *   module/         the storefront module and the config both apps share
 * Apps keep their controllers, their own answer shapes and their own problem codes.
 */
export { NOTE_ATTRIBUTES, orderNoteAttributes, type OrderNoteTarget } from './orders/order-attributes';
export { locationOrders, type LocationOrders } from './orders/location-orders';
export { shopAllowsOrigin, storefrontBootstrapOptions } from './shop/cors';
export { ShopChangeBus } from './shop/shop-change-bus';
export { normalizeShopDomain, SHOP_DOMAIN } from './shop/shop-domain';
export { IsShopDomain, SHOP_QUERY_SCHEMA, ShopPipe } from './shop/shop-params';
export { ShopResolver } from './shop/shop-resolver';
export {
  deliveryInput,
  engineInput,
  engineTimezone,
  hasCapacityLimits,
  pickupInput,
  shippingInput,
  type EngineAt,
  type EngineInput,
  type EngineSource,
  type LocationEngineInput,
} from './engine/engine-input';
export {
  dateOffer,
  offeredHold,
  SlotNotOfferedError,
  type DateOffer,
  type HoldOptions,
  type NotOfferedReason,
  type OfferedHold,
  type SlotChoice,
  type SlotOffer,
} from './engine/offer';
export { withRemaining, type LimitedSlot } from './engine/remaining';
export { CalendarService } from './calendars/calendar.service';
export { CALENDAR_MEMO_BYTES, CalendarMemo } from './calendars/calendar-memo';
export { snapshotId } from './calendars/snapshot-id';
export { shippingHorizonDays, usageRange, type DateRange } from './usage/usage-range';
export { UsageService, type UsageChangeListener, type UsageScopeOf } from './usage/usage.service';
export { DeliveryAreaService, type DeliveryCandidate, type DeliveryPlace } from './delivery-area/delivery-area.service';
export { holdExpiresAt } from './holds/hold-expiry';
export { HoldService, type HoldIdempotency, type HoldOutcome, type HoldPlan, type HoldRequest, type HoldTarget } from './holds/hold.service';
export { CountedCapacityRepository } from './holds/counted-capacity';
export { GeoService, geoNamesFiles } from './geo/geo.service';
export {
  CHECK_HORIZON_DAYS,
  hasCoordinates,
  locationChecks,
  type LocationCheck,
  type LocationCheckCode,
  type LocationCheckInput,
  type MethodEngineAnswer,
} from './insights/location-checks';
export {
  LocationInsightsService,
  type CheckedLocation,
  type ExplainAnswer,
  type ExplainedLocation,
  type ExplainQuery,
  type ExplainReason,
  type ExplainReasonCode,
} from './insights/location-insights.service';
export { StorefrontConfig } from './module/storefront-config';
export { credentialsBox, heapLimitWarning, StorefrontModule, type StorefrontModuleOptions } from './module/storefront.module';
export { hasBrackets, IGNORED_PARAMETERS, MAX_BRACKETED_ITEMS, mergeStorefrontInput, parseBracketed } from './input/storefront-input';
export { STOREFRONT_MULTIPART_LIMITS, StorefrontDtoPipe, storefrontInput, StorefrontParam } from './input/storefront-input.guard';
