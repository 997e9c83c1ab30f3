/**
 * The live stack of a browser suite: servers started as child processes on free ports and
 * driven only over HTTP (a `type:web` project's tests load no server code), and the bundle
 * under test rebuilt when its sources are newer (docs/architecture.md, "Front ends").
 */
import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

/**
 * Ports {@link freePort} picks from: below Linux's ephemeral range (32768-60999 by default,
 * `net.ipv4.ip_local_port_range`), which every `listen(0)` and outgoing connection of the
 * machine draws from. A port handed to a child process stays free until the child binds it
 * only if nothing else picks it meanwhile; with parallel suites, an ephemeral port would be
 * picked again sooner or later.
 */
const PICKED_PORTS = { from: 20_000, to: 32_000 };

/** Whether `port` can be listened on at 127.0.0.1 right now (tried, then released). */
async function canListen(port: number): Promise<boolean> {
  const server = createServer();
  const ok = await new Promise<boolean>((resolve) => server.once('error', () => resolve(false)).listen(port, '127.0.0.1', () => resolve(true)));
  if (ok) await new Promise<void>((resolve) => server.close(() => resolve()));
  return ok;
}

/**
 * A TCP port free on 127.0.0.1 now, for a child process to listen on: random in 20000-31999
 * (outside the ephemeral range, see {@link PICKED_PORTS}), tried before it is returned.
 * @throws Error when 50 random tries found none free
 */
export async function freePort(): Promise<number> {
  for (let i = 0; i < 50; i++) {
    const port = PICKED_PORTS.from + Math.floor(Math.random() * (PICKED_PORTS.to - PICKED_PORTS.from));
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port found in ${PICKED_PORTS.from}-${PICKED_PORTS.to - 1} after 50 tries`);
}

/** A started Node process: its last 32 KiB of output, and a stop that waits for the exit. */
export interface LiveProcess {
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

/** Starts `node <args>` in `cwd` with `env` added to this process's environment. */
export function startNode(cwd: string, args: string[], env: Record<string, string>): LiveProcess {
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const keep = (c: Buffer) => (log = (log + c.toString()).slice(-32_768));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    output: () => log,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Polls `url` every 150 ms until `ready` accepts an answer (default: a 2xx). Throws with the
 * process's output when it exits first, or (after stopping it) when `timeoutMs` passes.
 */
export async function waitForUrl(url: string, proc: LiveProcess, timeoutMs: number, ready: (r: Response) => boolean = (r) => r.ok): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null) throw new Error(`process exited before it listened:\n${proc.output()}`);
    if (await fetch(url).then(ready, () => false)) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  await proc.stop();
  throw new Error(`${url} did not answer within ${timeoutMs} ms:\n${proc.output()}`);
}

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/**
 * Runs `node <script>` in `root` (NODE_ENV=production) when `output` is missing or older
 * than any file under `sources` (folders relative to `root`); throws with the script's
 * output when it fails.
 */
export function ensureBuilt(root: string, output: string, sources: string[], script: string, label: string): void {
  const newestSource = Math.max(...sources.map((d) => newestMtime(join(root, d))));
  let built = 0;
  try {
    built = statSync(output).mtimeMs;
  } catch {
    built = 0;
  }
  if (built > newestSource) return;
  // In production mode whatever Jest's NODE_ENV ("test"), as `nx build` builds it: the size budget holds for that build.
  const r = spawnSync(process.execPath, [join(root, script)], { cwd: root, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } });
  if (r.status !== 0) throw new Error(`building ${label} failed:\n${r.stdout}\n${r.stderr}`);
}
