/**
 * The ordering widget's bundle, served by widget-api at `/widget/v1/ordering.js`: defines
 * `<ordering-widget>` with the API base set to the origin this script was loaded from, and
 * the storefront picker's `<fulfilment-calendar>` and `<fulfilment-slot-list>` it reuses
 * (unless the page already has them).
 */
import { FulfilmentCalendarElement, FulfilmentSlotListElement } from '@fulfil/storefront-picker';
import { OrderingWidgetElement, setDefaultApiBase } from './element/ordering-widget';

setDefaultApiBase(new URL(import.meta.url).origin);
const define = (name: string, ctor: CustomElementConstructor) => customElements.get(name) ?? customElements.define(name, ctor);
define('fulfilment-calendar', FulfilmentCalendarElement);
define('fulfilment-slot-list', FulfilmentSlotListElement);
define('ordering-widget', OrderingWidgetElement);
