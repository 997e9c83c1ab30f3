#!/usr/bin/env node
// Run by `npm start` (tools/scripts/start.mjs) before the apps start, with cwd = repo root:
// loads the demo shops (demo/*.json and the generated 10,000-location shop) into the
// store database the apps use (DATABASE_URL, by default data/store.sqlite). A shop is
// imported only when it is missing or its file changed (content hash per shop), so an
// unchanged start costs about a second. See tools/store/load-demo.ts.
import { spawnSync } from 'node:child_process';

const result = spawnSync(process.execPath, ['-r', '@swc-node/register', 'tools/store/load-demo.ts'], {
  stdio: 'inherit',
  env: { ...process.env, SWC_NODE_PROJECT: 'tsconfig.tools.json' },
});
if (result.status !== 0) {
  console.error('Loading the demo shops failed (see above).');
  process.exit(result.status ?? 1);
}
