import { Controller, Get, INestApplication, Module } from '@nestjs/common';
import request from 'supertest';
import { BaseAppConfig, loadConfig } from '../config/config';
import { PlatformModule } from '../platform.module';
import { createTestApp } from '../testing/create-test-app';
import { closedPort } from '../testing/tcp-proxy';

@Controller('ping')
class PingController {
  @Get() ping() {
    return 'pong';
  }
}

async function appWith(redisUrl: string): Promise<INestApplication> {
  const config = loadConfig(BaseAppConfig, { LOG_LEVEL: 'silent', NODE_ENV: 'test', REDIS_URL: redisUrl });
  @Module({ imports: [PlatformModule.forRoot({ appName: 'test', config })], controllers: [PingController] })
  class M {}
  return createTestApp(M, config);
}

describe('readiness with REDIS_URL', () => {
  it('stays ready (200) and reports Redis as degraded when it does not answer: the app serves without it', async () => {
    const app = await appWith(`redis://127.0.0.1:${await closedPort()}`);
    try {
      for (let probe = 0; probe < 2; probe++) {
        const res = await request(app.getHttpServer()).get('/readyz').expect(200);
        expect(res.body.status).toBe('degraded');
        expect(res.body.checks.redis).toMatch(/^degraded: /);
      }
    } finally {
      await app.close();
    }
  });

  const withRedis = process.env.TEST_REDIS_URL ? it : it.skip;
  if (!process.env.TEST_REDIS_URL) process.stdout.write('skipped: readiness against a live Redis (set TEST_REDIS_URL=redis://127.0.0.1:6379)\n');
  withRedis('reports ready when Redis answers PING', async () => {
    const app = await appWith(process.env.TEST_REDIS_URL as string);
    try {
      const res = await request(app.getHttpServer()).get('/readyz').expect(200);
      expect(res.body).toMatchObject({ status: 'ok', checks: { redis: 'ok' } });
    } finally {
      await app.close();
    }
  });
});
