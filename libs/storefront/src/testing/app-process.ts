import { ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
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

/** A TCP port free on 127.0.0.1 right now (the OS's choice). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * Starts an app from its real `main.ts` in a child process, as production does (the
 * shared bootstrap, its own config from the environment, migrations, listening on a
 * socket), compiled on the fly by `@swc-node/register` with the workspace's path aliases
 * (`tsconfig.tools.json`), in this process's working directory and environment, on
 * 127.0.0.1 and a free port. Resolves once `GET /healthz`
 * answers 200. Used by e2e tests that need a process they can kill (`stop('SIGKILL')`)
 * or a second app sharing their database.
 *
 * @throws Error when the child exits first or does not answer within `startTimeoutMs`
 *   (the child is killed; the message carries its output)
 */
export async function startAppProcess(options: AppProcessOptions): Promise<AppProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['-r', require.resolve('@swc-node/register'), join(ROOT, options.entry)], {
    // This process's working directory, so that relative paths (a test's `sqlite:tmp/...` URL) name the same files.
    cwd: process.cwd(),
    env: { ...process.env, SWC_NODE_PROJECT: join(ROOT, 'tsconfig.tools.json'), LOG_LEVEL: 'warn', ...options.env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-65_536);
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
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.startTimeoutMs ?? 30_000);
  while (Date.now() < deadline) {
    if (gone()) throw new Error(`${options.entry} exited before it listened:\n${log}`);
    const healthy = await fetch(`${url}/healthz`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (healthy) return { url, pid: child.pid as number, exited, stop, output: () => log };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop('SIGKILL');
  throw new Error(`${options.entry} did not answer GET /healthz within ${options.startTimeoutMs ?? 30_000} ms:\n${log}`);
}
