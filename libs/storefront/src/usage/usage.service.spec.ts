import type { UsageCounter } from '@fulfil/capacity';
import type { ShopSnapshot } from '@fulfil/store-settings';
import { NOW, shop } from '../../test/shop';
import { UsageService } from './usage.service';

/** A counter that records what it is asked and answers one used place of slot 11 on Tuesday 10 March. */
function fakeCounter() {
  const asked: unknown[][] = [];
  const invalidated: number[] = [];
  const rows = [{ locationId: 1, date: '2026-03-10', slotId: 11, count: 1 }];
  const counter = {
    counts: async (...args: unknown[]) => (asked.push(args), rows),
    invalidate: (shopId: number) => void invalidated.push(shopId),
  };
  return { counter: counter as unknown as UsageCounter, asked, invalidated };
}

const snapshotOf = (overrides: Parameters<typeof shop>[0] = {}) => ({ ...shop(overrides), shop: { id: 7 } }) as unknown as ShopSnapshot;

describe('UsageService (capacity in use for both storefront apps)', () => {
  it('counts a pickup location over its future order window, by the one horizon rule, and hands the engine the index', async () => {
    const { counter, asked } = fakeCounter();
    const usage = new UsageService(counter);
    const engine = await usage.liveInput(snapshotOf({ pickup: { futureOrderWindowDays: 30 } }), 'pickup', 1, { now: NOW }, 'horizon');
    expect(asked).toEqual([[7, 'pickup', 1, '2026-03-08', '2026-04-10', NOW]]);
    expect(engine?.method).toBe('pickup');
    const index = engine?.input.usage as { used: (l: number, d: string, s: number) => number };
    expect(index.used(1, '2026-03-10', 11)).toBe(1);
  });

  it('counts one date, or nothing when no limit applies or capacity is set aside', async () => {
    const { counter, asked } = fakeCounter();
    const usage = new UsageService(counter);
    await usage.liveInput(snapshotOf(), 'delivery', 1, { now: NOW }, { date: '2026-03-10' });
    expect(asked).toEqual([[7, 'delivery', 1, '2026-03-10', '2026-03-10', NOW]]);
    asked.length = 0;
    const unlimited = await usage.liveInput(snapshotOf({ pickup: { limitsEnabled: false } }), 'pickup', 1, { now: NOW }, 'horizon');
    expect(unlimited?.input.usage).toBeUndefined();
    await usage.liveInput(snapshotOf(), 'pickup', 1, { now: NOW }, 'none');
    expect(asked).toEqual([]);
    expect(await usage.liveInput(snapshotOf(), 'pickup', 2, { now: NOW }, 'horizon')).toBeNull();
  });

  it("counts shipping shop-wide over its maximum date, else the engine's 365 days", async () => {
    const { counter, asked } = fakeCounter();
    const usage = new UsageService(counter);
    await usage.liveInput(snapshotOf({ shipping: { maximum_date: { enabled: true, value: 2, metric: 'weeks' } } }), 'shipping', null, { now: NOW }, 'horizon');
    await usage.liveInput(snapshotOf(), 'shipping', null, { now: NOW }, 'horizon');
    expect(asked).toEqual([
      [7, 'shipping', null, '2026-03-08', '2026-03-25', NOW],
      [7, 'shipping', null, '2026-03-08', '2027-03-11', NOW],
    ]);
  });

  it('gives every caller of one count set the same index (the calendar memo compares it)', async () => {
    const { counter } = fakeCounter();
    const usage = new UsageService(counter);
    expect(await usage.forLocations(7, 'pickup', [1], NOW)).toBe(await usage.forLocations(7, 'pickup', [1], NOW));
  });

  it("drops the counter's counts and tells every listener when a shop's orders or holds change", () => {
    const { counter, invalidated } = fakeCounter();
    const usage = new UsageService(counter);
    const heard: number[] = [];
    usage.onChange((id) => heard.push(id));
    usage.changed(7);
    expect(invalidated).toEqual([7]);
    expect(heard).toEqual([7]);
  });
});
