import { ThrottlerStorageService } from '@nestjs/throttler';
import { MemoryRateLimitStore } from './memory-rate-limit-store';

describe('MemoryRateLimitStore', () => {
  afterEach(() => jest.useRealTimers());

  it.each([
    ['blocking for the block duration', 1_000],
    ['without blocking (block duration 0)', 0],
  ])('answers exactly as the throttler’s ThrottlerStorageService, %s', async (_label, blockDuration) => {
    jest.useFakeTimers({ now: 1_700_000_000_000, doNotFake: ['nextTick', 'setImmediate'] });
    const theirs = new ThrottlerStorageService();
    const ours = new MemoryRateLimitStore();
    // A seeded walk: bursts and pauses across windows, two keys, two throttlers.
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 3_000; i++) {
      jest.advanceTimersByTime(Math.floor(random() < 0.9 ? random() * 40 : random() * 3_000));
      const key = random() < 0.7 ? 'client-a' : 'client-b';
      const [name, ttl, limit] = random() < 0.8 ? ['short', 1_000, 5] : ['long', 10_000, 20];
      const expected = await theirs.increment(key, ttl, limit, blockDuration, name);
      expect(await ours.increment(key, ttl, limit, blockDuration, name)).toEqual(expected);
    }
    theirs.onApplicationShutdown();
  });

  it('forgets idle keys once their window is over, and keeps blocked and live ones', async () => {
    let now = 1_000_000;
    const store = new MemoryRateLimitStore(() => now);
    await store.increment('idle', 1_000, 5, 1_000, 'default');
    for (let i = 0; i < 3; i++) await store.increment('blocked', 1_000, 1, 600_000, 'default');
    now += 61_000;
    await store.increment('fresh', 1_000, 5, 1_000, 'default');
    expect(store.size).toBe(2);
    expect((await store.increment('blocked', 1_000, 1, 600_000, 'default')).isBlocked).toBe(true);
  });
});
