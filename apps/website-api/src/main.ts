import './tracing';
import 'reflect-metadata';
import { createApp, listen, runMain } from '@fulfil/platform';
import { AppModule } from './app.module';
import { WEBSITE_BOOTSTRAP_OPTIONS } from './bootstrap-options';
import { DEFAULT_PORT, loadWebsiteConfig } from './config';

runMain('website-api', async () => {
  const config = loadWebsiteConfig();
  const app = await createApp(AppModule.forRoot(config), config, WEBSITE_BOOTSTRAP_OPTIONS);
  await listen(app, config, 'website-api', DEFAULT_PORT);
});
