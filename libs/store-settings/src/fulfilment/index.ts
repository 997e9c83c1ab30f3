// Data access of the fulfilment-options API (apps/fulfilment-api): recording storefront
// orders from the order webhooks, and the one-query capacity counts of the calendars
// (holding capacity itself: CapacityRepository).
export * from './order-ledger';
export * from './usage-counter';
