/**
 * The order attributes that say how an order is fulfilled, written by the storefront picker
 * into the cart (docs/storefront-picker.md, "Cart attributes") and by widget-api into the
 * ordering widget's draft orders (docs/draft-orders.md, "What the draft order carries"): one
 * rule for both, so the merchant's order page reads the same whichever wrote them. The
 * machine-read names are exactly those fulfilment-api's order webhook reads from the order's
 * note attributes (`Checkout-Method`, `<Method>-Location-Id`, `<Method>-Date`,
 * `<Method>-Slot-Id`, `Reservation-Id`); the readable ones (`<Method>-Location`,
 * `<Method>-Time`) are for the merchant's order page. Pure and dependency-free (`Intl` only),
 * so the picker's bundle and the server both load it.
 */

/** How an order is fulfilled. */
export type FulfilmentMethod = 'pickup' | 'delivery' | 'shipping';

/** What the shopper chose (possibly incomplete). */
export interface Choice {
  method: FulfilmentMethod;
  locationId: number | null;
  locationName: string | null;
  /** `YYYY-MM-DD`, the location's date. */
  date: string | null;
  slotId: number | null;
  /** Readable time range with its zone, e.g. `08:00–11:00 EDT` ({@link slotTimeLabel}). */
  timeLabel: string | null;
  reservationId: number | null;
}

const PREFIX: Record<FulfilmentMethod, string> = { pickup: 'Pickup', delivery: 'Delivery', shipping: 'Shipping' };

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

/**
 * The readable time of a slot for the merchant's order page (`<Method>-Time`): the location's
 * wall times as the API gives them (`HH:MM`) and the zone's short English name on that date,
 * e.g. `slotTimeLabel('08:00', '11:00', 'America/New_York', '2026-03-10')` is
 * `08:00–11:00 EDT` (right across a DST change: the name is taken at noon UTC of the date).
 * An unknown zone is written as its id.
 * @param isoDate `YYYY-MM-DD`, the location's date
 */
export function slotTimeLabel(from: string, until: string, timeZone: string, isoDate: string): string {
  let zone = timeZone;
  try {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short', hour: 'numeric' }).formatToParts(new Date(`${isoDate}T12:00:00Z`));
    zone = parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
  } catch {
    zone = timeZone;
  }
  return `${from}–${until} ${zone}`;
}
