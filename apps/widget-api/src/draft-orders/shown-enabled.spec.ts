import type { PlatformCredentialsRepository } from '@fulfil/store-settings';
import { CREDENTIALS_PRESENCE_MAX_AGE_MS, DraftOrderService } from './draft-order.service';

describe('DraftOrderService.shownEnabledFor (is_test_mode of GET /settings)', () => {
  let has: jest.Mock<Promise<boolean>, [number]>;
  let service: DraftOrderService;
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'] });
    has = jest.fn();
    service = new DraftOrderService(
      { has } as unknown as PlatformCredentialsRepository,
      null as never,
      null as never,
      null as never,
      null as never,
      null as never,
    );
  });
  afterEach(() => jest.useRealTimers());

  it('reads a shop’s credentials at most once per max age, per shop, and shares a pending read', async () => {
    has.mockResolvedValue(true);
    const [a, b] = await Promise.all([service.shownEnabledFor(1, false), service.shownEnabledFor(1, false)]);
    expect([a, b]).toEqual([true, true]);
    expect(await service.shownEnabledFor(2, false)).toBe(true);
    expect(has.mock.calls).toEqual([[1], [2]]);
    // Credentials removed meanwhile: shown within the max age.
    has.mockResolvedValue(false);
    jest.advanceTimersByTime(CREDENTIALS_PRESENCE_MAX_AGE_MS - 1);
    expect(await service.shownEnabledFor(1, false)).toBe(true);
    jest.advanceTimersByTime(1);
    expect(await service.shownEnabledFor(1, false)).toBe(false);
    expect(has).toHaveBeenCalledTimes(3);
  });

  it('answers false for a shop in test mode without reading, and does not keep a failed read', async () => {
    expect(await service.shownEnabledFor(1, true)).toBe(false);
    expect(has).not.toHaveBeenCalled();
    has.mockRejectedValueOnce(new Error('database down')).mockResolvedValue(true);
    await expect(service.shownEnabledFor(1, false)).rejects.toThrow('database down');
    expect(await service.shownEnabledFor(1, false)).toBe(true);
    expect(has).toHaveBeenCalledTimes(2);
  });
});
