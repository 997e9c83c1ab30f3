/**
 * The storefront platform's Admin GraphQL API as this library speaks it
 * (docs/external-contracts.md, "The storefront platform's Admin GraphQL API (draft orders)").
 * One API version is pinned: the platform versions its Admin API quarterly and keeps each
 * version for at least a year, so moving to a newer one is a deliberate change here (and in
 * the fake server, which answers only this version).
 */
export const ADMIN_API_VERSION = '2026-10';

/** Header carrying the Admin API access token (never logged, never put in an error). */
export const ACCESS_TOKEN_HEADER = 'X-Shopify-Access-Token';

/** Path of the GraphQL endpoint of {@link ADMIN_API_VERSION}. */
export function graphqlPath(version: string = ADMIN_API_VERSION): string {
  return `/admin/api/${version}/graphql.json`;
}

/**
 * The draft-order mutation, sent verbatim (the fake server and the tests compare the
 * document byte for byte). Its variables are `{ input: DraftOrderInput }`.
 */
export const DRAFT_ORDER_CREATE = `mutation draftOrderCreate($input: DraftOrderInput!) {
  draftOrderCreate(input: $input) {
    draftOrder {
      id
      name
      invoiceUrl
    }
    userErrors {
      field
      message
    }
  }
}`;

/**
 * Finds draft orders by search query (here always `tag:<our reference>`), sent verbatim.
 * Variables `{ query: string }`. Used before retrying a create whose first attempt may have
 * landed (a timeout, a reset connection, a 5xx), so a retry never makes a second draft order
 * of one checkout.
 */
export const DRAFT_ORDERS_BY_QUERY = `query draftOrdersByTag($query: String!) {
  draftOrders(first: 1, query: $query) {
    nodes {
      id
      name
      invoiceUrl
    }
  }
}`;

/**
 * Reads one draft order by its global id, sent verbatim. Variables `{ id: string }`. Used
 * while a draft order has no `invoiceUrl` yet (the platform may answer `null` until it has
 * made the invoice): the client re-reads it until it has one.
 */
export const DRAFT_ORDER_BY_ID = `query draftOrderById($id: ID!) {
  draftOrder(id: $id) {
    id
    name
    invoiceUrl
  }
}`;

/**
 * The shop's currency (`Shop.currencyCode`, an ISO 4217 code such as `USD`), sent verbatim,
 * no variables. Money of a draft order is sent in this currency
 * (docs/draft-orders.md, "Currency").
 */
export const SHOP_CURRENCY = `query shopCurrency {
  shop {
    currencyCode
  }
}`;

/**
 * What a new shop here is made from at install (docs/platform-install.md, "New shops"): the
 * platform shop's IANA time zone, its address's country and its unit system. No variables.
 */
export const SHOP_PROFILE = `query shopProfile {
  shop {
    ianaTimezone
    unitSystem
    shopAddress {
      country
      countryCodeV2
    }
  }
}`;

/**
 * The shop's primary domain (`https://shop.example.com`, or the `myshopify.com` one when it has
 * no other), where its storefront, and so the picker, is served: the catalogue sync adds its
 * origin to the shop's storefront origins (docs/platform-install.md, "Status"). No variables.
 */
export const SHOP_PRIMARY_DOMAIN = `query shopPrimaryDomain {
  shop {
    primaryDomain {
      url
    }
  }
}`;

/**
 * Our app's webhook subscriptions, a page of at most 100 (the API lists only the calling
 * app's), sent verbatim. Variables `{ after: string | null }` (the previous page's
 * `endCursor`). `uri` is the callback address (2026-10: `callbackUrl` and `endpoint` are
 * deprecated). docs/platform-install.md, "Webhooks".
 */
export const WEBHOOK_SUBSCRIPTIONS = `query webhookSubscriptions($after: String) {
  webhookSubscriptions(first: 100, after: $after) {
    nodes {
      id
      topic
      uri
      format
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}`;

/**
 * Subscribes our app to a topic, sent verbatim. Variables `{ topic: WebhookSubscriptionTopic,
 * webhookSubscription: { uri, format: 'JSON' } }` (`WebhookSubscriptionInput`; `uri` is an
 * https address). A refused address answers `userErrors`.
 */
export const WEBHOOK_SUBSCRIPTION_CREATE = `mutation webhookSubscriptionCreate($topic: WebhookSubscriptionTopic!, $webhookSubscription: WebhookSubscriptionInput!) {
  webhookSubscriptionCreate(topic: $topic, webhookSubscription: $webhookSubscription) {
    webhookSubscription {
      id
      topic
      uri
      format
    }
    userErrors {
      field
      message
    }
  }
}`;

/** Removes one of our app's webhook subscriptions by its global id, sent verbatim. Variables `{ id: string }`. */
export const WEBHOOK_SUBSCRIPTION_DELETE = `mutation webhookSubscriptionDelete($id: ID!) {
  webhookSubscriptionDelete(id: $id) {
    deletedWebhookSubscriptionId
    userErrors {
      field
      message
    }
  }
}`;
