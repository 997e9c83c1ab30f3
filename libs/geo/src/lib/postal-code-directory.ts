import { isValidLatitude, isValidLongitude, type GeoPoint } from './coordinates';
import { normalizePlaceName } from './place-name';
import { compactPostalCode, type PostalCodeLookupKey } from './postal-code';
import type { PostalCodeRecord } from './postal-code-record';

/** A postal code of one country, merged from every record of one batch with that code. */
export interface PostalCodeEntry extends GeoPoint {
  readonly countryCode: string;
  /** The code as published by the first record. */
  readonly postalCode: string;
  readonly placeName?: string;
  readonly adminCode1?: string;
  readonly adminName1?: string;
  readonly source: string;
  readonly records: readonly PostalCodeRecord[];
}

/** A place (name within a country and its first- and second-order subdivisions) with the centroid of its codes. */
export interface PlaceEntry extends GeoPoint {
  readonly countryCode: string;
  readonly placeName: string;
  readonly adminCode1?: string;
  readonly adminName1?: string;
  readonly source: string;
  /** How many postal codes carry this place name: the tie-breaker between places of the same name. */
  readonly postalCodes: number;
  /** Folded names this place answers to after a comma: subdivision codes and names, country code and English name. */
  readonly qualifiers: ReadonlySet<string>;
}

const COUNTRY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  US: ['usa', 'united states of america', 'america'],
  GB: ['uk', 'great britain', 'britain'],
};

let regionNames: Intl.DisplayNames | null | undefined;
const countryNames = new Map<string, string | undefined>();

function englishCountryName(code: string): string | undefined {
  if (countryNames.has(code)) return countryNames.get(code);
  const name = lookUpCountryName(code);
  countryNames.set(code, name);
  return name;
}

function lookUpCountryName(code: string): string | undefined {
  if (regionNames === undefined) {
    try {
      regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
    } catch {
      regionNames = null;
    }
  }
  try {
    const name = regionNames?.of(code);
    return name && name !== code ? name : undefined;
  } catch {
    return undefined;
  }
}

/**
 * In-memory postal codes and place names of several countries. Internal to the
 * geocoder; records added in a later batch replace those of the same country and code.
 */
export class PostalCodeDirectory {
  private readonly byKey = new Map<string, PostalCodeEntry[]>();
  private places: Map<string, PlaceEntry[]> | null = null;
  private count = 0;

  /** Number of (country, code) entries. */
  get size(): number {
    return this.count;
  }

