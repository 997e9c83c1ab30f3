import 'reflect-metadata';
import { createApp, listen, loadConfig, runMain } from '@fulfil/platform';
import { AppModule } from './app.module';
import { WidgetConfig, DEFAULT_PORT } from './config';

runMain('widget-api', async () => {
  const config = loadConfig(WidgetConfig);
  const app = await createApp(AppModule.forRoot(config), config);
  await listen(app, config, 'widget-api', DEFAULT_PORT);
});
