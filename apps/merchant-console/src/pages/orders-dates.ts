/**
 * Calendar arithmetic of the Orders page on local dates `YYYY-MM-DD` (no time, no zone:
 * the dates are the location's, as the admin API answers them). Navigation only; which
 * dates are offered is the API's answer (libs/capacity), never decided here.
 */

const DAY_MS = 86_400_000;

/** `date` moved by `days` calendar days (negative: back). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday of the week (Monday to Sunday) holding `date`. */
export function mondayOf(date: string): string {
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(date, -weekday);
}

/**
 * Today's local date in the IANA zone `timeZone` at the instant `now`.
 * @throws RangeError for a zone `Intl` does not know
 */
export function todayIn(timeZone: string, now: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
