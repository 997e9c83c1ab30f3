// Orders of the storefront apps: recording storefront orders from the order webhooks
// (fulfilment-api), counted by capacity/'s countUsage.
export * from './order-ledger';
