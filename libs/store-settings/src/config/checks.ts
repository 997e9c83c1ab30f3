/**
 * Rules JSON Schema cannot express (ordering of times, uniqueness of keys, references
 * between blocks). Shared by the import file and the admin API, so both refuse the same
 * input. Each check returns the first failing field with its dotted path, or null.
 */
import { compactPostalCode } from '@fulfil/geo';
import type { FieldError } from '@fulfil/problem-details';
import { WEEKDAYS } from '../model/vocabulary';
import type { ConditionalActivationRule, OpeningHours, ProductPreparation, TimeWindow } from '../model/settings';
import type { DeliveryConfig, LocationConfig, PickupConfig, StoreConfig, WidgetFileConfig } from '../model/store-config';

const fail = (field: string, rule: string, message: string): FieldError => ({ field, rule, message });

const join = (prefix: string, key: string | number) => (typeof key === 'number' ? `${prefix}[${key}]` : prefix ? `${prefix}.${key}` : key);

/** The first of several checks that fails, or null. */
function first(...checks: (() => FieldError | null)[]): FieldError | null {
  for (const c of checks) {
    const e = c();
    if (e) return e;
  }
  return null;
}

/** `from` strictly before `until` (HH:MM strings compare as text). */
export function checkTimeRange(from: string, until: string, path: string, untilKey: string): FieldError | null {
  return from < until ? null : fail(join(path, untilKey), 'timeOrder', `${join(path, untilKey)} must be later than ${from}`);
}

/** Every weekday window has min < max. */
export function checkWeekdayWindows(windows: Partial<Record<string, TimeWindow>>, path: string): FieldError | null {
  for (const [day, w] of Object.entries(windows)) {
    const e = w && checkTimeRange(w.min, w.max, join(path, day), 'max');
    if (e) return e;
  }
  return null;
}

/** Every open weekday has opens < closes. */
export function checkOpeningHours(hours: OpeningHours, path: string): FieldError | null {
  for (const [day, h] of Object.entries(hours)) {
    const e = h && !h.closed ? checkTimeRange(h.opens, h.closes, join(path, day), 'closes') : null;
    if (e) return e;
  }
  return null;
}

/** Slot rows: from < until and no two rows with the same weekday and times. */
export function checkSlots(
  slots: { day_of_week?: string; available_from?: string; available_until?: string; from?: string; until?: string }[],
  path: string,
): FieldError | null {
  const seen = new Set<string>();
  for (const [i, s] of slots.entries()) {
    const from = s.available_from ?? s.from ?? '';
    const until = s.available_until ?? s.until ?? '';
    const e = checkTimeRange(from, until, join(path, i), s.available_until !== undefined ? 'available_until' : 'until');
    if (e) return e;
    const key = `${s.day_of_week ?? ''} ${from} ${until}`;
    if (seen.has(key)) return fail(join(path, i), 'unique', `${join(path, i)} repeats the slot ${key.trim()}`);
    seen.add(key);
  }
  return null;
}

/** Rule name of a pickup slot outside its weekday's pickup window ({@link checkSlotsInWindows}, {@link checkWindowsKeepSlots}). */
export const SLOT_OUTSIDE_WINDOW = 'slot_outside_window';

/** `monday` -> `Monday` (messages are English, as every message of these checks). */
const dayName = (day: string) => `${day.charAt(0).toUpperCase()}${day.slice(1)}`;

/** A pickup slot row as the checks read it. */
type PickupSlotRow = { day_of_week: string; available_from: string; available_until: string };

/** Why `slot` does not fit `window` (null when it does), with the field of the slot it names. */
function outsideWindow(slot: PickupSlotRow, window: TimeWindow | undefined): { key: 'available_from' | 'available_until'; why: string } | null {
  const day = dayName(slot.day_of_week);
  if (!window) return { key: 'available_from', why: `${day} has no pickup window; this slot runs ${slot.available_from}-${slot.available_until}.` };
  if (slot.available_from < window.min)
    return { key: 'available_from', why: `${day} pickup runs ${window.min}-${window.max}; this slot starts at ${slot.available_from}.` };
  if (slot.available_until > window.max)
    return { key: 'available_until', why: `${day} pickup runs ${window.min}-${window.max}; this slot ends at ${slot.available_until}.` };
  return null;
}

/**
 * Every pickup slot lies inside its weekday's pickup window (`weekday_windows.<day>`, the
 * merchant's earliest and latest pickup time, docs/scheduling-rules.md §3): a slot on a
 * weekday without a window, starting before `min` or ending after `max` is refused
 * (rule {@link SLOT_OUTSIDE_WINDOW}), naming `<path>[i].available_from` (no window, or an
 * early start) or `.available_until` (a late end). Times `HH:MM` local, compared as text.
 */
