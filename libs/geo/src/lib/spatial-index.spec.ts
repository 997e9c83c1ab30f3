import fc from 'fast-check';
import type { GeoPoint } from './coordinates';
import { haversineDistance, type MeasurementFormat } from './distance';
import { POINTS_PER_TREE, ShopLocationIndex, ShopLocationIndexCache, type IndexableLocation } from './spatial-index';

interface Loc extends IndexableLocation {
  id: number;
  latitude: number;
  longitude: number;
  radius?: number;
}

const latitude = fc.double({ min: -90, max: 90, noNaN: true, noDefaultInfinity: true });
const longitude = fc.double({ min: -180, max: 180, noNaN: true, noDefaultInfinity: true });
const point = fc.record({ latitude, longitude });
const locations = fc.array(point, { minLength: 0, maxLength: 300 }).map((ps) => ps.map((p, id): Loc => ({ id, ...p })));
const unit = fc.constantFrom<MeasurementFormat>('kilometers', 'miles');

function bruteForce(locs: readonly Loc[], origin: GeoPoint, u: MeasurementFormat) {
  return locs
    .map((location, pos) => ({ location, pos, distance: haversineDistance(origin, location, u) }))
    .sort((a, b) => a.distance - b.distance || a.pos - b.pos)
    .map(({ location, distance }) => ({ location, distance }));
}

