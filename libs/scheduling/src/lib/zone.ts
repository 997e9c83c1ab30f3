/**
 * Time basis (docs/scheduling-rules.md §1): a location's IANA zone, mapped between instants and
 * local wall times without ever consulting the process zone (`TZ`).
 *
 * luxon's `IANAZone#offset` (Intl-based, a few microseconds per call) is sampled once per
 * zone and 32-day block and turned into a table of offset transitions, so every later
 * lookup is integer arithmetic. The table is a memo of a pure function of (zone, instant).
 */
import { DateTime, IANAZone } from 'luxon';
import { formatIsoDate, MS_PER_DAY, MS_PER_MINUTE, parseIsoDate, tryParseTimeOfDay, weekdayOfDay, WEEKDAYS_BY_INDEX } from './civil';
import type { Weekday } from './civil';
import { SchedulingError } from './errors';

const BLOCK_DAYS = 32;
const BLOCK_MS = BLOCK_DAYS * MS_PER_DAY;
const MAX_BLOCKS_PER_ZONE = 4096;

interface Block {
  /** Instants (epoch ms) from which `offsets[i]` applies; `at[0]` is the block start. */
  at: number[];
  /** UTC offsets in minutes. */
  offsets: number[];
}

/** A local wall time: day number and milliseconds since local midnight. */
export interface LocalTime {
  day: number;
  msOfDay: number;
}

/**
 * Offset table of one IANA zone. Obtain with {@link zoneRules}; instances are shared and
 * immutable from the outside.
 */
export class ZoneRules {
  private readonly iana: IANAZone;
  private readonly blocks = new Map<number, Block>();
  private lastIndex = Number.NaN;
  private lastBlock: Block | undefined;

  constructor(readonly name: string) {
    this.iana = IANAZone.create(name);
  }

  /** UTC offset in minutes at an instant (epoch ms). */
  offsetAt(ms: number): number {
    const index = Math.floor(ms / BLOCK_MS);
    const block = index === this.lastIndex ? (this.lastBlock as Block) : this.block(index);
    const at = block.at;
    let i = at.length - 1;
    while (i > 0 && ms < at[i]) i--;
    return block.offsets[i];
  }

  /** Local wall time of an instant. */
  toLocal(ms: number): LocalTime {
    const wall = ms + this.offsetAt(ms) * MS_PER_MINUTE;
    const day = Math.floor(wall / MS_PER_DAY);
    return { day, msOfDay: wall - day * MS_PER_DAY };
  }

  /** Local day number of an instant. */
  dayOf(ms: number): number {
    return Math.floor((ms + this.offsetAt(ms) * MS_PER_MINUTE) / MS_PER_DAY);
  }

  /**
   * Instant of the wall time `minute` (minutes since midnight) on local `day`. NaN when the
   * wall time does not exist (spring-forward gap); the EARLIER instant when it occurs twice
   * (fall-back overlap), so a repeated wall time is offered once (§1).
   */
  wallToInstant(day: number, minute: number): number {
    return this.wallMsToInstant(day * MS_PER_DAY + minute * MS_PER_MINUTE, false);
  }

  /**
   * Instant of a wall time given as "local epoch ms" (day * 86400000 + ms of day). Overlap:
   * the earlier instant. Gap: NaN, or with `lenient` the wall time shifted forward by the
   * gap (02:30 on a spring-forward day in New York becomes 03:30 EDT), as luxon does.
   */
  wallMsToInstant(wall: number, lenient: boolean): number {
    const before = this.offsetAt(wall - MS_PER_DAY);
    const after = this.offsetAt(wall + MS_PER_DAY);
    const t1 = wall - before * MS_PER_MINUTE;
    const ok1 = this.offsetAt(t1) === before;
    if (before === after) {
      if (ok1) return t1;
      // Two transitions within two days (never in current tzdata): fall back to a fixpoint.
      const o = this.offsetAt(t1);
      const t3 = wall - o * MS_PER_MINUTE;
      return this.offsetAt(t3) === o || lenient ? t3 : Number.NaN;
    }
    const t2 = wall - after * MS_PER_MINUTE;
    const ok2 = this.offsetAt(t2) === after;
    if (ok1 && ok2) return Math.min(t1, t2);
    if (ok1) return t1;
    if (ok2) return t2;
    return lenient ? t1 : Number.NaN;
  }

