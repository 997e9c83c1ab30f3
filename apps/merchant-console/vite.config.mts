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
    // One bundle for the whole console (React, Mantine, TanStack Query): about 200 kB gzipped.
    chunkSizeWarningLimit: 800,
  },
});
