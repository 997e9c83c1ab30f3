// Public API of @fulfil/storefront-platform: the typed client of the storefront platform's
// Admin GraphQL API (draft orders). The fake platform server lives in ./testing.
export { DRAFT_ORDER_CREATE } from './admin-api';
export { moneyString, variantGid, type DraftOrderInput, type DraftOrderLineItemInput } from './draft-order';
export { StorefrontPlatformError } from './platform-error';
export { SHOP_DOMAIN_PATTERN } from './client-config';
export { StorefrontPlatformClient } from './admin-client';
export { throttleWaitMs } from './graphql-reply';
export type { QueryCost } from './graphql-reply';
