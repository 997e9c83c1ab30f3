import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { ShopEntity } from './shop.entity';

/**
 * A pending install of the storefront-platform app (docs/platform-install.md, "State"): the
 * SHA-256 of the `state` nonce sent with the install link, the shop it was issued for and
 * when it expires. The callback deletes the row it uses (single use); expired rows are
 * deleted by the next install.
 */
@Entity({ name: 'platform_install_states' })
@Index('idx_platform_install_states_shop', ['shopId'])
export class PlatformInstallStateEntity {
  /** Lowercase hex SHA-256 of the nonce (the nonce itself is never stored). */
  @PrimaryColumn({ name: 'state_hash', type: 'varchar', length: 64 })
  stateHash: string;

  /** The shop installed into; null when no shop had the platform domain (the callback creates it). */
  @Column({ name: 'shop_id', type: 'int', nullable: true })
  shopId: number | null;

  @ManyToOne(() => ShopEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'shop_id', foreignKeyConstraintName: 'fk_platform_install_states_shop' })
  shop?: ShopEntity;

  /** The platform domain the install link went to; the callback's `shop` must be the same. */
  @Column({ name: 'platform_domain', type: 'varchar', length: 255 })
  platformDomain: string;

  /** After this instant the state is refused. */
  @Index('idx_platform_install_states_expires')
  @Column({ name: 'expires_at', type: 'datetime' })
  expiresAt: Date;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;
}
