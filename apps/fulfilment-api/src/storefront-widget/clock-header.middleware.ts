import { Injectable, NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { Clock, FixedClock } from '@fulfil/platform';

/** The response header that carries a fixed clock's instant (read by the storefront picker, docs/storefront-picker.md "Clock"). */
export const CLOCK_HEADER = 'X-Clock-Now';

/**
 * While the app runs on a fixed clock (`CLOCK_NOW`, demos and acceptance runs; refused in
 * production), every response says which instant is "now" in {@link CLOCK_HEADER}, so the
 * storefront picker's holds and "today" agree with the server's calendars. With the
 * system clock nothing is added.
 */
@Injectable()
export class ClockHeaderMiddleware implements NestMiddleware {
  constructor(private readonly clock: Clock) {}

  use(_req: Request, res: Response, next: NextFunction): void {
    if (this.clock instanceof FixedClock) res.setHeader(CLOCK_HEADER, this.clock.now().toISOString());
    next();
  }
}
