import { Body, Controller, Get, HttpCode, INestApplication, Module, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import request from 'supertest';
import { BaseAppConfig, loadConfig } from '../config/config';
import { PlatformModule } from '../platform.module';
import { createTestApp } from '../testing/create-test-app';
import { preparedJson, SerializedJson, serializedBody, strongEtag } from './prepared-json';

/** An answer that counts how often it is serialised. */
const counted = { serialised: 0 };
const ANSWER = { name: 'Crème brûlée', items: [1, 2, 3], nested: { ok: true } };
const prepared = preparedJson({
  ...ANSWER,
  toJSON() {
    counted.serialised++;
    return ANSWER;
  },
});

@Controller('answers')
class AnswersController {
  @Get('plain') plain() {
    return ANSWER;
  }
  @Get('prepared') prepared() {
    return prepared;
  }
  @Get('serialized') serialized() {
    return SerializedJson.of(ANSWER);
  }
  @Post('plain') @HttpCode(200) postPlain(@Body() body: unknown) {
    return { ...ANSWER, body };
  }
  @Post('prepared') @HttpCode(200) postPrepared() {
    return prepared;
  }
  @Post('text') @HttpCode(201) postText(@Res({ passthrough: true }) res: Response) {
    res.type('application/json');
    return JSON.stringify(ANSWER);
  }
  @Post('empty') @HttpCode(204) postEmpty() {
    return undefined;
  }
}

describe('prepared JSON answers and the adapter reply', () => {
  let app: INestApplication;
  beforeAll(async () => {
    const config = loadConfig(BaseAppConfig, { NODE_ENV: 'test', LOG_LEVEL: 'warn' });
    @Module({ imports: [PlatformModule.forRoot({ appName: 'prepared-test', config })], controllers: [AnswersController] })
    class PreparedTestModule {}
    app = await createTestApp(PreparedTestModule, config);
  });
  afterAll(() => app.close());
  const http = () => request(app.getHttpServer());

  it('computes the strong ETag Express computes for the same bytes', async () => {
    const plain = await http().get('/answers/plain').expect(200);
    expect(strongEtag(Buffer.from(JSON.stringify(ANSWER)))).toBe(plain.headers.etag);
    expect(strongEtag(Buffer.alloc(0))).toBe('"0-2jmj7l5rSw0yVb/vlWAYkK/YBwk"');
  });

  it('sends a prepared GET answer with the bytes, headers and ETag of the plain one, serialised once, and 304 on a match', async () => {
    const plain = await http().get('/answers/plain').expect(200);
    counted.serialised = 0;
    for (const path of ['/answers/prepared', '/answers/prepared', '/answers/serialized']) {
      const res = await http().get(path).expect(200);
      expect(res.text).toBe(plain.text);
      expect(res.headers['content-type']).toBe(plain.headers['content-type']);
      expect(res.headers['content-length']).toBe(plain.headers['content-length']);
      expect(res.headers.etag).toBe(plain.headers.etag);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    expect(counted.serialised).toBe(1);
    await http().get('/answers/prepared').set('If-None-Match', plain.headers.etag).expect(304);
    const head = await http().head('/answers/prepared').expect(200);
    expect(head.headers.etag).toBe(plain.headers.etag);
    expect(head.text).toBeUndefined();
  });

  it('writes JSON answers of other methods as Express would, without the ETag it would hash and drop', async () => {
    const res = await http().post('/answers/plain').send({ a: 'é' }).expect(200);
    expect(res.body).toEqual({ ...ANSWER, body: { a: 'é' } });
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.text));
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
    const preparedPost = await http().post('/answers/prepared').expect(200);
    expect(preparedPost.body).toEqual(ANSWER);
    expect(preparedPost.headers.etag).toBeUndefined();
    const text = await http().post('/answers/text').expect(201);
    expect(text.body).toEqual(ANSWER);
    expect(text.headers['content-type']).toBe('application/json; charset=utf-8');
    await http().post('/answers/empty').expect(204);
  });

  it('tells prepared bodies from others', () => {
    const serialized = SerializedJson.of([1]);
    expect(serializedBody(serialized)).toBe(serialized);
    expect(serializedBody({ a: 1 })).toBeUndefined();
    expect(serializedBody('text')).toBeUndefined();
    const value = preparedJson({ a: 1 });
    expect(serializedBody(value)?.bytes.toString()).toBe('{"a":1}');
    expect(serializedBody(value)).toBe(serializedBody(value));
  });
});
