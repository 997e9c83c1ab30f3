// Vite build of the merchant console: a single-page app served by fulfilment-api at
// /console/ (hashed files under assets/, index.html revalidated on every load).
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));
const workspace = fileURLToPath(new URL('../..', import.meta.url));

/** The workspace's @fulfil/* path aliases (tsconfig.base.json): the console imports the storefront picker's sources. */
const paths = JSON.parse(readFileSync(join(workspace, 'tsconfig.base.json'), 'utf8')).compilerOptions.paths as Record<string, string[]>;
const alias = Object.fromEntries(Object.entries(paths).map(([name, [target]]) => [name, join(workspace, target)]));

export default defineConfig({
  root,
  base: '/console/',
  plugins: [react()],
  resolve: { alias },
  build: {
    outDir: fileURLToPath(new URL('../../dist/apps/merchant-console', import.meta.url)),
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: true,
    // No inline assets: the Content-Security-Policy allows files of this origin only.
    assetsInlineLimit: 0,
    // Every page (src/app.tsx) and location tab (src/pages/location.tsx) is a chunk loaded on
    // first visit; the storefront picker (Lit) only with the Preview tab. What index.html
    // loads at start (the entry and its static imports: React, Mantine's shell, TanStack
    // Query, sign-in, the save bar) is about 130 kB gzipped (it was one 751 kB script, 231 kB
    // gzipped); the entry alone is about 320 kB before gzip. Warn when a chunk passes 400 kB.
    chunkSizeWarningLimit: 400,
  },
});
