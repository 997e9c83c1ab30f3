import { datesBetween, slotUsageRows } from './location-usage';

const slot = (id: number, day: 'monday' | 'tuesday', from: string, limited: boolean, limit: number) => ({
  id,
  day_of_week: day,
  available_from: from,
  available_until: `${String(Number(from.slice(0, 2)) + 1).padStart(2, '0')}:00`,
  limited,
  limit,
});

describe('slotUsageRows', () => {
  // 2031-06-02 is a Monday.
  const slots = [slot(1, 'monday', '09:00', true, 2), slot(2, 'monday', '10:00', false, 0), slot(3, 'tuesday', '09:00', true, 5)];

  it('lists each slot of each weekday in the range with its limit and counts, full at the limit', () => {
    const rows = slotUsageRows({
      method: 'pickup',
      slots,
      limitsApply: true,
      cells: [{ locationId: 7, date: '2031-06-02', slotId: 1, orders: 1, reservations: 1 }],
      from: '2031-06-02',
      to: '2031-06-03',
    });
    expect(rows.map((r) => [r.date, r.slot_id, r.limit, r.orders, r.reservations, r.full])).toEqual([
      ['2031-06-02', 1, 2, 1, 1, true],
      ['2031-06-02', 2, null, 0, 0, false],
      ['2031-06-03', 3, 5, 0, 0, false],
    ]);
  });

  it('drops the limits when they do not apply, and keeps holds no slot of the day explains', () => {
    const rows = slotUsageRows({
      method: 'delivery',
      slots,
      limitsApply: false,
      cells: [
        { locationId: 7, date: '2031-06-03', slotId: null, orders: 2, reservations: 0 },
        { locationId: 7, date: '2031-06-03', slotId: 99, orders: 0, reservations: 1 },
      ],
      from: '2031-06-03',
      to: '2031-06-03',
    });
    expect(rows.map((r) => [r.slot_id, r.from, r.limit, r.orders, r.reservations, r.full])).toEqual([
      [3, '09:00', null, 0, 0, false],
      [null, null, null, 2, 0, false],
      [99, null, null, 0, 1, false],
    ]);
  });

  it('walks calendar dates across months and years', () => {
    expect(datesBetween('2031-12-30', '2032-01-02')).toEqual(['2031-12-30', '2031-12-31', '2032-01-01', '2032-01-02']);
    expect(datesBetween('2031-06-03', '2031-06-02')).toEqual([]);
  });
});
