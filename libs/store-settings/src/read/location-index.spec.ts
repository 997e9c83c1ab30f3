import fc from 'fast-check';
import { IndexedLocation, LocationIndex, sortInTurns } from './location-index';

const entry = (id: number, sort_position: number, company_name: string | null = null, pickup = true, delivery = false): IndexedLocation =>
  Object.freeze({ id, latitude: 40, longitude: -70, sort_position, company_name, pickup, delivery, widget: false });

describe('sortInTurns', () => {
  it('sorts like Array.prototype.sort, stably, for any input', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.record({ key: fc.integer({ min: 0, max: 50 }), n: fc.nat() }), { maxLength: 5000 }), async (items) => {
        const compare = (a: { key: number }, b: { key: number }) => a.key - b.key;
        const expected = items.slice().sort(compare);
        const copy = items.slice();
        expect(await sortInTurns(copy, compare)).toBe(copy);
        expect(copy).toEqual(expected);
      }),
      { numRuns: 40 },
    );
  });

  it('lets the event loop turn while sorting 100,000 names with a collator', async () => {
    const collator = new Intl.Collator();
    const names = Array.from({ length: 100_000 }, (_, i) => `Store ${(i * 7919) % 100_003}`);
    let turns = 0;
    const ticker = setInterval(() => turns++, 0);
    await sortInTurns(names, (a, b) => collator.compare(a, b));
    clearInterval(ticker);
    expect(names).toEqual(names.slice().sort((a, b) => collator.compare(a, b)));
    // Timers ran in between: the sort was split (a single sort() would give no turn at all).
    expect(turns).toBeGreaterThan(5);
  });
});

describe('LocationIndex', () => {
  it("keeps the merchant's order, the pickup and delivery lists and lookups by id", () => {
    const index = new LocationIndex([entry(3, 2), entry(1, 1, null, false, true), entry(2, 1, null, true, true)], 'manual');
    expect(index.all.map((l) => l.id)).toEqual([1, 2, 3]);
    expect(index.pickup.map((l) => l.id)).toEqual([2, 3]);
    expect(index.delivery.map((l) => l.id)).toEqual([1, 2]);
    expect(index.get(2)?.sort_position).toBe(1);
    expect(index.serves(1, 'pickup')).toBe(false);
    expect(index.serves(1, 'delivery')).toBe(true);
    expect(index.get(9)).toBeUndefined();
  });

  it('sorts alphabetically by company name with the collator, ties by id', () => {
    const index = new LocationIndex([entry(1, 0, 'Zoo'), entry(2, 0, 'apple'), entry(3, 0, 'Apple')], 'alphabetical');
    expect(index.all.map((l) => l.company_name)).toEqual(['apple', 'Apple', 'Zoo']);
  });

  it('patches changed entries in place, and sorts again when one moved, joined or left a list or is gone', async () => {
    const index = new LocationIndex([entry(1, 1), entry(2, 2), entry(3, 3)], 'manual');
    const renamed = await index.patched(new Map([[2, { ...entry(2, 2), latitude: 41 }]]), 'manual');
    expect(renamed.all.map((l) => [l.id, l.latitude])).toEqual([
      [1, 40],
      [2, 41],
      [3, 40],
    ]);
    expect(renamed.all[0]).toBe(index.all[0]);
    const moved = await index.patched(new Map([[1, entry(1, 9)]]), 'manual');
    expect(moved.all.map((l) => l.id)).toEqual([2, 3, 1]);
    const gone = await index.patched(new Map([[2, null]]), 'manual');
    expect(gone.all.map((l) => l.id)).toEqual([1, 3]);
    expect(gone.get(2)).toBeUndefined();
    const leftPickup = await index.patched(new Map([[3, entry(3, 3, null, false, true)]]), 'manual');
    expect([leftPickup.pickup.map((l) => l.id), leftPickup.delivery.map((l) => l.id)]).toEqual([[1, 2], [3]]);
  });

  it('builds a big index in turns of the event loop, the same as in one piece', async () => {
    const random = (i: number) => (i * 7919) % 100_003;
    const entries = () => Array.from({ length: 45_000 }, (_, i) => entry(i + 1, random(i) % 500, null, i % 3 !== 0, i % 4 === 0));
    const atOnce = new LocationIndex(entries(), 'manual');
    let turns = 0;
    const ticker = setInterval(() => turns++, 0);
    const inTurns = await LocationIndex.build(entries(), 'manual');
    clearInterval(ticker);
    expect(inTurns.all).toEqual(atOnce.all);
    expect(inTurns.pickup).toEqual(atOnce.pickup);
    expect(inTurns.delivery).toEqual(atOnce.delivery);
    for (const id of [1, 777, 45_000]) expect(inTurns.get(id)).toEqual(atOnce.get(id));
    expect(inTurns.get(45_001)).toBeUndefined();
    expect(turns).toBeGreaterThan(2);
  });
});
