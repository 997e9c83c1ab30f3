import { createHash, randomBytes } from 'node:crypto';
import { DataSource, LessThan } from 'typeorm';
import { PlatformInstallStateEntity } from '../entities/platform-install-state.entity';

/** A state the callback may use: the shop it was issued for and the platform domain the install link went to. */
export interface PlatformInstallState {
  /** Null: no shop had the platform domain when the link was issued. */
  shopId: number | null;
  platformDomain: string;
}

/** Why {@link PlatformInstallStateRepository.consume} refused a state. */
export type InstallStateRefusal = 'unknown' | 'expired';

/**
 * The `state` nonces of pending storefront-platform installs (`platform_install_states`;
 * docs/platform-install.md, "State"): 256 random bits, base64url, of which only the SHA-256
 * is stored with the shop, the platform domain and the expiry. A state is single use: the
 * first {@link consume} deletes it (a conditional DELETE, so two concurrent callbacks cannot
 * both use it), a second finds nothing. Kept in the database rather than in a cookie so
 * that single use holds across instances.
 */
export class PlatformInstallStateRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Issues a state for an install of `platformDomain` into shop `shopId` (null: a new shop), valid for `ttlMs`
   * from `now`, and deletes states already expired.
   * @returns the nonce to send as `state` (never stored)
   */
  async issue(shopId: number | null, platformDomain: string, ttlMs: number, now: Date): Promise<string> {
    const repo = this.dataSource.getRepository(PlatformInstallStateEntity);
    await repo.delete({ expiresAt: LessThan(now) });
    const state = randomBytes(32).toString('base64url');
    await repo.insert({ stateHash: hashState(state), shopId, platformDomain, expiresAt: new Date(now.getTime() + ttlMs) });
    return state;
  }

  /**
   * Uses a state: deletes it and answers what it was issued for, or why it is refused
   * (`unknown`: never issued, already used, or not a state at all; `expired`: issued but
   * past its expiry, deleted all the same).
   */
  async consume(state: string, now: Date): Promise<PlatformInstallState | { refused: InstallStateRefusal }> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(state)) return { refused: 'unknown' };
    const repo = this.dataSource.getRepository(PlatformInstallStateEntity);
    const stateHash = hashState(state);
    const row = await repo.findOne({ where: { stateHash } });
    if (!row) return { refused: 'unknown' };
    const deleted = await repo.delete({ stateHash });
    if ((deleted.affected ?? 0) === 0) return { refused: 'unknown' }; // another callback used it first
    if (row.expiresAt.getTime() <= now.getTime()) return { refused: 'expired' };
    return { shopId: row.shopId, platformDomain: row.platformDomain };
  }
}

function hashState(state: string): string {
  return createHash('sha256').update(state, 'utf8').digest('hex');
}