/** Seeded generator so the benchmark data is the same on every run. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('ShopLocationIndex', () => {
  it('nearest N equals the brute force (order and distances) on random points', () => {
    fc.assert(
      fc.property(locations, point, fc.integer({ min: 0, max: 40 }), unit, (locs, origin, n, u) => {
        const index = new ShopLocationIndex(locs);
        expect(index.nearest(origin, n, { unit: u })).toEqual(bruteForce(locs, origin, u).slice(0, n));
      }),
      { numRuns: 300 },
    );
  });

  it('within radius equals the brute force on random points (inclusive, nearest first)', () => {
    fc.assert(
      fc.property(locations, point, fc.double({ min: 0, max: 5000, noNaN: true }), unit, (locs, origin, radius, u) => {
        const index = new ShopLocationIndex(locs);
        const expected = bruteForce(locs, origin, u).filter((h) => h.distance <= radius);
        expect(index.withinRadius(origin, radius, { unit: u })).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('nearest with a filter and a maximum distance equals the brute force', () => {
    fc.assert(
      fc.property(locations, point, fc.integer({ min: 1, max: 10 }), fc.double({ min: 0, max: 8000, noNaN: true }), (locs, origin, n, max) => {
        const index = new ShopLocationIndex(locs);
        const keep = (l: Loc) => l.id % 3 !== 0;
        const expected = bruteForce(locs, origin, 'kilometers')
          .filter((h) => h.distance <= max && keep(h.location))
          .slice(0, n);
        expect(index.nearest(origin, n, { maxDistance: max, filter: (l) => keep(l) })).toEqual(expected);
      }),
      { numRuns: 200 },
    );
  });

  it('breaks ties by list position, also when the limit cuts through duplicates', () => {
    const grid = fc
      .array(fc.record({ latitude: fc.integer({ min: -3, max: 3 }), longitude: fc.integer({ min: -3, max: 3 }) }), { maxLength: 60 })
      .map((ps) => ps.map((p, id): Loc => ({ id, ...p })));
    const gridPoint = fc.record({ latitude: fc.integer({ min: -3, max: 3 }), longitude: fc.integer({ min: -3, max: 3 }) });
    fc.assert(
      fc.property(grid, gridPoint, fc.integer({ min: 1, max: 20 }), (locs, origin, n) => {
        const index = new ShopLocationIndex(locs);
        expect(index.nearest(origin, n)).toEqual(bruteForce(locs, origin, 'kilometers').slice(0, n));
      }),
      { numRuns: 300 },
    );
  });

  it('handles the antimeridian and the poles', () => {
    const locs: Loc[] = [
      { id: 1, latitude: 0, longitude: 179.9 },
      { id: 2, latitude: 0, longitude: -179.9 },
      { id: 3, latitude: 0, longitude: 170 },
      { id: 4, latitude: 89.9, longitude: 0 },
      { id: 5, latitude: 89.9, longitude: 180 },
    ];
    const index = new ShopLocationIndex(locs);
    expect(index.nearest({ latitude: 0, longitude: -179.95 }, 2).map((h) => h.location.id)).toEqual([2, 1]);
    expect(
      index
        .nearest({ latitude: 90, longitude: 45 }, 2)
        .map((h) => h.location.id)
        .sort(),
    ).toEqual([4, 5]);
    expect(index.withinRadius({ latitude: 0, longitude: 180 }, 12).map((h) => h.location.id)).toEqual([1, 2]);
  });

  it("passes the distance in the unit asked for to the filter (e.g. each location's own delivery radius)", () => {
    const locs: Loc[] = [
      { id: 1, latitude: 0, longitude: 0.1, radius: 10 }, // 11.1 km = 6.9 mi away: within 10 miles, not 10 km
      { id: 2, latitude: 0, longitude: 0.2, radius: 25 }, // 22.2 km = 13.8 mi away: within 25 of either
      { id: 3, latitude: 0, longitude: 0.3, radius: 5 }, // 33.4 km = 20.7 mi away: within neither
    ];
    const index = new ShopLocationIndex(locs);
    const origin = { latitude: 0, longitude: 0 };
    const inRadius = (l: Loc, d: number) => d <= (l.radius ?? 0);
    expect(index.nearest(origin, 1, { filter: inRadius }).map((h) => h.location.id)).toEqual([2]);
    expect(index.nearest(origin, 1, { unit: 'miles', filter: inRadius }).map((h) => h.location.id)).toEqual([1]);
    expect(index.nearest(origin, 5, { unit: 'miles', filter: inRadius }).map((h) => h.location.id)).toEqual([1, 2]);
  });

  it('keeps locations without coordinates out of searches and reports them', () => {
    const locs = [
      { id: 'a', latitude: 10, longitude: 10 },
      { id: 'b', latitude: null, longitude: 10 },
      { id: 'c', latitude: 95, longitude: 10 },
      { id: 'd', latitude: undefined, longitude: undefined },
    ];
    const index = new ShopLocationIndex(locs);
    expect(index.size).toBe(1);
    expect(index.unlocated.map((l) => l.id)).toEqual(['b', 'c', 'd']);
    expect(index.nearest({ latitude: 0, longitude: 0 }, 10).map((h) => h.location.id)).toEqual(['a']);
  });

  it('returns nothing from an empty index or for limit 0, and all for Infinity', () => {
    const empty = new ShopLocationIndex<Loc>([]);
    expect(empty.nearest({ latitude: 0, longitude: 0 }, 5)).toEqual([]);
    expect(empty.withinRadius({ latitude: 0, longitude: 0 }, 5)).toEqual([]);
    const index = new ShopLocationIndex<Loc>([
      { id: 1, latitude: 1, longitude: 1 },
      { id: 2, latitude: 2, longitude: 2 },
    ]);
    expect(index.nearest({ latitude: 0, longitude: 0 }, 0)).toEqual([]);
    expect(index.nearest({ latitude: 0, longitude: 0 }, Infinity)).toHaveLength(2);
  });

  it("returns the caller's own objects", () => {
    const a: Loc = { id: 1, latitude: 1, longitude: 1 };
    expect(new ShopLocationIndex([a]).nearest({ latitude: 0, longitude: 0 }, 1)[0].location).toBe(a);
  });

  it('rejects invalid arguments with RangeError', () => {
    const index = new ShopLocationIndex<Loc>([{ id: 1, latitude: 1, longitude: 1 }]);
    expect(() => index.nearest({ latitude: 91, longitude: 0 }, 1)).toThrow(RangeError);
    expect(() => index.nearest({ latitude: 0, longitude: 0 }, -1)).toThrow(RangeError);
    expect(() => index.nearest({ latitude: 0, longitude: 0 }, 1.5)).toThrow(RangeError);
    expect(() => index.nearest({ latitude: 0, longitude: 0 }, 1, { maxDistance: -1 })).toThrow(RangeError);
    expect(() => index.withinRadius({ latitude: 0, longitude: 0 }, NaN)).toThrow(RangeError);
  });

  it('finds the same nearest 20 of 10,000 locations as brute force', () => {
    const random = mulberry32(42);
    const locs: Loc[] = Array.from({ length: 10_000 }, (_, id) => ({ id, latitude: 25 + random() * 24, longitude: -125 + random() * 58 }));
    const index = new ShopLocationIndex(locs);
    for (let i = 0; i < 5; i++) {
      const origin = { latitude: 25 + random() * 24, longitude: -125 + random() * 58 };
      expect(index.nearest(origin, 20)).toEqual(bruteForce(locs, origin, 'kilometers').slice(0, 20));
    }
  });
});

describe(`lists of more than ${POINTS_PER_TREE} points (several kd-trees, merged per search)`, () => {
  const random = mulberry32(7);
  const size = 2 * POINTS_PER_TREE + 7_000;
  // Some without coordinates, so tree slices and list positions differ.
  const locs: Loc[] = Array.from({ length: size }, (_, id) =>
    id % 97 === 0 ? ({ id, latitude: NaN, longitude: NaN } as Loc) : { id, latitude: 25 + random() * 24, longitude: -125 + random() * 58 },
  );
  const located = locs.filter((l) => !Number.isNaN(l.latitude));
  const index = new ShopLocationIndex(locs);
  const origins = Array.from({ length: 12 }, () => ({ latitude: 25 + random() * 24, longitude: -125 + random() * 58 }));

  it('nearest, nearest with filter and maximum distance, and within radius equal the brute force', () => {
    expect(index.size).toBe(located.length);
    const keep = (l: Loc) => l.id % 5 !== 0;
    for (const [i, origin] of origins.entries()) {
      const all = bruteForce(located, origin, 'miles');
      // Brute force over `located` keeps list order, so ties break the same way.
      expect(index.nearest(origin, 20 + i, { unit: 'miles' })).toEqual(all.slice(0, 20 + i));
      expect(index.nearest(origin, 15, { unit: 'miles', maxDistance: 40, filter: keep })).toEqual(
        all.filter((h) => h.distance <= 40 && keep(h.location)).slice(0, 15),
      );
      expect(index.withinRadius(origin, 25, { unit: 'miles' })).toEqual(all.filter((h) => h.distance <= 25));
    }
  });

  it('breaks ties by list position when equal points sit in different trees', () => {
    const grid: Loc[] = Array.from({ length: size }, (_, id) => ({ id, latitude: (id % 7) - 3, longitude: ((id * 3) % 5) - 2 }));
    const gridIndex = new ShopLocationIndex(grid);
    for (const n of [1, 19, 40, POINTS_PER_TREE + 3]) {
      const origin = { latitude: (n % 7) - 3, longitude: 0 };
      expect(gridIndex.nearest(origin, n)).toEqual(bruteForce(grid, origin, 'kilometers').slice(0, n));
    }
  });

  it('prepare builds the trees one per turn, once, and the answers stay the same', async () => {
    const fresh = new ShopLocationIndex(locs);
    let turns = 0;
    const turn = () => {
      turns++;
      return new Promise<void>((resolve) => setImmediate(resolve));
    };
    expect(fresh.prepared).toBe(false);
    await Promise.all([fresh.prepare(turn), fresh.prepare(turn)]);
    expect(fresh.prepared).toBe(true);
    expect(turns).toBe(Math.ceil(located.length / POINTS_PER_TREE));
    await fresh.prepare(turn);
    expect(turns).toBe(Math.ceil(located.length / POINTS_PER_TREE));
    expect(fresh.nearest(origins[0], 30)).toEqual(index.nearest(origins[0], 30));
    // An index sharing the geometry finds its trees built.
    expect(fresh.withLocations([...locs]).prepared).toBe(true);
  });
});

describe('fingerprint and rebuild', () => {
  const base: Loc[] = [
    { id: 1, latitude: 40.75, longitude: -73.99 },
    { id: 2, latitude: 41.88, longitude: -87.62 },
  ];

  it('is stable for equal lists and changes with ids, coordinates, order and length', () => {
    const fp = ShopLocationIndex.fingerprintOf(base);
    expect(fp).toMatch(/^[0-9a-f]{16}$/);
    expect(new ShopLocationIndex(base).fingerprint).toBe(fp);
    expect(ShopLocationIndex.fingerprintOf(base.map((l) => ({ ...l, radius: 99 })))).toBe(fp);
    expect(ShopLocationIndex.fingerprintOf([{ ...base[0], id: 3 }, base[1]])).not.toBe(fp);
    expect(ShopLocationIndex.fingerprintOf([{ ...base[0], latitude: 40.7500001 }, base[1]])).not.toBe(fp);
    expect(ShopLocationIndex.fingerprintOf([base[1], base[0]])).not.toBe(fp);
    expect(ShopLocationIndex.fingerprintOf([base[0]])).not.toBe(fp);
    expect(ShopLocationIndex.fingerprintOf([{ id: '1', latitude: 40.75, longitude: -73.99 }, base[1]])).toBe(fp);
  });

  it('reuses the tree for a list with the same geometry and refuses a different one', () => {
    const index = new ShopLocationIndex(base);
    const updated = base.map((l) => ({ ...l, radius: 5 }));
    const rebound = index.withLocations(updated);
    expect(rebound.fingerprint).toBe(index.fingerprint);
    expect(rebound.nearest({ latitude: 40, longitude: -74 }, 1)[0].location).toBe(updated[0]);
    expect(() => index.withLocations([base[0]])).toThrow(RangeError);
    // Ids compare as strings: 7 and '7' are the same location, 7 and 8 are not.
    const asText = base.map((l) => ({ ...l, id: String(l.id) }));
    expect(index.hasSameGeometry(asText)).toBe(true);
    expect(ShopLocationIndex.fingerprintOf(asText)).toBe(index.fingerprint);
    expect(index.hasSameGeometry(base.map((l, i) => (i === 1 ? { ...l, id: l.id + 100 } : l)))).toBe(false);
  });

  it('the cache rebuilds only when ids or coordinates change and never serves stale objects', () => {
    const cache = new ShopLocationIndexCache<Loc>({ maxShops: 2 });
    const first = cache.get('shop-a', base);
    expect(cache.get('shop-a', base)).toBe(first);
    const renamed = base.map((l) => ({ ...l, radius: 7 }));
    const rebound = cache.get('shop-a', renamed);
    expect(rebound).not.toBe(first);
    expect(rebound.fingerprint).toBe(first.fingerprint);
    expect(rebound.locations[0]).toBe(renamed[0]);
    const moved = [{ ...base[0], latitude: 10 }, base[1]];
    const rebuilt = cache.get('shop-a', moved);
    expect(rebuilt.fingerprint).not.toBe(first.fingerprint);
    expect(rebuilt.nearest({ latitude: 10, longitude: -73.99 }, 1)[0].location).toBe(moved[0]);

    cache.get('shop-b', base);
    cache.get('shop-c', base); // evicts shop-a, the least recently used
    expect(cache.size).toBe(2);
    expect(cache.delete('shop-a')).toBe(false);
    expect(cache.delete('shop-b')).toBe(true);
    cache.clear();
    expect(cache.size).toBe(0);
  });
});
