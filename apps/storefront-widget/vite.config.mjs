// Vite library build of the storefront bundle: one ES module, Lit bundled, minified, no
// code splitting, with the bundle's version compiled in (`__STOREFRONT_WIDGET_VERSION__`).
// scripts/build.mjs (through tools/scripts/embed-bundle.mjs) builds it, then makes it the
// content-hashed chunk dist/apps/storefront-widget/chunks/storefront.<hash>.js beside the
// loader dist/apps/storefront-widget/storefront.js (the file fulfilment-api serves at
// /widget/v1/storefront.js). The browser tests build through that script when the bundle
// is missing or stale.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');

/** The workspace's @fulfil/* path aliases (tsconfig.base.json), for the browser libraries this bundle imports. */
const paths = JSON.parse(readFileSync(join(root, 'tsconfig.base.json'), 'utf8')).compilerOptions.paths;
const alias = Object.fromEntries(Object.entries(paths).map(([name, [target]]) => [name, join(root, target)]));

/** The release of this bundle (package.json), the default of the version constant. */
export const VERSION = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8')).version;

/** Where the bundle is written. */
export const OUT_DIR = join(root, 'dist', 'apps', 'storefront-widget');

/** The build with `version` as `__STOREFRONT_WIDGET_VERSION__` (src/main.ts). */
export function bundleConfig(version) {
  return {
    configFile: false,
    root: here,
    logLevel: 'warn',
    resolve: { alias },
    define: { __STOREFRONT_WIDGET_VERSION__: JSON.stringify(version) },
    build: {
      outDir: OUT_DIR,
      emptyOutDir: true,
      target: 'es2022',
      minify: true,
      sourcemap: false,
      reportCompressedSize: false,
      lib: { entry: join(here, 'src', 'main.ts'), formats: ['es'], fileName: () => 'storefront.js' },
      rolldownOptions: { output: { codeSplitting: false, minify: true } },
    },
  };
}
