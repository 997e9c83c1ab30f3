// Vite library build of the ordering widget bundle: one ES module, Lit bundled, minified, no
// code splitting. scripts/build.mjs (through tools/scripts/embed-bundle.mjs) builds it, then
// makes it the content-hashed chunk dist/apps/ordering-widget/chunks/ordering.<hash>.js
// beside the loader dist/apps/ordering-widget/ordering.js (the file widget-api serves at
// /widget/v1/ordering.js). The browser tests build through that script when the bundle is
// missing or stale.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');

/** The workspace's @fulfil/* path aliases (tsconfig.base.json), for the browser libraries this bundle imports. */
const paths = JSON.parse(readFileSync(join(root, 'tsconfig.base.json'), 'utf8')).compilerOptions.paths;
const alias = Object.fromEntries(Object.entries(paths).map(([name, [target]]) => [name, join(root, target)]));

/** Where the bundle is written. */
export const OUT_DIR = join(root, 'dist', 'apps', 'ordering-widget');

export default {
  configFile: false,
  // Always the production build (Lit's production exports), also when a test runner sets NODE_ENV=test.
  mode: 'production',
  resolve: { alias, conditions: ['module', 'browser', 'production'] },
  root: here,
  logLevel: 'warn',
  build: {
    outDir: OUT_DIR,
    emptyOutDir: true,
    target: 'es2022',
    minify: true,
    sourcemap: false,
    reportCompressedSize: false,
    lib: { entry: join(here, 'src', 'main.ts'), formats: ['es'], fileName: () => 'ordering.js' },
    rolldownOptions: { output: { codeSplitting: false, minify: true } },
  },
};
