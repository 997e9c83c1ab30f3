/**
 * Place-name normalisation: what the geocoder compares place names by.
 */

// A Map, not an object: the words come from requests (a search for `constructor` or
// `__proto__` must not find Object.prototype's members; docs/api-decisions.md, "Names
// from requests never reach a prototype").
const ABBREVIATIONS: ReadonlyMap<string, string> = new Map([
  ['st', 'saint'],
  ['ste', 'sainte'],
  ['ft', 'fort'],
  ['mt', 'mount'],
  ['pt', 'point'],
]);

/**
 * Folds a place name for comparison: diacritics removed (NFKD), lower case, dots and
 * apostrophes dropped, other punctuation (hyphens, slashes) read as spaces, whitespace
 * collapsed, and the common abbreviations St/Ste/Ft/Mt/Pt spelt out.
 * `"St. Louis"`, `"Saint-Louis"` and `"saint louis"` all give `"saint louis"`;
 * `"München"` gives `"munchen"`.
 */
export function normalizePlaceName(name: string): string {
  const text = /^[ -~]*$/.test(name) ? name : name.normalize('NFKD').replace(/\p{M}+/gu, '');
  const words = text
    .toLowerCase()
    .replace(/[.'\u2019\u02bc`]/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter((w) => w !== '');
  return words.map((w) => ABBREVIATIONS.get(w) ?? w).join(' ');
}
