#!/usr/bin/env node
// Builds the storefront bundle with Vite (vite.config.mjs) as the loader `storefront.js` and
// the content-hashed chunk `chunks/storefront.<hash>.js` (tools/scripts/embed-bundle.mjs),
// then checks the size budgets: prints the loader's and the chunk's sizes and exits 1 when
// the loader is over 512 bytes or loader + chunk over 25 KB gzip (docs/storefront-picker.md,
// "Size budget"). `--check-only` skips the build; `--out-dir <dir>` and
// `--bundle-version <v>` build elsewhere with another version constant (the browser tests).
import { buildEmbedBundle } from '../../../tools/scripts/embed-bundle.mjs';
import { bundleConfig, OUT_DIR, VERSION } from '../vite.config.mjs';

await buildEmbedBundle({
  name: 'storefront',
  config: bundleConfig,
  outDir: OUT_DIR,
  version: VERSION,
  // Everything the storefront downloads: 25 KB gzip (25 x 1024 bytes); the loader alone, 512 bytes.
  budgets: { loaderBytes: 512, totalGzipBytes: 25 * 1024 },
  argv: process.argv,
});
