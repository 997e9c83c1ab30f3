/**
 * The cart attributes the picker writes (docs/storefront-picker.md, "Cart attributes"). The
 * machine-read names are exactly those fulfilment-api's order webhook reads from the
 * order's note attributes (`Checkout-Method`, `<Method>-Location-Id`, `<Method>-Date`,
 * `<Method>-Slot-Id`, `Reservation-Id`); the readable ones (`<Method>-Location`,
 * `<Method>-Time`) are for the merchant's order page.
 */
import type { CheckoutMethod } from './api-types';

/** What the shopper chose (possibly incomplete). */
export interface Choice {
  method: CheckoutMethod;
  locationId: number | null;
  locationName: string | null;
  /** `YYYY-MM-DD`, the location's date. */
  date: string | null;
  slotId: number | null;
  /** Readable time range with its zone, e.g. `08:00–11:00 EDT`. */
  timeLabel: string | null;
  reservationId: number | null;
}

const PREFIX: Record<CheckoutMethod, string> = { pickup: 'Pickup', delivery: 'Delivery', shipping: 'Shipping' };

/** Every attribute name the picker may write, for clearing. */
export function allAttributeNames(): string[] {
  const names = ['Checkout-Method', 'Reservation-Id'];
  for (const p of Object.values(PREFIX)) names.push(`${p}-Location-Id`, `${p}-Date`, `${p}-Slot-Id`, `${p}-Location`, `${p}-Time`);
  return names;
}

/**
 * The attributes of a choice: every name the picker owns, set for the chosen method and
 * `''` (removed) otherwise, so that switching from pickup to delivery leaves no pickup
 * attribute behind. Shipping has no location or slot.
 */
export function choiceAttributes(choice: Choice): Record<string, string> {
  const out: Record<string, string> = Object.fromEntries(allAttributeNames().map((n) => [n, '']));
  const p = PREFIX[choice.method];
  const str = (v: number | string | null) => (v === null ? '' : String(v));
  out['Checkout-Method'] = choice.method;
  out[`${p}-Date`] = str(choice.date);
  if (choice.method !== 'shipping') {
    out[`${p}-Location-Id`] = str(choice.locationId);
    out[`${p}-Location`] = str(choice.locationName);
    out[`${p}-Slot-Id`] = str(choice.slotId);
    out[`${p}-Time`] = str(choice.timeLabel);
  }
  out['Reservation-Id'] = str(choice.reservationId);
  return out;
}

/** The choice recorded in a cart's attributes (to restore it after a reload), or null. */
export function choiceFromAttributes(attributes: Record<string, string> | null | undefined): Choice | null {
  const method = attributes?.['Checkout-Method'];
  if (method !== 'pickup' && method !== 'delivery' && method !== 'shipping') return null;
  const a = attributes as Record<string, string>;
  const p = PREFIX[method];
  const num = (v: string | undefined) => (v && /^\d+$/.test(v) ? Number(v) : null);
  return {
    method,
    locationId: num(a[`${p}-Location-Id`]),
    locationName: a[`${p}-Location`] || null,
    date: /^\d{4}-\d{2}-\d{2}$/.test(a[`${p}-Date`] ?? '') ? a[`${p}-Date`] : null,
    slotId: num(a[`${p}-Slot-Id`]),
    timeLabel: a[`${p}-Time`] || null,
    reservationId: num(a['Reservation-Id']),
  };
}
