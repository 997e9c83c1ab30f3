import { Body, Controller, HttpCode, INestApplication, Module, Post } from '@nestjs/common';
import request from 'supertest';
import { BaseAppConfig, loadConfig } from '../config/config';
import { PlatformModule } from '../platform.module';
import { createTestApp } from '../testing/create-test-app';

/** Echoes the body the handler received (what the shared body middleware left on `req.body`). */
@Controller()
class EchoController {
  @Post(['forms/echo', 'forms', 'formsx/echo', 'json/echo'])
  @HttpCode(200)
  echo(@Body() body: unknown): { body: unknown } {
    return { body: body ?? null };
  }
}

describe('BootstrapOptions.multipartBodies (the shared body middleware reads multipart on the listed paths only)', () => {
  let app: INestApplication;
  const limits = { fields: 3, parts: 3, fieldNameSize: 50, fieldSize: 100, headerPairs: 20 };

  beforeAll(async () => {
    const config = loadConfig(BaseAppConfig, { LOG_LEVEL: 'silent', NODE_ENV: 'test' });
    @Module({ imports: [PlatformModule.forRoot({ appName: 'multipart', config })], controllers: [EchoController] })
    class EchoModule {}
    app = await createTestApp(EchoModule, config, { multipartBodies: [{ path: '/forms/', limits }] });
  });
  afterAll(() => app?.close());

  it('parses the fields of a listed path and below it, brackets as nested values', async () => {
    for (const path of ['/forms', '/forms/echo']) {
      const res = await request(app.getHttpServer()).post(path).field('shop', 'a').field('cart[0][id]', '7').expect(200);
      expect(res.body).toEqual({ body: { shop: 'a', cart: [{ id: '7' }] } });
    }
  });

  it('leaves multipart unread outside the listed paths (a prefix is a path segment, not a string prefix)', async () => {
    for (const path of ['/formsx/echo', '/json/echo']) {
      const res = await request(app.getHttpServer()).post(path).field('shop', 'a').expect(200);
      expect(res.body.body).not.toEqual({ shop: 'a' });
    }
  });

  it('answers a file part 400 FILE_UPLOAD_NOT_ACCEPTED, fields over the limits 413, a NUL 400 naming the field', async () => {
    const file = await request(app.getHttpServer()).post('/forms/echo').attach('f', Buffer.from('x'), 'x.txt');
    expect([file.status, file.body.code]).toEqual([400, 'FILE_UPLOAD_NOT_ACCEPTED']);
    const many = await request(app.getHttpServer()).post('/forms/echo').field('a', '1').field('b', '1').field('c', '1').field('d', '1');
    expect([many.status, many.body.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    const nul = await request(app.getHttpServer()).post('/forms/echo').field('name', 'a\u0000b');
    expect([nul.status, nul.body.code, nul.body.errors?.[0]?.field]).toEqual([400, 'VALIDATION_FAILED', 'name']);
  });

  it('still reads JSON on a listed path', async () => {
    const res = await request(app.getHttpServer()).post('/forms/echo').send({ shop: 'a' }).expect(200);
    expect(res.body).toEqual({ body: { shop: 'a' } });
  });
});
