/** A small shop for capacity tests: one location with limit-1 and limit-2 pickup slots on Tuesdays, a limit-1 delivery slot, and a Tuesday shipping limit of 1. */
export const RACE_SHOP = 'race.myshopify.com';
export const RACE_SECRET = 'race-webhook-secret';

/** Store-configuration file of {@link RACE_SHOP} (fresh object per call). */
export function raceStore(domain = RACE_SHOP): Record<string, unknown> {
  const window = { min: '09:00', max: '17:00' };
  return {
    format_version: 1,
    shop: {
      domain,
      timezone: 'America/Chicago',
      base_country_name: 'United States',
      base_country_code: 'US',
      measurement_format: 'miles',
      storefront_origins: [`https://${domain}`],
      webhook_secret: RACE_SECRET,
    },
    shipping: { order_limits: { enabled: true, tuesday: 1 } },
    locations: [
      {
        external_id: 'race-1',
        company_name: 'Race Street Bakery',
        address_line_1: '1 Race St',
        city: 'Chicago',
        postal_code: '60601',
        region: 'IL',
        country: 'US',
        latitude: 41.8853,
        longitude: -87.6229,
        pickup_enabled: true,
        delivery_enabled: true,
        pickup: {
          weekday_windows: { monday: window, tuesday: window, wednesday: window, thursday: window, friday: window },
          interval: 60,
          future_order_window_days: 30,
          limits_enabled: true,
          slots: [
            { day_of_week: 'tuesday', available_from: '09:00', available_until: '10:00', limited: true, limit: 1 },
            { day_of_week: 'tuesday', available_from: '10:00', available_until: '11:00', limited: true, limit: 2 },
            { day_of_week: 'wednesday', available_from: '09:00', available_until: '10:00', limited: false, limit: 0 },
          ],
        },
        delivery: {
          max_radius: 10,
          tuesday: { slots: { enabled: true, slots: [{ from: '12:00', until: '14:00', limited: true, limit: 1 }] } },
          wednesday: { slots: { enabled: false, slots: [] } },
        },
      },
    ],
  };
}
