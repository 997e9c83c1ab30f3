import type {
  WidgetMenuAvailability as MenuAvailability,
  WidgetMenuItem as MenuItem,
  WidgetOptionGroup as OptionGroup,
  WidgetWeekday,
} from '@fulfil/api-client';

/** A line of the shopper's cart: an item of a menu, its chosen option ids and quantity. */
export interface CartLine {
  /** Identity of the line: the item and its sorted options (adding the same again adds quantity). */
  key: string;
  item: MenuItem;
  /** The menu the item was added from, and when that menu is served. */
  menu: { handle: string; name: string; availability: MenuAvailability[] };
  options: number[];
  quantity: number;
}

/** A broken option rule of one group (the same rules widget-api checks: apps/widget-api/src/checkouts/cart.ts). */
export interface OptionViolation {
  group: OptionGroup;
  rule: 'required' | 'minSelections' | 'maxSelections' | 'unavailable';
  /** The least choices the group needs once anything (or, when required, something) is chosen. */
  min: number;
  max: number;
}

/** Largest quantity of one line (widget-api accepts up to 99). */
export const MAX_QUANTITY = 99;

/**
 * The option rules of an item's groups for `chosen` option ids, checked before the API is
 * asked (docs/api-decisions.md, "Checkouts"): a required group needs at least
 * max(1, min_selections) choices; a group that is not required may be left out but, once
 * chosen from, needs min_selections; no group takes more than max_selections; an option that
 * is not available cannot be chosen.
 */
export function optionViolations(groups: readonly OptionGroup[], chosen: readonly number[]): OptionViolation[] {
  const out: OptionViolation[] = [];
  for (const group of groups) {
    const picked = group.options.filter((o) => chosen.includes(o.id));
    const n = picked.length;
    const min = group.required ? Math.max(1, group.min_selections) : group.min_selections;
    const base = { group, min, max: group.max_selections };
    if (picked.some((o) => !o.available)) out.push({ ...base, rule: 'unavailable' });
    if (group.required && n === 0) out.push({ ...base, rule: 'required' });
    else if (n > 0 && n < min) out.push({ ...base, rule: 'minSelections' });
    if (n > group.max_selections) out.push({ ...base, rule: 'maxSelections' });
  }
  return out;
}

/**
 * The chosen option ids after the shopper turns `optionId` of `group` on or off: a group of
 * at most one choice (radios) keeps the new one only; the other groups' choices stay.
 */
export function toggleOption(chosen: readonly number[], group: OptionGroup, optionId: number, on: boolean): number[] {
  const inGroup = (id: number) => group.options.some((o) => o.id === id);
  const others = chosen.filter((id) => !inGroup(id));
  const mine = chosen.filter(inGroup);
  const next = group.max_selections === 1 ? (on ? [optionId] : []) : on ? [...mine, optionId] : mine.filter((id) => id !== optionId);
  return [...others, ...next];
}

/** Unit price of an item with options: its price plus the chosen options' deltas, never below 0 (minor units). */
export function unitPrice(item: MenuItem, options: readonly number[]): number {
  const deltas = item.option_groups.flatMap((g) => g.options).filter((o) => options.includes(o.id));
  return Math.max(0, item.price + deltas.reduce((sum, o) => sum + o.price_delta, 0));
}

/** Totals of the cart in minor units: item count, subtotal and total (equal: fees and taxes are the storefront checkout's). */
export function cartTotals(lines: readonly CartLine[]): { item_count: number; subtotal: number; total: number } {
  const subtotal = lines.reduce((sum, l) => sum + unitPrice(l.item, l.options) * l.quantity, 0);
  return { item_count: lines.reduce((sum, l) => sum + l.quantity, 0), subtotal, total: subtotal };
}

/** The cart with an item added (merged into an identical line, capped at {@link MAX_QUANTITY}). */
export function addLine(lines: readonly CartLine[], item: MenuItem, menu: CartLine['menu'], options: readonly number[], quantity = 1): CartLine[] {
  const sorted = [...options].sort((a, b) => a - b);
  const key = `${item.id}:${sorted.join(',')}`;
  const existing = lines.find((l) => l.key === key);
  if (existing) return setQuantity(lines, key, existing.quantity + quantity);
  return [...lines, { key, item, menu, options: sorted, quantity: Math.min(MAX_QUANTITY, quantity) }];
}

/** The cart with a line's quantity changed (0 removes it). */
export function setQuantity(lines: readonly CartLine[], key: string, quantity: number): CartLine[] {
  if (quantity <= 0) return lines.filter((l) => l.key !== key);
  return lines.map((l) => (l.key === key ? { ...l, quantity: Math.min(MAX_QUANTITY, quantity) } : l));
}

const WEEKDAYS: WidgetWeekday[] = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** The weekday name (`monday`) of a `YYYY-MM-DD` date (a calendar date: no time zone involved). */
export function weekdayOf(date: string): WidgetWeekday {
  const [y, m, d] = date.split('-').map(Number);
  return WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
}

/**
 * Whether a menu is served on `date` at `time` (`HH:MM`, local; null = some time that day):
 * a window of that weekday with `from <= time < until`; no windows = always.
 */
export function servedAt(availability: readonly MenuAvailability[], date: string, time: string | null): boolean {
  if (availability.length === 0) return true;
  const day = weekdayOf(date);
  return availability.some((w) => w.days.includes(day) && (time === null || (w.from <= time && time < w.until)));
}
