import { Injectable } from '@nestjs/common';
import { Clock, preparedJson } from '@fulfil/platform';
import type { MenuView, WidgetLocation } from '@fulfil/store-settings';
import { menuNotFound } from '../problems';
import { ShopContext, ShopContextService } from '../shop/shop-context.service';
import { isServedNow } from './menu-availability';
import type { MenuResponse, MenuSummary } from './menu.views';

/** Menus of a restaurant with their availability at the injected clock's "now". */
@Injectable()
export class MenuService {
  constructor(
    private readonly shops: ShopContextService,
    private readonly clock: Clock,
  ) {}

  /** The menus of a restaurant, in the merchant's order. @throws 404 RESTAURANT_NOT_FOUND */
  list(ctx: ShopContext, restaurantId: number): { restaurant_id: number; timezone: string; menus: MenuSummary[] } {
    const restaurant = this.shops.restaurant(ctx, restaurantId);
    const now = this.clock.now();
    return {
      restaurant_id: restaurant.id,
      timezone: restaurant.timezone,
      menus: ctx.catalog.menus(restaurant.id).map((m) => ({
        id: m.id,
        handle: m.handle,
        name: m.name,
        available_now: isServedNow(m.availability, now, restaurant.timezone),
        availability: m.availability,
      })),
    };
  }

  /**
   * One menu by id or handle with categories, items and each item's option groups.
   * @throws 404 RESTAURANT_NOT_FOUND, 404 MENU_NOT_FOUND
   */
  menu(ctx: ShopContext, restaurantId: number, menuKey: string): MenuResponse {
    const restaurant = this.shops.restaurant(ctx, restaurantId);
    const menu: MenuView | undefined = ctx.catalog.menu(restaurant.id, menuKey);
    if (!menu) throw menuNotFound(restaurant.id, menuKey);
    const availableNow = isServedNow(menu.availability, this.clock.now(), restaurant.timezone);
    // The answer depends on the shop's data and `available_now` only: built (and serialised, `preparedJson`) once per menu and state.
    return ctx.catalog.memoized(`menu:${menu.id}:${availableNow}`, () => preparedJson(Object.freeze(this.build(ctx, restaurant, menu, availableNow))));
  }

  private build(ctx: ShopContext, restaurant: WidgetLocation, menu: MenuView, availableNow: boolean): MenuResponse {
    return {
      id: menu.id,
      restaurant_id: restaurant.id,
      handle: menu.handle,
      name: menu.name,
      timezone: restaurant.timezone,
      currency_code: ctx.currency,
      available_now: availableNow,
      availability: structuredClone(menu.availability),
      categories: menu.categories.map((c) => ({
        id: c.id,
        name: c.name,
        items: c.items.map((i) => ({
          ...i,
          available: i.available && availableNow,
          sold_out: !i.available,
          option_groups: structuredClone(ctx.catalog.optionGroups([i.product_id])),
        })),
      })),
    };
  }
}
