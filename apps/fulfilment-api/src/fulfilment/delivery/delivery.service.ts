import { Injectable } from '@nestjs/common';
import { GeocodeResult, isGeoQueryUnresolved, matchesArea, reportedDistance } from '@fulfil/geo';
import { deliveryCalendar, deliveryTimesForDate } from '@fulfil/scheduling';
import type { CartItem, DeliveryCalendar, DeliveryInput, DeliveryTime } from '@fulfil/scheduling';
import { InventoryRepository, WEEKDAYS } from '@fulfil/store-settings';
import type { DeliveryDayRule, DeliveryLocationRecord, DeliverySettings, DeliveryValidationMode, ShopSnapshot } from '@fulfil/store-settings';
import { GeoService } from '../domain/geo.service';
import { expandYearlyDates, localDateTime } from '../domain/local-time';
import { UsageService } from '../domain/usage.service';
import { locationNotFound } from '../http/not-found';

/** DeliveryLocation of the API (the record without `area`, plus distances and `current_time`). */
export type DeliveryLocationOut = Omit<DeliveryLocationRecord, 'area'> & { distance: number | null; driving_distance: null; current_time: string };

/**
 * The customer's postal code and city as the validation modes compare them: what the
 * customer typed when it is a postal code, else what the geocoder knows of the place.
 */
export function customerArea(query: string, geocoded: GeocodeResult): { postalCode: string | null; city: string | null } {
  const typedCode = geocoded.kind === 'postal_code' || geocoded.kind === 'postal_code_prefix';
  return {
    postalCode: typedCode ? query : geocoded.postalCode,
    city: geocoded.kind === 'place' ? query.split(',')[0].trim() : geocoded.placeName,
  };
}

/**
 * Whether a location passes the shop's validation mode (scheduling-semantics.md §7):
 * `within_max_radius`: distance <= the location's radius (no radius: never);
 * `postal_code`: the customer's code matches the location's list in its match mode
 * (`exact`, `prefix`, `pattern`); `city`: the customer's city starts with a listed city.
 */
export function passesValidation(mode: DeliveryValidationMode, location: DeliveryLocationRecord, distance: number, area: { postalCode: string | null; city: string | null }): boolean {
  switch (mode) {
    case 'within_max_radius':
      return location.area.max_radius !== null && distance <= location.area.max_radius;
    case 'postal_code':
      return area.postalCode !== null && matchesArea(location.area.postal_code_match_mode, area.postalCode, location.area.postal_codes);
    case 'city':
      return area.city !== null && matchesArea('city', area.city, location.area.cities);
  }
  return false;
}

/**
 * `delivery` with yearly blackouts (`--MM-DD`) replaced by their dates of the coming year,
 * so the response carries only `YYYY-MM-DD` strings (the API's DeliveryLocation shape).
 */
export function concreteBlackouts(delivery: DeliverySettings, today: string): DeliverySettings {
  const days = WEEKDAYS.filter((d) => delivery[d]?.blackout_dates.some((b) => b.startsWith('--')));
  if (days.length === 0 && !delivery.blackouts.some((b) => b.startsWith('--'))) return delivery;
  const out: DeliverySettings = { ...delivery, blackouts: [...expandYearlyDates(delivery.blackouts, today)] };
  for (const d of days) out[d] = { ...(delivery[d] as DeliveryDayRule), blackout_dates: [...expandYearlyDates((delivery[d] as DeliveryDayRule).blackout_dates, today)] };
  return out;
}

/** Delivery: the nearest eligible location, and a location's delivery times for a date. */
@Injectable()
export class DeliveryService {
  constructor(
    private readonly geo: GeoService,
    private readonly inventory: InventoryRepository,
    private readonly usage: UsageService,
  ) {}

