/**
 * The shopper's details on the review step (apps/ordering-widget/README.md, "Details"): name
 * and phone for both methods (the restaurant calls when an order is late or a courier
 * cannot find the door), the delivery address for delivery only. Checked here before the API
 * is asked, loosely (required fields, a phone with 6 to 15 digits): widget-api checks the
 * phone exactly with libphonenumber-js in the shop's country and answers 400 naming the
 * field, which the form shows on that field (`fieldOf`). The full check is not bundled: it
 * would double the widget's download (apps/ordering-widget/README.md, "Size budget").
 */
import type { StringKey } from './strings';
import type { WidgetMethod as Method } from '@fulfil/api-client';

/** What the review form holds, as typed. */
export interface ContactForm {
  name: string;
  phone: string;
  email: string;
  note: string;
  address1: string;
  address2: string;
  city: string;
  postal_code: string;
  /** ISO 3166-1 alpha-2. */
  country_code: string;
}

/** A field of the review form. */
export type ContactField = keyof ContactForm;

/** An empty form. */
export const EMPTY_CONTACT: ContactForm = { name: '', phone: '', email: '', note: '', address1: '', address2: '', city: '', postal_code: '', country_code: '' };

/** `delivery_address` of `POST /checkouts` as an object (widget-api's DeliveryAddress). */
export interface DeliveryAddress {
  address1: string;
  address2?: string;
  city: string;
  postal_code: string;
  country_code: string;
}

/** The fields a method asks for, in the form's order. */
export function contactFields(method: Method): ContactField[] {
  return method === 'delivery' ? ['address1', 'address2', 'city', 'postal_code', 'country_code', 'name', 'phone'] : ['name', 'phone'];
}

/**
 * What is wrong with the form before the API is asked, by field (in the form's order):
 * `contact.required` for an empty required field (every field of {@link contactFields} but
 * `address2`), `contact.phone_invalid` for a phone without 6 to 15 digits or with letters,
 * `contact.country_invalid` for a country that is not two letters.
 */
export function contactErrors(form: ContactForm, method: Method): Partial<Record<ContactField, StringKey>> {
  const errors: Partial<Record<ContactField, StringKey>> = {};
  for (const field of contactFields(method)) {
    const value = form[field].trim();
    if (field === 'address2') continue;
    if (value === '') errors[field] = 'contact.required';
    else if (field === 'phone' && !isPlausiblePhone(value)) errors[field] = 'contact.phone_invalid';
    else if (field === 'country_code' && !/^[A-Za-z]{2}$/.test(value)) errors[field] = 'contact.country_invalid';
  }
  return errors;
}

/** Digits, spaces, `+ ( ) - .` and 6 to 15 digits: what any phone number looks like. */
function isPlausiblePhone(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return /^\+?[\d\s().-]+$/.test(value) && digits >= 6 && digits <= 15;
}

/** The request's contact members: name, phone and e-mail (when typed), and the delivery address object for delivery. */
export function contactRequest(form: ContactForm, method: Method): { name?: string; phone?: string; email?: string; delivery_address?: DeliveryAddress } {
  const t = (v: string) => v.trim();
  return {
    ...(method === 'delivery'
      ? {
          delivery_address: {
            address1: t(form.address1),
            ...(t(form.address2) ? { address2: t(form.address2) } : {}),
            city: t(form.city),
            postal_code: t(form.postal_code),
            country_code: t(form.country_code).toUpperCase(),
          },
        }
      : {}),
    ...(t(form.name) ? { name: t(form.name) } : {}),
    ...(t(form.phone) ? { phone: t(form.phone) } : {}),
    ...(t(form.email) ? { email: t(form.email) } : {}),
  };
}

/**
 * The form field a widget-api problem field names (`phone`, `delivery_address.postal_code`),
 * or null for a field the form does not hold.
 */
export function fieldOf(problemField: string): ContactField | null {
  const name = problemField.replace(/^delivery_address\./, '');
  return name in EMPTY_CONTACT ? (name as ContactField) : null;
}

/** What a delivery search prefills: its postal code and place, and the shop's country. */
export function prefillAddress(
  form: ContactForm,
  origin: { kind?: string; postal_code?: string | null; place_name?: string | null } | undefined,
  country: string,
): ContactForm {
  return {
    ...form,
    postal_code: form.postal_code || origin?.postal_code || '',
    city: form.city || origin?.place_name || '',
    country_code: form.country_code || country,
  };
}
