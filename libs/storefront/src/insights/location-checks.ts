import { timeZoneAt } from '@fulfil/geo';
import { localWallTime } from '@fulfil/scheduling';
import type { LocationMethod, Weekday } from '@fulfil/store-settings';

/** Codes of {@link LocationCheck} (the merchant console's setup checklist). */
export type LocationCheckCode =
  'NO_METHOD' | 'NO_PRODUCTS_OFFERED' | 'NO_STOCK' | 'CLOSED_EVERY_DAY' | 'NO_DATE_IN_30_DAYS' | 'ZONE_DIFFERS' | 'NO_COORDINATES';

/** One finding about a location: why shoppers may never see or pick it. */
export interface LocationCheck {
  code: LocationCheckCode;
  /** The method it concerns, or null for the location as a whole. */
  method: LocationMethod | null;
  /** `critical`: shoppers never get the location (or the method there); `warning`: some shoppers do not. */
  severity: 'critical' | 'warning';
  /** One English sentence for the merchant. */
  message: string;
  /** The figures of the message (for a translated sentence). */
  values: Record<string, string | number>;
}

/** What the engine answers for one enabled method of the location, for an empty cart at `now`. */
export interface MethodEngineAnswer {
  /** Weekdays the calendar can offer a date on at all (`pickupOpenWeekdays` / `deliveryOpenWeekdays` of @fulfil/scheduling). */
  openWeekdays: readonly Weekday[];
  /** The calendar's first date (`minDate`, `YYYY-MM-DD` in `zone`), or null within its horizon. */
  firstDate: string | null;
}

/** Everything {@link locationChecks} reads about one location. */
export interface LocationCheckInput {
  location: {
    pickup_enabled: boolean;
    delivery_enabled: boolean;
    /** WGS 84 degrees; 0, 0 or out of range counts as none. */
    latitude: number | null;
    longitude: number | null;
    /** The location's own IANA zone, or null for the shop's. */
    timezone: string | null;
  };
  /** The shop's IANA zone. */
  shopTimezone: string;
  /** Stock and availability facts (`InventoryRepository.locationFacts` of @fulfil/store-settings). */
  stock: { trackedVariants: number; restrictedProducts: number; hasStockRows: boolean; hasProductRows: boolean };
  /** The engine's answer per method; absent for a method that is off (or that the engine does not serve here). */
  engine: Partial<Record<LocationMethod, MethodEngineAnswer>>;
}

/** Days ahead {@link locationChecks} looks for a first date (`NO_DATE_IN_30_DAYS`). */
export const CHECK_HORIZON_DAYS = 30;

const METHOD_NAME: Record<LocationMethod, string> = { pickup: 'Pickup', delivery: 'Local delivery' };

/** `YYYY-MM-DD` plus `days` calendar days. Pure. */
function plusDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Whether the coordinates place the location anywhere (not missing, not 0, 0, within range). */
export function hasCoordinates(latitude: number | null, longitude: number | null): boolean {
  if (latitude === null || longitude === null || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return false;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return false;
  return !(latitude === 0 && longitude === 0);
}

/**
 * The setup checklist of a location (the merchant console, issue 31): why shoppers may never
 * see it or one of its methods, most serious first (critical, then warnings, in code order).
 * Pure; `now` is the instant (UTC) the engine answers were computed at. Codes:
 *
 * - `NO_METHOD` (critical): neither pickup nor delivery is on.
 * - `NO_PRODUCTS_OFFERED` (critical): the shop lists products per location and this
 *   location lists none, so a cart with a listed product never gets it
 *   (libs/store-settings/src/read/inventory.repository.ts). values `{restricted_products}`.
 * - `NO_STOCK` (warning): the shop tracks stock and this location has no inventory row, so a
 *   cart with a tracked variant never gets it. values `{tracked_variants}`.
 * - `CLOSED_EVERY_DAY` (critical, per enabled method): no weekday the calendar can offer.
 * - `NO_DATE_IN_30_DAYS` (critical, per enabled method with some open weekday): the
 *   calendar's first date for an empty cart is missing or more than 30 days after today in
 *   the location's zone (blackouts, preparation, closed days and full slots all count).
 *   values `{days: 30}`.
 * - `ZONE_DIFFERS` (warning): the zone at the coordinates (`timeZoneAt` of @fulfil/geo)
 *   is not the zone the location's times run in (its own, else the shop's). values `{zone, address_zone}`.
 * - `NO_COORDINATES` (warning): no usable coordinates, so a shopper searching by postal code
 *   or address never finds it.
 */
export function locationChecks(input: LocationCheckInput, now: Date): LocationCheck[] {
  const { location, stock } = input;
  const checks: LocationCheck[] = [];
  const zone = location.timezone ?? input.shopTimezone;
  if (!location.pickup_enabled && !location.delivery_enabled)
    checks.push({
      code: 'NO_METHOD',
      method: null,
      severity: 'critical',
      message: 'Neither pickup nor local delivery is turned on, so shoppers never see this location.',
      values: {},
    });
  if (stock.restrictedProducts > 0 && !stock.hasProductRows)
    checks.push({
      code: 'NO_PRODUCTS_OFFERED',
      method: null,
      severity: 'critical',
      message: `${stock.restrictedProducts} products are offered only at the locations listing them, and this location lists none, so carts with them never see it.`,
      values: { restricted_products: stock.restrictedProducts },
    });
  for (const method of ['pickup', 'delivery'] as const) {
    if (!(method === 'pickup' ? location.pickup_enabled : location.delivery_enabled)) continue;
    const answer = input.engine[method];
    if (!answer || answer.openWeekdays.length === 0) {
      checks.push({
        code: 'CLOSED_EVERY_DAY',
        method,
        severity: 'critical',
        message: `${METHOD_NAME[method]} is on but open on no day of the week, so shoppers can never pick a date.`,
        values: {},
      });
      continue;
    }
    const last = plusDays(localWallTime(zone, now).date, CHECK_HORIZON_DAYS);
    if (answer.firstDate === null || answer.firstDate > last)
      checks.push({
        code: 'NO_DATE_IN_30_DAYS',
        method,
        severity: 'critical',
        message: `${METHOD_NAME[method]} offers no date in the next ${CHECK_HORIZON_DAYS} days (closed dates, preparation time, closed days and full slots all count).`,
        values: { days: CHECK_HORIZON_DAYS },
      });
  }
  if (stock.trackedVariants > 0 && !stock.hasStockRows)
    checks.push({
      code: 'NO_STOCK',
      method: null,
      severity: 'warning',
      message: `The shop tracks stock of ${stock.trackedVariants} variants and this location has none in stock, so carts with them never see it.`,
      values: { tracked_variants: stock.trackedVariants },
    });
  const located = hasCoordinates(location.latitude, location.longitude);
  const addressZone = located ? timeZoneAt(location.latitude as number, location.longitude as number) : null;
  if (addressZone !== null && addressZone !== zone)
    checks.push({
      code: 'ZONE_DIFFERS',
      method: null,
      severity: 'warning',
      message: `The location's times run in ${zone}, but its address is in ${addressZone}.`,
      values: { zone, address_zone: addressZone },
    });
  if (!located)
    checks.push({
      code: 'NO_COORDINATES',
      method: null,
      severity: 'warning',
      message: 'The location has no coordinates, so shoppers searching by postal code or address never find it.',
      values: {},
    });
  return checks;
}
