/**
 * The ordering widget's bundle, served by widget-api at `/widget/v1/ordering.js`: defines
 * `<ordering-widget>` with the API base set to the origin this script was loaded from, its
 * parts (`<ordering-location-search>`, `<ordering-menu>`, `<ordering-item-options>`,
 * `<ordering-cart>`, `<ordering-checkout-form>`), and the storefront picker's
 * `<fulfilment-calendar>` and `<fulfilment-slot-list>` it reuses (each unless the page
 * already has it). The widget is defined last, so that its parts are defined when it first
 * draws.
 */
import { FulfilmentCalendarElement, FulfilmentSlotListElement } from '@fulfil/storefront-picker';
import { OrderingCartElement } from './element/cart-panel';
import { OrderingCheckoutFormElement } from './element/checkout-form';
import { OrderingItemOptionsElement } from './element/item-options';
import { OrderingLocationSearchElement } from './element/location-search';
import { OrderingMenuElement } from './element/menu';
import { OrderingWidgetElement, setDefaultApiBase } from './element/ordering-widget';

setDefaultApiBase(new URL(import.meta.url).origin);
const define = (name: string, ctor: CustomElementConstructor) => customElements.get(name) ?? customElements.define(name, ctor);
define('fulfilment-calendar', FulfilmentCalendarElement);
define('fulfilment-slot-list', FulfilmentSlotListElement);
define('ordering-location-search', OrderingLocationSearchElement);
define('ordering-menu', OrderingMenuElement);
define('ordering-item-options', OrderingItemOptionsElement);
define('ordering-cart', OrderingCartElement);
define('ordering-checkout-form', OrderingCheckoutFormElement);
define('ordering-widget', OrderingWidgetElement);
