// Public API of @fulfil/storefront-platform: the typed client of the storefront platform's
// Admin GraphQL API (draft orders). The fake platform server lives in ./testing.
export { ADMIN_API_VERSION, DRAFT_ORDER_BY_ID, DRAFT_ORDER_CREATE, DRAFT_ORDERS_BY_QUERY, SHOP_CURRENCY } from './admin-api';
export {
  moneyInput,
  moneyString,
  variantGid,
  type DraftOrder,
  type DraftOrderInput,
  type DraftOrderLineItemInput,
  type MailingAddressInput,
  type MoneyInput,
} from './draft-order';
export { StorefrontPlatformError } from './platform-error';
export { SHOP_DOMAIN_PATTERN, type StorefrontPlatformConfig } from './client-config';
export { StorefrontPlatformClient, type ShopProfile } from './admin-client';
export { throttleWaitMs } from './graphql-reply';
export type { QueryCost } from './graphql-reply';
export {
  missingScopes,
  PLATFORM_APP_SCOPES,
  PlatformOAuthClient,
  PlatformOAuthError,
  verifyOAuthQuery,
  type ExchangedToken,
  type OAuthFailureReason,
  type PlatformOAuthConfig,
} from './oauth';
export { isPublicAddress } from './platform-transport';
export {
  createWebhookSubscription,
  deleteWebhookSubscription,
  listWebhookSubscriptions,
  planWebhookReconcile,
  reconcileWebhookSubscriptions,
  type WantedWebhook,
  type WebhookReconcilePlan,
  type WebhookReconcileResult,
  type WebhookSubscription,
} from './webhook-subscriptions';
export { BULK_LOCATIONS_QUERY, BULK_OPERATION_BY_ID, BULK_OPERATION_RUN_QUERY, BULK_PRODUCTS_QUERY } from './bulk-api';
export {
  BulkSyncClient,
  gidNumber,
  groupBulkLines,
  parseBulkLine,
  type BulkLocationAddress,
  type BulkRecord,
  type BulkSyncOptions,
  type CompletedBulkOperation,
} from './bulk-sync';
