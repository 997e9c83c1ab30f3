import { allAttributeNames, choiceAttributes, choiceFromAttributes, slotTimeLabel, type Choice } from './order-attributes';

const pickup: Choice = {
  method: 'pickup',
  locationId: 12,
  locationName: 'Demo Bakery – Chelsea Market',
  date: '2026-03-10',
  slotId: 5,
  timeLabel: '08:00–11:00 EDT',
  reservationId: 77,
};

describe('cart attributes', () => {
  it("names exactly what the order webhook reads, plus readable ones, and clears the other methods' names", () => {
    const a = choiceAttributes(pickup);
    expect(Object.fromEntries(Object.entries(a).filter(([, v]) => v !== ''))).toEqual({
      'Checkout-Method': 'pickup',
      'Pickup-Location-Id': '12',
      'Pickup-Date': '2026-03-10',
      'Pickup-Slot-Id': '5',
      'Pickup-Location': 'Demo Bakery – Chelsea Market',
      'Pickup-Time': '08:00–11:00 EDT',
      'Reservation-Id': '77',
    });
    expect(Object.keys(a).sort()).toEqual(allAttributeNames().sort());
    expect(a['Delivery-Date']).toBe('');
    expect(a['Shipping-Date']).toBe('');
  });

  it('writes shipping as a date only, and an unfinished choice with empty values', () => {
    const a = choiceAttributes({ ...pickup, method: 'shipping', locationId: null, slotId: null, reservationId: null });
    expect(a['Checkout-Method']).toBe('shipping');
    expect(a['Shipping-Date']).toBe('2026-03-10');
    expect(a['Pickup-Location-Id']).toBe('');
    expect(a['Reservation-Id']).toBe('');
    expect(choiceAttributes({ ...pickup, method: 'delivery', date: null, slotId: null })['Delivery-Date']).toBe('');
  });

  it('reads a choice back from the cart, and nothing from a cart without one', () => {
    const a = Object.fromEntries(Object.entries(choiceAttributes(pickup)).filter(([, v]) => v !== ''));
    expect(choiceFromAttributes(a)).toEqual(pickup);
    expect(choiceFromAttributes({})).toBeNull();
    expect(choiceFromAttributes({ 'Checkout-Method': 'teleport' })).toBeNull();
    expect(choiceFromAttributes({ 'Checkout-Method': 'delivery', 'Delivery-Date': '10/03/2026', 'Delivery-Location-Id': 'x' })).toMatchObject({
      method: 'delivery',
      date: null,
      locationId: null,
    });
  });

  it('labels a slot with the wall times and the zone of that date', () => {
    expect(slotTimeLabel('08:00', '11:00', 'America/New_York', '2026-03-10')).toBe('08:00–11:00 EDT');
    expect(slotTimeLabel('08:00', '11:00', 'America/New_York', '2026-03-07')).toBe('08:00–11:00 EST');
    expect(slotTimeLabel('12:00', '13:00', 'America/Chicago', '2026-11-27')).toBe('12:00–13:00 CST');
    expect(slotTimeLabel('12:00', '13:00', 'Not/AZone', '2026-11-27')).toBe('12:00–13:00 Not/AZone');
  });
});
