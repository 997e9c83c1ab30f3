import { PageLanguage, SITE_LANGUAGES } from './strings';

/**
 * Which language a page is served in: the one place website-api asks (the contact page, the
 * newsletter snippet and the redirect after a form post without JavaScript).
 *
 * The rule is the storefront picker's (docs/storefront-picker.md, "Dates, times and
 * language"): an explicit choice first, matched on its primary language subtag (`fr-CA` is
 * French). The picker's explicit choice is its `lang` attribute; the pages' is the
 * {@link LANG_PARAMETER} query parameter. Where the picker then reads `<html lang>`, a page
 * has no enclosing page: the browser's `Accept-Language` (RFC 9110 §12.5.4, with q-values)
 * decides instead, through Express's `req.acceptsLanguages` (the `accepts` and `negotiator`
 * packages Express depends on; a tag matches an offered language with its primary subtag,
 * so `fr-CH` asks for French). Without a match: the site's default (`SITE_LANGUAGE`,
 * English unless configured).
 */

/** The query parameter naming the page's language (`?lang=fr`); it wins over `Accept-Language`. */
export const LANG_PARAMETER = 'lang';

/** What the negotiation reads of a request; Express's `Request` has both. */
export interface LanguageRequest {
  query: Record<string, unknown>;
  /** The best of `offered` by the request's `Accept-Language` (the first without that header), false when none is acceptable. */
  acceptsLanguages(offered: string[]): string | false;
}

/** The language chosen for one response, and what chose it. */
export interface PageLanguageChoice {
  lang: PageLanguage;
  /**
   * What chose it: the `lang` parameter (the answer does not depend on `Accept-Language`),
   * `Accept-Language`, or the default (no parameter, no acceptable language in the header).
   * Unless the parameter chose it, the answer varies with `Accept-Language` (`Vary`).
   */
  source: 'parameter' | 'accept-language' | 'default';
}

/**
 * A supported language named by a BCP 47 tag, by its primary subtag, case-insensitively
 * (`fr`, `FR`, `fr-CH`, `de_AT`); undefined for anything else (another language, an empty
 * value, a repeated parameter).
 */
export function pageLanguageOf(tag: unknown): PageLanguage | undefined {
  if (typeof tag !== 'string') return undefined;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return SITE_LANGUAGES.find((lang) => lang === primary);
}

/**
 * The page language of a request: `?lang=` when it names a supported language, else the
 * best supported language by `Accept-Language`, else `fallback`.
 * @param fallback the site's default language (website-api's `SITE_LANGUAGE`); it is also
 *   offered first, so it wins a tie (`*`, or no `Accept-Language` at all)
 */
export function negotiatePageLanguage(req: LanguageRequest, fallback: PageLanguage = 'en'): PageLanguageChoice {
  const explicit = pageLanguageOf(req.query[LANG_PARAMETER]);
  if (explicit) return { lang: explicit, source: 'parameter' };
  const offered = [fallback, ...SITE_LANGUAGES.filter((lang) => lang !== fallback)];
  const accepted = pageLanguageOf(req.acceptsLanguages(offered));
  return accepted ? { lang: accepted, source: 'accept-language' } : { lang: fallback, source: 'default' };
}

/**
 * The `lang` the page's forms carry in their action URL, so that the page after a form
 * post without JavaScript (the `303` back to it) speaks the same language: the chosen
 * language, unless it is the default and no parameter asked for it (the page after the
 * post then negotiates the same way again, and URLs in the default language stay as they were).
 */
export function formLanguage(choice: PageLanguageChoice, fallback: PageLanguage = 'en'): PageLanguage | undefined {
  return choice.source === 'parameter' || choice.lang !== fallback ? choice.lang : undefined;
}

/** `url` with `lang=<lang>` added to its query (absolute or relative, with or without a query); `url` itself without a language. */
export function withPageLanguage(url: string, lang: PageLanguage | undefined): string {
  if (!lang) return url;
  const hash = url.indexOf('#');
  const [path, fragment] = hash < 0 ? [url, ''] : [url.slice(0, hash), url.slice(hash)];
  return `${path}${path.includes('?') ? '&' : '?'}${LANG_PARAMETER}=${lang}${fragment}`;
}
