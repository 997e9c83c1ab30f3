import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { Geocoder } from '@fulfil/geo';
import { createApp, listen, loadConfig, runMain } from '@fulfil/platform';
import { AppModule } from './app.module';
import { ShopOriginPolicy } from './bootstrap-options';
import { WidgetConfig, DEFAULT_PORT } from './config';

runMain('widget-api', async () => {
  const config = loadConfig(WidgetConfig);
  const cors = new ShopOriginPolicy();
  const app = await createApp(AppModule.forRoot(config), config, cors.bootstrapOptions());
  cors.attach(app);
  // Load the postal-code and place data now, so the first search is fast.
  app.get(Geocoder).preload();
  if (!config.MAPS_API_KEY) new Logger('widget-api').warn('MAPS_API_KEY is not set: settings.maps.maps_api_key is an empty string');
  await listen(app, config, 'widget-api', DEFAULT_PORT);
});
