import { ReadinessService } from './readiness.service';

describe('ReadinessService', () => {
  const failing = (message: string) => () => Promise.reject(new Error(message));

  it('is not ready when a required check fails', async () => {
    const readiness = new ReadinessService();
    readiness.register('database', failing('connect ECONNREFUSED'));
    readiness.register('redis', () => Promise.resolve(), { optional: true });
    expect(await readiness.run()).toEqual({ ready: false, degraded: false, checks: { database: 'failed: connect ECONNREFUSED', redis: 'ok' }, details: {} });
  });

  it('stays ready, degraded, when only an optional check fails', async () => {
    const readiness = new ReadinessService();
    readiness.register('database', () => Promise.resolve());
    readiness.register('redis', failing('connect ECONNREFUSED'), { optional: true });
    expect(await readiness.run()).toMatchObject({ ready: true, degraded: true, checks: { database: 'ok', redis: 'degraded: connect ECONNREFUSED' } });
  });

  it('bounds each check by the time limit', async () => {
    const readiness = new ReadinessService();
    readiness.register('hung', () => new Promise(() => undefined), { optional: true });
    const started = Date.now();
    expect((await readiness.run(50)).checks).toEqual({ hung: 'degraded: timed out after 50 ms' });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('adds the details libraries contribute, never failing readiness for them', async () => {
    const readiness = new ReadinessService();
    readiness.addDetails('rateLimit', () => ({ state: 'memory-fallback', countedInMemory: 3 }));
    readiness.addDetails('broken', () => {
      throw new Error('no stats');
    });
    expect(await readiness.run()).toEqual({
      ready: true,
      degraded: false,
      checks: {},
      details: { rateLimit: { state: 'memory-fallback', countedInMemory: 3 }, broken: 'unavailable: no stats' },
    });
  });
});
