/**
 * Servers a benchmark starts as child processes on 127.0.0.1: a built app of dist/ (as
 * production runs it), and the raw node:http anchor (a constant JSON body, nothing else).
 *
 *   const app = await startBuiltApp('fulfilment-api', { DATABASE_URL: 'sqlite:tmp/x.sqlite' }, { cpu });
 *   const raw = await startRawHttp({ cpu });
 *   ... app.url, app.rssBytes() ...
 *   await app.stop();
 */
import { ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { withCpu } from './cpu';

/** The repository root. */
export const ROOT = join(__dirname, '../../..');

/** A server under benchmark in a child process. */
export interface ServerProcess {
  /** Base URL, e.g. `http://127.0.0.1:40123`. */
  url: string;
  pid: number;
  /** Resident set size of the process now, bytes (Linux `/proc/<pid>/status` VmRSS). */
  rssBytes(): number;
  stop(): Promise<void>;
}

/** A TCP port free on 127.0.0.1 right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** VmRSS of a process, bytes (0 when it cannot be read). */
export function rssOf(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

function processServer(child: ChildProcess, url: string): ServerProcess {
  return {
    url,
    pid: child.pid as number,
    rssBytes: () => rssOf(child.pid as number),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * The Node.js flags an app runs with in production: those of the `CMD` of
 * `docker/Dockerfile.<app>` (between `node` and `main.js`), so that a benchmark measures
 * the app as it is deployed (e.g. the storefront apps' heap limit, docs/scaling.md).
 * @throws Error when the Dockerfile has no `CMD ["node", ..., "main.js"]`
 */
export function productionNodeFlags(app: string): string[] {
  const dockerfile = readFileSync(join(ROOT, 'docker', `Dockerfile.${app}`), 'utf8');
  const cmd = /^CMD\s+(\[.*\])\s*$/m.exec(dockerfile);
  const argv = cmd ? (JSON.parse(cmd[1]) as string[]) : [];
  if (argv[0] !== 'node' || argv[argv.length - 1] !== 'main.js') throw new Error(`docker/Dockerfile.${app} has no CMD ["node", ..., "main.js"]`);
  return argv.slice(1, -1);
}

/**
 * Starts `dist/apps/<app>/main.js` (build it first) on a free loopback port with
 * LOG_LEVEL=warn and `env`, pinned to `cpu` when given, and waits (at most 60 s) until
 * `GET /healthz` answers.
 */
export async function startBuiltApp(app: string, env: Record<string, string>, options: { cpu?: number; nodeFlags?: string[] } = {}): Promise<ServerProcess> {
  const main = join(ROOT, 'dist/apps', app, 'main.js');
  if (!existsSync(main)) throw new Error(`${main} is missing: build ${app} first`);
  const port = await freePort();
  const [command, ...args] = withCpu(options.cpu, [process.execPath, ...(options.nodeFlags ?? []), main]);
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', CLOCK_NOW: '', ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`${app} exited with ${child.exitCode}`);
    const up = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return processServer(child, url);
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGTERM');
  throw new Error(`${app} did not answer /healthz within 60 s`);
}

/** What the raw node:http anchor answers (the same size class as the bare NestJS body). */
const RAW_BODY = JSON.stringify({ ok: true, message: 'raw' });

/**
 * The raw node:http anchor in a child process: every request, any method and path, gets
 * 200 with a constant JSON body (a POST body is read and dropped). The ceiling a Node.js
 * server on this machine reaches; every row is also given as a ratio to it.
 */
export async function startRawHttp(options: { cpu?: number; nodeFlags?: string[] } = {}): Promise<ServerProcess> {
  const script = `
    const body = ${JSON.stringify(RAW_BODY)};
    const server = require('node:http').createServer((req, res) => {
      req.resume();
      req.on('end', () => { res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }); res.end(body); });
    });
    server.listen(0, '127.0.0.1', () => process.stdout.write('listening ' + server.address().port + '\\n'));
    process.on('SIGTERM', () => server.close(() => process.exit(0)));`;
  const [command, ...args] = withCpu(options.cpu, [process.execPath, ...(options.nodeFlags ?? []), '-e', script]);
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`the raw node:http anchor exited with ${code}`)));
  });
  return processServer(child, `http://127.0.0.1:${port}`);
}
