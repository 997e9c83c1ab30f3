import { retryDelayMs } from './enquiry-delivery.service';

describe('retryDelayMs', () => {
  it('doubles from the base up to the cap, and honours a longer upstream Retry-After', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => retryDelayMs(n, 30_000, 600_000))).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 600_000, 600_000]);
    expect(retryDelayMs(1, 30_000, 600_000, 90_000)).toBe(90_000);
  });
});
