import { Injectable } from '@nestjs/common';
import {
  ShopNotFoundError,
  ShopSnapshot,
  StoreReader,
  WidgetCatalog,
  type WidgetLocation,
  type WidgetConfig as ShopWidgetConfig,
} from '@fulfil/store-settings';
import { ShopResolver } from '@fulfil/storefront';
import { WidgetConfig } from '../config';
import { restaurantNotFound, widgetNotConfigured } from '../problems';

/** What every widget route works on: the shop's configuration and its widget data. */
export interface ShopContext {
  snapshot: ShopSnapshot;
  catalog: WidgetCatalog;
  /** The shop's widget settings (present: shops without them are refused). */
  widget: ShopWidgetConfig;
  /** Test mode: the shop's own flag or WIDGET_TEST_MODE. */
  testMode: boolean;
  /** ISO 4217 code of every price (`settings.currency_code`). */
  currency: string;
}

/**
 * Resolves `?shop=` (normalised by the DTO's `IsShopDomain`) to the cached read models:
 * the shop's snapshot through the storefront's {@link ShopResolver}, its widget data
 * through the StoreReader (both served from memory, revalidated against the shop's
 * settings version).
 */
@Injectable()
export class ShopContextService {
  constructor(
    private readonly shops: ShopResolver,
    private readonly reader: StoreReader,
    private readonly config: WidgetConfig,
  ) {}

  /**
   * The shop's context.
   * @param shop a store domain as `ShopQueryDto` normalised it
   * @throws 404 SHOP_NOT_FOUND for an unknown shop, 404 WIDGET_NOT_CONFIGURED when it has no widget
   */
  async resolve(shop: string): Promise<ShopContext> {
    const snapshot = await this.shops.snapshot(shop);
    const catalog = await this.reader.widget(shop);
    if (!catalog) throw new ShopNotFoundError(shop);
    if (!catalog.config) throw widgetNotConfigured(shop);
    return {
      snapshot,
      catalog,
      widget: catalog.config,
      testMode: this.config.WIDGET_TEST_MODE || catalog.config.is_test_mode,
      currency: catalog.config.settings.currency_code,
    };
  }

  /**
   * A restaurant of the shop (a widget-enabled location).
   * @throws 404 RESTAURANT_NOT_FOUND
   */
  restaurant(ctx: ShopContext, id: number): WidgetLocation {
    const restaurant = ctx.catalog.location(id);
    if (!restaurant) throw restaurantNotFound(id);
    return restaurant;
  }
}
