import { Writable } from 'node:stream';
import request from 'supertest';
import { __resetOutOfContextForTests } from 'nestjs-pino/PinoLogger';
import { PlatformCredentialsRepository } from '@fulfil/store-settings';
import { describeEachEngine } from '@fulfil/database/testing';
import { adminFixture, AdminFixture } from './admin-helpers';

const TOKEN = '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';

/**
 * `/admin/v1.0/storefront-platform` (docs/draft-orders.md, "Credentials"): set, status,
 * remove; the access token never comes back in a response, an export or a log line
 * (the app logs at trace level here, every request included).
 */
describeEachEngine('admin API: storefront-platform credentials', (engine) => {
  let f: AdminFixture;
  const logs: string[] = [];
  beforeAll(async () => {
    __resetOutOfContextForTests();
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logs.push(chunk.toString());
        done();
      },
    });
    f = await adminFixture(engine, { LOG_LEVEL: 'trace' }, sink);
  }, 60_000);
  afterAll(() => f?.close());

  const http = () => request(f.app.getHttpServer());
  const put = (token: string, body: object) => http().put('/admin/v1.0/storefront-platform').set('Authorization', `Bearer ${token}`).send(body);
  const get = (token: string, path = '/storefront-platform') => http().get(`/admin/v1.0${path}`).set('Authorization', `Bearer ${token}`);
  const responses: string[] = [];
  const keep = (res: request.Response) => {
    responses.push(res.text);
    return res;
  };

  it('sets the credentials and answers only whether they are set', async () => {
    keep(await get(f.shopA.token).expect(200, { configured: false, updated_at: null }));
    const set = keep(await put(f.shopA.token, { shop_domain: 'shop-a.myshopify.com', access_token: TOKEN }).expect(200));
    expect(set.body).toEqual({ configured: true, updated_at: expect.any(String) });
    keep(await get(f.shopA.token).expect(200, set.body));
    keep(await get(f.shopB.token).expect(200, { configured: false, updated_at: null }));
    const opened = await f.app.get(PlatformCredentialsRepository).open(f.shopA.id);
    expect(opened?.platformDomain).toBe('shop-a.myshopify.com');
    expect(opened?.accessToken.reveal()).toBe(TOKEN);
  });

  it('refuses bad bodies naming the field and changes nothing', async () => {
    const res = keep(await put(f.shopB.token, { shop_domain: 'Not A Host', access_token: 'short' }).expect(400));
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['access_token', 'shop_domain']);
    keep(await get(f.shopB.token).expect(200, { configured: false, updated_at: null }));
    await http().put('/admin/v1.0/storefront-platform').send({ shop_domain: 'x.myshopify.com', access_token: TOKEN }).expect(401);
  });

  it('never returns the token: not in any response, not in the export, not in a log line', async () => {
    keep(await get(f.shopA.token, '/shop').expect(200));
    keep(await get(f.shopA.token, '/export').expect(200));
    for (const text of responses) expect(text).not.toContain(TOKEN);
    const logged = logs.join('');
    expect(logged).toContain('/admin/v1.0/storefront-platform'); // the requests were logged
    expect(logged).not.toContain(TOKEN);
  });

  it('removes them (204), after which the shop has none', async () => {
    await http().delete('/admin/v1.0/storefront-platform').set('Authorization', `Bearer ${f.shopA.token}`).expect(204);
    await get(f.shopA.token).expect(200, { configured: false, updated_at: null });
  });
});
