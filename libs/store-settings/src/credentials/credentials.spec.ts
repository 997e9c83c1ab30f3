import { randomBytes } from 'node:crypto';
import { inspect } from 'node:util';
import { createTestDatabase, describeEachEngine, TestDatabase } from '@fulfil/database/testing';
import { PlatformCredentialsEntity } from '../entities/platform-credentials.entity';
import { ShopEntity } from '../entities/shop.entity';
import { STORE_TABLE_SET } from '../table-set';
import { sampleStoreFile } from '../testing/fixtures';
import { validateStoreConfig } from '../config/validate';
import { importStore } from '../write/importer';
import { exportStore } from '../write/exporter';
import { CredentialsKeyMissingError, PlatformCredentialsRepository } from './platform-credentials.repository';
import { KEY_RING_PATTERN, SecretBox, SecretBoxError } from './secret-box';

const TOKEN = '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';
const key = (id: string) => `${id}:${randomBytes(32).toString('base64')}`;

describe('SecretBox', () => {
  const box = SecretBox.fromConfig(key('k1'));

  it('seals with AES-256-GCM and opens only with the same associated data', () => {
    const sealed = box.seal(TOKEN, 'shop:1');
    expect(sealed.keyId).toBe('k1');
    expect(sealed.sealed).not.toContain(TOKEN);
    expect(box.seal(TOKEN, 'shop:1').sealed).not.toBe(sealed.sealed); // a fresh IV every time
    expect(box.open(sealed, 'shop:1').reveal()).toBe(TOKEN);
    expect(() => box.open(sealed, 'shop:2')).toThrow(SecretBoxError);
    const [iv, tag, data] = sealed.sealed.split('.');
    const flipped = Buffer.from(data, 'base64url');
    flipped[0] ^= 1;
    expect(() => box.open({ keyId: 'k1', sealed: [iv, tag, flipped.toString('base64url')].join('.') }, 'shop:1')).toThrow(SecretBoxError);
    expect(() => box.open({ keyId: 'k9', sealed: sealed.sealed }, 'shop:1')).toThrow(/not in the key ring/);
  });

  it('parses a key ring, current key first, and refuses bad rings without echoing key material', () => {
    const ring = `${key('new')},${key('old')}`;
    expect(KEY_RING_PATTERN.test(ring)).toBe(true);
    const parsed = SecretBox.fromConfig(ring);
    expect(parsed.currentKeyId).toBe('new');
    expect(parsed.has('old')).toBe(true);
    const short = `k1:${randomBytes(16).toString('base64')}`;
    expect(KEY_RING_PATTERN.test(short)).toBe(false);
    expect(() => SecretBox.fromConfig(short)).toThrow('key 1 of the ring is not <id>:<base64 of 32 bytes>');
    const twice = key('same');
    expect(() => SecretBox.fromConfig(`${twice},${key('same')}`)).toThrow('key id same appears twice');
  });

  it('keeps an opened secret out of JSON, string conversion and util.inspect', () => {
    const secret = box.open(box.seal(TOKEN, 'x'), 'x');
    expect(JSON.stringify({ secret })).toBe('{"secret":"[redacted]"}');
    expect(`${secret}`).toBe('[redacted]');
    expect(inspect({ secret }, { showHidden: true, depth: 9 })).not.toContain(TOKEN);
  });
});

describeEachEngine('PlatformCredentialsRepository', (engine) => {
  let db: TestDatabase;
  let shopId: number;
  let otherShopId: number;
  const ringK1 = key('k1');

  beforeAll(async () => {
    db = await createTestDatabase(engine, STORE_TABLE_SET);
    await importStore(db.dataSource, validateStoreConfig(sampleStoreFile('creds.myshopify.com')));
    shopId = (await db.dataSource.getRepository(ShopEntity).findOneByOrFail({ domain: 'creds.myshopify.com' })).id;
    otherShopId = (await db.dataSource.getRepository(ShopEntity).save({ domain: `other-${engine}.myshopify.com`, timezone: 'UTC' })).id;
  }, 60_000);
  afterAll(() => db?.drop());

  it('stores the token sealed, reports only whether it is set, and opens it for the client', async () => {
    const repo = new PlatformCredentialsRepository(db.dataSource, SecretBox.fromConfig(ringK1));
    expect(await repo.status(shopId)).toEqual({ configured: false, updated_at: null });
    const status = await repo.put(shopId, 'creds.myshopify.com', TOKEN);
    expect(status).toEqual({ configured: true, updated_at: expect.any(String) });
    expect(JSON.stringify(status)).not.toContain(TOKEN);
    const raw = await db.dataSource.query('SELECT * FROM platform_credentials');
    expect(JSON.stringify(raw)).not.toContain(TOKEN);
    expect(JSON.stringify(raw)).not.toContain(Buffer.from(TOKEN).toString('base64'));
    const opened = await repo.open(shopId);
    expect(opened?.platformDomain).toBe('creds.myshopify.com');
    expect(opened?.accessToken.reveal()).toBe(TOKEN);
    expect(await repo.open(otherShopId)).toBeNull();
  });

  it('is never part of the shop export', async () => {
    const exported = await exportStore(db.dataSource, 'creds.myshopify.com');
    expect(JSON.stringify(exported)).not.toContain(TOKEN);
    expect(JSON.stringify(exported)).not.toContain('platform_credentials');
  });

  it('does not open a sealed token copied onto another shop', async () => {
    const repo = new PlatformCredentialsRepository(db.dataSource, SecretBox.fromConfig(ringK1));
    const row = await db.dataSource.getRepository(PlatformCredentialsEntity).findOneByOrFail({ shopId });
    await db.dataSource.getRepository(PlatformCredentialsEntity).save({ ...row, shopId: otherShopId });
    await expect(repo.open(otherShopId)).rejects.toThrow(SecretBoxError);
    expect(await repo.remove(otherShopId)).toBe(true);
    expect(await repo.remove(otherShopId)).toBe(false);
  });

  it('rotates keys: a new current key re-seals, after which the old key can leave the ring', async () => {
    const ringK2 = key('k2');
    const both = new PlatformCredentialsRepository(db.dataSource, SecretBox.fromConfig(`${ringK2},${ringK1}`));
    expect((await both.open(shopId))?.accessToken.reveal()).toBe(TOKEN); // old seals still open
    expect(await both.reseal()).toBe(1);
    expect(await both.reseal()).toBe(0);
    expect((await db.dataSource.getRepository(PlatformCredentialsEntity).findOneByOrFail({ shopId })).keyId).toBe('k2');
    const onlyNew = new PlatformCredentialsRepository(db.dataSource, SecretBox.fromConfig(ringK2));
    expect((await onlyNew.open(shopId))?.accessToken.reveal()).toBe(TOKEN);
    const onlyOld = new PlatformCredentialsRepository(db.dataSource, SecretBox.fromConfig(ringK1));
    await expect(onlyOld.open(shopId)).rejects.toThrow(/k2, which is not in the key ring/);
  });

  it('without a key ring refuses to store or open, but still says whether credentials are set', async () => {
    const repo = new PlatformCredentialsRepository(db.dataSource, null);
    expect(repo.enabled).toBe(false);
    await expect(repo.put(shopId, 'creds.myshopify.com', TOKEN)).rejects.toThrow(CredentialsKeyMissingError);
    await expect(repo.open(shopId)).rejects.toThrow(CredentialsKeyMissingError);
    expect((await repo.status(shopId)).configured).toBe(true);
  });
});
