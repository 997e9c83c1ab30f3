import { crossSiteRefusal, CrossSiteFormPostProblem, siteOrigins } from './same-site';

describe('the same-site check of the form posts (docs/api-decisions.md, "Form posts from other sites")', () => {
  const origins = siteOrigins({ PUBLIC_BASE_URL: 'https://Forms.Example.com:443/', CORS_ORIGINS: 'https://www.example.com, http://localhost:8080 ,' });

  it("takes the site's origins from PUBLIC_BASE_URL and CORS_ORIGINS, in their serialised form", () => {
    expect([...origins]).toEqual(['https://forms.example.com', 'https://www.example.com', 'http://localhost:8080']);
    expect([...siteOrigins({ PUBLIC_BASE_URL: undefined, CORS_ORIGINS: '' })]).toEqual([]);
  });

  it('refuses a post the browser calls cross-site, unless its Origin is one of the site’s', () => {
    expect(crossSiteRefusal({ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }, origins)).toBe('cross-site');
    expect(crossSiteRefusal({ 'sec-fetch-site': 'Cross-Site' }, origins)).toBe('cross-site');
    expect(crossSiteRefusal({ 'sec-fetch-site': 'cross-site', origin: 'https://www.example.com' }, origins)).toBeUndefined();
  });

  it("refuses an Origin that is not one of the site's, whatever else the request says but same-origin", () => {
    for (const origin of ['https://evil.example', 'null', 'https://forms.example.com.evil.example', 'http://forms.example.com', 'not a url'])
      expect([origin, crossSiteRefusal({ origin }, origins)]).toEqual([origin, 'origin-not-allowed']);
    expect(crossSiteRefusal({ 'sec-fetch-site': 'same-site', origin: 'https://shop.example.com' }, origins)).toBe('origin-not-allowed');
    expect(crossSiteRefusal({ 'sec-fetch-site': 'none', origin: 'https://evil.example' }, origins)).toBe('origin-not-allowed');
  });

  it("accepts the site's own pages, same-origin posts, and requests with neither header", () => {
    expect(crossSiteRefusal({ origin: 'https://forms.example.com' }, origins)).toBeUndefined();
    expect(crossSiteRefusal({ origin: 'https://FORMS.example.com:443' }, origins)).toBeUndefined();
    expect(crossSiteRefusal({ 'sec-fetch-site': 'same-site', origin: 'https://www.example.com' }, origins)).toBeUndefined();
    expect(crossSiteRefusal({ 'sec-fetch-site': 'same-origin', origin: 'http://127.0.0.1:3000' }, origins)).toBeUndefined();
    expect(crossSiteRefusal({ 'sec-fetch-site': 'same-origin' }, siteOrigins({ CORS_ORIGINS: '' }))).toBeUndefined();
    expect(crossSiteRefusal({}, origins)).toBeUndefined();
    expect(crossSiteRefusal({ 'sec-fetch-site': 'same-site' }, origins)).toBeUndefined();
  });

  it('answers 403 CROSS_SITE_FORM_POST naming the reason, never the Origin it was sent', () => {
    const problem = new CrossSiteFormPostProblem('origin-not-allowed');
    expect(problem).toMatchObject({ status: 403, code: 'CROSS_SITE_FORM_POST', extensions: { reason: 'origin-not-allowed' } });
    expect(problem.detail).toMatch(/Origin is not one of the site's origins/);
    expect(new CrossSiteFormPostProblem('cross-site').detail).toMatch(/Sec-Fetch-Site: cross-site/);
  });
});
