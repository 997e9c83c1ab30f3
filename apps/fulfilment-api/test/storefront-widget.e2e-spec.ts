import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLOCK_NOW, Running, startApp } from './support';

/*
 * GET /widget/v1/storefront.js serves the storefront picker's bundle (docs/storefront-picker.md,
 * "The embed"), here a stand-in file so this suite needs no build; and a fixed clock is
 * announced in X-Clock-Now (readable cross-origin).
 */
describe('the storefront picker bundle and the clock header', () => {
  const dir = mkdtempSync(join(tmpdir(), 'widget-asset-'));
  const file = join(dir, 'storefront.js');
  const script = 'export const picker = 1;\n';
  let r: Running;

  beforeAll(async () => {
    writeFileSync(file, script);
    r = await startApp('sqlite', { env: { STOREFRONT_WIDGET_FILE: file, CORS_ORIGINS: 'https://shop.example' } });
  });
  afterAll(async () => {
    await r?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers 200 with a JavaScript content type, a year of immutable caching, an ETag and CORS for any origin', async () => {
    const res = await r.http().get('/widget/v1/storefront.js').set('Origin', 'https://any-theme.example').expect(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.text).toBe(script);
    const again = await r.http().get('/widget/v1/storefront.js').set('If-None-Match', res.headers.etag).expect(304);
    expect(again.text).toBe('');
    const head = await r.http().head('/widget/v1/storefront.js').expect(200);
    expect(head.headers['content-length']).toBe(String(script.length));
  });

  it('re-reads the file after a rebuild (new ETag)', async () => {
    const before = (await r.http().get('/widget/v1/storefront.js').expect(200)).headers.etag;
    writeFileSync(file, `${script}// rebuilt, longer\n`);
    const after = await r.http().get('/widget/v1/storefront.js').expect(200);
    expect(after.headers.etag).not.toBe(before);
    expect(after.text).toContain('rebuilt');
  });

  it('a missing bundle is a 503 problem naming the build, not a 500', async () => {
    rmSync(file);
    const res = await r.http().get('/widget/v1/storefront.js').expect(503);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(res.body).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
    expect(res.body.detail).toContain('npx nx build storefront-widget');
  });

  it('announces the fixed clock in X-Clock-Now, exposed to the browser', async () => {
    const res = await r.http().get('/v1.0/settings?shop=demo-bakery.myshopify.com').set('Origin', 'https://shop.example').expect(200);
    expect(res.headers['x-clock-now']).toBe(new Date(CLOCK_NOW).toISOString());
    expect(res.headers['access-control-expose-headers']).toContain('X-Clock-Now');
  });
});
