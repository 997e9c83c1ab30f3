import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { ShopEntity } from './shop.entity';

/**
 * A postal code the merchant geocodes themselves (the store file's `postal_codes`, the
 * admin API's `/postal-codes`): where a shopper's `geoSearchQuery` for this code lies.
 * Unique per shop by `lookupKey`, the code in libs/geo's compact form, so two spellings
 * of one code ("SW1A 1AA", "sw1a-1aa") cannot both be stored.
 */
@Entity({ name: 'merchant_postal_codes' })
@Index('uq_merchant_postal_codes_shop_key', ['shopId', 'lookupKey'], { unique: true })
export class MerchantPostalCodeEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'shop_id', type: 'int' })
  shopId: number;

  @ManyToOne(() => ShopEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'shop_id', foreignKeyConstraintName: 'fk_merchant_postal_codes_shop' })
  shop?: ShopEntity;

  /** The code as the merchant wrote it, trimmed (e.g. `SW1A 1AA`). */
  @Column({ name: 'postal_code', type: 'varchar', length: 32 })
  postalCode: string;

  /** `compactPostalCode(postalCode)` of @fulfil/geo (e.g. `SW1A1AA`): upper case, no spaces or hyphens. */
  @Column({ name: 'lookup_key', type: 'varchar', length: 32 })
  lookupKey: string;

  /** WGS 84 degrees, -90..90. */
  @Column({ type: 'double' })
  latitude: number;

  /** WGS 84 degrees, -180..180. */
  @Column({ type: 'double' })
  longitude: number;

  /** ISO 3166-1 alpha-2 country in upper case, or null when the merchant gave none. */
  @Column({ name: 'country_code', type: 'varchar', length: 2, nullable: true })
  countryCode: string | null;

  /** Place name reported with the code, or null. */
  @Column({ name: 'place_name', type: 'varchar', length: 255, nullable: true })
  placeName: string | null;
}