  /**
   * First instant of local `day` (local midnight, or the end of a gap when midnight is
   * skipped, or the next day's start when a zone skips the whole day).
   */
  startOfDay(day: number): number {
    const t = this.wallToInstant(day, 0);
    if (!Number.isNaN(t)) return t;
    const wall = day * MS_PER_DAY;
    // Midnight lies in a gap: the day starts at the transition that ends the gap.
    const transition = this.transitionsBetween(wall - 2 * MS_PER_DAY, wall + 2 * MS_PER_DAY).find((tr) => this.dayOf(tr) >= day);
    if (transition !== undefined && this.dayOf(transition) === day) return transition;
    return this.startOfDay(day + 1);
  }

  /** Instants of every offset change in `(from, to]`, ascending. */
  transitionsBetween(from: number, to: number): number[] {
    const out: number[] = [];
    for (let index = Math.floor(from / BLOCK_MS); index <= Math.floor(to / BLOCK_MS); index++) {
      const block = this.block(index);
      for (let i = 1; i < block.at.length; i++) if (block.at[i] > from && block.at[i] <= to) out.push(block.at[i]);
      // A change exactly at a block start is recorded as at[0] of that block.
      const start = block.at[0];
      if (start > from && start <= to && this.offsetAt(start - 1) !== block.offsets[0]) out.push(start);
    }
    return out.sort((a, b) => a - b);
  }

  private block(index: number): Block {
    let block = this.blocks.get(index);
    if (!block) {
      block = this.sample(index);
      if (this.blocks.size >= MAX_BLOCKS_PER_ZONE) this.blocks.clear();
      this.blocks.set(index, block);
    }
    this.lastIndex = index;
    this.lastBlock = block;
    return block;
  }

  private sample(index: number): Block {
    const start = index * BLOCK_MS;
    const at = [start];
    const offsets = [this.iana.offset(start)];
    let prevT = start;
    let prevO = offsets[0];
    // Daily samples: two offset changes within one day never occur in tzdata.
    for (let k = 1; k <= BLOCK_DAYS; k++) {
      const t = start + k * MS_PER_DAY;
      const o = this.iana.offset(t);
      if (o !== prevO) {
        let lo = prevT;
        let hi = t;
        while (hi - lo > MS_PER_MINUTE) {
          const mid = lo + Math.floor((hi - lo) / (2 * MS_PER_MINUTE)) * MS_PER_MINUTE;
          if (this.iana.offset(mid) === prevO) lo = mid;
          else hi = mid;
        }
        if (hi < start + BLOCK_MS) {
          at.push(hi);
          offsets.push(this.iana.offset(hi));
        }
      }
      prevT = t;
      prevO = o;
    }
    return { at, offsets };
  }
}

const zones = new Map<string, ZoneRules>();

/** True when `name` is an IANA zone known to this runtime's Intl data. */
export function isValidTimeZone(name: unknown): name is string {
  return typeof name === 'string' && name.length > 0 && IANAZone.isValidZone(name);
}

/**
 * The shared {@link ZoneRules} of an IANA zone name (e.g. `Europe/London`). Throws
 * `SchedulingError` `INVALID_RULES` (field `field`) when the runtime does not know the zone.
 * Fixed-offset names such as `UTC` are accepted.
 */
export function zoneRules(name: string, field = 'timezone'): ZoneRules {
  let z = zones.get(name);
  if (!z) {
    if (!isValidTimeZone(name)) {
      throw new SchedulingError('INVALID_RULES', `${field} ${JSON.stringify(name)} is not an IANA time zone.`, [
        { field, rule: 'ianaZone', message: `${field} must be an IANA zone name such as Europe/London` },
      ]);
    }
    z = new ZoneRules(name);
    zones.set(name, z);
  }
  return z;
}

/** "Now" as the engine accepts it: a Date, epoch milliseconds, a luxon DateTime, or an ISO-8601 string with an offset. */
export type InstantInput = Date | number | string | DateTime;

