import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createTestDatabase, describeEachEngine, TestDatabase } from '@fulfil/database/testing';
import { FORMS_TABLE_SET } from '@fulfil/website-forms';
import { contactForm, createWebsiteApp, Fakes, startFakes, stopFakes, testConfig } from './support';

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

/** The `Set-Cookie` value of `form_values`, or undefined. */
function formValuesCookie(res: request.Response): string | undefined {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  return cookies.find((c) => c.startsWith('form_values='));
}

describeEachEngine('the contact page and the browser form negotiation', (engine) => {
  let db: TestDatabase;
  let app: INestApplication;
  let fakes: Fakes;
  const http = () => request(app.getHttpServer());
  const browserPost = (path: string, form: Record<string, string>) => http().post(path).set('Accept', BROWSER_ACCEPT).type('form').send(form);

  beforeAll(async () => {
    fakes = await startFakes();
    db = await createTestDatabase(engine, FORMS_TABLE_SET, { migrate: false });
    app = await createWebsiteApp(testConfig(db.url, fakes, { CONTACT_TOPICS: 'Order,Delivery' }));
  }, 60_000);
  afterEach(() => Promise.all([fakes.hubspot.restore(), fakes.siteverify.restore()]));
  afterAll(async () => {
    await app?.close();
    await db?.drop();
    await stopFakes(fakes);
  });

  describe('GET /contact', () => {
    it('serves the page with a fresh nonce per response in both the policy and the script tag, cacheable by the browser only', async () => {
      const [a, b] = await Promise.all([http().get('/contact').expect(200), http().get('/contact').expect(200)]);
      for (const res of [a, b]) {
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.headers['cache-control']).toBe('private, max-age=300');
        const nonce = /script-src 'nonce-([^']+)' https:\/\/www\.google\.com\/recaptcha\/ https:\/\/www\.gstatic\.com\/recaptcha\//.exec(
          res.headers['content-security-policy'],
        )?.[1];
        expect(nonce).toBeDefined();
        expect(res.text).toContain(`nonce="${nonce}"`);
        expect(res.text).toContain('https://www.google.com/recaptcha/api.js?render=test-site-key');
        expect(res.text).toContain('<option value="Delivery">Delivery</option>');
        expect(res.headers['ratelimit']).toBeUndefined(); // a page, not an API operation
      }
      expect(a.headers['content-security-policy']).not.toBe(b.headers['content-security-policy']);
      expect(a.headers['content-security-policy']).toContain("form-action 'self'");
      expect(a.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    });

    it('serves the script and the style sheet with an ETag, cacheable under their versioned URL; 404 for anything else', async () => {
      const page = await http().get('/contact').expect(200);
      const scriptUrl = /<script src="([^"]+)"/.exec(page.text)?.[1] as string;
      expect(scriptUrl).toMatch(/^\/assets\/forms\.js\?v=[0-9a-f]{16}$/);
      const script = await http().get(scriptUrl).expect(200);
      expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(script.headers['cache-control']).toBe('public, max-age=86400');
      expect(script.text).toContain("document.querySelectorAll('form[data-config]')");
      await http().get(scriptUrl).set('If-None-Match', script.headers['etag']).expect(304);
      expect((await http().get('/assets/forms.js').expect(200)).headers['cache-control']).toBe('no-cache');
      expect((await http().get('/assets/pages.css').expect(200)).headers['content-type']).toBe('text/css; charset=utf-8');
      const missing = await http().get('/assets/..%2fmain.js').expect(404);
      expect(missing.body.code).toBe('NOT_FOUND');
    });

    it('serves the embeddable newsletter snippet', async () => {
      const res = await http().get('/newsletter').expect(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.text).toContain('action="/api/newsletter-signup"');
      expect(res.text).not.toContain('id="contact-form"');
    });
  });

  describe('browser form posts (no JavaScript)', () => {
    it('success: 303 to the page with the outcome, no-store, no value in the URL; the page shows it and is not stored either', async () => {
      const form = contactForm({ email: 'browser@example.com', helpWith: 'Order' });
      const res = await browserPost('/api/contact-form', form).expect(303);
      expect(res.headers['location']).toBe('/contact?form=contact&outcome=sent#contact-form');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(fakes.hubspot.tickets.at(-1)).toMatchObject({ subject: 'Order', content: form.message });
      const page = await http().get('/contact?form=contact&outcome=sent').expect(200);
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.text).toContain('Thank you for your message.');
    });

    it('field errors: 303 with field and rule names only; the values come back once, from a sealed cookie', async () => {
      const res = await browserPost('/api/contact-form', contactForm({ email: 'not-an-email', firstName: undefined, message: 'My secret message' })).expect(
        303,
      );
      const location = res.headers['location'] as string;
      expect(location).toBe('/contact?form=contact&outcome=invalid&errors=email%3AisEmail%2CfirstName%3Arequired');
      const cookie = formValuesCookie(res) as string;
      expect(cookie).toMatch(/; Max-Age=300; Path=\/contact; Expires=[^;]+; HttpOnly; SameSite=Strict$/);
      expect(cookie).not.toContain('secret');
      const page = await http().get(location.split('#')[0]).set('Cookie', cookie.split(';')[0]).expect(200);
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.text).toContain('<p id="cf-email-error" class="field-error">Enter an e-mail address such as name@example.com.</p>');
      expect(page.text).toContain(
        'aria-invalid="true" aria-describedby="cf-email-error" type="email" autocomplete="email" maxlength="254" value="not-an-email"',
      );
      // The focus goes to the first wrong field in page order.
      expect(page.text).toContain('name="firstName" required aria-invalid="true" aria-describedby="cf-firstName-error" autofocus');
      expect(page.text.match(/autofocus/g)).toHaveLength(1);
      expect(page.text).toContain('>My secret message</textarea>');
      expect(page.text).toContain('<p id="cf-firstName-error" class="field-error">First name is required.</p>');
      expect(formValuesCookie(page)).toMatch(/^form_values=; Path=\/contact; Expires=Thu, 01 Jan 1970/);
      const forged = await http().get(location.split('#')[0]).set('Cookie', 'form_values=AAAA').expect(200);
      expect(forged.text).not.toContain('not-an-email');
    });

    it('an address that opted out of all e-mail earlier comes back as its own outcome, saying what to do', async () => {
      fakes.hubspot.optOutOfAllEmail('gone-browser@example.com');
      const res = await browserPost('/api/newsletter-signup', { email: 'gone-browser@example.com' }).expect(303);
      expect(res.headers['location']).toMatch(/[?&]outcome=opted-out(&|#|$)/);
      const page = await http().get(String(res.headers['location']).replace(/#.*$/, '')).expect(200);
      expect(page.text).toContain('asked earlier not to receive our emails');
    });

    it('the bot check, an outage and the rate limit each come back as their outcome', async () => {
      const bot = await browserPost('/api/contact-form', contactForm({ captchaToken: 'low-score' })).expect(303);
      expect(bot.headers['location']).toBe('/contact?form=contact&outcome=bot-check#contact-form');
      await fakes.hubspot.goDown();
      const stored = await browserPost('/api/contact-form', contactForm({ email: 'down@example.com' })).expect(303);
      expect(stored.headers['location']).toBe('/contact?form=contact&outcome=stored#contact-form');
      expect(formValuesCookie(stored)).toMatch(/^form_values=;/); // stored: nothing to send again
      await fakes.hubspot.comeBack();
      fakes.siteverify.failNext(1, 503);
      const unreachable = await browserPost('/api/contact-form', contactForm()).expect(303);
      expect(unreachable.headers['location']).toBe('/contact?form=contact&outcome=unavailable#contact-form');
    });

    it('a rate-limited post: 303 with the wait of Retry-After (the guard refuses before the handler runs)', async () => {
      const limited = await createWebsiteApp(testConfig(db.url, fakes, { RATE_LIMIT: '1' }));
      try {
        const post = () => request(limited.getHttpServer()).post('/api/contact-form').set('Accept', BROWSER_ACCEPT).type('form').send(contactForm());
        await post().expect(303);
        const refused = await post().expect(303);
        const location = new URL(refused.headers['location'] as string, 'http://x');
        expect(location.searchParams.get('outcome')).toBe('rate-limited');
        expect(Number(location.searchParams.get('retryAfter'))).toBeGreaterThanOrEqual(1);
        expect(Number(location.searchParams.get('retryAfter'))).toBeLessThanOrEqual(60);
        expect(refused.headers['ratelimit-remaining']).toBe('0');
        expect(formValuesCookie(refused)).toMatch(/^form_values=[\w-]+;/); // kept for the page: nothing was sent
      } finally {
        await limited.close();
      }
    });

    it('newsletter: 303 back to the newsletter section; JSON clients keep their exact answers', async () => {
      const ok = await browserPost('/api/newsletter-signup', { email: 'nl-browser@example.com' }).expect(303);
      expect(ok.headers['location']).toBe('/contact?form=newsletter&outcome=subscribed#newsletter');
      const bad = await browserPost('/api/newsletter-signup', { email: 'nope' }).expect(303);
      expect(bad.headers['location']).toBe('/contact?form=newsletter&outcome=invalid&errors=email%3AisEmail');

      const json = await http().post('/api/newsletter-signup').type('form').send({ email: 'nl-browser@example.com' }).expect(200);
      expect(json.body).toEqual({ success: true, message: 'Thank you for subscribing to our newsletter.', contactId: expect.any(String) });
      const fetchLike = await http().post('/api/contact-form').set('Accept', 'application/json').type('form').send({ email: 'x' }).expect(400);
      expect(fetchLike.headers['content-type']).toMatch(/^application\/problem\+json/);
      // The versioned path never redirects, whatever the Accept header says.
      const v1 = await browserPost('/api/v1/newsletter-signup', { email: 'nope' }).expect(400);
      expect(v1.body.code).toBe('VALIDATION_FAILED');
    });
  });

  describe('in French and German (?lang=, then Accept-Language, then English)', () => {
    const NBSP = '\u00a0';
    const varyOf = (res: request.Response) =>
      String(res.headers['vary'] ?? '')
        .split(',')
        .map((v) => v.trim().toLowerCase());

    it('?lang=fr: a French page whatever Accept-Language says, not varying with it; the forms keep the language', async () => {
      const res = await http().get('/contact?lang=fr').set('Accept-Language', 'de, en;q=0.5').expect(200);
      expect(res.text).toMatch(/^<!doctype html>\n<html lang="fr">/);
      expect(res.text).toContain('<title>Nous contacter</title>');
      expect(res.text).toContain('<option value="Delivery">Livraison</option>');
      expect(res.text).toContain('action="/api/contact-form?lang=fr"');
      expect(res.text).toContain('action="/api/newsletter-signup?lang=fr"');
      expect(res.text).not.toMatch(/Send message|Subscribe|Contact us/);
      expect(varyOf(res)).not.toContain('accept-language');
      expect(res.headers['cache-control']).toBe('private, max-age=300');
    });

    it('Accept-Language: fr-CH, de;q=0.8 gives French; German by Accept-Language; both with Vary: Accept-Language', async () => {
      const fr = await http().get('/contact').set('Accept-Language', 'fr-CH, de;q=0.8').expect(200);
      expect(fr.text).toContain('<html lang="fr">');
      expect(fr.text).toContain('<button type="submit">Envoyer le message</button>');
      expect(fr.text).toContain('action="/api/contact-form?lang=fr"');
      expect(varyOf(fr)).toContain('accept-language');
      const de = await http().get('/contact').set('Accept-Language', 'de-DE,de;q=0.9,en;q=0.8').expect(200);
      expect(de.text).toContain('<html lang="de">');
      expect(de.text).toContain('<title>Kontakt</title>');
      expect(de.text).toContain('<option value="Order">Bestellung</option>');
      expect(de.text).toContain('Nachricht senden');
      expect(varyOf(de)).toContain('accept-language');
    });

    it('English by default (no Accept-Language, or none it has), the forms as before, still varying with Accept-Language', async () => {
      for (const accept of [undefined, 'ja, it;q=0.5']) {
        const get = http().get('/contact');
        const res = await (accept ? get.set('Accept-Language', accept) : get).expect(200);
        expect(res.text).toContain('<html lang="en">');
        expect(res.text).toContain('<title>Contact us</title>');
        expect(res.text).toContain('action="/api/contact-form"');
        expect(varyOf(res)).toContain('accept-language');
      }
    });

    it('a post without JavaScript keeps French: the 303 carries lang, the outcome page and its field errors are in French', async () => {
      const failed = await browserPost('/api/contact-form?lang=fr', contactForm({ email: 'nope', firstName: undefined })).expect(303);
      const location = failed.headers['location'] as string;
      expect(location).toBe('/contact?form=contact&outcome=invalid&errors=email%3AisEmail%2CfirstName%3Arequired&lang=fr');
      const page = await http()
        .get(location)
        .set('Accept-Language', 'en')
        .set('Cookie', String(formValuesCookie(failed)).split(';')[0])
        .expect(200);
      expect(page.text).toContain('<html lang="fr">');
      expect(page.text).toContain('Veuillez corriger les champs signalés ci-dessous.');
      expect(page.text).toContain(`<p id="cf-firstName-error" class="field-error">Le champ «${NBSP}Prénom${NBSP}» est obligatoire.</p>`);
      expect(page.text).toContain('<p id="cf-email-error" class="field-error">Saisissez une adresse e-mail valide, par exemple nom@example.com.</p>');
      expect(page.text).not.toMatch(/is required|Enter an e-mail|Please correct/);
      expect(page.headers['cache-control']).toBe('no-store');

      const sent = await browserPost('/api/contact-form?lang=fr', contactForm({ email: 'fr-browser@example.com' })).expect(303);
      expect(sent.headers['location']).toBe('/contact?form=contact&outcome=sent&lang=fr#contact-form');
      const thanks = await http().get('/contact?form=contact&outcome=sent&lang=fr').expect(200);
      expect(thanks.text).toContain('Merci pour votre message. Nous vous répondrons très prochainement.');
    });

    it('the opted-out outcome in German; the problem details of the API stay as they are', async () => {
      fakes.hubspot.optOutOfAllEmail('weg@example.com');
      const res = await browserPost('/api/newsletter-signup?lang=de', { email: 'weg@example.com' }).expect(303);
      expect(res.headers['location']).toBe('/contact?form=newsletter&outcome=opted-out&lang=de#newsletter');
      const page = await http().get('/contact?form=newsletter&outcome=opted-out&lang=de').expect(200);
      expect(page.text).toContain('Für diese Adresse wurde früher gewünscht, keine E-Mails mehr von uns zu erhalten');
      const json = await http()
        .post('/api/newsletter-signup?lang=de')
        .set('Accept', 'application/json')
        .type('form')
        .send({ email: 'weg@example.com' })
        .expect(409);
      expect(json.body.code).toBe('NEWSLETTER_OPTED_OUT');
      const invalid = await http().post('/api/contact-form?lang=fr').set('Accept-Language', 'fr').type('form').send({ email: 'x' }).expect(400);
      expect(invalid.body.code).toBe('VALIDATION_FAILED');
      expect(invalid.body.errors.find((e: { field: string }) => e.field === 'email')).toMatchObject({
        rule: 'isEmail',
        message: expect.stringMatching(/^[A-Za-z]/),
      });
    });

    it('the newsletter snippet: one representation per language, each with its own ETag, Vary: Accept-Language also on the 304', async () => {
      const fr = await http().get('/newsletter').set('Accept-Language', 'fr').expect(200);
      expect(fr.text).toContain('<section id="newsletter" class="newsletter" lang="fr"');
      expect(fr.text).toContain('action="/api/newsletter-signup?lang=fr"');
      expect(fr.text).toContain('<button type="submit">S’abonner</button>');
      expect(fr.headers['cache-control']).toBe('public, max-age=300');
      expect(varyOf(fr)).toContain('accept-language');
      const de = await http().get('/newsletter').set('Accept-Language', 'de').expect(200);
      expect(de.text).toContain('<button type="submit">Abonnieren</button>');
      expect(de.headers['etag']).toBeDefined();
      expect(de.headers['etag']).not.toBe(fr.headers['etag']);
      const notModified = await http().get('/newsletter').set('Accept-Language', 'fr').set('If-None-Match', fr.headers['etag']).expect(304);
      expect(varyOf(notModified)).toContain('accept-language');
      const other = await http().get('/newsletter').set('Accept-Language', 'de').set('If-None-Match', fr.headers['etag']).expect(200);
      expect(other.text).toContain('Abonnieren');
      const explicit = await http().get('/newsletter?lang=de').set('Accept-Language', 'fr').expect(200);
      expect(explicit.text).toContain('Abonnieren');
      expect(varyOf(explicit)).not.toContain('accept-language');
    });
  });

  it('documents the 303 on the unversioned operations only', async () => {
    const doc = (await http().get('/api/v1/openapi.json').expect(200)).body;
    expect(doc.paths['/api/contact-form'].post.responses['303'].description).toMatch(/See Other/);
    expect(doc.paths['/api/newsletter-signup'].post.responses['303']).toBeDefined();
    expect(doc.paths['/api/v1/contact-form'].post.responses['303']).toBeUndefined();
    expect(doc.paths['/contact']).toBeUndefined();
  });
});
