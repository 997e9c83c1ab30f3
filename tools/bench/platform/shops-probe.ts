/**
 * Child process of the platform benchmark: touches `count` shops of the many-shops store
 * in turn through one StoreReader with the default memory budget (as an app serving them
 * would), printing RSS, heap and the cache's counters at each tenth as JSON lines; then
 * touches the first shop again (long evicted when the budget is exceeded) and checks that
 * it answers as on its first load, at the cost of one more load.
 *
 *   node --expose-gc -r @swc-node/register tools/bench/platform/shops-probe.ts <DATABASE_URL> <count>
 */
import 'reflect-metadata';
import { StoreReader } from '@fulfil/store-settings';
import { manyShopDomain, openStore } from './data';

const MiB = 1024 * 1024;

async function main(): Promise<void> {
  const [url, countText] = process.argv.slice(2);
  const count = Number(countText);
  const dataSource = await openStore(url);
  const reader = new StoreReader(dataSource);
  const first = JSON.stringify(await (await reader.forShop(manyShopDomain(1)))?.pickupLocations());
  const started = performance.now();
  for (let i = 1; i <= count; i++) {
    const snapshot = await reader.forShop(manyShopDomain(i));
    if (!snapshot) throw new Error(`${manyShopDomain(i)} is missing`);
    if (i % Math.max(1, Math.floor(count / 10)) === 0 || i === count) {
      const memory = process.memoryUsage();
      const stats = reader.shopCacheStats();
      process.stdout.write(
        `${JSON.stringify({ touched: i, rssMiB: memory.rss / MiB, heapMiB: memory.heapUsed / MiB, cachedShops: stats.shops, cacheMiB: stats.bytes / MiB, evictions: stats.evictions, seconds: (performance.now() - started) / 1000 })}\n`,
      );
    }
  }
  const loads = reader.shopCacheStats().loads;
  const again = JSON.stringify(await (await reader.forShop(manyShopDomain(1)))?.pickupLocations());
  const stats = reader.shopCacheStats();
  (globalThis as { gc?: () => void }).gc?.();
  process.stdout.write(
    `${JSON.stringify({ final: true, rssAfterGcMiB: process.memoryUsage().rss / MiB, firstAgainSame: again === first, firstAgainLoads: stats.loads - loads, maxMiB: stats.maxBytes / MiB })}\n`,
  );
  await dataSource.destroy();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
