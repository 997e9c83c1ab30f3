import type { UsageCount, UsageCounter } from '@fulfil/capacity';
import { MAX_SEARCH_USAGE_ENTRIES, SearchUsage } from './search-usage';

type Call = { shopId: number; method: string; locations: number[]; from: string; to: string; now: string };

/** A UsageCounter stand-in: records every query and answers from `used` (one cell per location id, 2026-03-10 slot 7). */
function fakeCounter() {
  const calls: Call[] = [];
  const used = new Map<number, number>();
  let failNext: Error | null = null;
  let pending: (() => void) | null = null;
  let hold = false;
  const counter = {
    counts: async (shopId: number, method: string, locations: readonly number[], from: string, to: string, now: Date): Promise<UsageCount[]> => {
      calls.push({ shopId, method, locations: [...locations], from, to, now: now.toISOString() });
      // What the database holds when the query runs; the answer may arrive later (holdReads).
      const rows = locations.filter((id) => used.has(id)).map((id) => ({ locationId: id, date: '2026-03-10', slotId: 7, count: used.get(id) as number }));
      const error = failNext;
      failNext = null;
      if (hold) await new Promise<void>((resolve) => (pending = resolve));
      if (error) throw error;
      return rows;
    },
  };
  return {
    counter: counter as unknown as UsageCounter,
    calls,
    used,
    failOnce: (error: Error) => (failNext = error),
    holdReads: (on: boolean) => (hold = on),
    releaseRead: () => pending?.(),
  };
}

