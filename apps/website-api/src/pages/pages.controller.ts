import { Controller, Get, Inject, Param, Req, Res } from '@nestjs/common';
import { CaptchaVerifier, TEST_PASS_TOKEN } from '@fulfil/helpdesk';
import { Clock, linkBase } from '@fulfil/platform';
import { ProblemError } from '@fulfil/problem-details';
import {
  ASSET_CACHE_CONTROL,
  FORM_VALUES_COOKIE,
  formLanguage,
  FormsMarkupModel,
  FormValuesSealer,
  loadPageAssets,
  negotiatePageLanguage,
  newNonce,
  PAGE_ASSET_NAMES,
  PAGE_CACHE_CONTROL,
  PageAsset,
  PageAssetName,
  PageAssetUrls,
  pageContentSecurityPolicy,
  PageBotCheck,
  pageStrings,
  parseOutcome,
  readCookie,
  renderContactPage,
  renderNewsletterSnippet,
  RESULT_CACHE_CONTROL,
  withPageLanguage,
} from '@fulfil/website-pages';
import type { Request, Response } from 'express';
import { contactTopics, WebsiteConfig } from '../config';
import { CAPTCHA_VERIFIER } from '../integrations/integrations';

/** Where the static files are served. */
const ASSETS_PATH = '/assets';

/**
 * The website's pages (docs/api-decisions.md, "Contact page"), rendered by
 * `@fulfil/website-pages`: `GET /contact` (contact form and newsletter, with this
 * response's CSP nonce), `GET /newsletter` (the embeddable newsletter snippet) and the
 * static script and style sheet under `/assets`. Not API operations: no OpenAPI entry, no
 * rate limit (reading a page costs no outside call). The pages speak English, French or
 * German: `?lang=` first, then `Accept-Language`, then `SITE_LANGUAGE`
 * (`negotiatePageLanguage`, libs/website-pages/src/language.ts).
 */
@Controller()
export class PagesController {
  private readonly assets: Record<PageAssetName, PageAsset> = loadPageAssets();
  private readonly bot: PageBotCheck;
  private readonly base: string;

  constructor(
    private readonly config: WebsiteConfig,
    private readonly sealer: FormValuesSealer,
    private readonly clock: Clock,
    @Inject(CAPTCHA_VERIFIER) verifier: CaptchaVerifier,
  ) {
    // The page follows the API's bot check: in test mode it sends the token the test
    // verifier accepts (and says so), whatever site key is configured.
    this.bot = verifier.mode === 'test' ? { mode: 'test', token: TEST_PASS_TOKEN } : { mode: 'recaptcha', siteKey: config.RECAPTCHA_SITE_KEY?.trim() ?? '' };
    this.base = linkBase(config.PUBLIC_BASE_URL);
  }

  /**
   * The contact page, with the outcome of a form post from the query and, once, the values
   * entered before it from the sealed cookie (then cleared). `no-store` when it shows either.
   */
  @Get('contact')
  contact(@Req() req: Request, @Res() res: Response): void {
    const outcome = parseOutcome(req.query as Record<string, unknown>);
    const sealed = readCookie(req.headers.cookie, FORM_VALUES_COOKIE);
    const values = this.sealer.open(sealed, this.clock.now());
    const nonce = newNonce();
    const html = renderContactPage({ ...this.model(req, res, ''), nonce, outcome, values: outcome ? values : undefined });
    if (sealed) res.clearCookie(FORM_VALUES_COOKIE, { path: '/contact', httpOnly: true, sameSite: 'strict', secure: req.secure });
    res.setHeader('Content-Security-Policy', pageContentSecurityPolicy(nonce, this.bot));
    res.setHeader('Cache-Control', outcome || sealed ? RESULT_CACHE_CONTROL : PAGE_CACHE_CONTROL);
    res.status(200).type('html').send(html);
  }

  /**
   * The embeddable newsletter fragment (absolute URLs when PUBLIC_BASE_URL is set). Shared
   * caches may keep it: one copy per language, by `Vary: Accept-Language` (or the URL's
   * `lang`); its strong ETag is a hash of the bytes, so each language has its own.
   */
  @Get('newsletter')
  newsletter(@Req() req: Request, @Res() res: Response): void {
    res.setHeader('Cache-Control', PAGE_CACHE_CONTROL.replace('private', 'public'));
    const html = renderNewsletterSnippet(this.model(req, res, this.base));
    res.status(200).type('html').send(html);
  }

  /** A page asset, with its ETag; 304 on a matching If-None-Match; 404 for any other name. */
  @Get('assets/:name')
  asset(@Param('name') name: string, @Req() req: Request, @Res() res: Response): void {
    if (!(PAGE_ASSET_NAMES as readonly string[]).includes(name)) {
      throw new ProblemError({
        status: 404,
        code: 'NOT_FOUND',
        detail: `Nothing is served at ${req.path}.`,
        hint: 'The pages load /assets/forms.js and /assets/pages.css only.',
      });
    }
    const asset = this.assets[name as PageAssetName];
    const etag = `"${asset.version}"`;
    res.setHeader('Cache-Control', req.query['v'] === asset.version ? ASSET_CACHE_CONTROL : 'no-cache');
    res.setHeader('ETag', etag);
    if (req.headers['if-none-match'] === etag) {
      res.status(304).end();
      return;
    }
    res.status(200).type(asset.contentType).send(asset.body);
  }

  /**
   * What a page is rendered from, in the request's language; adds `Vary: Accept-Language`
   * when that header chose it (or could have), and the language to the forms' action URLs
   * so that the page after a post without JavaScript speaks it too (`formLanguage`).
   */
  private model(req: Request, res: Response, base: string): FormsMarkupModel & { assets: PageAssetUrls } {
    const fallback = this.config.SITE_LANGUAGE;
    const language = negotiatePageLanguage(req, fallback);
    if (language.source !== 'parameter') res.vary('Accept-Language');
    const lang = formLanguage(language, fallback);
    const url = (name: PageAssetName) => `${base}${ASSETS_PATH}/${name}?v=${this.assets[name].version}`;
    return {
      strings: pageStrings(language.lang),
      bot: this.bot,
      topics: contactTopics(this.config),
      actions: { contact: withPageLanguage(`${base}/api/contact-form`, lang), newsletter: withPageLanguage(`${base}/api/newsletter-signup`, lang) },
      assets: { script: url('forms.js'), style: url('pages.css') },
    };
  }
}
