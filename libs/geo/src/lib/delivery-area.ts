import type { GeocodeResult } from './geocoder';
import { matchesArea, type PostalCodeMatchMode } from './postal-code-matching';

/** The shop's `delivery.validation_mode` (docs/scheduling-rules.md §7). */
export type DeliveryValidationMode = 'within_max_radius' | 'postal_code' | 'city';

/** Where a location delivers, as the validation modes read it (the store's DeliveryArea has this shape). */
export interface DeliveryAreaRule {
  /** Radius for `within_max_radius`, in the shop's unit (km or miles); null = no radius. */
  readonly max_radius: number | null;
  /** Postal codes, prefixes or patterns for `postal_code` mode. */
  readonly postal_codes: readonly string[];
  readonly postal_code_match_mode: PostalCodeMatchMode;
  /** City names for `city` mode. */
  readonly cities: readonly string[];
}

/** A customer as the validation modes see them. */
export interface DeliveryCustomer {
  /** What the customer typed (`geoSearchQuery`, the widget's search query or delivery address). */
  readonly query: string;
  /** Where the query resolved to ({@link Geocoder.geocode}). */
  readonly geocoded: GeocodeResult;
  /** Straight-line distance from the location, in the unit of `max_radius`. */
  readonly distance: number;
}

/**
 * Whether a location delivers to a customer under the shop's validation mode
 * (docs/scheduling-rules.md §7). The one definition both the fulfilment API's
 * delivery locations and the widget's search and checkouts use:
 *
 * - `within_max_radius`: the distance is at most the location's `max_radius`
 *   (inclusive); a location without a radius delivers nowhere by radius;
 * - `postal_code`: the query resolved as a postal code, and the code the customer typed
 *   or the code it resolved to (the ZIP of a ZIP+4, a UK outward code) matches the
 *   location's list (`exact`, `prefix` or `pattern`); coordinates and place names cannot
 *   pass, since neither names one postal code;
 * - `city`: the place the query resolved to (a postal code's place, or the place named)
 *   matches the location's cities (case-, space- and accent-insensitive prefix);
 *   coordinates cannot pass.
 */
export function deliversTo(mode: DeliveryValidationMode, area: DeliveryAreaRule, customer: DeliveryCustomer): boolean {
  const g = customer.geocoded;
  if (mode === 'within_max_radius') return area.max_radius !== null && customer.distance <= area.max_radius;
  if (mode === 'postal_code') {
    if (g.kind !== 'postal_code' && g.kind !== 'postal_code_prefix') return false;
    const candidates = [customer.query.trim(), g.postalCode].filter((c): c is string => !!c);
    return candidates.some((code) => matchesArea(area.postal_code_match_mode, code, area.postal_codes));
  }
  if (mode === 'city') {
    const city = g.placeName ?? (g.kind === 'place' ? customer.query.trim() : null);
    return city !== null && g.kind !== 'coordinates' && matchesArea('city', city, area.cities);
  }
  return false;
}
