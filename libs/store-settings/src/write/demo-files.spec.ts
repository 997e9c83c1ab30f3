import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createTestDatabase, describeEachEngine, TestDatabase } from '@fulfil/database/testing';
import { STORE_TABLE_SET } from '../table-set';
import { exportStore } from './exporter';
import { importStore } from './importer';
import { stableStringify } from '../config/stable-json';
import { validateStoreConfig } from '../config/validate';

const DEMO = join(__dirname, '../../../../demo');
const load = (name: string) => validateStoreConfig(JSON.parse(readFileSync(join(DEMO, name), 'utf8')));

describe('demo store files', () => {
  it('are all valid store configurations', () => {
    const files = readdirSync(DEMO).filter((f) => f.endsWith('.json'));
    expect(files.sort()).toEqual(['demo-bakery.json', 'demo-eats.json', 'demo-london.json']);
    for (const f of files) expect(() => load(f)).not.toThrow();
  });

  it('bakery: at least 25 locations across several US time zones, with slots, limits and preparation rules', () => {
    const c = load('demo-bakery.json');
    expect(c.shop.domain).toBe('demo-bakery.myshopify.com');
    expect(c.locations.length).toBeGreaterThanOrEqual(25);
    expect(new Set(c.locations.map((l) => l.timezone)).size).toBeGreaterThanOrEqual(4);
    expect(c.locations.some((l) => l.pickup.limits_enabled && l.pickup.slots.some((s) => s.limited))).toBe(true);
    expect(c.preparation_times.pickup.general.enabled).toBe(true);
    expect(c.preparation_times.pickup.product_based.length).toBeGreaterThan(0);
  });

  it('london: Europe/London with postal-code delivery zones', () => {
    const c = load('demo-london.json');
    expect(c.shop).toMatchObject({ domain: 'demo-london.myshopify.com', timezone: 'Europe/London' });
    expect(c.shop.delivery.validation_mode).toBe('postal_code');
    expect(c.locations.every((l) => l.delivery_enabled && l.delivery.postal_codes.length > 0)).toBe(true);
    expect(new Set(c.locations.map((l) => l.delivery.postal_code_match_mode))).toEqual(new Set(['exact', 'prefix', 'pattern']));
  });

  it('eats: two restaurants with lunch and dinner menus, option groups and en/fr/de translations', () => {
    const c = load('demo-eats.json');
    const w = c.widget;
    expect(c.locations.filter((l) => l.widget_enabled)).toHaveLength(2);
    expect(w?.menus.map((m) => `${m.restaurant}/${m.handle}`).sort()).toEqual([
      'eats-cultural-center/dinner',
      'eats-cultural-center/lunch',
      'eats-navy-pier/dinner',
      'eats-navy-pier/lunch',
    ]);
    expect(w?.menus.every((m) => m.availability.length > 0 && m.categories.every((cat) => cat.items.every((i) => Number.isInteger(i.price))))).toBe(true);
    expect(w?.option_groups.some((g) => g.required && g.min_selections >= 1)).toBe(true);
    expect(w?.option_groups.some((g) => !g.required && g.max_selections > 1)).toBe(true);
    expect(w?.translations.every((t) => ['en', 'fr', 'de'].every((lang) => t.values[lang]))).toBe(true);
  });
});

describeEachEngine('demo shops round trip', (engine) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(engine, STORE_TABLE_SET);
  }, 60_000);
  afterAll(() => db?.drop());

  it.each(['demo-bakery.json', 'demo-london.json', 'demo-eats.json'])('%s imports, exports to the same file, and re-imports as a no-op', async (file) => {
    const config = load(file);
    const { $schema: _schema, ...expected } = config;
    const { webhook_secret: secret, ...shop } = expected.shop;
    expect(secret).toEqual(expect.any(String));
    await importStore(db.dataSource, config);
    const exported = await exportStore(db.dataSource, config.shop.domain);
    // The webhook secret is write-only: the export is the file without it.
    expect(stableStringify(exported)).toBe(stableStringify({ ...expected, shop }));
    expect((await importStore(db.dataSource, validateStoreConfig(JSON.parse(JSON.stringify(exported))))).changed).toBe(false);
  });
});
