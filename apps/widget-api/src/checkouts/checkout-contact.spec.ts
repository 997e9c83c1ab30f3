import { ValidationProblem, type FieldError } from '@fulfil/problem-details';
import { checkoutContact, splitName, type ContactRequest } from './checkout-contact';

const address = { address1: '600 E Grand Ave', address2: 'Apt 4', city: 'Chicago', postal_code: '60611', country_code: 'us', province_code: 'il' };
const delivery: ContactRequest = { method: 'delivery', delivery_address: address, name: 'Jane Doe', phone: '(312) 555-0123' };

/** The `{field, rule}` pairs of the problem `request` answers. */
function problems(request: ContactRequest, country = 'US'): Array<[string, string]> {
  try {
    checkoutContact(request, country);
  } catch (err) {
    expect(err).toBeInstanceOf(ValidationProblem);
    return ((err as ValidationProblem).errors as FieldError[]).map((e) => [e.field, e.rule]);
  }
  throw new Error('no problem');
}

describe('checkoutContact', () => {
  it('reads a delivery: the address trimmed with upper-case codes, the name, the phone in E.164 (the shop country by default)', () => {
    expect(checkoutContact({ ...delivery, name: '  Jane Doe ', delivery_address: { ...address, city: ' Chicago ' } }, 'US')).toEqual({
      name: 'Jane Doe',
      phone: '+13125550123',
      address: { address1: '600 E Grand Ave', address2: 'Apt 4', city: 'Chicago', postal_code: '60611', country_code: 'US', province_code: 'IL' },
    });
    expect(checkoutContact({ ...delivery, phone: '+44 20 7946 0958' }, 'US').phone).toBe('+442079460958');
    expect(checkoutContact({ ...delivery, phone: '020 7946 0958' }, 'GB').phone).toBe('+442079460958');
    const { address2: _a, province_code: _p, ...minimal } = address;
    expect(checkoutContact({ ...delivery, delivery_address: minimal }, 'US').address).toMatchObject({ address2: null, province_code: null });
  });

  it('needs name and phone for a delivery to an address, not for pickup or the older string form', () => {
    expect(problems({ ...delivery, name: undefined, phone: undefined })).toEqual([
      ['name', 'required'],
      ['phone', 'required'],
    ]);
    expect(checkoutContact({ method: 'pickup' }, 'US')).toEqual({ name: null, phone: null, address: null });
    expect(checkoutContact({ method: 'delivery', delivery_address: '60611' }, 'US')).toEqual({ name: null, phone: null, address: null });
    expect(checkoutContact({ method: 'pickup', name: 'Jo', phone: '312-555-0123' }, 'US')).toEqual({ name: 'Jo', phone: '+13125550123', address: null });
    // pickup ignores an address object, as it always ignored delivery_address
    expect(checkoutContact({ method: 'pickup', delivery_address: { nonsense: 1 } }, 'US').address).toBeNull();
  });

  it('names every wrong field in one 400 VALIDATION_FAILED', () => {
    expect(problems({ ...delivery, phone: '12345' })).toEqual([['phone', 'isPhoneNumber']]);
    expect(problems({ ...delivery, phone: '020 7946 0958' }, 'US')).toEqual([['phone', 'isPhoneNumber']]);
    expect(problems({ method: 'pickup', name: '   ', phone: '' })).toEqual([
      ['name', 'isNotEmpty'],
      ['phone', 'isNotEmpty'],
    ]);
    expect(
      problems({
        ...delivery,
        delivery_address: { address1: ' ', city: 'x'.repeat(101), postal_code: 60611, country_code: 'USA', province_code: 'I-L', floor: 3 },
      }),
    ).toEqual([
      ['delivery_address.floor', 'unknownField'],
      ['delivery_address.address1', 'required'],
      ['delivery_address.city', 'maxLength'],
      ['delivery_address.postal_code', 'isString'],
      ['delivery_address.country_code', 'maxLength'],
      ['delivery_address.province_code', 'isProvinceCode'],
    ]);
    expect(problems({ ...delivery, delivery_address: { ...address, country_code: '1A' } })).toEqual([['delivery_address.country_code', 'isISO31661Alpha2']]);
  });
});

describe('splitName', () => {
  it('puts the first word first and the rest last; one word is the last name', () => {
    expect(splitName('Jane van Dyke')).toEqual({ firstName: 'Jane', lastName: 'van Dyke' });
    expect(splitName(' Cher ')).toEqual({ lastName: 'Cher' });
  });
});
