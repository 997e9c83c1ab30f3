import { NOTE_ATTRIBUTES, orderNoteAttributes } from './order-attributes';

describe('orderNoteAttributes', () => {
  it('names every attribute the order webhook reads, for the method', () => {
    expect(orderNoteAttributes({ method: 'pickup', locationId: 3, date: '2026-03-12', slotId: 11, reservationId: 42 })).toEqual([
      { key: 'Checkout-Method', value: 'pickup' },
      { key: 'Pickup-Location-Id', value: '3' },
      { key: 'Pickup-Date', value: '2026-03-12' },
      { key: 'Pickup-Slot-Id', value: '11' },
      { key: 'Reservation-Id', value: '42' },
    ]);
    expect(orderNoteAttributes({ method: 'delivery', locationId: 5, date: '2026-03-13', slotId: null, reservationId: null })).toEqual([
      { key: 'Checkout-Method', value: 'delivery' },
      { key: 'Delivery-Location-Id', value: '5' },
      { key: 'Delivery-Date', value: '2026-03-13' },
    ]);
    expect(NOTE_ATTRIBUTES.reservation).toBe('Reservation-Id');
  });
});
