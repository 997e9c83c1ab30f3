import './tracing';
import 'reflect-metadata';
import { Logger, type INestApplication } from '@nestjs/common';
import { createApp, listen, loadConfig, runMain } from '@fulfil/platform';
import { preloadStoreBlockValidators } from '@fulfil/store-settings';
import { GeoService } from '@fulfil/storefront';
import { fulfilmentBootstrapOptions } from './bootstrap-options';
import { AppModule } from './app.module';
import { FulfilmentConfig, DEFAULT_PORT, publicBaseUrlWarning } from './config';

runMain('fulfilment-api', async () => {
  const config = loadConfig(FulfilmentConfig);
  // The CORS check reads `app` per request, i.e. only after it has been assigned.
  const app: INestApplication = await createApp(
    AppModule.forRoot(config),
    config,
    fulfilmentBootstrapOptions(config, () => app),
  );
  // Load postal codes and place names now, so the first geo query is as fast as the rest.
  app.get(GeoService).preload();
  // Compile the admin API's validators now: the first merchant edit would otherwise stall the app for ~0.4 s.
  preloadStoreBlockValidators();
  const warning = publicBaseUrlWarning(config);
  if (warning) new Logger('fulfilment-api').warn(warning);
  await listen(app, config, 'fulfilment-api', DEFAULT_PORT);
});
