import type { INestApplication } from '@nestjs/common';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import request from 'supertest';
import { describeInBrowser, expectNoAxeViolations, launchChromium } from '@fulfil/browser-testing';
import { createTestDatabase, TestDatabase } from '@fulfil/database/testing';
import { listeningUrl } from '@fulfil/platform/testing';
import { FORMS_TABLE_SET } from '@fulfil/website-forms';
import { EnquiryRetryWorker } from '../src/enquiries/enquiry-retry.worker';
import { contactForm, createWebsiteApp, Fakes, startFakes, stopFakes, testConfig } from './support';

/*
 * The contact page in Debian's Chromium against the live app (real sockets), with the fake
 * HubSpot and siteverify servers. Google's reCAPTCHA script is the one outside call a
 * browser would make: each context answers it with a stand-in whose `grecaptcha.execute`
 * records the site key and action and returns the token the test chose, which the fake
 * siteverify then judges (`valid`, `low-score`). The page's behaviour does not depend on
 * the database engine, so this suite runs on SQLite only (the API's own suites cover MariaDB).
 * `UPDATE_SCREENSHOTS=1` rewrites the README's screenshots (apps/website-api/screenshots).
 */

const SCREENSHOTS = join(__dirname, '..', 'screenshots');

jest.setTimeout(30_000);

/** A stand-in for https://www.google.com/recaptcha/api.js (served by Playwright's router). */
function fakeRecaptchaScript(token: string): string {
  return `window.recaptchaCalls = [];
window.grecaptcha = {
  ready: function (cb) { setTimeout(cb, 0); },
  execute: function (siteKey, options) { window.recaptchaCalls.push({ siteKey: siteKey, action: options.action }); return Promise.resolve(${JSON.stringify(token)}); }
};`;
}

/** The id of the element that has the focus (the test's tsconfig has no DOM types, hence the cast). */
function focusedId(p: Page): Promise<string | undefined> {
  return p.evaluate(() => (globalThis as unknown as { document: { activeElement: { id: string } | null } }).document.activeElement?.id);
}

/** The token choice that makes Google's script fail to load (blocked, offline). */
const BLOCKED = '(blocked)';

interface LiveApp {
  app: INestApplication;
  url: string;
}

