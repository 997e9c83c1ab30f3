// Start-up script used by main-runner.spec.ts: validates the environment as an app's
// main.ts does and exits through runMain.
import { BaseAppConfig, loadConfig, runMain } from '../src';

runMain('demo-api', async () => {
  loadConfig(BaseAppConfig);
});
