// Test helpers of @fulfil/storefront-platform (alias @fulfil/storefront-platform/testing):
// a fake storefront platform on loopback speaking the Admin GraphQL contract, with an
// invoice page whose pay button sends the order webhook.
export { FakeStorefrontPlatform } from './fake-storefront-platform';
export { FakeOAuth, type FakeOAuthApp } from './fake-oauth';
export { FakeWebhookSubscriptions, type FakeWebhookSubscription } from './fake-webhook-subscriptions';
export {
  FakeCatalogue,
  sendPlatformWebhook,
  type FakeLocation,
  type FakeLocationAddress,
  type FakeProduct,
  type FakeVariant,
  type PlatformWebhook,
} from './fake-bulk';
