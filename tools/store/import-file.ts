import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { ValidationProblem } from '@fulfil/problem-details';
import { importStore, ShopEntity, validateStoreConfig } from '@fulfil/store-settings';

/** SHA-256 of a file's text, as stored in `shops.import_hash`. */
export function contentHash(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** Writes `\r`-updated progress to stderr when it is a terminal, a line per 25 % otherwise. */
function progressPrinter(label: string): ((done: number, total: number) => void) | undefined {
  let lastQuarter = -1;
  return (done, total) => {
    if (total < 1000) return;
    if (process.stderr.isTTY) {
      process.stderr.write(`\r${label}: ${done}/${total} locations${done === total ? '\n' : ''}`);
      return;
    }
    const quarter = Math.floor((done / total) * 4);
    if (quarter !== lastQuarter) {
      lastQuarter = quarter;
      process.stderr.write(`${label}: ${done}/${total} locations\n`);
    }
  };
}

/**
 * Parses, validates and imports one store-configuration file. With `ifChanged`, a file
 * whose hash equals the shop's `import_hash` is skipped without being parsed.
 *
 * @returns a one-line summary
 * @throws ValidationProblem naming the first invalid field (or the JSON syntax error)
 */
export async function importFile(dataSource: DataSource, text: string, options: { ifChanged?: boolean; label?: string } = {}): Promise<string> {
  const label = options.label ?? 'import';
  const hash = contentHash(text);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    throw new ValidationProblem(
      [{ field: '(root)', rule: 'json', message: `${label} is not JSON: ${(err as Error).message}` }],
      `${label} is not valid JSON: ${(err as Error).message}`,
    );
  }
  const domain = (data as { shop?: { domain?: unknown } })?.shop?.domain;
  if (options.ifChanged && typeof domain === 'string') {
    const shop = await dataSource.getRepository(ShopEntity).findOne({ where: { domain }, select: { id: true, importHash: true } });
    if (shop?.importHash === hash) return `${domain}: unchanged (${label})`;
  }
  const started = Date.now();
  const config = validateStoreConfig(data);
  const result = await importStore(dataSource, config, { hash, onProgress: progressPrinter(`${config.shop.domain}`) });
  const what = result.created ? 'created' : result.changed ? 'replaced' : 'already up to date';
  return `${config.shop.domain}: ${what}, ${result.locations} locations (${label}, ${Date.now() - started} ms)`;
}
