import type { EntityManager } from 'typeorm';
import { ShopEntity } from '../entities/shop.entity';
import { MenuCategoryEntity, MenuEntity, MenuItemEntity, OptionGroupEntity, OptionValueEntity, TranslationEntity } from '../entities/widget.entity';
import { insertInChunks } from '@fulfil/database';
import type { WidgetFileConfig } from '../model/store-config';

/**
 * Replaces a shop's widget block (settings, translations, menus, option groups) inside
 * the caller's transaction. `locationIds` maps external ids to location ids; menus of
 * unknown restaurants must have been refused before (see `checkWidget`).
 */
export async function writeWidget(em: EntityManager, shopId: number, widget: WidgetFileConfig, locationIds: Map<string, number>): Promise<void> {
  await em.getRepository(ShopEntity).update({ id: shopId }, { widgetSettings: { is_test_mode: widget.is_test_mode, settings: widget.settings } });
  for (const entity of [MenuEntity, OptionGroupEntity, TranslationEntity]) await em.getRepository(entity).delete({ shopId });
  await insertInChunks(
    em,
    TranslationEntity,
    widget.translations.map((t) => ({ shopId, translationKey: t.translation_key, values: t.values })),
  );
  for (const [position, m] of widget.menus.entries()) {
    const menu = await em.getRepository(MenuEntity).save({
      shopId,
      locationId: locationIds.get(m.restaurant) as number,
      handle: m.handle,
      name: m.name,
      availability: m.availability,
      sortPosition: position,
    });
    for (const [cPosition, c] of m.categories.entries()) {
      const category = await em.getRepository(MenuCategoryEntity).save({ menuId: menu.id, name: c.name, sortPosition: cPosition });
      await insertInChunks(
        em,
        MenuItemEntity,
        c.items.map((i, iPosition) => ({
          categoryId: category.id,
          productId: i.product_id,
          variantId: i.variant_id,
          name: i.name,
          description: i.description,
          price: i.price,
          imageUrl: i.image_url,
          available: i.available,
          sortPosition: iPosition,
        })),
      );
    }
  }
  for (const [position, g] of widget.option_groups.entries()) {
    const group = await em.getRepository(OptionGroupEntity).save({
      shopId,
      productId: g.product_id,
      name: g.name,
      required: g.required,
      minSelections: g.min_selections,
      maxSelections: g.max_selections,
      sortPosition: position,
    });
    await insertInChunks(
      em,
      OptionValueEntity,
      g.options.map((o, oPosition) => ({ optionGroupId: group.id, name: o.name, priceDelta: o.price_delta, available: o.available, sortPosition: oPosition })),
    );
  }
}

/** Removes the widget block of a shop. */
export async function removeWidget(em: EntityManager, shopId: number): Promise<void> {
  await em.getRepository(ShopEntity).update({ id: shopId }, { widgetSettings: null });
  for (const entity of [MenuEntity, OptionGroupEntity, TranslationEntity]) await em.getRepository(entity).delete({ shopId });
}
