import { heapLimitWarning } from './storefront.module';

const MiB = 1024 * 1024;

describe('heapLimitWarning', () => {
  it('is silent when the heap leaves room for twice the shop cache budget and the rest', () => {
    expect(heapLimitWarning(256, 640 * MiB)).toBeNull();
    expect(heapLimitWarning(256, 4096 * MiB)).toBeNull();
  });

  it('names the flag and a size when the heap is too small for the budget', () => {
    expect(heapLimitWarning(256, 512 * MiB)).toBe(
      'the V8 heap limit (512 MiB) is small for SHOP_CACHE_MB=256: give node --max-old-space-size=640 or lower SHOP_CACHE_MB',
    );
    expect(heapLimitWarning(1024, 1500 * MiB)).toContain('--max-old-space-size=2560');
  });
});
