import { validateStoreConfig } from '@fulfil/store-settings';
import { generateLargeShop, LARGE_SHOP_DOMAIN } from './large-shop';
import { usTimeZone } from './us-time-zones';

describe('generated large shop', () => {
  const file = generateLargeShop();
  const config = validateStoreConfig(structuredClone(file));

  it('has 10,000 valid locations on distinct real ZIP centroids', () => {
    expect(config.shop.domain).toBe(LARGE_SHOP_DOMAIN);
    expect(config.locations).toHaveLength(10_000);
    expect(new Set(config.locations.map((l) => l.postal_code)).size).toBe(10_000);
    expect(config.locations.every((l) => /^\d{5}$/.test(l.postal_code))).toBe(true);
  });

  it('spreads over the whole country and its time zones', () => {
    expect(new Set(config.locations.map((l) => l.region)).size).toBeGreaterThanOrEqual(50);
    expect(new Set(config.locations.map((l) => l.timezone)).size).toBeGreaterThanOrEqual(8);
    const lats = config.locations.map((l) => l.latitude);
    expect(Math.min(...lats)).toBeLessThan(25);
    expect(Math.max(...lats)).toBeGreaterThan(60);
  });

  it('walks the ZIP codes again beyond their number, with distinct external ids and shifted points', () => {
    const big = generateLargeShop(40_000).locations as { external_id: string; postal_code: string; latitude: number }[];
    expect(big).toHaveLength(40_000);
    expect(new Set(big.map((l) => l.external_id)).size).toBe(40_000);
    const again = big.find((l) => l.external_id.endsWith('-1'));
    const first = big.find((l) => again && l.external_id === again.external_id.slice(0, -2));
    expect(again?.postal_code).toBe(first?.postal_code);
    expect(again?.latitude).toBeCloseTo((first?.latitude ?? 0) + 0.002, 6);
  });

  it('is deterministic (the demo loader hashes it)', () => {
    expect(JSON.stringify(generateLargeShop())).toBe(JSON.stringify(file));
  });

  it('maps states to zones, with the split states decided by position', () => {
    expect(usTimeZone('NY', 40.7, -74)).toBe('America/New_York');
    expect(usTimeZone('FL', 30.4, -87.2)).toBe('America/Chicago');
    expect(usTimeZone('TX', 31.8, -106.4)).toBe('America/Denver');
    expect(usTimeZone('AZ', 33.4, -112)).toBe('America/Phoenix');
    expect(usTimeZone('GU', 13.4, 144.8)).toBeUndefined();
  });
});
