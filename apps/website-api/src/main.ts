import 'reflect-metadata';
import { createApp, listen, loadConfig, runMain } from '@fulfil/platform';
import { AppModule } from './app.module';
import { WebsiteConfig, DEFAULT_PORT } from './config';

runMain('website-api', async () => {
  const config = loadConfig(WebsiteConfig);
  const app = await createApp(AppModule.forRoot(config), config);
  await listen(app, config, 'website-api', DEFAULT_PORT);
});
