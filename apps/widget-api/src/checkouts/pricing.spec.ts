import type { OptionGroupView } from '@fulfil/store-settings';
import { optionViolations } from './pricing';

const group = (id: number, name: string, required: boolean, min: number, max: number, options: [number, boolean?, number?][]): OptionGroupView => ({
  id,
  product_id: 1,
  name,
  required,
  min_selections: min,
  max_selections: max,
  options: options.map(([oid, available = true, delta = 0]) => ({ id: oid, name: `o${oid}`, price_delta: delta, available })),
});

describe('option rules', () => {
  const groups = [group(1, 'Size', true, 1, 1, [[11], [12, true, 50]]), group(2, 'Toppings', false, 2, 3, [[21], [22], [23, false], [24]])];
  const rules = (chosen: number[]) => optionViolations(groups, chosen, 'f').errors.map((e) => e.rule);

  it('accepts a valid choice and returns the chosen options with their groups', () => {
    const result = optionViolations(groups, [12, 21, 22], 'f');
    expect(result.errors).toEqual([]);
    expect(result.options.map((o) => [o.id, o.group_name, o.price_delta])).toEqual([
      [12, 'Size', 50],
      [21, 'Toppings', 0],
      [22, 'Toppings', 0],
    ]);
  });

  it('checks required, minimum, maximum, availability, membership and duplicates', () => {
    expect(rules([])).toEqual(['required']);
    expect(rules([11, 12])).toEqual(['maxSelections']);
    expect(rules([11, 21])).toEqual(['minSelections']);
    expect(rules([11, 21, 22, 24, 23])).toEqual(['unavailable', 'maxSelections']);
    expect(rules([11, 99])).toEqual(['unknownOption']);
    expect(rules([11, 11])).toEqual(['duplicate']);
  });

  it('lets an optional group be left out entirely', () => {
    expect(rules([11])).toEqual([]);
  });

  it('needs max(1, min) choices in a required group whose minimum is 0', () => {
    expect(optionViolations([group(3, 'Sauce', true, 0, 2, [[31], [32]])], [], 'f').errors.map((e) => e.rule)).toEqual(['required']);
  });
});
