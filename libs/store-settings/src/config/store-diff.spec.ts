import { diffStoreConfigs, MAX_LISTED_CHANGES } from './store-diff';

const shop = (over: object = {}) => ({
  shop: { domain: 'a.example', timezone: 'UTC', pickup: { pagination_limit: 10 } },
  locations: [
    { external_id: 'one', company_name: 'One', pickup: { interval: 30, slots: [{ day_of_week: 'monday' }] } },
    { external_id: 'two', company_name: 'Two', pickup: { interval: 30, slots: [] } },
  ],
  ...over,
});

describe('diffStoreConfigs', () => {
  it('finds nothing between equal shops', () => {
    expect(diffStoreConfigs(shop(), shop())).toEqual({ changes: [], more: 0 });
  });

  it('names changed fields, locations by external id, added and removed ones, and lists compared whole', () => {
    const after = shop();
    after.shop.timezone = 'Europe/London';
    after.locations[0].pickup.slots = [];
    after.locations[1].company_name = 'Deux';
    after.locations.push({ external_id: 'three', company_name: 'Three', pickup: { interval: 30, slots: [] } });
    const before = shop();
    before.locations.shift();
    before.locations.unshift({ external_id: 'zero', company_name: 'Zero', pickup: { interval: 30, slots: [] } });
    expect(diffStoreConfigs(before, after).changes).toEqual([
      { path: 'locations[zero]', change: 'removed' },
      { path: 'locations[two].company_name', change: 'changed' },
      { path: 'locations[one]', change: 'added' },
      { path: 'locations[three]', change: 'added' },
      { path: 'shop.timezone', change: 'changed' },
    ]);
  });

  it('reports a new manual order of the same locations', () => {
    const after = shop();
    after.locations.reverse();
    expect(diffStoreConfigs(shop(), after).changes).toEqual([{ path: 'locations', change: 'changed' }]);
  });

  it('lists at most MAX_LISTED_CHANGES and counts the rest', () => {
    const many = (n: number) => ({ locations: Array.from({ length: n }, (_, i) => ({ external_id: `l${i}` })) });
    const { changes, more } = diffStoreConfigs(many(0), many(MAX_LISTED_CHANGES + 7));
    expect(changes).toHaveLength(MAX_LISTED_CHANGES);
    expect(more).toBe(7);
  });
});
