import { randomBytes } from 'node:crypto';
import { closedPort, TcpProxy } from '../testing/tcp-proxy';
import { RateLimitStorage } from './rate-limit-storage';

const MINUTE = 60_000;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Counts `n` requests on `key`, returning each one's latency in ms. */
async function timedIncrements(storage: RateLimitStorage, key: string, n: number): Promise<number[]> {
  const latencies: number[] = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    await storage.increment(key, MINUTE, 1000, MINUTE, 'default');
    latencies.push(performance.now() - started);
  }
  return latencies;
}

describe('RateLimitStorage', () => {
  it('counts in memory without REDIS_URL', async () => {
    const storage = new RateLimitStorage(undefined);
    expect(storage.kind).toBe('memory');
    await storage.increment('k', 60_000, 2, 60_000, 'default');
    await storage.increment('k', 60_000, 2, 60_000, 'default');
    const third = await storage.increment('k', 60_000, 2, 60_000, 'default');
    expect(third).toMatchObject({ totalHits: 3, isBlocked: true });
    expect(storage.stats()).toEqual({ state: 'memory', redisFailures: 0, countedInMemory: 0, outages: 0 });
    await storage.onApplicationShutdown();
  });

  it('Redis refusing connections: counts in memory within a few ms per request and says so in its counters', async () => {
    const storage = new RateLimitStorage(`redis://127.0.0.1:${await closedPort()}`);
    expect(storage.kind).toBe('redis');
    try {
      await storage.onModuleInit();
      const latencies = await timedIncrements(storage, 'refused', 21);
      const record = await storage.increment('refused', MINUTE, 1000, MINUTE, 'default');
      expect(record).toMatchObject({ totalHits: 22, isBlocked: false }); // one budget, counted in memory
      expect(median(latencies.slice(1))).toBeLessThan(20);
      expect(Math.max(...latencies)).toBeLessThan(500);
      expect(storage.stats()).toMatchObject({
        state: 'memory-fallback',
        outages: 1,
        countedInMemory: 22,
        lastFailure: expect.stringMatching(/^unreachable at start-up/),
      });
    } finally {
      await storage.onApplicationShutdown();
    }
  });

  const redisUrl = process.env.TEST_REDIS_URL;
  if (!redisUrl) process.stdout.write('skipped: the circuit breaker against a live Redis behind a proxy (set TEST_REDIS_URL=redis://127.0.0.1:6379)\n');
  (redisUrl ? describe : describe.skip)('circuit breaker against a live Redis behind a TCP proxy', () => {
    let proxy: TcpProxy;
    let storage: RateLimitStorage;
    const key = `platform-test:${randomBytes(6).toString('hex')}`;

    beforeAll(async () => {
      const target = new URL(redisUrl as string);
      proxy = new TcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
      const { port } = await proxy.start();
      storage = new RateLimitStorage(`redis://127.0.0.1:${port}`, { commandTimeoutMs: 250, coolDownMs: 400 });
      await storage.onModuleInit();
    });
    afterAll(async () => {
      await storage?.onApplicationShutdown();
      await proxy?.stop();
    });

    it('counts in Redis, falls back within one command timeout when Redis stalls, then costs nothing, and returns to Redis after the cool-down', async () => {
      expect((await storage.increment(key, MINUTE, 1000, MINUTE, 'default')).totalHits).toBe(1);
      expect(storage.stats().state).toBe('redis');

      proxy.stall(5000);
      try {
        const [first, ...rest] = await timedIncrements(storage, `${key}:stalled`, 21);
        expect(first).toBeLessThan(250 + 250); // the command timeout, with slack for a loaded machine
        expect(median(rest)).toBeLessThan(20);
        expect(storage.stats()).toMatchObject({ state: 'memory-fallback', lastFailure: expect.stringMatching(/timed out/i) });
      } finally {
        await proxy.resume();
      }

      // The stalled connection is dropped by ioredis (or answers late); wait for the probe to find Redis again.
      const deadline = Date.now() + 5000;
      while (storage.stats().state !== 'redis' && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
        await storage.increment(`${key}:probe`, MINUTE, 1000, MINUTE, 'default');
      }
      expect(storage.stats().state).toBe('redis');
      expect((await storage.increment(key, MINUTE, 1000, MINUTE, 'default')).totalHits).toBe(2); // Redis's own count
    }, 15_000);

    it('falls back at once when the connection is cut, and recovers when Redis is back', async () => {
      await proxy.cut(5000);
      try {
        const latencies = await timedIncrements(storage, `${key}:cut`, 21);
        expect(median(latencies)).toBeLessThan(20);
        expect(storage.stats().state).toBe('memory-fallback');
      } finally {
        await proxy.resume();
      }
      const deadline = Date.now() + 5000;
      while (storage.stats().state !== 'redis' && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
        await storage.increment(`${key}:probe`, MINUTE, 1000, MINUTE, 'default');
      }
      expect(storage.stats()).toMatchObject({ state: 'redis', outages: 2 });
    }, 15_000);
  });
});
