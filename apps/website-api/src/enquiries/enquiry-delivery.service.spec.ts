import { enquiryReference, retryDelayMs } from './enquiry-delivery.service';

describe('retryDelayMs', () => {
  it('doubles from the base up to the cap, and honours a longer upstream Retry-After', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => retryDelayMs(n, 30_000, 600_000))).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 600_000, 600_000]);
    expect(retryDelayMs(1, 30_000, 600_000, 90_000)).toBe(90_000);
  });
});

describe('enquiryReference', () => {
  it('is the id and the first 12 hex digits of the fingerprint: unique here, and distinct across databases sharing one HubSpot account', () => {
    const fingerprint = 'a3f1c2d4e5b60718293a4b5c6d7e8f90a3f1c2d4e5b60718293a4b5c6d7e8f90';
    expect(enquiryReference({ id: 42, fingerprint })).toBe('42-a3f1c2d4e5b6');
    expect(enquiryReference({ id: 42, fingerprint: `b${fingerprint.slice(1)}` })).not.toBe(enquiryReference({ id: 42, fingerprint }));
  });
});
