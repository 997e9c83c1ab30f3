import type { MerchantPostalCodeInput } from '../model/store-config';
import type { MerchantPostalCodeRecord } from '../model/views';

/**
 * The stored form of a merchant postal code: `postal_code` trimmed, `country_code` upper
 * case, omitted optional fields null. Validate first (`checkMerchantPostalCodes`).
 */
export function toMerchantPostalCodeRecord(c: MerchantPostalCodeInput): MerchantPostalCodeRecord {
  return {
    postal_code: c.postal_code.trim(),
    latitude: c.latitude,
    longitude: c.longitude,
    country_code: c.country_code ? c.country_code.toUpperCase() : null,
    place_name: c.place_name ?? null,
  };
}

/**
 * The order merchant postal codes are listed in: by `postal_code`, comparing UTF-16 code
 * units (the same on every engine and locale; codes of one shop never tie).
 */
export function compareMerchantPostalCodes(a: Pick<MerchantPostalCodeRecord, 'postal_code'>, b: Pick<MerchantPostalCodeRecord, 'postal_code'>): number {
  return a.postal_code < b.postal_code ? -1 : a.postal_code > b.postal_code ? 1 : 0;
}

/** Entries in their stored form (see {@link toMerchantPostalCodeRecord}), sorted by {@link compareMerchantPostalCodes}. */
export function normalizeMerchantPostalCodes(codes: readonly MerchantPostalCodeInput[]): MerchantPostalCodeRecord[] {
  return codes.map(toMerchantPostalCodeRecord).sort(compareMerchantPostalCodes);
}
