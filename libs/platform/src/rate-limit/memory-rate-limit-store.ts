import type { ThrottlerStorage } from '@nestjs/throttler';

type StorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/** The hits of one throttler on one key: expiry instants (epoch ms) in ascending order from `head` on. */
interface Hits {
  expiries: number[];
  /** Index of the first hit not yet expired (the ones before it are dropped lazily). */
  head: number;
}

/** One key's state, as `@nestjs/throttler`'s ThrottlerStorageService keeps it. */
interface KeyState {
  hits: Map<string, Hits>;
  expiresAt: number;
  blockExpiresAt: number;
  isBlocked: boolean;
}

/** How often idle keys are forgotten, ms (the library's DEFAULT_SWEEP_INTERVAL). */
const SWEEP_EVERY_MS = 60_000;

/**
 * The in-memory rate-limit counter: the same answers as `@nestjs/throttler`'s
 * `ThrottlerStorageService` (each hit counts until its own expiry, `ttl` after it; the
 * key's window, blocking for `blockDuration` once over `limit`), at a constant cost per
 * request. The library keeps every hit of the window in an array that it filters (and
 * spreads into `Math.min`) on every request, so a request costs time in proportion to the
 * hits of its window: with a generous limit, thousands. Here the hits of a key are kept in
 * order of expiry (they are appended at `now + ttl`, and a throttler's `ttl` does not
 * change; an out-of-order one is inserted in place), so expired hits are dropped from the
 * front and the earliest is the first.
 *
 * Idle keys (window over, not blocked, no live hit) are forgotten at most once a minute,
 * during a request: no timer.
 * @param now epoch milliseconds (default `Date.now`), injectable for tests
 */
export class MemoryRateLimitStore implements ThrottlerStorage {
  private readonly keys = new Map<string, KeyState>();
  private nextSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** Keys held now (for tests and the readiness details). */
  get size(): number {
    return this.keys.size;
  }

  increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<StorageRecord> {
    return Promise.resolve(this.count(key, ttl, limit, blockDuration, throttlerName));
  }

  private count(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): StorageRecord {
    const now = this.now();
    if (now >= this.nextSweep) this.sweep(now);
    let state = this.keys.get(key);
    if (!state) this.keys.set(key, (state = { hits: new Map(), expiresAt: now + ttl, blockExpiresAt: 0, isBlocked: false }));
    let hits = state.hits.get(throttlerName);
    if (!hits) state.hits.set(throttlerName, (hits = { expiries: [], head: 0 }));
    prune(hits, now);
    let timeToExpire = Math.ceil((state.expiresAt - now) / 1000);
    if (timeToExpire <= 0) {
      state.expiresAt = now + ttl;
      timeToExpire = Math.ceil((state.expiresAt - now) / 1000);
    }
    if (blockDuration <= 0) {
      const isBlocked = live(hits) >= limit;
      if (!isBlocked) add(hits, now + ttl);
      const timeToBlockExpire = live(hits) > 0 ? Math.ceil((hits.expiries[hits.head] - now) / 1000) : timeToExpire;
      return { totalHits: live(hits) + (isBlocked ? 1 : 0), timeToExpire, isBlocked, timeToBlockExpire: isBlocked ? timeToBlockExpire : 0 };
    }
    if (!state.isBlocked) add(hits, now + ttl);
    if (live(hits) > limit && !state.isBlocked) {
      state.isBlocked = true;
      state.blockExpiresAt = now + blockDuration;
    }
    const timeToBlockExpire = Math.ceil((state.blockExpiresAt - now) / 1000);
    if (timeToBlockExpire <= 0 && state.isBlocked) {
      state.isBlocked = false;
      hits.expiries = [];
      hits.head = 0;
      add(hits, now + ttl);
    }
    return { totalHits: live(hits), timeToExpire, isBlocked: state.isBlocked, timeToBlockExpire };
  }

  /** Forgets keys whose window is over, that are not blocked, and that hold no live hit. */
  private sweep(now: number): void {
    this.nextSweep = now + SWEEP_EVERY_MS;
    for (const [key, state] of this.keys) {
      if (state.isBlocked && state.blockExpiresAt > now) continue;
      if (state.expiresAt > now) continue;
      let anyLive = false;
      for (const hits of state.hits.values()) {
        prune(hits, now);
        if (live(hits) > 0) anyLive = true;
      }
      if (!anyLive) this.keys.delete(key);
    }
  }
}

/** Hits not yet expired. */
function live(hits: Hits): number {
  return hits.expiries.length - hits.head;
}

/** Drops the hits expired at `now` (expiry <= now) from the front; compacts once half the array is dropped. */
function prune(hits: Hits, now: number): void {
  const { expiries } = hits;
  while (hits.head < expiries.length && expiries[hits.head] <= now) hits.head++;
  if (hits.head > 64 && hits.head * 2 > expiries.length) {
    hits.expiries = expiries.slice(hits.head);
    hits.head = 0;
  }
}

/** Adds a hit expiring at `expiry`, keeping the live hits in ascending order. */
function add(hits: Hits, expiry: number): void {
  const { expiries } = hits;
  let i = expiries.length;
  while (i > hits.head && expiries[i - 1] > expiry) i--;
  if (i === expiries.length) expiries.push(expiry);
  else expiries.splice(i, 0, expiry);
}
