/**
 * A bare NestJS app for benchmarks: one controller, nothing else (no logger, no
 * helmet, no validation, no database, Nest's stock Express adapter). It is the
 * reference a real endpoint's throughput is compared with:
 *
 *   const bare = await startBareApp({ nodeFlags: ['--max-semi-space-size=64'] });
 *   // ... benchmark `${bare.url}/bare` (GET, or POST with any body: Nest's default
 *   //     JSON and urlencoded parsers read it) ...
 *   await bare.close();
 *
 * It runs in a child process of its own, like the app under test, so the load
 * generator never shares an event loop, a heap or a JIT with a server it measures.
 * Both routes answer the constant JSON {@link BARE_BODY} with 200.
 */
import 'reflect-metadata';
import { Controller, Get, HttpCode, Module, Post } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { spawn } from 'node:child_process';
import { withCpu } from './cpu';
import type { AddressInfo } from 'node:net';

/** What the bare routes answer. */
export const BARE_BODY = { ok: true, message: 'bare' } as const;

@Controller('bare')
class BareController {
  @Get()
  get(): typeof BARE_BODY {
    return BARE_BODY;
  }

  @Post()
  @HttpCode(200)
  post(): typeof BARE_BODY {
    return BARE_BODY;
  }
}

@Module({ controllers: [BareController] })
class BareModule {}

/** A started server under benchmark. */
export interface RunningServer {
  /** Base URL, e.g. `http://127.0.0.1:40123`. */
  url: string;
  close(): Promise<void>;
}

/** Listens on 127.0.0.1 (port 0: a free one) in this process and returns the URL. */
async function listenHere(): Promise<{ url: string; app: { close(): Promise<void> } }> {
  const app = await NestFactory.create(BareModule, { logger: false });
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, app };
}

/**
 * Starts the bare app in a child process on 127.0.0.1 (a free port) and resolves once
 * it listens. `nodeFlags` are given to that Node.js (use the flags of the app it is
 * compared with); `cpu` pins it to that core ({@link withCpu}). Rejects after 30 s or when
 * the child exits first.
 */
export function startBareApp(options: { nodeFlags?: string[]; cpu?: number } = {}): Promise<RunningServer> {
  const [command, ...args] = withCpu(options.cpu, [process.execPath, ...(options.nodeFlags ?? []), '-r', '@swc-node/register', __filename]);
  const child = spawn(command, args, {
    env: { ...process.env, SWC_NODE_PROJECT: process.env.SWC_NODE_PROJECT ?? 'tsconfig.tools.json', BARE_APP_CHILD: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => void close().then(() => reject(new Error('the bare app did not listen within 30 s'))), 30_000);
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /^listening (http:\/\/\S+)$/m.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve({ url: match[1], close });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the bare app exited with ${code} before listening`));
    });
  });
}

if (require.main === module && process.env.BARE_APP_CHILD === '1') {
  listenHere().then(
    ({ url, app }) => {
      process.stdout.write(`listening ${url}\n`);
      process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
