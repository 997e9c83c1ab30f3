/**
 * A bare NestJS app for benchmarks: one controller, nothing else (no logger, no
 * helmet, no validation, no database). It is the reference a real endpoint's
 * throughput is compared with:
 *
 *   const bare = await startBareApp();          // listens on 127.0.0.1, a free port
 *   // ... benchmark `${bare.url}/bare` (GET, or POST with any body: Nest's default
 *   //     JSON and urlencoded parsers read it) ...
 *   await bare.close();
 *
 * Both routes answer the constant JSON {@link BARE_BODY} with 200.
 */
import 'reflect-metadata';
import { Controller, Get, HttpCode, Module, Post } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
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

/** Starts the bare app on 127.0.0.1 (port 0: a free one). */
export async function startBareApp(): Promise<RunningServer> {
  const app = await NestFactory.create(BareModule, { logger: false });
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => app.close() };
}
