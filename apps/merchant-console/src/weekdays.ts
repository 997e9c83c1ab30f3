import type { CheckoutMethod, Weekday } from '@fulfil/api-client';
import { defineMessages } from './i18n';

/** The weekdays in the order the console lists them. */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const satisfies readonly Weekday[];
/** The three checkout methods in the order the console lists them. */
export const METHODS = ['pickup', 'delivery', 'shipping'] as const satisfies readonly CheckoutMethod[];

/**
 * The checkout methods as a merchant reads them (the platform admin's words: "Pickup",
 * "Local delivery", "Shipping"), keyed by the API's method name; use with `useT`.
 */
export const METHOD_WORDS = defineMessages({
  en: { pickup: 'Pickup', delivery: 'Local delivery', shipping: 'Shipping' },
  fr: { pickup: 'Retrait', delivery: 'Livraison locale', shipping: 'Expédition' },
  de: { pickup: 'Abholung', delivery: 'Lokale Lieferung', shipping: 'Versand' },
});

/**
 * Units of a duration as the API names them (`minutes`, `hours`, `days`, and `weeks`,
 * `months` of the shipping maximum date), in words; use with `useT`.
 */
export const UNIT_WORDS = defineMessages({
  en: { minutes: 'minutes', hours: 'hours', days: 'days', weeks: 'weeks', months: 'months' },
  fr: { minutes: 'minutes', hours: 'heures', days: 'jours', weeks: 'semaines', months: 'mois' },
  de: { minutes: 'Minuten', hours: 'Stunden', days: 'Tage', weeks: 'Wochen', months: 'Monate' },
});
