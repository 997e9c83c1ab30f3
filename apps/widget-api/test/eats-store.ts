import { widgetSettings } from '@fulfil/store-settings/testing';

/**
 * The restaurant shop of the widget-api tests (a store-configuration file, validated and
 * imported by each suite). Three restaurants of the widget in two time zones plus a
 * location that is not one:
 *
 * - `midtown` (New York, 10001): pickup with limited slot rows Monday-Saturday
 *   (11:30 for 3, 12:00 for 10, 18:00 unlimited, 19:00 for 1) and generated Sunday slots
 *   (11:00-14:00 every 30 min); blackout 2026-03-13; orders up to 30 days ahead;
 *   delivery within 5 km, Monday-Friday slots 17:00 (5 places) and 19:00, Saturday
 *   date-only, Sunday closed. Menus `lunch` (Mon-Fri 11:00-15:00) and `dinner` (daily 17:00-22:00).
 * - `mission` (San Francisco, 94103): pickup only, daily 11:00-21:00 every 30 min, no
 *   limits. Menus `lunch` (daily 11:00-15:00) and `dinner` (daily 17:00-22:00).
 * - `brooklyn` (New York, 11201): pickup and delivery within 3 km, one `all-day` menu.
 * - `warehouse`: pickup location not enabled for the widget.
 *
 * Products: 1001 burger (Doneness required 1; Extras up to 2, avocado unavailable),
 * 1002 salad (Dressing required 1-2; Toppings optional but at least 2, at most 3),
 * 1003 soda (no options), 1004 soup (sold out), 1005 steak (Sides exactly 2).
 */
