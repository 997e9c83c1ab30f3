import { DateTime, IANAZone } from 'luxon';
import { addMonths, civilFromDays, daysFromCivil, formatDisabledDate, formatIsoDate, parseIsoDate, tryParseTimeOfDay, weekdayOfDay } from './civil';
import { localWallTime, toEpochMs, wallTimeToInstant, zoneRules } from './zone';
import { SchedulingError } from './errors';
import { earliestFulfilment } from './preparation';
import { dayRule, generalPrep, hours, minutes } from '../../test/fixtures';

describe('civil day numbers', () => {
  it('round-trips every date from 1899 to 2101 and matches known weekdays', () => {
    for (let d = daysFromCivil(1899, 1, 1); d <= daysFromCivil(2101, 12, 31); d++) {
      const [y, m, day] = civilFromDays(d);
      expect(daysFromCivil(y, m, day)).toBe(d);
    }
    expect(weekdayOfDay(daysFromCivil(2025, 6, 2))).toBe(1); // Monday
    expect(weekdayOfDay(daysFromCivil(1970, 1, 1))).toBe(4); // Thursday
    expect(weekdayOfDay(daysFromCivil(1969, 12, 28))).toBe(0); // Sunday
  });

  it('formats ISO dates with 1-based months and disabled dates with zero-based months', () => {
    const xmas = parseIsoDate('2025-12-25');
    expect([formatIsoDate(xmas), formatDisabledDate(xmas)]).toEqual(['2025-12-25', '2025-11-25']);
    expect(formatDisabledDate(parseIsoDate('2025-01-01'))).toBe('2025-00-01');
  });

  it('knows leap days: 2024-02-29 and 2000-02-29 exist, 2100-02-29 and 2025-02-29 do not', () => {
    expect(() => parseIsoDate('2024-02-29')).not.toThrow();
    expect(() => parseIsoDate('2000-02-29')).not.toThrow();
    expect(() => parseIsoDate('2100-02-29')).toThrow(expect.objectContaining({ code: 'INVALID_DATE' }));
    expect(() => parseIsoDate('2025-02-29')).toThrow(expect.objectContaining({ code: 'INVALID_DATE' }));
  });

  it('adds calendar months clamped to the month end', () => {
    expect(formatIsoDate(addMonths(parseIsoDate('2025-01-31'), 1))).toBe('2025-02-28');
    expect(formatIsoDate(addMonths(parseIsoDate('2025-03-31'), -1))).toBe('2025-02-28');
    expect(formatIsoDate(addMonths(parseIsoDate('2025-11-15'), 3))).toBe('2026-02-15');
  });

  it('parses HH:MM strictly (24:00 only as an end)', () => {
    expect([tryParseTimeOfDay('00:00'), tryParseTimeOfDay('23:59'), tryParseTimeOfDay('09:30:00'), tryParseTimeOfDay('24:00', true)]).toEqual([
      0, 1439, 570, 1440,
    ]);
    for (const bad of ['24:00', '9:30', '09:60', '09:30:15', '0930', 930, null]) expect(tryParseTimeOfDay(bad)).toBeNaN();
  });
});

