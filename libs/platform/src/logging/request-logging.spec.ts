import { Controller, Get, INestApplication, Logger, Module } from '@nestjs/common';
import { Writable } from 'node:stream';
import { __resetOutOfContextForTests } from 'nestjs-pino/PinoLogger';
import request from 'supertest';
import { BaseAppConfig, loadConfig } from '../config/config';
import { PlatformModule } from '../platform.module';
import { createTestApp } from '../testing/create-test-app';
import { logsEachRequest } from './request-context';

@Controller('work')
class WorkController {
  private readonly logger = new Logger('Work');
  @Get() work() {
    this.logger.warn('working');
    return { done: true };
  }
  @Get('boom') boom() {
    throw new Error('kaput');
  }
}

/** An app of the shared bootstrap at `level`, with its log lines collected as parsed JSON. */
async function appLoggingAt(level: string): Promise<{ app: INestApplication; lines: Record<string, unknown>[] }> {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const config = loadConfig(BaseAppConfig, { LOG_LEVEL: level, NODE_ENV: 'test' });
  // nestjs-pino keeps one process-wide logger for lines outside a request; each app here has its own.
  __resetOutOfContextForTests();
  @Module({ imports: [PlatformModule.forRoot({ appName: 'log-test', config, logDestination: sink })], controllers: [WorkController] })
  class LogTestModule {}
  return { app: await createTestApp(LogTestModule, config), lines };
}

describe('request logging follows LOG_LEVEL', () => {
  it('logs each request only at info, debug and trace', () => {
    expect(['trace', 'debug', 'info'].map(logsEachRequest)).toEqual([true, true, true]);
    expect(['warn', 'error', 'fatal', 'silent'].map(logsEachRequest)).toEqual([false, false, false, false]);
  });

  describe('at info', () => {
    let app: INestApplication;
    let lines: Record<string, unknown>[];
    beforeAll(async () => ({ app, lines } = await appLoggingAt('info')));
    afterAll(() => app.close());

    it('logs the finished request and binds its request id to every line logged while it runs', async () => {
      const res = await request(app.getHttpServer()).get('/work').set('X-Request-Id', 'req-info-1').expect(200);
      expect(res.headers['x-request-id']).toBe('req-info-1');
      const mine = lines.filter((l) => l.reqId === 'req-info-1');
      expect(mine.map((l) => l.msg)).toEqual(['working', 'request completed']);
      expect(mine[1]).toMatchObject({ app: 'log-test', req: { id: 'req-info-1', method: 'GET', url: '/work' }, res: { statusCode: 200 } });
    });
  });

  describe('at warn', () => {
    let app: INestApplication;
    let lines: Record<string, unknown>[];
    beforeAll(async () => ({ app, lines } = await appLoggingAt('warn')));
    afterAll(() => app.close());

    it('does no per-request logging, yet still returns a request id', async () => {
      const res = await request(app.getHttpServer()).get('/work').expect(200);
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(lines.map((l) => l.msg)).toEqual(['working']);
      expect(lines[0].reqId).toBeUndefined();
    });

    it('names the request id in the log line of an unhandled error', async () => {
      const res = await request(app.getHttpServer()).get('/work/boom').set('X-Request-Id', 'req-warn-500').expect(500);
      expect(res.headers['x-request-id']).toBe('req-warn-500');
      const error = lines.find((l) => l.msg === 'Unhandled error');
      expect(error).toMatchObject({ level: 50, reqId: 'req-warn-500', path: '/work/boom', app: 'log-test' });
      expect((error?.err as { message: string }).message).toBe('kaput');
    });
  });
});
