import { Injectable } from '@nestjs/common';
import type { WidgetSettingsBlock, WidgetSettingsResponse } from '@fulfil/store-settings';
import { WidgetConfig } from '../config';
import type { ShopContext } from '../shop/shop-context.service';
import { localizeTranslations, normalizeLocale } from './translations';

/**
 * Builds WidgetSettings (the spec's shape, field for field) from the shop's widget
 * data: test mode, restaurants and their counts, the settings tree with the maps API
 * key from configuration, and translations localised for the requested locale.
 */
@Injectable()
export class SettingsService {
  constructor(private readonly config: WidgetConfig) {}

  /**
   * WidgetSettings of a shop. `locale` null = the shop's language. Built once per shop
   * version, locale, flag and test mode and kept with the shop's widget data (the answer
   * depends on nothing else): a request costs a lookup. Frozen: copy before changing.
   */
  settings(ctx: ShopContext, options: { locale?: string | null; includeRestaurants?: boolean }): WidgetSettingsResponse {
    const locale = options.locale ? normalizeLocale(options.locale) : null;
    const includeRestaurants = options.includeRestaurants ?? true;
    return ctx.catalog.memoized(`widget-settings:${locale}:${includeRestaurants}:${ctx.testMode}`, () =>
      Object.freeze(this.build(ctx, locale, includeRestaurants)),
    );
  }

  private build(ctx: ShopContext, locale: string | null, includeRestaurants: boolean): WidgetSettingsResponse {
    const base = ctx.catalog.settingsResponse(includeRestaurants);
    const settings = this.withMapsKey(ctx.widget.settings);
    return {
      is_test_mode: ctx.testMode,
      pickup_restaurants_count: base.pickup_restaurants_count,
      delivery_restaurants_count: base.delivery_restaurants_count,
      pickup_restaurants: base.pickup_restaurants,
      delivery_restaurants: base.delivery_restaurants,
      settings,
      translations: localizeTranslations(ctx.catalog.translations, locale, settings.language),
    };
  }

  /** The settings tree with `maps_api_key` (both places) taken from MAPS_API_KEY, whatever the shop stored. */
  private withMapsKey(stored: WidgetSettingsBlock): WidgetSettingsBlock {
    const settings = structuredClone(stored);
    settings.maps = { ...settings.maps, maps_api_key: this.config.MAPS_API_KEY };
    settings.widget.maps = { ...settings.widget.maps, maps_api_key: this.config.MAPS_API_KEY };
    return settings;
  }
}