const EXPLICIT_OFFSET = /(?:[zZ]|[+-]\d{2}(?::?\d{2})?)$/;

/**
 * Epoch milliseconds of an instant. ISO strings must carry `Z` or an offset (a bare local
 * date-time would depend on the process zone). Throws `INVALID_INSTANT` (400) otherwise.
 */
export function toEpochMs(value: InstantInput, field = 'now'): number {
  let ms = Number.NaN;
  if (typeof value === 'number') ms = value;
  else if (value instanceof Date) ms = value.getTime();
  else if (DateTime.isDateTime(value)) ms = value.isValid ? value.toMillis() : Number.NaN;
  else if (typeof value === 'string' && EXPLICIT_OFFSET.test(value.trim())) ms = DateTime.fromISO(value.trim(), { setZone: true }).toMillis();
  if (!Number.isFinite(ms)) {
    throw new SchedulingError(
      'INVALID_INSTANT',
      `${field} must be an ISO-8601 instant with an offset or a finite epoch-ms number; got ${JSON.stringify(String(value))}.`,
    );
  }
  return ms;
}

/**
 * The instant (ISO-8601 UTC string) of a local wall time at a location: `date` `YYYY-MM-DD`
 * (1-based) and `time` `HH:MM` in IANA zone `timezone`. A wall time that occurs twice
 * (fall-back) resolves to the earlier instant; one that does not exist (spring-forward gap)
 * gives null. Use it to store a chosen slot's instant.
 * Errors: `INVALID_DATE` (bad date), `INVALID_RULES` (bad zone or time).
 *
 * @example wallTimeToInstant('America/New_York', '2025-03-09', '03:00') // '2025-03-09T07:00:00.000Z'
 */
export function wallTimeToInstant(timezone: string, date: string, time: string): string | null {
  const zone = zoneRules(timezone);
  const day = parseIsoDate(date);
  const minute = tryParseTimeOfDay(time);
  if (Number.isNaN(minute))
    throw new SchedulingError('INVALID_RULES', `time must be HH:MM; got ${JSON.stringify(time)}.`, [
      { field: 'time', rule: 'timeOfDay', message: 'time must be HH:MM' },
    ]);
  const t = zone.wallToInstant(day, minute);
  return Number.isNaN(t) ? null : new Date(t).toISOString();
}

/** The local wall time of an instant: see {@link localWallTime}. */
export interface LocalWallTime {
  /** Local date `YYYY-MM-DD`. */
  date: string;
  weekday: Weekday;
  /** Minutes since local midnight, 0-1439 (seconds dropped). */
  minuteOfDay: number;
}

/**
 * The local date, weekday and minute of the day of an instant (epoch ms or Date) in
 * `timezone`, from the zone's shared offset table ({@link zoneRules}): no luxon DateTime (and
 * its Intl formatting) per call. Errors: `INVALID_RULES` (zone).
 */
export function localWallTime(timezone: string, instant: Date | number): LocalWallTime {
  const { day, msOfDay } = zoneRules(timezone).toLocal(typeof instant === 'number' ? instant : instant.getTime());
  return { date: formatIsoDate(day), weekday: WEEKDAYS_BY_INDEX[weekdayOfDay(day)], minuteOfDay: Math.floor(msOfDay / MS_PER_MINUTE) };
}

/**
 * "+N days" as a calendar step (§1): the same local wall time N dates later in `timezone`,
 * returned as an ISO-8601 UTC string. Saturday 09:00 BST + 1 day = Sunday 09:00 GMT (25
 * elapsed hours). A result inside a spring-forward gap moves forward by the gap; one that
 * occurs twice takes the earlier instant. Errors: `INVALID_RULES` (zone), `INVALID_INSTANT`.
 */
export function plusCalendarDays(timezone: string, instant: InstantInput, days: number): string {
  const zone = zoneRules(timezone);
  const local = zone.toLocal(toEpochMs(instant, 'instant'));
  return new Date(zone.wallMsToInstant((local.day + days) * MS_PER_DAY + local.msOfDay, true)).toISOString();
}
