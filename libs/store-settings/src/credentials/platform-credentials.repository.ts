import { DataSource, Not } from 'typeorm';
import { PlatformCredentialsEntity } from '../entities/platform-credentials.entity';
import { Secret, SecretBox } from './secret-box';

/** What the admin API may say about a shop's credentials: whether they are set, never what they are. */
export interface PlatformCredentialsStatus {
  configured: boolean;
  /** When they were last set (ISO 8601), or null. */
  updated_at: string | null;
}

/** A shop's credentials, opened, for the storefront-platform client only. */
export interface PlatformCredentials {
  /** The shop's domain on the platform (the Admin API host). */
  platformDomain: string;
  /** The Admin API access token; `reveal()` only where the header is built. */
  accessToken: Secret;
}

/**
 * Stores each shop's storefront-platform credentials (`platform_credentials`) with the
 * access token sealed by a {@link SecretBox} (AES-256-GCM, associated data = the shop id
 * and platform domain, so a sealed token copied to another row does not open). Reads for
 * the admin API give only {@link PlatformCredentialsStatus}; the token comes out only as a
 * {@link Secret} through {@link open} (docs/draft-orders.md, "Credentials").
 *
 * `box` is null when no key is configured (production without `PLATFORM_CREDENTIALS_KEYS`):
 * then {@link put} and {@link open} throw `CredentialsKeyMissingError`, so a shop with stored
 * credentials fails loudly instead of silently falling back to test mode.
 */
export class PlatformCredentialsRepository {
  constructor(
    private readonly dataSource: DataSource,
    private readonly box: SecretBox | null,
  ) {}

  /** True when a key ring is configured (credentials can be set and used). */
  get enabled(): boolean {
    return this.box !== null;
  }

  /** Sets (or replaces) a shop's credentials, sealing the token with the current key. @throws CredentialsKeyMissingError without a key ring */
  async put(shopId: number, platformDomain: string, accessToken: string): Promise<PlatformCredentialsStatus> {
    const box = this.requireBox();
    const { keyId, sealed } = box.seal(accessToken, associatedData(shopId, platformDomain));
    const repo = this.dataSource.getRepository(PlatformCredentialsEntity);
    await repo.upsert({ shopId, platformDomain, keyId, sealedToken: sealed }, ['shopId']);
    return this.status(shopId);
  }

  /** Whether the shop has credentials and when they were set. */
  async status(shopId: number): Promise<PlatformCredentialsStatus> {
    const row = await this.dataSource.getRepository(PlatformCredentialsEntity).findOne({ where: { shopId }, select: { shopId: true, updatedAt: true } });
    return { configured: row !== null, updated_at: row ? row.updatedAt.toISOString() : null };
  }

  /** The platform domain of the shop's credentials (no decryption), or null when it has none. */
  async domain(shopId: number): Promise<string | null> {
    const row = await this.dataSource.getRepository(PlatformCredentialsEntity).findOne({ where: { shopId }, select: { shopId: true, platformDomain: true } });
    return row?.platformDomain ?? null;
  }

  /** True when the shop has credentials (no decryption). */
  async has(shopId: number): Promise<boolean> {
    return (await this.dataSource.getRepository(PlatformCredentialsEntity).count({ where: { shopId } })) > 0;
  }

  /** Removes a shop's credentials. @returns false when it had none */
  async remove(shopId: number): Promise<boolean> {
    const result = await this.dataSource.getRepository(PlatformCredentialsEntity).delete({ shopId });
    return (result.affected ?? 0) > 0;
  }

  /**
   * The shop's credentials, opened, or null when it has none.
   * @throws CredentialsKeyMissingError without a key ring; SecretBoxError when the token
   *   does not open (its key left the ring, or the row was tampered with)
   */
  async open(shopId: number): Promise<PlatformCredentials | null> {
    const row = await this.dataSource.getRepository(PlatformCredentialsEntity).findOne({ where: { shopId } });
    if (!row) return null;
    const accessToken = this.requireBox().open({ keyId: row.keyId, sealed: row.sealedToken }, associatedData(row.shopId, row.platformDomain));
    return { platformDomain: row.platformDomain, accessToken };
  }

  /**
   * Re-seals every token not sealed with the current key (after a key was added to the
   * front of the ring), so the old key can then leave the ring.
   * @returns how many tokens were re-sealed
   */
  async reseal(): Promise<number> {
    const box = this.requireBox();
    const repo = this.dataSource.getRepository(PlatformCredentialsEntity);
    const stale = await repo.find({ where: { keyId: Not(box.currentKeyId) } });
    for (const row of stale) {
      const ad = associatedData(row.shopId, row.platformDomain);
      const { keyId, sealed } = box.seal(box.open({ keyId: row.keyId, sealed: row.sealedToken }, ad).reveal(), ad);
      await repo.update({ shopId: row.shopId, keyId: row.keyId }, { keyId, sealedToken: sealed });
    }
    return stale.length;
  }

  private requireBox(): SecretBox {
    if (!this.box) throw new CredentialsKeyMissingError();
    return this.box;
  }
}

/** No key ring is configured (`PLATFORM_CREDENTIALS_KEYS` unset in production). */
export class CredentialsKeyMissingError extends Error {
  constructor() {
    super('PLATFORM_CREDENTIALS_KEYS is not set: storefront-platform credentials cannot be stored or used');
    this.name = 'CredentialsKeyMissingError';
  }
}

/** Binds a sealed token to its row. */
function associatedData(shopId: number, platformDomain: string): string {
  return `platform_credentials:${shopId}:${platformDomain}`;
}
