import { registerProblemTypes } from '@fulfil/problem-details';

// Problem types of the storefront-platform install (docs/platform-install.md, "Decisions").
registerProblemTypes([
  {
    code: 'PLATFORM_APP_NOT_CONFIGURED',
    status: 503,
    title: 'Storefront-platform app not configured',
    description:
      'This server has no storefront-platform app to install: PLATFORM_CLIENT_ID, PLATFORM_CLIENT_SECRET and PLATFORM_APP_URL must all be set (`missing` lists those that are not). Pasting a custom app token (`PUT /admin/v1.0/storefront-platform`) still works. docs/platform-install.md.',
    hint: 'Ask the operator to set PLATFORM_CLIENT_ID, PLATFORM_CLIENT_SECRET and PLATFORM_APP_URL, then start the install again.',
  },
  {
    code: 'PLATFORM_SHOP_UNREADABLE',
    status: 502,
    title: 'The platform did not say what the shop is',
    description:
      'No shop of this server had this platform domain, and the platform, having given the access token, did not answer the shop\'s time zone and country to make it with (docs/platform-install.md, "New shops"); nothing was stored.',
    hint: 'Start the install again in a moment.',
  },
  {
    code: 'INSTALL_SIGNATURE_INVALID',
    status: 401,
    title: 'Install request not signed by the platform',
    description:
      "The `hmac` query parameter is missing or is not the hex HMAC-SHA256, with the app's client secret, of the other parameters sorted by name. The request did not come from the storefront platform unchanged; nothing is stored.",
    hint: 'Start the install again from the platform.',
  },
  {
    code: 'INSTALL_CALLBACK_STALE',
    status: 400,
    title: 'Install callback too old',
    description: "The callback's `timestamp` is more than 5 minutes in the past (or more than 1 minute ahead); nothing is stored.",
    hint: 'Start the install again.',
  },
  {
    code: 'INSTALL_STATE_INVALID',
    status: 400,
    title: 'Install state refused',
    description:
      'The `state` of the callback is not one this server issued and has not used yet (`reason: unknown`), it expired (`expired`, after 10 minutes), or it was issued for another shop (`other_shop`). A state is used once, whatever the outcome; nothing is stored.',
    hint: 'Start the install again (GET /platform/install?shop=<handle>.myshopify.com).',
  },
  {
    code: 'PLATFORM_TOKEN_EXCHANGE_FAILED',
    status: 502,
    title: 'The platform did not give an access token',
    description:
      'Exchanging the authorization code for an access token failed: `reason` is `timeout` (504), `network`, `server_error`, `rejected` (the code was refused: used, expired, or the app credentials are wrong) or `bad_response`. A code is single use, so it is not retried; nothing is stored.',
    hint: 'Start the install again; if it keeps failing, check the app credentials and the platform status.',
  },
  {
    code: 'PLATFORM_SCOPES_MISSING',
    status: 403,
    title: 'Access scopes missing',
    description: 'The platform granted fewer access scopes than this product needs (`missing` lists them); the token is not stored.',
    hint: 'Install again and approve every requested scope (read_locations, read_products, read_inventory, read_orders, write_draft_orders).',
  },
]);
