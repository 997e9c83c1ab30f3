#!/usr/bin/env node
// `npm run bench`: runs every benchmark of the repository in turn (the npm scripts
// named bench:<name>), each printing its own figures. Loopback traffic only, with
// bounded counts and durations. `npm run bench -- geo scheduling` runs a selection.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const scripts = Object.keys(JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).scripts)
  .filter((s) => s.startsWith('bench:'))
  .map((s) => s.slice('bench:'.length));
const wanted = process.argv.slice(2);
const selected = wanted.length ? scripts.filter((s) => wanted.includes(s)) : scripts;
let failed = 0;
for (const name of selected) {
  console.log(`\n=== bench:${name}`);
  const r = spawnSync('npm', ['run', '--silent', `bench:${name}`], { stdio: 'inherit' });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
