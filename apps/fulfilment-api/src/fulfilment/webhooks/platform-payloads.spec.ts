import { checkShopDomain, readCustomerRequest } from './platform-payloads';

const SHOP = 'snowdevil.myshopify.com';

describe('privacy webhook bodies', () => {
  it('reads the documented customers/* body: ids exact beyond 2^53, duplicates once, e-mail and phone not kept', () => {
    const raw = Buffer.from(
      `{"shop_id":954889,"shop_domain":"${SHOP}","customer":{"id":820982911946154508,"email":"john@example.com","phone":"555-625-1199"},"orders_to_redact":[820982911946154508, 299938,299938],"data_request":{"id":9999}}`,
    );
    expect(readCustomerRequest(JSON.parse(raw.toString()), raw, SHOP, 'orders_to_redact')).toEqual({
      customerId: '820982911946154508',
      orderIds: ['820982911946154508', '299938'],
      dataRequestId: '9999',
    });
    expect(readCustomerRequest({ orders_requested: ['12'] }, undefined, SHOP, 'orders_requested')).toEqual({
      customerId: null,
      orderIds: ['12'],
      dataRequestId: null,
    });
  });

  it('refuses what the platform does not send, naming the field', () => {
    const fieldOf = (body: unknown, member: 'orders_requested' | 'orders_to_redact' = 'orders_to_redact') => {
      try {
        readCustomerRequest(body, undefined, SHOP, member);
      } catch (e) {
        return (e as { errors: { field: string }[] }).errors[0].field;
      }
      return 'accepted';
    };
    expect(fieldOf([1])).toBe('');
    expect(fieldOf({})).toBe('orders_to_redact');
    expect(fieldOf({ orders_requested: [1] })).toBe('orders_to_redact');
    expect(fieldOf({ orders_to_redact: [1, 0] })).toBe('orders_to_redact[1]');
    // An unsafe number without raw digits to read it from would be a rounded id.
    expect(fieldOf({ orders_to_redact: [820982911946154500] })).toBe('orders_to_redact[0]');
    expect(fieldOf({ orders_to_redact: [], customer: 'john' })).toBe('customer');
    expect(fieldOf({ orders_to_redact: [], shop_domain: 'other.myshopify.com' })).toBe('shop_domain');
    expect(fieldOf({ orders_requested: [] }, 'orders_requested')).toBe('accepted');
    expect(() => checkShopDomain({ shop_domain: SHOP.toUpperCase() }, SHOP)).not.toThrow();
  });
});
