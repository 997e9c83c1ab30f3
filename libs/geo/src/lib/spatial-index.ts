import KDBush from 'kdbush';
import { around } from 'geokdbush';
import { assertValidGeoPoint, isValidLatitude, isValidLongitude, type GeoPoint } from './coordinates';
import { haversineDistance, toKilometers, type MeasurementFormat } from './distance';

/**
 * What the index needs of a shop location: a stable id and its coordinates in decimal
 * degrees. Locations whose latitude or longitude is missing or out of range are kept
 * (see {@link ShopLocationIndex.unlocated}) but never returned by a search.
 */
export interface IndexableLocation {
  readonly id: string | number;
  readonly latitude: number | null | undefined;
  readonly longitude: number | null | undefined;
}

/** One search result: the caller's own location object and its distance from the origin. */
export interface LocationHit<T> {
  /** The location as passed to the index (the very same object). */
  readonly location: T;
  /** Great-circle distance from the origin in the unit asked for, unrounded (use `roundDistance` to report it). */
  readonly distance: number;
}

/** Options of {@link ShopLocationIndex.nearest}. */
export interface NearestOptions<T> {
  /** Unit of `maxDistance` and of the returned distances; kilometres by default. */
  readonly unit?: MeasurementFormat;
  /** Only locations at most this far away (inclusive), in `unit`. */
  readonly maxDistance?: number;
  /**
   * Only locations for which this returns true count towards the limit (e.g. "delivery
   * enabled and within its own radius"). Receives the distance in `unit`. Called for
   * candidates as the search visits them, possibly more than `limit` times; keep it pure.
   */
  readonly filter?: (location: T, distance: number) => boolean;
}

/** Options of {@link ShopLocationIndex.withinRadius}. */
export interface WithinRadiusOptions<T> {
  /** Unit of the radius and of the returned distances; kilometres by default. */
  readonly unit?: MeasurementFormat;
  /** Only locations for which this returns true; receives the distance in `unit`. */
  readonly filter?: (location: T, distance: number) => boolean;
}

/** Half the circumference of geokdbush's sphere (radius 6371 km). */
const GEOKDBUSH_HALF_CIRCUMFERENCE_KM = Math.PI * 6371;

/**
 * Located points per kd-tree. A list is indexed by one tree per 16,384 points: each
 * builds in a few milliseconds, so a 100,000-location list can be built in short turns of
 * the event loop ({@link ShopLocationIndex.prepare}) instead of one ~75 ms piece, and a
 * search asks each tree and merges (a list of up to 16,384 points is one tree, as before).
 */
export const POINTS_PER_TREE = 16_384;

/** Geometry shared by indexes over the same ids and coordinates (see `withLocations`). */
interface Geometry {
  /** The ids as given (compared as strings: `1` and `'1'` are the same id). */
  readonly ids: readonly (string | number)[];
  readonly latitudes: Float64Array;
  readonly longitudes: Float64Array;
  /** Positions in the location list of the located points, in order; tree `t` indexes `positions[t * POINTS_PER_TREE ...]`. */
  readonly positions: Uint32Array;
  /** One kd-tree per {@link POINTS_PER_TREE} located points, built on first need; item `i` of tree `t` is `positions[t * POINTS_PER_TREE + i]`. */
  readonly trees: (KDBush | undefined)[];
  /** Computed on first use. */
  fingerprint?: string;
}

/**
 * Spatial index over one shop's locations, for "nearest N" and "within radius" by
 * great-circle distance. Built on kdbush (a static kd-tree) and geokdbush (nearest
 * neighbours on the sphere, antimeridian and poles included); building 10,000
 * locations takes a few milliseconds, and the nearest 20 of them come back in tens of
 * microseconds.
 *
 * The index is immutable. Cache one per shop and rebuild it when the shop's locations
 * change: compare {@link fingerprint} with {@link ShopLocationIndex.fingerprintOf} of the
 * current list, or use {@link ShopLocationIndexCache}, which does that and never serves
 * stale location objects.
 *
 * Distances are haversine distances (`haversineDistance`), the same function a brute
 * force would use, so results agree with it exactly; ties are broken by position in the
 * list.
 */
export class ShopLocationIndex<T extends IndexableLocation> {
  /** The locations, in the order given. */
  readonly locations: readonly T[];
  /** Locations without valid coordinates; they are never returned by a search. */
  readonly unlocated: readonly T[];
  private readonly geometry: Geometry;

