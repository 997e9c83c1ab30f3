import { envBoolean } from '@fulfil/platform';
import { StorefrontConfig } from '@fulfil/storefront';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString } from 'class-validator';

/**
 * Environment of widget-api, validated at boot (a bad variable stops the app with a
 * message naming it). The variables both storefront apps share (RESERVATION_TTL_MINUTES,
 * GEONAMES_FILES) are documented on StorefrontConfig, the platform's on DatabaseAppConfig
 * and BaseAppConfig; PORT defaults to 3002.
 */
export class WidgetConfig extends StorefrontConfig {
  /**
   * The maps API key handed to the widget in `settings.maps.maps_api_key` and
   * `settings.widget.maps.maps_api_key` (a browser key, restricted to the shops'
   * origins by its issuer). Unset: an empty string. Never stored in the code.
   */
  @IsOptional()
  @IsString()
  MAPS_API_KEY = '';

  /** Every shop answers `is_test_mode: true` and creates test checkouts (a shop can also be in test mode on its own). */
  @IsOptional()
  @Transform(envBoolean)
  @IsBoolean()
  WIDGET_TEST_MODE = false;
}

/** Default port of widget-api. */
export const DEFAULT_PORT = 3002;
