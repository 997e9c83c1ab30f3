import type { CartItem, DeliveryInput, PickupInput, ShippingInput, UsageSource } from '@fulfil/scheduling';
import type { CheckoutMethod, ShopSnapshot } from '@fulfil/store-settings';

/**
 * The scheduling engine's input for one method of a shop: what a calendar, a slot list
 * or the offer check ({@link dateOffer}) computes from. Pickup and delivery are per
 * location; shipping is shop-wide.
 */
export type EngineInput =
  { method: 'pickup'; input: PickupInput } | { method: 'delivery'; input: DeliveryInput } | { method: 'shipping'; input: ShippingInput };

/** The engine input of a location's method (pickup or delivery). */
export type LocationEngineInput = Extract<EngineInput, { method: 'pickup' | 'delivery' }>;

/** The parts of a `ShopSnapshot` the engine inputs are built from (a snapshot is one). */
export type EngineSource = Pick<ShopSnapshot, 'pickupRules' | 'deliveryLocation' | 'preparationTimes' | 'shipping'>;

/** What an engine input is computed at. */
export interface EngineAt {
  /** "Now" (a UTC instant): the engine reads no clock. */
  now: Date;
  /** Cart lines; products with their own preparation time move the earliest date. Omitted = empty cart. */
  cart?: CartItem[];
  /** Orders and live reservations (`UsageIndex` of the one count); omitted = capacity aside. */
  usage?: UsageSource;
}

/**
 * Pickup input of a location (`PickupInput` of @fulfil/scheduling): the snapshot's pickup
 * rules (times local to `rules.timezone`, the location's zone, else the shop's; interval
 * in minutes) and the location's pickup PreparationTimes, at `at.now`.
 *
 * @returns null when the shop has no pickup-enabled location `locationId`
 */
export async function pickupInput(snapshot: EngineSource, locationId: number, at: EngineAt): Promise<PickupInput | null> {
  const rules = await snapshot.pickupRules(locationId);
  if (!rules) return null;
  return { rules, preparation: snapshot.preparationTimes('pickup', locationId), cart: at.cart, now: at.now, usage: at.usage };
}

/**
 * Delivery input of a location (`DeliveryInput`): its `delivery` settings (per-weekday
 * rules, slots `HH:MM` local to `timezone`, blackouts) and delivery PreparationTimes.
 *
 * @returns null when the shop has no delivery-enabled location `locationId`
 */
export async function deliveryInput(snapshot: EngineSource, locationId: number, at: EngineAt): Promise<DeliveryInput | null> {
  const location = await snapshot.deliveryLocation(locationId);
  if (!location) return null;
  return {
    locationId,
    timezone: location.timezone,
    delivery: location.delivery,
    preparation: snapshot.preparationTimes('delivery', locationId),
    cart: at.cart,
    now: at.now,
    usage: at.usage,
  };
}

/**
 * Shipping input of the shop (`ShippingInput`): StoreSettings `shipping` (dates local to
 * `shipping.timezone`) and the product-based rows of the shipping PreparationTimes.
 */
export function shippingInput(snapshot: EngineSource, at: EngineAt): ShippingInput {
  return {
    shipping: snapshot.shipping(),
    productPreparation: snapshot.preparationTimes('shipping').product_based,
    cart: at.cart,
    now: at.now,
    usage: at.usage,
  };
}

/**
 * The engine input of a method: {@link pickupInput} / {@link deliveryInput} of
 * `locationId`, or {@link shippingInput} (which ignores `locationId`).
 *
 * @returns null when pickup or delivery is asked of a location that does not serve it
 *   (or of no location: `locationId` null)
 */
export function engineInput(snapshot: EngineSource, method: 'pickup' | 'delivery', locationId: number, at: EngineAt): Promise<LocationEngineInput | null>;
export function engineInput(snapshot: EngineSource, method: CheckoutMethod, locationId: number | null, at: EngineAt): Promise<EngineInput | null>;
export async function engineInput(snapshot: EngineSource, method: CheckoutMethod, locationId: number | null, at: EngineAt): Promise<EngineInput | null> {
  if (method === 'shipping') return { method, input: shippingInput(snapshot, at) };
  if (locationId === null) return null;
  if (method === 'pickup') {
    const input = await pickupInput(snapshot, locationId, at);
    return input && { method, input };
  }
  const input = await deliveryInput(snapshot, locationId, at);
  return input && { method, input };
}

/** The IANA zone every date and time of the input is local to. */
export function engineTimezone(engine: EngineInput): string {
  switch (engine.method) {
    case 'pickup':
      return engine.input.rules.timezone;
    case 'delivery':
      return engine.input.timezone;
    case 'shipping':
      return engine.input.shipping.timezone;
  }
}

/**
 * Whether any capacity limit applies to the input, i.e. whether its calendars need
 * usage counts at all (docs/scheduling-rules.md §6): pickup with the merchant's limits
 * on and a limited slot; delivery with a limited slot on some weekday; shipping with
 * order limits on and some weekday's limit above 0.
 */
export function hasCapacityLimits(engine: EngineInput): boolean {
  switch (engine.method) {
    case 'pickup':
      return engine.input.rules.limitsEnabled && engine.input.rules.slots.some((s) => s.limited);
    case 'delivery':
      return Object.values(engine.input.delivery).some(
        (day) => typeof day === 'object' && day !== null && !Array.isArray(day) && day.slots.slots.some((s) => s.limited),
      );
    case 'shipping': {
      const limits = engine.input.shipping.order_limits;
      return limits.enabled && Object.entries(limits).some(([key, value]) => key !== 'enabled' && typeof value === 'number' && value > 0);
    }
  }
}
