import { ProblemError, registerProblemTypes, type ProblemInit } from '@fulfil/problem-details';

/** Code of the 400 problem sent when a `geoSearchQuery` cannot be turned into coordinates. */
export const GEO_QUERY_UNRESOLVED = 'GEO_QUERY_UNRESOLVED';

/**
 * Why a query could not be resolved; sent as the `reason` extension member so clients
 * (and tests) can tell the cases apart without parsing `detail`.
 *
 * - `empty`: the query is blank.
 * - `too_long`: the query is longer than {@link MAX_GEO_QUERY_LENGTH} characters.
 * - `coordinates_out_of_range`: `"lat,lng"` with a latitude outside -90..90 or a
 *   longitude outside -180..180 degrees.
 * - `not_found`: neither a known postal code nor a known place name.
 */
export type GeoQueryUnresolvedReason = 'empty' | 'too_long' | 'coordinates_out_of_range' | 'not_found';

/** Longest `geoSearchQuery` the geocoder looks at, in characters. */
export const MAX_GEO_QUERY_LENGTH = 200;

registerProblemTypes([
  {
    code: GEO_QUERY_UNRESOLVED,
    status: 400,
    title: 'Location query not resolved',
    description:
      'The `geoSearchQuery` could not be turned into coordinates: it is neither "latitude,longitude" in decimal degrees ' +
      '(latitude -90..90, longitude -180..180), nor a postal code known to the offline data set or to the shop, nor a known ' +
      'place name. The `reason` member says which case applies. Correct the query; the API never falls back silently.',
    hint: 'Send a postal code, "latitude,longitude" or a known place name.',
  },
]);

/**
 * Error of the geo library; a {@link ProblemError}, so the platform's global filter
 * sends it as RFC 9457 problem details.
 */
export class GeoError extends ProblemError {
  constructor(init: ProblemInit) {
    super(init);
  }

  /**
   * The 400 GEO_QUERY_UNRESOLVED problem for `query`.
   *
   * @param query the customer's query as received (echoed back, cut to 100 characters, in the `query` member)
   * @param reason machine-readable cause, sent as the `reason` member
   * @param detail human-readable explanation of this occurrence
   */
  static queryUnresolved(query: string, reason: GeoQueryUnresolvedReason, detail: string): GeoError {
    return new GeoError({
      status: 400,
      code: GEO_QUERY_UNRESOLVED,
      detail,
      hint: 'Send a postal code (for example "10001" or "SW1A 1AA"), "latitude,longitude" in decimal degrees (for example "40.7506,-73.9973"), or a place name such as "Springfield, IL".',
      extensions: { reason, query: query.length > 100 ? `${query.slice(0, 100)}…` : query },
    });
  }
}

/** True when `error` is the GEO_QUERY_UNRESOLVED problem. */
export function isGeoQueryUnresolved(error: unknown): error is GeoError {
  return error instanceof GeoError && error.code === GEO_QUERY_UNRESOLVED;
}
