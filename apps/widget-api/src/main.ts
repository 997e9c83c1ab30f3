import './tracing';
import 'reflect-metadata';
import { INestApplication, Logger } from '@nestjs/common';
import { createApp, listen, loadConfig, runMain } from '@fulfil/platform';
import { GeoService, storefrontBootstrapOptions } from '@fulfil/storefront';
import { AppModule } from './app.module';
import { WidgetConfig, DEFAULT_PORT } from './config';

runMain('widget-api', async () => {
  const config = loadConfig(WidgetConfig);
  // The CORS check reads `app` per request, i.e. only after it has been assigned.
  const app: INestApplication = await createApp(
    AppModule.forRoot(config),
    config,
    storefrontBootstrapOptions(() => app),
  );
  // Load the postal codes (GEONAMES_FILES too) and place data now, so the first search is fast.
  app.get(GeoService).preload();
  if (!config.MAPS_API_KEY) new Logger('widget-api').warn('MAPS_API_KEY is not set: settings.maps.maps_api_key is an empty string');
  await listen(app, config, 'widget-api', DEFAULT_PORT);
});
