// Idempotency-Keys of the storefront APIs (docs/api-decisions.md, "Idempotency keys"):
// the one store both fulfilment-api and widget-api claim, complete and replay keys through.
export * from './idempotency-keys';
