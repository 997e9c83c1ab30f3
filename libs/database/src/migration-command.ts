import type { DataSource } from 'typeorm';
import { runMigrationsSafely } from './run-migrations';

/** What {@link runMigrationCommand} does: apply pending migrations, revert the last one, or say whether any are pending. */
export type MigrationAction = 'run' | 'revert' | 'show';

const ACTIONS: readonly MigrationAction[] = ['run', 'revert', 'show'];

/**
 * The migration command of an app's database, shared by `nx run <app>:migrate`
 * (tools/scripts/migrate.ts) and the `migrate.js` each image ships next to `main.js` (the
 * Kubernetes migration Job; docs/operations.md, "Migrations on Kubernetes"). Opens the
 * DataSource, acts, and always closes it. `run` takes the same named lock as an app
 * starting (runMigrationsSafely), so it may race replicas safely.
 *
 * @param dataSource the app's tooling DataSource (`apps/<app>/src/data-source.ts`), not yet initialised
 * @param action `run` (default), `revert` or `show`
 * @returns one line for the operator: `ran: <names>`, `up to date`, `reverted the last migration`, `pending migrations`
 * @throws Error for an unknown action (before connecting), or the database's or a migration's error
 */
export async function runMigrationCommand(dataSource: DataSource, action = 'run'): Promise<string> {
  if (!ACTIONS.includes(action as MigrationAction)) throw new Error(`unknown action ${JSON.stringify(action)}: use ${ACTIONS.join(', ')}`);
  await dataSource.initialize();
  try {
    if (action === 'revert') {
      await dataSource.undoLastMigration({ transaction: 'each' });
      return 'reverted the last migration';
    }
    if (action === 'show') return (await dataSource.showMigrations()) ? 'pending migrations' : 'up to date';
    const ran = await runMigrationsSafely(dataSource);
    return ran.length ? `ran: ${ran.map((m) => m.name).join(', ')}` : 'up to date';
  } finally {
    await dataSource.destroy();
  }
}

/**
 * Entry of an image's `migrate.js`: runs {@link runMigrationCommand} with the first
 * command-line argument, prints its line (prefixed with the app's name), and exits 0, or
 * prints the error's message and exits 1 (a failed Job pod, retried by its backoffLimit).
 *
 * @param app the app's name, for the printed line
 * @param dataSource the app's tooling DataSource
 */
export function migrationCommandMain(app: string, dataSource: DataSource): void {
  runMigrationCommand(dataSource, process.argv[2]).then(
    (line) => console.log(`${app}: ${line}`),
    (err: unknown) => {
      console.error(`${app}: ${err instanceof Error ? err.message : String(err)}`);
      process.exitCode = 1;
    },
  );
}
