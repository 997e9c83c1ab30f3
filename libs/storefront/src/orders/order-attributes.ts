/**
 * The note attributes that tie an order to its fulfilment, in ONE place: the ordering
 * widget's draft orders set them (widget-api) and the order webhook reads them back
 * (fulfilment-api); docs/api-decisions.md, "Orders by webhook", and docs/draft-orders.md.
 * `<Method>` is `Pickup`, `Delivery` or `Shipping`; the webhook matches names
 * case-insensitively.
 */
export const NOTE_ATTRIBUTES = {
  method: 'Checkout-Method',
  location: '<Method>-Location-Id',
  date: '<Method>-Date',
  slot: '<Method>-Slot-Id',
  reservation: 'Reservation-Id',
} as const;

/** What an order's note attributes say about its fulfilment. */
export interface OrderNoteTarget {
  method: 'pickup' | 'delivery' | 'shipping';
  /** Location id; null for shipping. */
  locationId: number | null;
  /** Local date `YYYY-MM-DD`. */
  date: string;
  /** Slot row id, or null (date-only, or a slot generated from the pickup window). */
  slotId: number | null;
  /** The reservation the order converts, or null. */
  reservationId: number | null;
}

/**
 * The note attributes of an order, as `{key, value}` pairs in a fixed order:
 * `Checkout-Method`, `<Method>-Location-Id`, `<Method>-Date`, `<Method>-Slot-Id`,
 * `Reservation-Id` (the last three only when they have a value).
 * Example: pickup at location 3 on 2026-03-12, slot 11, reservation 42 ->
 * `Checkout-Method: pickup`, `Pickup-Location-Id: 3`, `Pickup-Date: 2026-03-12`,
 * `Pickup-Slot-Id: 11`, `Reservation-Id: 42`.
 */
export function orderNoteAttributes(target: OrderNoteTarget): Array<{ key: string; value: string }> {
  const prefix = target.method.charAt(0).toUpperCase() + target.method.slice(1);
  const name = (template: string) => template.replace('<Method>', prefix);
  const out: Array<{ key: string; value: string }> = [{ key: NOTE_ATTRIBUTES.method, value: target.method }];
  if (target.locationId !== null) out.push({ key: name(NOTE_ATTRIBUTES.location), value: String(target.locationId) });
  out.push({ key: name(NOTE_ATTRIBUTES.date), value: target.date });
  if (target.slotId !== null) out.push({ key: name(NOTE_ATTRIBUTES.slot), value: String(target.slotId) });
  if (target.reservationId !== null) out.push({ key: NOTE_ATTRIBUTES.reservation, value: String(target.reservationId) });
  return out;
}
