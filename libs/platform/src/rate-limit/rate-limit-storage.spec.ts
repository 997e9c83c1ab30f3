import { RateLimitStorage } from './rate-limit-storage';

describe('RateLimitStorage', () => {
  it('counts in memory without REDIS_URL', async () => {
    const storage = new RateLimitStorage(undefined);
    expect(storage.kind).toBe('memory');
    await storage.increment('k', 60_000, 2, 60_000, 'default');
    await storage.increment('k', 60_000, 2, 60_000, 'default');
    const third = await storage.increment('k', 60_000, 2, 60_000, 'default');
    expect(third).toMatchObject({ totalHits: 3, isBlocked: true });
    await storage.onApplicationShutdown();
  });

  it('never fails a request when Redis does not answer: it counts in memory instead', async () => {
    const storage = new RateLimitStorage('redis://127.0.0.1:1'); // nothing listens on port 1
    expect(storage.kind).toBe('redis');
    await storage.onModuleInit();
    const started = Date.now();
    const record = await storage.increment('k', 60_000, 30, 60_000, 'default');
    expect(record).toMatchObject({ totalHits: 1, isBlocked: false });
    expect(Date.now() - started).toBeLessThan(3000);
    await storage.onApplicationShutdown();
  });
});