export function checkSlotsInWindows(windows: Partial<Record<string, TimeWindow>>, slots: readonly PickupSlotRow[], path: string): FieldError | null {
  for (const [i, s] of slots.entries()) {
    const out = outsideWindow(s, windows[s.day_of_week]);
    if (out) return fail(join(join(path, i), out.key), SLOT_OUTSIDE_WINDOW, out.why);
  }
  return null;
}

/**
 * Pickup windows about to be saved keep every existing pickup slot inside (the admin
 * API's pickup settings; {@link checkSlotsInWindows} the other way round): the first
 * weekday whose new window (or lack of one) leaves slots outside is refused, naming
 * `<path>.<day>` (rule {@link SLOT_OUTSIDE_WINDOW}) and the slots it would leave out.
 */
export function checkWindowsKeepSlots(windows: Partial<Record<string, TimeWindow>>, slots: readonly PickupSlotRow[], path: string): FieldError | null {
  for (const day of WEEKDAYS) {
    const window = windows[day];
    const outside = slots.filter((s) => s.day_of_week === day && outsideWindow(s, window));
    if (outside.length === 0) continue;
    const times = outside.map((s) => `${s.available_from}-${s.available_until}`).join(', ');
    const plural = outside.length > 1;
    const why = window
      ? `${dayName(day)} pickup would run ${window.min}-${window.max}, leaving the slot${plural ? 's' : ''} ${times} outside it; change or remove ${plural ? 'those slots' : 'that slot'} first.`
      : `${dayName(day)} would have no pickup window, but it has the slot${plural ? 's' : ''} ${times}; remove ${plural ? 'them' : 'it'} first.`;
    return fail(join(path, day), SLOT_OUTSIDE_WINDOW, why);
  }
  return null;
}

/** A pickup block (settings plus slots): windows, slots, and every slot inside its weekday's window. */
export function checkPickup(p: Pick<PickupConfig, 'weekday_windows'> & { slots?: PickupConfig['slots'] }, path: string): FieldError | null {
  return first(
    () => checkWeekdayWindows(p.weekday_windows, join(path, 'weekday_windows')),
    () => checkSlots(p.slots ?? [], join(path, 'slots')),
    () => checkSlotsInWindows(p.weekday_windows, p.slots ?? [], join(path, 'slots')),
  );
}

/** A delivery block: every weekday's slots. */
export function checkDelivery(d: DeliveryConfig, path: string): FieldError | null {
  for (const day of WEEKDAYS) {
    const rule = d[day];
    const e = rule ? checkSlots(rule.slots.slots, join(join(join(path, day), 'slots'), 'slots')) : null;
    if (e) return e;
  }
  return null;
}

/** Weight/price thresholds present and ordered for the chosen condition. */
export function checkConditionalActivation(rule: ConditionalActivationRule, path: string): FieldError | null {
  const w = rule.weight_price;
  const p = join(path, 'weight_price');
  if (!w.enabled) return null;
  if ((w.condition === 'morethan' || w.condition === 'between') && w.min === null)
    return fail(join(p, 'min'), 'required', `${join(p, 'min')} is required for ${w.condition}`);
  if ((w.condition === 'lessthan' || w.condition === 'between') && w.max === null)
    return fail(join(p, 'max'), 'required', `${join(p, 'max')} is required for ${w.condition}`);
  if (w.condition === 'between' && (w.min ?? 0) > (w.max ?? 0)) return fail(join(p, 'max'), 'order', `${join(p, 'max')} must not be below min`);
  return null;
}

/** product_external_id unique within a method. */
export function checkProductPreparation(rows: ProductPreparation[], path: string): FieldError | null {
  const seen = new Set<string>();
  for (const [i, r] of rows.entries()) {
    if (seen.has(r.product_external_id)) return fail(join(join(path, i), 'product_external_id'), 'unique', `product ${r.product_external_id} is listed twice`);
    seen.add(r.product_external_id);
  }
  return null;
}

/** Variant ids unique within a location's inventory. */
export function checkInventory(rows: { variant_id: number }[], path: string): FieldError | null {
  const seen = new Set<number>();
  for (const [i, r] of rows.entries()) {
    if (seen.has(r.variant_id)) return fail(join(join(path, i), 'variant_id'), 'unique', `variant ${r.variant_id} is listed twice`);
    seen.add(r.variant_id);
  }
  return null;
}

/** A whole location of the file. */
export function checkLocation(l: LocationConfig, path: string): FieldError | null {
  return first(
    () => checkOpeningHours(l.opening_hours, join(path, 'opening_hours')),
    () => checkPickup(l.pickup, join(path, 'pickup')),
    () => checkDelivery(l.delivery, join(path, 'delivery')),
    () => checkInventory(l.inventory, join(path, 'inventory')),
    ...Object.entries(l.conditional_activation).map(
      ([m, r]) =>
        () =>
          r ? checkConditionalActivation(r, join(join(path, 'conditional_activation'), m)) : null,
    ),
  );
}

