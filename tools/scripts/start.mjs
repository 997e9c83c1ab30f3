#!/usr/bin/env node
// `npm start`: builds the three apps, then runs them side by side on their default
// ports (website-api 3000, fulfilment-api 3001, widget-api 3002) on the embedded
// SQLite databases under data/, and prints where they listen. Ctrl-C stops all.
// It also builds the storefront picker's bundle (fulfilment-api serves it at
// /widget/v1/storefront.js) and starts the demo storefront (port 3005) whose cart page embeds it,
// and the ordering widget's bundle (widget-api serves it at /widget/v1/ordering.js) with its
// demo page (port 3008) and the fake storefront platform its checkouts go to (port 3007), where
// the demo bakery can install the local app (docs/platform-install.md, "Try it locally").
// Each app can also run alone: `npx nx serve fulfilment-api`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const apps = [
  { name: 'website-api', port: Number(process.env.WEBSITE_API_PORT ?? 3000) },
  { name: 'fulfilment-api', port: Number(process.env.FULFILMENT_API_PORT ?? 3001) },
  { name: 'widget-api', port: Number(process.env.WIDGET_API_PORT ?? 3002) },
];

// The demo storefront (apps/storefront-widget/demo/server.mjs): a cart page with the picker.
const demoStorefront = { name: 'demo storefront', port: Number(process.env.DEMO_STOREFRONT_PORT ?? 3005) };
const demoOrigins = [`http://127.0.0.1:${demoStorefront.port}`, `http://localhost:${demoStorefront.port}`];

