/**
 * Creates, lists and revokes admin API tokens (stored as SHA-256; a token is shown once):
 *
 *   npm run admin:token -- create demo-bakery.myshopify.com "ops laptop"
 *   npm run admin:token -- list [shop-domain]
 *   npm run admin:token -- revoke 3
 *
 * Use a token as `Authorization: Bearer <token>` on /admin/v1.0 of fulfilment-api.
 */
import { AdminTokenRepository } from '@fulfil/store-settings';
import { openStore, run } from './cli';

run(async () => {
  const [command, arg, ...rest] = process.argv.slice(2);
  const dataSource = await openStore();
  try {
    const tokens = new AdminTokenRepository(dataSource);
    if (command === 'create' && arg) {
      const { id, token } = await tokens.create(arg, rest.join(' '));
      console.error(`token ${id} for ${arg} (shown once, store it now):`);
      console.log(token);
    } else if (command === 'revoke' && /^\d+$/.test(arg ?? '')) {
      if (!(await tokens.revoke(Number(arg)))) throw new Error(`no token ${arg}`);
      console.log(`token ${arg} revoked`);
    } else if (command === 'list') {
      for (const t of await tokens.list(arg))
        console.log(`${t.id}\t${t.shop}\t${t.revoked_at ? `revoked ${t.revoked_at.toISOString()}` : 'active'}\t${t.label}`);
    } else {
      throw new Error('usage: npm run admin:token -- create <shop-domain> [label] | revoke <id> | list [shop-domain]');
    }
  } finally {
    await dataSource.destroy();
  }
});
