/**
 * Data access of the storefront ordering widget (widget-api) that the shared
 * repositories do not cover: checkouts (idempotent per shop and Idempotency-Key), and
 * the capacity repository the checkouts reserve through.
 */
export * from './checkout.entity';
export * from './checkout.repository';
export * from './schema';
export { WidgetCheckouts1764200000000 } from './1764200000000-widget-checkouts';
export { CapacityRepository, usageKey } from '../capacity/capacity.repository';
export type { CapacityTarget, ReserveRequest, ReserveResult, UsageMap } from '../capacity/capacity.repository';
