import { prefersHtml } from './content-negotiation';

describe('prefersHtml (docs/api-decisions.md, "Problem types: JSON or HTML")', () => {
  it("is true for what browsers send when they open a page: text/html named, at least JSON's q-value", () => {
    for (const accept of [
      'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8', // Chrome
      'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', // Firefox, Safari
      'text/html',
      'text/html, application/json',
      'application/json;q=0.5, text/html;q=0.5',
      'TEXT/HTML; charset=utf-8',
    ])
      expect([accept, prefersHtml(accept)]).toEqual([accept, true]);
  });

  it('is false for no Accept, */* and JSON media types, and when JSON is preferred to HTML', () => {
    for (const accept of [
      undefined,
      '',
      '*/*',
      'application/json',
      'application/problem+json',
      'application/json, text/plain, */*', // axios
      'text/*',
      'text/html;q=0.5, application/json',
      'text/html;q=0.5, */*',
      'text/html;q=0',
      'garbage',
    ])
      expect([accept, prefersHtml(accept)]).toEqual([accept, false]);
  });
});
