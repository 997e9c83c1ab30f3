// Capacity of the storefront apps: THE count of capacity in use (countUsage, cached for
// calendars by UsageCounter), which both storefront apps read, and the reservations that
// take a place under a lock (CapacityRepository).
export * from './usage-counter';
export * from './capacity.repository';
export * from './location-usage';
