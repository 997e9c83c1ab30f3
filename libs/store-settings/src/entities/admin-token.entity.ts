import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { ShopEntity } from './shop.entity';

/**
 * A bearer token of the admin API, scoped to one shop. Only the SHA-256 of the token
 * is stored; the token itself is shown once, when the CLI creates it.
 */
@Entity({ name: 'admin_tokens' })
@Index('idx_admin_tokens_shop', ['shopId'])
export class AdminTokenEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'shop_id', type: 'int' })
  shopId: number;

  @ManyToOne(() => ShopEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'shop_id', foreignKeyConstraintName: 'fk_admin_tokens_shop' })
  shop?: ShopEntity;

  /** Lowercase hex SHA-256 of the token. */
  @Index('uq_admin_tokens_hash', { unique: true })
  @Column({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash: string;

  /** What the token is for (e.g. `ci`, `alice's laptop`). */
  @Column({ type: 'varchar', length: 255, default: '' })
  label: string;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;

  /** Set when revoked; a revoked token is refused. */
  @Column({ name: 'revoked_at', type: 'datetime', nullable: true })
  revokedAt: Date | null;
}
