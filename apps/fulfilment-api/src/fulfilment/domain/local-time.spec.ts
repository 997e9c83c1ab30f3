import fc from 'fast-check';
import { expandYearlyDates, localDate, localDateTime } from './local-time';

describe('local time helpers', () => {
  it('reads an instant in a zone whatever the process zone', () => {
    const instant = new Date('2026-03-09T03:30:00Z');
    expect(localDateTime('America/Chicago', instant)).toBe('2026-03-08 22:30:00');
    expect(localDateTime('Asia/Kolkata', instant)).toBe('2026-03-09 09:00:00');
    expect(localDate('Pacific/Honolulu', instant)).toBe('2026-03-08');
    expect(localDateTime('Europe/London', new Date('2026-06-01T23:00:00Z'))).toBe('2026-06-02 00:00:00');
  });

  it('gives the same wall time as a fresh Intl reading, seconds and DST minutes included', () => {
    const zones = ['America/Chicago', 'Europe/London', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'Pacific/Chatham', 'America/St_Johns', 'UTC'];
    const reference = (zone: string, instant: Date) => {
      const p: Record<string, string> = {};
      const f = new Intl.DateTimeFormat('en-CA', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      });
      for (const part of f.formatToParts(instant)) p[part.type] = part.value;
      return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
    };
    // Consecutive instants a few seconds apart, so the per-minute reuse is exercised (and DST edges around 2026-2030).
    const instants = fc.tuple(
      fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2030, 0, 1) }),
      fc.array(fc.integer({ min: 0, max: 90_000 }), { minLength: 1, maxLength: 6 }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...zones), instants, (zone, [start, steps]) => {
        let ms = start;
        for (const step of steps) {
          ms += step;
          expect(localDateTime(zone, new Date(ms))).toBe(reference(zone, new Date(ms)));
        }
      }),
      { numRuns: 500 },
    );
    // The minute of the US spring-forward jump and the seconds right around it.
    expect(localDateTime('America/Chicago', new Date('2026-03-08T07:59:59.999Z'))).toBe('2026-03-08 01:59:59');
    expect(localDateTime('America/Chicago', new Date('2026-03-08T08:00:00Z'))).toBe('2026-03-08 03:00:00');
    expect(localDateTime('America/Chicago', new Date('2026-03-08T08:00:07Z'))).toBe('2026-03-08 03:00:07');
  });

  it('replaces yearly blackouts by their dates of the coming year', () => {
    expect(expandYearlyDates(['2026-11-26', '--12-25', '--01-01'], '2026-03-09')).toEqual(['2026-11-26', '2026-12-25', '2027-01-01']);
    expect(expandYearlyDates(['--03-09'], '2026-03-09')).toEqual(['2026-03-09', '2027-03-09']);
    expect(expandYearlyDates(['--02-29'], '2027-06-01')).toEqual(['2028-02-29']);
    expect(expandYearlyDates(['--02-29'], '2026-06-01')).toEqual([]);
    const plain = ['2026-01-01'];
    expect(expandYearlyDates(plain, '2026-03-09')).toBe(plain);
  });
});
