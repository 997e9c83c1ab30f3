import type { ShopSnapshot } from '@fulfil/store-settings';
import { CalendarMemo } from './calendar-memo';

describe('CalendarMemo', () => {
  const at = (iso: string) => new Date(iso);
  const [one, two, three] = [{}, {}, {}] as ShopSnapshot[];
  let computed: number;
  const compute = () => ({ n: ++computed });

  beforeEach(() => (computed = 0));

  it('answers the same serialised calendar for the rest of the minute with the same counts', () => {
    const memo = new CalendarMemo();
    const usage = {};
    const first = memo.answer(one, 7, [], at('2026-11-24T10:29:00.500Z'), usage, compute);
    const again = memo.answer(one, 7, [], at('2026-11-24T10:29:59.999Z'), usage, compute);
    expect(again).toBe(first);
    expect(first.bytes.toString()).toBe('{"n":1}');
    expect(computed).toBe(1);
  });

  it('computes anew for another minute, other counts, or another key', () => {
    const memo = new CalendarMemo();
    const usage = {};
    memo.answer(one, 7, [], at('2026-11-24T10:29:30Z'), usage, compute);
    expect(memo.answer(one, 7, [], at('2026-11-24T10:30:00.001Z'), usage, compute).bytes.toString()).toBe('{"n":2}');
    expect(memo.answer(one, 7, [], at('2026-11-24T10:30:00.002Z'), {}, compute).bytes.toString()).toBe('{"n":3}');
    expect(memo.answer(two, 7, [], at('2026-11-24T10:30:00.003Z'), undefined, compute).bytes.toString()).toBe('{"n":4}');
    // Without counts (a location without limits) the answer is reused too.
    expect(memo.answer(two, 7, [], at('2026-11-24T10:30:40Z'), undefined, compute).bytes.toString()).toBe('{"n":4}');
  });

  it('never keeps the answer of an instant on a whole minute (a slot at exactly now + preparation is still offered then)', () => {
    const memo = new CalendarMemo();
    expect(memo.answer(three, 7, [], at('2026-11-24T10:30:00.000Z'), undefined, compute).bytes.toString()).toBe('{"n":1}');
    expect(memo.answer(three, 7, [], at('2026-11-24T10:30:00.000Z'), undefined, compute).bytes.toString()).toBe('{"n":2}');
    expect(memo.answer(three, 7, [], at('2026-11-24T10:30:00.001Z'), undefined, compute).bytes.toString()).toBe('{"n":3}');
  });
});
