// Orders and capacity of the storefront apps: recording storefront orders from the order
// webhooks (fulfilment-api), and THE count of capacity in use (countUsage, cached for
// calendars by UsageCounter), which both storefront apps and CapacityRepository read.
export * from './order-ledger';
export * from './usage-counter';
