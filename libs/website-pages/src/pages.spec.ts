import { newNonce, pageContentSecurityPolicy, PageBotCheck } from './page-policy';
import { ContactPageModel, renderContactPage, renderNewsletterSnippet } from './pages';
import { pageStrings, formatString } from './strings';

describe('the contact page', () => {
  const test: PageBotCheck = { mode: 'test', token: 'test-pass' };
  const recaptcha: PageBotCheck = { mode: 'recaptcha', siteKey: 'site-key_1' };
  const model = (overrides: Partial<ContactPageModel> = {}): ContactPageModel => ({
    strings: pageStrings('en'),
    bot: test,
    topics: ['Order', 'Delivery'],
    actions: { contact: '/api/contact-form', newsletter: '/api/newsletter-signup' },
    nonce: 'bm9uY2U=',
    assets: { script: '/assets/forms.js?v=1', style: '/assets/pages.css?v=2' },
    ...overrides,
  });

  it('is a complete document posting both forms without JavaScript, its script carrying the nonce', () => {
    const html = renderContactPage(model());
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('<script src="/assets/forms.js?v=1" nonce="bm9uY2U=" defer></script>');
    expect(html).toContain('<form id="contact-form" class="form" action="/api/contact-form" method="post" novalidate');
    expect(html).toContain('<form id="newsletter-form" class="form form--inline" action="/api/newsletter-signup" method="post" novalidate');
    expect(html).not.toMatch(/\son[a-z]+=/i); // no inline handlers
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)/); // no inline script
    expect(html).not.toMatch(/\sstyle=/);
    for (const name of ['firstName', 'lastName', 'email', 'telephone', 'company', 'helpWith', 'message']) expect(html).toContain(`name="${name}"`);
    expect(html).toContain('<option value="Delivery">Delivery</option>');
  });

  it('in test mode sends the test token and says so; with reCAPTCHA loads it with the site key and shows its notice', () => {
    const testPage = renderContactPage(model());
    expect(testPage).toContain('<input type="hidden" name="captchaToken" value="test-pass">');
    expect(testPage).toContain('TEST MODE');
    expect(testPage).not.toContain('google.com');
    const live = renderContactPage(model({ bot: recaptcha }));
    expect(live).toContain('<script src="https://www.google.com/recaptcha/api.js?render=site-key_1" nonce="bm9uY2U=" async defer></script>');
    expect(live).toContain('<input type="hidden" name="captchaToken" value="">');
    expect(live).toContain('protected by reCAPTCHA');
    expect(live).toContain('<noscript>');
    expect(live).not.toContain('TEST MODE');
    expect(live).toContain('&quot;siteKey&quot;:&quot;site-key_1&quot;');
  });

  it('shows field errors next to their fields, linked and focused, and the values entered, escaped', () => {
    const html = renderContactPage(
      model({
        topics: ['Order', '<b>Returns</b>'],
        outcome: {
          form: 'contact',
          kind: 'invalid',
          errors: [
            { field: 'email', rule: 'isEmail' },
            { field: 'message', rule: 'required' },
          ],
        },
        values: { form: 'contact', values: { email: 'x"><script>alert(1)</script>', firstName: 'Jane & co', helpWith: '<b>Returns</b>' } },
      }),
    );
    expect(html).toContain('aria-invalid="true" aria-describedby="cf-email-error" autofocus');
    expect(html).toContain('<p id="cf-email-error" class="field-error">Enter an e-mail address such as name@example.com.</p>');
    expect(html).toContain('<textarea id="cf-message" name="message" required aria-invalid="true" aria-describedby="cf-message-error" rows="8"');
    expect(html.match(/autofocus/g)).toHaveLength(1);
    expect(html).toContain('value="x&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('value="Jane &amp; co"');
    expect(html).toContain('<option value="&lt;b&gt;Returns&lt;/b&gt;" selected>&lt;b&gt;Returns&lt;/b&gt;</option>');
    expect(html).toContain('<p id="cf-firstName-error" class="field-error" hidden></p>');
    expect(html).toContain('Please correct the fields marked below.');
  });

  it("shows an outcome next to the form it concerns only, and another form's values nowhere", () => {
    const html = renderContactPage(
      model({
        outcome: { form: 'newsletter', kind: 'rate-limited', retryAfterSeconds: 42 },
        values: { form: 'newsletter', values: { email: 'n@example.com' } },
      }),
    );
    expect(html).toContain(
      '<div id="nl-status" class="status status--error" role="status" tabindex="-1">Too many attempts from your network. Please try again in 42 seconds.</div>',
    );
    expect(html).toContain('<div id="cf-status" class="status" role="status" tabindex="-1" hidden></div>');
    expect(html).toContain('id="nl-email" name="email" required type="email" autocomplete="email" maxlength="254" value="n@example.com"');
    expect(html).toContain('id="cf-email" name="email" required type="email" autocomplete="email" maxlength="254">');
    const stored = renderContactPage(model({ outcome: { form: 'contact', kind: 'stored' } }));
    expect(stored).toContain('status status--ok');
    expect(stored).toContain('has been stored and will be delivered automatically');
  });

  it('says when the message could not be kept', () => {
    const html = renderContactPage(model({ outcome: { form: 'contact', kind: 'bot-check' }, values: { form: 'contact', values: {}, messageDropped: true } }));
    expect(html).toContain(pageStrings('en').messageNotKept);
  });

  it('renders the embeddable newsletter snippet with its own assets and no contact form', () => {
    const html = renderNewsletterSnippet({
      ...model(),
      actions: { contact: 'https://forms.example.com/api/contact-form', newsletter: 'https://forms.example.com/api/newsletter-signup' },
    });
    expect(html).toContain('action="https://forms.example.com/api/newsletter-signup"');
    expect(html).toContain('<script src="/assets/forms.js?v=1" defer></script>');
    expect(html).not.toContain('contact-form');
  });
  it('in French and German: <html lang>, every text, the default topics translated (their value stays the configured one), the snippet marked with its language', () => {
    const fr = renderContactPage(model({ strings: pageStrings('fr'), topics: ['Delivery', 'Returns'] }));
    expect(fr).toMatch(/^<!doctype html>\n<html lang="fr">/);
    expect(fr).toContain('<title>Nous contacter</title>');
    expect(fr).toContain('<option value="Delivery">Livraison</option><option value="Returns">Returns</option>');
    expect(fr).toContain('<button type="submit">Envoyer le message</button>');
    expect(fr).toContain('<section id="newsletter" class="newsletter" lang="fr"');
    expect(fr).not.toMatch(/Send message|Subscribe|Contact us/);
    const de = renderNewsletterSnippet({ ...model({ strings: pageStrings('de') }) });
    expect(de).toContain('<section id="newsletter" class="newsletter" lang="de"');
    expect(de).toContain('<button type="submit">Abonnieren</button>');
  });
});

describe('page policy', () => {
  it('allows the nonce, and the reCAPTCHA hosts only with reCAPTCHA', () => {
    const test = pageContentSecurityPolicy('abc', { mode: 'test', token: 'test-pass' });
    expect(test).toBe(
      "default-src 'none'; script-src 'nonce-abc'; style-src 'self'; img-src 'self'; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    );
    const live = pageContentSecurityPolicy('abc', { mode: 'recaptcha', siteKey: 'k' });
    expect(live).toContain("script-src 'nonce-abc' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/;");
    expect(live).toContain('frame-src https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/;');
    expect(live).not.toContain("'unsafe-inline'");
  });

  it('makes a fresh nonce each time', () => {
    const nonces = new Set(Array.from({ length: 50 }, () => newNonce()));
    expect(nonces.size).toBe(50);
    expect([...nonces][0]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });

  it('formats placeholders', () => {
    expect(formatString('{field} is required, {field}; {other}', { field: 'E-mail' })).toBe('E-mail is required, E-mail; {other}');
  });
});
