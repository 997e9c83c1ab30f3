import { renderContactForm, renderNewsletterSection, FormsMarkupModel } from './forms-markup';
import { attrs, esc } from './html';

/** URLs of the static files a page loads (versioned: `?v=<hash>`). */
export interface PageAssetUrls {
  script: string;
  style: string;
}

/** Everything the contact page is rendered from. */
export interface ContactPageModel extends FormsMarkupModel {
  /** This response's CSP nonce, carried by each `<script>` tag. */
  nonce: string;
  assets: PageAssetUrls;
}

/** reCAPTCHA v3's script for a site key (its `render` parameter makes `grecaptcha.execute` available). */
export function recaptchaScriptUrl(siteKey: string): string {
  return `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
}

function botNotice(model: ContactPageModel): string {
  const s = model.strings;
  if (model.bot.mode === 'test') return `<p class="notice notice--test" id="test-mode-notice">${esc(s.testMode)}</p>`;
  const link = (href: string, text: string) => `<a${attrs({ href })}>${esc(text)}</a>`;
  const notice = esc(s.recaptchaNotice.text)
    .replace('{privacy}', link('https://policies.google.com/privacy', s.recaptchaNotice.privacy))
    .replace('{terms}', link('https://policies.google.com/terms', s.recaptchaNotice.terms));
  return `<p class="small">${notice}</p>\n<noscript><p class="notice">${esc(s.noScriptRecaptcha)}</p></noscript>`;
}

/**
 * The contact page (`GET /contact`): the contact form, the bot check's notice, and the
 * newsletter section; server-rendered, working without JavaScript, enhanced by the forms'
 * script (loaded with this response's nonce; no inline script or handler). With an
 * outcome it shows the result next to the form it concerns, field errors next to their
 * fields (`aria-invalid`, `aria-describedby`, `autofocus` on the first).
 * docs/api-decisions.md, "Contact page".
 * @returns a complete HTML document (UTF-8)
 */
export function renderContactPage(model: ContactPageModel): string {
  const s = model.strings;
  const scripts = [`<script${attrs({ src: model.assets.script, nonce: model.nonce, defer: true })}></script>`];
  if (model.bot.mode === 'recaptcha')
    scripts.push(`<script${attrs({ src: recaptchaScriptUrl(model.bot.siteKey), nonce: model.nonce, async: true, defer: true })}></script>`);
  return `<!doctype html>
<html lang="${esc(s.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(s.contact.title)}</title>
<link rel="stylesheet" href="${esc(model.assets.style)}">
${scripts.join('\n')}
</head>
<body>
<main class="page">
<h1>${esc(s.contact.title)}</h1>
<p>${esc(s.contact.intro)}</p>
${botNotice(model)}
${renderContactForm(model)}
${renderNewsletterSection(model)}
</main>
</body>
</html>
`;
}

/**
 * The embeddable newsletter signup (`GET /newsletter`): an HTML fragment for other pages
 * of the site, the section with its form plus the style sheet and script tags, with
 * absolute URLs when the model's are. The embedding page's CSP must allow the script's
 * and style sheet's origin, `connect-src` and `form-action` to the API (README).
 */
export function renderNewsletterSnippet(model: FormsMarkupModel & { assets: PageAssetUrls }): string {
  return [
    `<link rel="stylesheet" href="${esc(model.assets.style)}">`,
    `<script${attrs({ src: model.assets.script, defer: true })}></script>`,
    renderNewsletterSection(model),
    '',
  ].join('\n');
}
