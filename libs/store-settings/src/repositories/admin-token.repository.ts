import { createHash, randomBytes } from 'node:crypto';
import { DataSource, IsNull } from 'typeorm';
import { AdminTokenEntity } from '../entities/admin-token.entity';
import { ShopEntity } from '../entities/shop.entity';
import { ShopNotFoundError } from '../errors';

/** Prefix of every admin token (lets secret scanners recognise leaked tokens). */
export const ADMIN_TOKEN_PREFIX = 'fsa_';

/** Lowercase hex SHA-256 of a token, as stored. */
export function hashAdminToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A token as listed (never the token itself). */
export interface AdminTokenInfo {
  id: number;
  shop: string;
  label: string;
  created_at: Date;
  revoked_at: Date | null;
}

/**
 * Per-shop bearer tokens of the admin API. A token is `fsa_` + 43 base64url characters
 * (256 random bits); only its SHA-256 is stored, so a database leak reveals no token.
 */
export class AdminTokenRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Creates a token for the shop with this domain.
   * @returns the token (shown once) and its id
   * @throws ShopNotFoundError when no shop has this domain
   */
  async create(domain: string, label = ''): Promise<{ id: number; token: string }> {
    const shop = await this.dataSource.getRepository(ShopEntity).findOne({ where: { domain }, select: { id: true } });
    if (!shop) throw new ShopNotFoundError(domain);
    const token = ADMIN_TOKEN_PREFIX + randomBytes(32).toString('base64url');
    const repo = this.dataSource.getRepository(AdminTokenEntity);
    const saved = await repo.save(repo.create({ shopId: shop.id, tokenHash: hashAdminToken(token), label, revokedAt: null }));
    return { id: saved.id, token };
  }

  /**
   * Revokes a token by id (idempotent).
   * @returns false when no token has this id
   */
  async revoke(id: number, at: Date = new Date()): Promise<boolean> {
    const repo = this.dataSource.getRepository(AdminTokenEntity);
    if (!(await repo.exists({ where: { id } }))) return false;
    await repo.update({ id, revokedAt: IsNull() }, { revokedAt: at });
    return true;
  }

  /** The shop id a valid (unrevoked) token belongs to, or null. */
  async verify(token: string): Promise<{ tokenId: number; shopId: number } | null> {
    if (!token.startsWith(ADMIN_TOKEN_PREFIX) || token.length > 200) return null;
    const row = await this.dataSource
      .getRepository(AdminTokenEntity)
      .findOne({ where: { tokenHash: hashAdminToken(token), revokedAt: IsNull() }, select: { id: true, shopId: true } });
    return row ? { tokenId: row.id, shopId: row.shopId } : null;
  }

  /** Tokens of a shop (or of every shop), oldest first. */
  async list(domain?: string): Promise<AdminTokenInfo[]> {
    const qb = this.dataSource.getRepository(AdminTokenEntity).createQueryBuilder('t').innerJoinAndSelect('t.shop', 's').orderBy('t.id', 'ASC');
    if (domain) qb.where('s.domain = :domain', { domain });
    return (await qb.getMany()).map((t) => ({ id: t.id, shop: t.shop?.domain ?? '', label: t.label, created_at: t.createdAt, revoked_at: t.revokedAt }));
  }

  /**
   * Tokens of one shop by id, oldest first (never the token itself), for the admin API.
   */
  async listForShop(shopId: number): Promise<Omit<AdminTokenInfo, 'shop'>[]> {
    const rows = await this.dataSource.getRepository(AdminTokenEntity).find({ where: { shopId }, order: { id: 'ASC' } });
    return rows.map((t) => ({ id: t.id, label: t.label, created_at: t.createdAt, revoked_at: t.revokedAt }));
  }

  /**
   * Creates a token for a shop known by id (the admin API's own shop).
   * @returns the token (shown once) and its id
   */
  async createForShop(shopId: number, label: string): Promise<{ id: number; token: string }> {
    const token = ADMIN_TOKEN_PREFIX + randomBytes(32).toString('base64url');
    const repo = this.dataSource.getRepository(AdminTokenEntity);
    const saved = await repo.save(repo.create({ shopId, tokenHash: hashAdminToken(token), label, revokedAt: null }));
    return { id: saved.id, token };
  }

  /**
   * Revokes a token of this shop (idempotent).
   * @returns false when the shop has no token with this id (another shop's token is not found either)
   */
  async revokeForShop(shopId: number, id: number, at: Date = new Date()): Promise<boolean> {
    const repo = this.dataSource.getRepository(AdminTokenEntity);
    if (!(await repo.exists({ where: { id, shopId } }))) return false;
    await repo.update({ id, shopId, revokedAt: IsNull() }, { revokedAt: at });
    return true;
  }
}
