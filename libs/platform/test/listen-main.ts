// Start-up script used by startup-line.spec.ts: a minimal app on the shared bootstrap that
// listens (PORT, default 0 = any free port), prints its start-up line, and closes.
import 'reflect-metadata';
import { Module } from '@nestjs/common';
import { BaseAppConfig, createApp, listen, loadConfig, PlatformModule, runMain } from '../src';

runMain('demo-api', async () => {
  const config = loadConfig(BaseAppConfig, process.env, { PORT: 0 });
  @Module({ imports: [PlatformModule.forRoot({ appName: 'demo-api', config })] })
  class DemoModule {}
  const app = await createApp(DemoModule, config);
  await listen(app, config, 'demo-api', 0);
  await app.close();
});
