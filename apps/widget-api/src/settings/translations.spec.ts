import type { Translation } from '@fulfil/store-settings';
import { fallbackChain, localizeTranslations, normalizeLocale } from './translations';

describe('translations', () => {
  const rows: Translation[] = [
    { id: 1, translation_key: 'a', values: { en: 'A', fr: 'A-fr', 'pt-BR': 'A-br' } },
    { id: 2, translation_key: 'b', values: { de: 'B-de' } },
  ];

  it('normalises locales and refuses anything else', () => {
    expect(normalizeLocale('FR_ca')).toBe('fr-CA');
    expect(normalizeLocale('De')).toBe('de');
    expect(normalizeLocale('english')).toBeNull();
    expect(normalizeLocale('f1')).toBeNull();
  });

  it('falls back from the locale to its base language, the shop language, then English', () => {
    expect(fallbackChain('pt-BR', 'de')).toEqual(['pt-BR', 'pt', 'de', 'en']);
    expect(fallbackChain(null, 'en')).toEqual(['en']);
  });

  it('gives every translation every language, ordered by the fallback chain', () => {
    const [a, b] = localizeTranslations(rows, 'pt', 'en');
    expect(Object.keys(a.values)).toEqual(['pt', 'en', 'de', 'fr', 'pt-BR']);
    expect(a.values).toEqual({ pt: 'A', en: 'A', de: 'A', fr: 'A-fr', 'pt-BR': 'A-br' });
    // A key with only German text: every language gets it (the last resort).
    expect(b.values).toEqual({ pt: 'B-de', en: 'B-de', de: 'B-de', fr: 'B-de', 'pt-BR': 'B-de' });
    expect(rows[0].values).toEqual({ en: 'A', fr: 'A-fr', 'pt-BR': 'A-br' });
  });

  it('prefers the requested locale over the shop language for a missing language', () => {
    const [a] = localizeTranslations(rows, 'fr', 'en');
    expect(a.values.de).toBe('A-fr');
  });
});
