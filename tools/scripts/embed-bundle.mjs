// The build of an embed bundle (apps/storefront-widget, apps/ordering-widget), shared by
// their scripts/build.mjs: Vite builds the bundle as one ES module, which is written as a
// content-hashed chunk, `chunks/<name>.<hash>.js`, beside a tiny loader, `<name>.js`, whose
// only statement imports that chunk relative to the loader's own URL. The loader is the
// file served at the stable embed path (`/widget/v1/<name>.js`, briefly cached and
// revalidated by ETag); chunks are served immutable (libs/platform/src/http/embed-bundle.module.ts;
// docs/releasing.md, "The bundles' versions and their `/widget/v1/` addresses").
// Then it checks the size budgets, printing each file's size, and exits 1 above one.
//
// Arguments of the build scripts: `--check-only` (check the last build, do not build),
// `--out-dir <dir>` (build there instead of dist/apps/<app>; the browser tests build into a
// temporary folder), `--bundle-version <v>` (the build-time version constant instead of the
// app's package.json version).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Hex characters of a chunk's content hash (of SHA-256); the servers accept exactly this pattern. */
const HASH_LENGTH = 16;

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const sizes = (body) => ({ raw: body.length, gzip: gzipSync(body, { level: 9 }).length });

/**
 * The loader's source: one dynamic import of the chunk. A relative specifier in `import()`
 * resolves against the importing module's URL (its `import.meta.url`), so the chunk is
 * fetched from `<folder of the loader>/chunks/`, whatever host and path the loader came from.
 */
function loaderSource(chunkFile) {
  return `import(${JSON.stringify(`./${chunkFile}`)});\n`;
}

/** The value of `--<name> <value>` in `argv`, or undefined. */
function option(argv, name) {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
}

/**
 * Builds (unless `--check-only`) and checks one embed bundle.
 * @param {object} o
 * @param {string} o.name the loader's base name, e.g. `storefront` (`storefront.js`, `chunks/storefront.<hash>.js`)
 * @param {(version: string) => object} o.config Vite's inline configuration for a build with this version constant
 * @param {string} o.outDir the default output folder
 * @param {string} o.version the default version constant (the app's package.json version)
 * @param {{loaderBytes: number, totalGzipBytes: number}} o.budgets the loader's raw size and the gzip size of loader + chunk
 * @param {string[]} o.argv the script's arguments
 */
export async function buildEmbedBundle({ name, config, outDir: defaultOutDir, version: defaultVersion, budgets, argv }) {
  const outDir = resolve(option(argv, 'out-dir') ?? defaultOutDir);
  const loaderFile = join(outDir, `${name}.js`);
  if (!argv.includes('--check-only')) {
    const { build } = await import('vite');
    const base = config(option(argv, 'bundle-version') ?? defaultVersion);
    await build({ ...base, build: { ...base.build, outDir } });
    // Vite wrote the whole bundle as `<name>.js`: it becomes the hashed chunk, the loader takes its name.
    const body = readFileSync(loaderFile);
    const chunkFile = `chunks/${name}.${createHash('sha256').update(body).digest('hex').slice(0, HASH_LENGTH)}.js`;
    mkdirSync(join(outDir, 'chunks'), { recursive: true });
    renameSync(loaderFile, join(outDir, chunkFile));
    writeFileSync(loaderFile, loaderSource(chunkFile));
  }
  const loader = readFileSync(loaderFile);
  const chunkFile = /"\.\/(chunks\/[^"]+)"/.exec(loader.toString())?.[1];
  if (!chunkFile) throw new Error(`${loaderFile} is not a loader (no chunk import); build again`);
  const l = sizes(loader);
  const c = sizes(readFileSync(join(outDir, chunkFile)));
  const total = l.gzip + c.gzip;
  console.log(`${name}.js (loader): ${l.raw} B raw, ${l.gzip} B gzip (budget ${budgets.loaderBytes} B raw)`);
  console.log(`${chunkFile}: ${kb(c.raw)} raw, ${kb(c.gzip)} gzip`);
  console.log(`${name}: ${kb(total)} gzip in all, loader + chunk (budget ${kb(budgets.totalGzipBytes)} gzip)`);
  let over = false;
  if (l.raw > budgets.loaderBytes) {
    console.error(`${name}.js (loader) is over its budget by ${l.raw - budgets.loaderBytes} B.`);
    over = true;
  }
  if (total > budgets.totalGzipBytes) {
    console.error(`${name} is over the size budget by ${kb(total - budgets.totalGzipBytes)}.`);
    over = true;
  }
  if (over) process.exit(1);
}
