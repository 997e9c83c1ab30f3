import { Controller, Get, INestApplication, Module, Param } from '@nestjs/common';
import request from 'supertest';
import { BaseAppConfig, ConfigValidationError, loadConfig } from '../config/config';
import { PlatformModule } from '../platform.module';
import { createTestApp } from '../testing/create-test-app';
import { Metrics } from './metrics';

@Controller('things')
class ThingsController {
  @Get(':id')
  one(@Param('id') id: string) {
    return { id };
  }
}

async function appWith(env: Record<string, string>): Promise<INestApplication> {
  const config = loadConfig(BaseAppConfig, { LOG_LEVEL: 'silent', NODE_ENV: 'test', ...env });
  @Module({ imports: [PlatformModule.forRoot({ appName: 'metrics-test', config })], controllers: [ThingsController] })
  class MetricsTestModule {}
  return createTestApp(MetricsTestModule, config);
}

/** The value of one sample line of the exposition, e.g. `http_requests_total{...}`. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('metrics', () => {
  describe('without METRICS_TOKEN', () => {
    let app: INestApplication;
    beforeAll(async () => (app = await appWith({})));
    afterAll(() => app.close());

    it('has no /metrics on the app port (404 like any unknown path)', async () => {
      const res = await request(app.getHttpServer()).get('/metrics');
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/problem\+json/);
    });

    it('records nothing while nobody can read the metrics (no METRICS_PORT listener, no token)', async () => {
      await request(app.getHttpServer()).get('/things/0');
      const text = (await app.get(Metrics).text()).body;
      expect(sample(text, 'http_requests_total', { route: '/things/:id' })).toBeUndefined();
      expect(text).not.toMatch(/^process_cpu_user_seconds_total/m);
    });

    it('serves them on METRICS_PORT alone, by route template and status', async () => {
      const metrics = app.get(Metrics);
      const url = await metrics.serve(0, '127.0.0.1');
      const unmatchedBefore = sample((await metrics.text()).body, 'http_requests_total', { route: '(unmatched)', status_code: '404' }) ?? 0;
      await request(app.getHttpServer()).get('/things/1');
      await request(app.getHttpServer()).get('/things/2');
      await request(app.getHttpServer()).get('/no/such/path');
      const res = await fetch(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = await res.text();
      expect(sample(text, 'http_requests_total', { route: '/things/:id', status_code: '200', method: 'GET', app: 'metrics-test' })).toBe(2);
      expect(sample(text, 'http_requests_total', { route: '(unmatched)', status_code: '404' })).toBe(unmatchedBefore + 1);
      expect(sample(text, 'http_request_duration_seconds_count', { route: '/things/:id', status_code: '200' })).toBe(2);
      expect(text).toMatch(/^process_cpu_user_seconds_total\{app="metrics-test"\} /m);
      expect((await fetch(url.replace('/metrics', '/other'))).status).toBe(404);
    });
  });

  describe('with METRICS_TOKEN', () => {
    const token = 'a-long-enough-metrics-token';
    let app: INestApplication;
    beforeAll(async () => (app = await appWith({ METRICS_TOKEN: token })));
    afterAll(() => app.close());

    it('answers the exposition to the bearer token only', async () => {
      const none = await request(app.getHttpServer()).get('/metrics');
      expect(none.status).toBe(401);
      expect(none.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      const wrong = await request(app.getHttpServer()).get('/metrics').set('Authorization', 'Bearer not-the-token-at-all');
      expect(wrong.status).toBe(401);
      expect(wrong.body.code).toBe('UNAUTHORIZED');
      const ok = await request(app.getHttpServer()).get('/metrics').set('Authorization', `Bearer ${token}`);
      expect(ok.status).toBe(200);
      expect(ok.headers['cache-control']).toBe('no-store');
      expect(ok.text).toContain('# TYPE http_request_duration_seconds histogram');
    });

    it('counts product events registered by name, once per name', async () => {
      const metrics = app.get(Metrics);
      metrics.counter('things_total', 'Things.', ['kind']).inc({ kind: 'a' });
      metrics.counter('things_total', 'Things.', ['kind']).inc({ kind: 'a' });
      let total = 5;
      metrics.mirrorCounter('mirrored_total', 'Mirrored.', () => total);
      metrics.gauge('queue', 'Queue.', ['status'], (g) => g.set({ status: 'pending' }, 3));
      let text = (await metrics.text()).body;
      expect(sample(text, 'things_total', { kind: 'a' })).toBe(2);
      expect(sample(text, 'queue', { status: 'pending' })).toBe(3);
      expect(text).toMatch(/^mirrored_total\{app="metrics-test"\} 5$/m);
      total = 8;
      text = (await metrics.text()).body;
      expect(text).toMatch(/^mirrored_total\{app="metrics-test"\} 8$/m);
    });
  });

  it('refuses a short METRICS_TOKEN at boot', () => {
    expect(() => loadConfig(BaseAppConfig, { METRICS_TOKEN: 'short' })).toThrow(ConfigValidationError);
  });
});
