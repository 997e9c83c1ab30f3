// GENERATED FILE, DO NOT EDIT: `npm run api-client:generate` writes it from the app's OpenAPI
// document (libs/api-client/openapi), with openapi-typescript (libs/api-client/README.md).
export interface paths {
  '/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * WidgetSettings of a shop
     * @description What the widget needs to start: test mode, the pickup and delivery restaurants, the settings tree and the translations (every language the shop has; `locale` picks the fallback order).
     */
    get: operations['getSettings'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/restaurant/{restaurant}/menus': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The restaurant's menus
     * @description The restaurant's menus with their availability windows (local to `timezone`) and whether each is served now.
     */
    get: operations['listMenus'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/restaurant/{restaurant}/menu/{menu}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A menu with its categories and items
     * @description A menu with its availability windows, categories, items (prices in minor units) and option groups. `available_now` is evaluated in the restaurant's zone; an item is `available` when not sold out and the menu is served now.
     */
    get: operations['getMenu'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/restaurant/{restaurant}/slots': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A date's slots for a method
     * @description A date's slots for a method, with places left (orders and live holds counted), by the same scheduling rules as the fulfilment API. `slots` is empty when the date cannot be chosen.
     */
    get: operations['listSlots'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/restaurant/{restaurant}/calendar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The restaurant's calendar for a method
     * @description The fulfilment API's calendar shape of the method (pickup: PickupCalendarRules; delivery: the delivery calendar) with live capacity: a date whose every slot is taken is disabled. `today` is the restaurant's date now.
     */
    get: operations['getCalendar'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/product-options': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Option groups of products
     * @description Option groups (name, required, min and max selections) and their options (name, price delta in minor units, available) of the given products; a product without options has none.
     */
    post: operations['getProductOptions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Restaurants that can serve a customer
     * @description Restaurants that can serve a postal code, "lat,lng" or place name for a method, nearest first, each with whether it accepts orders now and its next available time. `restaurants` is empty when none can serve the customer. Availability may be up to SEARCH_CAPACITY_CACHE_MS (1 s by default) old; a checkout counts exactly.
     */
    post: operations['searchRestaurants'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/checkouts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a checkout holding a slot
     * @description Validates the cart, options, method, restaurant, date and slot, holds a place of the slot and answers the checkout with totals in minor units and `expires_at` (the hold lasts RESERVATION_TTL_MINUTES, default 15). With storefront-platform credentials the checkout also carries its draft order (docs/draft-orders.md): `checkout_url` when `ready`, `pending` while the platform is down, `failed` when it will not come; without them `is_test_mode` is true.
     */
    post: operations['createCheckout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/checkouts/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A checkout
     * @description A checkout with its current status: for test-mode checkouts `reserved` while the hold lasts, `expired` after `expires_at`; for draft orders `pending`, `ready` (with `checkout_url`), `expired` or `failed` (docs/draft-orders.md).
     */
    get: operations['getCheckout'];
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
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    ProductOptionsRequestDto: {
      /**
       * @description Storefront product ids (1 to 100).
       * @example [
       *       700201,
       *       700202
       *     ]
       */
      product_ids: number[];
    };
    SearchRequestDto: {
      /**
       * @description Where the customer is: a postal code, `"lat,lng"`, or a place name ("Brooklyn, NY").
       * @example 10001
       */
      query: string;
      /**
       * @example pickup
       * @enum {string}
       */
      method: 'pickup' | 'delivery';
      /**
       * @description Most restaurants returned (1 to 50).
       * @default 10
       */
      limit: number;
    };
    CheckoutItemDto: {
      /**
       * @description Menu item id (from GET /restaurant/{restaurant}/menu/{menu}).
       * @example 3
       */
      item_id: number;
      /**
       * @description How many (1 to 99).
       * @example 2
       */
      quantity: number;
      /**
       * @description Chosen option ids of the item's option groups.
       * @example [
       *       2,
       *       4
       *     ]
       */
      options?: number[];
    };
    CheckoutRequestDto: {
      /**
       * @example pickup
       * @enum {string}
       */
      method: 'pickup' | 'delivery';
      /**
       * @description Restaurant (location) id.
       * @example 1
       */
      restaurant_id: number;
      /**
       * Format: date
       * @description Fulfilment date, `YYYY-MM-DD` in the restaurant's zone.
       * @example 2026-03-12
       */
      date: string;
      /**
       * @description Slot row id of that date (from the slots the fulfilment API lists). Either this or `time`.
       * @example 23
       */
      slot_id?: number | null;
      /**
       * @description Slot start `HH:MM` (local); needed for slots generated from the pickup window, which have no id.
       * @example 12:00
       */
      time?: string;
      /**
       * @description Delivery only, required there: where to deliver (checked against the delivery area). An object (DeliveryAddress): the address the order goes to, its postal code checked against the area; with it `name` and `phone` are required. The older form, a string (postal code, `"lat,lng"` or place name, 1 to 200 characters), is still accepted for widgets loaded before: only the area is checked and the order carries no address.
       * @example {
       *       "address1": "600 E Grand Ave",
       *       "address2": "Apt 4",
       *       "city": "Chicago",
       *       "postal_code": "60611",
       *       "country_code": "US",
       *       "province_code": "IL"
       *     }
       */
      delivery_address?: components['schemas']['DeliveryAddress'] | string;
      /**
       * @description The shopper's name, for the restaurant and the courier (the draft order's shipping address for delivery). Required for delivery with an address object; the widget asks it for pickup too.
       * @example Jane Doe
       */
      name?: string;
      /**
       * @description The shopper's phone number: with its country code (`+1 312 555 0123`) or national in the shop's country (`(312) 555-0123` for a US shop); checked with libphonenumber-js and answered in E.164. Required for delivery with an address object.
       * @example +1 312 555 0123
       */
      phone?: string;
      /** @description 1 to 50 lines. */
      items: components['schemas']['CheckoutItemDto'][];
      /** @description Order note for the restaurant. */
      note?: string;
      /**
       * @description The shopper's e-mail, passed to the draft order (the invoice page asks for it when absent).
       * @example jane@example.com
       */
      email?: string;
    };
    WidgetRestaurant: {
      id: number;
      name: string;
      address_line_1: string;
      city: string;
      region: string;
      is_pickup_enabled: boolean;
      is_delivery_enabled: boolean;
    };
    WidgetSettingsBlock: {
      base_country: string;
      advanced: components['schemas']['WidgetAdvancedSettings'];
      maps: components['schemas']['WidgetMapsSettings'];
      widget: {
        maps: components['schemas']['WidgetMapsSettings'];
        advanced: components['schemas']['WidgetAdvancedSettings'];
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
      /** @enum {string} */
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
    WidgetAdvancedSettings: {
      show_restaurant_name: boolean;
      show_restaurant_address: boolean;
      /** @description Template using `{address_line_1}` and `{city}`. */
      address_format: string;
      always_show_order_note: boolean;
    };
    WidgetMapsSettings: {
      maps_api_key: string;
      enable_widget_map: boolean;
    };
    Translation: {
      id: number;
      translation_key: string;
      /** @description Text by language code (`en`, `fr-CA`). */
      values: {
        [key: string]: string;
      };
    };
    /** @description WidgetSettings exactly as the specification shapes it. */
    WidgetSettings: {
      is_test_mode: boolean;
      pickup_restaurants_count: number;
      delivery_restaurants_count: number;
      /** @description Empty with `include_restaurants=false`. */
      pickup_restaurants: components['schemas']['WidgetRestaurant'][];
      /** @description Empty with `include_restaurants=false`. */
      delivery_restaurants: components['schemas']['WidgetRestaurant'][];
      settings: components['schemas']['WidgetSettingsBlock'] | (never | null);
      translations: components['schemas']['Translation'][];
    };
    MenuAvailability: {
      days: ('monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday')[];
      /** @description Local `HH:MM`. */
      from: string;
      /** @description Local `HH:MM`. */
      until: string;
    };
    MenuSummary: {
      id: number;
      handle: string;
      name: string;
      available_now: boolean;
      availability: components['schemas']['MenuAvailability'][];
    };
    MenuList: {
      restaurant_id: number;
      timezone: string;
      menus: components['schemas']['MenuSummary'][];
    };
    Option: {
      id: number;
      name: string;
      /** @description Added to the item price, minor units; may be 0. */
      price_delta: number;
      available: boolean;
    };
    OptionGroup: {
      id: number;
      product_id: number;
      name: string;
      required: boolean;
      min_selections: number;
      max_selections: number;
      options: components['schemas']['Option'][];
    };
    MenuItem: {
      id: number;
      product_id: number;
      variant_id: number | null;
      name: string;
      description: string | null;
      /** @description Minor units (cents) of `currency_code`. */
      price: number;
      /** Format: uri */
      image_url: string | null;
      /** @description Orderable now: not sold out and its menu is served now. */
      available: boolean;
      /** @description Sold out, whenever it is ordered for (an item of a menu not served now can still be ordered ahead for a time it is served). */
      sold_out: boolean;
      option_groups: components['schemas']['OptionGroup'][];
    };
    Menu: {
      id: number;
      restaurant_id: number;
      handle: string;
      name: string;
      /** @description IANA zone the availability windows are read in (the restaurant's). */
      timezone: string;
      currency_code: string;
      available_now: boolean;
      /** @description Empty = always served. */
      availability: components['schemas']['MenuAvailability'][];
      categories: {
        id: number;
        name: string;
        items: components['schemas']['MenuItem'][];
      }[];
    };
    Slot: {
      /** @description Slot row id; null for a slot generated from the pickup window (check out with `time`). */
      id: number | null;
      /** @description Local `HH:MM`. */
      from: string;
      /** @description Local `HH:MM`. */
      until: string;
      /** @description Places of the slot; null when unlimited. */
      limit: number | null;
      /** @description Places left (limit minus orders and live holds); null when unlimited. */
      remaining: number | null;
      available: boolean;
    };
    Slots: {
      restaurant_id: number;
      /** @enum {string} */
      method: 'pickup' | 'delivery';
      /**
       * Format: date
       * @description Local date `YYYY-MM-DD`.
       */
      date: string;
      timezone: string;
      /** @description The date can be chosen at all. */
      selectable: boolean;
      /** @description A delivery day without slots: check out with the date only. */
      date_only: boolean;
      slots: components['schemas']['Slot'][];
    };
    /** @description The fulfilment API's calendar of the method (pickup: PickupCalendarRules; delivery: the delivery calendar) with live usage (orders and holds). */
    Calendar: {
      restaurant_id: number;
      /** @enum {string} */
      method: 'pickup' | 'delivery';
      timezone: string;
      /**
       * Format: date
       * @description The restaurant's date at the server's now: the widget's calendar starts there.
       */
      today: string;
      /** @description Local `YYYY-MM-DD HH:MM:SS` start of the first available slot; null when none (or a date-only delivery day). */
      minDateTime: string | null;
      /**
       * Format: date
       * @description Local date `YYYY-MM-DD`.
       */
      minDate: string | null;
      /**
       * Format: date
       * @description Last bookable date (inclusive); null without a future-order limit.
       */
      maxDate: string | null;
      /** @description pickadate.js `disable` input: a leading `true` (allow-list mode), weekday integers 1-7 (1 = Sunday), and dates whose month is ZERO-based: "YYYY-MM-DD" strings (pickup) or `[year, monthIndex, day]` arrays (delivery); dates whose every slot is taken included. */
      disabled: (boolean | number | string | number[])[];
      /** @description `[HH, MM]` window start of `minDate` (delivery: its weekday's earliest slot start; null on a date-only day). */
      minTime?: string[] | null;
      /** @description `[HH, MM]` window end of `minDate` (delivery: its weekday's latest slot end). */
      maxTime?: string[] | null;
      /** @description Pickup only: minutes between slot starts. */
      interval?: number;
      /** @description Pickup only: the pickup window of each open weekday. */
      daysOfWeek?: {
        [key: string]: {
          min: {
            hour: string;
            minute: string;
          };
          max: {
            hour: string;
            minute: string;
          };
        };
      };
      /** @description The available slots of `minDate`: pickup with order limits, delivery when a slot is limited. */
      minDateSlots?: Record<string, never>[];
      /** @description Delivery only: always true. */
      datePickerEnabled?: boolean;
      /** @description Delivery only: some weekday delivers in time slots. */
      timePickerEnabled?: boolean;
    };
    ProductOptions: {
      currency_code: string;
      /** @description One entry per requested product id (duplicates removed, request order kept). */
      products: {
        product_id: number;
        option_groups: components['schemas']['OptionGroup'][];
      }[];
    };
    NextAvailable: {
      /**
       * Format: date
       * @description Local date `YYYY-MM-DD`.
       */
      date: string;
      /** @description Local `HH:MM`; null on a date-only delivery day. */
      time: string | null;
      /**
       * Format: date-time
       * @description The instant (UTC); null on a date-only delivery day.
       */
      at: string | null;
    };
    SearchHit: {
      id: number;
      name: string;
      address_line_1: string;
      city: string;
      region: string;
      postal_code: string;
      country: string;
      latitude: number;
      longitude: number;
      timezone: string;
      is_pickup_enabled: boolean;
      is_delivery_enabled: boolean;
      /** @description Straight-line distance from the customer in `unit`, 2 decimals. */
      distance: number;
      accepting_orders: boolean;
      next_available: components['schemas']['NextAvailable'] | (never | null);
    };
    SearchResult: {
      /** @enum {string} */
      method: 'pickup' | 'delivery';
      /** @enum {string} */
      unit: 'kilometers' | 'miles';
      origin: {
        query: string;
        latitude: number;
        longitude: number;
        /** @enum {string} */
        kind: 'coordinates' | 'postal_code' | 'postal_code_prefix' | 'place';
        postal_code: string | null;
        place_name: string | null;
      };
      /** @description Nearest first; empty when none can serve the customer. */
      restaurants: components['schemas']['SearchHit'][];
    };
    /** @description Where a delivery goes (`delivery_address` of `POST /checkouts`); becomes the draft order's `shippingAddress`. The delivery area is checked on `postal_code` (422 OUTSIDE_DELIVERY_AREA names `delivery_address.postal_code`). */
    DeliveryAddress: {
      /**
       * @description Street and number.
       * @example 600 E Grand Ave
       */
      address1: string;
      /**
       * @description Flat, floor, buzzer.
       * @example Apt 4
       */
      address2?: string;
      /** @example Chicago */
      city: string;
      /** @example 60611 */
      postal_code: string;
      /**
       * @description ISO 3166-1 alpha-2 (upper-cased).
       * @example US
       */
      country_code: string;
      /**
       * @description ISO 3166-2 subdivision without the country.
       * @example IL
       */
      province_code?: string;
    };
    /** @description A checkout: holds one place of its slot until `expires_at` and, for a shop connected to the storefront platform, becomes a draft order; money in minor units. */
    Checkout: {
      /** Format: uuid */
      id: string;
      /**
       * @description docs/draft-orders.md, "Checkout statuses". Test checkouts (`is_test_mode`): `reserved` while the hold lasts, `expired` after `expires_at` (the place is free again). Checkouts that become draft orders: `pending` (the draft order is being created; ask again), `ready` (`checkout_url` is the invoice page to send the shopper to), `expired` (a ready checkout whose hold lapsed), `failed` (no draft order will come: `failure_code` says why; the place is free again).
       * @enum {string}
       */
      status: 'reserved' | 'expired' | 'pending' | 'ready' | 'failed';
      /** @description The shop's widget is in test mode (its own flag or WIDGET_TEST_MODE). */
      test_mode: boolean;
      /** @description This checkout does not go to the storefront platform: the shop is in test mode or has no platform credentials. */
      is_test_mode: boolean;
      /**
       * Format: uri
       * @description The draft order's invoice URL (where the shopper pays), once `ready`; else null.
       */
      checkout_url: string | null;
      /** @description The draft order's global id (`gid://shopify/DraftOrder/<id>`), once created; else null. */
      draft_order_id: string | null;
      /**
       * @description Why a `failed` checkout failed: `PLATFORM_REJECTED` (the platform refused the order), `HOLD_EXPIRED` (not created before `expires_at`) or `CURRENCY_MISMATCH` (the platform shop sells in another currency than the shop's prices; nothing was sent); else null.
       * @enum {string|null}
       */
      failure_code: 'PLATFORM_REJECTED' | 'HOLD_EXPIRED' | 'CURRENCY_MISMATCH' | null;
      /** @description The shopper's e-mail, passed to the draft order; null when not given. */
      email: string | null;
      /** @description The shopper's name (the draft order's shipping address for delivery, `Contact-Name`); null when not given. */
      name: string | null;
      /** @description The shopper's phone in E.164 (the draft order's `phone`); null when not given. */
      phone: string | null;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      expires_at: string;
      currency_code: string;
      line_items: {
        item_id: number;
        product_id: number;
        variant_id: number | null;
        name: string;
        quantity: number;
        options: {
          id: number;
          group_id: number;
          group_name: string;
          name: string;
          /** @description Minor units (cents) of `currency_code`. */
          price_delta: number;
        }[];
        /** @description Minor units (cents) of `currency_code`. */
        unit_price: number;
        /** @description Minor units (cents) of `currency_code`. */
        total: number;
      }[];
      totals: {
        item_count: number;
        /** @description Minor units (cents) of `currency_code`. */
        subtotal: number;
        /** @description Equals `subtotal` (minor units). */
        total: number;
      };
      fulfilment: {
        /** @enum {string} */
        method: 'pickup' | 'delivery';
        restaurant: {
          id: number;
          name: string;
          address_line_1: string;
          city: string;
          region: string;
        };
        /** @description The restaurant's IANA zone; `date` and the slot times are local to it. */
        timezone: string;
        /**
         * Format: date
         * @description Local date `YYYY-MM-DD`.
         */
        date: string;
        slot: {
          id: number | null;
          /** @description Local `HH:MM`. */
          from: string;
          /** @description Local `HH:MM`. */
          until: string;
        } | null;
        /** Format: date-time */
        starts_at: string | null;
        /** @description The address as sent (`address1` ... `province_code`), or, for the older string form, null address members with `postal_code` and `city` where the string resolved to. */
        delivery_address: {
          /** @description What the delivery area was checked on: the postal code of an address object, else the string as given. */
          query: string;
          /** @description Where `query` resolved to, WGS 84 degrees. */
          latitude: number;
          /** @description Where `query` resolved to, WGS 84 degrees. */
          longitude: number;
          address1: string | null;
          address2: string | null;
          city: string | null;
          postal_code: string | null;
          /** @description ISO 3166-1 alpha-2. */
          country_code: string | null;
          province_code: string | null;
        } | null;
      };
      note: string | null;
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
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getSettings: {
    parameters: {
      query: {
        /** @description The shop's domain on the storefront platform (case-insensitive). */
        shop: string;
        /** @description Language the widget renders in (`xx` or `xx-YY`); picks the fallback order of `translations`. Default: the shop's `settings.language`. */
        locale?: string;
        /** @description List the restaurants (`true`, default) or only count them (`false`). */
        include_restaurants?: boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description WidgetSettings exactly as the specification shapes it. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "is_test_mode": true,
           *       "pickup_restaurants_count": 2,
           *       "delivery_restaurants_count": 2,
           *       "pickup_restaurants": [
           *         {
           *           "id": 1,
           *           "name": "Demo Eats – Loop",
           *           "address_line_1": "78 E Washington St",
           *           "city": "Chicago",
           *           "region": "IL",
           *           "is_pickup_enabled": true,
           *           "is_delivery_enabled": true
           *         },
           *         {
           *           "id": 2,
           *           "name": "Demo Eats – Navy Pier",
           *           "address_line_1": "600 E Grand Ave",
           *           "city": "Chicago",
           *           "region": "IL",
           *           "is_pickup_enabled": true,
           *           "is_delivery_enabled": true
           *         }
           *       ],
           *       "delivery_restaurants": [
           *         {
           *           "id": 1,
           *           "name": "Demo Eats – Loop",
           *           "address_line_1": "78 E Washington St",
           *           "city": "Chicago",
           *           "region": "IL",
           *           "is_pickup_enabled": true,
           *           "is_delivery_enabled": true
           *         },
           *         {
           *           "id": 2,
           *           "name": "Demo Eats – Navy Pier",
           *           "address_line_1": "600 E Grand Ave",
           *           "city": "Chicago",
           *           "region": "IL",
           *           "is_pickup_enabled": true,
           *           "is_delivery_enabled": true
           *         }
           *       ],
           *       "settings": {
           *         "base_country": "US",
           *         "advanced": {
           *           "show_restaurant_name": true,
           *           "show_restaurant_address": true,
           *           "address_format": "{address_line_1}, {city}",
           *           "always_show_order_note": true
           *         },
           *         "maps": {
           *           "maps_api_key": "",
           *           "enable_widget_map": true
           *         },
           *         "widget": {
           *           "maps": {
           *             "maps_api_key": "",
           *             "enable_widget_map": true
           *           },
           *           "advanced": {
           *             "show_restaurant_name": true,
           *             "show_restaurant_address": true,
           *             "address_format": "{address_line_1}, {city}",
           *             "always_show_order_note": true
           *           },
           *           "restaurant": {
           *             "select_delivery_location": true,
           *             "adjust_location_with_map": true
           *           },
           *           "location_types": {
           *             "sort_by_type": false
           *           }
           *         },
           *         "company_name": "Demo Eats",
           *         "language": "en",
           *         "currency_code": "USD",
           *         "country_code": "US",
           *         "time_format": "12h",
           *         "developer": {
           *           "selectors": {
           *             "product_add_to_cart": "form[action='/cart/add'] button[type=submit]",
           *             "product_add_to_cart_text": "form[action='/cart/add'] button[type=submit] span"
           *           }
           *         },
           *         "checkout_locales": {
           *           "pickup": "en",
           *           "delivery": "en",
           *           "shipping": "en"
           *         }
           *       },
           *       "translations": [
           *         {
           *           "id": 1,
           *           "translation_key": "widget.title",
           *           "values": {
           *             "fr": "Commander à l'avance",
           *             "en": "Order ahead",
           *             "de": "Vorbestellen"
           *           }
           *         },
           *         {
           *           "id": 2,
           *           "translation_key": "widget.pickup",
           *           "values": {
           *             "fr": "À emporter",
           *             "en": "Pickup",
           *             "de": "Abholung"
           *           }
           *         },
           *         {
           *           "id": 3,
           *           "translation_key": "widget.delivery",
           *           "values": {
           *             "fr": "Livraison",
           *             "en": "Delivery",
           *             "de": "Lieferung"
           *           }
           *         },
           *         {
           *           "id": 4,
           *           "translation_key": "widget.choose_restaurant",
           *           "values": {
           *             "fr": "Choisissez un restaurant",
           *             "en": "Choose a restaurant",
           *             "de": "Restaurant wählen"
           *           }
           *         },
           *         {
           *           "id": 5,
           *           "translation_key": "widget.choose_time",
           *           "values": {
           *             "fr": "Choisissez un horaire",
           *             "en": "Choose a time",
           *             "de": "Uhrzeit wählen"
           *           }
           *         },
           *         {
           *           "id": 6,
           *           "translation_key": "menu.lunch",
           *           "values": {
           *             "fr": "Déjeuner",
           *             "en": "Lunch",
           *             "de": "Mittagessen"
           *           }
           *         },
           *         {
           *           "id": 7,
           *           "translation_key": "menu.dinner",
           *           "values": {
           *             "fr": "Dîner",
           *             "en": "Dinner",
           *             "de": "Abendessen"
           *           }
           *         },
           *         {
           *           "id": 8,
           *           "translation_key": "menu.closed",
           *           "values": {
           *             "fr": "Ce menu n'est pas disponible pour le moment",
           *             "en": "This menu is not available right now",
           *             "de": "Diese Karte ist gerade nicht verfügbar"
           *           }
           *         },
           *         {
           *           "id": 9,
           *           "translation_key": "item.unavailable",
           *           "values": {
           *             "fr": "Épuisé",
           *             "en": "Sold out",
           *             "de": "Ausverkauft"
           *           }
           *         },
           *         {
           *           "id": 10,
           *           "translation_key": "option.required",
           *           "values": {
           *             "fr": "Obligatoire",
           *             "en": "Required",
           *             "de": "Pflichtfeld"
           *           }
           *         },
           *         {
           *           "id": 11,
           *           "translation_key": "option.choose_up_to",
           *           "values": {
           *             "fr": "Choisissez jusqu'à {max}",
           *             "en": "Choose up to {max}",
           *             "de": "Bis zu {max} wählen"
           *           }
           *         },
           *         {
           *           "id": 12,
           *           "translation_key": "cart.add",
           *           "values": {
           *             "fr": "Ajouter à la commande",
           *             "en": "Add to order",
           *             "de": "Zur Bestellung hinzufügen"
           *           }
           *         },
           *         {
           *           "id": 13,
           *           "translation_key": "cart.checkout",
           *           "values": {
           *             "fr": "Paiement",
           *             "en": "Checkout",
           *             "de": "Zur Kasse"
           *           }
           *         },
           *         {
           *           "id": 14,
           *           "translation_key": "cart.note",
           *           "values": {
           *             "fr": "Note pour la cuisine",
           *             "en": "Note for the kitchen",
           *             "de": "Hinweis für die Küche"
           *           }
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['WidgetSettings'];
        };
      };
      /** @description VALIDATION_FAILED: `shop`, `locale` or `include_restaurants` malformed. */
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
           *       "detail": "The request has 2 invalid fields: shop, shop.",
           *       "instance": "/settings",
           *       "code": "VALIDATION_FAILED",
           *       "hint": "Correct the listed fields and send the request again.",
           *       "errors": [
           *         {
           *           "field": "shop",
           *           "rule": "isDefined",
           *           "message": "shop is required"
           *         },
           *         {
           *           "field": "shop",
           *           "rule": "isShopDomain",
           *           "message": "shop must be a store domain such as example.myshopify.com"
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description SHOP_NOT_FOUND or WIDGET_NOT_CONFIGURED. */
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
           *       "detail": "No shop is configured for \"unknown-shop.myshopify.com\".",
           *       "instance": "/settings?shop=unknown-shop.myshopify.com",
           *       "code": "SHOP_NOT_FOUND",
           *       "hint": "Check the `shop` parameter: the store domain, such as example.myshopify.com."
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
  listMenus: {
    parameters: {
      query: {
        /** @description The shop's domain on the storefront platform (case-insensitive). */
        shop: string;
      };
      header?: never;
      path: {
        /** @description Restaurant (location) id */
        restaurant: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The menus, in the merchant's order. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "restaurant_id": 1,
           *       "timezone": "America/Chicago",
           *       "menus": [
           *         {
           *           "id": 1,
           *           "handle": "lunch",
           *           "name": "Lunch",
           *           "available_now": false,
           *           "availability": [
           *             {
           *               "days": [
           *                 "monday",
           *                 "tuesday",
           *                 "wednesday",
           *                 "thursday",
           *                 "friday"
           *               ],
           *               "from": "11:00",
           *               "until": "15:00"
           *             },
           *             {
           *               "days": [
           *                 "saturday",
           *                 "sunday"
           *               ],
           *               "from": "11:00",
           *               "until": "16:00"
           *             }
           *           ]
           *         },
           *         {
           *           "id": 2,
           *           "handle": "dinner",
           *           "name": "Dinner",
           *           "available_now": false,
           *           "availability": [
           *             {
           *               "days": [
           *                 "monday",
           *                 "tuesday",
           *                 "wednesday",
           *                 "thursday",
           *                 "friday",
           *                 "saturday",
           *                 "sunday"
           *               ],
           *               "from": "17:00",
           *               "until": "22:00"
           *             }
           *           ]
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['MenuList'];
        };
      };
      /** @description VALIDATION_FAILED: `shop` or `restaurant` malformed (`errors` names them). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description SHOP_NOT_FOUND, WIDGET_NOT_CONFIGURED or RESTAURANT_NOT_FOUND. */
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
  getMenu: {
    parameters: {
      query: {
        /** @description The shop's domain on the storefront platform (case-insensitive). */
        shop: string;
      };
      header?: never;
      path: {
        /** @description Restaurant (location) id */
        restaurant: number;
        /** @description Menu id or handle */
        menu: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The menu. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "restaurant_id": 1,
           *       "handle": "lunch",
           *       "name": "Lunch",
           *       "timezone": "America/Chicago",
           *       "currency_code": "USD",
           *       "available_now": false,
           *       "availability": [
           *         {
           *           "days": [
           *             "monday",
           *             "tuesday",
           *             "wednesday",
           *             "thursday",
           *             "friday"
           *           ],
           *           "from": "11:00",
           *           "until": "15:00"
           *         },
           *         {
           *           "days": [
           *             "saturday",
           *             "sunday"
           *           ],
           *           "from": "11:00",
           *           "until": "16:00"
           *         }
           *       ],
           *       "categories": [
           *         {
           *           "id": 1,
           *           "name": "Starters",
           *           "items": [
           *             {
           *               "id": 1,
           *               "product_id": 700101,
           *               "variant_id": 710101,
           *               "name": "Tomato Soup",
           *               "description": "Roasted tomato, basil oil",
           *               "price": 650,
           *               "image_url": "https://cdn.example.com/demo-eats/700101.jpg",
           *               "available": false,
           *               "sold_out": false,
           *               "option_groups": []
           *             },
           *             {
           *               "id": 2,
           *               "product_id": 700102,
           *               "variant_id": 710102,
           *               "name": "Caesar Salad",
           *               "description": "Romaine, parmesan, garlic croutons",
           *               "price": 950,
           *               "image_url": "https://cdn.example.com/demo-eats/700102.jpg",
           *               "available": false,
           *               "sold_out": false,
           *               "option_groups": [
           *                 {
           *                   "id": 5,
           *                   "product_id": 700102,
           *                   "name": "Dressing",
           *                   "required": true,
           *                   "min_selections": 1,
           *                   "max_selections": 1,
           *                   "options": [
           *                     {
           *                       "id": 14,
           *                       "name": "Caesar",
           *                       "price_delta": 0,
           *                       "available": true
           *                     },
           *                     {
           *                       "id": 15,
           *                       "name": "On the side",
           *                       "price_delta": 0,
           *                       "available": true
           *                     }
           *                   ]
           *                 },
           *                 {
           *                   "id": 6,
           *                   "product_id": 700102,
           *                   "name": "Add protein",
           *                   "required": false,
           *                   "min_selections": 0,
           *                   "max_selections": 1,
           *                   "options": [
           *                     {
           *                       "id": 16,
           *                       "name": "Grilled chicken",
           *                       "price_delta": 400,
           *                       "available": true
           *                     },
           *                     {
           *                       "id": 17,
           *                       "name": "Shrimp",
           *                       "price_delta": 600,
           *                       "available": true
           *                     }
           *                   ]
           *                 }
           *               ]
           *             }
           *           ]
           *         },
           *         {
           *           "id": 2,
           *           "name": "Mains",
           *           "items": [
           *             {
           *               "id": 3,
           *               "product_id": 700201,
           *               "variant_id": 710201,
           *               "name": "Classic Burger",
           *               "description": "Beef patty, cheddar, pickles, brioche bun",
           *               "price": 1450,
           *               "image_url": "https://cdn.example.com/demo-eats/700201.jpg",
           *               "available": false,
           *               "sold_out": false,
           *               "option_groups": [
           *                 {
           *                   "id": 1,
           *                   "product_id": 700201,
           *                   "name": "Doneness",
           *                   "required": true,
           *                   "min_selections": 1,
           *                   "max_selections": 1,
           *                   "options": [
           *                     {
           *                       "id": 1,
           *                       "name": "Medium rare",
           *                       "price_delta": 0,
           *                       "available": true
           *                     },
           *                     {
           *                       "id": 2,
           *                       "name": "Medium",
           *                       "price_delta": 0,
           *                       "available": true
           *                     },
           *                     {
           *                       "id": 3,
           *                       "name": "Well done",
           *                       "price_delta": 0,
           *                       "available": true
           *                     }
           *                   ]
           *                 },
           *                 {
           *                   "id": 2,
           *                   "product_id": 700201,
           *                   "name": "Extras",
           *                   "required": false,
           *                   "min_selections": 0,
           *                   "max_selections": 3,
           *                   "options": [
           *                     {
           *                       "id": 4,
           *                       "name": "Bacon",
           *                       "price_delta": 200,
           *                       "available": true
           *                     },
           *                     {
           *                       "id": 5,
           *                       "name": "Avocado",
           *                       "price_delta": 250,
           *                       "available": true
           *                     },
           *                     {
           *                       "id": 6,
           *                       "name": "Fried egg",
           *                       "price_delta": 150,
           *                       "available": true
           *                     },
           *                     {
           *                       "id": 7,
           *                       "name": "Extra cheese",
           *                       "price_delta": 100,
           *                       "available": false
           *                     }
           *                   ]
           *                 }
           *               ]
           *             },
           *             {
           *               "id": 4,
           *               "product_id": 700202,
           *               "variant_id": 710202,
           *               "name": "Margherita Pizza",
           *               "description": "San Marzano tomato, fior di latte, basil",
           *               "price": 1300,
           *               "image_url": "https://cdn.example.com/demo-eats/700202.jpg",
           *               "available": false,
           *               "sold_out": false,
           *               "option_groups": [
           *                 {
           *                   "id": 3,
           *                   "product_id": 700202,
           *                   "name": "Size",
           *                   "required": true,
           *                   "min_selections": 1,
           *                   "max_selections": 1,
           *                   "options": [
           *                     {
           *                       "id": 8,
           *                       "name": "10 inch",
           *                       "price_delta": 0,
           *                       "available": true
           *                     },
           *                     {
           *                       "id": 9,
           *                       "name": "14 inch",
           *                       "price_delta": 500,
           *                       "available": true
           *                     }
           *                   ]
           *                 },
           *                 {
           *                   "id": 4,
           *                   "product_id": 700202,
           *                   "name": "Toppings",
           *                   "required": false,
           *                   "min_selections": 0,
           *                   "max_selections": 4,
           *                   "options": [
           *                     {
           *                       "id": 10,
           *                       "name": "Mushrooms",
           *                       "price_delta": 150,
           *                       "available": true
           *                     },
           *                     {
           *                       "id": 11,
           *                       "name": "Pepperoni",
           *                       "price_delta": 200,
           *                       "available": true
           *                     },
           *                     {
           *                       "id": 12,
           *                       "name": "Olives",
           *                       "price_delta": 100,
           *                       "available": true
           *                     },
           *                     {
           *                       "id": 13,
           *                       "name": "Chili flakes",
           *                       "price_delta": 0,
           *                       "available": true
           *                     }
           *                   ]
           *                 }
           *               ]
           *             },
           *             {
           *               "id": 5,
           *               "product_id": 700203,
           *               "variant_id": 710203,
           *               "name": "Falafel Wrap",
           *               "description": "Chickpea falafel, tahini, pickled vegetables",
           *               "price": 1150,
           *               "image_url": "https://cdn.example.com/demo-eats/700203.jpg",
           *               "available": false,
           *               "sold_out": false,
           *               "option_groups": []
           *             }
           *           ]
           *         },
           *         {
           *           "id": 3,
           *           "name": "Drinks",
           *           "items": [
           *             {
           *               "id": 6,
           *               "product_id": 700401,
           *               "variant_id": 710401,
           *               "name": "Lemonade",
           *               "description": "Fresh-squeezed",
           *               "price": 400,
           *               "image_url": "https://cdn.example.com/demo-eats/700401.jpg",
           *               "available": false,
           *               "sold_out": false,
           *               "option_groups": [
           *                 {
           *                   "id": 9,
           *                   "product_id": 700401,
           *                   "name": "Size",
           *                   "required": true,
           *                   "min_selections": 1,
           *                   "max_selections": 1,
           *                   "options": [
           *                     {
           *                       "id": 25,
           *                       "name": "Regular",
           *                       "price_delta": 0,
           *                       "available": true
           *                     },
           *                     {
           *                       "id": 26,
           *                       "name": "Large",
           *                       "price_delta": 150,
           *                       "available": true
           *                     }
           *                   ]
           *                 }
           *               ]
           *             },
           *             {
           *               "id": 7,
           *               "product_id": 700402,
           *               "variant_id": 710402,
           *               "name": "Iced Tea",
           *               "description": "Black tea, lemon",
           *               "price": 350,
           *               "image_url": "https://cdn.example.com/demo-eats/700402.jpg",
           *               "available": false,
           *               "sold_out": false,
           *               "option_groups": []
           *             }
           *           ]
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['Menu'];
        };
      };
      /** @description VALIDATION_FAILED: `shop`, `restaurant` or `menu` malformed. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description SHOP_NOT_FOUND, WIDGET_NOT_CONFIGURED, RESTAURANT_NOT_FOUND or MENU_NOT_FOUND. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "/problems/menu-not-found",
           *       "title": "Menu not found",
           *       "status": 404,
           *       "detail": "Restaurant 1 has no menu \"brunch\".",
           *       "instance": "/restaurant/1/menu/brunch?shop=demo-eats.myshopify.com",
           *       "code": "MENU_NOT_FOUND",
           *       "hint": "List the restaurant's menus and use one of their ids or handles."
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
  listSlots: {
    parameters: {
      query: {
        /** @description The shop's domain on the storefront platform (case-insensitive). */
        shop: string;
        method: 'pickup' | 'delivery';
        /** @description Local date `YYYY-MM-DD` in the restaurant's zone. */
        date: string;
      };
      header?: never;
      path: {
        /** @description Restaurant (location) id */
        restaurant: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The slots of the date. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "restaurant_id": 1,
           *       "method": "pickup",
           *       "date": "2026-03-12",
           *       "timezone": "America/Chicago",
           *       "selectable": true,
           *       "date_only": false,
           *       "slots": [
           *         {
           *           "id": 22,
           *           "from": "11:00",
           *           "until": "12:00",
           *           "limit": 8,
           *           "remaining": 8,
           *           "available": true
           *         },
           *         {
           *           "id": 23,
           *           "from": "12:00",
           *           "until": "13:00",
           *           "limit": 12,
           *           "remaining": 12,
           *           "available": true
           *         },
           *         {
           *           "id": 24,
           *           "from": "13:00",
           *           "until": "14:00",
           *           "limit": 8,
           *           "remaining": 8,
           *           "available": true
           *         },
           *         {
           *           "id": 25,
           *           "from": "17:00",
           *           "until": "18:00",
           *           "limit": 8,
           *           "remaining": 8,
           *           "available": true
           *         },
           *         {
           *           "id": 26,
           *           "from": "18:00",
           *           "until": "19:00",
           *           "limit": 12,
           *           "remaining": 12,
           *           "available": true
           *         },
           *         {
           *           "id": 27,
           *           "from": "19:00",
           *           "until": "20:00",
           *           "limit": 12,
           *           "remaining": 12,
           *           "available": true
           *         },
           *         {
           *           "id": 28,
           *           "from": "20:00",
           *           "until": "21:00",
           *           "limit": 8,
           *           "remaining": 8,
           *           "available": true
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['Slots'];
        };
      };
      /** @description VALIDATION_FAILED: `shop`, `restaurant`, `method` or `date` malformed. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description SHOP_NOT_FOUND, WIDGET_NOT_CONFIGURED or RESTAURANT_NOT_FOUND. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description METHOD_NOT_AVAILABLE: the restaurant does not offer this method. */
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
  getCalendar: {
    parameters: {
      query: {
        /** @description The shop's domain on the storefront platform (case-insensitive). */
        shop: string;
        method: 'pickup' | 'delivery';
      };
      header?: never;
      path: {
        /** @description Restaurant (location) id */
        restaurant: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The calendar of the method. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "restaurant_id": 1,
           *       "method": "pickup",
           *       "minDateTime": "2026-03-10 17:00:00",
           *       "minDate": "2026-03-10",
           *       "maxDate": "2026-03-17",
           *       "minTime": [
           *         "11",
           *         "15"
           *       ],
           *       "maxTime": [
           *         "21",
           *         "30"
           *       ],
           *       "disabled": [],
           *       "interval": 15,
           *       "daysOfWeek": {
           *         "monday": {
           *           "min": {
           *             "hour": "11",
           *             "minute": "15"
           *           },
           *           "max": {
           *             "hour": "21",
           *             "minute": "30"
           *           }
           *         },
           *         "tuesday": {
           *           "min": {
           *             "hour": "11",
           *             "minute": "15"
           *           },
           *           "max": {
           *             "hour": "21",
           *             "minute": "30"
           *           }
           *         },
           *         "wednesday": {
           *           "min": {
           *             "hour": "11",
           *             "minute": "15"
           *           },
           *           "max": {
           *             "hour": "21",
           *             "minute": "30"
           *           }
           *         },
           *         "thursday": {
           *           "min": {
           *             "hour": "11",
           *             "minute": "15"
           *           },
           *           "max": {
           *             "hour": "21",
           *             "minute": "30"
           *           }
           *         },
           *         "friday": {
           *           "min": {
           *             "hour": "11",
           *             "minute": "15"
           *           },
           *           "max": {
           *             "hour": "21",
           *             "minute": "30"
           *           }
           *         },
           *         "saturday": {
           *           "min": {
           *             "hour": "11",
           *             "minute": "15"
           *           },
           *           "max": {
           *             "hour": "21",
           *             "minute": "30"
           *           }
           *         },
           *         "sunday": {
           *           "min": {
           *             "hour": "11",
           *             "minute": "15"
           *           },
           *           "max": {
           *             "hour": "21",
           *             "minute": "30"
           *           }
           *         }
           *       },
           *       "timezone": "America/Chicago",
           *       "minDateSlots": [
           *         {
           *           "id": 11,
           *           "location_id": 1,
           *           "day_of_week": "tuesday",
           *           "available_from": "17:00",
           *           "available_until": "18:00",
           *           "limited": true,
           *           "limit": 8
           *         },
           *         {
           *           "id": 12,
           *           "location_id": 1,
           *           "day_of_week": "tuesday",
           *           "available_from": "18:00",
           *           "available_until": "19:00",
           *           "limited": true,
           *           "limit": 12
           *         },
           *         {
           *           "id": 13,
           *           "location_id": 1,
           *           "day_of_week": "tuesday",
           *           "available_from": "19:00",
           *           "available_until": "20:00",
           *           "limited": true,
           *           "limit": 12
           *         },
           *         {
           *           "id": 14,
           *           "location_id": 1,
           *           "day_of_week": "tuesday",
           *           "available_from": "20:00",
           *           "available_until": "21:00",
           *           "limited": true,
           *           "limit": 8
           *         }
           *       ],
           *       "today": "2026-03-10"
           *     }
           */
          'application/json': components['schemas']['Calendar'];
        };
      };
      /** @description VALIDATION_FAILED: `shop`, `restaurant` or `method` malformed. */
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
           *       "detail": "The request has 1 invalid field: method.",
           *       "instance": "/restaurant/1/calendar?shop=demo-eats.myshopify.com&method=teleport",
           *       "code": "VALIDATION_FAILED",
           *       "hint": "Correct the listed fields and send the request again.",
           *       "errors": [
           *         {
           *           "field": "method",
           *           "rule": "isIn",
           *           "message": "method must be one of the following values: pickup, delivery"
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description SHOP_NOT_FOUND, WIDGET_NOT_CONFIGURED or RESTAURANT_NOT_FOUND. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description METHOD_NOT_AVAILABLE: the restaurant does not offer this method. */
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
  getProductOptions: {
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
        'application/json': components['schemas']['ProductOptionsRequestDto'];
      };
    };
    responses: {
      /** @description The option groups per product. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "currency_code": "USD",
           *       "products": [
           *         {
           *           "product_id": 700201,
           *           "option_groups": [
           *             {
           *               "id": 1,
           *               "product_id": 700201,
           *               "name": "Doneness",
           *               "required": true,
           *               "min_selections": 1,
           *               "max_selections": 1,
           *               "options": [
           *                 {
           *                   "id": 1,
           *                   "name": "Medium rare",
           *                   "price_delta": 0,
           *                   "available": true
           *                 },
           *                 {
           *                   "id": 2,
           *                   "name": "Medium",
           *                   "price_delta": 0,
           *                   "available": true
           *                 },
           *                 {
           *                   "id": 3,
           *                   "name": "Well done",
           *                   "price_delta": 0,
           *                   "available": true
           *                 }
           *               ]
           *             },
           *             {
           *               "id": 2,
           *               "product_id": 700201,
           *               "name": "Extras",
           *               "required": false,
           *               "min_selections": 0,
           *               "max_selections": 3,
           *               "options": [
           *                 {
           *                   "id": 4,
           *                   "name": "Bacon",
           *                   "price_delta": 200,
           *                   "available": true
           *                 },
           *                 {
           *                   "id": 5,
           *                   "name": "Avocado",
           *                   "price_delta": 250,
           *                   "available": true
           *                 },
           *                 {
           *                   "id": 6,
           *                   "name": "Fried egg",
           *                   "price_delta": 150,
           *                   "available": true
           *                 },
           *                 {
           *                   "id": 7,
           *                   "name": "Extra cheese",
           *                   "price_delta": 100,
           *                   "available": false
           *                 }
           *               ]
           *             }
           *           ]
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['ProductOptions'];
        };
      };
      /** @description VALIDATION_FAILED: `shop` or `product_ids` malformed. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description SHOP_NOT_FOUND or WIDGET_NOT_CONFIGURED. */
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
  searchRestaurants: {
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
        'application/json': components['schemas']['SearchRequestDto'];
      };
    };
    responses: {
      /** @description The restaurants found. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "method": "pickup",
           *       "unit": "miles",
           *       "origin": {
           *         "query": "60601",
           *         "latitude": 41.885155,
           *         "longitude": -87.621512,
           *         "kind": "postal_code",
           *         "postal_code": "60601",
           *         "place_name": "Chicago"
           *       },
           *       "restaurants": [
           *         {
           *           "id": 1,
           *           "name": "Demo Eats – Loop",
           *           "address_line_1": "78 E Washington St",
           *           "city": "Chicago",
           *           "region": "IL",
           *           "postal_code": "60602",
           *           "country": "US",
           *           "latitude": 41.8837,
           *           "longitude": -87.6249,
           *           "timezone": "America/Chicago",
           *           "is_pickup_enabled": true,
           *           "is_delivery_enabled": true,
           *           "distance": 0.2,
           *           "accepting_orders": true,
           *           "next_available": {
           *             "date": "2026-03-10",
           *             "time": "17:00",
           *             "at": "2026-03-10T22:00:00.000Z"
           *           }
           *         },
           *         {
           *           "id": 2,
           *           "name": "Demo Eats – Navy Pier",
           *           "address_line_1": "600 E Grand Ave",
           *           "city": "Chicago",
           *           "region": "IL",
           *           "postal_code": "60611",
           *           "country": "US",
           *           "latitude": 41.8917,
           *           "longitude": -87.6086,
           *           "timezone": "America/Chicago",
           *           "is_pickup_enabled": true,
           *           "is_delivery_enabled": true,
           *           "distance": 0.8,
           *           "accepting_orders": true,
           *           "next_available": {
           *             "date": "2026-03-10",
           *             "time": "17:00",
           *             "at": "2026-03-10T22:00:00.000Z"
           *           }
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['SearchResult'];
        };
      };
      /** @description VALIDATION_FAILED (`shop` or a body field), GEO_QUERY_UNRESOLVED (the geocoder does not know `query`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description SHOP_NOT_FOUND or WIDGET_NOT_CONFIGURED. */
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
  createCheckout: {
    parameters: {
      query: {
        /** @description The shop's domain on the storefront platform (case-insensitive). */
        shop: string;
      };
      header?: {
        /** @description Makes retries safe (the Stripe model): the key belongs to this API and the shop and is remembered for 24 hours; the same key and request (method, path and body) return the same checkout (200, `Idempotent-Replayed: true`) and never reserve twice; the same key with another request is 422 IDEMPOTENCY_KEY_REUSED; a request arriving while the first with its key is still being processed waits for it (at most 10 s, then 409 IDEMPOTENCY_KEY_IN_USE with `Retry-After`). A request that fails stores nothing. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CheckoutRequestDto'];
      };
    };
    responses: {
      /** @description A replay of an earlier request with the same Idempotency-Key: the stored checkout, with `Idempotent-Replayed: true`. */
      200: {
        headers: {
          /** @description `true` on a replay. */
          'Idempotent-Replayed'?: 'true';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "7e56f804-06ca-4aab-bce9-d2c2a571272d",
           *       "test_mode": false,
           *       "created_at": "2026-03-10T20:00:00.000Z",
           *       "expires_at": "2026-03-10T20:15:00.000Z",
           *       "currency_code": "USD",
           *       "line_items": [
           *         {
           *           "item_id": 3,
           *           "product_id": 700201,
           *           "variant_id": 710201,
           *           "name": "Classic Burger",
           *           "quantity": 2,
           *           "options": [
           *             {
           *               "id": 2,
           *               "group_id": 1,
           *               "group_name": "Doneness",
           *               "name": "Medium",
           *               "price_delta": 0
           *             },
           *             {
           *               "id": 4,
           *               "group_id": 2,
           *               "group_name": "Extras",
           *               "name": "Bacon",
           *               "price_delta": 200
           *             }
           *           ],
           *           "unit_price": 1650,
           *           "total": 3300
           *         }
           *       ],
           *       "totals": {
           *         "item_count": 2,
           *         "subtotal": 3300,
           *         "total": 3300
           *       },
           *       "fulfilment": {
           *         "method": "pickup",
           *         "restaurant": {
           *           "id": 1,
           *           "name": "Demo Eats – Loop",
           *           "address_line_1": "78 E Washington St",
           *           "city": "Chicago",
           *           "region": "IL"
           *         },
           *         "timezone": "America/Chicago",
           *         "date": "2026-03-12",
           *         "slot": {
           *           "id": 23,
           *           "from": "12:00",
           *           "until": "13:00"
           *         },
           *         "starts_at": "2026-03-12T17:00:00.000Z",
           *         "delivery_address": null
           *       },
           *       "note": "No onions, please.",
           *       "email": null,
           *       "name": null,
           *       "phone": null,
           *       "is_test_mode": true,
           *       "checkout_url": null,
           *       "draft_order_id": null,
           *       "failure_code": null,
           *       "status": "reserved"
           *     }
           */
          'application/json': components['schemas']['Checkout'];
        };
      };
      /** @description The checkout was created and holds its slot. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "798d7e49-671d-4c76-9bf5-c035c6b1acc7",
           *       "test_mode": false,
           *       "created_at": "2026-03-10T20:00:00.000Z",
           *       "expires_at": "2026-03-10T20:15:00.000Z",
           *       "currency_code": "USD",
           *       "line_items": [
           *         {
           *           "item_id": 3,
           *           "product_id": 700201,
           *           "variant_id": 710201,
           *           "name": "Classic Burger",
           *           "quantity": 1,
           *           "options": [
           *             {
           *               "id": 2,
           *               "group_id": 1,
           *               "group_name": "Doneness",
           *               "name": "Medium",
           *               "price_delta": 0
           *             }
           *           ],
           *           "unit_price": 1450,
           *           "total": 1450
           *         }
           *       ],
           *       "totals": {
           *         "item_count": 1,
           *         "subtotal": 1450,
           *         "total": 1450
           *       },
           *       "fulfilment": {
           *         "method": "delivery",
           *         "restaurant": {
           *           "id": 1,
           *           "name": "Demo Eats – Loop",
           *           "address_line_1": "78 E Washington St",
           *           "city": "Chicago",
           *           "region": "IL"
           *         },
           *         "timezone": "America/Chicago",
           *         "date": "2026-03-12",
           *         "slot": {
           *           "id": 65,
           *           "from": "12:00",
           *           "until": "13:00"
           *         },
           *         "starts_at": "2026-03-12T17:00:00.000Z",
           *         "delivery_address": {
           *           "query": "60602",
           *           "latitude": 41.883041,
           *           "longitude": -87.629079,
           *           "address1": "78 E Washington St",
           *           "address2": "Suite 200",
           *           "city": "Chicago",
           *           "postal_code": "60602",
           *           "country_code": "US",
           *           "province_code": "IL"
           *         }
           *       },
           *       "note": null,
           *       "email": "jane@example.com",
           *       "name": "Jane Doe",
           *       "phone": "+13125550123",
           *       "is_test_mode": true,
           *       "checkout_url": null,
           *       "draft_order_id": null,
           *       "failure_code": null,
           *       "status": "reserved"
           *     }
           */
          'application/json': components['schemas']['Checkout'];
        };
      };
      /** @description VALIDATION_FAILED (`shop`, a body field or `Idempotency-Key`; `errors` names them: `name`, `phone` (`isPhoneNumber`), `delivery_address.address1`, ...), GEO_QUERY_UNRESOLVED (`delivery_address` unknown; `delivery_address.postal_code` for an address object). */
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
           *       "detail": "The request has 1 invalid field: phone.",
           *       "instance": "/checkouts?shop=demo-eats.myshopify.com",
           *       "code": "VALIDATION_FAILED",
           *       "hint": "Correct the listed fields and send the request again.",
           *       "errors": [
           *         {
           *           "field": "phone",
           *           "rule": "isPhoneNumber",
           *           "message": "phone must be a valid phone number (with its country code, or a US number)"
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description SHOP_NOT_FOUND, WIDGET_NOT_CONFIGURED or RESTAURANT_NOT_FOUND. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description SLOT_FULL (no place left), IDEMPOTENCY_KEY_IN_USE (the first request with this key is still running; `Retry-After`). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description METHOD_NOT_AVAILABLE, OUTSIDE_DELIVERY_AREA (`field` and `errors` name `delivery_address.postal_code` for an address object), ITEM_NOT_FOUND, ITEM_UNAVAILABLE, OPTION_RULE_VIOLATED (`errors` names the options), DATE_NOT_AVAILABLE, SLOT_NOT_AVAILABLE or IDEMPOTENCY_KEY_REUSED. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "/problems/date-not-available",
           *       "title": "Date not available",
           *       "status": 422,
           *       "detail": "2026-03-09 is not available for pickup at Demo Eats – Loop.",
           *       "instance": "/checkouts?shop=demo-eats.myshopify.com",
           *       "code": "DATE_NOT_AVAILABLE",
           *       "hint": "Ask GET /restaurant/{restaurant}/slots for the offered dates and pick one.",
           *       "date": "2026-03-09"
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
  getCheckout: {
    parameters: {
      query: {
        /** @description The shop's domain on the storefront platform (case-insensitive). */
        shop: string;
      };
      header?: never;
      path: {
        /** @description Checkout id (UUID) */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The checkout. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "798d7e49-671d-4c76-9bf5-c035c6b1acc7",
           *       "test_mode": false,
           *       "created_at": "2026-03-10T20:00:00.000Z",
           *       "expires_at": "2026-03-10T20:15:00.000Z",
           *       "currency_code": "USD",
           *       "line_items": [
           *         {
           *           "item_id": 3,
           *           "product_id": 700201,
           *           "variant_id": 710201,
           *           "name": "Classic Burger",
           *           "quantity": 1,
           *           "options": [
           *             {
           *               "id": 2,
           *               "group_id": 1,
           *               "group_name": "Doneness",
           *               "name": "Medium",
           *               "price_delta": 0
           *             }
           *           ],
           *           "unit_price": 1450,
           *           "total": 1450
           *         }
           *       ],
           *       "totals": {
           *         "item_count": 1,
           *         "subtotal": 1450,
           *         "total": 1450
           *       },
           *       "fulfilment": {
           *         "method": "delivery",
           *         "restaurant": {
           *           "id": 1,
           *           "name": "Demo Eats – Loop",
           *           "address_line_1": "78 E Washington St",
           *           "city": "Chicago",
           *           "region": "IL"
           *         },
           *         "timezone": "America/Chicago",
           *         "date": "2026-03-12",
           *         "slot": {
           *           "id": 65,
           *           "from": "12:00",
           *           "until": "13:00"
           *         },
           *         "starts_at": "2026-03-12T17:00:00.000Z",
           *         "delivery_address": {
           *           "query": "60602",
           *           "latitude": 41.883041,
           *           "longitude": -87.629079,
           *           "address1": "78 E Washington St",
           *           "address2": "Suite 200",
           *           "city": "Chicago",
           *           "postal_code": "60602",
           *           "country_code": "US",
           *           "province_code": "IL"
           *         }
           *       },
           *       "note": null,
           *       "email": "jane@example.com",
           *       "name": "Jane Doe",
           *       "phone": "+13125550123",
           *       "is_test_mode": true,
           *       "checkout_url": null,
           *       "draft_order_id": null,
           *       "failure_code": null,
           *       "status": "reserved"
           *     }
           */
          'application/json': components['schemas']['Checkout'];
        };
      };
      /** @description VALIDATION_FAILED: `shop` or `id` malformed. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description SHOP_NOT_FOUND, WIDGET_NOT_CONFIGURED or CHECKOUT_NOT_FOUND. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "/problems/checkout-not-found",
           *       "title": "Checkout not found",
           *       "status": 404,
           *       "detail": "This shop has no checkout \"00000000-0000-4000-8000-000000000000\".",
           *       "instance": "/checkouts/00000000-0000-4000-8000-000000000000?shop=demo-eats.myshopify.com",
           *       "code": "CHECKOUT_NOT_FOUND",
           *       "hint": "Check the checkout id returned by POST /checkouts."
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
           *       "name": "Widget API",
           *       "links": {
           *         "openapi": "/openapi.json",
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
}
