/**
 * The state of one method's flow in `<fulfilment-picker>` and the rule "is the choice
 * complete and still valid" that gates the checkout button (docs/storefront-picker.md,
 * "The checkout button"). Pure: no DOM, no requests.
 */
import type { CheckoutMethod, DeliveryLocation, FulfilmentCalendar, PickupLocation, Reservation, StoreSettings, TimeSlot } from '@fulfil/api-client';
import { METHODS } from '../lib/methods';
import { weekdayOfDate, WEEKDAY_KEYS } from '@fulfil/calendar-format';
import { formatDistance } from '../lib/format';
import { fill, type PickerStrings } from '../lib/i18n';

/** How a method is offered: usable, shown disabled, or hidden (`hide_checkout_method`). */
export type MethodAvailability = 'ok' | 'disabled' | 'hidden';

/** Where one method's flow stands. */
export interface MethodState {
  location: PickupLocation | DeliveryLocation | null;
  calendar: FulfilmentCalendar | null;
  date: string | null;
  /** Slots of `date`; null while not loaded. */
  slots: TimeSlot[] | null;
  slot: TimeSlot | null;
  reservation: Reservation | null;
  /** `holding` while a reservation request is under way. */
  hold: 'none' | 'holding' | 'held';
}

/**
 * The methods an embed lets the picker offer, from its `methods` attribute (comma-separated,
 * e.g. `pickup,delivery`; unknown names ignored). Absent, empty or naming no known method:
 * all of them. A method left out is hidden whatever the shop's settings say; for the ones
 * kept, the shop's settings and conditional activation still decide.
 */
export function offeredMethods(attribute: string | null): ReadonlySet<CheckoutMethod> {
  const named = (attribute ?? '')
    .split(',')
    .map((m) => m.trim().toLowerCase())
    .filter((m): m is CheckoutMethod => (METHODS as readonly string[]).includes(m));
  return new Set(named.length > 0 ? named : METHODS);
}

/**
 * Whether a slot of the times list is full: marked `full` (the API lists full slots for the
 * picker with `include_full=true`) or limited with no place left. The list shows it greyed,
 * disabled and labelled "Full" (docs/storefront-picker.md, "Full times").
 */
export function isFullSlot(slot: TimeSlot): boolean {
  return slot.full === true || (slot.limited && typeof slot.remaining === 'number' && slot.remaining <= 0);
}

/** The note of a slot in the times list: `full` ("Full") for a full one, `placesLeft` ("3 left") for a limited one, else ''. */
export function slotNote(slot: TimeSlot, labels: Pick<PickerStrings, 'placesLeft' | 'full'>): string {
  if (isFullSlot(slot)) return labels.full;
  return slot.limited && typeof slot.remaining === 'number' ? fill(labels.placesLeft, { n: slot.remaining }) : '';
}

/** What changes the pickup panel's location list: a location chosen in it, its "Change" button, or the picker's chosen location (`value`) set. */
export type LocationListEvent = { type: 'choose' } | { type: 'change' } | { type: 'value'; id: number | null };

/**
 * Whether the pickup panel's search and location list are open after `event`: choosing a
 * location (in the list, or the picker's `value` set to an id, e.g. restored from the cart)
 * closes them; "Change", or no location chosen (`value` null), opens them.
 */
export function listOpenAfter(event: LocationListEvent): boolean {
  return event.type === 'change' || (event.type === 'value' && event.id === null);
}

/**
 * Whether the pickup panel shows the chosen location as one summary line with a "Change"
 * button instead of the search and the list: a location is chosen and the list is not open
 * (docs/storefront-picker.md, "What the shopper does").
 */
export function isListCollapsed(open: boolean, chosen: PickupLocation | null): boolean {
  return chosen !== null && !open;
}

/**
 * The chosen location's summary line: its distance in the shop's unit (when searched near
 * a place) and its address, e.g. "0.4 mi away · 12 Main St, New York"; '' when neither is known
 * (a choice restored from the cart carries the name only).
 */
export function locationSummary(location: PickupLocation, unit: string, locale: string, labels: Pick<PickerStrings, 'distance'>): string {
  const distance = typeof location.distance === 'number' ? fill(labels.distance, { distance: formatDistance(location.distance, unit, locale) }) : '';
  const address = [location.address_line_1, location.city].filter(Boolean).join(', ');
  return [distance, address].filter(Boolean).join(' · ');
}

/** A fresh method state. */
export const emptyMethodState = (): MethodState => ({ location: null, calendar: null, date: null, slots: null, slot: null, reservation: null, hold: 'none' });

/** Whether a delivery date takes no slot (the location's weekday rule has slots disabled). */
export function isDateOnlyDelivery(location: DeliveryLocation | null, date: string): boolean {
  const rule = location?.delivery?.[WEEKDAY_KEYS[weekdayOfDate(date)]] as { slots?: { enabled?: boolean } } | undefined;
  return !!rule && rule.slots?.enabled === false;
}

/** Whether a shipping date counts against a daily order limit (so it is held). */
export function isLimitedShippingDay(settings: StoreSettings | null, date: string): boolean {
  const limits = settings?.shipping.order_limits;
  const n = limits?.enabled ? limits[WEEKDAY_KEYS[weekdayOfDate(date)]] : 0;
  return typeof n === 'number' && n > 0;
}

/** Whether the chosen place needs a hold: a limited slot, or a limited shipping day. */
export function needsHold(method: CheckoutMethod, s: MethodState, settings: StoreSettings | null): boolean {
  if (!s.date) return false;
  if (method === 'shipping') return isLimitedShippingDay(settings, s.date);
  return !!s.slot?.limited;
}

/**
 * Why the shopper cannot check out yet (a sentence of `strings`), or null when the choice
 * is complete: a method; for pickup a location, a date and (when the date has slots) a
 * slot; for delivery a checked postal code, a date and a slot unless the day takes none;
 * for shipping a date; and a live hold whenever the place is limited (not in preview,
 * where nothing is held).
 */
export function blockingReason(
  method: CheckoutMethod | null,
  s: MethodState | null,
  settings: StoreSettings | null,
  strings: PickerStrings,
  preview: boolean,
): string | null {
  if (!method || !s) return strings.chooseMethod;
  if (method === 'pickup' && !s.location) return strings.chooseLocation;
  if (method === 'delivery' && !s.location) return strings.checkDeliveryFirst;
  if (!s.date) return strings.chooseDate;
  const slotNeeded =
    method === 'pickup' ? (s.slots?.length ?? 0) > 0 || s.slots === null : method === 'delivery' && !isDateOnlyDelivery(s.location as DeliveryLocation, s.date);
  if (slotNeeded && !s.slot) return strings.chooseTime;
  if (!preview && needsHold(method, s, settings) && s.hold !== 'held') return strings.holding;
  return null;
}
