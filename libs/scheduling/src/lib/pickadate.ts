/**
 * The pickadate.js 3.6.4 adapter (docs/external-contracts.md, "pickadate.js") lives in
 * @fulfil/calendar-format with the rest of the calendar reading; the engine re-exports it,
 * turning a malformed calendar date into `SchedulingError` `INVALID_DATE`.
 */
import * as format from '@fulfil/calendar-format';
import type { CalendarLike, PickadateDateOptions } from '@fulfil/calendar-format';
import { asSchedulingError } from './disabled';

export type { PickadateDate, PickadateDateOptions, PickadateTimeOptions } from '@fulfil/calendar-format';
export { toPickadateTimeOptions } from '@fulfil/calendar-format';

/**
 * Date picker options of a calendar (`toPickadateDateOptions` of @fulfil/calendar-format:
 * `[y, zero-based m, d]` arrays, `false` for a null `maxDate`, weekday integers shifted for
 * `firstDay: 1`). Errors: `SchedulingError` `INVALID_DATE` for a malformed date in the calendar.
 */
export function toPickadateDateOptions(calendar: CalendarLike, opts: { firstDay?: 0 | 1 } = {}): PickadateDateOptions {
  return asSchedulingError(() => format.toPickadateDateOptions(calendar, opts));
}
