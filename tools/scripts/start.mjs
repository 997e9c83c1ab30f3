#!/usr/bin/env node
// `npm start`: builds the three apps, then runs them side by side on their default
// ports (website-api 3000, fulfilment-api 3001, widget-api 3002) on the embedded
// SQLite databases under data/, and prints where they listen. Ctrl-C stops all.
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

const nx = join(root, 'node_modules', '.bin', 'nx');
const build = spawnSync(nx, ['run-many', '-t', 'build', '-p', ...apps.map((a) => a.name), '--output-style=static'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const hooks = join(root, 'tools', 'scripts', 'before-start.mjs');
if (existsSync(hooks)) {
  const r = spawnSync(process.execPath, [hooks], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// The ordering widget's storefront platform: the fake one on FAKE_PLATFORM_PORT, which
// demo-eats.myshopify.com is connected to (docs/draft-orders.md, "Local runs").
const fakePlatformPort = Number(process.env.FAKE_PLATFORM_PORT ?? 3005);
const swc = { ...process.env, SWC_NODE_PROJECT: 'tsconfig.tools.json' };
const connect = spawnSync(
  process.execPath,
  ['-r', '@swc-node/register', 'tools/store/platform.ts', 'set', 'demo-eats.myshopify.com', 'demo-eats.myshopify.com', 'shpat_demo_eats_local_fake_platform'],
  { cwd: root, stdio: 'inherit', env: swc },
);
if (connect.status !== 0) process.exit(connect.status ?? 1);
const extraEnv = {
  'widget-api': { STOREFRONT_PLATFORM_BASE_URL: process.env.STOREFRONT_PLATFORM_BASE_URL ?? `http://127.0.0.1:${fakePlatformPort}` },
};
const helpers = [
  {
    name: 'fake storefront platform',
    port: fakePlatformPort,
    args: ['-r', '@swc-node/register', 'tools/store/fake-platform.ts'],
    env: { ...swc, FAKE_PLATFORM_PORT: String(fakePlatformPort), FULFILMENT_API_URL: `http://127.0.0.1:${apps[1].port}` },
  },
];

const children = [
  ...apps.map((app) => ({
    ...app,
    args: ['--enable-source-maps', '--max-semi-space-size=64', join(root, 'dist', 'apps', app.name, 'main.js')],
    env: { ...process.env, ...extraEnv[app.name], PORT: String(app.port), LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
  })),
  ...helpers,
].map((app) => {
  const child = spawn(process.execPath, app.args, { cwd: root, env: app.env, stdio: ['ignore', 'inherit', 'inherit'] });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${app.name} exited (${signal ?? code}); stopping the others.`);
      stop(code ?? 1);
    }
  });
  return child;
});

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function waitReady(app) {
  for (let i = 0; i < 100; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${app.port}/readyz`);
      if (res.ok) return true;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

const ready = await Promise.all(apps.map(waitReady));
console.log('');
apps.forEach((app, i) => console.log(`  ${app.name.padEnd(15)} http://127.0.0.1:${app.port}  ${ready[i] ? 'ready' : 'NOT READY'}`));
helpers.forEach((helper) => console.log(`  ${helper.name.padEnd(15)} http://127.0.0.1:${helper.port}`));
console.log('\nCtrl-C stops them all.');
