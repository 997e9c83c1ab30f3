import {
  type CalendarLike,
  fromDisabledDate,
  isSelectableDate,
  normalizeDisabled,
  toDisabledDate,
  toPickadateDateOptions,
  toPickadateTimeOptions,
  UsageIndex,
  usageFromHolds,
} from '../index';

describe('disabled encoding (§5)', () => {
  it('converts between ISO (1-based) and disabled (zero-based) dates', () => {
    expect(toDisabledDate('2025-12-25')).toBe('2025-11-25');
    expect(fromDisabledDate('2025-11-25')).toBe('2025-12-25');
    expect(fromDisabledDate('2025-00-31')).toBe('2025-01-31');
    expect(() => fromDisabledDate('2025-12-01')).toThrow(expect.objectContaining({ code: 'INVALID_DATE' }));
    expect(() => toDisabledDate('2025-00-01')).toThrow(expect.objectContaining({ code: 'INVALID_DATE' }));
  });

  it('evaluates a calendar like the date picker: blocklist, allow-list, min and max', () => {
    const block = { minDate: '2025-06-03', maxDate: '2025-06-30', disabled: [1, '2025-05-10'] };
    expect(['2025-06-02', '2025-06-03', '2025-06-08', '2025-06-10', '2025-06-30', '2025-07-01'].map((d) => isSelectableDate(block, d))).toEqual([
      false,
      true,
      false,
      false,
      true,
      false,
    ]);
    const allow: CalendarLike = { minDate: '2025-06-03', maxDate: null, disabled: [true, 4, '2025-05-02', '2025-05-09'] };
    expect(['2025-06-02', '2025-06-04', '2025-06-05', '2025-06-09', '2026-06-03'].map((d) => isSelectableDate(allow, d))).toEqual([
      false,
      true,
      false,
      true,
      true,
    ]);
    expect(isSelectableDate({ minDate: null, maxDate: null, disabled: [true] }, '2025-06-04')).toBe(false);
  });

  it('normalises to leading true, weekday integers ascending, dates ascending, no duplicates', () => {
    expect(normalizeDisabled(['2025-05-09', 7, true, 1, '2025-00-01', 7, '2025-05-09'])).toEqual([true, 1, 7, '2025-00-01', '2025-05-09']);
  });
});

describe('pickadate adapter', () => {
  it('turns date strings into [y, m, d] arrays (pickadate ignores strings) and a null maxDate into false', () => {
    expect(toPickadateDateOptions({ minDate: '2025-12-30', maxDate: null, disabled: [1, 7, '2025-11-31', '2026-00-01'] })).toEqual({
      min: [2025, 11, 30],
      max: false,
      disable: [1, 7, [2025, 11, 31], [2026, 0, 1]],
    });
  });

  it('shifts weekday integers for a Monday-first picker (firstDay: 1)', () => {
    expect(toPickadateDateOptions({ minDate: '2025-06-02', maxDate: '2025-06-30', disabled: [1, 2, 7] }, { firstDay: 1 }).disable).toEqual([7, 1, 6]);
  });

  it('builds time options on the merchant interval and disables the gaps', () => {
    const slots = ['09:00', '09:30', '11:00'].map((available_from) => ({ available_from }));
    expect(toPickadateTimeOptions(slots, { interval: 30 })).toEqual({
      min: [9, 0],
      max: [11, 0],
      interval: 30,
      disable: [
        [10, 0],
        [10, 30],
      ],
    });
  });

  it('falls back to the greatest common divisor for irregular slot rows', () => {
    const slots = ['10:00', '10:45', '12:15'].map((available_from) => ({ available_from }));
    expect(toPickadateTimeOptions(slots, { interval: 30 })).toMatchObject({ interval: 45, disable: [[11, 30]] });
  });

  it('disables every item when no slot is available', () => {
    expect(toPickadateTimeOptions([]).disable).toEqual([true]);
  });
});

describe('usage (§6)', () => {
  it('indexes counts per location, date and slot, with day totals', () => {
    const index = UsageIndex.fromCounts([
      { locationId: 1, date: '2025-06-02', slotId: 5, count: 2 },
      { locationId: 1, date: '2025-06-02', slotId: 6, count: 1 },
      { locationId: 2, date: '2025-06-02', slotId: 5, count: 7 },
    ]);
    expect([index.used(1, '2025-06-02', 5), index.used(1, '2025-06-02', null), index.used(1, '2025-06-03', 5), index.used(2, '2025-06-02', 5)]).toEqual([
      2, 3, 0, 7,
    ]);
    expect(() => UsageIndex.fromCounts([{ locationId: 1, date: '2/6/2025', slotId: 5, count: 1 }])).toThrow(expect.objectContaining({ code: 'INVALID_DATE' }));
  });

  it('counts active orders and live reservations only', () => {
    const base = { locationId: 1, date: '2025-06-02', slotId: 5 };
    const index = usageFromHolds(
      [
        { ...base, kind: 'order' },
        { ...base, kind: 'order', status: 'cancelled' },
        { ...base, kind: 'order', status: 'deleted' },
        { ...base, kind: 'reservation', expiresAt: '2025-06-01T10:15:00Z' },
        { ...base, kind: 'reservation', expiresAt: '2025-06-01T10:14:59.999Z' },
        { ...base, kind: 'reservation', status: 'converted', expiresAt: '2025-06-01T10:15:00Z' },
        { ...base, date: '2025-06-03', kind: 'order' }, // an order moved to another date counts there
      ],
      '2025-06-01T10:14:59.999Z',
    );
    expect([index.used(1, '2025-06-02', 5), index.used(1, '2025-06-03', 5)]).toEqual([2, 1]);
  });
});
