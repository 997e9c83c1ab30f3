import type { Translation } from '@fulfil/store-settings';

/** Base language of a code: `fr-CA` -> `fr`. */
export function baseLanguage(code: string): string {
  return code.split('-')[0];
}

/**
 * Normalises a locale to the form translation keys use: `fr_ca` / `FR-ca` -> `fr-CA`,
 * `DE` -> `de`. Returns null when it is not `xx` or `xx-YY` (letters only).
 */
export function normalizeLocale(value: string): string | null {
  const m = /^([a-zA-Z]{2})(?:[-_]([a-zA-Z]{2}))?$/.exec(value.trim());
  if (!m) return null;
  return m[2] ? `${m[1].toLowerCase()}-${m[2].toUpperCase()}` : m[1].toLowerCase();
}

/**
 * The fallback order for a requested locale: the locale, its base language, the
 * shop's language (and its base), then English. Duplicates removed.
 */
export function fallbackChain(locale: string | null, shopLanguage: string): string[] {
  const chain = [locale, locale && baseLanguage(locale), shopLanguage, baseLanguage(shopLanguage), 'en'].filter((c): c is string => !!c);
  return [...new Set(chain)];
}

/** The text of one translation for `language`: its own, its base language's, then the fallback chain, then any. */
function textFor(values: Record<string, string>, language: string, chain: string[]): string {
  // Own members only: the requested locale is the client's (docs/api-decisions.md, "Names from requests never reach a prototype").
  for (const code of [language, baseLanguage(language), ...chain]) if (Object.hasOwn(values, code) && values[code] !== undefined) return values[code];
  return Object.values(values)[0] ?? '';
}

/**
 * WidgetSettings `translations` for a locale (docs/api-decisions.md: "translations carry every
 * language the shop has, and locale picks the fallback order"):
 *
 * - every translation carries every language of the shop (the union of all languages
 *   of all translations, the shop's `settings.language`, and the requested locale), so
 *   `values[locale]` is always present;
 * - a language a key lacks gets the text of its base language (`fr-CA` -> `fr`), else
 *   of the first language of {@link fallbackChain} the key has, else any text of it;
 * - keys of `values` are ordered by the fallback chain first, then alphabetically.
 *
 * Ids, keys and order of the translations are kept. Returns new objects.
 */
export function localizeTranslations(translations: readonly Translation[], locale: string | null, shopLanguage: string): Translation[] {
  const chain = fallbackChain(locale, shopLanguage);
  const languages = new Set<string>([...(locale ? [locale] : []), shopLanguage]);
  for (const t of translations) for (const code of Object.keys(t.values)) languages.add(code);
  const rank = (code: string) => (chain.includes(code) ? chain.indexOf(code) : chain.length);
  const ordered = [...languages].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  return translations.map((t) => ({
    id: t.id,
    translation_key: t.translation_key,
    values: Object.fromEntries(ordered.map((code) => [code, textFor(t.values, code, chain)])),
  }));
}
