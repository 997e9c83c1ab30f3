/**
 * Undelivered contact-form enquiries of website-api (docs/operations.md, "Undelivered enquiries"):
 *
 *   npm run enquiries -- list              # failed enquiries (retries exhausted), with their last error
 *   npm run enquiries -- list --pending    # and those waiting for a retry
 *   npm run enquiries -- retry 12 15       # make these due now
 *   npm run enquiries -- retry --all-failed
 *
 * DATABASE_URL (or DATABASE_URL_FILE, as the app reads it) selects the forms database (default data/forms.sqlite; migrated like website-api does). A retry makes the
 * enquiry due now; the retry worker of a running website-api delivers it within
 * ENQUIRY_RETRY_INTERVAL_MS (15 s by default). In the website-api image: `node enquiries.js ...`.
 */
import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { dataSourceOptions, runMigrationsSafely } from '@fulfil/database';
import { secretFromEnv } from '@fulfil/platform';
import { EnquiryRepository, FORMS_TABLE_SET } from '@fulfil/website-forms';
import type { EnquiryEntity } from '@fulfil/website-forms';

const USAGE = 'usage: enquiries list [--pending] [--limit N] | retry <id>... | retry --all-failed';

/** One tab-separated row per enquiry: id, status, attempts, received, next attempt, last error (no personal data). */
export function formatRow(e: EnquiryEntity): string {
  const next = e.status === 'pending' && e.nextAttemptAt ? e.nextAttemptAt.toISOString() : '-';
  return [e.id, e.status, `attempts=${e.attempts}`, e.receivedAt.toISOString(), `next=${next}`, e.lastError ?? '-'].join('\t');
}

/**
 * Runs one command against the forms database.
 * @returns what to print on stdout, one line per element
 * @throws Error with the usage line for an unknown command or a bad id
 */
export async function enquiriesCommand(repo: EnquiryRepository, args: string[], now: Date): Promise<string[]> {
  const [command, ...rest] = args;
  if (command === 'list') {
    const limitAt = rest.indexOf('--limit');
    const limit = limitAt >= 0 ? Number(rest[limitAt + 1]) : 100;
    if (!Number.isInteger(limit) || limit < 1) throw new Error(USAGE);
    const rows = await repo.listUndelivered({ includePending: rest.includes('--pending'), limit });
    return rows.length ? rows.map(formatRow) : ['no undelivered enquiries'];
  }
  if (command === 'retry') {
    const all = rest.includes('--all-failed');
    const ids = rest.filter((a) => a !== '--all-failed');
    if (all === ids.length > 0 || ids.some((id) => !/^\d+$/.test(id))) throw new Error(USAGE);
    const due = await repo.requeue(all ? 'all-failed' : ids.map(Number), now);
    const skipped = ids.map(Number).filter((id) => !due.includes(id));
    return [
      due.length ? `due now: ${due.join(', ')} (the retry worker of website-api delivers them)` : 'nothing to retry',
      ...(skipped.length ? [`not retried (delivered, unknown, or a delivery in progress): ${skipped.join(', ')}`] : []),
    ];
  }
  throw new Error(USAGE);
}

if (require.main === module) {
  (async () => {
    const dataSource = await new DataSource(dataSourceOptions(secretFromEnv('DATABASE_URL'), FORMS_TABLE_SET)).initialize();
    try {
      // As website-api at start-up (a named lock on MySQL): the CLI works on a database the app has not opened yet.
      await runMigrationsSafely(dataSource);
      for (const line of await enquiriesCommand(new EnquiryRepository(dataSource), process.argv.slice(2), new Date())) console.log(line);
    } finally {
      await dataSource.destroy();
    }
  })().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(`error: ${err instanceof Error ? err.message : String(err)}`);
      process.exit(1);
    },
  );
}