/** The widget block: menus refer to widget-enabled locations, handles unique, selections consistent. */
export function checkWidget(w: WidgetFileConfig, locations: Pick<LocationConfig, 'external_id' | 'widget_enabled'>[], path: string): FieldError | null {
  const restaurants = new Map(locations.map((l) => [l.external_id, l.widget_enabled]));
  const handles = new Set<string>();
  for (const [i, m] of w.menus.entries()) {
    const p = join(join(path, 'menus'), i);
    if (!restaurants.has(m.restaurant)) return fail(join(p, 'restaurant'), 'reference', `no location has external_id ${m.restaurant}`);
    if (!restaurants.get(m.restaurant)) return fail(join(p, 'restaurant'), 'reference', `location ${m.restaurant} is not widget_enabled`);
    if (handles.has(`${m.restaurant}/${m.handle}`)) return fail(join(p, 'handle'), 'unique', `restaurant ${m.restaurant} has two menus ${m.handle}`);
    handles.add(`${m.restaurant}/${m.handle}`);
    for (const [j, a] of m.availability.entries()) {
      const e = checkTimeRange(a.from, a.until, join(join(p, 'availability'), j), 'until');
      if (e) return e;
    }
  }
  for (const [i, g] of w.option_groups.entries()) {
    const p = join(join(path, 'option_groups'), i);
    if (g.min_selections > g.max_selections) return fail(join(p, 'max_selections'), 'order', `${join(p, 'max_selections')} must not be below min_selections`);
    if (g.max_selections > g.options.length)
      return fail(join(p, 'max_selections'), 'range', `${join(p, 'max_selections')} exceeds the ${g.options.length} options`);
    if (g.required && g.min_selections < 1)
      return fail(join(p, 'min_selections'), 'range', `${join(p, 'min_selections')} must be at least 1 for a required group`);
  }
  const keys = new Set<string>();
  for (const [i, t] of w.translations.entries()) {
    if (keys.has(t.translation_key))
      return fail(join(join(join(path, 'translations'), i), 'translation_key'), 'unique', `translation ${t.translation_key} is listed twice`);
    keys.add(t.translation_key);
  }
  return null;
}

/** Longest merchant postal code, trimmed, and longest compact form of one, in characters (the columns' length). */
export const MAX_POSTAL_CODE_LENGTH = 32;

/**
 * Merchant postal codes (`postal_codes` of the file and of the admin API): each code,
 * trimmed, has 1 to 32 characters and compacts ({@link compactPostalCode}: upper
 * case, without spaces and hyphens) to letters A-Z and digits only; no two codes compact
 * to the same key (`SW1A 1AA` and `sw1a-1aa` are one code). Checks the entries in the
 * order given, so a duplicate names the later entry, e.g. `postal_codes[2].postal_code`.
 */
export function checkMerchantPostalCodes(codes: readonly { postal_code: string }[], path: string): FieldError | null {
  const seen = new Map<string, number>();
  for (const [i, c] of codes.entries()) {
    const field = join(join(path, i), 'postal_code');
    const code = c.postal_code.trim();
    const key = compactPostalCode(code);
    if (code.length > MAX_POSTAL_CODE_LENGTH || key.length > MAX_POSTAL_CODE_LENGTH)
      return fail(field, 'maxLength', `${field} must be at most ${MAX_POSTAL_CODE_LENGTH} characters`);
    if (!/^[A-Z0-9]+$/.test(key)) return fail(field, 'postalCode', `${field} must be letters and digits, optionally separated by spaces or hyphens`);
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      return fail(
        field,
        'unique',
        `${field} ${JSON.stringify(code)} is the same code as ${join(join(path, earlier), 'postal_code')} ${JSON.stringify(codes[earlier].postal_code.trim())} (case, spaces and hyphens do not count)`,
      );
    }
    seen.set(key, i);
  }
  return null;
}

/** Every rule above over a whole file. */
export function checkStoreConfig(c: StoreConfig): FieldError | null {
  const ids = new Set<string>();
  for (const [i, l] of c.locations.entries()) {
    if (ids.has(l.external_id)) return fail(`locations[${i}].external_id`, 'unique', `external_id ${l.external_id} is used by two locations`);
    ids.add(l.external_id);
    const e = checkLocation(l, `locations[${i}]`);
    if (e) return e;
  }
  return first(
    ...Object.entries(c.preparation_times).map(
      ([m, p]) =>
        () =>
          checkProductPreparation(p.product_based, `preparation_times.${m}.product_based`),
    ),
    ...Object.entries(c.conditional_activation).map(
      ([m, r]) =>
        () =>
          r ? checkConditionalActivation(r, `conditional_activation.${m}`) : null,
    ),
    () => (c.widget ? checkWidget(c.widget, c.locations, 'widget') : null),
    () => checkMerchantPostalCodes(c.postal_codes, 'postal_codes'),
  );
}
