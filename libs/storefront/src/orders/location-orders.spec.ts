import { UsageIndex } from '@fulfil/scheduling';
import type { BookedOrder, UsageCells } from '@fulfil/capacity';
import { ValidationProblem } from '@fulfil/problem-details';
import type { LocationMethod, SlotConfig } from '@fulfil/store-settings';
import { engineInput, type LocationEngineInput } from '../engine/engine-input';
import { NOW, shop } from '../../test/shop';
import { orderDaysOfMethod, ordersRange } from './location-orders';

/*
 * The shop of ../../test/shop.ts (London; "now" Monday 9 March 2026 10:30): pickup slots 11
 * (Tuesday 09:00-10:00, limit 2) and 12 (10:00-11:00, unlimited), hourly generated slots on
 * other weekdays, Friday 13 March blacked out; delivery slot 21 (Tuesday 12:00-14:00, limit
 * 1), date-only on Wednesdays.
 */

const cell = (date: string, slotId: number | null, orders: number, reservations = 0): UsageCells => ({ locationId: 1, date, slotId, orders, reservations });
let nextId = 1;
const booked = (method: LocationMethod, date: string, slotId: number | null, name: string): BookedOrder => ({
  id: nextId++,
  externalOrderId: `ext-${name}`,
  method,
  date,
  slotId,
  orderName: `#${name}`,
  customerName: `Customer ${name}`,
  itemCount: 2,
});
const slotConfig = (
  id: number,
  day_of_week: SlotConfig['day_of_week'],
  available_from: string,
  available_until: string,
  limit = 0,
): SlotConfig & { id: number } => ({
  id,
  day_of_week,
  available_from,
  available_until,
  limited: limit > 0,
  limit,
});

/** The engine input of a method with these counts as its live usage (as `UsageService.liveInput` gives it). */
async function engineWith(method: LocationMethod, cells: UsageCells[]): Promise<LocationEngineInput> {
  const usage = UsageIndex.fromCounts(cells.map((c) => ({ locationId: c.locationId, date: c.date, slotId: c.slotId, count: c.orders + c.reservations })));
  return (await engineInput(shop(), method, 1, { now: NOW, cart: [], usage })) as LocationEngineInput;
}

