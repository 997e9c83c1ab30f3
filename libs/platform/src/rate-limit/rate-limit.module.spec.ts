import { Controller, Get, INestApplication, Module, UseGuards } from '@nestjs/common';
import { Writable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import { __resetOutOfContextForTests } from 'nestjs-pino/PinoLogger';
import request from 'supertest';
import { BaseAppConfig, loadConfig } from '../config/config';
import { PlatformModule } from '../platform.module';
import { createTestApp } from '../testing/create-test-app';
import { RateLimitGuard } from './rate-limit.guard';
import { RateLimitModule } from './rate-limit.module';

@Controller('limited')
class LimitedController {
  @Get()
  @UseGuards(RateLimitGuard)
  hit() {
    return { ok: true };
  }
}

/** An app with the platform and a rate-limited route, its log lines collected as parsed JSON. */
async function rateLimitedApp(redisUrl: string): Promise<{ app: INestApplication; lines: Record<string, unknown>[] }> {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const config = loadConfig(BaseAppConfig, { LOG_LEVEL: 'warn', NODE_ENV: 'test', REDIS_URL: redisUrl });
  __resetOutOfContextForTests();
  @Module({
    imports: [
      PlatformModule.forRoot({ appName: 'rate-limit-test', config, logDestination: sink }),
      RateLimitModule.forRoot({ redisUrl, keyPrefix: `platform-test:${randomBytes(6).toString('hex')}:`, policy: { limit: 100, windowSeconds: 60 } }),
    ],
    controllers: [LimitedController],
  })
  class RateLimitedModule {}
  return { app: await createTestApp(RateLimitedModule, config), lines };
}

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) process.stdout.write('skipped: rate limits against a live Redis (set TEST_REDIS_URL=redis://127.0.0.1:6379)\n');

(redisUrl ? describe : describe.skip)('RateLimitModule with a healthy Redis', () => {
  let app: INestApplication;
  let lines: Record<string, unknown>[];
  beforeAll(async () => ({ app, lines } = await rateLimitedApp(redisUrl as string)), 30_000);
  afterAll(() => app?.close());

  // The storage is one object under two providers (ours and the throttler's ThrottlerStorage),
  // so Nest calls its onModuleInit twice; the second connect() used to throw "Redis is already
  // connecting/connected" and log a false "unreachable" warning on every instance.
  it('logs no warning at start-up and counts in Redis', async () => {
    const res = await request(app.getHttpServer()).get('/limited').expect(200);
    expect(res.headers['ratelimit-remaining']).toBe('99');
    const warnings = lines.filter((l) => Number(l.level) >= 40);
    expect(warnings).toEqual([]);
    const ready = await request(app.getHttpServer()).get('/readyz').expect(200);
    expect(ready.body).toMatchObject({ status: 'ok', checks: { redis: 'ok' } });
  });
});
