import type { ValueTransformer } from 'typeorm';

/**
 * Reads 64-bit ids (storefront product and variant ids) as JavaScript numbers. They stay
 * below 2^53, so no precision is lost; MySQL may hand them over as strings.
 */
export const bigintToNumber: ValueTransformer = {
  to: (value: unknown) => value,
  from: (value: unknown) => (value === null || value === undefined ? value : Number(value)),
};

/** Weekday keys as the API spells them (lowercase English, Monday first). */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/** A lowercase English weekday name. */
export type Weekday = (typeof WEEKDAYS)[number];

/** A checkout method of the fulfilment-options API. */
export type CheckoutMethod = 'pickup' | 'delivery' | 'shipping';

/** Every {@link CheckoutMethod}. */
export const CHECKOUT_METHODS: readonly CheckoutMethod[] = ['pickup', 'delivery', 'shipping'];

/** Methods a location serves with its own settings and slots. */
export type LocationMethod = 'pickup' | 'delivery';
