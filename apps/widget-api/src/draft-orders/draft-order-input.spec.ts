import type { CheckoutResponse } from '../checkouts/checkout.views';
import { draftOrderInput, readableAttributes } from './draft-order-input';

const delivery: CheckoutResponse = {
  id: '4583d4db-e02f-4ba7-9ea7-65558bf05550',
  status: 'pending',
  test_mode: false,
  is_test_mode: false,
  checkout_url: null,
  draft_order_id: null,
  failure_code: null,
  email: 'jane@example.com',
  name: 'Jane van Dyke',
  phone: '+13125550123',
  created_at: '2026-11-26T17:00:00.000Z',
  expires_at: '2026-11-26T17:15:00.000Z',
  currency_code: 'USD',
  line_items: [{ item_id: 3, product_id: 700201, variant_id: 710201, name: 'Classic Burger', quantity: 1, options: [], unit_price: 1450, total: 1450 }],
  totals: { item_count: 1, subtotal: 1450, total: 1450 },
  fulfilment: {
    method: 'delivery',
    restaurant: { id: 34, name: 'Demo Eats – Navy Pier', address_line_1: '600 E Grand Ave', city: 'Chicago', region: 'IL' },
    timezone: 'America/Chicago',
    date: '2026-11-27',
    slot: { id: 269, from: '12:00', until: '13:00' },
    starts_at: '2026-11-27T18:00:00.000Z',
    delivery_address: {
      query: '60611',
      latitude: 41.89,
      longitude: -87.61,
      address1: '455 N Cityfront Plaza Dr',
      address2: 'Floor 3',
      city: 'Chicago',
      postal_code: '60611',
      country_code: 'US',
      province_code: 'IL',
    },
  },
  note: null,
};

describe('draftOrderInput: who, where and when', () => {
  it('carries the delivery address as shippingAddress, the name and phone, and readable attributes next to the ids', () => {
    const input = draftOrderInput(delivery, 77, 'USD');
    expect(input.shippingAddress).toEqual({
      firstName: 'Jane',
      lastName: 'van Dyke',
      address1: '455 N Cityfront Plaza Dr',
      address2: 'Floor 3',
      city: 'Chicago',
      zip: '60611',
      countryCode: 'US',
      provinceCode: 'IL',
      phone: '+13125550123',
    });
    expect(input.phone).toBe('+13125550123');
    expect(input.email).toBe('jane@example.com');
    expect(input.customAttributes).toEqual([
      { key: 'Checkout-Method', value: 'delivery' },
      { key: 'Delivery-Location-Id', value: '34' },
      { key: 'Delivery-Date', value: '2026-11-27' },
      { key: 'Delivery-Slot-Id', value: '269' },
      { key: 'Reservation-Id', value: '77' },
      { key: 'Delivery-Location', value: 'Demo Eats – Navy Pier' },
      { key: 'Delivery-Time', value: '12:00–13:00 CST' },
      { key: 'Contact-Name', value: 'Jane van Dyke' },
      { key: 'Contact-Phone', value: '+13125550123' },
    ]);
  });

  it('sends no address for pickup or the older string form, and no time on a date-only day', () => {
    const pickup: CheckoutResponse = { ...delivery, phone: null, name: 'Jo', fulfilment: { ...delivery.fulfilment, method: 'pickup', delivery_address: null } };
    const input = draftOrderInput(pickup, null, 'USD');
    expect(input).not.toHaveProperty('shippingAddress');
    expect(input).not.toHaveProperty('phone');
    expect(readableAttributes(pickup)).toEqual([
      { key: 'Pickup-Location', value: 'Demo Eats – Navy Pier' },
      { key: 'Pickup-Time', value: '12:00–13:00 CST' },
      { key: 'Contact-Name', value: 'Jo' },
    ]);
    const legacy: CheckoutResponse = {
      ...delivery,
      fulfilment: {
        ...delivery.fulfilment,
        slot: null,
        delivery_address: {
          ...(delivery.fulfilment.delivery_address as NonNullable<CheckoutResponse['fulfilment']['delivery_address']>),
          address1: null,
          country_code: null,
        },
      },
    };
    expect(draftOrderInput(legacy, null, 'USD')).not.toHaveProperty('shippingAddress');
    expect(readableAttributes(legacy).map((a) => a.key)).toEqual(['Delivery-Location', 'Contact-Name', 'Contact-Phone']);
  });
});
