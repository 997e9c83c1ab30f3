import { PAGE_STRINGS, pageStrings, SITE_LANGUAGES } from './strings';

/** Every text of a strings object, by its dotted key (`outcomes.sent`). */
function texts(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'string') out.set(path, child);
    else for (const [p, t] of texts(child, path)) out.set(p, t);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the pages’ texts', () => {
  const english = texts(PAGE_STRINGS.en);

  it('are in English, French and German', () => {
    expect(SITE_LANGUAGES).toEqual(['en', 'fr', 'de']);
    for (const lang of SITE_LANGUAGES) expect(pageStrings(lang).lang).toBe(lang);
    expect(() => pageStrings('it')).toThrow(/No page strings for language it/);
    expect(() => pageStrings('constructor')).toThrow(/No page strings/);
  });

  it.each(SITE_LANGUAGES.filter((lang) => lang !== 'en'))('%s has every message key of English, no other, none empty, with the same placeholders', (lang) => {
    const translated = texts(PAGE_STRINGS[lang]);
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of translated) {
      expect({ key, empty: text.trim() === '' }).toEqual({ key, empty: false });
      expect({ key, placeholders: placeholders(text) }).toEqual({ key, placeholders: placeholders(english.get(key) as string) });
    }
  });

  it('are translated: no French or German text is the English one, but for words the languages share', () => {
    const shared = new Set(['contact.labels.message', 'contact.optional', 'newsletter.title', 'topics.Website']);
    for (const lang of ['fr', 'de'] as const)
      for (const [key, text] of texts(PAGE_STRINGS[lang]))
        if (key !== 'lang' && !shared.has(key)) expect({ key, lang, sameAsEnglish: text === english.get(key) }).toEqual({ key, lang, sameAsEnglish: false });
  });

  it('French: a no-break space before ":" and inside « », a narrow one before ";", "?" and "!"; typographic apostrophes', () => {
    for (const [key, text] of texts(PAGE_STRINGS.fr)) {
      expect({ key, beforeSemicolonQuestionExclamation: /(?<!\u202f)[;?!]/.test(text) }).toEqual({ key, beforeSemicolonQuestionExclamation: false });
      expect({ key, beforeColon: /(?<!\u00a0):/.test(text) }).toEqual({ key, beforeColon: false });
      expect({ key, guillemets: /«(?!\u00a0)|(?<!\u00a0)»/.test(text) }).toEqual({ key, guillemets: false });
      expect({ key, apostrophe: text.includes("'") }).toEqual({ key, apostrophe: false });
    }
  });

  it('German: „quotes“, formal address (Sie, never du)', () => {
    for (const [key, text] of texts(PAGE_STRINGS.de)) {
      expect({ key, quotes: /"/.test(text) }).toEqual({ key, quotes: false });
      expect({ key, informal: /\b(du|dich|dir|dein\w*)\b/i.test(text) }).toEqual({ key, informal: false });
    }
  });
});
