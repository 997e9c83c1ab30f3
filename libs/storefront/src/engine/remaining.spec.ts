import { UsageIndex } from '@fulfil/scheduling';
import { withRemaining } from './remaining';

describe('withRemaining', () => {
  const slots = [
    { id: 5, limited: true, limit: 3 },
    { id: 6, limited: false, limit: 0 },
    { id: null, limited: false, limit: 0 },
    { id: 7, limited: true, limit: 2 },
  ];

  it('deducts the orders and holds of that slot, date and location; unlimited slots have null', () => {
    const usage = UsageIndex.fromCounts([
      { locationId: 1, date: '2026-03-10', slotId: 5, count: 2 },
      { locationId: 1, date: '2026-03-11', slotId: 5, count: 3 },
      { locationId: 2, date: '2026-03-10', slotId: 7, count: 2 },
      { locationId: 1, date: '2026-03-10', slotId: 7, count: 5 },
    ]);
    expect(withRemaining(slots, usage, 1, '2026-03-10').map((s) => s.remaining)).toEqual([1, null, null, 0]);
    expect(withRemaining(slots, (loc, date, id) => (loc === 1 && date === '2026-03-10' && id === 5 ? 1 : 0), 1, '2026-03-10').map((s) => s.remaining)).toEqual([
      2,
      null,
      null,
      2,
    ]);
    expect(withRemaining(slots, undefined, 1, '2026-03-10').map((s) => s.remaining)).toEqual([3, null, null, 2]);
  });

  it('gives a limited slot listed as full (its day full) 0 places, and keeps its marker', () => {
    const full = [
      { id: 5, limited: true, limit: 3, full: true as const },
      { id: 6, limited: false, limit: 0, full: true as const },
    ];
    expect(withRemaining(full, undefined, 1, '2026-03-10')).toEqual([
      { id: 5, limited: true, limit: 3, full: true, remaining: 0 },
      { id: 6, limited: false, limit: 0, full: true, remaining: null },
    ]);
  });
});
