import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..', '..');
const CONSOLE = join(ROOT, 'apps', 'merchant-console');

/**
 * Where the browser tests build the console (absolute): `npx nx build merchant-console`'s
 * folder, or `CONSOLE_TEST_DIST` (one folder per checkout or person when several build at once).
 */
export const CONSOLE_DIST = process.env['CONSOLE_TEST_DIST'] ?? join(ROOT, 'dist', 'apps', 'merchant-console');

/** Newest modification time (ms) of the files under `dir`. */
function newest(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((max, e) => {
    const path = join(dir, e.name);
    return Math.max(max, e.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }, 0);
}

/**
 * The console's built bundle for a browser test: built with Vite (its config, as
 * `nx build merchant-console` does, in production mode whatever Jest's NODE_ENV) when missing or older than a source file, so the
 * test never runs against a stale console.
 * @returns the bundle's folder (CONSOLE_DIR of fulfilment-api)
 * @throws Error with Vite's output when the build fails
 */
export function consoleBundle(): string {
  const index = join(CONSOLE_DIST, 'index.html');
  const sources = Math.max(newest(join(CONSOLE, 'src')), statSync(join(CONSOLE, 'index.html')).mtimeMs, statSync(join(CONSOLE, 'vite.config.mts')).mtimeMs);
  if (existsSync(index) && statSync(index).mtimeMs >= sources) return CONSOLE_DIST;
  const vite = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const r = spawnSync(
    process.execPath,
    [vite, 'build', '--config', join(CONSOLE, 'vite.config.mts'), '--outDir', CONSOLE_DIST, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (r.status !== 0) throw new Error(`vite build of the merchant console failed:\n${r.stdout}\n${r.stderr}`);
  return CONSOLE_DIST;
}
