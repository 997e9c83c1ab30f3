/**
 * A small but complete store-configuration file for tests: two locations (one pickup
 * with slots and limits, one delivery with postal codes), shop-wide and per-location
 * rules, stock, product availability, two merchant postal codes (`60601-9999`, `60699`)
 * and a widget with a menu. Returns a fresh object.
 */
export function sampleStoreFile(domain = 'test-shop.myshopify.com'): Record<string, unknown> {
  const hours = { opens: '08:00', closes: '18:00', closed: false };
  return {
    format_version: 1,
    shop: {
      domain,
      timezone: 'America/Chicago',
      base_country_name: 'United States',
      base_country_code: 'US',
      measurement_format: 'miles',
      storefront_origins: [`https://${domain}`],
      webhook_secret: 'whsec_test',
      pickup: { pagination_limit: 20 },
      delivery: { validation_mode: 'postal_code' },
    },
    shipping: {
      saturday_enabled: true,
      blackout_dates: ['2026-12-25'],
      order_limits: { enabled: true, monday: 50 },
      preparation_time: { enabled: true, monday: { value: 1, format: 'days', cutoff_time: { enabled: true, time: '14:00', value: 2 } } },
    },
    preparation_times: {
      pickup: {
        general: {
          enabled: true,
          monday: { breakpoint: { enabled: true, value: '14:00' }, before: { value: 2, format: 'hours' }, after: { value: 1, format: 'days' } },
        },
        product_based: [{ product_external_id: '7001', preparation_enabled: 1, preperation_value: 2, preparation_format: 'days' }],
      },
    },
    conditional_activation: {
      delivery: { weight_price: { enabled: true, basis: 'price', condition: 'morethan', min: 2500 }, hide_checkout_method: true },
    },
    locations: [
      {
        external_id: 'loc-1',
        company_name: 'Main Street Bakery',
        address_line_1: '100 Main St',
        city: 'Chicago',
        postal_code: '60601',
        region: 'IL',
        country: 'US',
        latitude: 41.8853,
        longitude: -87.6229,
        opening_hours: { monday: hours, tuesday: hours, sunday: { opens: '00:00', closes: '00:00', closed: true } },
        pickup_enabled: true,
        widget_enabled: true,
        pickup: {
          weekday_windows: { monday: { min: '09:00', max: '17:00' }, tuesday: { min: '09:00', max: '17:00' } },
          interval: 15,
          blackout_dates: ['2026-07-04', '--12-25'],
          future_order_window_days: 30,
          limits_enabled: true,
          slots: [
            { day_of_week: 'tuesday', available_from: '09:00', available_until: '12:00', limited: true, limit: 5 },
            { day_of_week: 'monday', available_from: '12:00', available_until: '17:00' },
            { day_of_week: 'monday', available_from: '09:00', available_until: '12:00', limited: true, limit: 10 },
          ],
        },
        preparation_times: { pickup: { general: { enabled: true } } },
        conditional_activation: { pickup: { property_based: { enabled: true, mode: 'exclude', tags: ['frozen'] } } },
        inventory: [
          { variant_id: 9002, product_id: 7002, available: 1 },
          { variant_id: 9001, product_id: 7001, available: 10 },
        ],
        products: [7002, 7001],
      },
      {
        external_id: 'loc-2',
        company_name: 'Lakeview Kitchen',
        address_line_1: '2000 N Clark St',
        address_line_2: 'Unit 2',
        city: 'Chicago',
        postal_code: '60614',
        region: 'IL',
        country: 'US',
        latitude: 41.9184,
        longitude: -87.6368,
        timezone: 'America/Chicago',
        custom_attribute_1: 'north',
        delivery_enabled: true,
        pickup_enabled: true,
        widget_enabled: true,
        delivery: {
          max_radius: 5,
          postal_codes: ['606*'],
          postal_code_match_mode: 'pattern',
          blackouts: ['2026-11-26'],
          friday: {
            breakpoint: '11:00',
            useBreakpoint: true,
            before: { value: 0, format: 'days' },
            after: { value: 1, format: 'days' },
            slots: { enabled: true, slots: [{ from: '17:00', until: '19:00', limited: true, limit: 3 }] },
          },
          saturday: { slots: { enabled: false, slots: [] } },
        },
        inventory: [{ variant_id: 9001, product_id: 7001, available: 2 }],
      },
    ],
    // Unsorted, one padded, one lower-case country: validation stores them trimmed, upper case and sorted.
    postal_codes: [
      { postal_code: ' 60699 ', latitude: 41.8789, longitude: -87.6359, country_code: 'us', place_name: 'Willis Tower' },
      { postal_code: '60601-9999', latitude: 41.8864, longitude: -87.6186 },
    ],
    widget: {
      is_test_mode: true,
      settings: widgetSettings('Test Eats'),
      translations: [{ translation_key: 'checkout.title', values: { en: 'Checkout', fr: 'Paiement', de: 'Kasse' } }],
      menus: [
        {
          restaurant: 'loc-1',
          handle: 'lunch',
          name: 'Lunch',
          availability: [{ days: ['monday', 'tuesday'], from: '11:00', until: '15:00' }],
          categories: [{ name: 'Mains', items: [{ product_id: 7001, variant_id: 9001, name: 'Sourdough', price: 650 }] }],
        },
      ],
      option_groups: [
        {
          product_id: 7001,
          name: 'Slicing',
          required: true,
          min_selections: 1,
          max_selections: 1,
          options: [{ name: 'Sliced' }, { name: 'Whole', price_delta: 0 }],
        },
      ],
    },
  };
}

/** A complete WidgetSettings `settings` block. */
export function widgetSettings(company: string, language = 'en', currency = 'USD', country = 'US'): Record<string, unknown> {
  const advanced = { show_restaurant_name: true, show_restaurant_address: true, address_format: '{address_line_1}, {city}', always_show_order_note: false };
  const maps = { maps_api_key: '<MAPS_API_KEY>', enable_widget_map: true };
  return {
    base_country: country,
    advanced,
    maps,
    widget: { maps, advanced, restaurant: { select_delivery_location: true, adjust_location_with_map: false }, location_types: { sort_by_type: false } },
    company_name: company,
    language,
    currency_code: currency,
    country_code: country,
    time_format: language === 'en' && country === 'US' ? '12h' : '24h',
    developer: {
      selectors: { product_add_to_cart: 'form[action="/cart/add"] [type=submit]', product_add_to_cart_text: 'form[action="/cart/add"] [type=submit] span' },
    },
    checkout_locales: { pickup: language, delivery: language, shipping: language },
  };
}

/** The value, or a thrown error when it is null or undefined (tests, instead of `!`). */
export function defined<T>(value: T | null | undefined, what = 'value'): T {
  if (value === null || value === undefined) throw new Error(`expected a ${what}`);
  return value;
}
