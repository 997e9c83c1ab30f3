import { pickupSlotsForDate, type PickupInput } from '@fulfil/scheduling';
import { dateOffer, engineInput, EngineInput, offeredHold, SlotNotOfferedError } from '../index';
import { NOW, shop } from '../../test/shop';

const engineAt = async (
  method: 'pickup' | 'delivery' | 'shipping',
  now = NOW,
  cart: { variant_id: number; product_id: number; quantity: number }[] = [],
): Promise<EngineInput> => (await engineInput(shop(), method, method === 'shipping' ? null : 1, { now, cart })) as EngineInput;

/** The shop's engine inputs at NOW with an empty cart. */
const engines = {} as Record<'pickup' | 'delivery' | 'shipping', EngineInput>;
beforeAll(async () => {
  for (const method of ['pickup', 'delivery', 'shipping'] as const) engines[method] = await engineAt(method);
});

/** The reason offeredHold refuses with. */
function refusal(run: () => unknown): string {
  try {
    run();
  } catch (err) {
    if (err instanceof SlotNotOfferedError) return err.reason;
    throw err;
  }
  return 'offered';
}

describe('dateOffer: is this date offered now (capacity aside)', () => {
  it("lists a pickup day's slot rows, and today's generated slots that have not started", () => {
    expect(dateOffer(engines.pickup, '2026-03-10')).toEqual({
      method: 'pickup',
      date: '2026-03-10',
      selectable: true,
      dateOnly: false,
      slots: [
        { id: 11, from: '09:00', until: '10:00', limit: 2 },
        { id: 12, from: '10:00', until: '11:00', limit: null },
      ],
      dayLimit: null,
    });
    // Monday 10:30 in London: the hourly slots from 11:00 on.
    const today = dateOffer(engines.pickup, '2026-03-09');
    expect(today.selectable).toBe(true);
    expect(today.slots.map((s) => [s.id, s.from])).toEqual([11, 12, 13, 14, 15, 16].map((h) => [null, `${h}:00`]));
  });

  it('offers no past, blacked-out or closed date', () => {
    for (const date of ['2026-03-06', '2026-03-13', '2026-03-14']) expect(dateOffer(engines.pickup, date)).toMatchObject({ selectable: false, slots: [] });
  });

  it('offers nothing after the calendar horizon (today + 365 days), even where the engine would list slots', () => {
    expect(dateOffer(engines.pickup, '2027-03-09')).toMatchObject({ selectable: true });
    expect(pickupSlotsForDate(engines.pickup.input as PickupInput, '2027-03-16')).not.toEqual([]);
    expect(dateOffer(engines.pickup, '2027-03-16')).toMatchObject({ selectable: false, slots: [] });
    expect(dateOffer(engines.delivery, '2027-03-16')).toMatchObject({ selectable: false, slots: [] });
    expect(dateOffer(engines.delivery, '2027-03-10')).toMatchObject({ selectable: false });
    expect(dateOffer(engines.shipping, '2027-03-09')).toMatchObject({ selectable: true });
    expect(dateOffer(engines.shipping, '2027-03-10')).toMatchObject({ selectable: false });
  });

  it('counts the horizon from today in the location zone: at 23:30 UTC on 9 March it is already 10 March in Tokyo', async () => {
    const late = new Date('2026-03-09T23:30:00Z');
    const london = (await engineInput(shop(), 'pickup', 1, { now: late })) as EngineInput;
    const tokyo = (await engineInput(shop({ pickup: { timezone: 'Asia/Tokyo' } }), 'pickup', 1, { now: late })) as EngineInput;
    expect([dateOffer(london, '2027-03-09').selectable, dateOffer(london, '2027-03-10').selectable]).toEqual([true, false]);
    expect([dateOffer(tokyo, '2027-03-10').selectable, dateOffer(tokyo, '2027-03-11').selectable]).toEqual([true, false]);
  });

  it('marks date-only delivery days, and delivery slots with their limits', () => {
    expect(dateOffer(engines.delivery, '2026-03-10')).toMatchObject({
      selectable: true,
      dateOnly: false,
      slots: [{ id: 21, from: '12:00', until: '14:00', limit: 1 }],
    });
    expect(dateOffer(engines.delivery, '2026-03-11')).toMatchObject({ selectable: true, dateOnly: true, slots: [] });
    expect(dateOffer(engines.delivery, '2026-03-12')).toMatchObject({ selectable: false });
  });

  it("gives a shipping day its weekday's order limit", () => {
    expect(dateOffer(engines.shipping, '2026-03-10')).toMatchObject({ selectable: true, dateOnly: true, dayLimit: 3 });
    expect(dateOffer(engines.shipping, '2026-03-11')).toMatchObject({ selectable: true, dayLimit: null });
    expect(dateOffer(engines.shipping, '2026-03-14')).toMatchObject({ selectable: false });
  });

  it('ignores usage (a full slot is still offered: the reservation decides) and honours the cart', async () => {
    const full = (await engineInput(shop(), 'pickup', 1, { now: NOW, usage: () => 99 })) as EngineInput;
    expect(dateOffer(full, '2026-03-10').slots.map((s) => s.id)).toEqual([11, 12]);
    // Shipping product 7001 needs two days: Monday's order ships Wednesday at the earliest.
    expect(dateOffer(await engineAt('shipping', NOW, [{ variant_id: 1, product_id: 7001, quantity: 1 }]), '2026-03-10')).toMatchObject({ selectable: false });
  });

  it('refuses a malformed date with 400 INVALID_DATE', () => {
    expect(() => dateOffer(engines.pickup, '2026-02-30')).toThrow(expect.objectContaining({ code: 'INVALID_DATE' }));
    expect(() => dateOffer(engines.pickup, '2099-13-01')).toThrow(expect.objectContaining({ code: 'INVALID_DATE' }));
  });
});

