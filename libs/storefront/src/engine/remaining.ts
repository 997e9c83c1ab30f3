import type { UsageSource } from '@fulfil/scheduling';

/** A slot row as the slot endpoints answer it (PickupSlot, DeliveryTime). */
export interface LimitedSlot {
  id: number | null;
  limited: boolean;
  limit: number;
  /** Listed although full (`include_full`): no place is left whatever the slot's own count says. */
  full?: true;
}

/**
 * The slots of one date with `remaining`: for a limited slot, its `limit` minus the orders
 * and live reservations holding it on `date` (the same counts the engine and the
 * reservations use, docs/scheduling-rules.md §6), never below 0; `null` for an unlimited slot
 * (also a generated pickup slot, id null). A limited slot marked `full` (listed with
 * `include_full`, its day's limit possibly reached before its own) has 0. The storefront
 * picker shows it as "n left", or "Full".
 *
 * @param usage the capacity counts the engine was given for this location (absent: nothing used)
 * @param locationId the location the counts are keyed by
 * @param date `YYYY-MM-DD`, the location's date
 */
export function withRemaining<T extends LimitedSlot>(
  slots: readonly T[],
  usage: UsageSource | undefined,
  locationId: number,
  date: string,
): Array<T & { remaining: number | null }> {
  return slots.map((slot) => {
    if (!slot.limited || slot.id === null) return { ...slot, remaining: null };
    const used = !usage ? 0 : typeof usage === 'function' ? usage(locationId, date, slot.id) : usage.used(locationId, date, slot.id);
    return { ...slot, remaining: slot.full ? 0 : Math.max(0, slot.limit - used) };
  });
}
