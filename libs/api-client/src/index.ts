// The front ends' API client: the types openapi-typescript generates from the three apps'
// OpenAPI documents (src/generated, written by `npm run api-client:generate`), and named
// aliases of the shapes the front ends read. Types only (libs/api-client/README.md).
export type { JsonAnswer, JsonBody } from './lib/answers';
export type { paths as FulfilmentPaths, components as FulfilmentComponents, operations as FulfilmentOperations } from './generated/fulfilment-api';
export type { paths as WidgetPaths, components as WidgetComponents, operations as WidgetOperations } from './generated/widget-api';
export type { paths as WebsitePaths, components as WebsiteComponents, operations as WebsiteOperations } from './generated/website-api';
export type {
  ActivationCart,
  AdminLocation,
  AdminPickupSlot,
  AdminPlatformLocation,
  AdminPlatformLocationLink,
  AdminPlatformStatus,
  AdminPlatformSyncState,
  AdminShop,
  AdminSlotUsage,
  CartLine,
  CheckoutMethod,
  ConditionalActivationResult,
  DeliveryCalendar,
  DeliveryLocation,
  DeliveryLocationAnswer,
  DeliveryTime,
  FulfilmentCalendar,
  PickupCalendar,
  PickupLocation,
  PickupLocationPage,
  PickupSlotOfDate,
  Reservation,
  ReservationBody,
  ShippingCalendar,
  StoreSettings,
  TimeSlot,
  Weekday,
} from './lib/fulfilment';
export type {
  WidgetCalendar,
  WidgetCheckout,
  WidgetMenu,
  WidgetMenuAvailability,
  WidgetMenuItem,
  WidgetMethod,
  WidgetOptionGroup,
  WidgetSearchHit,
  WidgetSearchResult,
  WidgetSettings,
  WidgetSettingsBlock,
  WidgetSlots,
  WidgetTranslation,
  WidgetWeekday,
} from './lib/widget';
