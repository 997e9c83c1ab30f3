import type { GeoPoint } from './coordinates';

/**
 * A shop's distance unit (`measurement_format` in the shop settings). Distances the API
 * reports are in this unit, rounded to 2 decimals (docs/scheduling-rules.md, section 8).
 */
export type MeasurementFormat = 'kilometers' | 'miles';

/** Mean Earth radius in kilometres (IUGG R1), the radius of every haversine distance here. */
export const EARTH_RADIUS_KM = 6371.0088;

/** Kilometres in one international mile (exact). */
export const KILOMETERS_PER_MILE = 1.609344;

const RAD = Math.PI / 180;

/** True when `value` is `'kilometers'` or `'miles'`. */
export function isMeasurementFormat(value: unknown): value is MeasurementFormat {
  return value === 'kilometers' || value === 'miles';
}

/** Kilometres to miles. */
export function kilometersToMiles(km: number): number {
  return km / KILOMETERS_PER_MILE;
}

/** Miles to kilometres. */
export function milesToKilometers(miles: number): number {
  return miles * KILOMETERS_PER_MILE;
}

/** Converts a kilometre distance into `unit`. */
export function fromKilometers(km: number, unit: MeasurementFormat): number {
  return unit === 'miles' ? km / KILOMETERS_PER_MILE : km;
}

/** Converts a distance in `unit` into kilometres. */
export function toKilometers(distance: number, unit: MeasurementFormat): number {
  return unit === 'miles' ? distance * KILOMETERS_PER_MILE : distance;
}

/**
 * Great-circle (haversine) distance between two points, in kilometres, unrounded.
 * Points are in decimal degrees; they are not validated (NaN in, NaN out), so this can
 * sit in hot loops. Straight-line distance, not driving distance.
 */
export function haversineKilometers(a: GeoPoint, b: GeoPoint): number {
  const dLat = (b.latitude - a.latitude) * RAD;
  const dLng = (b.longitude - a.longitude) * RAD;
  const sinLat = Math.sin(dLat / 2);
  const sinLng = Math.sin(dLng / 2);
  const h = sinLat * sinLat + Math.cos(a.latitude * RAD) * Math.cos(b.latitude * RAD) * sinLng * sinLng;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Great-circle (haversine) distance between two points in `unit` (kilometres by
 * default), unrounded. See {@link haversineKilometers}.
 */
export function haversineDistance(a: GeoPoint, b: GeoPoint, unit: MeasurementFormat = 'kilometers'): number {
  return fromKilometers(haversineKilometers(a, b), unit);
}

/**
 * Rounds a distance to 2 decimals (half away from zero, robust to binary representation,
 * e.g. 1.005 -> 1.01), as the API reports distances. Non-finite values pass through.
 *
 * Fast path: `distance * 100` in binary is off the decimal value by far less than 1e-6
 * (distances are below 1e8), so unless it lies that close to a half the binary rounding
 * is the decimal one. Only near a half is the decimal point shifted in the decimal
 * representation (a string round trip, ~20 times slower).
 */
export function roundDistance(distance: number): number {
  if (!Number.isFinite(distance)) return distance;
  const sign = distance < 0 ? -1 : 1;
  const hundredths = Math.abs(distance) * 100;
  if (Math.abs(hundredths - Math.floor(hundredths) - 0.5) > 1e-6) return (sign * Math.round(hundredths)) / 100 + 0;
  return (sign * Math.round(shiftedTwoDecimals(Math.abs(distance)))) / 100 + 0;
}

/** `value * 100` computed on the decimal representation (`1.005` -> `100.5` exactly). */
function shiftedTwoDecimals(value: number): number {
  return Number(value.toExponential().replace(/e([+-]\d+)$/, (_, exp: string) => `e${Number(exp) + 2}`));
}

/**
 * Great-circle distance between two points in `unit`, rounded to 2 decimals: the value
 * the API reports as `distance`.
 */
export function reportedDistance(a: GeoPoint, b: GeoPoint, unit: MeasurementFormat): number {
  return roundDistance(haversineDistance(a, b, unit));
}
