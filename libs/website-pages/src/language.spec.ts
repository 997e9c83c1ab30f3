import express from 'express';
import type { IncomingHttpHeaders } from 'node:http';
import { formLanguage, LanguageRequest, negotiatePageLanguage, pageLanguageOf, withPageLanguage } from './language';

/**
 * A request as Express builds it (its `req.acceptsLanguages`: the `accepts` and `negotiator`
 * packages), without a server: the negotiation is tested on the real header parsing.
 */
function request(query: Record<string, unknown>, headers: IncomingHttpHeaders = {}): LanguageRequest {
  // Express 5 defines `query` as a getter on its prototype: this request's own value shadows it.
  return Object.defineProperties(Object.create(express.request) as LanguageRequest, { query: { value: query }, headers: { value: headers } });
}

const byHeader = (acceptLanguage: string, fallback?: 'en' | 'fr' | 'de') => negotiatePageLanguage(request({}, { 'accept-language': acceptLanguage }), fallback);

describe('the page language (lang parameter, then Accept-Language, then the default)', () => {
  it('takes ?lang= first, by its primary subtag, whatever Accept-Language says', () => {
    expect(negotiatePageLanguage(request({ lang: 'fr' }, { 'accept-language': 'de' }))).toEqual({ lang: 'fr', source: 'parameter' });
    expect(negotiatePageLanguage(request({ lang: 'DE-at' }, { 'accept-language': 'fr' }))).toEqual({ lang: 'de', source: 'parameter' });
    expect(negotiatePageLanguage(request({ lang: 'en' }, { 'accept-language': 'fr' }), 'fr')).toEqual({ lang: 'en', source: 'parameter' });
  });

  it('ignores a lang parameter it does not have (another language, empty, repeated) and goes on to Accept-Language', () => {
    for (const lang of ['it', '', ' ', 'french', ['fr', 'de'], { fr: '1' }])
      expect(negotiatePageLanguage(request({ lang }, { 'accept-language': 'de' }))).toEqual({ lang: 'de', source: 'accept-language' });
  });

  it('follows Accept-Language with its q-values; a regional tag asks for its language', () => {
    expect(byHeader('fr-CH, de;q=0.8')).toEqual({ lang: 'fr', source: 'accept-language' });
    expect(byHeader('de-DE,de;q=0.9,en;q=0.8')).toEqual({ lang: 'de', source: 'accept-language' });
    expect(byHeader('en;q=0.5, fr;q=0.7, de;q=0.6').lang).toBe('fr');
    expect(byHeader('it-IT, it;q=0.9, de;q=0.3, en;q=0.2').lang).toBe('de'); // Italian is not offered: the next best
    expect(byHeader('en-GB,en;q=0.9,fr;q=0.8').lang).toBe('en');
    expect(byHeader('fr;q=0, de;q=0.1').lang).toBe('de'); // q=0 means "not acceptable"
  });

  it('falls back to the default: no header, a header naming no language it has, `*` (the default wins the tie)', () => {
    expect(negotiatePageLanguage(request({}))).toEqual({ lang: 'en', source: 'accept-language' });
    expect(negotiatePageLanguage(request({}), 'de')).toEqual({ lang: 'de', source: 'accept-language' });
    expect(byHeader('ja, it;q=0.5')).toEqual({ lang: 'en', source: 'default' });
    expect(byHeader('ja, it;q=0.5', 'fr')).toEqual({ lang: 'fr', source: 'default' });
    expect(byHeader('*', 'de').lang).toBe('de');
    expect(byHeader('')).toEqual({ lang: 'en', source: 'default' });
  });

  it('names a supported language by a tag, or nothing', () => {
    expect(pageLanguageOf('fr-CA')).toBe('fr');
    expect(pageLanguageOf('de_CH')).toBe('de');
    expect(pageLanguageOf(' EN ')).toBe('en');
    expect(pageLanguageOf('es')).toBeUndefined();
    expect(pageLanguageOf('constructor')).toBeUndefined();
    expect(pageLanguageOf(false)).toBeUndefined();
  });

  it('keeps the language in the forms unless it is the default nobody asked for', () => {
    expect(formLanguage({ lang: 'fr', source: 'accept-language' })).toBe('fr');
    expect(formLanguage({ lang: 'en', source: 'parameter' })).toBe('en');
    expect(formLanguage({ lang: 'en', source: 'accept-language' })).toBeUndefined();
    expect(formLanguage({ lang: 'en', source: 'default' })).toBeUndefined();
    expect(formLanguage({ lang: 'de', source: 'default' }, 'de')).toBeUndefined();
    expect(withPageLanguage('/api/contact-form', 'fr')).toBe('/api/contact-form?lang=fr');
    expect(withPageLanguage('https://x.example/contact?form=contact&outcome=sent#contact-form', 'de')).toBe(
      'https://x.example/contact?form=contact&outcome=sent&lang=de#contact-form',
    );
    expect(withPageLanguage('/api/newsletter-signup', undefined)).toBe('/api/newsletter-signup');
  });
});
