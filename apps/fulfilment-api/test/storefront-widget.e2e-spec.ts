import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { embedLoaderCacheControl } from '@fulfil/platform';
import { CLOCK_NOW, Running, startApp } from './support';

/*
 * GET /widget/v1/storefront.js serves the storefront picker's loader and
 * GET /widget/v1/chunks/<name> its content-hashed chunks (docs/storefront-picker.md,
 * "The embed"), here stand-in files so this suite needs no build; and a fixed clock is
 * announced in X-Clock-Now (readable cross-origin).
 */
describe('the storefront picker bundle and the clock header', () => {
  const dir = mkdtempSync(join(tmpdir(), 'widget-asset-'));
  const file = join(dir, 'storefront.js');
  const chunkName = 'storefront.0123456789abcdef.js';
  const script = `import("./chunks/${chunkName}");\n`;
  const chunk = 'export const picker = 1;\n';
  let r: Running;

  beforeAll(async () => {
    writeFileSync(file, script);
    mkdirSync(join(dir, 'chunks'));
    writeFileSync(join(dir, 'chunks', chunkName), chunk);
    // A file beside the loader that no chunk request may reach.
    writeFileSync(join(dir, 'secret.js'), 'NOT-A-CHUNK');
    r = await startApp('sqlite', { env: { STOREFRONT_WIDGET_FILE: file, CORS_ORIGINS: 'https://shop.example' } });
  });
  afterAll(async () => {
    await r?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers the loader with a JavaScript content type, minutes of caching with stale-while-revalidate, an ETag (304) and CORS for any origin', async () => {
    const res = await r.http().get('/widget/v1/storefront.js').set('Origin', 'https://any-theme.example').expect(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=86400');
    expect(res.headers['cache-control']).toBe(embedLoaderCacheControl());
    expect(res.headers['etag']).toMatch(/^"[\w-]+"$/);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.text).toBe(script);
    const again = await r.http().get('/widget/v1/storefront.js').set('If-None-Match', res.headers.etag).expect(304);
    expect(again.text).toBe('');
    expect(again.headers['cache-control']).toBe(embedLoaderCacheControl());
    const head = await r.http().head('/widget/v1/storefront.js').expect(200);
    expect(head.headers['content-length']).toBe(String(script.length));
  });

  it('answers a chunk immutable for a year, with the same CORS and CORP headers', async () => {
    const res = await r.http().get(`/widget/v1/chunks/${chunkName}`).set('Origin', 'https://any-theme.example').expect(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.text).toBe(chunk);
    await r.http().get(`/widget/v1/chunks/${chunkName}`).set('If-None-Match', res.headers.etag).expect(304);
    const head = await r.http().head(`/widget/v1/chunks/${chunkName}`).expect(200);
    expect(head.headers['content-length']).toBe(String(chunk.length));
  });

  it.each([
    ['a chunk of another build', '/widget/v1/chunks/storefront.fedcba9876543210.js'],
    ['a name not of the hashed pattern', '/widget/v1/chunks/storefront.js'],
    ['another bundle name', '/widget/v1/chunks/ordering.0123456789abcdef.js'],
    ['an encoded path out of the folder', '/widget/v1/chunks/..%2Fsecret.js'],
    ['an encoded path to the loader', '/widget/v1/chunks/..%2Fstorefront.js'],
    ['an encoded absolute path', '/widget/v1/chunks/%2Fetc%2Fpasswd'],
    ['an upper-case hash', '/widget/v1/chunks/storefront.0123456789ABCDEF.js'],
  ])('answers %s with a 404 problem', async (_what, path) => {
    const res = await r.http().get(path).expect(404);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(res.body).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(res.text).not.toContain('NOT-A-CHUNK');
  });

  it('re-reads the loader after a rebuild (new ETag)', async () => {
    const before = (await r.http().get('/widget/v1/storefront.js').expect(200)).headers.etag;
    writeFileSync(file, `${script}// rebuilt, longer\n`);
    const after = await r.http().get('/widget/v1/storefront.js').expect(200);
    expect(after.headers.etag).not.toBe(before);
    expect(after.text).toContain('rebuilt');
    await r.http().get('/widget/v1/storefront.js').set('If-None-Match', before).expect(200);
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

describe('the storefront picker loader with WIDGET_LOADER_MAX_AGE_SECONDS', () => {
  it('is cached for the configured max-age', async () => {
    const r = await startApp('sqlite', { env: { WIDGET_LOADER_MAX_AGE_SECONDS: '7' } });
    try {
      const res = await r.http().get('/widget/v1/storefront.js').expect(200);
      expect(res.headers['cache-control']).toBe('public, max-age=7, stale-while-revalidate=86400');
    } finally {
      await r.close();
    }
  });
});
