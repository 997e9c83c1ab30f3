import { draftOrderNumericId, moneyInput, moneyString, variantGid } from './draft-order';
import { throttleWaitMs } from './graphql-reply';

describe('draft-order helpers', () => {
  it('formats minor units as the decimal strings the Admin API takes', () => {
    expect(moneyString(1250)).toBe('12.50');
    expect(moneyString(5)).toBe('0.05');
    expect(moneyString(0)).toBe('0.00');
    expect(moneyString(-1999)).toBe('-19.99');
    expect(moneyString(500, 0)).toBe('500');
    expect(moneyString(12345, 3)).toBe('12.345');
    expect(() => moneyString(1.5)).toThrow(RangeError);
  });

  it('builds the MoneyInput of the non-deprecated money fields, in the given currency', () => {
    expect(moneyInput(1250, 'EUR')).toEqual({ amount: '12.50', currencyCode: 'EUR' });
    expect(moneyInput(500, 'JPY', 0)).toEqual({ amount: '500', currencyCode: 'JPY' });
    expect(() => moneyInput(100, 'usd')).toThrow(RangeError);
  });

  it('builds and reads global ids', () => {
    expect(variantGid(800201)).toBe('gid://shopify/ProductVariant/800201');
    expect(draftOrderNumericId('gid://shopify/DraftOrder/1001')).toBe('1001');
    expect(draftOrderNumericId('1001')).toBe('1001');
  });

  it('waits what the cost budget needs to restore, plus 50 ms', () => {
    expect(throttleWaitMs({ requestedQueryCost: 752, throttleStatus: { currentlyAvailable: 666, restoreRate: 50, maximumAvailable: 1000 } })).toBe(1770);
    expect(throttleWaitMs({ requestedQueryCost: 10, throttleStatus: { currentlyAvailable: 20, restoreRate: 50 } })).toBe(50);
    expect(throttleWaitMs(undefined)).toBe(1000);
    expect(throttleWaitMs({ requestedQueryCost: 10, throttleStatus: { currentlyAvailable: 0, restoreRate: 0 } })).toBe(1000);
  });
});
