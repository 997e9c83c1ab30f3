import { WEEKDAYS, type LocationMethod, type SlotConfig, type Weekday } from '@fulfil/store-settings';
import type { UsageCells } from './usage-counter';

/** Longest range of the merchant's capacity view, in days (`from` and `to` included). */
export const MAX_USAGE_RANGE_DAYS = 92;

/**
 * One row of a location's capacity view: a slot of one local date and method, with its
 * limit and what holds it (docs/scheduling-rules.md §6). A row whose `slot_id` is null,
 * or names no slot of that weekday any more, carries date-only holds or holds of a
 * removed slot: `from`, `until` and `limit` are null then.
 */
export interface SlotUsageRow {
  /** Local date `YYYY-MM-DD` (1-based month) in the location's zone. */
  date: string;
  weekday: Weekday;
  method: LocationMethod;
  slot_id: number | null;
  /** Slot start and end `HH:MM`, local. */
  from: string | null;
  until: string | null;
  /** Orders plus live reservations allowed, or null when the slot is not limited (pickup: `limits_enabled` and the slot's `limited`). */
  limit: number | null;
  /** Active orders counted in the slot. */
  orders: number;
  /** Places held by live reservations. */
  reservations: number;
  /** `orders + reservations >= limit` (false without a limit). */
  full: boolean;
}

/** What {@link slotUsageRows} lays out for one method. */
export interface SlotUsageInput {
  method: LocationMethod;
  /** The location's slots of the method, with ids. */
  slots: readonly (SlotConfig & { id: number })[];
  /** Whether the slots' limits apply (pickup: `limits_enabled`; delivery: always). */
  limitsApply: boolean;
  /** The counts of the range ({@link countUsageByKind}). */
  cells: readonly UsageCells[];
  /** First and last local date, inclusive (`YYYY-MM-DD`). */
  from: string;
  to: string;
}

/** The calendar dates `from`..`to` inclusive (`YYYY-MM-DD`, no zone: plain date arithmetic). */
export function datesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  const end = Date.parse(`${to}T00:00:00Z`);
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= end; t += 86_400_000) out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

/** Lowercase weekday of a calendar date. */
function weekdayOf(date: string): Weekday {
  // getUTCDay: 0 = Sunday; WEEKDAYS starts on Monday.
  return WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7];
}

/**
 * The capacity view of one method: for every date of the range, each slot of its weekday
 * with its limit, orders and live reservations, then any counted cell no slot of that
 * weekday explains (date-only holds, removed slots). Pure: the counts come from the one
 * count, `countUsageByKind`.
 */
export function slotUsageRows(input: SlotUsageInput): SlotUsageRow[] {
  const byDate = new Map<string, UsageCells[]>();
  for (const c of input.cells) byDate.set(c.date, [...(byDate.get(c.date) ?? []), c]);
  const rows: SlotUsageRow[] = [];
  for (const date of datesBetween(input.from, input.to)) {
    const weekday = weekdayOf(date);
    const cells = byDate.get(date) ?? [];
    const used = new Set<UsageCells>();
    for (const slot of input.slots.filter((s) => s.day_of_week === weekday)) {
      const cell = cells.find((c) => c.slotId === slot.id);
      if (cell) used.add(cell);
      const orders = cell?.orders ?? 0;
      const reservations = cell?.reservations ?? 0;
      const limit = input.limitsApply && slot.limited ? slot.limit : null;
      rows.push({
        date,
        weekday,
        method: input.method,
        slot_id: slot.id,
        from: slot.available_from,
        until: slot.available_until,
        limit,
        orders,
        reservations,
        full: limit !== null && orders + reservations >= limit,
      });
    }
    for (const cell of cells.filter((c) => !used.has(c))) {
      rows.push({
        date,
        weekday,
        method: input.method,
        slot_id: cell.slotId,
        from: null,
        until: null,
        limit: null,
        orders: cell.orders,
        reservations: cell.reservations,
        full: false,
      });
    }
  }
  return rows;
}