  /**
   * @param locations the shop's locations; ids should be unique (they are not checked)
   * @param reuse an index over the same geometry (same ids and coordinates, same order)
   *   whose kd-tree is reused instead of rebuilt, e.g. when only other fields of the
   *   locations changed
   * @throws RangeError when `reuse` is given and its geometry differs from `locations`
   */
  constructor(locations: readonly T[], reuse?: ShopLocationIndex<IndexableLocation>) {
    if (reuse && !reuse.hasSameGeometry(locations)) {
      throw new RangeError('ShopLocationIndex: the index to reuse has different ids or coordinates');
    }
    this.locations = [...locations];
    this.geometry = reuse ? reuse.geometry : buildGeometry(this.locations);
    this.unlocated = this.locations.filter((_, i) => Number.isNaN(this.geometry.latitudes[i]));
  }

  /**
   * Fingerprint of a location list's ids and coordinates, in order (16 hex digits, a
   * 64-bit hash). Equal lists give equal fingerprints; any change of an id, a
   * coordinate, the order or the length changes it (barring a hash collision). Other
   * fields do not count.
   */
  static fingerprintOf(locations: readonly IndexableLocation[]): string {
    return fingerprintOf(
      locations.map((l) => String(l.id)),
      Float64Array.from(locations, (l) => (isLocated(l) ? l.latitude + 0 : NaN)),
      Float64Array.from(locations, (l) => (isLocated(l) ? l.longitude + 0 : NaN)),
    );
  }

  /** The fingerprint of this index's locations ({@link ShopLocationIndex.fingerprintOf}). */
  get fingerprint(): string {
    const g = this.geometry;
    g.fingerprint ??= fingerprintOf(g.ids, g.latitudes, g.longitudes);
    return g.fingerprint;
  }

  /** Number of locations that can be found (those with valid coordinates). */
  get size(): number {
    return this.geometry.positions.length;
  }

  /**
   * True when `locations` has the same ids and coordinates in the same order as this
   * index (an exact comparison, no hash), so the index can serve it unchanged.
   */
  hasSameGeometry(locations: readonly IndexableLocation[]): boolean {
    const g = this.geometry;
    if (locations.length !== g.ids.length) return false;
    for (let i = 0; i < locations.length; i++) {
      const l = locations[i];
      if (l.id !== g.ids[i] && String(l.id) !== String(g.ids[i])) return false;
      if (isLocated(l)) {
        if (l.latitude + 0 !== g.latitudes[i] || l.longitude + 0 !== g.longitudes[i]) return false;
      } else if (!Number.isNaN(g.latitudes[i])) {
        return false;
      }
    }
    return true;
  }

  /**
   * This index serving a new list with the same geometry (the kd-tree is shared, nothing
   * is rebuilt); results then carry the new objects.
   *
   * @throws RangeError when the ids or coordinates differ (build a new index instead)
   */
  withLocations<U extends IndexableLocation>(locations: readonly U[]): ShopLocationIndex<U> {
    return new ShopLocationIndex(locations, this);
  }

  /**
   * Builds the kd-trees that are not built yet, one per turn: `turn` is awaited after
   * each (e.g. a `setImmediate` promise), so a big list never holds the event loop for
   * long. Optional: a search builds whatever is missing itself, in one piece. Concurrent
   * calls share the work (no tree is built twice).
   */
  async prepare(turn: () => Promise<void>): Promise<void> {
    const g = this.geometry;
    for (let t = 0; t < g.trees.length; t++) {
      if (g.trees[t]) continue;
      g.trees[t] = buildTree(g, t);
      await turn();
    }
  }

  /** Whether every kd-tree is built (searches then build nothing). */
  get prepared(): boolean {
    return this.geometry.trees.every((tree) => tree !== undefined);
  }

  /**
   * The `limit` nearest locations to `origin`, nearest first.
   *
   * @param origin the customer's point in decimal degrees
   * @param limit how many at most (a non-negative integer; `Infinity` for all)
   * @throws RangeError when `origin` is not a valid point, `limit` is negative or not an
   *   integer, or `maxDistance` is negative
   */
  nearest(origin: GeoPoint, limit: number, options: NearestOptions<T> = {}): LocationHit<T>[] {
    assertValidGeoPoint(origin, 'origin');
    if (!(limit >= 0) || (limit !== Infinity && !Number.isInteger(limit))) {
      throw new RangeError(`limit must be a non-negative integer, got ${limit}`);
    }
    const unit = options.unit ?? 'kilometers';
    const maxDistance = options.maxDistance ?? Infinity;
    if (!(maxDistance >= 0)) throw new RangeError(`maxDistance must be a non-negative number, got ${maxDistance}`);
    return this.search(origin, limit, maxDistance, unit, options.filter);
  }