export function eatsStore(
  domain: string,
  overrides: { validationMode?: 'within_max_radius' | 'postal_code' | 'city'; testMode?: boolean; widget?: boolean } = {},
): Record<string, unknown> {
  const days = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
  const window = { min: '11:00', max: '21:00' };
  const hours = { opens: '11:00', closes: '22:00', closed: false };
  const allWeek = { monday: hours, tuesday: hours, wednesday: hours, thursday: hours, friday: hours, saturday: hours, sunday: hours };
  const weekdaySlots = (day: string) => [
    { day_of_week: day, available_from: '11:30', available_until: '12:00', limited: true, limit: 3 },
    { day_of_week: day, available_from: '12:00', available_until: '12:30', limited: true, limit: 10 },
    { day_of_week: day, available_from: '18:00', available_until: '18:30' },
    { day_of_week: day, available_from: '19:00', available_until: '19:30', limited: true, limit: 1 },
  ];
  const deliveryDay = {
    slots: {
      enabled: true,
      slots: [
        { from: '17:00', until: '19:00', limited: true, limit: 5 },
        { from: '19:00', until: '21:00' },
      ],
    },
  };
  const item = (product_id: number, name: string, price: number, extra: Record<string, unknown> = {}) => ({
    product_id,
    variant_id: product_id * 10,
    name,
    price,
    ...extra,
  });
  const settings = widgetSettings('Demo Eats');
  return {
    format_version: 1,
    shop: {
      domain,
      timezone: 'America/New_York',
      base_country_name: 'United States',
      base_country_code: 'US',
      measurement_format: 'kilometers',
      storefront_origins: ['https://eats.example.com'],
      delivery: { validation_mode: overrides.validationMode ?? 'within_max_radius' },
    },
    locations: [
      {
        external_id: 'midtown',
        company_name: 'Eats Midtown',
        address_line_1: '350 W 31st St',
        city: 'New York',
        postal_code: '10001',
        region: 'NY',
        country: 'US',
        latitude: 40.7506,
        longitude: -73.9973,
        timezone: 'America/New_York',
        opening_hours: allWeek,
        pickup_enabled: true,
        delivery_enabled: true,
        widget_enabled: true,
        pickup: {
          weekday_windows: { ...Object.fromEntries(days.map((d) => [d, window])), sunday: { min: '11:00', max: '14:00' } },
          interval: 30,
          blackout_dates: ['2026-03-13'],
          future_order_window_days: 30,
          limits_enabled: true,
          slots: days.flatMap(weekdaySlots),
        },
        delivery: {
          max_radius: 5,
          postal_codes: ['100**'],
          postal_code_match_mode: 'pattern',
          cities: ['New York'],
          monday: deliveryDay,
          tuesday: deliveryDay,
          wednesday: deliveryDay,
          thursday: deliveryDay,
          friday: deliveryDay,
          saturday: { slots: { enabled: false, slots: [] } },
        },
      },
      {
        external_id: 'mission',
        company_name: 'Eats Mission',
        address_line_1: '2100 Mission St',
        city: 'San Francisco',
        postal_code: '94103',
        region: 'CA',
        country: 'US',
        latitude: 37.7725,
        longitude: -122.4147,
        timezone: 'America/Los_Angeles',
        opening_hours: allWeek,
        pickup_enabled: true,
        widget_enabled: true,
        pickup: { weekday_windows: Object.fromEntries([...days, 'sunday'].map((d) => [d, window])), interval: 30 },
      },
      {
        external_id: 'brooklyn',
        company_name: 'Eats Brooklyn',
        address_line_1: '100 Court St',
        city: 'Brooklyn',
        postal_code: '11201',
        region: 'NY',
        country: 'US',
        latitude: 40.6937,
        longitude: -73.9903,
        opening_hours: allWeek,
        pickup_enabled: true,
        delivery_enabled: true,
        widget_enabled: true,
        pickup: { weekday_windows: Object.fromEntries([...days, 'sunday'].map((d) => [d, window])), interval: 60 },
        delivery: {
          max_radius: 3,
          postal_codes: ['112**'],
          postal_code_match_mode: 'pattern',
          cities: ['Brooklyn'],
          monday: deliveryDay,
          tuesday: deliveryDay,
          wednesday: deliveryDay,
          thursday: deliveryDay,
          friday: deliveryDay,
        },
      },
      {
        external_id: 'warehouse',
        company_name: 'Eats Warehouse',
        address_line_1: '1 Dock St',
        city: 'New York',
        postal_code: '10004',
        region: 'NY',
        country: 'US',
        latitude: 40.7033,
        longitude: -74.017,
        pickup_enabled: true,
        pickup: { weekday_windows: { monday: window } },
      },
    ],
    ...(overrides.widget === false
      ? {}
      : {
          widget: {
            is_test_mode: overrides.testMode ?? false,
            settings,
            translations: [
              { translation_key: 'checkout.title', values: { en: 'Checkout', fr: 'Paiement', de: 'Kasse' } },
              { translation_key: 'menu.unavailable', values: { en: 'Not served now', fr: 'Pas servi maintenant' } },
              { translation_key: 'search.placeholder', values: { en: 'Postal code', 'fr-CA': 'Code postal' } },
            ],
            menus: [
              {
                restaurant: 'midtown',
                handle: 'lunch',
                name: 'Lunch',
                availability: [{ days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'], from: '11:00', until: '15:00' }],
                categories: [
                  {
                    name: 'Mains',
                    items: [
                      item(1001, 'Burger', 1250, { description: 'Beef, brioche', image_url: 'https://cdn.example.com/burger.jpg' }),
                      item(1002, 'Salad', 900),
                    ],
                  },
                  { name: 'Drinks and soups', items: [item(1003, 'Soda', 300), item(1004, 'Soup of the day', 700, { available: false })] },
                ],
              },
              {
                restaurant: 'midtown',
                handle: 'dinner',
                name: 'Dinner',
                availability: [{ days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'], from: '17:00', until: '22:00' }],
                categories: [{ name: 'Mains', items: [item(1001, 'Burger', 1450), item(1005, 'Steak', 2900)] }],
              },
              {
                restaurant: 'mission',
                handle: 'lunch',
                name: 'Lunch',
                availability: [{ days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'], from: '11:00', until: '15:00' }],
                categories: [{ name: 'Mains', items: [item(1001, 'Burger', 1300), item(1003, 'Soda', 300)] }],
              },
              {
                restaurant: 'mission',
                handle: 'dinner',
                name: 'Dinner',
                availability: [{ days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'], from: '17:00', until: '22:00' }],
                categories: [{ name: 'Mains', items: [item(1005, 'Steak', 3100)] }],
              },
              { restaurant: 'brooklyn', handle: 'all-day', name: 'All day', categories: [{ name: 'Everything', items: [item(1003, 'Soda', 250)] }] },
            ],
            option_groups: [
              {
                product_id: 1001,
                name: 'Doneness',
                required: true,
                min_selections: 1,
                max_selections: 1,
                options: [{ name: 'Rare' }, { name: 'Medium' }, { name: 'Well done' }],
              },
              {
                product_id: 1001,
                name: 'Extras',
                min_selections: 0,
                max_selections: 2,
                options: [
                  { name: 'Cheese', price_delta: 100 },
                  { name: 'Bacon', price_delta: 200 },
                  { name: 'Avocado', price_delta: 150, available: false },
                ],
              },
              {
                product_id: 1002,
                name: 'Dressing',
                required: true,
                min_selections: 1,
                max_selections: 2,
                options: [{ name: 'Vinaigrette' }, { name: 'Ranch' }, { name: 'Caesar', price_delta: 50 }],
              },
              {
                product_id: 1002,
                name: 'Toppings',
                min_selections: 2,
                max_selections: 3,
                options: [{ name: 'Croutons' }, { name: 'Nuts', price_delta: 75 }, { name: 'Egg', price_delta: 100 }, { name: 'Chicken', price_delta: 300 }],
              },
              {
                product_id: 1005,
                name: 'Sides',
                required: true,
                min_selections: 2,
                max_selections: 2,
                options: [{ name: 'Fries' }, { name: 'Mash' }, { name: 'Greens' }, { name: 'Corn' }],
              },
            ],
          },
        }),
  };
}
