import tzLookup from '@photostructure/tz-lookup';

/**
 * The IANA time zone at a point (WGS 84 degrees), from the offline boundaries of
 * `@photostructure/tz-lookup`: `timeZoneAt(40.75, -73.99)` is `America/New_York`. At sea it
 * answers a nautical `Etc/GMT±n` zone. Used where a location is made from an address with
 * coordinates (docs/platform-install.md, "Locations").
 * @returns the zone name, or null when the coordinates are not finite or out of range
 */
export function timeZoneAt(latitude: number, longitude: number): string | null {
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  try {
    return tzLookup(latitude, longitude);
  } catch {
    return null;
  }
}
