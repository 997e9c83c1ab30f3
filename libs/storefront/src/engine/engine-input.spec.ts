import { UsageIndex } from '@fulfil/scheduling';
import { deliveryInput, engineInput, EngineInput, engineTimezone, hasCapacityLimits, pickupInput, shippingInput } from '../index';
import { DELIVERY, NO_PREPARATION, NOW, PICKUP_RULES, shop, SHIPPING, SHIPPING_PRODUCTS, ZONE } from '../../test/shop';

/** The input, which the test expects to exist. */
function must(engine: EngineInput | null): EngineInput {
  if (!engine) throw new Error('expected an engine input');
  return engine;
}

describe('engine inputs from a shop snapshot', () => {
  const cart = [{ variant_id: 39001, product_id: 7001, quantity: 2 }];
  const usage = UsageIndex.fromCounts([{ locationId: 1, date: '2026-03-10', slotId: 11, count: 1 }]);

  it("builds pickup from the location's rules and pickup preparation, at the given now, cart and usage", async () => {
    expect(await pickupInput(shop(), 1, { now: NOW, cart, usage })).toEqual({ rules: PICKUP_RULES, preparation: NO_PREPARATION, cart, now: NOW, usage });
    expect(await pickupInput(shop(), 1, { now: NOW })).toEqual({
      rules: PICKUP_RULES,
      preparation: NO_PREPARATION,
      cart: undefined,
      now: NOW,
      usage: undefined,
    });
    expect(await pickupInput(shop(), 2, { now: NOW })).toBeNull();
  });

  it("builds delivery from the location's zone and delivery settings", async () => {
    expect(await deliveryInput(shop(), 1, { now: NOW, cart })).toEqual({
      locationId: 1,
      timezone: ZONE,
      delivery: DELIVERY,
      preparation: NO_PREPARATION,
      cart,
      now: NOW,
      usage: undefined,
    });
    expect(await deliveryInput(shop(), 7, { now: NOW })).toBeNull();
  });

  it("builds shipping from StoreSettings shipping and the shipping products' preparation rows", async () => {
    expect(shippingInput(shop(), { now: NOW, cart })).toEqual({ shipping: SHIPPING, productPreparation: SHIPPING_PRODUCTS, cart, now: NOW, usage: undefined });
  });

  it('dispatches on the method, and answers null for a location that does not serve it', async () => {
    expect(await engineInput(shop(), 'pickup', 1, { now: NOW })).toMatchObject({ method: 'pickup', input: { rules: PICKUP_RULES } });
    expect(await engineInput(shop(), 'delivery', 1, { now: NOW })).toMatchObject({ method: 'delivery', input: { locationId: 1, timezone: ZONE } });
    expect(await engineInput(shop(), 'shipping', null, { now: NOW })).toMatchObject({ method: 'shipping', input: { shipping: SHIPPING } });
    expect(await engineInput(shop(), 'shipping', 1, { now: NOW })).toMatchObject({ method: 'shipping' });
    expect(await engineInput(shop(), 'pickup', 2, { now: NOW })).toBeNull();
    expect(await engineInput(shop(), 'delivery', null, { now: NOW })).toBeNull();
  });

  it('names the zone of every method', async () => {
    const zones = await Promise.all(
      (['pickup', 'delivery', 'shipping'] as const).map(async (m) =>
        engineTimezone(must(await engineInput(shop({ shipping: { timezone: 'America/Chicago' } }), m, 1, { now: NOW }))),
      ),
    );
    expect(zones).toEqual([ZONE, ZONE, 'America/Chicago']);
  });

  it('says when capacity limits apply (so usage has to be counted)', async () => {
    const at = { now: NOW };
    expect(hasCapacityLimits(must(await engineInput(shop(), 'pickup', 1, at)))).toBe(true);
    expect(hasCapacityLimits(must(await engineInput(shop({ pickup: { limitsEnabled: false } }), 'pickup', 1, at)))).toBe(false);
    expect(hasCapacityLimits(must(await engineInput(shop({ pickup: { slots: [] } }), 'pickup', 1, at)))).toBe(false);
    expect(hasCapacityLimits(must(await engineInput(shop(), 'delivery', 1, at)))).toBe(true);
    expect(hasCapacityLimits(must(await engineInput(shop(), 'shipping', null, at)))).toBe(true);
    expect(hasCapacityLimits(must(await engineInput(shop({ shipping: { order_limits: { enabled: true, tuesday: 0 } } }), 'shipping', null, at)))).toBe(false);
    expect(hasCapacityLimits(must(await engineInput(shop({ shipping: { order_limits: { enabled: false, tuesday: 3 } } }), 'shipping', null, at)))).toBe(false);
  });
});