describe('SearchUsage (POST /search capacity, reused for SEARCH_CAPACITY_CACHE_MS)', () => {
  const NOW = new Date('2026-03-10T20:00:00Z');
  const later = (ms: number) => new Date(NOW.getTime() + ms);
  let monotonic: number;
  let fake: ReturnType<typeof fakeCounter>;
  let usage: SearchUsage;
  const used = async (ids: number[], now = NOW, method: 'pickup' | 'delivery' = 'pickup', shopId = 1) =>
    (await usage.usage(shopId, method, ids, now)).map((index, i) => index.used(ids[i], '2026-03-10', 7));

  beforeEach(() => {
    monotonic = 1_000;
    fake = fakeCounter();
    usage = new SearchUsage(fake.counter, { maxAgeMs: 1000, clock: () => monotonic });
  });

  it('counts the restaurants of a search in one query over the whole horizon, each restaurant its own cells', async () => {
    fake.used.set(33, 2);
    fake.used.set(34, 5);
    expect(await used([34, 33, 35])).toEqual([5, 2, 0]);
    expect(fake.calls).toEqual([{ shopId: 1, method: 'pickup', locations: [34, 33, 35], from: '2026-03-09', to: '2027-03-12', now: NOW.toISOString() }]);
  });

  it('reuses a restaurant’s counts within the window whatever search finds it, and counts only the missing ones', async () => {
    fake.used.set(33, 2);
    await used([33, 34]);
    fake.used.set(33, 3); // a write elsewhere (another instance, fulfilment-api)
    monotonic += 999;
    expect(await used([34, 33])).toEqual([0, 2]);
    expect(await used([36, 33])).toEqual([0, 2]);
    expect(fake.calls.map((c) => c.locations)).toEqual([[33, 34], [36]]);
  });

  it('counts again once the window has passed on the monotonic clock', async () => {
    fake.used.set(33, 2);
    await used([33]);
    fake.used.set(33, 3);
    monotonic += 1000;
    expect(await used([33])).toEqual([3]);
    expect(fake.calls).toHaveLength(2);
  });

  it('counts again when the search’s now moved on by the window or went back (a hold lapses by now)', async () => {
    fake.used.set(33, 2);
    await used([33]);
    fake.used.set(33, 1);
    expect(await used([33], later(999))).toEqual([2]);
    expect(await used([33], later(1000))).toEqual([1]);
    fake.used.set(33, 0);
    expect(await used([33], later(500))).toEqual([0]);
    expect(fake.calls).toHaveLength(3);
  });

  it('keeps methods and shops apart', async () => {
    fake.used.set(33, 2);
    await used([33], NOW, 'pickup', 1);
    await used([33], NOW, 'delivery', 1);
    await used([33], NOW, 'pickup', 2);
    expect(fake.calls.map((c) => [c.shopId, c.method])).toEqual([
      [1, 'pickup'],
      [1, 'delivery'],
      [2, 'pickup'],
    ]);
  });

  it('forgets a shop’s counts at once on invalidate (a checkout of this instance), other shops kept', async () => {
    fake.used.set(33, 2);
    await used([33], NOW, 'pickup', 1);
    await used([33], NOW, 'delivery', 1);
    await used([33], NOW, 'pickup', 2);
    fake.used.set(33, 3);
    usage.invalidate(1);
    expect(usage.size).toBe(1);
    expect(await used([33], NOW, 'pickup', 1)).toEqual([3]);
    expect(await used([33], NOW, 'delivery', 1)).toEqual([3]);
    expect(await used([33], NOW, 'pickup', 2)).toEqual([2]);
    expect(fake.calls).toHaveLength(5);
  });

  it('shares a pending read between concurrent searches, and a read pending at invalidate is not kept', async () => {
    fake.used.set(33, 2);
    fake.holdReads(true);
    const a = used([33]);
    const b = used([33]);
    await Promise.resolve();
    expect(fake.calls).toHaveLength(1);
    usage.invalidate(1);
    fake.holdReads(false);
    fake.used.set(33, 4);
    const c = used([33]);
    fake.releaseRead();
    expect(await Promise.all([a, b, c])).toEqual([[2], [2], [4]]);
    expect(fake.calls).toHaveLength(2);
  });

  it('does not keep a failed read: the search fails, the next one counts', async () => {
    fake.failOnce(new Error('database down'));
    await expect(used([33])).rejects.toThrow('database down');
    expect(usage.size).toBe(0);
    fake.used.set(33, 1);
    expect(await used([33])).toEqual([1]);
    expect(fake.calls).toHaveLength(2);
  });

  it('counts on every search with a window of 0', async () => {
    usage = new SearchUsage(fake.counter, { maxAgeMs: 0, clock: () => monotonic });
    fake.used.set(33, 2);
    expect(await used([33, 34])).toEqual([2, 0]);
    fake.used.set(33, 3);
    expect(await used([33, 34])).toEqual([3, 0]);
    expect(fake.calls).toHaveLength(2);
    expect(usage.size).toBe(0);
  });

  it('stays within its bound: stale count sets go first, then all', async () => {
    const ids = Array.from({ length: 50 }, (_, i) => i + 1);
    for (let shop = 1; shop * 50 <= MAX_SEARCH_USAGE_ENTRIES; shop++) await used(ids, NOW, 'pickup', shop);
    expect(usage.size).toBe(MAX_SEARCH_USAGE_ENTRIES);
    monotonic += 1000; // all stale
    await used([1], NOW, 'pickup', 999_999);
    expect(usage.size).toBe(1);
    // Fresh ones fill it again; one more shop empties it and keeps only its own.
    monotonic += 1000;
    for (let shop = 1; shop * 50 < MAX_SEARCH_USAGE_ENTRIES; shop++) await used(ids, later(2000), 'pickup', shop);
    await used(ids, later(2000), 'pickup', 1_000_000);
    expect(usage.size).toBeLessThanOrEqual(MAX_SEARCH_USAGE_ENTRIES);
    await used(ids, later(2000), 'pickup', 1_000_001);
    expect(usage.size).toBe(50);
  });

  describe('derived (each restaurant’s next available time, kept with its counts)', () => {
    const v1 = {};
    const v2 = {};
    let derivations: [number, number][];
    const derive = (id: number, index: { used: (l: number, d: string, s: number) => number }) => {
      derivations.push([id, index.used(id, '2026-03-10', 7)]);
      return `${id}:${index.used(id, '2026-03-10', 7)}`;
    };
    beforeEach(() => (derivations = []));

    it('derives once per restaurant while its counts are reused, again with new counts or another shop version', async () => {
      fake.used.set(33, 2);
      expect(await usage.derived(1, 'pickup', [33, 34], NOW, v1, derive)).toEqual(['33:2', '34:0']);
      monotonic += 500;
      expect(await usage.derived(1, 'pickup', [34, 33], later(500), v1, derive)).toEqual(['34:0', '33:2']);
      expect(derivations).toEqual([
        [33, 2],
        [34, 0],
      ]);
      // The shop changed: the same counts, derived again for the new version.
      expect(await usage.derived(1, 'pickup', [33], later(500), v2, derive)).toEqual(['33:2']);
      // The window passed (on now): counted and derived again.
      fake.used.set(33, 3);
      expect(await usage.derived(1, 'pickup', [33], later(1000), v2, derive)).toEqual(['33:3']);
      expect(derivations).toHaveLength(4);
      expect(fake.calls).toHaveLength(2);
    });

    it('drops what it derived with the counts on invalidate', async () => {
      fake.used.set(33, 2);
      await usage.derived(1, 'pickup', [33], NOW, v1, derive);
      fake.used.set(33, 3);
      usage.invalidate(1);
      expect(await usage.derived(1, 'pickup', [33], NOW, v1, derive)).toEqual(['33:3']);
      expect(derivations).toEqual([
        [33, 2],
        [33, 3],
      ]);
    });

    it('does not keep a failed derivation, and derives on every call with a window of 0', async () => {
      let fail = true;
      const flaky = (id: number) => {
        if (fail) throw new Error('engine failed');
        return id;
      };
      await expect(usage.derived(1, 'pickup', [33], NOW, v1, flaky)).rejects.toThrow('engine failed');
      fail = false;
      expect(await usage.derived(1, 'pickup', [33], NOW, v1, flaky)).toEqual([33]);
      usage = new SearchUsage(fake.counter, { maxAgeMs: 0, clock: () => monotonic });
      await usage.derived(1, 'pickup', [33], NOW, v1, derive);
      await usage.derived(1, 'pickup', [33], NOW, v1, derive);
      expect(derivations).toHaveLength(2);
    });
  });
});
