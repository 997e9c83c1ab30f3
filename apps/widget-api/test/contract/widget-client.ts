/*
 * A storefront's client of widget-api, written against the types openapi-typescript
 * generates from the served document (`@contract/api`, supplied by the contract test,
 * test/contract.e2e-spec.ts; this file is not part of the app's own typecheck). It calls
 * every operation and reads the fields a widget needs: when the document stops
 * describing one, this file no longer compiles and the contract test fails.
 */
import type { components, operations } from '@contract/api';

type Schemas = components['schemas'];
type Json<K extends keyof operations, S extends keyof operations[K]['responses']> = operations[K]['responses'][S] extends {
  content: { 'application/json': infer B };
}
  ? B
  : never;
type Body<K extends keyof operations> = operations[K] extends { requestBody: { content: { 'application/json': infer B } } } ? B : never;
type Query<K extends keyof operations> = operations[K]['parameters'] extends { query?: infer Q } ? Q : never;

/** Calls one operation; `path` has its parameters filled in. */
async function call<K extends keyof operations>(base: string, operation: K, method: string, path: string, query: Query<K>, body?: Body<K>): Promise<Response> {
  const search = new URLSearchParams(Object.entries(query ?? {}).map(([k, v]) => [k, String(v)]));
  const res = await fetch(`${base}${path}?${search}`, {
    method,
    headers: { 'Content-Type': 'application/json', 'X-Operation': operation },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.status >= 400) {
    const problem = (await res.json()) as Schemas['ProblemDetails'];
    throw new Error(`${problem.code}: ${problem.detail} (${problem.errors?.map((e) => `${e.field} ${e.rule}`).join(', ') ?? ''})`);
  }
  return res;
}

/** Settings, a restaurant's menus, one menu, its slots and the options of its first item. */
export async function browse(base: string, shop: string): Promise<string[]> {
  const root = (await (await fetch(`${base}/`)).json()) as Json<'getRoot', 200>;
  const settings = (await (await call(base, 'getSettings', 'GET', '/settings', { shop, locale: 'fr', include_restaurants: true })).json()) as Json<
    'getSettings',
    200
  >;
  const restaurant: number = settings.pickup_restaurants[0].id;
  const currency: string | undefined = settings.settings?.currency_code;
  const hello: string | undefined = settings.translations.find((t) => t.translation_key === 'widget.title')?.values['fr'];
  const menus = (await (await call(base, 'listMenus', 'GET', `/restaurant/${restaurant}/menus`, { shop })).json()) as Json<'listMenus', 200>;
  const menu = (await (await call(base, 'getMenu', 'GET', `/restaurant/${restaurant}/menu/${menus.menus[0].handle}`, { shop })).json()) as Json<'getMenu', 200>;
  const item: Schemas['MenuItem'] = menu.categories[0].items[0];
  const slots = (await (
    await call(base, 'listSlots', 'GET', `/restaurant/${restaurant}/slots`, { shop, method: 'pickup', date: '2026-03-12' })
  ).json()) as Json<'listSlots', 200>;
  const calendar = (await (await call(base, 'getCalendar', 'GET', `/restaurant/${restaurant}/calendar`, { shop, method: 'pickup' })).json()) as Json<
    'getCalendar',
    200
  >;
  const days = `${calendar.today}: ${calendar.minDate ?? 'none'} to ${calendar.maxDate ?? 'open'} (${calendar.disabled.length} disabled, ${calendar.timezone})`;
  const open = slots.slots.filter((s) => s.available && (s.remaining ?? 1) > 0).map((s) => `${s.from}-${s.until}`);
  const options = (await (await call(base, 'getProductOptions', 'POST', '/product-options', { shop }, { product_ids: [item.product_id] })).json()) as Json<
    'getProductOptions',
    200
  >;
  const groups = options.products[0].option_groups.map(
    (g) => `${g.name} ${g.min_selections}-${g.max_selections}: ${g.options.map((o) => `${o.name} +${o.price_delta}`)}`,
  );
  const mode = settings.is_test_mode ? 'test mode' : 'live';
  return [
    root.links.docs,
    mode,
    days,
    currency ?? '',
    hello ?? '',
    item.name,
    String(item.price),
    item.sold_out ? 'sold out' : 'in stock',
    menu.available_now ? 'open' : 'closed',
    ...open,
    ...groups,
  ];
}

/** Finds the nearest restaurant, checks out two of an item in a slot and reads the checkout back. */
export async function order(base: string, shop: string, item: number, slot: number): Promise<string> {
  const found = (await (await call(base, 'searchRestaurants', 'POST', '/search', { shop }, { query: '60601', method: 'pickup', limit: 1 })).json()) as Json<
    'searchRestaurants',
    200
  >;
  const hit = found.restaurants[0];
  const when = hit.next_available ? `${hit.next_available.date} ${hit.next_available.time ?? ''}` : 'not accepting orders';
  const request: Body<'createCheckout'> = {
    method: 'pickup',
    restaurant_id: hit.id,
    date: '2026-03-12',
    slot_id: slot,
    items: [{ item_id: item, quantity: 2, options: [2] }],
    note: 'No onions',
  };
  const created = (await (await call(base, 'createCheckout', 'POST', '/checkouts', { shop }, request)).json()) as Json<'createCheckout', 201>;
  const again = (await (await call(base, 'getCheckout', 'GET', `/checkouts/${created.id}`, { shop })).json()) as Json<'getCheckout', 200>;
  // A test checkout holds its slot (`reserved`); a live one becomes a draft order: ask again until `ready` (pay at `checkout_url`) or `failed`.
  const next =
    again.status === 'ready'
      ? `pay at ${again.checkout_url ?? ''} (${again.draft_order_id ?? ''})`
      : again.status === 'failed'
        ? `failed: ${again.failure_code ?? ''}`
        : again.status === 'pending'
          ? 'ask again'
          : again.is_test_mode
            ? 'test checkout'
            : again.status;
  const slotText = again.fulfilment.slot ? `${again.fulfilment.slot.from}-${again.fulfilment.slot.until}` : 'date only';
  return `${hit.name} (${hit.distance} ${found.unit}, ${when}): ${created.status}, ${next} until ${again.expires_at}, ${again.totals.total} ${again.currency_code} for ${again.line_items.map((l) => `${l.quantity} x ${l.name}`)} at ${slotText}`;
}
