/**
 * Runs (or reverts) the migrations of one app's database:
 *   nx run fulfilment-api:migrate            # run pending migrations
 *   nx run fulfilment-api:migrate -- revert  # revert the last one (show: any pending?)
 * DATABASE_URL selects the database exactly as the app does.
 */
import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { runMigrationCommand } from '@fulfil/database';

async function main(): Promise<void> {
  const [app, action] = process.argv.slice(2);
  const sources: Record<string, () => Promise<{ default: DataSource }>> = {
    // eslint-disable-next-line @nx/enforce-module-boundaries -- a script loads the project it runs by path (projects have no package name)
    'website-api': () => import('../../apps/website-api/src/data-source'),
    // eslint-disable-next-line @nx/enforce-module-boundaries -- a script loads the project it runs by path (projects have no package name)
    'fulfilment-api': () => import('../../apps/fulfilment-api/src/data-source'),
    // eslint-disable-next-line @nx/enforce-module-boundaries -- a script loads the project it runs by path (projects have no package name)
    'widget-api': () => import('../../apps/widget-api/src/data-source'),
  };
  if (!sources[app]) throw new Error(`usage: migrate.ts <${Object.keys(sources).join('|')}> [run|revert|show]`);
  console.log(await runMigrationCommand((await sources[app]()).default, action));
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
