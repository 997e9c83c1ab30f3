// Public API of @fulfil/storefront-platform: the typed client of the storefront platform's
// Admin GraphQL API (draft orders). The fake platform server lives in ./testing.
export * from './admin-api';
export * from './draft-order';
export * from './platform-error';
export * from './client-config';
export * from './admin-client';
export { throttleWaitMs } from './graphql-reply';
export type { QueryCost } from './graphql-reply';
