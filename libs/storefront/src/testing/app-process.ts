import { ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

/** The repository root (this file is `libs/storefront/src/testing/app-process.ts`). */
const ROOT = join(__dirname, '..', '..', '..', '..');

/** Options of {@link startAppProcess}. */
export interface AppProcessOptions {
  /** The app's real entry point, relative to the repository root, e.g. `apps/widget-api/src/main.ts`. */
  entry: string;
  /** Environment of the app on top of this process's (`DATABASE_URL`, `CLOCK_NOW`, ...); `PORT` and `HOST` are set here. */
  env: Record<string, string>;
  /** Milliseconds to wait until `GET /healthz` answers 200 (default 30,000). */
  startTimeoutMs?: number;
}

/** An app running in a child process. */
export interface AppProcess {
  /** Base URL, e.g. `http://127.0.0.1:40123`. */
  url: string;
  /** The child's process id. */
  pid: number;
  /** Resolves with the child's exit code or signal once it is gone. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends `signal` (default SIGTERM) unless the child is gone, and waits for it to exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** The last 64 KB of the child's stdout and stderr (for failure messages). */
  output(): string;
}

/** The start-up line's address (libs/platform `startupLine`), in plain or JSON logs: `listening on http://127.0.0.1:40123`. */
const LISTENING = /listening on (http:\/\/[^\s"]+)/;

/**
 * Starts an app from its real `main.ts` in a child process, as production does (the
 * shared bootstrap, its own config from the environment, migrations, listening on a
 * socket), compiled on the fly by `@swc-node/register` with the workspace's path aliases
 * (`tsconfig.tools.json`), in this process's working directory and environment, on
 * 127.0.0.1 and a port the OS gives the child (`PORT=0`; the address is read from the app's
 * start-up line, so LOG_LEVEL must not be `silent`). Resolves once `GET /healthz` answers
 * 200. A port picked here and handed over would be free only until the child binds it: under
 * parallel suites another process could take it meanwhile, and its `/healthz` would pass for
 * this app's. Used by e2e tests that need a process they can kill (`stop('SIGKILL')`)
 * or a second app sharing their database.
 *
 * @throws Error when the child exits first or does not answer within `startTimeoutMs`
 *   (the child is killed; the message carries its output)
 */
export async function startAppProcess(options: AppProcessOptions): Promise<AppProcess> {
  const child: ChildProcess = spawn(process.execPath, ['-r', require.resolve('@swc-node/register'), join(ROOT, options.entry)], {
    // This process's working directory, so that relative paths (a test's `sqlite:tmp/...` URL) name the same files.
    cwd: process.cwd(),
    env: { ...process.env, SWC_NODE_PROJECT: join(ROOT, 'tsconfig.tools.json'), LOG_LEVEL: 'warn', ...options.env, HOST: '127.0.0.1', PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  let url: string | undefined;
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-65_536);
    url ??= LISTENING.exec(log)?.[1];
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (!gone()) child.kill(signal);
    await exited;
  };
  const deadline = Date.now() + (options.startTimeoutMs ?? 30_000);
  while (Date.now() < deadline) {
    if (gone()) throw new Error(`${options.entry} exited before it listened:\n${log}`);
    const healthy =
      url !== undefined &&
      (await fetch(`${url}/healthz`).then(
        (res) => res.status === 200,
        () => false,
      ));
    if (healthy && url) return { url, pid: child.pid as number, exited, stop, output: () => log };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop('SIGKILL');
  throw new Error(`${options.entry} did not ${url ? 'answer GET /healthz' : 'print its start-up line'} within ${options.startTimeoutMs ?? 30_000} ms:\n${log}`);
}
