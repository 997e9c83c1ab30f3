import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CAPACITY_TABLE_SET } from '@fulfil/capacity';
import { createTestDatabase, TestDatabase } from '@fulfil/database/testing';
import { AdminTokenRepository, importStore, PlatformCredentialsRepository, secretBoxFor, validateStoreConfig } from '@fulfil/store-settings';
import { sampleStoreFile } from '@fulfil/store-settings/testing';
import { startAppProcess } from '@fulfil/storefront/testing';

/*
 * Secrets from files (docs/operations.md, "Secrets from files"): fulfilment-api started from
 * its real main.ts, in production, as Kubernetes and compose start it, with its database URL
 * and its credentials key ring in files (`DATABASE_URL_FILE`, `PLATFORM_CREDENTIALS_KEYS_FILE`,
 * each ending with a line break as `echo` and editors leave them), and refusing to start when
 * they are given twice or the file is missing, without printing them.
 */
const DOMAIN = 'secret-files.myshopify.com';
const ACCESS_TOKEN = 'shpat_0123456789abcdef0123456789abcdef';
const ENTRY = 'apps/fulfilment-api/src/main.ts';

describe('fulfilment-api reads its secrets from <NAME>_FILE', () => {
  let db: TestDatabase;
  let dir: string;
  let shopId: number;
  let adminToken: string;
  const keyRing = `k1:${randomBytes(32).toString('base64')}`;
  const file = (name: string, content: string) => {
    const path = join(dir, name);
    writeFileSync(path, content);
    return path;
  };

  beforeAll(async () => {
    db = await createTestDatabase('sqlite', CAPACITY_TABLE_SET);
    shopId = (await importStore(db.dataSource, validateStoreConfig(sampleStoreFile(DOMAIN)))).shopId;
    adminToken = (await new AdminTokenRepository(db.dataSource).create(DOMAIN, 'secret files')).token;
    dir = mkdtempSync(join(tmpdir(), 'secret-files-e2e-'));
  }, 60_000);
  afterAll(async () => {
    await db?.drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('starts in production on the database and with the key ring its files name, and never prints them', async () => {
    const app = await startAppProcess({
      entry: ENTRY,
      env: {
        NODE_ENV: 'production',
        LOG_LEVEL: 'info',
        // Set empty, as compose's `${VAR:-}` leaves it: unset, so the file is taken.
        DATABASE_URL: '',
        DATABASE_URL_FILE: file('database_url', `${db.url}\n`),
        PLATFORM_CREDENTIALS_KEYS_FILE: file('platform_credentials_keys', `${keyRing}\r\n`),
      },
      startTimeoutMs: 90_000,
    });
    try {
      expect((await fetch(`${app.url}/readyz`)).status).toBe(200);
      // The admin token exists only in the file's database; storing credentials needs the key
      // ring in production (503 CREDENTIALS_KEY_MISSING without one).
      const put = await fetch(`${app.url}/admin/v1.0/storefront-platform`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ shop_domain: DOMAIN, access_token: ACCESS_TOKEN }),
      });
      expect({ status: put.status, body: await put.json() }).toEqual({ status: 200, body: { configured: true, updated_at: expect.any(String) } });
      // Sealed with the file's key ring, its line break removed.
      const opened = await new PlatformCredentialsRepository(db.dataSource, secretBoxFor(keyRing, 'production')).open(shopId);
      expect(opened?.accessToken.reveal()).toBe(ACCESS_TOKEN);
      expect(app.output()).not.toContain(keyRing.slice(3));
      expect(app.output()).not.toContain('PLATFORM_CREDENTIALS_KEYS is not set');
    } finally {
      await app.stop();
    }
  }, 120_000);

  /** The output of a start that must fail. */
  const refusal = async (env: Record<string, string>) => {
    const start = startAppProcess({ entry: ENTRY, env: { NODE_ENV: 'production', ...env }, startTimeoutMs: 90_000 });
    const error: Error = await start.then(
      async (app) => {
        await app.stop();
        throw new Error('the app started');
      },
      (err: Error) => err,
    );
    expect(error.message).toContain('exited before it listened');
    return error.message;
  };

  it('refuses to start with both DATABASE_URL and DATABASE_URL_FILE, naming both and printing neither', async () => {
    const output = await refusal({ DATABASE_URL: 'mysql://fulfil:env-pa55word@db:3306/fulfil_store', DATABASE_URL_FILE: file('both', `${db.url}\n`) });
    expect(output).toContain('fulfilment-api: Invalid environment:');
    expect(output).toContain('DATABASE_URL: both DATABASE_URL and DATABASE_URL_FILE are set; set only one');
    expect(output).not.toContain('env-pa55word');
    expect(output).not.toContain(db.url);
  }, 120_000);

  it('refuses to start when a file is missing, naming its variable and path', async () => {
    const missing = join(dir, 'no-such-key-ring');
    const output = await refusal({ DATABASE_URL: db.url, PLATFORM_CREDENTIALS_KEYS_FILE: missing });
    expect(output).toContain(
      `PLATFORM_CREDENTIALS_KEYS_FILE: ${missing}: no such file (ENOENT); it must name a readable file holding PLATFORM_CREDENTIALS_KEYS`,
    );
  }, 120_000);
});
