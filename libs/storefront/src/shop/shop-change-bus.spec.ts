import { parseShopChange, shopChangeChannel } from './shop-change-bus';

describe('shop change messages', () => {
  it('names one channel per database, without the password', () => {
    const a = shopChangeChannel('mysql://app:secret@db:3306/store');
    expect(a).toMatch(/^fulfil:shop-changes:[0-9a-f]{16}$/);
    expect(shopChangeChannel('mysql://app:other@db:3306/store')).toBe(a);
    expect(shopChangeChannel('mysql://app:secret@db:3306/store2')).not.toBe(a);
    expect(shopChangeChannel(undefined)).toBe(shopChangeChannel('sqlite:'));
  });

  it('reads a change, dropping fields that are not ids', () => {
    expect(parseShopChange('{"shopId":3,"version":7,"locationIds":[1,2]}')).toEqual({ shopId: 3, version: 7, locationIds: [1, 2] });
    expect(parseShopChange('{"shopId":3,"version":"7","locationIds":[1,"x"]}')).toEqual({ shopId: 3 });
    expect(parseShopChange('{"version":7}')).toBeNull();
    expect(parseShopChange('not json')).toBeNull();
  });
});
