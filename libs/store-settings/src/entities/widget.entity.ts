import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { MenuAvailability } from '../model/widget';
import { bigintToNumber } from './transformers';
import { LocationEntity } from './location.entity';
import { ShopEntity } from './shop.entity';

/** A restaurant's menu (e.g. lunch, dinner), orderable during its availability windows. */
@Entity({ name: 'menus' })
@Index('uq_menus_location_handle', ['locationId', 'handle'], { unique: true })
@Index('idx_menus_shop', ['shopId'])
export class MenuEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'shop_id', type: 'int' })
  shopId: number;

  @ManyToOne(() => ShopEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'shop_id', foreignKeyConstraintName: 'fk_menus_shop' })
  shop?: ShopEntity;

  /** The restaurant (a location with `widget_enabled`). */
  @Column({ name: 'location_id', type: 'int' })
  locationId: number;

  @ManyToOne(() => LocationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'location_id', foreignKeyConstraintName: 'fk_menus_location' })
  location?: LocationEntity;

  /** URL key, unique per restaurant (e.g. `lunch`). */
  @Column({ type: 'varchar', length: 64 })
  handle: string;

  @Column({ type: 'varchar', length: 255 })
  name: string;

  /** Weekdays and `HH:MM` windows when the menu can be ordered from. */
  @Column({ type: 'simple-json' })
  availability: MenuAvailability[];

  @Column({ name: 'sort_position', type: 'int', default: 0 })
  sortPosition: number;
}

/** A category of a menu (e.g. Starters). */
@Entity({ name: 'menu_categories' })
@Index('idx_menu_categories_menu', ['menuId', 'sortPosition'])
export class MenuCategoryEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'menu_id', type: 'int' })
  menuId: number;

  @ManyToOne(() => MenuEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'menu_id', foreignKeyConstraintName: 'fk_menu_categories_menu' })
  menu?: MenuEntity;

  @Column({ type: 'varchar', length: 255 })
  name: string;

  @Column({ name: 'sort_position', type: 'int', default: 0 })
  sortPosition: number;
}

/** An item of a menu category: a storefront product (variant) with its price. */
@Entity({ name: 'menu_items' })
@Index('idx_menu_items_category', ['categoryId', 'sortPosition'])
export class MenuItemEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'category_id', type: 'int' })
  categoryId: number;

  @ManyToOne(() => MenuCategoryEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'category_id', foreignKeyConstraintName: 'fk_menu_items_category' })
  category?: MenuCategoryEntity;

  @Column({ name: 'product_id', type: 'bigint', transformer: bigintToNumber })
  productId: number;

  @Column({ name: 'variant_id', type: 'bigint', nullable: true, transformer: bigintToNumber })
  variantId: number | null;

  @Column({ type: 'varchar', length: 255 })
  name: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  /** Minor units (cents) of the shop's currency. */
  @Column({ type: 'int' })
  price: number;

  @Column({ name: 'image_url', type: 'varchar', length: 1024, nullable: true })
  imageUrl: string | null;

  @Column({ type: 'boolean', default: true })
  available: boolean;

  @Column({ name: 'sort_position', type: 'int', default: 0 })
  sortPosition: number;
}

/** An option group of a product (e.g. Size: required, exactly one; Extras: up to 3). */
@Entity({ name: 'option_groups' })
@Index('idx_option_groups_shop_product', ['shopId', 'productId'])
export class OptionGroupEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'shop_id', type: 'int' })
  shopId: number;

  @ManyToOne(() => ShopEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'shop_id', foreignKeyConstraintName: 'fk_option_groups_shop' })
  shop?: ShopEntity;

  @Column({ name: 'product_id', type: 'bigint', transformer: bigintToNumber })
  productId: number;

  @Column({ type: 'varchar', length: 255 })
  name: string;

  @Column({ type: 'boolean', default: false })
  required: boolean;

  @Column({ name: 'min_selections', type: 'int', default: 0 })
  minSelections: number;

  @Column({ name: 'max_selections', type: 'int', default: 1 })
  maxSelections: number;

  @Column({ name: 'sort_position', type: 'int', default: 0 })
  sortPosition: number;
}

/** One choice of an option group. */
@Entity({ name: 'option_values' })
@Index('idx_option_values_group', ['optionGroupId', 'sortPosition'])
export class OptionValueEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'option_group_id', type: 'int' })
  optionGroupId: number;

  @ManyToOne(() => OptionGroupEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'option_group_id', foreignKeyConstraintName: 'fk_option_values_group' })
  optionGroup?: OptionGroupEntity;

  @Column({ type: 'varchar', length: 255 })
  name: string;

  /** Added to the item price, minor units (cents). */
  @Column({ name: 'price_delta', type: 'int', default: 0 })
  priceDelta: number;

  @Column({ type: 'boolean', default: true })
  available: boolean;

  @Column({ name: 'sort_position', type: 'int', default: 0 })
  sortPosition: number;
}

/** A widget text in several languages (WidgetSettings `translations`). */
@Entity({ name: 'translations' })
@Index('uq_translations_shop_key', ['shopId', 'translationKey'], { unique: true })
export class TranslationEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'shop_id', type: 'int' })
  shopId: number;

  @ManyToOne(() => ShopEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'shop_id', foreignKeyConstraintName: 'fk_translations_shop' })
  shop?: ShopEntity;

  @Column({ name: 'translation_key', type: 'varchar', length: 191 })
  translationKey: string;

  /** Language code -> text. */
  @Column({ name: 'values_by_language', type: 'simple-json' })
  values: Record<string, string>;
}