  /**
   * Every location at most `radius` away from `origin` (inclusive), nearest first.
   *
   * @param radius in `options.unit` (kilometres by default), non-negative
   * @throws RangeError when `origin` is not a valid point or `radius` is negative or NaN
   */
  withinRadius(origin: GeoPoint, radius: number, options: WithinRadiusOptions<T> = {}): LocationHit<T>[] {
    assertValidGeoPoint(origin, 'origin');
    if (!(radius >= 0)) throw new RangeError(`radius must be a non-negative number, got ${radius}`);
    return this.search(origin, Infinity, radius, options.unit ?? 'kilometers', options.filter);
  }

  private search(
    origin: GeoPoint,
    limit: number,
    maxDistance: number,
    unit: MeasurementFormat,
    filter: ((location: T, distance: number) => boolean) | undefined,
  ): LocationHit<T>[] {
    const geometry = this.geometry;
    const { positions, latitudes, longitudes } = geometry;
    if (positions.length === 0 || limit === 0) return [];
    const trees = geometry.trees.map((tree, t) => tree ?? (geometry.trees[t] = buildTree(geometry, t)));
    const locations = this.locations;
    const distanceAt = (pos: number) => haversineDistance(origin, { latitude: latitudes[pos], longitude: longitudes[pos] }, unit);

    // geokdbush measures with a 6371 km radius, ours is 6371.0088 km: the same cut-off in
    // kilometres is therefore a superset, trimmed to the exact cut-off below. (The cut-off
    // must stay geokdbush's: a predicate rejecting far points would make it visit them all.)
    // At or beyond half its circumference geokdbush's cut-off would wrap round, so none is given.
    const kmCutOff = (d: number) => {
      const km = toKilometers(d, unit) * (1 + 1e-9) + 1e-9;
      return km >= GEOKDBUSH_HALF_CIRCUMFERENCE_KM ? undefined : km;
    };
    // Each tree's `count` nearest (by geokdbush's order); with several trees the union is
    // cut to the `count` nearest by our distance. A point left out is at least as far as
    // `count` points of its own tree, all in the union, so it is never nearer than the
    // union's last (the rounding-noise argument below holds as for one tree).
    const query = (count: number, cutOff: number) => {
      let complete = true;
      let hits: { pos: number; distance: number }[] = [];
      for (let t = 0; t < trees.length; t++) {
        const base = t * POINTS_PER_TREE;
        const predicate = filter === undefined ? undefined : (item: number) => filter(locations[positions[base + item]], distanceAt(positions[base + item]));
        const items = around(trees[t], origin.longitude, origin.latitude, count, kmCutOff(cutOff), predicate);
        if (items.length >= count) complete = false;
        for (const item of items) hits.push({ pos: positions[base + item], distance: distanceAt(positions[base + item]) });
      }
      hits = hits.filter((h) => h.distance <= cutOff);
      if (trees.length > 1 && hits.length > count) {
        hits.sort((a, b) => a.distance - b.distance || a.pos - b.pos);
        hits.length = count;
      }
      return { complete, hits };
    };

    // One more than asked for shows whether the limit cuts through a tie, or through
    // points geokdbush orders differently from our distance by rounding noise.
    const first = query(limit === Infinity ? Infinity : limit + 1, maxDistance);
    let hits = first.hits;
    if (!first.complete) {
      const sorted = hits.map((h) => h.distance).sort((a, b) => a - b);
      const cut = sorted.length >= limit ? sorted[limit - 1] : maxDistance;
      const last = sorted[sorted.length - 1] ?? Infinity;
      if (!(last > cut * (1 + 1e-12) + 1e-12)) {
        // Every point at most `cut` away, so ties are broken by list position below.
        hits = query(Infinity, cut).hits;
      }
    }
    hits.sort((a, b) => a.distance - b.distance || a.pos - b.pos);
    if (hits.length > limit) hits.length = limit;
    return hits.map(({ pos, distance }) => ({ location: locations[pos], distance }));
  }
}

/**
 * Keeps one {@link ShopLocationIndex} per shop and rebuilds it only when the shop's
 * location ids or coordinates change. Each call passes the shop's current list: when
 * the geometry is unchanged the cached kd-tree is reused and rebound to the new objects
 * (so fields such as a delivery radius are never stale); otherwise a new index is built.
 * Least recently used shops are dropped beyond `maxShops`.
 */
