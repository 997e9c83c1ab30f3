import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { createHash, timingSafeEqual } from 'node:crypto';
import { ProblemError } from '@fulfil/problem-details';
import { BaseAppConfig } from '../config/config';
import { Metrics } from './metrics';

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * `GET /metrics` on the app's own port, registered only when `METRICS_TOKEN` is set
 * (`PlatformModule`): answers the Prometheus text exposition to
 * `Authorization: Bearer <METRICS_TOKEN>`, and 401 UNAUTHORIZED with
 * `WWW-Authenticate: Bearer` to anyone else. Without the token the path does not exist
 * (404 like any unknown path). Not part of the OpenAPI documents: it is for operators,
 * not API clients. docs/operations.md, "Metrics".
 */
@ApiExcludeController()
@Controller('metrics')
export class MetricsController {
  private readonly expected: Buffer;

  constructor(
    private readonly metrics: Metrics,
    config: BaseAppConfig,
  ) {
    this.expected = digest(config.METRICS_TOKEN ?? '');
    metrics.startRecording();
  }

  @Get()
  async scrape(@Req() req: Request, @Res() res: Response): Promise<void> {
    const match = /^Bearer\s+(\S+)$/i.exec(req.header('authorization')?.trim() ?? '');
    // Digests of equal length, so the comparison takes the same time whatever was sent.
    if (!match || !timingSafeEqual(digest(match[1]), this.expected)) {
      throw new ProblemError({
        status: 401,
        code: 'UNAUTHORIZED',
        detail: match ? 'The bearer token is not the metrics token.' : 'Metrics need Authorization: Bearer <METRICS_TOKEN>.',
        hint: 'Scrape with the bearer token configured in METRICS_TOKEN, or scrape METRICS_PORT.',
        headers: { 'WWW-Authenticate': match ? 'Bearer realm="metrics", error="invalid_token"' : 'Bearer realm="metrics"' },
      });
    }
    const { contentType, body } = await this.metrics.text();
    res.setHeader('Cache-Control', 'no-store');
    res.type(contentType).send(body);
  }
}
