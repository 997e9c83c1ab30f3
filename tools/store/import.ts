/**
 * Imports a store-configuration file (libs/store-settings/src/config/store-config.schema.json):
 * creates the shop named in it, or replaces that shop, in one transaction.
 *
 *   npm run store:import -- demo/demo-bakery.json
 *   npm run store:import -- shop.json --if-changed   # skip when the file is what was last imported
 *   node store-import.js - < shop.json               # from stdin (in the fulfilment-api image)
 *
 * DATABASE_URL selects the database (default data/store.sqlite). Invalid files stop with
 * the path of the first invalid field, e.g. `locations[3].pickup.interval must be >= 5`.
 */
import { readFile } from 'node:fs/promises';
import { text as readAll } from 'node:stream/consumers';
import { openStore, run, userPath } from './cli';
import { importFile } from './import-file';

run(async () => {
  const args = process.argv.slice(2);
  const files = args.filter((a) => !a.startsWith('--'));
  if (files.length !== 1) throw new Error('usage: npm run store:import -- <file.json | -> [--if-changed]');
  const text = files[0] === '-' ? await readAll(process.stdin) : await readFile(userPath(files[0]), 'utf8');
  const dataSource = await openStore();
  try {
    const outcome = await importFile(dataSource, text, { ifChanged: args.includes('--if-changed'), label: files[0] === '-' ? 'stdin' : files[0] });
    console.log(outcome);
  } finally {
    await dataSource.destroy();
  }
});
