/**
 * The console's languages: English, French and German, like the storefront picker
 * (docs/storefront-picker.md, "Dates, times and language"). Each page module keeps its own
 * catalogue ({@link defineMessages}: the same keys in the three languages, checked by the
 * type system), so a page's words are code-split with the page. Weekday names, dates and
 * lists come from `Intl` in the chosen language, never from a catalogue.
 *
 * The language: the merchant's choice (the header's Language menu, kept in local storage),
 * else the browser's first language the console speaks (`navigator.languages`, primary
 * subtag: `fr-CA` is French), else English.
 */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/** The console's languages (BCP 47 primary subtags). */
export const LOCALES = ['en', 'fr', 'de'] as const;
export type Locale = (typeof LOCALES)[number];

/** Each language's own name, for the Language menu. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', fr: 'Français', de: 'Deutsch' };

/** A page's words: the same keys in every language; `{name}` placeholders are filled by `t(key, {name})`. */
export type Catalogue<K extends string> = Record<Locale, Record<K, string>>;

/** Declares a catalogue (identity; the type makes a key missing in one language a compile error). */
export function defineMessages<K extends string>(catalogue: Catalogue<K>): Catalogue<K> {
  return catalogue;
}

/** Values of a message's `{placeholders}`. */
export type MessageValues = Record<string, string | number>;

/** `text` with each `{name}` replaced by `values.name` (unknown placeholders are left as written). */
export function fill(text: string, values?: MessageValues): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

const STORAGE_KEY = 'fulfil.console.locale';

/** The supported language a BCP 47 tag names by its primary subtag (`fr-CA` -> `fr`), or null. */
export function localeOf(tag: string | null | undefined): Locale | null {
  const primary = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return (LOCALES as readonly string[]).includes(primary) ? (primary as Locale) : null;
}

/** The starting language: the stored choice, else the browser's languages, else English. */
export function initialLocale(stored: string | null, browser: readonly string[]): Locale {
  return localeOf(stored) ?? browser.map(localeOf).find((l): l is Locale => l !== null) ?? 'en';
}

const LocaleContext = createContext<{ locale: Locale; setLocale(l: Locale): void }>({ locale: 'en', setLocale: () => undefined });

/** Holds the chosen language for the app and sets `<html lang>` to it. */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const [locale, setState] = useState<Locale>(() => {
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(STORAGE_KEY);
    } catch {
      // storage refused (private mode): the browser's language decides
    }
    const l = initialLocale(stored, navigator.languages ?? [navigator.language]);
    document.documentElement.lang = l;
    return l;
  });
  const setLocale = useCallback((l: Locale) => {
    try {
      localStorage.setItem(STORAGE_KEY, l);
    } catch {
      // kept for this tab only
    }
    document.documentElement.lang = l;
    setState(l);
  }, []);
  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

/** The chosen language and its setter. */
export function useLocale(): { locale: Locale; setLocale(l: Locale): void } {
  return useContext(LocaleContext);
}

/** `t(key, values?)` in the chosen language for a page's catalogue. */
export function useT<K extends string>(catalogue: Catalogue<K>): (key: K, values?: MessageValues) => string {
  const { locale } = useLocale();
  return useCallback((key: K, values?: MessageValues) => fill(catalogue[locale][key] ?? catalogue.en[key], values), [catalogue, locale]);
}

/** Monday..Sunday as the API names them. */
const API_WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/**
 * A weekday's name in `locale`, capitalised as a label starts (`monday` -> "Monday",
 * "Lundi", "Montag"), from `Intl` (2024-01-01 was a Monday).
 */
export function weekdayName(weekday: string, locale: Locale, width: 'long' | 'short' = 'long'): string {
  const index = API_WEEKDAYS.indexOf(weekday as (typeof API_WEEKDAYS)[number]);
  if (index < 0) return weekday;
  const name = new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 1 + index)));
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

/** A local date `YYYY-MM-DD` as the language writes it ("Friday 27 November 2026" in its words); `month-day` for a yearly date `--MM-DD`. */
export function dateLabel(
  date: string,
  locale: Locale,
  options: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
): string {
  const yearly = /^--(\d{2})-(\d{2})$/.exec(date);
  if (yearly)
    return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2024, Number(yearly[1]) - 1, Number(yearly[2]))),
    );
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return date;
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))));
}
