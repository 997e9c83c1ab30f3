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