  /** Entries per country code. */
  countries(): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const entries of this.byKey.values()) for (const e of entries) counts[e.countryCode] = (counts[e.countryCode] ?? 0) + 1;
    return counts;
  }

  /** Number of distinct places (built on demand). */
  placeCount(): number {
    let n = 0;
    for (const list of this.placeIndex().values()) n += list.length;
    return n;
  }

  /**
   * Adds a batch of records. Records with the same country and compact code are merged
   * into one entry at the spherical mean of their coordinates; the entry replaces any
   * earlier one of that country and code.
   *
   * @throws RangeError naming the first invalid record (country not two letters, code
   *   without letters or digits, coordinates out of range); nothing is added then
   */
  add(records: Iterable<PostalCodeRecord>, sourceName: string): number {
    const groups = new Map<string, { key: string; records: PostalCodeRecord[] }>();
    let i = 0;
    for (const r of records) {
      const country = typeof r.countryCode === 'string' ? r.countryCode.trim().toUpperCase() : '';
      const key = typeof r.postalCode === 'string' ? compactPostalCode(r.postalCode) : '';
      if (!/^[A-Z]{2}$/.test(country) || !/[\p{L}\p{N}]/u.test(key) || !isValidLatitude(r.latitude) || !isValidLongitude(r.longitude)) {
        throw new RangeError(`${sourceName}: record ${i} is not a valid postal code with coordinates: ${JSON.stringify(r)}`);
      }
      const id = `${country}\u0000${key}`;
      let group = groups.get(id);
      if (!group) groups.set(id, (group = { key, records: [] }));
      group.records.push(country === r.countryCode ? r : { ...r, countryCode: country });
      i++;
    }
    for (const { key, records: group } of groups.values()) {
      const first = group[0];
      const centre = sphericalMean(group);
      const entry: PostalCodeEntry = {
        countryCode: first.countryCode,
        postalCode: first.postalCode.trim(),
        latitude: centre.latitude,
        longitude: centre.longitude,
        placeName: first.placeName,
        adminCode1: first.adminCode1,
        adminName1: first.adminName1,
        source: first.source ?? sourceName,
        records: group,
      };
      const list = this.byKey.get(key);
      if (!list) {
        this.byKey.set(key, [entry]);
        this.count++;
        continue;
      }
      const at = list.findIndex((e) => e.countryCode === entry.countryCode);
      if (at >= 0) list[at] = entry;
      else {
        list.push(entry);
        this.count++;
      }
    }
    if (groups.size > 0) this.places = null;
    return i;
  }

  /**
   * The entry for a lookup key: among entries allowed by `key.countries`, the one in
   * `country` when there is one, else the one added first.
   */
  findCode(key: PostalCodeLookupKey, country?: string): PostalCodeEntry | undefined {
    const list = this.byKey.get(key.key);
    if (!list) return undefined;
    const allowed = key.countries ? list.filter((e) => key.countries?.includes(e.countryCode)) : list;
    return (country && allowed.find((e) => e.countryCode === country)) || allowed[0];
  }

  /**
   * Places whose folded name is `name` (see {@link normalizePlaceName}) and that answer
   * to every qualifier, best first: those in `country`, then those with more postal
   * codes, then the first added.
   */
  findPlaces(name: string, qualifiers: readonly string[], country?: string): PlaceEntry[] {
    const list = this.placeIndex().get(name);
    if (!list) return [];
    const matching = list.filter((p) => qualifiers.every((q) => p.qualifiers.has(q)));
    // Array.prototype.sort is stable, so equal places keep the order they were added in.
    return matching.sort((a, b) => Number(b.countryCode === country) - Number(a.countryCode === country) || b.postalCodes - a.postalCodes);
  }

  private placeIndex(): Map<string, PlaceEntry[]> {
    if (this.places) return this.places;
    interface Acc {
      countryCode: string;
      placeName: string;
      adminCode1?: string;
      adminName1?: string;
      adminName2?: string;
      /** Grouping keys: first- and second-order subdivision (code, else name). */
      admin1: string;
      admin2: string;
      source: string;
      x: number;
      y: number;
      z: number;
      n: number;
    }
    // Grouped by folded name, then (country, admin1, admin2) by a scan of the few places
    // sharing a name: cheaper than composite string keys for ~40,000 records.
    const byName = new Map<string, Acc[]>();
    const names = new Map<string, string>();
    for (const entries of this.byKey.values()) {
      for (const entry of entries) {
        for (const r of entry.records) {
          if (!r.placeName) continue;
          let name = names.get(r.placeName);
          if (name === undefined) names.set(r.placeName, (name = normalizePlaceName(r.placeName)));
          if (name === '') continue;
          const admin1 = r.adminCode1 ?? r.adminName1 ?? '';
          const admin2 = r.adminCode2 ?? r.adminName2 ?? '';
          let same = byName.get(name);
          if (!same) byName.set(name, (same = []));
          let acc = same.find((a) => a.admin1 === admin1 && a.admin2 === admin2 && a.countryCode === entry.countryCode);
          if (!acc) {
            acc = {
              countryCode: entry.countryCode,
              placeName: r.placeName.trim(),
              adminCode1: r.adminCode1,
              adminName1: r.adminName1,
              adminName2: r.adminName2,
              admin1,
              admin2,
              source: r.source ?? entry.source,
              x: 0,
              y: 0,
              z: 0,
              n: 0,
            };
            same.push(acc);
          }
          const lat = r.latitude * RAD;
          const lng = r.longitude * RAD;
          const cosLat = Math.cos(lat);
          acc.x += cosLat * Math.cos(lng);
          acc.y += cosLat * Math.sin(lng);
          acc.z += Math.sin(lat);
          acc.n++;
        }
      }
    }
    // Many places share subdivisions and a country: fold each distinct string once.
    const folded = new Map<string, string>();
    const fold = (v: string | undefined) => {
      if (!v) return '';
      let f = folded.get(v);
      if (f === undefined) folded.set(v, (f = normalizePlaceName(v)));
      return f;
    };
    const qualifierSets = new Map<string, ReadonlySet<string>>();
    const qualifiersOf = (a: Acc) => {
      const id = [a.countryCode, a.adminCode1, a.adminName1, a.adminName2].join('\u0000');
      let set = qualifierSets.get(id);
      if (!set) {
        const values = [a.adminCode1, a.adminName1, a.adminName2, a.countryCode, englishCountryName(a.countryCode), ...(COUNTRY_ALIASES[a.countryCode] ?? [])];
        set = new Set(values.map(fold).filter((q) => q !== ''));
        qualifierSets.set(id, set);
      }
      return set;
    };
    const places = new Map<string, PlaceEntry[]>();
    for (const [name, accs] of byName) {
      places.set(
        name,
        accs.map((a): PlaceEntry => {
          const centre = fromVector(a.x, a.y, a.z);
          return {
            latitude: centre.latitude,
            longitude: centre.longitude,
            countryCode: a.countryCode,
            placeName: a.placeName,
            adminCode1: a.adminCode1,
            adminName1: a.adminName1,
            source: a.source,
            postalCodes: a.n,
            qualifiers: qualifiersOf(a),
          };
        }),
      );
    }
    this.places = places;
    return places;
  }
}

const RAD = Math.PI / 180;

function toVector(p: GeoPoint): [number, number, number] {
  const lat = p.latitude * RAD;
  const lng = p.longitude * RAD;
  return [Math.cos(lat) * Math.cos(lng), Math.cos(lat) * Math.sin(lng), Math.sin(lat)];
}

function fromVector(x: number, y: number, z: number): GeoPoint {
  const h = Math.hypot(x, y);
  if (h === 0 && z === 0) return { latitude: 0, longitude: 0 };
  return { latitude: Math.atan2(z, h) / RAD + 0, longitude: (h === 0 ? 0 : Math.atan2(y, x) / RAD) + 0 };
}

/** Centre of points on the sphere (mean of unit vectors); the point itself for one point. */
function sphericalMean(points: readonly GeoPoint[]): GeoPoint {
  if (points.length === 1) return { latitude: points[0].latitude, longitude: points[0].longitude };
  let x = 0;
  let y = 0;
  let z = 0;
  for (const p of points) {
    const [a, b, c] = toVector(p);
    x += a;
    y += b;
    z += c;
  }
  return fromVector(x, y, z);
}
