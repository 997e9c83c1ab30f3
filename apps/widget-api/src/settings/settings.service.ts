import { Injectable } from '@nestjs/common';
import { preparedJson } from '@fulfil/platform';
import type { Translation, WidgetLocation, WidgetSettingsBlock } from '@fulfil/store-settings';
import { WidgetConfig } from '../config';
import type { ShopContext } from '../shop/shop-context.service';
import { localizeTranslations, normalizeLocale } from './translations';

/** A restaurant as `GET /settings` lists it: a location of the ordering widget, briefly. */
export type RestaurantBrief = Pick<WidgetLocation, 'id' | 'name' | 'address_line_1' | 'city' | 'region' | 'is_pickup_enabled' | 'is_delivery_enabled'>;

/** WidgetSettings exactly as the spec shapes it (`GET /settings`). */
export interface WidgetSettingsResponse {
  is_test_mode: boolean;
  pickup_restaurants_count: number;
  delivery_restaurants_count: number;
  /** Empty (the counts kept) unless restaurants are asked for. */
  pickup_restaurants: RestaurantBrief[];
  delivery_restaurants: RestaurantBrief[];
  settings: WidgetSettingsBlock | null;
  translations: Translation[];
}

/** A widget location as the settings list it. */
function brief(r: WidgetLocation): RestaurantBrief {
  return {
    id: r.id,
    name: r.name,
    address_line_1: r.address_line_1,
    city: r.city,
    region: r.region,
    is_pickup_enabled: r.is_pickup_enabled,
    is_delivery_enabled: r.is_delivery_enabled,
  };
}

/**
 * Builds WidgetSettings (the spec's shape, field for field) from the shop's widget
 * data: test mode, restaurants and their counts, the settings tree with the maps API
 * key from configuration, and translations localised for the requested locale.
 */
@Injectable()
export class SettingsService {
  constructor(private readonly config: WidgetConfig) {}

  /**
   * WidgetSettings of a shop. `locale` null = the shop's language. `is_test_mode` is true
   * when checkouts do not go to the storefront platform: the shop is in test mode, or it has
   * no platform credentials (`toPlatform` false; docs/draft-orders.md). Built once per shop
   * version, locale, flag and platform connection and kept with the shop's widget data (the
   * answer depends on nothing else): a request costs a lookup, and its JSON and ETag are
   * made once too (`preparedJson`). Frozen: copy before changing.
   */
  settings(ctx: ShopContext, options: { locale?: string | null; includeRestaurants?: boolean; toPlatform: boolean }): WidgetSettingsResponse {
    const locale = options.locale ? normalizeLocale(options.locale) : null;
    const includeRestaurants = options.includeRestaurants ?? true;
    return ctx.catalog.memoized(`widget-settings:${locale}:${includeRestaurants}:${ctx.testMode}:${options.toPlatform}`, () =>
      preparedJson(Object.freeze(this.build(ctx, locale, includeRestaurants, options.toPlatform))),
    );
  }

  private build(ctx: ShopContext, locale: string | null, includeRestaurants: boolean, toPlatform: boolean): WidgetSettingsResponse {
    const pickup = ctx.catalog.locationsFor('pickup').map(brief);
    const delivery = ctx.catalog.locationsFor('delivery').map(brief);
    const settings = this.withMapsKey(ctx.widget.settings);
    return {
      is_test_mode: !toPlatform,
      pickup_restaurants_count: pickup.length,
      delivery_restaurants_count: delivery.length,
      pickup_restaurants: includeRestaurants ? pickup : [],
      delivery_restaurants: includeRestaurants ? delivery : [],
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
