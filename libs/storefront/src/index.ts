/**
 * @fulfil/storefront: what fulfilment-api and widget-api both need to answer a storefront,
 * so neither app keeps its own copy. Pure rules in `lib/` (engine inputs from a shop
 * snapshot, the "is this date and slot offered now" check, the hold expiry, the
 * shop-domain rule); NestJS pieces in `nest/` (the storefront module, shop resolution,
 * the `shop` pipe and DTO validator, per-shop CORS, the geocoder set-up, shared config).
 * See libs/storefront/README.md.
 */
export * from './lib/engine-input';
export * from './lib/offer';
export * from './lib/hold';
export * from './lib/remaining';
export * from './lib/shop-domain';
export * from './nest/storefront-config';
export * from './nest/shop-resolver';
export * from './nest/shop-params';
export * from './nest/cors';
export * from './nest/geo.service';
export * from './nest/shop-change-bus';
export * from './nest/storefront.module';
export * from './lib/order-attributes';
