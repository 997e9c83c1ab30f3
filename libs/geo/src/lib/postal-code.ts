/**
 * Postal-code normalisation for lookups. Customers type codes in any case, with or
 * without the space ("sw1a1aa", "SW1A 1AA") or the hyphen ("1000001", "100-0001"), so
 * codes are compared in a compact form: Unicode-compatibility folded (full-width digits
 * become ASCII), upper case, without whitespace and hyphens.
 */

/** Printable ASCII only: no Unicode folding needed. */
const PRINTABLE_ASCII = /^[ -~]*$/;
const SEPARATORS = /[\s\-\u2010-\u2015\u2212\u30fc\uff0d]+/gu;

/**
 * The compact lookup form of a postal code: NFKC-folded, upper case, whitespace and
 * hyphens removed. `"sw1a 1aa"` -> `"SW1A1AA"`, `"100-0001"` -> `"1000001"`.
 */
export function compactPostalCode(code: string): string {
  const text = PRINTABLE_ASCII.test(code) ? code : code.normalize('NFKC');
  return text.replace(SEPARATORS, '').toUpperCase();
}

/** One key to look a query up by, most specific first (see {@link postalCodeLookupKeys}). */
export interface PostalCodeLookupKey {
  /** Compact code to look up. */
  readonly key: string;
  /** True when the key is only the leading part of the query (outward code, FSA, ZIP of a ZIP+4). */
  readonly partial: boolean;
  /** Countries (ISO 3166-1 alpha-2) the key may match in; undefined means any. */
  readonly countries?: readonly string[];
}

/**
 * Leading parts of full codes that some data sets (or the US ZIP) carry instead of the
 * full code. Each rule applies to the compact code and only matches in its countries,
 * so a partial key never lands in a country with a different format.
 */
const PARTIAL_RULES: readonly { pattern: RegExp; countries: readonly string[] }[] = [
  // US ZIP+4 ("10001-1234"): the 5-digit ZIP.
  { pattern: /^(\d{5})\d{4}$/, countries: ['US'] },
  // UK-format postcodes ("SW1A 1AA"): the outward code, as in GeoNames GB.txt.
  { pattern: /^([A-Z]{1,2}\d[A-Z\d]?)\d[A-Z]{2}$/, countries: ['GB', 'GG', 'JE', 'IM'] },
  // Canada ("M5V 3L9"): the forward sortation area, the only part GeoNames CA carries.
  { pattern: /^([A-Z]\d[A-Z])\d[A-Z]\d$/, countries: ['CA'] },
  // Ireland Eircode ("D02 X285"): the routing key, the only part GeoNames IE carries.
  { pattern: /^([AC-FHKNPRTV-Y]\d{2}|D6W)[0-9AC-FHKNPRTV-Y]{4}$/, countries: ['IE'] },
  // Malta ("VLT 1117"): the locality letters, the only part GeoNames MT carries.
  { pattern: /^([A-Z]{3})\d{4}$/, countries: ['MT'] },
  // Netherlands ("1012 AB"): the 4 digits, as in GeoNames NL.txt.
  { pattern: /^(\d{4})[A-Z]{2}$/, countries: ['NL'] },
];

/**
 * The keys to look a postal-code query up by, most specific first: the full compact
 * code, then (for US ZIP+4, UK, Canadian, Irish, Maltese and Dutch formats) its leading
 * part restricted to those countries. Empty when the query has no letters or digits.
 */
export function postalCodeLookupKeys(query: string): PostalCodeLookupKey[] {
  const key = compactPostalCode(query);
  if (!/[\p{L}\p{N}]/u.test(key)) return [];
  const keys: PostalCodeLookupKey[] = [{ key, partial: false }];
  for (const rule of PARTIAL_RULES) {
    const match = rule.pattern.exec(key);
    if (match) keys.push({ key: match[1], partial: true, countries: rule.countries });
  }
  return keys;
}
