import { NativeSelect } from '@mantine/core';
import { defineMessages, LOCALE_NAMES, LOCALES, localeOf, useLocale, useT } from '../i18n';

const messages = defineMessages({
  en: { language: 'Language' },
  fr: { language: 'Langue' },
  de: { language: 'Sprache' },
});

/**
 * The Language menu of the header and of sign-in: English, Français, Deutsch, each written
 * in its own language; the choice is kept by src/i18n.tsx (local storage). A native select
 * labelled "Language" (in the current language): light, and keyboard and screen reader
 * friendly as it is.
 */
export function LanguageMenu() {
  const { locale, setLocale } = useLocale();
  const t = useT(messages);
  return (
    <NativeSelect
      aria-label={t('language')}
      data-testid="language-menu"
      size="sm"
      value={locale}
      onChange={(e) => {
        const chosen = localeOf(e.currentTarget.value);
        if (chosen) setLocale(chosen);
      }}
      data={LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l] }))}
    />
  );
}
