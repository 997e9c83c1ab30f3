/**
 * Writes the generated benchmark shop (see large-shop.ts) as a store-configuration file:
 *
 *   npx nx run store-tools:generate-large -- data/demo-large.json [count]
 *
 * `npm start` does not need the file: the demo loader generates the shop in memory.
 */
import { writeFile } from 'node:fs/promises';
import { run, userPath } from './cli';
import { generateLargeShop } from './large-shop';

run(async () => {
  const [file = 'data/demo-large.json', count = '10000'] = process.argv.slice(2);
  const shop = generateLargeShop(Number(count));
  await writeFile(userPath(file), `${JSON.stringify(shop)}\n`);
  console.log(`${(shop.locations as unknown[]).length} locations written to ${file}`);
});
