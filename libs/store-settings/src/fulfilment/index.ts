// Data access of the fulfilment-options API (apps/fulfilment-api): recording storefront
// orders from webhooks and holding capacity for checkouts, on the lead's CapacityRepository.
export * from './write-gate';
export * from './order-ledger';
export * from './reservation-desk';
export { CapacityRepository, usageKey } from '../capacity/capacity.repository';
export type { CapacityTarget, ReserveRequest, ReserveResult, UsageMap } from '../capacity/capacity.repository';
