import type { WidgetTranslation as Translation } from '@fulfil/api-client';

/**
 * Every text of the widget, in English, by translation key. Keys the shop translates in
 * its widget settings (`translations`, e.g. `widget.pickup`, `option.required`) replace
 * these; the rest are the widget's own and can be translated the same way by adding a
 * translation with the key. `{name}` placeholders are filled by {@link Strings}.
 */
export const DEFAULT_STRINGS = {
  'widget.title': 'Order ahead',
  'widget.pickup': 'Pickup',
  'widget.delivery': 'Delivery',
  'widget.choose_method': 'How would you like your order?',
  'widget.choose_restaurant': 'Choose a restaurant',
  'widget.choose_time': 'Choose a time',
  'widget.test_mode': 'Test mode: orders placed here are not real.',
  'widget.loading': 'Loading…',
  'widget.back': 'Back',
  'widget.retry': 'Try again',
  'widget.error': 'Something went wrong. Please try again.',
  'search.label': 'Postal code or place',
  'search.delivery_label': 'Delivery address (postal code or place)',
  'search.submit': 'Search',
  'search.locate': 'Use my location',
  'search.locating': 'Finding your location…',
  'search.no_results': 'No restaurant can serve this address.',
  'search.distance': '{distance} away',
  'search.accepting': 'Accepting orders',
  'search.not_accepting': 'Not accepting orders',
  'search.next': 'Next available: {when}',
  'search.choose': 'Order from {name}',
  'menu.title': 'Menu',
  'menu.served': 'Served {windows}',
  'menu.closed': 'This menu is not available right now',
  'item.unavailable': 'Sold out',
  'item.add': 'One more {name}',
  'option.required': 'Required',
  'option.choose_up_to': 'Choose up to {max}',
  'option.choose_exactly': 'Choose {min}',
  'option.choose_between': 'Choose {min} to {max}',
  'option.error_required': 'Choose an option for {group}.',
  'option.error_min': 'Choose at least {min} for {group}.',
  'option.error_max': 'Choose at most {max} for {group}.',
  'option.error_unavailable': 'An option of {group} is no longer available.',
  'option.cancel': 'Cancel',
  'cart.title': 'Your order',
  'cart.empty': 'Your order is empty.',
  'cart.add': 'Add to order',
  'cart.quantity': 'Quantity of {name}',
  'cart.remove': 'One less {name}',
  'cart.subtotal': 'Subtotal',
  'cart.total': 'Total',
  'cart.checkout': 'Checkout',
  'cart.continue': 'Continue',
  'cart.note': 'Note for the kitchen',
  'cart.email': 'E-mail (for your receipt)',
  'cart.summary': '{count} items · {total}',
  'cart.summary_one': '1 item · {total}',
  'cart.show': 'Show your order',
  'contact.title': 'Your details',
  'contact.delivery_title': 'Delivery address',
  'contact.address1': 'Street and number',
  'contact.address2': 'Apartment, floor, buzzer (optional)',
  'contact.city': 'City',
  'contact.postal_code': 'Postal code',
  'contact.country_code': 'Country code',
  'contact.name': 'Name',
  'contact.phone': 'Phone',
  'contact.phone_hint': 'Only used if there is a problem with your order.',
  'contact.required': 'Please fill this in.',
  'contact.phone_invalid': 'Enter a phone number, with its country code if it is from abroad.',
  'contact.country_invalid': 'Enter a two-letter country code, such as US.',
  'contact.outside_area': 'This restaurant does not deliver to this postal code. Change the address or choose another restaurant.',
  'contact.check': 'Please check the highlighted fields.',
  'menu.categories': 'Menu categories',
  'when.date': 'Date',
  'when.time': 'Time',
  'when.no_dates': 'No date is available.',
  'when.date_only': 'Delivered during the day: no time to choose.',
  'when.menu_not_served': '{item} is not served at this time ({menu}: {windows}). Choose another time or change your order.',
  'when.previous_month': 'Previous month',
  'when.next_month': 'Next month',
  'when.times_in': 'Times in {zone}',
  'when.places_left': '{n} left',
  'when.full': 'Full',
  'when.no_times': 'No time is left on this date.',
  'review.title': 'Review and pay',
  'review.place_order': 'Place order',
  'review.placing': 'Placing your order…',
  'review.pending': 'Preparing your payment page…',
  'review.redirecting': 'Taking you to payment…',
  'review.pay': 'Continue to payment',
  'done.title': 'Order received (test mode)',
  'done.text': 'This shop is in test mode: no payment was taken and no order was created. Your place is held until {time}.',
  'done.again': 'Start a new order',
  'problem.slot': 'That time was just taken. Please choose another time.',
  'problem.date': 'That date is no longer available. Please choose another date.',
  'problem.items': 'Part of your order is no longer available: {detail}',
  'problem.area': 'This restaurant does not deliver to that address. Please choose another restaurant or address.',
  'problem.failed': 'We could not create your order. Please choose another time or try again.',
} as const;

/** A key of {@link DEFAULT_STRINGS}. */
export type StringKey = keyof typeof DEFAULT_STRINGS;

/** Looks a text up and fills its `{placeholders}`. */
export type Strings = (key: StringKey, params?: Record<string, string | number>) => string;

/** Fills `{name}` placeholders. Unknown placeholders stay as written. */
export function fill(text: string, params: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (params[name] !== undefined ? String(params[name]) : whole));
}

/**
 * The widget's texts for a locale: the shop's translation of a key in the locale, its base
 * language (`fr-CA` -> `fr`), the shop's language, English, in that order, else the
 * built-in English text (docs/api-decisions.md: translations with fallback).
 */
export function makeStrings(translations: readonly Translation[], locale: string, shopLanguage: string): Strings {
  const chain = [...new Set([locale, locale.split('-')[0], shopLanguage, shopLanguage.split('-')[0], 'en'])];
  const byKey = new Map(translations.map((t) => [t.translation_key, t.values]));
  return (key, params) => {
    const values = byKey.get(key);
    const text = values ? chain.map((code) => values[code]).find((v) => typeof v === 'string' && v !== '') : undefined;
    return fill(text ?? DEFAULT_STRINGS[key], params);
  };
}
