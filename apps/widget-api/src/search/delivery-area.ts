import { matchesArea, type GeocodeResult } from '@fulfil/geo';
import type { DeliveryArea, DeliveryValidationMode } from '@fulfil/store-settings';

/**
 * Whether a location delivers to a customer under the shop's validation mode
 * (scheduling-semantics.md §7):
 *
 * - `within_max_radius`: the straight-line distance (in the shop's unit) is at most the
 *   location's `max_radius`; a location without a radius delivers nowhere by radius;
 * - `postal_code`: the customer's postal code (the query itself when it was a postal
 *   code, or the code it resolved to) matches the location's list (`exact`, `prefix`
 *   or `pattern`); a query that is not a postal code (coordinates, a place) cannot pass;
 * - `city`: the customer's city (the place the query resolved to) matches the
 *   location's cities (case-, space- and accent-insensitive prefix); coordinates cannot pass.
 */
export function deliversTo(mode: DeliveryValidationMode, area: DeliveryArea, customer: { query: string; geocoded: GeocodeResult; distance: number }): boolean {
  const g = customer.geocoded;
  if (mode === 'within_max_radius') return area.max_radius !== null && customer.distance <= area.max_radius;
  if (mode === 'postal_code') {
    const isCode = g.kind === 'postal_code' || g.kind === 'postal_code_prefix';
    const candidates = [isCode ? customer.query.trim() : null, isCode ? g.postalCode : null].filter((c): c is string => !!c);
    return candidates.some((code) => matchesArea(area.postal_code_match_mode, code, area.postal_codes));
  }
  const city = g.placeName ?? (g.kind === 'place' ? customer.query.trim() : null);
  return city !== null && g.kind !== 'coordinates' && matchesArea('city', city, area.cities);
}
