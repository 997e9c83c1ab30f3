import { EntityManager, In } from 'typeorm';
import { MenuCategoryEntity, MenuEntity, MenuItemEntity, OptionGroupEntity, OptionValueEntity, TranslationEntity } from '../entities/widget.entity';
import { ShopEntity } from '../entities/shop.entity';
import type { MenuView, OptionGroupView, WidgetLocation, Translation, WidgetConfig } from '../model/widget';
import { chunks } from '@fulfil/database';
import { deepFreeze, ShopSnapshot } from './shop-snapshot';

/**
 * The ordering widget's data of one shop: its locations (`widget_enabled`, in the
 * merchant's order; the widget's API calls them restaurants), menus with categories and items, option groups and translations.
 * Frozen like the snapshot it belongs to. Prices are minor units (cents).
 */
export class WidgetCatalog {
  private readonly menusByLocation = new Map<number, MenuView[]>();
  private readonly groupsByProduct = new Map<number, OptionGroupView[]>();
  private readonly locationsById = new Map<number, WidgetLocation>();
  /** Built on first use, shared by every request of this catalog (frozen). */
  private readonly memo = new Map<string, unknown>();

  constructor(
    /** `is_test_mode` and `settings`, or null when the shop has no widget configured. */
    readonly config: WidgetConfig | null,
    readonly locations: WidgetLocation[],
    readonly translations: Translation[],
    menus: MenuView[],
    groups: OptionGroupView[],
  ) {
    for (const m of menus) this.menusByLocation.set(m.location_id, [...(this.menusByLocation.get(m.location_id) ?? []), m]);
    for (const g of groups) this.groupsByProduct.set(g.product_id, [...(this.groupsByProduct.get(g.product_id) ?? []), g]);
    for (const r of locations) this.locationsById.set(r.id, r);
    deepFreeze(this);
  }

  /** One location of the widget (a restaurant, in the widget's API) by id, or undefined. */
  location(id: number): WidgetLocation | undefined {
    return this.locationsById.get(id);
  }

  /** The menus of a location, in the merchant's order. */
  menus(locationId: number): MenuView[] {
    return this.menusByLocation.get(locationId) ?? [];
  }

  /** A menu of a location by id (`"12"`/12) or handle (`"lunch"`), or undefined. */
  menu(locationId: number, menu: string | number): MenuView | undefined {
    return this.menus(locationId).find((m) => String(m.id) === String(menu) || m.handle === menu);
  }

  /** Option groups of the given products, in the merchant's order per product. */
  optionGroups(productIds: number[]): OptionGroupView[] {
    return productIds.flatMap((id) => this.groupsByProduct.get(id) ?? []);
  }

  /**
   * The widget's locations offering `method` (in the merchant's order), one list per method shared
   * by every request of this catalog, so the spatial index built on it is found again by
   * identity instead of being checked location by location.
   */
  locationsFor(method: 'pickup' | 'delivery'): readonly WidgetLocation[] {
    return this.memoized(`locations:${method}`, () =>
      Object.freeze(this.locations.filter((r) => (method === 'pickup' ? r.is_pickup_enabled : r.is_delivery_enabled))),
    );
  }

  /**
   * A value derived from this catalog only, built once under `key` and kept with the
   * catalog (which a new settings version replaces); for per-request answers that depend
   * on nothing else (settings per locale, menus). Keep keys few: at most 1,000 are kept. A
   * promise is kept once it is made; one that rejects is dropped.
   */
  memoized<T>(key: string, build: () => T): T {
    if (this.memo.has(key)) return this.memo.get(key) as T;
    const value = build();
    if (this.memo.size < 1000) {
      this.memo.set(key, value);
      // A promise that fails is not kept: the next request builds it again.
      if (value instanceof Promise)
        value.catch(() => {
          if (this.memo.get(key) === value) this.memo.delete(key);
        });
    }
    return value;
  }
}

/** Loads the widget data of the snapshot's shop (five indexed queries plus items per category chunk). */
export async function loadWidgetCatalog(em: EntityManager, snapshot: ShopSnapshot): Promise<WidgetCatalog> {
  const shopId = snapshot.shop.id;
  const shop = await em.findOne(ShopEntity, { where: { id: shopId }, select: { id: true, widgetSettings: true } });
  const widgetIds = snapshot
    .indexedLocations()
    .filter((l) => l.widget)
    .map((l) => l.id);
  const locations: WidgetLocation[] = (await snapshot.locations(widgetIds)).map((l) => ({
    id: l.id,
    name: l.company_name,
    address_line_1: l.address_line_1,
    city: l.city,
    region: l.region,
    is_pickup_enabled: l.pickup_enabled,
    is_delivery_enabled: l.delivery_enabled,
    external_id: l.external_id,
    postal_code: l.postal_code,
    country: l.country,
    latitude: l.latitude,
    longitude: l.longitude,
    timezone: l.timezone,
  }));
  const translations = (await em.find(TranslationEntity, { where: { shopId }, order: { id: 'ASC' } })).map((t) => ({
    id: t.id,
    translation_key: t.translationKey,
    values: t.values,
  }));
  const menus = await em.find(MenuEntity, { where: { shopId }, order: { sortPosition: 'ASC', id: 'ASC' } });
  const categories = menus.length
    ? await em.find(MenuCategoryEntity, { where: { menuId: In(menus.map((m) => m.id)) }, order: { sortPosition: 'ASC', id: 'ASC' } })
    : [];
  const items: MenuItemEntity[] = [];
  for (const part of chunks(categories.map((c) => c.id)))
    items.push(...(await em.find(MenuItemEntity, { where: { categoryId: In(part) }, order: { sortPosition: 'ASC', id: 'ASC' } })));
  const menuViews: MenuView[] = menus.map((m) => ({
    id: m.id,
    location_id: m.locationId,
    handle: m.handle,
    name: m.name,
    availability: m.availability,
    categories: categories
      .filter((c) => c.menuId === m.id)
      .map((c) => ({
        id: c.id,
        name: c.name,
        items: items
          .filter((i) => i.categoryId === c.id)
          .map((i) => ({
            id: i.id,
            product_id: i.productId,
            variant_id: i.variantId,
            name: i.name,
            description: i.description,
            price: i.price,
            image_url: i.imageUrl,
            available: i.available,
          })),
      })),
  }));
  const groups = await em.find(OptionGroupEntity, { where: { shopId }, order: { sortPosition: 'ASC', id: 'ASC' } });
  const values = groups.length
    ? await em.find(OptionValueEntity, { where: { optionGroupId: In(groups.map((g) => g.id)) }, order: { sortPosition: 'ASC', id: 'ASC' } })
    : [];
  const groupViews: OptionGroupView[] = groups.map((g) => ({
    id: g.id,
    product_id: g.productId,
    name: g.name,
    required: g.required,
    min_selections: g.minSelections,
    max_selections: g.maxSelections,
    options: values.filter((v) => v.optionGroupId === g.id).map((v) => ({ id: v.id, name: v.name, price_delta: v.priceDelta, available: v.available })),
  }));
  return new WidgetCatalog(shop?.widgetSettings ?? null, locations, translations, menuViews, groupViews);
}
