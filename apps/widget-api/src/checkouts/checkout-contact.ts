import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { ValidationProblem, type FieldError } from '@fulfil/problem-details';

/**
 * Where a delivery goes, as the shopper typed it (`delivery_address` of `POST /checkouts`
 * sent as an object; apps/widget-api/README.md, "POST /checkouts"). Becomes the draft order's
 * `shippingAddress` (docs/draft-orders.md, "What the draft order carries").
 */
export interface DeliveryAddressInput {
  /** Street and number, 1 to 255 characters. */
  address1: string;
  /** Flat, floor, buzzer; null when not given. At most 255 characters. */
  address2: string | null;
  /** 1 to 100 characters. */
  city: string;
  /** As typed, trimmed, 1 to 20 characters: what the delivery area is checked on. */
  postal_code: string;
  /** ISO 3166-1 alpha-2, upper case (`US`). */
  country_code: string;
  /** ISO 3166-2 subdivision code without the country (`IL`); null when not given. */
  province_code: string | null;
}

/** A checkout's contact: who receives the order and how to reach them. */
export interface CheckoutContact {
  /** The shopper's name as typed (trimmed), or null. */
  name: string | null;
  /** The phone number in E.164 (`+13125550123`), or null. */
  phone: string | null;
  /** Delivery with an address object only; null otherwise (pickup, or the older string form). */
  address: DeliveryAddressInput | null;
}

/** The members of a delivery address object: the longest value of each and whether it is required. */
const ADDRESS_MEMBERS: Record<keyof DeliveryAddressInput, { max: number; required: boolean; pattern?: RegExp; rule?: string; message?: string }> = {
  address1: { max: 255, required: true },
  address2: { max: 255, required: false },
  city: { max: 100, required: true },
  postal_code: { max: 20, required: true },
  country_code: { max: 2, required: true, pattern: /^[A-Za-z]{2}$/, rule: 'isISO31661Alpha2', message: 'an ISO 3166-1 alpha-2 country code such as US' },
  province_code: { max: 10, required: false, pattern: /^[A-Za-z0-9]{1,3}$/, rule: 'isProvinceCode', message: 'a subdivision code such as IL' },
};

/** Longest name, in characters. */
export const MAX_NAME_LENGTH = 200;

/** What the contact rules read of a checkout request. */
export interface ContactRequest {
  method: 'pickup' | 'delivery';
  delivery_address?: unknown;
  name?: string;
  phone?: string;
}

/**
 * The contact of a checkout request, checked: name and phone (required for a delivery with an
 * address object; optional for pickup and the older string form of `delivery_address`), the
 * phone read by libphonenumber-js with the shop's country as the region of national numbers
 * and answered in E.164, and the delivery address object's members. Every failing field is
 * named in one 400 VALIDATION_FAILED (`field` dotted: `delivery_address.postal_code`; `rule`:
 * `required`, `isNotEmpty`, `maxLength`, `isPhoneNumber`, `isISO31661Alpha2`, `isProvinceCode`, `unknownField`).
 * The delivery area itself is checked by the checkout planner (422 OUTSIDE_DELIVERY_AREA).
 * @param defaultCountry the shop's country (ISO 3166-1 alpha-2): the region of a phone number written without `+`
 * @throws ValidationProblem 400 VALIDATION_FAILED listing every failing field
 */
export function checkoutContact(body: ContactRequest, defaultCountry: string): CheckoutContact {
  const errors: FieldError[] = [];
  const structured = body.method === 'delivery' && isObject(body.delivery_address);
  const address = structured ? deliveryAddress(body.delivery_address as Record<string, unknown>, errors) : null;
  const name = trimmed(body.name);
  if (body.name !== undefined && name === null) errors.push({ field: 'name', rule: 'isNotEmpty', message: 'name must not be blank' });
  else if (name === null && structured) errors.push({ field: 'name', rule: 'required', message: 'name is required for delivery' });
  const phone = phoneNumber(body.phone, defaultCountry, structured, errors);
  if (errors.length > 0) throw new ValidationProblem(errors);
  return { name, phone, address };
}

/** The phone in E.164, or null when not given; pushes `phone` errors. */
function phoneNumber(value: string | undefined, defaultCountry: string, required: boolean, errors: FieldError[]): string | null {
  const text = trimmed(value);
  if (text === null) {
    if (value !== undefined) errors.push({ field: 'phone', rule: 'isNotEmpty', message: 'phone must not be blank' });
    else if (required) errors.push({ field: 'phone', rule: 'required', message: 'phone is required for delivery' });
    return null;
  }
  const region = /^[A-Z]{2}$/.test(defaultCountry) ? (defaultCountry as CountryCode) : undefined;
  const parsed = parsePhoneNumberFromString(text, region);
  if (!parsed?.isValid()) {
    errors.push({
      field: 'phone',
      rule: 'isPhoneNumber',
      message: `phone must be a valid phone number (with its country code, or a ${region ?? 'international'} number)`,
    });
    return null;
  }
  return parsed.number;
}

/** The address object's members, trimmed (country and province upper case); pushes `delivery_address.*` errors. */
function deliveryAddress(value: Record<string, unknown>, errors: FieldError[]): DeliveryAddressInput {
  const out: Record<string, string | null> = {};
  for (const key of Object.keys(value))
    if (!(key in ADDRESS_MEMBERS)) errors.push({ field: `delivery_address.${key}`, rule: 'unknownField', message: `property ${key} should not exist` });
  for (const [key, rule] of Object.entries(ADDRESS_MEMBERS)) {
    const field = `delivery_address.${key}`;
    const raw = value[key];
    if (raw !== undefined && raw !== null && typeof raw !== 'string') {
      errors.push({ field, rule: 'isString', message: `${field} must be a string` });
      continue;
    }
    const text = trimmed(raw ?? undefined);
    out[key] = text === null ? null : rule.pattern ? text.toUpperCase() : text;
    if (text === null) {
      if (rule.required) errors.push({ field, rule: 'required', message: `${field} is required` });
    } else if (text.length > rule.max) errors.push({ field, rule: 'maxLength', message: `${field} must be at most ${rule.max} characters` });
    else if (rule.pattern && !rule.pattern.test(text)) errors.push({ field, rule: rule.rule ?? 'matches', message: `${field} must be ${rule.message}` });
  }
  return out as unknown as DeliveryAddressInput;
}

function trimmed(value: string | undefined): string | null {
  const text = typeof value === 'string' ? value.trim() : '';
  return text === '' ? null : text;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A full name as the platform's address takes it: `firstName` the first word, `lastName` the
 * rest (`Jane van Dyke` -> `{firstName: 'Jane', lastName: 'van Dyke'}`); a one-word name is
 * the `lastName` alone (the field the platform needs).
 */
export function splitName(name: string): { firstName?: string; lastName: string } {
  const [first, ...rest] = name.trim().split(/\s+/);
  return rest.length ? { firstName: first, lastName: rest.join(' ') } : { lastName: first };
}
