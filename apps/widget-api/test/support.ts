import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { Clock, loadConfig } from '@fulfil/platform';
import { createTestApp, ProviderOverride } from '@fulfil/platform/testing';
import { storefrontBootstrapOptions } from '@fulfil/storefront';
import { importStore, StoreReader, validateStoreConfig } from '@fulfil/store-settings';
import type { TestDatabase } from '@fulfil/database/testing';
import { AppModule } from '../src/app.module';
import { WidgetConfig } from '../src/config';
import { eatsStore } from './eats-store';

/** The fixed "now" of the suites: Tuesday 10 March 2026, 16:00 in New York (EDT), 13:00 in San Francisco (PDT). */
export const NOW = '2026-03-10T20:00:00Z';

/** The test shop. */
export const SHOP = 'demo-eats.myshopify.com';

/** Test configuration, validated like production, with the clock fixed at {@link NOW}. */
export function widgetConfig(databaseUrl: string, env: Record<string, string | undefined> = {}): WidgetConfig {
  return loadConfig(WidgetConfig, {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
    CLOCK_NOW: NOW,
    // A stand-in bundle: the suites test the route, the browser suite of apps/ordering-widget the real bundle.
    ORDERING_WIDGET_FILE: join(__dirname, 'fixtures', 'ordering-widget.js'),
    ...env,
  });
}

/** Builds widget-api exactly as `main.ts` does (same module, same CORS policy). */
export async function createWidgetApp(config: WidgetConfig, overrides: ProviderOverride[] = []): Promise<INestApplication> {
  const app: INestApplication = await createTestApp(AppModule.forRoot(config), config, { ...storefrontBootstrapOptions(() => app), overrides });
  return app;
}

/** Imports the restaurant shop of {@link eatsStore} into a test database. */
export async function seedEats(db: TestDatabase, domain = SHOP, overrides: Parameters<typeof eatsStore>[1] = {}): Promise<void> {
  await importStore(db.dataSource, validateStoreConfig(eatsStore(domain, overrides)));
}

/** A clock the test moves. */
export class TestClock extends Clock {
  private instant: number;

  constructor(start: string = NOW) {
    super();
    this.instant = Date.parse(start);
  }

  now(): Date {
    return new Date(this.instant);
  }

  advanceMinutes(minutes: number): void {
    this.instant += minutes * 60_000;
  }

  advanceMs(ms: number): void {
    this.instant += ms;
  }
}

/** Ids of the test shop's records, read through the app's StoreReader. */
export interface EatsIds {
  restaurant: (externalId: string) => number;
  /** Menu item id by `restaurant/menu/name`, e.g. `midtown/lunch/Burger`. */
  item: (path: string) => number;
  /** Option id by `product/group/option`, e.g. `1001/Extras/Cheese`. */
  option: (path: string) => number;
  /** Slot row id by `restaurant/method/weekday/HH:MM`, e.g. `midtown/pickup/thursday/11:30`. */
  slot: (path: string) => number;
}

/** Looks up the ids the importer gave the test shop's records, through the app's StoreReader (or a reader of the database). */
export async function eatsIds(app: INestApplication | StoreReader, domain = SHOP): Promise<EatsIds> {
  const reader = app instanceof StoreReader ? app : app.get(StoreReader);
  const snapshot = await reader.forShop(domain);
  const catalog = await reader.widget(domain);
  if (!snapshot || !catalog) throw new Error(`${domain} is not seeded`);
  const must = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`no ${what}`);
    return value;
  };
  const parts = [...(await snapshot.parts(snapshot.indexedLocations().map((l) => l.id))).values()];
  const restaurant = (externalId: string) =>
    must(
      parts.find((p) => p.location.external_id === externalId),
      `location ${externalId}`,
    ).location.id;
  return {
    restaurant,
    item: (path) => {
      const [r, menu, name] = path.split('/');
      const m = must(catalog.menu(restaurant(r), menu), `menu ${path}`);
      return must(
        m.categories.flatMap((c) => c.items).find((i) => i.name === name),
        `item ${path}`,
      ).id;
    },
    option: (path) => {
      const [product, group, option] = path.split('/');
      const g = must(
        catalog.optionGroups([Number(product)]).find((x) => x.name === group),
        `group ${path}`,
      );
      return must(
        g.options.find((o) => o.name === option),
        `option ${path}`,
      ).id;
    },
    slot: (path) => {
      const [r, method, day, from] = path.split('/');
      const id = restaurant(r);
      const slots = (parts.find((p) => p.location.id === id)?.slots ?? [])
        .filter((s) => s.method === method)
        .map((s) => ({ id: s.id, day: s.day_of_week, from: s.available_from }));
      return must(
        slots.find((s) => s.day === day && s.from === from),
        `slot ${path}`,
      ).id;
    },
  };
}
