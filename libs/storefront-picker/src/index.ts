/**
 * @fulfil/storefront-picker: the storefront's fulfilment picker as custom elements with
 * shadow DOM (Lit), and the clients they use. Call `defineFulfilmentElements()` to define the elements
 * `<fulfilment-picker>`, its parts (`<fulfilment-method-tabs>`, `<fulfilment-pickup-panel>`,
 * `<fulfilment-delivery-panel>`, `<fulfilment-checkout-status>`), `<fulfilment-calendar>` and
 * `<fulfilment-slot-list>` (once).
 * See libs/storefront-picker/README.md and docs/storefront-picker.md.
 */
import { FulfilmentCalendarElement } from './elements/calendar-grid';
import { FulfilmentCheckoutStatusElement } from './elements/checkout-status';
import { FulfilmentDeliveryPanelElement } from './elements/delivery-panel';
import { FulfilmentMethodTabsElement } from './elements/method-tabs';
import { FulfilmentPickerElement, setDefaultApiBase } from './elements/picker';
import { FulfilmentPickupPanelElement } from './elements/pickup-panel';
import { FulfilmentSlotListElement } from './elements/slot-list';

export { FulfilmentCalendarElement, type CalendarLabels } from './elements/calendar-grid';
export { FulfilmentSlotListElement, slotKey, type SlotLabels } from './elements/slot-list';
export { FulfilmentPickerElement, setDefaultApiBase } from './elements/picker';
export { FulfilmentMethodTabsElement, type MethodTabsLabels, type MethodChangeDetail } from './elements/method-tabs';
export { FulfilmentPickupPanelElement, type PickupPanelLabels, type LocationSearchDetail, type LocationChangeDetail } from './elements/pickup-panel';
export { FulfilmentDeliveryPanelElement, type DeliveryPanelLabels, type DeliveryCheckDetail } from './elements/delivery-panel';
export { FulfilmentCheckoutStatusElement, type CheckoutStatusLabels } from './elements/checkout-status';
export { blockingReason, emptyMethodState, type MethodAvailability, type MethodState } from './elements/picker-state';
export type { TimeSlot } from '@fulfil/api-client';
export { ApiError, requestJson, retryAfterMs, backoffMs, DEFAULT_RETRY, browserHttpDeps, type HttpDeps, type RetryPolicy } from './lib/http';
export { FulfilmentClient, CLOCK_HEADER, type FulfilmentClientOptions, type ReservationRequest } from './lib/fulfilment-client';
export { AjaxCartClient, activationCart, cartLines, themeProductFacts, type AjaxCart, type AjaxCartItem, type ProductFacts } from './lib/ajax-cart';
export { choiceAttributes, choiceFromAttributes, allAttributeNames, type Choice } from './lib/attributes';
export { pickStrings, fill, STRINGS, type PickerStrings } from './lib/i18n';
export { formatDate, formatMonth, formatTime, formatDistance, zoneLabel, firstDayOfWeek, weekdayNames } from './lib/format';
export { HoldKeeper, PickerClock, idempotencyKey } from './lib/hold';

/**
 * Defines `<fulfilment-calendar>`, `<fulfilment-slot-list>`, the picker's parts and
 * `<fulfilment-picker>` (last, so that its parts are defined when it first draws) unless the
 * page already has them (a second copy of the script is harmless). `apiBase` is the
 * fulfilment-api base of pickers without an `api` attribute (the bundle passes its own
 * origin); set it before defining, since elements already in the page start at once.
 */
export function defineFulfilmentElements(options: { apiBase?: string } = {}): void {
  if (options.apiBase) setDefaultApiBase(options.apiBase);
  const define = (name: string, ctor: CustomElementConstructor) => customElements.get(name) ?? customElements.define(name, ctor);
  define('fulfilment-calendar', FulfilmentCalendarElement);
  define('fulfilment-slot-list', FulfilmentSlotListElement);
  define('fulfilment-method-tabs', FulfilmentMethodTabsElement);
  define('fulfilment-pickup-panel', FulfilmentPickupPanelElement);
  define('fulfilment-delivery-panel', FulfilmentDeliveryPanelElement);
  define('fulfilment-checkout-status', FulfilmentCheckoutStatusElement);
  define('fulfilment-picker', FulfilmentPickerElement);
}
