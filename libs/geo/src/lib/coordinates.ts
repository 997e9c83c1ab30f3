import { GeoError } from './geo-error';

/** A point on the WGS 84 ellipsoid, in decimal degrees (latitude -90..90, longitude -180..180). */
export interface GeoPoint {
  /** Degrees north of the equator, -90..90. */
  readonly latitude: number;
  /** Degrees east of Greenwich, -180..180. */
  readonly longitude: number;
}

/** True when `value` is a finite number of degrees within -90..90. */
export function isValidLatitude(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= -90 && value <= 90;
}

/** True when `value` is a finite number of degrees within -180..180. */
export function isValidLongitude(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= -180 && value <= 180;
}

/** True when `point` has a valid latitude and longitude (see {@link isValidLatitude}, {@link isValidLongitude}). */
export function isValidGeoPoint(point: { latitude?: unknown; longitude?: unknown } | null | undefined): point is GeoPoint {
  return point != null && isValidLatitude(point.latitude) && isValidLongitude(point.longitude);
}

/**
 * Throws a `RangeError` unless `point` is a valid {@link GeoPoint}. For programming
 * errors (coordinates handed over by code), not for customer input.
 *
 * @param what names the argument in the error message
 */
export function assertValidGeoPoint(point: { latitude?: unknown; longitude?: unknown } | null | undefined, what = 'point'): asserts point is GeoPoint {
  if (!isValidGeoPoint(point)) {
    throw new RangeError(`${what} must have a latitude within -90..90 and a longitude within -180..180 degrees, got ${JSON.stringify(point)}`);
  }
}

const DECIMAL = String.raw`[+-]?(?:\d+(?:\.\d*)?|\.\d+)`;
const LAT_LNG = new RegExp(String.raw`^\s*(${DECIMAL})\s*,\s*(${DECIMAL})\s*$`);

/**
 * Parses `"lat,lng"` in decimal degrees (spaces around the comma allowed, e.g.
 * `"40.7506, -73.9973"`).
 *
 * @returns the point, or `null` when `text` is not of that shape (so the caller can try
 *   postal codes and place names)
 * @throws GeoError 400 GEO_QUERY_UNRESOLVED (reason `coordinates_out_of_range`) when the
 *   shape matches but the latitude is outside -90..90 or the longitude outside -180..180
 */
export function parseLatLng(text: string): GeoPoint | null {
  const match = LAT_LNG.exec(text);
  if (!match) return null;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  if (!isValidLatitude(latitude) || !isValidLongitude(longitude)) {
    throw GeoError.queryUnresolved(
      text,
      'coordinates_out_of_range',
      `"${text.trim()}" is not a valid "latitude,longitude": latitude must be within -90..90 and longitude within -180..180 degrees.`,
    );
  }
  // Normalise -0 to 0 so results compare and serialise predictably.
  return { latitude: latitude + 0, longitude: longitude + 0 };
}
