import type { CheckoutMethod } from '@fulfil/api-client';

/** The three methods in the order the picker shows them. */
export const METHODS: readonly CheckoutMethod[] = ['pickup', 'delivery', 'shipping'];
