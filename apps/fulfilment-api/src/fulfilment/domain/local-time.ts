import { addDaysToIsoDate } from '@fulfil/calendar-format';
import { isIsoDate } from '@fulfil/scheduling';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** Per zone, the last UTC minute formatted and its local `YYYY-MM-DD HH:MM`. */
const lastMinute = new Map<string, { minute: number; local: string }>();

/**
 * Local wall time of an instant in an IANA zone as `YYYY-MM-DD HH:MM:SS`.
 *
 * Offsets of the tz database are whole minutes for any date after 1972, so within one UTC
 * minute the local minute is fixed and the seconds are the UTC seconds: the zone is
 * formatted once per zone and minute, the seconds appended per call.
 */
export function localDateTime(zone: string, instant: Date): string {
  const ms = instant.getTime();
  const minute = Math.floor(ms / 60_000);
  let cached = lastMinute.get(zone);
  if (cached?.minute !== minute) {
    const p: Record<string, string> = {};
    for (const part of formatter(zone).formatToParts(new Date(minute * 60_000))) p[part.type] = part.value;
    cached = { minute, local: `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}` };
    lastMinute.set(zone, cached);
  }
  const seconds = Math.floor((ms - minute * 60_000) / 1000);
  return `${cached.local}:${seconds < 10 ? '0' : ''}${seconds}`;
}

/** Local date of an instant in an IANA zone, `YYYY-MM-DD`. */
export function localDate(zone: string, instant: Date): string {
  return localDateTime(zone, instant).slice(0, 10);
}

/**
 * Replaces yearly blackout entries (`--MM-DD`, the store's notation for "every year") by
 * their dates from `today` through one year ahead, so responses carry only `YYYY-MM-DD`
 * strings as the API specifies; `--02-29` yields leap days only. Other entries are kept;
 * the result is sorted and duplicate-free. Returns the input itself when nothing is yearly.
 */
export function expandYearlyDates(dates: readonly string[], today: string): readonly string[] {
  if (!dates.some((d) => d.startsWith('--'))) return dates;
  const year = Number(today.slice(0, 4));
  const until = addDaysToIsoDate(today, 366);
  const out = new Set<string>();
  for (const d of dates) {
    if (!d.startsWith('--')) {
      out.add(d);
      continue;
    }
    for (const y of [year, year + 1]) {
      const date = `${y}${d.slice(1)}`;
      if (isIsoDate(date) && date >= today && date <= until) out.add(date);
    }
  }
  return [...out].sort();
}
