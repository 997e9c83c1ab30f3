/**
 * Child process of the platform benchmark (one per shop size): loads one shop through a
 * fresh StoreReader with `perf_hooks.monitorEventLoopDelay` running, then edits one
 * location through a StoreWriter and reads the shop again (the partial reload), and
 * prints one JSON line: load time (ms), the longest event-loop delay during the load and
 * during the edit's reload (ms), and the heap and RSS the shop added (MiB, after a GC).
 *
 *   node --expose-gc -r @swc-node/register tools/bench/platform/scale-probe.ts <DATABASE_URL> <domain>
 */
import 'reflect-metadata';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { StoreReader, StoreWriter } from '@fulfil/store-settings';
import { openStore } from './data';

const MiB = 1024 * 1024;

/** A few timer turns. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

async function main(): Promise<void> {
  const [url, domain] = process.argv.slice(2);
  const dataSource = await openStore(url);
  const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
  gc();
  const before = process.memoryUsage();
  const reader = new StoreReader(dataSource);
  const writer = new StoreWriter(dataSource, reader);
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  let started = performance.now();
  const snapshot = await reader.forShop(domain);
  const loadMs = performance.now() - started;
  // The histogram records a delay when its timer finally runs: give it that turn before stopping.
  await settle();
  delay.disable();
  if (!snapshot) throw new Error(`${domain} is not in ${url}`);
  const loadMaxDelayMs = delay.max / 1e6;
  gc();
  const after = process.memoryUsage();
  // The edit: one location's pickup interval, as the admin API's PUT pickup-settings does.
  const middle = snapshot.indexedPickupLocations()[snapshot.indexedPickupLocations().length >> 1];
  const location = (await snapshot.pickupLocation(middle.id)) as NonNullable<Awaited<ReturnType<typeof snapshot.pickupLocation>>>;
  const rules = await snapshot.pickupRules(location.id);
  const edit = monitorEventLoopDelay({ resolution: 1 });
  edit.enable();
  started = performance.now();
  await writer.putPickupSettings(snapshot.shop.id, location.id, {
    date_picker_enabled: location.date_picker_enabled,
    time_picker_enabled: location.time_picker_enabled,
    weekday_windows: { ...rules?.weekdayWindows },
    interval: rules?.intervalMinutes === 30 ? 15 : 30,
    blackout_dates: [...(rules?.blackoutDates ?? [])],
    allow_list_mode: rules?.allowListMode ?? false,
    allowed_weekdays: [...(rules?.allowedWeekdays ?? [])],
    future_order_window_days: rules?.futureOrderWindowDays ?? null,
    limits_enabled: location.limits_enabled,
  });
  const edited = await reader.forShop(domain);
  const editMs = performance.now() - started;
  await settle();
  edit.disable();
  if ((await edited?.pickupRules(location.id))?.intervalMinutes === rules?.intervalMinutes) throw new Error('the edit did not show');
  const stats = reader.shopCacheStats();
  process.stdout.write(
    `${JSON.stringify({
      locations: snapshot.locationCount,
      loadMs,
      loadMaxDelayMs,
      heapMiB: (after.heapUsed - before.heapUsed) / MiB,
      rssMiB: (after.rss - before.rss) / MiB,
      estimatedMiB: snapshot.estimatedBytes / MiB,
      editMs,
      editMaxDelayMs: edit.max / 1e6,
      partialReloads: stats.partialReloads,
    })}\n`,
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
