import { Controller, Get, INestApplication, Module } from '@nestjs/common';
import type { Browser } from 'playwright-core';
import request from 'supertest';
import { axeViolations, describeInBrowser, launchChromium } from '@fulfil/browser-testing';
import { BaseAppConfig, loadConfig } from '../config/config';
import { PlatformModule } from '../platform.module';
import { createTestApp } from '../testing/create-test-app';
import { listeningUrl } from '../testing/raw-http';
import { ApiReferenceModule } from './api-reference.module';
import { finishOpenApiDocument } from './openapi-document';

/** A small document with one operation, as an app serves its own. */
@Controller('openapi.json')
class DocumentController {
  @Get()
  document(): unknown {
    return finishOpenApiDocument({
      openapi: '3.0.0',
      info: { title: 'Demo API', version: '1' },
      paths: {
        '/things': { get: { operationId: 'listThings', summary: 'Every thing', tags: ['Things'], responses: { '200': { description: 'The things.' } } } },
      },
      tags: [{ name: 'Things', description: 'Things.' }],
    });
  }
}

@Module({ controllers: [DocumentController] })
class DocumentModule {}

/*
 * The reference page renders the document with Swagger UI in a real browser under the
 * page's own Content-Security-Policy (no inline script): the operation appears, no
 * resource or script is refused (axe-core's injected script is, so its check bypasses the
 * CSP), and axe-core finds nothing on the rendered page but three rules Swagger UI's own
 * markup breaks.
 */
describeInBrowser('reference page')('the /docs reference page (Swagger UI)', () => {
  let app: INestApplication;
  let browser: Browser;

  beforeAll(async () => {
    const config = loadConfig(BaseAppConfig, { NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    app = await createTestApp(
      {
        module: class DemoModule {},
        imports: [
          PlatformModule.forRoot({ appName: 'demo-api', config }),
          DocumentModule,
          ApiReferenceModule.forRoot({ title: 'Demo API', openApiPath: '/openapi.json', root: true }),
        ],
      },
      config,
    );
    browser = await launchChromium();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('serves the page with its own CSP, its start-up script as a file, and a root document linking it', async () => {
    const page = await request(app.getHttpServer()).get('/docs').expect(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.text).not.toMatch(/<script>|<script [^>]*>[^<]/);
    await request(app.getHttpServer())
      .get('/docs/init.js')
      .expect(200)
      .expect('Content-Type', /javascript/);
    await request(app.getHttpServer()).get('/docs/swagger-ui-bundle.js').expect(200);
    await request(app.getHttpServer()).get('/docs/../package.json').expect(404);
    expect((await request(app.getHttpServer()).get('/').expect(200)).body).toEqual({
      name: 'Demo API',
      links: { openapi: '/openapi.json', docs: '/docs', problems: '/problems' },
    });
  });

  it('renders the operations in Chromium with nothing refused by the Content-Security-Policy', async () => {
    const page = await browser.newPage();
    const refused: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') refused.push(m.text());
    });
    page.on('pageerror', (e) => refused.push(e.message));
    await page.goto(`${await listeningUrl(app)}/docs`);
    await page.waitForSelector('.opblock-summary-path', { timeout: 30_000 });
    expect(await page.textContent('.opblock-summary-path')).toContain('/things');
    expect(await page.textContent('.info .title')).toContain('Demo API');
    expect(refused).toEqual([]);
    await page.close();
  }, 60_000);

  /**
   * Violations of Swagger UI 5.35's own markup, which no style sheet can change (docs/openapi.md,
   * "Reference page"): an `h3` tag heading after the `h2` title skipping no level in its
   * own view, the operation summary button holding the copy-link button, and the
   * information block it renders outside its `main`.
   */
  const SWAGGER_UI_MARKUP = ['heading-order', 'nested-interactive', 'region'];

  it("renders a page axe-core finds no violation on, besides those of Swagger UI's markup", async () => {
    // The page's CSP refuses axe-core's injected script (as it should), so this page bypasses it.
    const page = await browser.newPage({ bypassCSP: true });
    await page.goto(`${await listeningUrl(app)}/docs`);
    await page.waitForSelector('.opblock-summary-path', { timeout: 30_000 });
    const violations = await axeViolations(page);
    expect(violations.filter((v) => !SWAGGER_UI_MARKUP.includes(v.id)).map((v) => `${v.id}: ${v.targets.join(', ')}`)).toEqual([]);
    await page.close();
  }, 60_000);
});