  /**
   * The nearest delivery location that passes the shop's validation mode for the
   * customer's `geoSearchQuery` and (with a cart) stocks every line; null when none.
   * Distances are straight-line, in the shop's unit, rounded to 2 decimals.
   *
   * In the `postal_code` and `city` modes the typed code or city decides eligibility and
   * the distance only ranks: when the geocoder does not know the query (a country without
   * postal-code data), the first matching location in the merchant's order is returned
   * with `distance` null rather than refusing a code the merchant explicitly serves.
   * In `within_max_radius` mode an unknown query is 400 GEO_QUERY_UNRESOLVED.
   */
  async nearest(snapshot: ShopSnapshot, geoSearchQuery: string, cart: CartItem[], now: Date): Promise<DeliveryLocationOut | null> {
    const mode = snapshot.settings().delivery.validation_mode;
    const query = geoSearchQuery.trim();
    const geocoded = this.geocode(snapshot, query, mode);
    const locations = snapshot.deliveryLocations();
    if (locations.length === 0) return null;
    const allowed = cart.length > 0 ? await this.inventory.locationsFulfilling(snapshot.shop.id, cart) : null;
    const area = geocoded ? customerArea(query, geocoded) : { postalCode: query, city: query };
    const eligible = (l: DeliveryLocationRecord, d: number) => (!allowed || allowed.has(l.id)) && passesValidation(mode, l, d, area);
    const unit = snapshot.shop.measurement_format;
    let found: DeliveryLocationRecord | undefined;
    let distance: number | null = null;
    if (geocoded) {
      found = this.geo.index(snapshot, 'delivery', locations).nearest(geocoded, 1, { unit, filter: eligible })[0]?.location;
      if (found) distance = reportedDistance(geocoded, found, unit);
    } else {
      found = locations.find((l) => eligible(l, Number.NaN));
    }
    if (!found) return null;
    const { area: _area, id, external_id, delivery, ...rest } = found;
    const currentTime = localDateTime(rest.timezone, now);
    return { id, external_id, distance, driving_distance: null, ...rest, delivery: concreteBlackouts(delivery, currentTime.slice(0, 10)), current_time: currentTime };
  }

  /** Geocodes the query; null when it is unknown and the mode can match without coordinates. */
  private geocode(snapshot: ShopSnapshot, query: string, mode: DeliveryValidationMode): GeocodeResult | null {
    try {
      return this.geo.locate(query, snapshot);
    } catch (err) {
      if (mode !== 'within_max_radius' && isGeoQueryUnresolved(err) && err.extensions?.reason === 'not_found') return null;
      throw err;
    }
  }

  /** DeliveryTime rows of `date` (`[]` for a past, disabled or closed date). */
  async times(snapshot: ShopSnapshot, locationId: number, date: string, now: Date): Promise<DeliveryTime[]> {
    const input = await this.input(snapshot, locationId, [], now, { date });
    return deliveryTimesForDate(input, date);
  }

  /** The delivery calendar of a location (reservations validate dates against it). */
  async calendar(snapshot: ShopSnapshot, locationId: number, cart: CartItem[], now: Date, withUsage: boolean): Promise<DeliveryCalendar> {
    return deliveryCalendar(await this.input(snapshot, locationId, cart, now, withUsage ? { horizon: true } : {}));
  }

  /**
   * The engine input of a delivery location; capacity is read only when a slot is
   * limited, for one date or for the whole horizon.
   */
  async input(snapshot: ShopSnapshot, locationId: number, cart: CartItem[], now: Date, usage: { date?: string; horizon?: boolean }): Promise<DeliveryInput> {
    const location = snapshot.deliveryLocation(locationId);
    if (!location) throw locationNotFound(snapshot, locationId, 'delivery');
    const limited = Object.values(location.delivery).some((day) => typeof day === 'object' && day !== null && !Array.isArray(day) && day.slots.slots.some((s) => s.limited));
    const shopId = snapshot.shop.id;
    const counts = !limited
      ? undefined
      : usage.date
        ? await this.usage.forDate(shopId, 'delivery', locationId, usage.date, now)
        : usage.horizon
          ? await this.usage.forLocation(shopId, 'delivery', locationId, location.timezone, now, null)
          : undefined;
    return { locationId, timezone: location.timezone, delivery: location.delivery, preparation: snapshot.preparationTimes('delivery', locationId), cart, now, usage: counts };
  }
}
