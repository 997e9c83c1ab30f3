import type { DeliveryDayRule, PickupRules, PreparationTimes } from '@fulfil/scheduling';
import { defaultShipping, type DeliveryLocationRecord, type ShippingSettings } from '@fulfil/store-settings';
import type { EngineSource } from '../src/engine/engine-input';

/*
 * A hand-written shop for the specs of this folder (London, times local to Europe/London):
 * - location 1, pickup Monday-Friday 09:00-17:00 every 60 minutes; Tuesdays have slot rows
 *   11 (09:00-10:00, limit 2) and 12 (10:00-11:00, unlimited); Friday 13 March 2026 is
 *   blacked out; no future-order window;
 * - location 1, delivery on Tuesdays in slot 21 (12:00-14:00, limit 1) and date-only on
 *   Wednesdays; other weekdays closed;
 * - shipping as a shop without its own settings (Monday-Friday, no maximum date), but
 *   in London and with Tuesdays limited to 3 orders.
 * "Now" is Monday 9 March 2026, 10:30 in London.
 */

export const NOW = new Date('2026-03-09T10:30:00Z');
export const ZONE = 'Europe/London';

const window = { min: '09:00', max: '17:00' };

export const PICKUP_RULES: PickupRules = {
  locationId: 1,
  timezone: ZONE,
  weekdayWindows: { monday: window, tuesday: window, wednesday: window, thursday: window, friday: window },
  intervalMinutes: 60,
  blackoutDates: ['2026-03-13'],
  futureOrderWindowDays: null,
  limitsEnabled: true,
  slots: [
    { id: 11, location_id: 1, day_of_week: 'tuesday', available_from: '09:00', available_until: '10:00', limited: true, limit: 2 },
    { id: 12, location_id: 1, day_of_week: 'tuesday', available_from: '10:00', available_until: '11:00', limited: false, limit: 0 },
  ],
};

const day = (slots: DeliveryDayRule['slots']): DeliveryDayRule => ({
  blackout_dates: [],
  breakpoint: '00:00',
  useBreakpoint: false,
  before: { format: 'minutes', value: 0 },
  after: { format: 'minutes', value: 0 },
  slots,
});

export const DELIVERY = {
  flip_blackout_dates: false,
  blackouts: [],
  tuesday: day({ enabled: true, slots: [{ id: 21, day_of_week: 'tuesday', from: '12:00', until: '14:00', limited: true, limit: 1 }] }),
  wednesday: day({ enabled: false, slots: [] }),
};

export const SHIPPING = { ...defaultShipping(), timezone: ZONE, order_limits: { enabled: true, tuesday: 3 } } as ShippingSettings;

export const NO_PREPARATION: PreparationTimes = { general: { enabled: false }, product_based: [] };
export const SHIPPING_PRODUCTS: PreparationTimes['product_based'] = [
  { product_external_id: '7001', preparation_enabled: 1, preperation_value: 2, preparation_format: 'days' },
];

/** The shop above as the engine-input builders read it (a `ShopSnapshot` offers the same). */
export function shop(overrides: { pickup?: Partial<PickupRules>; shipping?: Partial<ShippingSettings> } = {}): EngineSource {
  return {
    pickupRules: async (id: number) => (id === 1 ? { ...PICKUP_RULES, ...overrides.pickup } : undefined),
    deliveryLocation: async (id: number) => (id === 1 ? ({ id: 1, timezone: ZONE, delivery: DELIVERY } as unknown as DeliveryLocationRecord) : undefined),
    preparationTimes: (method: string) => (method === 'shipping' ? { general: { enabled: false }, product_based: SHIPPING_PRODUCTS } : NO_PREPARATION),
    shipping: () => ({ ...SHIPPING, ...overrides.shipping }) as ShippingSettings,
  } as EngineSource;
}
