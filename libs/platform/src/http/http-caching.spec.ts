import { Body, Controller, Get, INestApplication, Module, NotFoundException, Post, Query } from '@nestjs/common';
import { get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import request from 'supertest';
import { BaseAppConfig, loadConfig } from '../config/config';
import { PlatformModule } from '../platform.module';
import { createTestApp } from '../testing/create-test-app';
import { CachePolicy, COMPRESSION_THRESHOLD_BYTES } from './http-caching';

/** A body well above the compression threshold, repetitive like a calendar. */
const big = (n: number) => ({ items: Array.from({ length: n }, (_, i) => ({ id: i, name: `Location ${i}`, open: '09:00', close: '17:00' })) });

@Controller('cached')
class CachedController {
  @Get('settings')
  @CachePolicy('settings')
  settings(@Query('n') n = '50') {
    return big(Number(n));
  }

  @Get('gone')
  @CachePolicy('settings')
  gone(): never {
    throw new NotFoundException();
  }

  @Get('plain')
  plain() {
    return { small: true };
  }

  @Post('read')
  read(@Body() body: unknown) {
    return { ...big(50), body };
  }
}

/** GET with the bytes as sent (supertest would decode them). */
async function rawGet(app: INestApplication, path: string, headers: Record<string, string>): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  const server = app.getHttpServer() as Server;
  if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('HTTP caching and compression (shared bootstrap)', () => {
  let app: INestApplication;
  beforeAll(async () => {
    const config = loadConfig(BaseAppConfig, { LOG_LEVEL: 'silent', NODE_ENV: 'test' });
    @Module({ imports: [PlatformModule.forRoot({ appName: 'caching-test', config })], controllers: [CachedController] })
    class CachingModule {}
    app = await createTestApp(CachingModule, config);
  });
  afterAll(() => app.close());

  it('compresses with gzip or brotli as asked, and says so in Vary', async () => {
    const identity = await request(app.getHttpServer()).get('/cached/settings').set('Accept-Encoding', 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    const raw = Buffer.from(identity.text);
    for (const [coding, decode] of [
      ['gzip', gunzipSync],
      ['br', brotliDecompressSync],
    ] as const) {
      const res = await rawGet(app, '/cached/settings', { 'accept-encoding': coding });
      expect(res.headers['content-encoding']).toBe(coding);
      expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
      expect(res.body.length).toBeLessThan(raw.length / 4);
      expect(JSON.parse(decode(res.body).toString())).toEqual(JSON.parse(raw.toString()));
    }
  });

  it('leaves answers below the threshold uncompressed', async () => {
    const res = await request(app.getHttpServer()).get('/cached/plain').set('Accept-Encoding', 'gzip, br');
    expect(Buffer.byteLength(res.text)).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('sends a strong ETag and answers 304 to a matching If-None-Match, per coding', async () => {
    const plain = await request(app.getHttpServer()).get('/cached/settings').set('Accept-Encoding', 'identity');
    expect(plain.headers['etag']).toMatch(/^"[^"]+"$/);
    expect(plain.headers['cache-control']).toBe('public, max-age=60');
    const again = await request(app.getHttpServer()).get('/cached/settings').set('Accept-Encoding', 'identity').set('If-None-Match', plain.headers['etag']);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');

    const gz = await request(app.getHttpServer()).get('/cached/settings').set('Accept-Encoding', 'gzip');
    expect(gz.headers['etag']).toBe(`${plain.headers['etag'].slice(0, -1)}-gzip"`);
    const gz304 = await request(app.getHttpServer()).get('/cached/settings').set('Accept-Encoding', 'gzip').set('If-None-Match', gz.headers['etag']);
    expect(gz304.status).toBe(304);
    expect(gz304.headers['etag']).toBe(gz.headers['etag']);
    expect(gz304.headers['cache-control']).toBe('public, max-age=60');
  });

  it('answers 200 with the new body when the data changed', async () => {
    const first = await request(app.getHttpServer()).get('/cached/settings?n=50').set('Accept-Encoding', 'gzip');
    const changed = await request(app.getHttpServer()).get('/cached/settings?n=51').set('Accept-Encoding', 'gzip').set('If-None-Match', first.headers['etag']);
    expect(changed.status).toBe(200);
    expect(changed.headers['etag']).not.toBe(first.headers['etag']);
  });

  it('gives a GET without a policy no-cache, and POST answers and errors no-store without an ETag', async () => {
    const get = await request(app.getHttpServer()).get('/cached/plain');
    expect(get.headers['cache-control']).toBe('no-cache');
    expect(get.headers['etag']).toBeDefined();
    const post = await request(app.getHttpServer()).post('/cached/read').send({ cart: [] }).set('Accept-Encoding', 'gzip');
    expect(post.status).toBe(201);
    expect(post.headers['content-encoding']).toBe('gzip');
    expect(post.headers['cache-control']).toBe('no-store');
    expect(post.headers['etag']).toBeUndefined();
    const gone = await request(app.getHttpServer()).get('/cached/gone');
    expect(gone.status).toBe(404);
    expect(gone.headers['cache-control']).toBe('no-store');
    const missing = await request(app.getHttpServer()).get('/cached/nothing-here');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    expect(missing.headers['etag']).toBeUndefined();
  });
});
