import { CheckoutKey, routeProblem } from './problems';

describe('checkout problems lead back to the step that fixes them', () => {
  it.each([
    ['SLOT_FULL', 'when', true, false],
    ['SLOT_NOT_AVAILABLE', 'when', true, false],
    ['DATE_NOT_AVAILABLE', 'when', true, true],
    ['ITEM_UNAVAILABLE', 'menu', false, false],
    ['OPTION_RULE_VIOLATED', 'menu', false, false],
    ['OUTSIDE_DELIVERY_AREA', 'restaurant', true, true],
    ['INTERNAL_ERROR', 'review', false, false],
  ])('%s -> %s', (code, step, clearSlot, clearDate) => {
    expect(routeProblem(code)).toMatchObject({ step, clearSlot, clearDate });
  });
});

describe('CheckoutKey', () => {
  it('keeps the key while the request stays the same and takes a new one once it changes', () => {
    let n = 0;
    const keys = new CheckoutKey(() => `key-${++n}`);
    expect(keys.for({ a: 1 })).toBe('key-1');
    expect(keys.for({ a: 1 })).toBe('key-1'); // a retry
    expect(keys.for({ a: 2 })).toBe('key-2'); // another slot
    keys.reset();
    expect(keys.for({ a: 2 })).toBe('key-3'); // the next order
  });
});