describeInBrowser('website contact page')('the contact page in Chromium', () => {
  let browser: Browser;
  let fakes: Fakes;
  const dbs: TestDatabase[] = [];
  const apps: LiveApp[] = [];
  /** reCAPTCHA checked by the fake siteverify (the production set-up). */
  let live: LiveApp;
  /** The documented test mode: no reCAPTCHA configured, the page sends `test-pass`. */
  let testMode: LiveApp;
  let recaptchaToken = 'valid';
  let context: BrowserContext;
  let page: Page;

  async function start(env: Record<string, string | undefined>): Promise<LiveApp> {
    const db = await createTestDatabase('sqlite', FORMS_TABLE_SET, { migrate: false });
    dbs.push(db);
    const app = await createWebsiteApp(testConfig(db.url, fakes, { ENQUIRY_RETRY_BASE_DELAY_MS: '0', ...env }));
    const started = { app, url: await listeningUrl(app) };
    apps.push(started);
    return started;
  }

  async function newPage(options: { javaScriptEnabled?: boolean; locale?: string; viewport?: { width: number; height: number } } = {}): Promise<Page> {
    context = await browser.newContext({ viewport: { width: 1024, height: 900 }, ...options });
    await context.route('https://www.google.com/recaptcha/**', (route) =>
      recaptchaToken === BLOCKED ? route.abort() : route.fulfill({ status: 200, contentType: 'text/javascript', body: fakeRecaptchaScript(recaptchaToken) }),
    );
    page = await context.newPage();
    return page;
  }

  async function fillContactForm(p: Page, values: Partial<Record<string, string>>): Promise<void> {
    for (const [name, value] of Object.entries(values)) {
      if (value === undefined) continue;
      if (name === 'helpWith') await p.selectOption('#cf-helpWith', value);
      else await p.fill(`#cf-${name}`, value);
    }
  }

  const complete = (email: string) => ({
    firstName: 'Jane',
    lastName: 'Doe',
    email,
    telephone: '+44 20 7946 0000',
    company: 'Acme',
    helpWith: 'Delivery',
    message: `Where is my order? (${email})`,
  });

  /**
   * axe-core on what the server rendered for `url`, in a page with JavaScript on (axe is a
   * script: a page with JavaScript disabled cannot run it). Before a submission the forms'
   * script changes nothing, so the document checked is the one a visitor without
   * JavaScript gets.
   */
  async function expectNoAxeViolationsAt(url: string): Promise<void> {
    const checker = await browser.newPage();
    try {
      await checker.goto(url);
      await expectNoAxeViolations(checker);
    } finally {
      await checker.close();
    }
  }

  async function screenshot(name: string): Promise<void> {
    if (process.env['UPDATE_SCREENSHOTS'] !== '1') return;
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
  }

  beforeAll(async () => {
    browser = await launchChromium();
    fakes = await startFakes();
    live = await start({});
    testMode = await start({ RECAPTCHA_SECRET: undefined, RECAPTCHA_SITE_KEY: undefined });
  }, 60_000);
  afterEach(async () => {
    recaptchaToken = 'valid';
    await context?.close();
    await Promise.all([fakes.hubspot.restore(), fakes.siteverify.restore()]);
  });
  afterAll(async () => {
    await browser?.close();
    for (const { app } of apps) await app.close();
    for (const db of dbs) await db.drop();
    await stopFakes(fakes);
  });

  describe('with JavaScript', () => {
    it('sends a complete enquiry: a reCAPTCHA token for contact_form_submit, the contact and the ticket titled from the topic, success in place', async () => {
      const p = await newPage();
      await p.goto(`${live.url}/contact`);
      await expectNoAxeViolations(p);
      await fillContactForm(p, complete('js@example.com'));
      await screenshot('contact-page');
      const answer = p.waitForResponse((r) => r.url().endsWith('/api/contact-form'));
      await p.click('#contact-form button[type="submit"]');
      expect((await answer).status()).toBe(200);
      await expect(p.locator('#cf-status').textContent()).resolves.toBe('Thank you for your message. We will get back to you soon.');
      expect(await focusedId(p)).toBe('cf-status');
      expect(await p.isVisible('#cf-message')).toBe(false);
      await screenshot('contact-page-sent');

      expect(await p.evaluate(() => (globalThis as unknown as { recaptchaCalls: unknown[] }).recaptchaCalls)).toEqual([
        { siteKey: 'test-site-key', action: 'contact_form_submit' },
      ]);
      expect(fakes.siteverify.forms.at(-1)?.response).toBe('valid');
      expect(fakes.hubspot.contacts.get('js@example.com')?.properties).toMatchObject({ firstname: 'Jane', lastname: 'Doe', company: 'Acme' });
      const ticket = fakes.hubspot.tickets.at(-1);
      expect(ticket).toMatchObject({ subject: 'Delivery', content: 'Where is my order? (js@example.com)' });
      expect(ticket?.contactIds).toEqual([fakes.hubspot.contacts.get('js@example.com')?.id]);
    });

    it('marks the wrong fields: aria-invalid, a message linked by aria-describedby, focus on the first; nothing is sent', async () => {
      const p = await newPage();
      await p.goto(`${live.url}/contact`);
      const tickets = fakes.hubspot.tickets.length;
      await fillContactForm(p, { ...complete('not-an-email'), firstName: '', message: '' });
      await p.click('#contact-form button[type="submit"]');
      await p.waitForSelector('#cf-email[aria-invalid="true"]');
      for (const [field, text] of [
        ['email', 'Enter an e-mail address such as name@example.com.'],
        ['firstName', 'First name is required.'],
        ['message', 'Message is required.'],
      ]) {
        expect(await p.getAttribute(`#cf-${field}`, 'aria-describedby')).toBe(`cf-${field}-error`);
        expect(await p.textContent(`#cf-${field}-error`)).toBe(text);
        expect(await p.isVisible(`#cf-${field}-error`)).toBe(true);
      }
      expect(await p.getAttribute('#cf-lastName', 'aria-invalid')).toBeNull();
      expect(await focusedId(p)).toBe('cf-firstName');
      expect(await p.textContent('#cf-status')).toBe('Please correct the fields marked below.');
      await expectNoAxeViolations(p);
      await screenshot('contact-page-errors');
      expect(fakes.hubspot.tickets.length).toBe(tickets);

      // Corrected, the same page sends it and the marks go.
      await fillContactForm(p, { email: 'fixed@example.com', firstName: 'Jane', message: 'Now complete.' });
      await p.click('#contact-form button[type="submit"]');
      await p.waitForSelector('#cf-status.status--ok');
      expect(await p.locator('[aria-invalid]').count()).toBe(0);
      expect(fakes.hubspot.tickets.at(-1)?.content).toBe('Now complete.');
    });

    it('a low bot score asks to try again', async () => {
      recaptchaToken = 'low-score';
      const p = await newPage();
      await p.goto(`${live.url}/contact`);
      await fillContactForm(p, complete('bot@example.com'));
      await p.click('#contact-form button[type="submit"]');
      await p.waitForSelector('#cf-status.status--error');
      expect(await p.textContent('#cf-status')).toBe('We could not confirm that this message was sent by a person. Please try again.');
      expect(fakes.hubspot.contacts.has('bot@example.com')).toBe(false);
      expect(await p.isVisible('#cf-message')).toBe(true);
    });

    it('reCAPTCHA that cannot load: the page says the form cannot be sent right now, and sends nothing', async () => {
      recaptchaToken = BLOCKED;
      const p = await newPage();
      await p.goto(`${live.url}/contact`);
      await fillContactForm(p, complete('blocked@example.com'));
      const verifications = fakes.siteverify.requests.length;
      await p.click('#contact-form button[type="submit"]');
      await p.waitForSelector('#cf-status.status--error');
      expect(await p.textContent('#cf-status')).toBe('The form could not be sent right now. Please try again in a few minutes.');
      expect(fakes.siteverify.requests.length).toBe(verifications);
      expect(await p.isEnabled('#contact-form button[type="submit"]')).toBe(true);
    });

    it('a helpdesk outage says the message is stored and will be delivered; later exactly one ticket', async () => {
      const p = await newPage();
      await p.goto(`${live.url}/contact`);
      await fillContactForm(p, complete('outage@example.com'));
      await fakes.hubspot.goDown('503');
      await p.click('#contact-form button[type="submit"]');
      await p.waitForSelector('#cf-status:not([hidden])');
      expect(await p.textContent('#cf-status')).toBe(
        'Our helpdesk is unavailable right now, but your message has been stored and will be delivered automatically. There is no need to send it again.',
      );
      expect(fakes.hubspot.tickets.filter((t) => t.content.includes('outage@example.com'))).toHaveLength(0);
      await fakes.hubspot.comeBack();
      await live.app.get(EnquiryRetryWorker).runOnce(new Date(Date.now() + 60_000));
      await live.app.get(EnquiryRetryWorker).runOnce(new Date(Date.now() + 3_600_000));
      const tickets = fakes.hubspot.tickets.filter((t) => t.content === 'Where is my order? (outage@example.com)');
      expect(tickets).toHaveLength(1);
      expect(tickets[0].subject).toBe('Delivery');
    });

    it('the 31st submission in a minute shows the wait from Retry-After', async () => {
      const limited = await start({ RATE_LIMIT: '30' });
      for (let i = 0; i < 30; i++)
        await request(limited.app.getHttpServer())
          .post('/api/contact-form')
          .type('form')
          .send(contactForm({ email: `r${i}@example.com` }));
      const p = await newPage();
      await p.goto(`${limited.url}/contact`);
      await fillContactForm(p, complete('limited@example.com'));
      const answer = p.waitForResponse((r) => r.url().endsWith('/api/contact-form'));
      await p.click('#contact-form button[type="submit"]');
      const response = await answer;
      expect(response.status()).toBe(429);
      const retryAfter = Number(await response.headerValue('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      await p.waitForSelector('#cf-status.status--error');
      expect(await p.textContent('#cf-status')).toBe(`Too many attempts from your network. Please try again in ${retryAfter} seconds.`);
    });

    it('newsletter twice with the same address: success both times, one subscription', async () => {
      const subscribes = () => fakes.hubspot.requestsTo('/communication-preferences/2026-09/statuses/twice%40example.com').length;
      const before = subscribes();
      for (let i = 0; i < 2; i++) {
        const p = await newPage();
        await p.goto(`${testMode.url}/contact`);
        await p.fill('#nl-email', 'Twice@Example.com');
        await p.click('#newsletter-form button[type="submit"]');
        await p.waitForSelector('#nl-status.status--ok');
        expect(await p.textContent('#nl-status')).toBe('Thank you for subscribing to our newsletter.');
        await context.close();
      }
      expect([...fakes.hubspot.subscribers].filter((e) => e === 'twice@example.com')).toHaveLength(1);
      expect([...fakes.hubspot.contacts.keys()].filter((e) => e === 'twice@example.com')).toHaveLength(1);
      expect(subscribes() - before).toBeGreaterThanOrEqual(1); // the second is HubSpot's NO_STATUS_CHANGE ("already subscribed"), taken as success
    });

    it('in test mode sends the test token and says so on the page; no Google script is loaded', async () => {
      const p = await newPage();
      const google: string[] = [];
      p.on('request', (r) => {
        if (r.url().includes('google.com')) google.push(r.url());
      });
      await p.goto(`${testMode.url}/contact`);
      expect(await p.isVisible('#test-mode-notice')).toBe(true);
      expect(await p.textContent('#test-mode-notice')).toContain('TEST MODE');
      await expectNoAxeViolations(p);
      // Narrow screens: one column, nothing wider than the screen.
      await p.setViewportSize({ width: 390, height: 844 });
      expect(
        await p.evaluate(() => (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement.scrollWidth),
      ).toBe(390);
      const [first, last] = await Promise.all([p.locator('#cf-firstName').boundingBox(), p.locator('#cf-lastName').boundingBox()]);
      expect(last?.y).toBeGreaterThan((first?.y ?? 0) + (first?.height ?? 0));
      await screenshot('contact-page-mobile');
      await fillContactForm(p, complete('testmode@example.com'));
      await p.click('#contact-form button[type="submit"]');
      await p.waitForSelector('#cf-status.status--ok');
      expect(google).toEqual([]);
      expect(fakes.hubspot.tickets.at(-1)?.content).toBe('Where is my order? (testmode@example.com)');
    });
  });

  describe('without JavaScript', () => {
    it('a complete enquiry: 303 back to the page with the success message', async () => {
      const p = await newPage({ javaScriptEnabled: false });
      await p.goto(`${testMode.url}/contact`);
      await fillContactForm(p, complete('nojs@example.com'));
      const redirect = p.waitForResponse((r) => r.url().endsWith('/api/contact-form'));
      await p.click('#contact-form button[type="submit"]');
      expect((await redirect).status()).toBe(303);
      await p.waitForURL(/\/contact\?form=contact&outcome=sent#contact-form$/);
      expect(await p.textContent('#cf-status')).toBe('Thank you for your message. We will get back to you soon.');
      expect(p.url()).not.toContain('nojs');
      expect(fakes.hubspot.tickets.at(-1)).toMatchObject({ subject: 'Delivery', content: 'Where is my order? (nojs@example.com)' });
      await expectNoAxeViolationsAt(p.url());
    });

    it('missing fields: the errors render next to the fields, the entered values are kept, the first wrong field has the focus', async () => {
      const p = await newPage({ javaScriptEnabled: false });
      await p.goto(`${testMode.url}/contact`);
      await fillContactForm(p, { firstName: 'Jane', email: 'nojs-missing@example.com', message: 'Kept across the redirect.' });
      await p.click('#contact-form button[type="submit"]');
      await p.waitForURL(/outcome=invalid/);
      expect(p.url()).not.toContain('nojs-missing');
      expect(p.url()).not.toContain('Kept');
      expect(await p.getAttribute('#cf-lastName', 'aria-invalid')).toBe('true');
      expect(await p.getAttribute('#cf-lastName', 'aria-describedby')).toBe('cf-lastName-error');
      expect(await p.textContent('#cf-lastName-error')).toBe('Last name is required.');
      expect(await p.textContent('#cf-helpWith-error')).toBe('Topic is required.');
      expect(await p.getAttribute('#cf-email', 'aria-invalid')).toBeNull();
      expect(await p.inputValue('#cf-email')).toBe('nojs-missing@example.com');
      expect(await p.inputValue('#cf-message')).toBe('Kept across the redirect.');
      expect(await focusedId(p)).toBe('cf-lastName');
      await expectNoAxeViolationsAt(p.url());

      // Read once: a reload shows the outcome but no longer the values.
      await p.reload();
      expect(await p.inputValue('#cf-email')).toBe('');
    });
  });

  describe('in French (the browser asks for French: Accept-Language)', () => {
    const NBSP = '\u00a0';

    // A phone (360 x 740) and a desktop (1280 x 900).
    it.each([
      [360, 740],
      [1280, 900],
    ])('with JavaScript at %i px: French page and field errors, axe at 0 violations, then sent', async (width, height) => {
      const p = await newPage({ locale: 'fr-FR', viewport: { width, height } });
      await p.goto(`${testMode.url}/contact`);
      expect(await p.getAttribute('html', 'lang')).toBe('fr');
      expect(await p.textContent('h1')).toBe('Nous contacter');
      expect(await p.textContent('#test-mode-notice')).toContain('MODE TEST');
      await expectNoAxeViolations(p);
      await fillContactForm(p, { ...complete('pas-une-adresse'), firstName: '' });
      await p.click('#contact-form button[type="submit"]');
      await p.waitForSelector('#cf-email[aria-invalid="true"]');
      expect(await p.textContent('#cf-firstName-error')).toBe(`Le champ «${NBSP}Prénom${NBSP}» est obligatoire.`);
      expect(await p.textContent('#cf-email-error')).toBe('Saisissez une adresse e-mail valide, par exemple nom@example.com.');
      expect(await p.textContent('#cf-status')).toBe('Veuillez corriger les champs signalés ci-dessous.');
      await expectNoAxeViolations(p);
      await fillContactForm(p, { firstName: 'Jeanne', email: `fr-js-${width}@example.com` });
      await p.click('#contact-form button[type="submit"]');
      await p.waitForSelector('#cf-status.status--ok');
      expect(await p.textContent('#cf-status')).toBe('Merci pour votre message. Nous vous répondrons très prochainement.');
      expect(fakes.hubspot.tickets.at(-1)).toMatchObject({ subject: 'Delivery', content: 'Where is my order? (pas-une-adresse)' }); // the topic stays the configured one
    });

    it('without JavaScript at 360 px: the outcome page after the 303 is French too, axe at 0 violations', async () => {
      const p = await newPage({ javaScriptEnabled: false, locale: 'fr-FR', viewport: { width: 360, height: 740 } });
      await p.goto(`${testMode.url}/contact`);
      await fillContactForm(p, { firstName: 'Jeanne', email: 'fr-nojs@example.com', message: 'Gardé après la redirection.' });
      await p.click('#contact-form button[type="submit"]');
      await p.waitForURL(/outcome=invalid.*&lang=fr$/);
      expect(await p.getAttribute('html', 'lang')).toBe('fr');
      expect(await p.textContent('#cf-lastName-error')).toBe(`Le champ «${NBSP}Nom${NBSP}» est obligatoire.`);
      expect(await p.inputValue('#cf-message')).toBe('Gardé après la redirection.');
      await fillContactForm(p, complete('fr-nojs@example.com'));
      await p.click('#contact-form button[type="submit"]');
      await p.waitForURL(/outcome=sent&lang=fr#contact-form$/);
      expect(await p.textContent('#cf-status')).toBe('Merci pour votre message. Nous vous répondrons très prochainement.');
      const checker = await browser.newContext({ locale: 'en-US' });
      try {
        const check = await checker.newPage();
        await check.goto(p.url()); // lang=fr wins over the English browser
        expect(await check.getAttribute('html', 'lang')).toBe('fr');
        await expectNoAxeViolations(check);
      } finally {
        await checker.close();
      }
    });
  });
});
