import { rateLimitHeaders } from './rate-limit-headers';

describe('rateLimitHeaders', () => {
  it('writes the draft-07 combined field and the draft-06 triplet', () => {
    expect(rateLimitHeaders({ limit: 30, windowSeconds: 60, totalHits: 1, resetSeconds: 60, blocked: false, retryAfterSeconds: 0 })).toEqual({
      'RateLimit-Policy': '30;w=60',
      RateLimit: 'limit=30, remaining=29, reset=60',
      'RateLimit-Limit': '30',
      'RateLimit-Remaining': '29',
      'RateLimit-Reset': '60',
    });
  });

  it('adds Retry-After and reports nothing remaining when refused', () => {
    expect(rateLimitHeaders({ limit: 30, windowSeconds: 60, totalHits: 31, resetSeconds: 12, blocked: true, retryAfterSeconds: 42 })).toEqual({
      'RateLimit-Policy': '30;w=60',
      RateLimit: 'limit=30, remaining=0, reset=42',
      'RateLimit-Limit': '30',
      'RateLimit-Remaining': '0',
      'RateLimit-Reset': '42',
      'Retry-After': '42',
    });
  });

  it('never reports a reset below one second', () => {
    expect(rateLimitHeaders({ limit: 5, windowSeconds: 1, totalHits: 5, resetSeconds: 0, blocked: false, retryAfterSeconds: 0 })['RateLimit-Reset']).toBe('1');
  });
});
