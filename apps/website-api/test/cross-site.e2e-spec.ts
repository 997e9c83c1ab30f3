import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createTestDatabase, TestDatabase } from '@fulfil/database/testing';
import { listeningUrl } from '@fulfil/platform/testing';
import { EnquiryEntity, FORMS_TABLE_SET } from '@fulfil/website-forms';
import { contactForm, createWebsiteApp, Fakes, startFakes, stopFakes, testConfig } from './support';

/** What a browser sends with its own form post when JavaScript is off (form-encoded, Accept preferring HTML). */
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

/*
 * The form posts accept other sites' pages only through the same-site check
 * (docs/api-decisions.md, "Form posts from other sites"): a browser's post from another
 * site is refused with 403 CROSS_SITE_FORM_POST before anything is read, verified or
 * stored; the site's own pages (same-origin, PUBLIC_BASE_URL, CORS_ORIGINS) and requests
 * without either header go on, and the contact page's form works with and without them.
 * The behaviour does not depend on the database engine: SQLite only.
 */
describe('form posts from other sites', () => {
  let db: TestDatabase;
  let app: INestApplication;
  let fakes: Fakes;
  const http = () => request(app.getHttpServer());
  const enquiries = () => db.dataSource.getRepository(EnquiryEntity).count();
  const post = (path: string, headers: Record<string, string>, form: Record<string, string> = contactForm()) => {
    let req = http().post(path).type('form');
    for (const [name, value] of Object.entries(headers)) req = req.set(name, value);
    return req.send(form);
  };

  beforeAll(async () => {
    fakes = await startFakes();
    db = await createTestDatabase('sqlite', FORMS_TABLE_SET);
    app = await createWebsiteApp(testConfig(db.url, fakes, { PUBLIC_BASE_URL: 'https://forms.example.com', CORS_ORIGINS: 'https://www.example.com' }));
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await db?.drop();
    await stopFakes(fakes);
  });

  it('refuses a post a browser calls cross-site with 403 CROSS_SITE_FORM_POST (reason cross-site), on every form path, before the bot check and storing nothing', async () => {
    const before = { enquiries: await enquiries(), verified: fakes.siteverify.requests.length, hubspot: fakes.hubspot.requests.length };
    for (const path of ['/api/v1/contact-form', '/api/contact-form', '/api/v1/newsletter-signup', '/api/newsletter-signup']) {
      const res = await post(path, { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' }).expect(403);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.body).toMatchObject({ status: 403, code: 'CROSS_SITE_FORM_POST', reason: 'cross-site', instance: path, hint: expect.any(String) });
      expect(res.body.type).toBe('https://forms.example.com/problems/cross-site-form-post');
      expect(res.text).not.toContain('evil.example');
      expect(res.headers['ratelimit-policy']).toBeDefined();
    }
    expect({ enquiries: await enquiries(), verified: fakes.siteverify.requests.length, hubspot: fakes.hubspot.requests.length }).toEqual(before);
  });

  it("refuses an Origin that is not one of the site's (reason origin-not-allowed), also from a browser without Sec-Fetch-Site and from a sandboxed page (Origin: null)", async () => {
    const cases: Record<string, string>[] = [
      { Origin: 'https://evil.example' },
      { Origin: 'null' },
      { 'Sec-Fetch-Site': 'same-site', Origin: 'https://blog.example.com' },
    ];
    for (const headers of cases) {
      const res = await post('/api/v1/contact-form', headers).expect(403);
      expect(res.body).toMatchObject({ code: 'CROSS_SITE_FORM_POST', reason: 'origin-not-allowed' });
    }
  });

  it("answers a browser's own form post (no JavaScript) from another site with the 403 problem, not a redirect into the page", async () => {
    const res = await post('/api/contact-form', { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example', Accept: BROWSER_ACCEPT }).expect(403);
    expect(res.headers['location']).toBeUndefined();
    expect(res.body).toMatchObject({ code: 'CROSS_SITE_FORM_POST', reason: 'cross-site' });
  });

  it("accepts the site's own pages: same-origin, PUBLIC_BASE_URL's origin, a CORS_ORIGINS page (same-site or cross-site)", async () => {
    const own = await listeningUrl(app);
    const cases: Record<string, string>[] = [
      { 'Sec-Fetch-Site': 'same-origin', Origin: own },
      { Origin: 'https://forms.example.com' },
      { 'Sec-Fetch-Site': 'same-site', Origin: 'https://www.example.com' },
      { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://www.example.com' },
    ];
    for (const headers of cases) {
      const res = await post('/api/v1/contact-form', headers);
      expect([headers, res.status, res.body.success]).toEqual([headers, 200, true]);
    }
  });

  it('accepts a post with neither Origin nor Sec-Fetch-Site (old browsers, servers): the bot check decides', async () => {
    expect((await post('/api/v1/contact-form', {}).expect(200)).body.success).toBe(true);
    expect((await post('/api/v1/contact-form', {}, contactForm({ captchaToken: 'test-fail' })).expect(401)).body.code).toBe('CAPTCHA_INVALID');
  });

  it('keeps the contact page and its form working without JavaScript, with and without the headers a browser adds', async () => {
    const page = await http().get('/contact').set('Accept', BROWSER_ACCEPT).expect(200);
    expect(page.text).toContain('action="/api/contact-form"');
    const cases: Record<string, string>[] = [
      { 'Sec-Fetch-Site': 'same-origin', Origin: 'https://forms.example.com' },
      { Origin: 'https://forms.example.com' },
      {},
    ];
    for (const headers of cases) {
      const sent = await post('/api/contact-form', { ...headers, Accept: BROWSER_ACCEPT }).expect(303);
      expect(sent.headers['location']).toBe('https://forms.example.com/contact?form=contact&outcome=sent#contact-form');
      const invalid = await post('/api/contact-form', { ...headers, Accept: BROWSER_ACCEPT }, contactForm({ email: 'not-an-address' })).expect(303);
      expect(invalid.headers['location']).toBe('https://forms.example.com/contact?form=contact&outcome=invalid&errors=email%3AisEmail');
    }
  });
});
