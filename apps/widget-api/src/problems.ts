import { FieldError, NotFoundProblem, ProblemError, registerProblemTypes, REQUEST_PROBLEM_CODES } from '@fulfil/problem-details';
// Loading these libraries registers SHOP_NOT_FOUND, the Idempotency-Key codes, GEO_QUERY_UNRESOLVED and the scheduling codes.
import '@fulfil/store-settings';
import '@fulfil/geo';
import '@fulfil/scheduling';

registerProblemTypes([
  {
    code: 'WIDGET_NOT_CONFIGURED',
    status: 404,
    title: 'Widget not configured',
    description: 'The shop exists but has no ordering widget configured (no widget settings), so there is nothing to serve.',
    hint: 'The merchant must set up the ordering widget before the storefront can use it.',
  },
  {
    code: 'RESTAURANT_NOT_FOUND',
    status: 404,
    title: 'Restaurant not found',
    description: 'The shop has no restaurant (a location enabled for the ordering widget) with this id.',
    hint: "Call GET /settings for the shop's restaurants and use one of their ids.",
  },
  {
    code: 'MENU_NOT_FOUND',
    status: 404,
    title: 'Menu not found',
    description: 'The restaurant has no menu with this id or handle.',
    hint: "List the restaurant's menus and use one of their ids or handles.",
  },
  {
    code: 'CHECKOUT_NOT_FOUND',
    status: 404,
    title: 'Checkout not found',
    description: 'The shop has no checkout with this id.',
    hint: 'Check the checkout id returned by POST /checkouts.',
  },
  {
    code: 'METHOD_NOT_AVAILABLE',
    status: 422,
    title: 'Method not available',
    description: 'The restaurant does not offer this fulfilment method (pickup or delivery). `GET /settings` lists which restaurants offer which.',
    hint: 'Choose a method the restaurant offers (GET /settings lists them).',
  },
  {
    code: 'ITEM_NOT_FOUND',
    status: 422,
    title: 'Item not found',
    description: 'A cart line names an item that is on no menu of the chosen restaurant. `item_index` says which line.',
    hint: 'Remove or replace the cart line named by `item_index`.',
  },
  {
    code: 'ITEM_UNAVAILABLE',
    status: 422,
    title: 'Item unavailable',
    description:
      'A cart line names an item that is sold out, or whose menu is not served at the chosen fulfilment time (`reason`: `sold_out` or `menu_not_served`). `item_index` says which line.',
    hint: 'Remove the cart line named by `item_index`, or choose another time.',
  },
  {
    code: 'OPTION_RULE_VIOLATED',
    status: 422,
    title: 'Option rule violated',
    description:
      'The options chosen for an item break its option groups: a required group without a choice, fewer than `min_selections` or more than `max_selections` choices, an option that is not of this item, unavailable, or chosen twice. `errors` lists every violation (field, rule, message).',
    hint: "Correct the options listed in `errors` to meet each option group's rules.",
  },
  {
    code: 'DATE_NOT_AVAILABLE',
    status: 422,
    title: 'Date not available',
    description:
      'The fulfilment date cannot be chosen: in the past, before the earliest date (preparation time), after the latest date, a blackout date or a closed weekday.',
    hint: 'Ask GET /restaurant/{restaurant}/slots for the offered dates and pick one.',
  },
  {
    code: 'SLOT_NOT_AVAILABLE',
    status: 422,
    title: 'Slot not available',
    description:
      'The slot is not offered on that date (unknown, already started, earlier than the preparation time allows), or the date needs a slot and none was given. Full slots are SLOT_FULL instead.',
    hint: 'Ask GET /restaurant/{restaurant}/slots again and pick an offered slot.',
  },
  {
    code: 'SLOT_FULL',
    status: 409,
    title: 'Slot full',
    description: 'Every place of the slot is taken by orders and live holds. Choose another slot; a place frees up when a hold expires.',
    hint: 'Pick another slot or date.',
  },
  {
    code: 'OUTSIDE_DELIVERY_AREA',
    status: 422,
    title: 'Outside the delivery area',
    description: "The restaurant does not deliver to the given address under the shop's delivery validation mode (radius, postal codes or cities).",
    hint: 'Offer pickup instead, or ask for an address inside the delivery area.',
  },
]);

/**
 * Every problem `code` widget-api can answer; each has a catalogue entry, so
 * `GET /problems/<code-in-kebab-case>` describes it (an e2e test walks this list).
 */
export const WIDGET_PROBLEM_CODES = [
  'VALIDATION_FAILED',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'SHOP_NOT_FOUND',
  'WIDGET_NOT_CONFIGURED',
  'RESTAURANT_NOT_FOUND',
  'MENU_NOT_FOUND',
  'CHECKOUT_NOT_FOUND',
  'GEO_QUERY_UNRESOLVED',
  'METHOD_NOT_AVAILABLE',
  'ITEM_NOT_FOUND',
  'ITEM_UNAVAILABLE',
  'OPTION_RULE_VIOLATED',
  'DATE_NOT_AVAILABLE',
  'SLOT_NOT_AVAILABLE',
  'SLOT_FULL',
  'OUTSIDE_DELIVERY_AREA',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_KEY_IN_USE',
  'INVALID_RULES',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
  ...REQUEST_PROBLEM_CODES,
  'DEPENDENCY_UNAVAILABLE',
] as const;

/**
 * A stable widget problem. `status` is the caller's: pass the status of `code`'s catalogue
 * entry (`registerProblemTypes`), since nothing checks that they agree. The title and hint
 * come from that entry.
 */
export class WidgetProblem extends ProblemError {
  constructor(status: number, code: string, detail: string, extensions?: Record<string, unknown>, errors?: FieldError[]) {
    super({ status, code, detail, extensions, errors });
  }
}

/** 404 WIDGET_NOT_CONFIGURED. */
export const widgetNotConfigured = (shop: string) =>
  new NotFoundProblem('WIDGET_NOT_CONFIGURED', `The shop ${JSON.stringify(shop)} has no ordering widget configured.`);

/** 404 RESTAURANT_NOT_FOUND. */
export const restaurantNotFound = (id: number) => new NotFoundProblem('RESTAURANT_NOT_FOUND', `This shop has no restaurant ${id}.`);

/** 404 MENU_NOT_FOUND. */
export const menuNotFound = (restaurant: number, menu: string) =>
  new NotFoundProblem('MENU_NOT_FOUND', `Restaurant ${restaurant} has no menu ${JSON.stringify(menu)}.`);

/** 404 CHECKOUT_NOT_FOUND. */
export const checkoutNotFound = (id: string) => new NotFoundProblem('CHECKOUT_NOT_FOUND', `This shop has no checkout ${JSON.stringify(id)}.`);
