#!/usr/bin/env node
// Builds the ordering widget's bundle with Vite (vite.config.mjs) as the loader `ordering.js`
// and the content-hashed chunk `chunks/ordering.<hash>.js` (tools/scripts/embed-bundle.mjs),
// then checks the size budgets: prints the loader's and the chunk's sizes and exits 1 when
// the loader is over 512 bytes or loader + chunk over 60 KB gzip (apps/ordering-widget/README.md,
// "Size budget"). `--check-only` skips the build; `--out-dir <dir>` builds elsewhere.
import { buildEmbedBundle } from '../../../tools/scripts/embed-bundle.mjs';
import config, { OUT_DIR } from '../vite.config.mjs';

await buildEmbedBundle({
  name: 'ordering',
  // The widget compiles in no version constant: the same configuration for every version.
  config: () => config,
  outDir: OUT_DIR,
  version: '',
  // Everything the storefront downloads (Lit, the picker's calendar and slot list, the widget): 60 KB gzip; the loader alone, 512 bytes.
  budgets: { loaderBytes: 512, totalGzipBytes: 60 * 1024 },
  argv: process.argv,
});
