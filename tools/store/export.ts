/**
 * Writes a shop in the store-configuration format (what `store:import` reads):
 *
 *   npm run store:export -- demo-bakery.myshopify.com              # to stdout
 *   npm run store:export -- demo-bakery.myshopify.com bakery.json  # to a file
 *
 * Importing the output changes nothing. The file holds the shop's webhook secret.
 */
import { writeFile } from 'node:fs/promises';
import { exportStore } from '@fulfil/store-settings';
import { openStore, run, userPath } from './cli';

run(async () => {
  const [domain, file] = process.argv.slice(2);
  if (!domain) throw new Error('usage: npm run store:export -- <shop-domain> [file.json]');
  const dataSource = await openStore();
  try {
    const text = `${JSON.stringify(await exportStore(dataSource, domain), null, 2)}\n`;
    if (file) {
      await writeFile(userPath(file), text);
      console.error(`${domain}: written to ${file}`);
    } else {
      process.stdout.write(text);
    }
  } finally {
    await dataSource.destroy();
  }
});
