import { Controller, Get } from '@nestjs/common';
import { ProblemError } from '@fulfil/problem-details';
import { ReadinessService } from './readiness.service';

/** Liveness and readiness probes, served by every app. */
@Controller()
export class HealthController {
  constructor(private readonly readiness: ReadinessService) {}

  /** Liveness: the process answers. Always 200 `{status: "ok"}`. */
  @Get('healthz')
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /**
   * Readiness: every registered dependency answers. 200 `{status, checks}`, or 503
   * SERVICE_UNAVAILABLE with the `checks` member naming what failed.
   */
  @Get('readyz')
  async ready(): Promise<{ status: 'ok'; checks: Record<string, string> }> {
    const { ready, checks } = await this.readiness.run();
    if (!ready) {
      throw new ProblemError({ status: 503, code: 'SERVICE_UNAVAILABLE', detail: 'A dependency of this service is not answering.', extensions: { checks } });
    }
    return { status: 'ok', checks };
  }
}
