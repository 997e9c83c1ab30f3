import { Column, CreateDateColumn, Entity, JoinColumn, OneToOne, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { ShopEntity } from './shop.entity';

/**
 * A shop's credentials for the storefront platform's Admin API (draft orders): the
 * platform shop domain and the Admin API access token, the token sealed with AES-256-GCM
 * (credentials/secret-box.ts) under the key `key_id` of the configured key ring. Never read
 * by the export, never returned by the admin API (docs/draft-orders.md, "Credentials").
 */
@Entity({ name: 'platform_credentials' })
export class PlatformCredentialsEntity {
  @PrimaryColumn({ name: 'shop_id', type: 'int' })
  shopId: number;

  @OneToOne(() => ShopEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'shop_id', foreignKeyConstraintName: 'fk_platform_credentials_shop' })
  shop?: ShopEntity;

  /** The shop's domain on the platform, e.g. `demo-eats.myshopify.com` (the Admin API's host). */
  @Column({ name: 'platform_domain', type: 'varchar', length: 255 })
  platformDomain: string;

  /** Id of the key of the ring that sealed the token (keys rotate). */
  @Column({ name: 'key_id', type: 'varchar', length: 32 })
  keyId: string;

  /** `iv.tag.ciphertext` (base64url) of the access token. */
  @Column({ name: 'sealed_token', type: 'text' })
  sealedToken: string;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt: Date;
}
