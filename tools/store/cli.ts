/**
 * Shared pieces of the store command-line tools: the store database as the apps open it
 * (DATABASE_URL or DATABASE_URL_FILE, else the embedded `data/store.sqlite`), migrated; paths relative to where
 * `npm run` was called; and error output.
 */
import 'reflect-metadata';
import { isAbsolute, resolve } from 'node:path';
import { DataSource } from 'typeorm';
import { ProblemError } from '@fulfil/problem-details';
import { dataSourceOptions, runMigrationsSafely } from '@fulfil/database';
import { CAPACITY_TABLE_SET } from '@fulfil/capacity';
import { secretFromEnv } from '@fulfil/platform';

/** Opens and migrates the store database of DATABASE_URL, or of the file DATABASE_URL_FILE names, as the apps read it (default: `data/store.sqlite`). */
export async function openStore(): Promise<DataSource> {
  const dataSource = await new DataSource(dataSourceOptions(secretFromEnv('DATABASE_URL'), CAPACITY_TABLE_SET)).initialize();
  await runMigrationsSafely(dataSource);
  return dataSource;
}

/** A path given on the command line, relative to the directory `npm run` was started in. */
export function userPath(path: string): string {
  return isAbsolute(path) ? path : resolve(process.env.INIT_CWD ?? process.cwd(), path);
}

/** Runs a command's main function: prints problems and errors on one line and exits 1. */
export function run(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (err: unknown) => {
      if (err instanceof ProblemError) console.error(`error: ${err.detail}`);
      else console.error(`error: ${err instanceof Error ? err.message : String(err)}`);
      process.exit(1);
    },
  );
}
