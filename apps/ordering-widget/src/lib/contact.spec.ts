import { contactErrors, contactRequest, EMPTY_CONTACT, fieldOf, prefillAddress } from './contact';
import { problemFields, routeProblem } from './problems';

const filled = {
  ...EMPTY_CONTACT,
  name: ' Jane Doe ',
  phone: '(312) 555-0123',
  address1: '455 N Cityfront Plaza Dr',
  city: 'Chicago',
  postal_code: '60611',
  country_code: 'us',
};

describe('the review form', () => {
  it('asks name and phone for pickup, and the address too for delivery (the apartment optional)', () => {
    expect(contactErrors(EMPTY_CONTACT, 'pickup')).toEqual({ name: 'contact.required', phone: 'contact.required' });
    expect(Object.keys(contactErrors(EMPTY_CONTACT, 'delivery'))).toEqual(['address1', 'city', 'postal_code', 'country_code', 'name', 'phone']);
    expect(contactErrors(filled, 'delivery')).toEqual({});
    expect(contactErrors({ ...filled, phone: 'call me', country_code: 'USA' }, 'delivery')).toEqual({
      country_code: 'contact.country_invalid',
      phone: 'contact.phone_invalid',
    });
    expect(contactErrors({ ...filled, phone: '12345' }, 'pickup')).toEqual({ phone: 'contact.phone_invalid' });
  });

  it('sends the address object for delivery only, trimmed, the country upper case', () => {
    expect(contactRequest(filled, 'delivery')).toEqual({
      delivery_address: { address1: '455 N Cityfront Plaza Dr', city: 'Chicago', postal_code: '60611', country_code: 'US' },
      name: 'Jane Doe',
      phone: '(312) 555-0123',
    });
    expect(contactRequest({ ...filled, email: 'jane@example.com' }, 'pickup')).toEqual({
      name: 'Jane Doe',
      phone: '(312) 555-0123',
      email: 'jane@example.com',
    });
  });

  it("prefills the delivery address from the search's postal code and place and the shop's country, never over what was typed", () => {
    expect(prefillAddress(EMPTY_CONTACT, { kind: 'postal_code', postal_code: '60611', place_name: 'Chicago' }, 'US')).toMatchObject({
      postal_code: '60611',
      city: 'Chicago',
      country_code: 'US',
    });
    expect(prefillAddress({ ...EMPTY_CONTACT, city: 'Evanston' }, undefined, 'US')).toMatchObject({ postal_code: '', city: 'Evanston', country_code: 'US' });
  });

  it('keeps the shopper on the form for a problem naming its fields, with the message on them', () => {
    const body = {
      code: 'OUTSIDE_DELIVERY_AREA',
      field: 'delivery_address.postal_code',
      errors: [{ field: 'delivery_address.postal_code', rule: 'insideDeliveryArea' }],
    };
    expect(problemFields(body)).toEqual(['delivery_address.postal_code']);
    expect(routeProblem('OUTSIDE_DELIVERY_AREA', problemFields(body))).toMatchObject({
      step: 'review',
      message: 'contact.outside_area',
      fields: ['postal_code'],
    });
    expect(routeProblem('VALIDATION_FAILED', ['phone', 'items[0].quantity'])).toMatchObject({ step: 'review', message: 'contact.check', fields: ['phone'] });
    expect(routeProblem('OUTSIDE_DELIVERY_AREA', ['delivery_address'])).toMatchObject({ step: 'restaurant' });
    expect(fieldOf('delivery_address.address1')).toBe('address1');
    expect(fieldOf('items[0]')).toBeNull();
  });
});
