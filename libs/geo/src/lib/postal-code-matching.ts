/**
 * Matching a customer's postal code or city against a delivery location's list, for the
 * validation modes of docs/scheduling-rules.md section 7. Pure functions; list entries
 * that are blank after normalisation never match.
 */

/** How a location's postal-code list is matched. */
export type PostalCodeMatchMode = 'exact' | 'prefix' | 'pattern';

/** Validation modes that compare text (postal-code modes plus `city`). */
export type AreaMatchMode = PostalCodeMatchMode | 'city';

/** Every {@link AreaMatchMode}. */
export const AREA_MATCH_MODES: readonly AreaMatchMode[] = ['exact', 'prefix', 'pattern', 'city'];

/** True when `value` is one of {@link AREA_MATCH_MODES}. */
export function isAreaMatchMode(value: unknown): value is AreaMatchMode {
  return typeof value === 'string' && (AREA_MATCH_MODES as readonly string[]).includes(value);
}

/** Upper case with all whitespace removed: `" sw1a 1aa "` -> `"SW1A1AA"`. */
export function normalizePostalCodeForMatch(code: string): string {
  return code.normalize('NFKC').replace(/\s+/gu, '').toUpperCase();
}

/**
 * `exact` mode: the codes are equal ignoring case and whitespace
 * (`"sw1a1aa"` equals `"SW1A 1AA"`).
 */
export function postalCodeEquals(code: string, entry: string): boolean {
  const e = normalizePostalCodeForMatch(entry);
  return e !== '' && normalizePostalCodeForMatch(code) === e;
}

/**
 * `prefix` mode: `code` starts with `prefix`, ignoring case and whitespace
 * (`"SW1A 1AA"` has prefix `"sw1"`, `"10001-1234"` has prefix `"100"`).
 */
export function postalCodeHasPrefix(code: string, prefix: string): boolean {
  const p = normalizePostalCodeForMatch(prefix);
  return p !== '' && normalizePostalCodeForMatch(code).startsWith(p);
}

/**
 * Compiles a `pattern`-mode entry into a predicate. The whole code must match:
 * `*` stands for any one character other than a space, `_` (or a space in the pattern)
 * for a space, every other character for itself, case-insensitively. Inner spaces are
 * normalised: runs of whitespace in the code count as one space, and a `_` also matches
 * where the customer left the space out (`"SW1A_***"` matches `"SW1A 1AA"` and
 * `"sw1a1aa"`). A pattern without `_` is matched against the code with its spaces
 * removed (`"SW1A***"` also matches `"SW1A 1AA"`).
 */
export function compilePostalCodePattern(pattern: string): (code: string) => boolean {
  const p = pattern.normalize('NFKC').trim().replace(/\s+/gu, '_').toUpperCase();
  if (p === '' || /^_+$/.test(p)) return () => false;
  const spaced = p.includes('_');
  let source = '';
  for (const ch of p) {
    if (ch === '*') source += '[^ ]';
    else if (ch === '_') source += ' ?';
    else source += ch.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  }
  const regex = new RegExp(`^${source}$`, 'u');
  return (code: string) => {
    const c = code
      .normalize('NFKC')
      .trim()
      .replace(/\s+/gu, spaced ? ' ' : '')
      .toUpperCase();
    return regex.test(c);
  };
}

/** `pattern` mode for a single entry; see {@link compilePostalCodePattern}. */
export function postalCodeMatchesPattern(code: string, pattern: string): boolean {
  return compilePostalCodePattern(pattern)(code);
}

/**
 * Folds a city name for the `city` mode: NFKD without diacritics, lower case, all
 * whitespace removed (`"Sankt Pölten"` -> `"sanktpolten"`).
 */
export function normalizeCityForMatch(city: string): string {
  return city
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/\s+/gu, '')
    .toLowerCase();
}

/**
 * `city` mode: the customer's city starts with the entry, case-insensitively and
 * ignoring spaces (and diacritics): entry `"New York"` accepts `"new york"`,
 * `"NewYork"` and `"New York City"`; entry `"Brooklyn"` does not accept `"Brook"`.
 */
export function cityMatches(city: string, entry: string): boolean {
  const e = normalizeCityForMatch(entry);
  return e !== '' && normalizeCityForMatch(city).startsWith(e);
}

/**
 * True when `value` (a postal code, or a city in `city` mode) matches at least one of
 * `entries` under `mode`: the check of a delivery location's postal-code or city list.
 * An empty list matches nothing.
 */
export function matchesArea(mode: AreaMatchMode, value: string, entries: readonly string[]): boolean {
  switch (mode) {
    case 'exact':
      return entries.some((e) => postalCodeEquals(value, e));
    case 'prefix':
      return entries.some((e) => postalCodeHasPrefix(value, e));
    case 'pattern':
      return entries.some((e) => compilePostalCodePattern(e)(value));
    case 'city':
      return entries.some((e) => cityMatches(value, e));
  }
}
