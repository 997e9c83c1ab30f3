import type { ValueTransformer } from 'typeorm';

/**
 * Reads 64-bit ids (storefront product and variant ids) as JavaScript numbers. They stay
 * below 2^53, so no precision is lost; MySQL may hand them over as strings.
 */
export const bigintToNumber: ValueTransformer = {
  to: (value: unknown) => value,
  from: (value: unknown) => (value === null || value === undefined ? value : Number(value)),
};
