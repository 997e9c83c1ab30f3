import 'reflect-metadata';
import { createApp, listen, loadConfig, runMain } from '@fulfil/platform';
import { AppModule } from './app.module';
import { FulfilmentConfig, DEFAULT_PORT } from './config';

runMain('fulfilment-api', async () => {
  const config = loadConfig(FulfilmentConfig);
  const app = await createApp(AppModule.forRoot(config), config);
  await listen(app, config, 'fulfilment-api', DEFAULT_PORT);
});