describe('zone offsets (luxon-sampled table)', () => {
  it.each([
    'America/New_York',
    'Europe/London',
    'Australia/Sydney',
    'Asia/Kolkata',
    'Asia/Kathmandu',
    'Australia/Lord_Howe',
    'America/St_Johns',
    'Pacific/Chatham',
  ])('matches luxon hourly through 2024-2026 in %s', (name) => {
    const zone = zoneRules(name);
    const iana = IANAZone.create(name);
    const mismatches: string[] = [];
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2027, 0, 1); t += 3_600_000 + 17 * 60_000) {
      if (zone.offsetAt(t) !== iana.offset(t)) mismatches.push(new Date(t).toISOString());
    }
    expect(mismatches).toEqual([]);
  });

  it('finds the exact transition minute', () => {
    const ny = zoneRules('America/New_York');
    expect(ny.transitionsBetween(Date.UTC(2025, 0, 1), Date.UTC(2026, 0, 1)).map((t) => new Date(t).toISOString())).toEqual([
      '2025-03-09T07:00:00.000Z',
      '2025-11-02T06:00:00.000Z',
    ]);
    expect(ny.offsetAt(Date.UTC(2025, 2, 9, 7) - 1)).toBe(-300);
    expect(ny.offsetAt(Date.UTC(2025, 2, 9, 7))).toBe(-240);
  });

  it('maps wall times: a gap has no instant, an overlap takes the earlier one', () => {
    expect(wallTimeToInstant('America/New_York', '2025-03-09', '02:30')).toBeNull();
    expect(wallTimeToInstant('America/New_York', '2025-03-09', '03:00')).toBe('2025-03-09T07:00:00.000Z');
    expect(wallTimeToInstant('Europe/London', '2025-10-26', '01:30')).toBe('2025-10-26T00:30:00.000Z');
    expect(wallTimeToInstant('Asia/Kolkata', '2025-06-02', '09:00')).toBe('2025-06-02T03:30:00.000Z');
    expect(wallTimeToInstant('Australia/Lord_Howe', '2025-10-05', '02:15')).toBeNull(); // 30-minute DST
  });

  it('starts a day at the end of a gap when midnight is skipped, and skips a day that does not exist', () => {
    const santiago = zoneRules('America/Santiago'); // 2025-09-07 00:00 -> 01:00
    expect(new Date(santiago.startOfDay(parseIsoDate('2025-09-07'))).toISOString()).toBe('2025-09-07T04:00:00.000Z');
    const apia = zoneRules('Pacific/Apia'); // 2011-12-30 never happened in Samoa
    expect(new Date(apia.startOfDay(parseIsoDate('2011-12-30'))).toISOString()).toBe(
      DateTime.fromISO('2011-12-31T00:00', { zone: 'Pacific/Apia' }).toUTC().toISO(),
    );
  });

  it('accepts Date, epoch ms, luxon DateTime and ISO strings with an offset as now', () => {
    const ms = Date.UTC(2025, 5, 2, 9);
    expect([
      toEpochMs(new Date(ms)),
      toEpochMs(ms),
      toEpochMs(DateTime.fromMillis(ms)),
      toEpochMs('2025-06-02T11:00:00+02:00'),
      toEpochMs('2025-06-02T09:00:00Z'),
    ]).toEqual([ms, ms, ms, ms, ms]);
  });
});

describe('preparation formats (§2)', () => {
  const at = (amount: ReturnType<typeof hours>, now: string, timezone = 'Asia/Kolkata') =>
    earliestFulfilment({ timezone, now, preparation: generalPrep(dayRule(amount)) });

  it('minutes and hours are elapsed time in a half-hour zone', () => {
    expect(at(minutes(45), '2025-06-02T18:00:00Z')).toMatchObject({ localDateTime: '2025-06-03 00:15:00', date: '2025-06-03' });
    expect(at(hours(1.5), '2025-06-02T03:30:00Z').localDateTime).toBe('2025-06-02 10:30:00');
  });

  it('no preparation at all means now', () => {
    expect(earliestFulfilment({ timezone: 'UTC', now: '2025-06-02T09:00:00.250Z' })).toMatchObject({
      epochMs: Date.UTC(2025, 5, 2, 9, 0, 0, 250),
      localDateTime: '2025-06-02 09:00:00',
    });
  });

  it('negative or fractional-day amounts are INVALID_RULES', () => {
    expect(() => at(hours(-1), '2025-06-02T18:00:00Z')).toThrow(expect.objectContaining({ code: 'INVALID_RULES' }));
    expect(() => at({ format: 'days', value: 1.5 }, '2025-06-02T18:00:00Z')).toThrow(expect.objectContaining({ code: 'INVALID_RULES' }));
  });
});

describe('localWallTime', () => {
  it.each(['Europe/London', 'America/New_York', 'Asia/Tokyo', 'Australia/Lord_Howe', 'Asia/Kolkata', 'UTC'])(
    'gives the date, weekday and minute of the day luxon gives, across DST changes, in %s',
    (zone) => {
      const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
      for (let ms = Date.UTC(2025, 0, 1); ms < Date.UTC(2027, 0, 1); ms += 7 * 3_600_000 + 13 * 60_000 + 17_000) {
        const t = DateTime.fromMillis(ms, { zone });
        expect({ ms, ...localWallTime(zone, ms) }).toEqual({ ms, date: t.toISODate(), weekday: weekdays[t.weekday - 1], minuteOfDay: t.hour * 60 + t.minute });
      }
      expect(localWallTime(zone, new Date(Date.UTC(2026, 2, 10, 20)))).toEqual(localWallTime(zone, Date.UTC(2026, 2, 10, 20)));
    },
  );

  it('refuses an unknown zone', () => {
    expect(() => localWallTime('Mars/Olympus', 0)).toThrow(SchedulingError);
  });
});
