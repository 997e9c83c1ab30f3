import type { DeliveryLocation, PickupLocation, StoreSettings, TimeSlot } from '@fulfil/api-client';
import { STRINGS } from '../lib/i18n';
import { blockingReason, emptyMethodState, isDateOnlyDelivery, isLimitedShippingDay, needsHold, offeredMethods } from './picker-state';

const w = STRINGS.en;
const location = { id: 1, company_name: 'Chelsea', timezone: 'America/New_York' } as PickupLocation;
const slot = (limited: boolean): TimeSlot => ({
  id: 5,
  day_of_week: 'tuesday',
  available_from: '08:00',
  available_until: '11:00',
  limited,
  limit: limited ? 20 : 0,
  remaining: limited ? 3 : null,
});
const settings = {
  measurement_format: 'miles',
  shipping: { timezone: 'America/Chicago', order_limits: { enabled: true, tuesday: 40, monday: 0 } },
} as unknown as StoreSettings;

describe('the checkout gate', () => {
  it('asks for each missing step of pickup in order, then for the hold of a limited slot', () => {
    const s = emptyMethodState();
    expect(blockingReason(null, null, settings, w, false)).toBe(w.chooseMethod);
    expect(blockingReason('pickup', s, settings, w, false)).toBe(w.chooseLocation);
    s.location = location;
    expect(blockingReason('pickup', s, settings, w, false)).toBe(w.chooseDate);
    s.date = '2026-03-10';
    expect(blockingReason('pickup', s, settings, w, false)).toBe(w.chooseTime);
    s.slots = [slot(true)];
    s.slot = slot(true);
    expect(blockingReason('pickup', s, settings, w, false)).toBe(w.holding);
    expect(blockingReason('pickup', s, settings, w, true)).toBeNull(); // preview holds nothing
    s.hold = 'held';
    expect(blockingReason('pickup', s, settings, w, false)).toBeNull();
    expect(blockingReason('pickup', { ...s, slot: slot(false), hold: 'none' }, settings, w, false)).toBeNull();
  });

  it('takes no slot on a date-only delivery day, and holds a shipping day that has an order limit', () => {
    const delivery = {
      ...location,
      delivery: { tuesday: { slots: { enabled: false } }, wednesday: { slots: { enabled: true } } },
    } as unknown as DeliveryLocation;
    expect(isDateOnlyDelivery(delivery, '2026-03-10')).toBe(true);
    expect(isDateOnlyDelivery(delivery, '2026-03-11')).toBe(false);
    expect(blockingReason('delivery', { ...emptyMethodState(), location: delivery, date: '2026-03-10', slots: [] }, settings, w, false)).toBeNull();
    expect(blockingReason('delivery', { ...emptyMethodState(), location: delivery, date: '2026-03-11', slots: [] }, settings, w, false)).toBe(w.chooseTime);
    expect(blockingReason('delivery', emptyMethodState(), settings, w, false)).toBe(w.checkDeliveryFirst);
    expect([isLimitedShippingDay(settings, '2026-03-10'), isLimitedShippingDay(settings, '2026-03-09')]).toEqual([true, false]);
    const shipping = { ...emptyMethodState(), date: '2026-03-10' };
    expect(needsHold('shipping', shipping, settings)).toBe(true);
    expect(blockingReason('shipping', shipping, settings, w, false)).toBe(w.holding);
    expect(blockingReason('shipping', { ...shipping, date: '2026-03-09' }, settings, w, false)).toBeNull();
  });
});

describe('the methods an embed offers (`methods` attribute)', () => {
  it('keeps the named methods, ignoring case, spaces and unknown names', () => {
    expect([...offeredMethods('pickup,delivery')]).toEqual(['pickup', 'delivery']);
    expect([...offeredMethods(' Shipping , pickup,express')]).toEqual(['shipping', 'pickup']);
  });

  it('offers all of them when the attribute is absent, empty or names no known method', () => {
    for (const attribute of [null, '', ' , ', 'express']) expect([...offeredMethods(attribute)]).toEqual(['pickup', 'delivery', 'shipping']);
  });
});