describe('orderDaysOfMethod: the orders calendar of one method', () => {
  it("lists a day's slots with the storefront's places and what is booked in each, then booked slots it no longer lists", async () => {
    const cells = [cell('2026-03-10', 11, 1, 1), cell('2026-03-10', 99, 1), cell('2026-03-13', 11, 1)];
    const orders = [booked('pickup', '2026-03-10', 11, '1001'), booked('pickup', '2026-03-10', 99, '1002'), booked('pickup', '2026-03-13', 11, '1003')];
    const slots = [slotConfig(11, 'tuesday', '09:00', '10:00', 2), slotConfig(12, 'tuesday', '10:00', '11:00')];
    const days = orderDaysOfMethod({
      method: 'pickup',
      locationId: 1,
      engine: await engineWith('pickup', cells),
      slots,
      cells,
      orders,
      dates: ['2026-03-09', '2026-03-10', '2026-03-13'],
    });
    expect(days.map((d) => [d.method, d.offered])).toEqual([
      ['pickup', true],
      ['pickup', true],
      ['pickup', false],
    ]);
    // Today: the generated hourly slots not started yet (10:30 in London), unlimited, nothing booked.
    expect(days[0].slots.map((s) => [s.slot_id, s.from, s.remaining, s.listed, s.booked.length])).toEqual(
      [11, 12, 13, 14, 15, 16].map((h) => [null, `${h}:00`, null, true, 0]),
    );
    // Tuesday: slot 11 is full (1 order + 1 hold of 2), slot 12 unlimited, then the order of removed slot 99.
    expect(days[1].slots).toEqual([
      {
        slot_id: 11,
        from: '09:00',
        until: '10:00',
        limit: 2,
        orders: 1,
        holds: 1,
        remaining: 0,
        full: true,
        listed: true,
        booked: [{ external_order_id: 'ext-1001', order_name: '#1001', customer_name: 'Customer 1001', items: 2 }],
      },
      { slot_id: 12, from: '10:00', until: '11:00', limit: null, orders: 0, holds: 0, remaining: null, full: false, listed: true, booked: [] },
      {
        slot_id: 99,
        from: null,
        until: null,
        limit: null,
        orders: 1,
        holds: 0,
        remaining: 0,
        full: false,
        listed: false,
        booked: [{ external_order_id: 'ext-1002', order_name: '#1002', customer_name: 'Customer 1002', items: 2 }],
      },
    ]);
    // The blacked-out Friday lists nothing, but the order booked on it (slot 11 is a Tuesday slot: no times).
    expect(days[2].slots).toEqual([expect.objectContaining({ slot_id: 11, from: null, orders: 1, remaining: 0, listed: false, booked: [expect.anything()] })]);
  });

  it('gives a booked slot the storefront does not list its times when it is still a slot of that weekday', async () => {
    // Slot 11 on Tuesday 10 March, seen from Tuesday 09:30 (started): not listed, still shown at its times.
    const cells = [cell('2026-03-10', 11, 2)];
    const engine = (await engineInput(shop(), 'pickup', 1, { now: new Date('2026-03-10T09:30:00Z'), cart: [] })) as LocationEngineInput;
    const [day] = orderDaysOfMethod({
      method: 'pickup',
      locationId: 1,
      engine,
      slots: [slotConfig(11, 'tuesday', '09:00', '10:00', 2)],
      cells,
      orders: [booked('pickup', '2026-03-10', 11, '2001'), booked('pickup', '2026-03-10', 11, '2002')],
      dates: ['2026-03-10'],
    });
    expect(day.slots.map((s) => [s.slot_id, s.from, s.until, s.limit, s.orders, s.remaining, s.listed])).toEqual([
      [12, '10:00', '11:00', null, 0, null, true],
      [11, '09:00', '10:00', 2, 2, 0, false],
    ]);
  });

  it('shows an offered date-only delivery day as one unlimited whole-day row, and a method no longer served as not offered', async () => {
    const cells = [cell('2026-03-11', null, 1), cell('2026-03-10', 21, 1)];
    const orders = [booked('delivery', '2026-03-11', null, '3001'), booked('delivery', '2026-03-10', 21, '3002')];
    const engine = await engineWith('delivery', cells);
    const [tuesday, wednesday, thursday] = orderDaysOfMethod({
      method: 'delivery',
      locationId: 1,
      engine,
      slots: [],
      cells,
      orders,
      dates: ['2026-03-10', '2026-03-11', '2026-03-12'],
    });
    expect(tuesday.slots.map((s) => [s.slot_id, s.from, s.limit, s.orders, s.remaining, s.full, s.booked.length])).toEqual([[21, '12:00', 1, 1, 0, true, 1]]);
    expect(wednesday).toEqual({
      method: 'delivery',
      offered: true,
      slots: [
        {
          slot_id: null,
          from: null,
          until: null,
          limit: null,
          orders: 1,
          holds: 0,
          remaining: null,
          full: false,
          listed: true,
          booked: [{ external_order_id: 'ext-3001', order_name: '#3001', customer_name: 'Customer 3001', items: 2 }],
        },
      ],
    });
    expect(thursday).toEqual({ method: 'delivery', offered: false, slots: [] });
    const gone = orderDaysOfMethod({ method: 'delivery', locationId: 1, engine: null, slots: [], cells, orders, dates: ['2026-03-11'] });
    expect(gone).toEqual([{ method: 'delivery', offered: false, slots: [expect.objectContaining({ slot_id: null, listed: false, remaining: 0, orders: 1 })] }]);
  });
});

describe('ordersRange', () => {
  const problemField = (run: () => unknown) => {
    try {
      run();
    } catch (e) {
      if (e instanceof ValidationProblem) return e.errors?.[0].field;
      throw e;
    }
    return null;
  };

  it('defaults to today in the zone and the 6 days after; takes up to 31 days', () => {
    // 9 March 2026 02:00 UTC is still 8 March in Chicago.
    expect(ordersRange('America/Chicago', {}, new Date('2026-03-09T02:00:00Z'))).toMatchObject({ from: '2026-03-08', to: '2026-03-14' });
    const month = ordersRange('Europe/London', { from: '2026-03-01', to: '2026-03-31' }, NOW);
    expect(month.dates).toHaveLength(31);
    expect([month.dates[0], month.dates[30]]).toEqual(['2026-03-01', '2026-03-31']);
    expect(ordersRange('Europe/London', { from: '2026-03-29' }, NOW).dates).toEqual([
      '2026-03-29',
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
      '2026-04-02',
      '2026-04-03',
      '2026-04-04',
    ]);
  });

  it('refuses `to` before `from` or more than 30 days after it, naming `to`', () => {
    expect(problemField(() => ordersRange('Europe/London', { from: '2026-03-10', to: '2026-03-09' }, NOW))).toBe('to');
    expect(problemField(() => ordersRange('Europe/London', { from: '2026-03-01', to: '2026-04-01' }, NOW))).toBe('to');
  });
});