export class ShopLocationIndexCache<T extends IndexableLocation> {
  private readonly entries = new Map<string, ShopLocationIndex<T>>();
  private readonly maxShops: number;

  /** @param options.maxShops how many shops to keep (default 1000, at least 1) */
  constructor(options: { maxShops?: number } = {}) {
    this.maxShops = Math.max(1, Math.floor(options.maxShops ?? 1000));
  }

  /** Number of shops cached. */
  get size(): number {
    return this.entries.size;
  }

  /**
   * The index of `shopKey` for `locations`: the cached one when ids and coordinates are
   * unchanged, else a freshly built one (which replaces it in the cache).
   */
  get(shopKey: string, locations: readonly T[]): ShopLocationIndex<T> {
    const cached = this.entries.get(shopKey);
    let index: ShopLocationIndex<T>;
    if (cached && cached.hasSameGeometry(locations)) {
      index = sameObjects(cached.locations, locations) ? cached : cached.withLocations(locations);
    } else {
      index = new ShopLocationIndex(locations);
    }
    this.entries.delete(shopKey);
    this.entries.set(shopKey, index);
    while (this.entries.size > this.maxShops) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
    return index;
  }

  /** Forgets the index of `shopKey`; true when there was one. */
  delete(shopKey: string): boolean {
    return this.entries.delete(shopKey);
  }

  /** Forgets every index. */
  clear(): void {
    this.entries.clear();
  }
}

function sameObjects<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/** True when the location has a valid latitude and longitude. */
function isLocated(l: IndexableLocation): l is IndexableLocation & GeoPoint {
  return isValidLatitude(l.latitude) && isValidLongitude(l.longitude);
}

function buildGeometry(locations: readonly IndexableLocation[]): Geometry {
  const n = locations.length;
  const ids = locations.map((l) => l.id);
  const latitudes = new Float64Array(n);
  const longitudes = new Float64Array(n);
  const located: number[] = [];
  for (let i = 0; i < n; i++) {
    const l = locations[i];
    if (isLocated(l)) {
      latitudes[i] = l.latitude + 0;
      longitudes[i] = l.longitude + 0;
      located.push(i);
    } else {
      latitudes[i] = NaN;
      longitudes[i] = NaN;
    }
  }
  const positions = Uint32Array.from(located);
  return { ids, latitudes, longitudes, positions, trees: new Array<KDBush | undefined>(Math.ceil(positions.length / POINTS_PER_TREE)).fill(undefined) };
}

/** Builds kd-tree `t` of a geometry (its slice of {@link POINTS_PER_TREE} located points). */
function buildTree(g: Geometry, t: number): KDBush {
  const slice = g.positions.subarray(t * POINTS_PER_TREE, (t + 1) * POINTS_PER_TREE);
  const tree = new KDBush(slice.length);
  for (const pos of slice) tree.add(g.longitudes[pos], g.latitudes[pos]);
  tree.finish();
  return tree;
}

/** 64-bit hash (two independent 32-bit lanes) of ids and coordinate bits, as 16 hex digits. */
function fingerprintOf(ids: readonly (string | number)[], latitudes: Float64Array, longitudes: Float64Array): string {
  let h1 = 0x811c9dc5 ^ ids.length;
  let h2 = 0x9e3779b9 ^ ids.length;
  const mix = (v: number) => {
    h1 = Math.imul(h1 ^ v, 0x01000193);
    h2 = Math.imul(h2 ^ v, 0x5bd1e995);
    h2 ^= h2 >>> 15;
  };
  const bits = new Uint32Array(2);
  const view = new Float64Array(bits.buffer);
  for (let i = 0; i < ids.length; i++) {
    const id = String(ids[i]);
    mix(id.length);
    for (let c = 0; c < id.length; c++) mix(id.charCodeAt(c));
    view[0] = latitudes[i];
    mix(bits[0]);
    mix(bits[1]);
    view[0] = longitudes[i];
    mix(bits[0]);
    mix(bits[1]);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 0x85ebca6b) ^ Math.imul(h2 ^ (h2 >>> 13), 0xc2b2ae35);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 0x85ebca6b) ^ Math.imul(h1 ^ (h1 >>> 13), 0xc2b2ae35);
  return (h1 >>> 0).toString(16).padStart(8, '0') + (h2 >>> 0).toString(16).padStart(8, '0');
}
