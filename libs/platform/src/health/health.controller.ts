import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ApiProblems } from '../openapi/problem-schema';
import { jsonContent, objectSchema } from '../openapi/schema-helpers';
import { ProblemError } from '@fulfil/problem-details';
import { ReadinessService } from './readiness.service';
import { releaseVersion } from './release-version';

/** A release version without build metadata (`1.1.0`, `0.0.0-dev`): what `GET /healthz` says in `version`. */
const SEMVER_PATTERN = '^\\d+\\.\\d+\\.\\d+(-[0-9A-Za-z.-]+)?$';

/** Liveness and readiness probes, served by every app. */
@Controller()
export class HealthController {
  /** The running release (package.json `version` of the app, stamped by its build), read once. */
  private readonly version = releaseVersion();

  constructor(private readonly readiness: ReadinessService) {}

  /**
   * Liveness: the process answers. Always 200 `{status: "ok", version}`, `version` being the
   * app's release (semver, the heading of its release notes; `0.0.0-dev` when run from
   * sources). docs/releasing.md, "Which version is running".
   */
  @Get('healthz')
  @ApiOperation({
    summary: 'Liveness probe',
    description: 'The process answers; always `{status: "ok", version}`, `version` being the release this app runs (docs/releasing.md).',
  })
  @ApiOkResponse({
    description: 'Alive.',
    content: jsonContent(
      objectSchema({
        status: { type: 'string', enum: ['ok'] },
        version: {
          type: 'string',
          pattern: SEMVER_PATTERN,
          description: "The app's release (semver, as in its release notes); `0.0.0-dev` when the app runs from sources.",
        },
      }),
    ),
  })
  live(): { status: 'ok'; version: string } {
    return { status: 'ok', version: this.version };
  }

  /**
   * Readiness: every required dependency answers. 200 `{status, checks, details?}` with
   * `status` `ok`, or `degraded` when an optional dependency (Redis) fails and the app
   * serves without it (its check reads `degraded: <reason>`); 503 SERVICE_UNAVAILABLE
   * with `checks` naming what failed when a required one (the database) does not answer.
   * `details` carries the counters libraries add (e.g. `rateLimit`). docs/api-decisions.md,
   * "Dependency failures".
   */
  @Get('readyz')
  @ApiOperation({
    summary: 'Readiness probe',
    description:
      'Every required dependency answers (`ok`), or the app serves without an optional one (`degraded`, e.g. Redis); docs/api-decisions.md, "Dependency failures".',
  })
  @ApiOkResponse({
    description: 'Ready.',
    content: jsonContent(
      objectSchema(
        {
          status: { type: 'string', enum: ['ok', 'degraded'] },
          checks: { type: 'object', additionalProperties: { type: 'string' }, description: '`ok` or `degraded: <reason>` per dependency.' },
          details: { type: 'object', additionalProperties: true, description: 'Counters libraries add (`rateLimit`).' },
        },
        { optional: ['details'] },
      ),
    ),
  })
  @ApiProblems([503, 'SERVICE_UNAVAILABLE: a required dependency (the database) does not answer; `checks` names it.'])
  async ready(): Promise<{ status: 'ok' | 'degraded'; checks: Record<string, string>; details?: Record<string, unknown> }> {
    const { ready, degraded, checks, details } = await this.readiness.run();
    const extra = Object.keys(details).length ? { details } : {};
    if (!ready) {
      throw new ProblemError({
        status: 503,
        code: 'SERVICE_UNAVAILABLE',
        detail: 'A dependency of this service is not answering.',
        extensions: { checks, ...extra },
      });
    }
    return { status: degraded ? 'degraded' : 'ok', checks, ...extra };
  }
}
