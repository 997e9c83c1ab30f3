/**
 * Loads the demo shops into the store database (run by `npm start` through
 * tools/scripts/before-start.mjs, or `npx nx run store-tools:load-demo`): every
 * `demo/*.json` plus the generated 10,000-location shop. A shop is imported only when it
 * is missing or its file changed (SHA-256 of the content, kept in `shops.import_hash`),
 * so a start with nothing changed takes a moment.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { openStore, run } from './cli';
import { importFile } from './import-file';
import { generateLargeShop } from './large-shop';

run(async () => {
  const root = process.cwd();
  const started = Date.now();
  const dataSource = await openStore();
  try {
    const files = (await readdir(join(root, 'demo'))).filter((f) => f.endsWith('.json')).sort();
    for (const file of files)
      console.log(`demo: ${await importFile(dataSource, await readFile(join(root, 'demo', file), 'utf8'), { ifChanged: true, label: `demo/${file}` })}`);
    console.log(`demo: ${await importFile(dataSource, JSON.stringify(generateLargeShop()), { ifChanged: true, label: 'generated large shop' })}`);
  } finally {
    await dataSource.destroy();
  }
  console.log(`demo: ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
});
