/**
 * A shop's storefront-platform credentials (docs/draft-orders.md, "Credentials"), sealed
 * with PLATFORM_CREDENTIALS_KEYS like the apps do (the public development key when unset
 * outside production):
 *
 *   npm run store:platform -- set demo-eats.myshopify.com demo-eats.myshopify.com <access token>
 *   npm run store:platform -- status demo-eats.myshopify.com
 *   npm run store:platform -- remove demo-eats.myshopify.com
 *   npm run store:platform -- reseal      (after putting a new key first in the ring)
 *
 * The token is read from the command line or, with `-`, from stdin; it is never printed.
 */
import { readFileSync } from 'node:fs';
import { PlatformCredentialsRepository, secretBoxFor, ShopEntity, ShopNotFoundError } from '@fulfil/store-settings';
import { openStore, run } from './cli';

run(async () => {
  const [command, shop, platformDomain, token] = process.argv.slice(2);
  const dataSource = await openStore();
  try {
    const credentials = new PlatformCredentialsRepository(dataSource, secretBoxFor(process.env.PLATFORM_CREDENTIALS_KEYS, process.env.NODE_ENV));
    if (command === 'reseal') {
      console.log(`${await credentials.reseal()} token(s) re-sealed with the current key`);
      return;
    }
    const row = shop ? await dataSource.getRepository(ShopEntity).findOne({ where: { domain: shop }, select: { id: true } }) : null;
    if (shop && !row) throw new ShopNotFoundError(shop);
    if (command === 'set' && row && platformDomain && token) {
      const value = token === '-' ? readFileSync(0, 'utf8').trim() : token;
      await credentials.put(row.id, platformDomain, value);
      console.log(`${shop}: storefront-platform credentials set (${platformDomain})`);
    } else if (command === 'status' && row) {
      console.log(JSON.stringify(await credentials.status(row.id)));
    } else if (command === 'remove' && row) {
      console.log((await credentials.remove(row.id)) ? `${shop}: credentials removed` : `${shop}: had none`);
    } else {
      throw new Error('usage: npm run store:platform -- set <shop> <platform-domain> <token|-> | status <shop> | remove <shop> | reseal');
    }
  } finally {
    await dataSource.destroy();
  }
});
