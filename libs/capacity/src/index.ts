// Public API of @fulfil/capacity: the capacity ledger of the storefront apps, the
// lock-sensitive code in one room (libs/capacity/README.md). Folders, lowest first:
//   entities/, migrations/  orders, reservations (holds) and Idempotency-Keys; their
//                           migrations run in the store's migrations table (table-set.ts)
//   idempotency/  the Idempotency-Key store both APIs claim, complete and replay keys through
//   usage/        THE count of capacity in use (countUsage; UsageCounter for calendars) and
//                 the merchant's capacity view
//   holds/        holding a place under a lock (CapacityRepository)
//   orders/       the orders counted against capacity (order webhooks, the ledger) and what
//                 the privacy webhooks report, redact and erase of them
//   webhooks/     webhook deliveries: deduplication by webhook id and the durable work queue
export { OrderEntity, HoldEntity, type OrderStatus, type HoldStatus } from './entities/capacity.entity';
export { IdempotencyKeyEntity } from './entities/idempotency-key.entity';
export { WebhookDeliveryEntity, type WebhookDeliveryStatus } from './entities/webhook-delivery.entity';
export { CAPACITY_MIGRATIONS } from './migrations';
export { CAPACITY_ENTITIES, CAPACITY_TABLES, CAPACITY_TABLE_SET } from './table-set';
export {
  IDEMPOTENCY_KEY_RETENTION_MS,
  IdempotencyKeyInUseError,
  IdempotencyKeyReusedError,
  IdempotencyKeyStore,
  idempotencyLockName,
  requestHash,
  type ClaimOutcome,
  type IdempotencyApi,
  type IdempotencyClaim,
  type StoredResponse,
} from './idempotency/idempotency-keys';
export {
  countsStillFresh,
  countUsage,
  countUsageByKind,
  UsageCounter,
  type UsageCells,
  type UsageCount,
  type UsageCounterOptions,
  type UsageScope,
} from './usage/usage-counter';
export { MAX_USAGE_RANGE_DAYS, type SlotUsageRow } from './usage/location-usage';
export { locationUsage, type LocationUsage } from './usage/location-usage-view';
export {
  CapacityRepository,
  type CapacityTarget,
  type CapacityHoldOptions,
  type CapacityHoldRequest,
  type CapacityHoldResult,
} from './holds/capacity.repository';
export { OrderLedger, type OrderEvent, type OrderEventResult, type OrderTarget } from './orders/order-ledger';
export { OrderRepository, type OrderInput } from './orders/order.repository';
export { bookedOrders, type BookedOrder } from './orders/booked-orders';
export { OrderPrivacy, REDACTED_ORDER_PREFIX, type ErasedShopData, type HeldOrder } from './orders/order-privacy';
export { WEBHOOK_DELIVERY_RETENTION_MS, WebhookDeliveryStore, type AcceptedDelivery, type WebhookDeliveryInput } from './webhooks/webhook-deliveries';