const nx = join(root, 'node_modules', '.bin', 'nx');
const build = spawnSync(nx, ['run-many', '-t', 'build', '-p', ...apps.map((a) => a.name), 'storefront-widget', 'ordering-widget', '--output-style=static'], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const hooks = join(root, 'tools', 'scripts', 'before-start.mjs');
if (existsSync(hooks)) {
  const r = spawnSync(process.execPath, [hooks], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// The ordering widget's storefront platform: the fake one on FAKE_PLATFORM_PORT, which
// demo-eats.myshopify.com is connected to (docs/draft-orders.md, "Local runs"), and the
// ordering widget's demo page (apps/ordering-widget/demo/server.mjs) on ORDERING_DEMO_PORT.
const fakePlatformPort = Number(process.env.FAKE_PLATFORM_PORT ?? 3007);
const orderingDemoPort = Number(process.env.ORDERING_DEMO_PORT ?? 3008);
const orderingOrigins = [`http://127.0.0.1:${orderingDemoPort}`, `http://localhost:${orderingDemoPort}`];
const swc = { ...process.env, SWC_NODE_PROJECT: 'tsconfig.tools.json' };
const connect = spawnSync(
  process.execPath,
  ['-r', '@swc-node/register', 'tools/store/platform.ts', 'set', 'demo-eats.myshopify.com', 'demo-eats.myshopify.com', 'shpat_demo_eats_local_fake_platform'],
  { cwd: root, stdio: 'inherit', env: swc },
);
if (connect.status !== 0) process.exit(connect.status ?? 1);
const corsWith = (origins) => [process.env.CORS_ORIGINS, ...origins].filter(Boolean).join(',');
const fulfilmentPort = apps.find((a) => a.name === 'fulfilment-api').port;
const widgetPort = apps.find((a) => a.name === 'widget-api').port;
const fulfilmentOrigin = `http://127.0.0.1:${fulfilmentPort}`;
const platformBaseUrl = process.env.STOREFRONT_PLATFORM_BASE_URL || `http://127.0.0.1:${fakePlatformPort}`;
// The storefront-platform app fulfilment-api installs, unless the operator set its variables: the
// local app the fake platform registers (tools/store/fake-platform.ts, LOCAL_APP; local values, not
// secrets), its callback on fulfilment-api's origin (docs/platform-install.md, "Try it locally").
const platformApp = {
  PLATFORM_CLIENT_ID: process.env.PLATFORM_CLIENT_ID || 'fulfil-local-dev-app',
  PLATFORM_CLIENT_SECRET: process.env.PLATFORM_CLIENT_SECRET || 'fulfil-local-dev-app-secret',
  PLATFORM_APP_URL: process.env.PLATFORM_APP_URL || fulfilmentOrigin,
};
const installLink = `${fulfilmentOrigin}/platform/install?shop=demo-bakery.myshopify.com`;
const extraEnv = {
  'fulfilment-api': {
    // The demo storefront's pages call fulfilment-api from their own origin.
    CORS_ORIGINS: corsWith(demoOrigins),
    ...platformApp,
    STOREFRONT_PLATFORM_BASE_URL: platformBaseUrl,
    // The origin of the webhook subscriptions it creates at the platform.
    PUBLIC_BASE_URL: process.env.PUBLIC_BASE_URL || fulfilmentOrigin,
  },
  'widget-api': { STOREFRONT_PLATFORM_BASE_URL: platformBaseUrl, CORS_ORIGINS: corsWith(orderingOrigins) },
};
const fakePlatform = {
  name: 'fake storefront platform',
  port: fakePlatformPort,
  url: `http://127.0.0.1:${fakePlatformPort}  (app ${platformApp.PLATFORM_CLIENT_ID}; stock: GET/POST /_dev/stock)`,
  args: ['-r', '@swc-node/register', 'tools/store/fake-platform.ts'],
  env: { ...swc, ...platformApp, FAKE_PLATFORM_PORT: String(fakePlatformPort), FULFILMENT_API_URL: fulfilmentOrigin },
};
const helpers = [
  {
    name: 'ordering demo',
    port: orderingDemoPort,
    url: `http://127.0.0.1:${orderingDemoPort}/  (the ordering widget for demo-eats.myshopify.com)`,
    args: [join(root, 'apps', 'ordering-widget', 'demo', 'server.mjs')],
    env: { ...process.env, PORT: String(orderingDemoPort), WIDGET_API_URL: `http://127.0.0.1:${widgetPort}` },
  },
];

let stopping = false;
const children = [];
function stop(code = 0) {
  stopping = true;
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

function launch(app, stdio = ['ignore', 'inherit', 'inherit']) {
  const child = spawn(process.execPath, app.args, { cwd: root, env: app.env, stdio });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${app.name} exited (${signal ?? code}); stopping the others.`);
      stop(code ?? 1);
    }
  });
  children.push(child);
}

async function answers(url) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

// The fake platform first, when it is the platform: fulfilment-api reconciles the installed
// shops' webhook subscriptions there as it starts.
const fakeIsPlatform = platformBaseUrl === `http://127.0.0.1:${fakePlatformPort}`;
launch(fakePlatform);
if (fakeIsPlatform && !(await answers(`${platformBaseUrl}/_dev/stock`)))
  console.error('The fake storefront platform does not answer; starting the apps anyway.');

[
  ...apps.map((app) => ({
    ...app,
    // The storefront apps' heap sized to the shop cache's 256 MiB budget (docs/scaling.md), as in their Dockerfiles.
    args: [
      '--enable-source-maps',
      '--max-semi-space-size=64',
      ...(app.name === 'website-api' ? [] : ['--max-old-space-size=640']),
      join(root, 'dist', 'apps', app.name, 'main.js'),
    ],
    // Metrics on loopback, port + 6300 (9300-9302; docs/operations.md, "Metrics").
    env: {
      ...process.env,
      ...extraEnv[app.name],
      PORT: String(app.port),
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      METRICS_PORT: String(app.port + 6300),
      METRICS_HOST: '127.0.0.1',
    },
  })),
  ...helpers,
].forEach((app) => launch(app));

launch(
  {
    name: demoStorefront.name,
    args: [join(root, 'apps', 'storefront-widget', 'demo', 'server.mjs')],
    env: { ...process.env, PORT: String(demoStorefront.port), FULFILMENT_API_URL: fulfilmentOrigin },
  },
  ['ignore', 'ignore', 'inherit'],
);

const ready = await Promise.all(apps.map((app) => answers(`http://127.0.0.1:${app.port}/readyz`)));
console.log('');
apps.forEach((app, i) => console.log(`  ${app.name.padEnd(15)} http://127.0.0.1:${app.port}  ${ready[i] ? 'ready' : 'NOT READY'}`));
console.log(`\n  contact page    http://127.0.0.1:${apps[0].port}/contact`);
console.log(`  ${demoStorefront.name.padEnd(15)} http://127.0.0.1:${demoStorefront.port}/cart  (the storefront picker on a demo cart page)`);
[fakePlatform, ...helpers].forEach((helper) => console.log(`  ${helper.name.padEnd(15)} ${helper.url ?? `http://127.0.0.1:${helper.port}`}`));
console.log(`  platform install ${installLink}  (installs the app on the demo bakery: docs/platform-install.md, "Try it locally")`);
// The merchant console is part of fulfilment-api's build (apps/merchant-console/README.md).
console.log(`  merchant console http://127.0.0.1:${apps[1].port}/console/  (sign in: npm run admin:token -- create demo-bakery.myshopify.com)`);
console.log(`\nMetrics (Prometheus): ${apps.map((app) => `http://127.0.0.1:${app.port + 6300}/metrics`).join(', ')}`);
console.log('\nCtrl-C stops them all.');
