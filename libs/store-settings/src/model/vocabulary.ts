/**
 * The store's vocabulary: weekdays (the scheduling engine's own list, lowercase English,
 * Monday first, as the API spells them) and checkout methods.
 */
export { WEEKDAYS } from '@fulfil/scheduling';
export type { Weekday } from '@fulfil/scheduling';

/** A checkout method of the fulfilment-options API. */
export type CheckoutMethod = 'pickup' | 'delivery' | 'shipping';

/** Every {@link CheckoutMethod}. */
export const CHECKOUT_METHODS: readonly CheckoutMethod[] = ['pickup', 'delivery', 'shipping'];

/** Methods a location serves with its own settings and slots. */
export type LocationMethod = 'pickup' | 'delivery';
