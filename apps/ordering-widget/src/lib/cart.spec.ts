import { addLine, cartTotals, optionViolations, servedAt, setQuantity, toggleOption, unitPrice, weekdayOf } from './cart';
import type { WidgetMenu, WidgetMenuItem as MenuItem, WidgetOptionGroup as OptionGroup } from '@fulfil/api-client';

const group = (id: number, name: string, required: boolean, min: number, max: number, options: Array<[number, number, boolean?]>): OptionGroup => ({
  id,
  product_id: 1,
  name,
  required,
  min_selections: min,
  max_selections: max,
  options: options.map(([oid, delta, available = true]) => ({ id: oid, name: `o${oid}`, price_delta: delta, available })),
});
const doneness = group(1, 'Doneness', true, 1, 1, [
  [11, 0],
  [12, 0],
]);
const extras = group(2, 'Extras', false, 0, 2, [
  [21, 200],
  [22, 250],
  [23, 100, false],
]);
const sauces = group(3, 'Sauces', false, 2, 3, [
  [31, 0],
  [32, 0],
  [33, 0],
]);
const burger: MenuItem = {
  id: 5,
  product_id: 1,
  variant_id: 10,
  name: 'Burger',
  description: null,
  price: 1450,
  image_url: null,
  available: true,
  sold_out: false,
  option_groups: [doneness, extras, sauces],
};
const menu: Pick<WidgetMenu, 'handle' | 'name' | 'availability'> = {
  handle: 'lunch',
  name: 'Lunch',
  availability: [{ days: ['tuesday'], from: '11:00', until: '15:00' }],
};

describe('option rules (the same as widget-api checks)', () => {
  it('needs a required group, min once chosen from, at most max, and available options', () => {
    const rules = (chosen: number[]) => optionViolations(burger.option_groups, chosen).map((v) => `${v.group.name}:${v.rule}`);
    expect(rules([])).toEqual(['Doneness:required']);
    expect(rules([11])).toEqual([]);
    expect(rules([11, 12])).toEqual(['Doneness:maxSelections']);
    expect(rules([11, 21, 22])).toEqual([]);
    expect(rules([11, 23])).toEqual(['Extras:unavailable']);
    expect(rules([11, 31])).toEqual(['Sauces:minSelections']);
    expect(rules([11, 31, 32])).toEqual([]);
    expect(optionViolations([group(9, 'Size', true, 0, 1, [[91, 0]])], [])[0]).toMatchObject({ rule: 'required', min: 1, max: 1 });
  });

  it('toggles an option: a one-choice group keeps the new choice only, other groups keep theirs', () => {
    expect(toggleOption([11, 21], doneness, 12, true)).toEqual([21, 12]);
    expect(toggleOption([11, 21], doneness, 11, false)).toEqual([21]);
    expect(toggleOption([11, 21], extras, 22, true)).toEqual([11, 21, 22]);
    expect(toggleOption([11, 21, 22], extras, 21, false)).toEqual([11, 22]);
  });
});

describe('cart', () => {
  it('prices lines with option deltas in minor units and merges identical lines', () => {
    expect(unitPrice(burger, [11, 21])).toBe(1650);
    let cart = addLine([], burger, menu, [21, 11]);
    cart = addLine(cart, burger, menu, [11, 21], 2);
    cart = addLine(cart, burger, menu, [12]);
    expect(cart.map((l) => [l.key, l.quantity])).toEqual([
      ['5:11,21', 3],
      ['5:12', 1],
    ]);
    expect(cartTotals(cart)).toEqual({ item_count: 4, subtotal: 3 * 1650 + 1450, total: 3 * 1650 + 1450 });
    expect(setQuantity(cart, '5:12', 0)).toHaveLength(1);
    expect(setQuantity(cart, '5:12', 500)[1].quantity).toBe(99);
  });

  it('knows when a menu is served: weekday of a calendar date and a half-open window', () => {
    expect(weekdayOf('2026-03-10')).toBe('tuesday');
    expect(weekdayOf('2026-11-01')).toBe('sunday');
    expect(servedAt(menu.availability, '2026-03-10', '11:00')).toBe(true);
    expect(servedAt(menu.availability, '2026-03-10', '15:00')).toBe(false);
    expect(servedAt(menu.availability, '2026-03-11', '12:00')).toBe(false);
    expect(servedAt(menu.availability, '2026-03-10', null)).toBe(true);
    expect(servedAt([], '2026-03-11', '03:00')).toBe(true);
  });
});
