/**
 * The state of one method's flow in `<fulfilment-picker>` and the rule "is the choice
 * complete and still valid" that gates the checkout button (docs/storefront-picker.md,
 * "The checkout button"). Pure: no DOM, no requests.
 */
import type { CheckoutMethod, DeliveryLocation, FulfilmentCalendar, PickupLocation, Reservation, StoreSettings, TimeSlot } from '../lib/api-types';
import { METHODS } from '../lib/api-types';
import { weekdayOfDate, WEEKDAY_KEYS } from '@fulfil/calendar-format';
import type { PickerStrings } from '../lib/i18n';

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
