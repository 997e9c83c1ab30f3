import type { FieldError } from '@fulfil/problem-details';
import type { MenuItemView, MenuView, OptionGroupView, WidgetCatalog } from '@fulfil/store-settings';
import { WidgetProblem } from '../problems';

/** A cart line as the client sends it. */
export interface CartLineInput {
  item_id: number;
  quantity: number;
  /** Option ids (of the item's product's option groups). */
  options?: number[];
}

/** A chosen option on a priced line. */
export interface ChosenOption {
  id: number;
  group_id: number;
  group_name: string;
  name: string;
  /** Minor units. */
  price_delta: number;
}

/** A validated, priced cart line. Money in minor units. */
export interface PricedLine {
  item_id: number;
  product_id: number;
  variant_id: number | null;
  name: string;
  quantity: number;
  options: ChosenOption[];
  /** Item price plus option deltas (never below 0). */
  unit_price: number;
  /** `unit_price * quantity`. */
  total: number;
  /** The menu the item was taken from (for the served-at check). */
  menu: { id: number; handle: string };
}

/** Totals of a cart, minor units. */
export interface CartTotals {
  /** Sum of the quantities. */
  item_count: number;
  subtotal: number;
  /** Equals `subtotal`: taxes, shipping and discounts are the storefront checkout's business. */
  total: number;
}

/** An item of a restaurant's menus with the menu it is on. */
interface MenuEntry {
  item: MenuItemView;
  menu: MenuView;
}

/** Items of a restaurant's menus by id (an item is on exactly one menu). */
function itemsOf(catalog: WidgetCatalog, restaurantId: number): Map<number, MenuEntry> {
  const map = new Map<number, MenuEntry>();
  for (const menu of catalog.menus(restaurantId)) for (const c of menu.categories) for (const item of c.items) map.set(item.id, { item, menu });
  return map;
}

/**
 * Checks the options chosen for one line against the item's option groups and returns
 * the failures (empty when valid). Rules: every option must belong to one of the
 * item's groups, be available and be chosen once; a required group needs at least
 * max(1, min_selections) choices; a group that is not required may be left out, but
 * once chosen from it needs min_selections; no group takes more than max_selections.
 */
export function optionViolations(
  groups: readonly OptionGroupView[],
  chosen: readonly number[],
  field: string,
): { errors: FieldError[]; options: ChosenOption[] } {
  const byId = new Map(groups.flatMap((g) => g.options.map((o) => [o.id, { group: g, option: o }] as const)));
  const errors: FieldError[] = [];
  const options: ChosenOption[] = [];
  const seen = new Set<number>();
  const counts = new Map<number, number>();
  for (const id of chosen) {
    const hit = byId.get(id);
    if (!hit) {
      errors.push({ field, rule: 'unknownOption', message: `option ${id} is not an option of this item` });
      continue;
    }
    if (seen.has(id)) {
      errors.push({ field, rule: 'duplicate', message: `option ${id} (${hit.option.name}) is chosen more than once` });
      continue;
    }
    seen.add(id);
    if (!hit.option.available) errors.push({ field, rule: 'unavailable', message: `option ${id} (${hit.option.name}) is not available` });
    counts.set(hit.group.id, (counts.get(hit.group.id) ?? 0) + 1);
    options.push({ id, group_id: hit.group.id, group_name: hit.group.name, name: hit.option.name, price_delta: hit.option.price_delta });
  }
  for (const g of groups) {
    const n = counts.get(g.id) ?? 0;
    const min = g.required ? Math.max(1, g.min_selections) : g.min_selections;
    if (g.required && n === 0) errors.push({ field, rule: 'required', message: `${g.name} is required: choose at least ${min}` });
    else if (n > 0 && n < min) errors.push({ field, rule: 'minSelections', message: `${g.name} needs at least ${min} choices (got ${n})` });
    if (n > g.max_selections) errors.push({ field, rule: 'maxSelections', message: `${g.name} takes at most ${g.max_selections} choices (got ${n})` });
  }
  return { errors, options };
}

/**
 * Validates the cart against the restaurant's menus and the option rules and prices
 * it (item price plus option deltas, times quantity; integer minor units).
 *
 * @throws 422 ITEM_NOT_FOUND (an item on no menu of the restaurant), 422
 *   ITEM_UNAVAILABLE `sold_out`, 422 OPTION_RULE_VIOLATED listing every violation of
 *   every line
 */
export function priceCart(catalog: WidgetCatalog, restaurantId: number, lines: readonly CartLineInput[]): { lines: PricedLine[]; totals: CartTotals } {
  const items = itemsOf(catalog, restaurantId);
  const errors: FieldError[] = [];
  const priced: PricedLine[] = [];
  lines.forEach((line, i) => {
    const entry = items.get(line.item_id);
    if (!entry)
      throw new WidgetProblem(422, 'ITEM_NOT_FOUND', `Item ${line.item_id} (items[${i}]) is on no menu of restaurant ${restaurantId}.`, {
        item_index: i,
        item_id: line.item_id,
      });
    if (!entry.item.available)
      throw new WidgetProblem(422, 'ITEM_UNAVAILABLE', `${entry.item.name} (items[${i}]) is sold out.`, {
        item_index: i,
        item_id: line.item_id,
        reason: 'sold_out',
      });
    const checked = optionViolations(catalog.optionGroups([entry.item.product_id]), line.options ?? [], `items[${i}].options`);
    errors.push(...checked.errors);
    const unit = Math.max(0, entry.item.price + checked.options.reduce((sum, o) => sum + o.price_delta, 0));
    priced.push({
      item_id: entry.item.id,
      product_id: entry.item.product_id,
      variant_id: entry.item.variant_id,
      name: entry.item.name,
      quantity: line.quantity,
      options: checked.options,
      unit_price: unit,
      total: unit * line.quantity,
      menu: { id: entry.menu.id, handle: entry.menu.handle },
    });
  });
  if (errors.length)
    throw new WidgetProblem(
      422,
      'OPTION_RULE_VIOLATED',
      `The chosen options break ${errors.length} rule${errors.length === 1 ? '' : 's'}: ${errors.map((e) => e.message).join('; ')}.`,
      undefined,
      errors,
    );
  const subtotal = priced.reduce((sum, l) => sum + l.total, 0);
  return { lines: priced, totals: { item_count: priced.reduce((n, l) => n + l.quantity, 0), subtotal, total: subtotal } };
}

/** The menus of the cart's items, by id (for the served-at check). */
export function menusOf(catalog: WidgetCatalog, restaurantId: number, lines: readonly PricedLine[]): Map<number, MenuView> {
  const ids = new Set(lines.map((l) => l.menu.id));
  return new Map(
    catalog
      .menus(restaurantId)
      .filter((m) => ids.has(m.id))
      .map((m) => [m.id, m]),
  );
}