describe('offeredHold: the date and slot a reservation may hold', () => {
  it('takes a named slot with its limit, by id, by start time or both', () => {
    expect(offeredHold(engines.pickup, '2026-03-10', { slotId: 11 })).toMatchObject({ slot: { id: 11 }, limit: 2 });
    expect(offeredHold(engines.pickup, '2026-03-10', { slotId: null, time: '10:00' })).toMatchObject({ slot: { id: 12 }, limit: null });
    expect(offeredHold(engines.pickup, '2026-03-10', { slotId: 12, time: '10:00' })).toMatchObject({ slot: { id: 12 } });
    expect(offeredHold(engines.pickup, '2026-03-09', { slotId: null, time: '12:00' })).toMatchObject({ slot: { id: null, from: '12:00' }, limit: null });
  });

  it('refuses with the reason: date, slot, slot_required, date_only', () => {
    expect(refusal(() => offeredHold(engines.pickup, '2026-03-13', { slotId: 11 }))).toBe('date');
    expect(refusal(() => offeredHold(engines.pickup, '2027-03-16', { slotId: 11 }))).toBe('date');
    expect(refusal(() => offeredHold(engines.pickup, '2026-03-11', { slotId: 11 }))).toBe('slot');
    expect(refusal(() => offeredHold(engines.pickup, '2026-03-10', { slotId: 11, time: '10:00' }))).toBe('slot');
    expect(refusal(() => offeredHold(engines.pickup, '2026-03-09', { slotId: null, time: '10:00' }))).toBe('slot');
    expect(refusal(() => offeredHold(engines.pickup, '2026-03-10', { slotId: null }))).toBe('slot_required');
    expect(refusal(() => offeredHold(engines.delivery, '2026-03-11', { slotId: 21 }))).toBe('date_only');
    expect(refusal(() => offeredHold(engines.shipping, '2026-03-10', { slotId: null, time: '12:00' }))).toBe('date_only');
  });

  it('holds a date-only day whole, with the day limit', () => {
    expect(offeredHold(engines.delivery, '2026-03-11', { slotId: null })).toMatchObject({ slot: null, limit: null });
    expect(offeredHold(engines.shipping, '2026-03-10', { slotId: null })).toMatchObject({ slot: null, limit: 3 });
  });

  it('holds a day of generated slots whole only when the API cannot name them (dayHoldForGeneratedSlots)', () => {
    expect(refusal(() => offeredHold(engines.pickup, '2026-03-09', { slotId: null }))).toBe('slot_required');
    expect(offeredHold(engines.pickup, '2026-03-09', { slotId: null }, { dayHoldForGeneratedSlots: true })).toMatchObject({ slot: null, limit: null });
    // A day with slot rows still needs one named.
    expect(refusal(() => offeredHold(engines.pickup, '2026-03-10', { slotId: null }, { dayHoldForGeneratedSlots: true }))).toBe('slot_required');
  });

  it('carries what was asked in the error', () => {
    try {
      offeredHold(engines.pickup, '2026-03-11', { slotId: 11 });
      throw new Error('expected a refusal');
    } catch (err) {
      expect(err).toBeInstanceOf(SlotNotOfferedError);
      expect(err).toMatchObject({ reason: 'slot', method: 'pickup', date: '2026-03-11', choice: { slotId: 11 } });
    }
  });
});
