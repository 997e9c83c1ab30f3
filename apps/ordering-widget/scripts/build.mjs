#!/usr/bin/env node
// Builds the ordering widget's bundle with Vite (vite.config.mjs), then checks the size
// budget: prints the gzip size of the one module a storefront downloads and exits 1 above
// 60 KB (apps/ordering-widget/README.md, "Size budget"). `--check-only` skips the build.
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import config, { BUNDLE } from '../vite.config.mjs';

/** The budget: 60 KB gzip (60 x 1024 bytes). */
export const BUDGET_BYTES = 60 * 1024;

if (!process.argv.includes('--check-only')) {
  const { build } = await import('vite');
  await build(config);
}
const raw = readFileSync(BUNDLE);
const gzip = gzipSync(raw, { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(`ordering.js: ${kb(raw.length)} raw, ${kb(gzip)} gzip (budget ${kb(BUDGET_BYTES)} gzip)`);
if (gzip > BUDGET_BYTES) {
  console.error(`ordering.js is over the size budget by ${kb(gzip - BUDGET_BYTES)}.`);
  process.exit(1);
}
