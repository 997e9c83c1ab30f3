#!/usr/bin/env node
// Completes package-lock.json with the platform-specific optional packages that the
// npm registry reachable from our machines does not carry (e.g. @swc/core-darwin-arm64,
// @unrs/resolver-binding-win32-*, sass-embedded-android-*). npm 11 leaves them out of
// the lock when it cannot resolve them, and `npm ci` then refuses the lock as "out of
// sync". Each missing optional dependency is recorded at the version its parent pins,
// with the os/cpu/libc its name declares, so npm ci skips it on other platforms.
// Run after every `npm install`: `npm run lock:complete`. `--check` only reports
// (exit 1 when incomplete); a workspace check runs it.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const lockPath = join(root, 'package-lock.json');

/** Missing entries as [location, entry] pairs; pure, so the check can reuse it. */
export function missingOptionalEntries(lock) {
  const packages = lock.packages;
  const added = [];
  const has = (loc) => Boolean(packages[loc]) || added.some(([l]) => l === loc);
  for (const [loc, entry] of Object.entries(packages)) {
    for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
      // Node resolution: nearest node_modules up from the parent's own folder.
      let found = false;
      for (let base = loc; ; base = base.slice(0, Math.max(0, base.lastIndexOf('/node_modules/')))) {
        if (has(`${base ? `${base}/` : ''}node_modules/${name}`)) {
          found = true;
          break;
        }
        if (!base.includes('node_modules/')) break;
      }
      if (found || !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(spec)) continue;
      const top = `node_modules/${name}`;
      const at = has(top) ? `${loc}/node_modules/${name}` : top;
      added.push([at, { version: spec, ...(entry.dev ? { dev: true } : {}), optional: true, ...platformOf(name) }]);
    }
  }
  return added;
}

function platformOf(name) {
  const os = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openbsd', 'netbsd', 'sunos', 'aix', 'openharmony'].find(
    (o) => name.includes(`-${o}-`) || name.endsWith(`-${o}`),
  );
  const cpu = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el', 'wasm32'].find((c) => new RegExp(`-${c}(-|$)`).test(name));
  const libc = /-musl(-|$)/.test(name) ? 'musl' : /-gnu/.test(name) ? 'glibc' : undefined;
  const out = {};
  if (cpu) out.cpu = [cpu];
  if (os) out.os = [os];
  if (libc && os === 'linux') out.libc = [libc];
  // Packages that name no platform (e.g. sass-embedded-all-unknown) get an impossible
  // os so npm never tries to fetch them.
  if (!os && cpu !== 'wasm32') out.os = ['none'];
  if (cpu === 'wasm32') out.cpu = ['wasm32'];
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
  const added = missingOptionalEntries(lock);
  if (process.argv.includes('--check')) {
    if (added.length) console.error(`package-lock.json lacks ${added.length} optional package(s), e.g. ${added[0][0]}: run npm run lock:complete`);
    process.exit(added.length ? 1 : 0);
  }
  for (const [loc, entry] of added) lock.packages[loc] = entry;
  lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
  writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(added.length ? `package-lock.json: recorded ${added.length} platform-specific optional package(s)` : 'package-lock.json is complete');
}
