import type { CheckoutMethod, Weekday } from '@fulfil/api-client';

/** The weekdays in the order the console lists them. */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const satisfies readonly Weekday[];
/** The three checkout methods in the order the console lists them. */
export const METHODS = ['pickup', 'delivery', 'shipping'] as const satisfies readonly CheckoutMethod[];
