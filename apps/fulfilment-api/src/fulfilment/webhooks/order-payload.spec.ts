import type { ShopSnapshot } from '@fulfil/store-settings';
import { signWebhook, verifyWebhookHmac } from './hmac';
import { orderFulfilment, readOrderPayload } from './order-payload';

const snapshot = {
  serves: (id: number, method: string) => (id === 7 && method === 'pickup') || (id === 8 && method === 'delivery'),
  slot: async (id: number) =>
    id === 70 ? { id: 70, location_id: 7, method: 'pickup' } : id === 80 ? { id: 80, location_id: 8, method: 'delivery' } : undefined,
} as unknown as ShopSnapshot;
const attrs = (o: Record<string, string>) => new Map(Object.entries(o).map(([k, v]) => [k.toLowerCase(), v]));

describe('order webhooks: signature and payload', () => {
  it('verifies the base64 HMAC-SHA256 of the raw body in constant time', () => {
    const body = Buffer.from('{"id":1}');
    const signature = signWebhook(body, 'secret');
    expect(verifyWebhookHmac(body, signature, 'secret')).toBe(true);
    expect(verifyWebhookHmac(Buffer.from('{"id": 1}'), signature, 'secret')).toBe(false);
    expect(verifyWebhookHmac(body, signature, 'other')).toBe(false);
    expect(verifyWebhookHmac(body, 'c2hvcnQ=', 'secret')).toBe(false);
    expect(verifyWebhookHmac(body, undefined, 'secret')).toBe(false);
    expect(verifyWebhookHmac(undefined, signature, 'secret')).toBe(false);
    expect(verifyWebhookHmac(body, signature, null)).toBe(false);
    // Either secret verifies (the app's client secret, or the shop's own); none given verifies nothing.
    expect(verifyWebhookHmac(body, signature, null, 'secret')).toBe(true);
    expect(verifyWebhookHmac(body, signature, 'other', undefined)).toBe(false);
    expect(verifyWebhookHmac(body, signature)).toBe(false);
  });

  it('reads id, updated_at, cancelled_at and note attributes (names case-insensitive)', () => {
    const raw = Buffer.from('{"id":820982911946154508,"updated_at":"2026-03-09T10:00:00-05:00"}');
    expect(readOrderPayload(JSON.parse(raw.toString()), raw).externalOrderId).toBe('820982911946154508');
    expect(readOrderPayload({ id: 1.5e18, admin_graphql_api_id: 'gid://shopify/Order/1500000000000000001' }).externalOrderId).toBe('1500000000000000001');
    expect(() => readOrderPayload({ id: 820982911946154500 })).toThrow(expect.objectContaining({ code: 'VALIDATION_FAILED' }));
    const order = readOrderPayload({
      id: 4503599627370495,
      updated_at: '2026-03-09T10:00:00-05:00',
      cancelled_at: '2026-03-09T11:00:00-05:00',
      note_attributes: [{ name: 'Checkout-Method', value: 'pickup' }, { name: 'x', value: 3 }, { bad: true }],
    });
    expect(order).toEqual({
      externalOrderId: '4503599627370495',
      updatedAt: new Date('2026-03-09T15:00:00Z'),
      cancelled: true,
      attributes: new Map([
        ['checkout-method', 'pickup'],
        ['x', '3'],
      ]),
    });
    expect(() => readOrderPayload({})).toThrow(expect.objectContaining({ code: 'VALIDATION_FAILED' }));
    expect(() => readOrderPayload([1])).toThrow(expect.objectContaining({ code: 'VALIDATION_FAILED' }));
    expect(readOrderPayload({ id: 'gid://shopify/Order/1', updated_at: 'garbage' }).updatedAt).toBeNull();
  });

  it('reads the order name, the shopper and the number of items, each only when the body has it', () => {
    const full = readOrderPayload({
      id: 1,
      name: '  #1001 ',
      order_number: 1001,
      customer: { first_name: 'Ada', last_name: ' Lovelace' },
      shipping_address: { name: 'Shipping Person' },
      billing_address: { name: 'Billing Person' },
      line_items: [{ quantity: 2 }, { quantity: 3, title: 'Loaf' }, { quantity: -1 }, { quantity: 'x' }, null],
    });
    expect([full.orderName, full.customerName, full.itemCount]).toEqual(['#1001', 'Ada Lovelace', 5]);
    // Fallbacks: order_number for the name; the shipping, then the billing address for the shopper.
    const fallback = readOrderPayload({ id: 2, order_number: 1002, customer: { first_name: null, last_name: '' }, shipping_address: { name: 'Sam Ship' } });
    expect([fallback.orderName, fallback.customerName, fallback.itemCount]).toEqual(['#1002', 'Sam Ship', undefined]);
    expect(readOrderPayload({ id: 3, customer: null, billing_address: { name: 'Bo Bill' } }).customerName).toBe('Bo Bill');
    expect(readOrderPayload({ id: 4, customer: { last_name: 'Only' } }).customerName).toBe('Only');
    // Absent, blank or of the wrong type: nothing (an order is never refused for them).
    const none = readOrderPayload({ id: 5, name: '   ', customer: 'x', shipping_address: [], line_items: 'many' });
    expect([none.orderName, none.customerName, none.itemCount]).toEqual([undefined, undefined, undefined]);
    expect(readOrderPayload({ id: 6, line_items: [] }).itemCount).toBe(0);
    // Cut to the columns' lengths.
    const long = readOrderPayload({ id: 7, name: `#${'9'.repeat(100)}`, customer: { first_name: 'A'.repeat(300) } });
    expect(long.orderName).toHaveLength(64);
    expect(long.customerName).toHaveLength(255);
  });

  it('takes the fulfilment from the attributes, checked against the shop', async () => {
    expect(
      await orderFulfilment(
        snapshot,
        attrs({ 'Checkout-Method': 'pickup', 'Pickup-Location-Id': '7', 'Pickup-Date': '2026-03-10', 'Pickup-Slot-Id': '70', 'Reservation-Id': '5' }),
      ),
    ).toEqual({ target: { method: 'pickup', locationId: 7, date: '2026-03-10', slotId: 70 }, reservationId: 5 });
    expect(await orderFulfilment(snapshot, attrs({ 'Checkout-Method': 'Delivery', 'Location-Id': '8', Date: '2026-03-10' }))).toEqual({
      target: { method: 'delivery', locationId: 8, date: '2026-03-10', slotId: null },
      reservationId: null,
    });
    expect(await orderFulfilment(snapshot, attrs({ 'Checkout-Method': 'shipping', 'Shipping-Date': '2026-03-10' }))).toEqual({
      target: { method: 'shipping', locationId: null, date: '2026-03-10', slotId: null },
      reservationId: null,
    });
    expect(await orderFulfilment(snapshot, attrs({}))).toMatchObject({ target: null, reason: expect.stringContaining('Checkout-Method') });
    expect(await orderFulfilment(snapshot, attrs({ 'Checkout-Method': 'pickup', 'Pickup-Location-Id': '8', 'Pickup-Date': '2026-03-10' }))).toMatchObject({
      target: null,
    });
    expect(
      await orderFulfilment(snapshot, attrs({ 'Checkout-Method': 'pickup', 'Pickup-Location-Id': '7', 'Pickup-Date': '2026-03-10', 'Pickup-Slot-Id': '80' })),
    ).toMatchObject({ target: null, reason: expect.stringContaining('Slot-Id') });
  });
});
