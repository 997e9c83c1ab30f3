/*
 * A storefront's and a merchant tool's client of fulfilment-api, written against the types
 * openapi-typescript generates from the served document (`@contract/api`, supplied by the
 * contract test, test/contract.e2e-spec.ts; this file is not part of the app's own
 * typecheck). It calls every operation and reads the fields its user needs: when the
 * document stops describing one, this file no longer compiles and the contract test fails.
 */
import type { components, operations } from '@contract/api';

type Schemas = components['schemas'];
type Op = keyof operations;
type Answer<K extends Op, S extends keyof operations[K]['responses']> = operations[K]['responses'][S] extends { content: { 'application/json': infer B } }
  ? B
  : never;
type Body<K extends Op> = operations[K] extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;

/** A connection to one deployment: the storefront side (`shop`) and, with a token, the admin side. */
export class FulfilmentClient {
  constructor(
    private readonly base: string,
    private readonly shop: string,
    private readonly token = '',
  ) {}

  /** Calls an operation (`path` filled in, query string included) and answers its JSON body. */
  private async call<K extends Op>(operation: K, method: string, path: string, body?: Body<K>, headers: Record<string, string> = {}): Promise<unknown> {
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', 'X-Operation': operation, ...(this.token ? { Authorization: `Bearer ${this.token}` } : {}), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (res.status === 204) return undefined;
    if (res.status >= 400) {
      const problem = (await res.json()) as Schemas['ProblemDetails'];
      throw new Error(`${problem.status} ${problem.code}: ${problem.detail} ${problem.errors?.map((e) => `${e.field}/${e.rule}`).join(' ') ?? ''}`);
    }
    return res.json();
  }

  private q(extra = ''): string {
    return `?shop=${encodeURIComponent(this.shop)}${extra}`;
  }

  /** The checkout's pickup step: nearest locations, a calendar, the slots of its first date, and a hold. */
  async pickup(zip: string, cart: Schemas['CartItemSchema'][]): Promise<string> {
    const page = (await this.call('Pickup_locations', 'POST', `/v1.0/pickup/locations${this.q('&limit=3')}`, {
      geoSearchQuery: zip,
      shoppingCart: JSON.stringify(cart),
    })) as Answer<'Pickup_locations', 200>;
    const first = page.locations[0];
    const hours = first.opening_hours.monday;
    const calendar = (await this.call('Pickup_calendar', 'POST', `/v1.0/pickup/locations/${first.id}/calendar${this.q()}`, { shoppingCart: cart })) as Answer<
      'Pickup_calendar',
      200
    >;
    const date = calendar.minDate ?? '2026-03-10';
    const slots = (await this.call('Pickup_slots', 'GET', `/v1.0/pickup/locations/${first.id}/calendar/${date}${this.q()}`)) as Answer<'Pickup_slots', 200>;
    const request: Body<'Reservations_reserve'> = { method: 'pickup', locationId: first.id, date, slotId: slots[0]?.id ?? null, shoppingCart: cart };
    const held = (await this.call('Reservations_reserve', 'POST', `/v1.0/reservations${this.q()}`, request, {
      'Idempotency-Key': `${first.id}-${date}`,
    })) as Answer<'Reservations_reserve', 201>;
    return [
      `${page.pagination.total} locations, page ${page.pagination.current_page}/${page.pagination.last_page}`,
      `${first.company_name} ${first.distance ?? '-'} (${first.timezone}) ${hours.closed ? 'closed' : `${hours.opens}-${hours.closes}`}`,
      `from ${calendar.minDateTime ?? 'never'} to ${calendar.maxDate ?? 'open'}, ${calendar.disabled.length} disabled, every ${calendar.interval} min`,
      `slots ${slots.map((s) => `${s.available_from}-${s.available_until}${s.limited ? `/${s.limit}` : ''}`)}`,
      `reservation ${held.id} ${held.status} until ${held.expires_at}`,
    ].join('; ');
  }

  /** The checkout's delivery step: the nearest location (or the specification's envelope, HTTP 200), its calendar and the times of a date. */
  async delivery(postalCode: string): Promise<string> {
    const found = (await this.call('Delivery_nearest', 'POST', `/v1.0/delivery/locations${this.q()}`, {
      geoSearchQuery: postalCode,
    } satisfies Body<'Delivery_nearest'>)) as Answer<'Delivery_nearest', 200>;
    if ('error' in found) return `${found.error.code} (${found.error.reason}): ${found.error.message}`;
    const location = found;
    const monday = location.delivery.monday;
    const calendar = (await this.call('Delivery_calendar', 'POST', `/v1.0/delivery/locations/${location.id}/calendar${this.q()}`, {})) as Answer<
      'Delivery_calendar',
      200
    >;
    const times = (await this.call(
      'Delivery_times',
      'GET',
      `/v1.0/delivery/locations/${location.id}/calendar/${calendar.minDate ?? '2026-03-10'}${this.q()}`,
    )) as Answer<'Delivery_times', 200>;
    return `${location.company_name} at ${location.current_time} (${location.driving_distance ?? 'no routing'}): monday ${monday?.slots.slots.map((s) => s.from)}, first ${calendar.minDateTime ?? calendar.minDate}, ${times.map((t) => `${t.available_from}-${t.available_until}`)}`;
  }

  /**
   * How clients of the original service call (docs/compatibility.md): every parameter in
   * the JSON body with nothing in the query string (`shop` and `api_key` too, members the
   * API does not use left in), the times of a date and the shipping calendar posted, the
   * cart's eligibility for a method and the pickup regions.
   */
  async asTheOriginalServiceIsCalled(locationId: number, deliveryLocationId: number, date: string, cart: Schemas['CartItemSchema'][]): Promise<string> {
    const shop = { shop: this.shop, api_key: 'ignored' };
    const lines = cart.map((l) => ({ ...l, sku: 'SD-1', tags: ['bread'], vendors: ['Demo'], product_types: ['Bread'] }));
    const slots = (await this.call('Pickup_postedSlots', 'POST', `/v1.0/pickup/locations/${locationId}/calendar/${date}`, {
      ...shop,
      shoppingCart: lines,
    } as Body<'Pickup_postedSlots'>)) as Answer<'Pickup_postedSlots', 200>;
    const times = (await this.call('Delivery_postedTimes', 'POST', `/v1.0/delivery/locations/${deliveryLocationId}/calendar/${date}`, {
      ...shop,
      shoppingCart: lines,
    } as Body<'Delivery_postedTimes'>)) as Answer<'Delivery_postedTimes', 200>;
    const shipping = (await this.call('Store_postedShippingCalendar', 'POST', '/v1.0/shipping/calendar', {
      ...shop,
      shoppingCart: lines,
    } as Body<'Store_postedShippingCalendar'>)) as Answer<'Store_postedShippingCalendar', 200>;
    const eligible = (await this.call('Store_validate', 'POST', '/v1.0/pickup/validate', { ...shop, shoppingCart: lines } as Body<'Store_validate'>)) as Answer<
      'Store_validate',
      200
    >;
    const regions = (await this.call('Store_regions', 'GET', `/v1.0/pickup/regions${this.q()}`)) as Answer<'Store_regions', 200>;
    return [
      `pickup ${slots.map((s) => `${s.available_from}${s.remaining === null ? '' : `/${s.remaining} left`}`)}`,
      `delivery ${times.map((t) => t.available_from)}`,
      `ship from ${shipping.minDate ?? '-'}`,
      `eligible for pickup ${eligible.productsEligible}`,
      `regions ${regions.join(', ')}`,
    ].join('; ');
  }

  /** What the theme reads before the checkout: settings, the shipping calendar, preparation times and conditional activation. */
  async store(locationId: number): Promise<string> {
    const settings = (await this.call('Store_settings', 'GET', `/v1.0/settings${this.q()}`)) as Answer<'Store_settings', 200>;
    const shipping = (await this.call('Store_shippingCalendar', 'GET', `/v1.0/shipping/calendar${this.q()}`)) as Answer<'Store_shippingCalendar', 200>;
    const prep = (await this.call('Store_preparationTimes', 'GET', `/v1.0/pickup/location/${locationId}/preparation_times${this.q()}`)) as Answer<
      'Store_preparationTimes',
      200
    >;
    const cart: Body<'Store_shopActivation'> = {
      shoppingCart: { original_total_price: 3250, total_weight: 1200, items: [{ collections: 'bread', vendor: 'Demo', product_type: 'Bread', tags: 'vegan' }] },
    };
    const shop = (await this.call('Store_shopActivation', 'POST', `/v1.0/delivery/conditional_activation${this.q()}`, cart)) as Answer<
      'Store_shopActivation',
      200
    >;
    const at = (await this.call('Store_locationActivation', 'POST', `/v1.0/pickup/locaitons/${locationId}/conditional_activation${this.q()}`, cart)) as Answer<
      'Store_locationActivation',
      200
    >;
    const alias = (await this.call(
      'Store_locationActivationAlias',
      'POST',
      `/v1.0/pickup/locations/${locationId}/conditional_activation${this.q()}`,
      cart,
    )) as Answer<'Store_locationActivationAlias', 200>;
    return [
      `${settings.base_country_name} in ${settings.measurement_format}, ${settings.pickup.pagination_limit} per page, shipping ${settings.shipping.timezone} ${settings.shipping.maximum_date.value} ${settings.shipping.maximum_date.metric}`,
      `ship from ${shipping.minDate ?? '-'} (${shipping.timezone})`,
      `prep ${prep.general.enabled} ${prep.product_based.map((p) => `${p.product_external_id}:${p.preperation_value} ${p.preparation_format}`)}`,
      `delivery ${shop.valid_shopping_cart} (hide ${shop.hide_checkout_method}, weight/price ${shop.weight_price.enabled}/${shop.weight_price.valid})`,
      `pickup here ${at.valid_shopping_cart}/${alias.property_based.valid}`,
    ].join('; ');
  }

  /** The storefront platform's side: an order webhook, signed by the caller. */
  async orderWebhook(topic: 'create' | 'updated' | 'cancelled', rawBody: string, signature: string): Promise<string> {
    const operation = topic === 'create' ? 'Webhooks_create' : topic === 'updated' ? 'Webhooks_updated' : 'Webhooks_cancelled';
    const res = await fetch(`${this.base}/v1.0/webhooks/orders/${topic}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Shopify-Shop-Domain': this.shop, 'X-Shopify-Hmac-Sha256': signature, 'X-Operation': operation },
      body: rawBody,
    });
    const result = (await res.json()) as Answer<'Webhooks_create', 200> | Answer<'Webhooks_updated', 200> | Answer<'Webhooks_cancelled', 200>;
    return `${result.result} ${result.order_id ?? ''} ${result.reservation ?? ''} ${result.reason ?? ''}`;
  }

  /** The platform and privacy webhooks (and orders/delete), signed by the caller: what each answered. */
  async platformWebhook(
    topic: 'orders/delete' | 'app/uninstalled' | 'customers/data_request' | 'customers/redact' | 'shop/redact',
    rawBody: string,
    signature: string,
  ): Promise<string> {
    const operation = {
      'orders/delete': 'Webhooks_delete',
      'app/uninstalled': 'Webhooks_appUninstalled',
      'customers/data_request': 'Webhooks_customersDataRequest',
      'customers/redact': 'Webhooks_customersRedact',
      'shop/redact': 'Webhooks_shopRedact',
    }[topic];
    const res = await fetch(`${this.base}/v1.0/webhooks/${topic}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Shopify-Shop-Domain': this.shop, 'X-Shopify-Hmac-Sha256': signature, 'X-Operation': operation },
      body: rawBody,
    });
    if (topic === 'orders/delete') {
      const deleted = (await res.json()) as Answer<'Webhooks_delete', 200>;
      return `${deleted.result} ${deleted.order_id ?? ''}`;
    }
    const result = (await res.json()) as
      | Answer<'Webhooks_appUninstalled', 200>
      | Answer<'Webhooks_customersDataRequest', 200>
      | Answer<'Webhooks_customersRedact', 200>
      | Answer<'Webhooks_shopRedact', 200>;
    const orders = result.report?.orders.map((o) => `${o.external_order_id}@${o.date}`).join(',') ?? '';
    return `${result.result} ${result.topic} #${result.delivery_id} ${orders} ${JSON.stringify(result.removed ?? {})}`;
  }

  /** The catalogue sync's webhooks (inventory, products, locations), signed by the caller: what each answered. */
  async catalogueWebhook(
    topic: 'inventory_levels/update' | 'products/update' | 'products/delete' | 'locations/create' | 'locations/update' | 'locations/delete',
    rawBody: string,
    signature: string,
  ): Promise<string> {
    const operation = {
      'inventory_levels/update': 'Webhooks_inventoryLevelsUpdate',
      'products/update': 'Webhooks_productsUpdate',
      'products/delete': 'Webhooks_productsDelete',
      'locations/create': 'Webhooks_locationsCreate',
      'locations/update': 'Webhooks_locationsUpdate',
      'locations/delete': 'Webhooks_locationsDelete',
    }[topic];
    const res = await fetch(`${this.base}/v1.0/webhooks/${topic}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Shopify-Shop-Domain': this.shop, 'X-Shopify-Hmac-Sha256': signature, 'X-Operation': operation },
      body: rawBody,
    });
    const result = (await res.json()) as
      | Answer<'Webhooks_inventoryLevelsUpdate', 200>
      | Answer<'Webhooks_productsUpdate', 200>
      | Answer<'Webhooks_productsDelete', 200>
      | Answer<'Webhooks_locationsCreate', 200>
      | Answer<'Webhooks_locationsUpdate', 200>
      | Answer<'Webhooks_locationsDelete', 200>;
    return `${result.result} ${result.topic} #${result.delivery_id}`;
  }

  /** The catalogue sync: location links set and read back, a sync started, its state. */
  async adminPlatformSync(links: Body<'PlatformSync_setLinks'>): Promise<string> {
    const set = (await this.call('PlatformSync_setLinks', 'PUT', '/admin/v1.0/storefront-platform/locations', links)) as Answer<'PlatformSync_setLinks', 200>;
    const read = (await this.call('PlatformSync_links', 'GET', '/admin/v1.0/storefront-platform/locations')) as Answer<'PlatformSync_links', 200>;
    const started = (await this.call('PlatformSync_start', 'POST', '/admin/v1.0/storefront-platform/sync')) as Answer<'PlatformSync_start', 202>;
    const state = (await this.call('PlatformSync_state', 'GET', '/admin/v1.0/storefront-platform/sync')) as Answer<'PlatformSync_state', 200>;
    return `${set.length} links, read back ${read.map((l) => `${l.platform_location_id}->${l.location_id}`).join(',')}; sync ${started.status}, now ${state.status} (${state.finished_at ?? '-'})`;
  }

  /** The console's view of the connection: status, the platform's locations, one of ours made from one of theirs. */
  async adminPlatformStatus(platformLocationId: number): Promise<string> {
    const status = (await this.call('PlatformStatus_status', 'GET', '/admin/v1.0/storefront-platform/status')) as Answer<'PlatformStatus_status', 200>;
    const listed = (await this.call('PlatformStatus_platformLocations', 'GET', '/admin/v1.0/storefront-platform/platform-locations')) as Answer<
      'PlatformStatus_platformLocations',
      200
    >;
    const made = (await this.call(
      'PlatformStatus_create',
      'POST',
      `/admin/v1.0/storefront-platform/platform-locations/${platformLocationId}/location`,
    )) as Answer<'PlatformStatus_create', 201>;
    const where = listed.map((l) => `${l.name} (${l.address?.city ?? '-'}) -> ${l.location_id ?? 'none'}`).join(', ');
    return `${status.configured ? status.shop_domain : 'not connected'}, currency ${status.currency.matches}, webhooks missing ${status.webhooks.missing.length}, sync ${status.sync.status}; ${where}; made ${made.location_id}`;
  }

  /** Where things are: the root, the reference, the document, the probes (and the release running) and the problem catalogue. */
  async platform(): Promise<string> {
    const root = (await this.call('getRoot', 'GET', '/')) as Answer<'getRoot', 200>;
    const page = await fetch(`${this.base}${root.links.docs}`, { headers: { 'X-Operation': 'getApiReference' } });
    const init = await fetch(`${this.base}/docs/init.js`, { headers: { 'X-Operation': 'getApiReferenceAsset' } });
    const document = (await this.call('OpenApi_document', 'GET', root.links.openapi)) as Answer<'OpenApi_document', 200>;
    const live = (await this.call('Health_live', 'GET', '/healthz')) as Answer<'Health_live', 200>;
    const ready = (await this.call('Health_ready', 'GET', '/readyz')) as Answer<'Health_ready', 200>;
    const types = (await this.call('Problems_list', 'GET', '/problems')) as Answer<'Problems_list', 200>;
    const full = (await this.call('Problems_one', 'GET', '/problems/slot-full')) as Answer<'Problems_one', 200>;
    return `${page.status}/${init.status} ${document.openapi} ${live.status} ${live.version} ${ready.status} ${Object.keys(ready.checks)} ${types.length} types, ${full.code}: ${full.hint ?? full.description}`;
  }

  /** The merchant's shop-wide settings, each read and written back. */
  async adminShop(): Promise<string> {
    const shop = (await this.call('AdminShop_shop', 'GET', '/admin/v1.0/shop')) as Answer<'AdminShop_shop', 200>;
    const patched = (await this.call('AdminShop_patchShop', 'PATCH', '/admin/v1.0/shop', { timezone: shop.timezone })) as Answer<'AdminShop_patchShop', 200>;
    const shipping = (await this.call('AdminShop_shipping', 'GET', '/admin/v1.0/shipping')) as Answer<'AdminShop_shipping', 200>;
    await this.call('AdminShop_putShipping', 'PUT', '/admin/v1.0/shipping', shipping);
    const prep = (await this.call('AdminShop_preparation', 'GET', '/admin/v1.0/preparation-times/pickup')) as Answer<'AdminShop_preparation', 200>;
    await this.call('AdminShop_putPreparation', 'PUT', '/admin/v1.0/preparation-times/pickup', prep);
    const rule = (await this.call('AdminShop_conditional', 'GET', '/admin/v1.0/conditional-activation/delivery')) as Answer<'AdminShop_conditional', 200>;
    if (rule.rule) await this.call('AdminShop_putConditional', 'PUT', '/admin/v1.0/conditional-activation/delivery', rule.rule);
    else await this.call('AdminShop_deleteConditional', 'DELETE', '/admin/v1.0/conditional-activation/delivery');
    const widget = (await this.call('AdminShop_widget', 'GET', '/admin/v1.0/widget')) as Answer<'AdminShop_widget', 200>;
    if (widget.widget) await this.call('AdminShop_putWidget', 'PUT', '/admin/v1.0/widget', widget.widget);
    else await this.call('AdminShop_deleteWidget', 'DELETE', '/admin/v1.0/widget');
    const file = (await this.call('AdminShop_export', 'GET', '/admin/v1.0/export')) as Answer<'AdminShop_export', 200>;
    const imported = (await this.call('AdminShop_import', 'PUT', '/admin/v1.0/import', file)) as Answer<'AdminShop_import', 200>;
    const codes = (await this.call('AdminPostalCodes_postalCodes', 'GET', '/admin/v1.0/postal-codes')) as Answer<'AdminPostalCodes_postalCodes', 200>;
    await this.call('AdminPostalCodes_putPostalCodes', 'PUT', '/admin/v1.0/postal-codes', codes);
    return `${patched.domain} v${patched.settings_version} secret ${shop.webhook_secret_set}; shipping ${shipping.timezone ?? 'shop zone'}; ${file.locations.length} locations, changed ${'changed' in imported ? imported.changed : '-'}; ${codes.postal_codes.length} postal codes; rule ${rule.rule?.hide_checkout_method ?? 'none'}; widget ${widget.widget?.is_test_mode ?? 'none'}`;
  }

  /** The shop's storefront-platform credentials: set, read back (whether set and since when, never the token), removed. */
  async adminStorefrontPlatform(shopDomain: string, accessToken: string): Promise<string> {
    const set = (await this.call('AdminPlatform_put', 'PUT', '/admin/v1.0/storefront-platform', {
      shop_domain: shopDomain,
      access_token: accessToken,
    })) as Answer<'AdminPlatform_put', 200>;
    const read = (await this.call('AdminPlatform_status', 'GET', '/admin/v1.0/storefront-platform')) as Answer<'AdminPlatform_status', 200>;
    await this.call('AdminPlatform_remove', 'DELETE', '/admin/v1.0/storefront-platform');
    return `credentials ${set.configured ? 'set' : 'not set'} at ${set.updated_at ?? '-'}; read back ${read.configured} since ${read.updated_at ?? '-'}`;
  }

  /**
   * The storefront-platform app install's two browser steps: the install link (a redirect to
   * the platform's authorize page, read without following) and the callback page.
   */
  async platformInstall(shopDomain: string, callbackQuery: string): Promise<string> {
    const link = await fetch(`${this.base}/platform/install?shop=${shopDomain}`, { redirect: 'manual', headers: { 'X-Operation': 'PlatformInstall_start' } });
    const page = await fetch(`${this.base}/platform/oauth/callback?${callbackQuery}`, { headers: { 'X-Operation': 'PlatformInstall_callback' } });
    return `authorize at ${link.headers.get('location') ?? '-'}; callback ${page.status}`;
  }

  /** The merchant's locations: list, create, replace, patch, everything attached, delete. */
  async adminLocations(): Promise<string> {
    const page = (await this.call('AdminLocations_list', 'GET', '/admin/v1.0/locations?page=1&per_page=10')) as Answer<'AdminLocations_list', 200>;
    const first = (await this.call('AdminLocations_get', 'GET', `/admin/v1.0/locations/${page.locations[0].id}`)) as Answer<'AdminLocations_get', 200>;
    const { id: _id, ...fields } = first;
    const created = (await this.call('AdminLocations_create', 'POST', '/admin/v1.0/locations', {
      ...fields,
      external_id: `${first.external_id}-copy`,
    })) as Answer<'AdminLocations_create', 201>;
    const at = (path: string) => `/admin/v1.0/locations/${created.id}/${path}`;
    await this.call('AdminLocations_replace', 'PUT', `/admin/v1.0/locations/${created.id}`, {
      ...fields,
      external_id: created.external_id,
      sort_position: created.sort_position,
    });
    const patched = (await this.call('AdminLocations_patch', 'PATCH', `/admin/v1.0/locations/${created.id}`, { company_name: 'Copy' })) as Answer<
      'AdminLocations_patch',
      200
    >;
    const pickup = (await this.call('AdminLocationSettings_pickup', 'GET', at('pickup-settings'))) as Answer<'AdminLocationSettings_pickup', 200>;
    await this.call('AdminLocationSettings_putPickup', 'PUT', at('pickup-settings'), pickup);
    const slots = (await this.call('AdminLocationSettings_pickupSlots', 'GET', at('pickup-slots'))) as Answer<'AdminLocationSettings_pickupSlots', 200>;
    await this.call('AdminLocationSettings_putPickupSlots', 'PUT', at('pickup-slots'), slots);
    const delivery = (await this.call('AdminLocationSettings_delivery', 'GET', at('delivery-settings'))) as Answer<'AdminLocationSettings_delivery', 200>;
    await this.call('AdminLocationSettings_putDelivery', 'PUT', at('delivery-settings'), delivery);
    const prep = (await this.call('AdminLocationSettings_preparation', 'GET', at('preparation-times/pickup'))) as Answer<
      'AdminLocationSettings_preparation',
      200
    >;
    if (prep.general) await this.call('AdminLocationSettings_putPreparation', 'PUT', at('preparation-times/pickup'), { general: prep.general });
    await this.call('AdminLocationSettings_deletePreparation', 'DELETE', at('preparation-times/pickup'));
    const rule = (await this.call('AdminLocationSettings_conditional', 'GET', at('conditional-activation/pickup'))) as Answer<
      'AdminLocationSettings_conditional',
      200
    >;
    if (rule.rule) await this.call('AdminLocationSettings_putConditional', 'PUT', at('conditional-activation/pickup'), rule.rule);
    await this.call('AdminLocationSettings_deleteConditional', 'DELETE', at('conditional-activation/pickup'));
    const stock = (await this.call('AdminLocationSettings_inventory', 'GET', at('inventory'))) as Answer<'AdminLocationSettings_inventory', 200>;
    await this.call('AdminLocationSettings_putInventory', 'PUT', at('inventory'), stock);
    const products = (await this.call('AdminLocationSettings_products', 'GET', at('products'))) as Answer<'AdminLocationSettings_products', 200>;
    await this.call('AdminLocationSettings_putProducts', 'PUT', at('products'), products);
    await this.call('AdminLocations_remove', 'DELETE', `/admin/v1.0/locations/${created.id}`);
    return [
      `${page.total} locations, ${page.per_page} per page`,
      `${patched.company_name} #${patched.id} at ${patched.latitude},${patched.longitude} (${patched.timezone ?? 'shop zone'})`,
      `pickup every ${pickup.interval} min, ${slots.slots.map((s) => `${s.id ?? 'new'} ${s.day_of_week} ${s.available_from}`).length} slots`,
      `delivery radius ${delivery.max_radius ?? '-'}, ${delivery.postal_codes.length} codes`,
      `prep ${prep.general?.enabled ?? 'shop'}, ${stock.inventory.map((i) => `${i.variant_id}:${i.available}`)}, ${products.products.length} products`,
    ].join('; ');
  }

  /** What shoppers will see: a location's checklist, the products, why a cart's locations are (not) offered, a copy, and the zone of a place. */
  async adminInsights(locationId: number, cart: Body<'AdminConsole_explain'>['cart']): Promise<string> {
    const checklist = (await this.call('AdminConsole_checklist', 'GET', `/admin/v1.0/locations/${locationId}/checklist`)) as Answer<
      'AdminConsole_checklist',
      200
    >;
    const listed = (await this.call('AdminLocations_list', 'GET', '/admin/v1.0/locations?per_page=5&include=checks')) as Answer<'AdminLocations_list', 200>;
    const products = (await this.call('AdminConsole_products', 'GET', '/admin/v1.0/products')) as Answer<'AdminConsole_products', 200>;
    const explained = (await this.call('AdminConsole_explain', 'POST', '/admin/v1.0/locations/explain', { method: 'pickup', cart, per_page: 5 })) as Answer<
      'AdminConsole_explain',
      200
    >;
    const copy = (await this.call('AdminLocations_duplicate', 'POST', `/admin/v1.0/locations/${locationId}/duplicate`)) as Answer<
      'AdminLocations_duplicate',
      201
    >;
    const place = (await this.call('AdminConsole_geocode', 'GET', '/admin/v1.0/geocode?q=10001')) as Answer<'AdminConsole_geocode', 200>;
    return [
      `#${checklist.location_id}: ${checklist.checks.map((c) => `${c.severity} ${c.code} ${c.method ?? ''} ${c.message} ${JSON.stringify(c.values)}`).join(', ') || 'ready'}`,
      listed.locations.map((l) => `${l.id} ${(l.checks ?? []).map((c) => c.code).join('+') || 'ready'}`).join(', '),
      products.products
        .map((p) => `${p.product_id} at ${p.offered_at || 'all'}: ${p.variants.map((v) => `${v.variant_id}${v.tracked ? ' tracked' : ''}`).join(', ')}`)
        .join('; '),
      `${explained.method}: ${explained.offered_total}/${explained.total}; ${explained.locations
        .map(
          (l) =>
            `${l.id} ${l.company_name ?? ''} ${l.offered ? `from ${l.first_date ?? 'never'}` : l.reasons.map((r) => `${r.code} ${r.message} ${JSON.stringify(r.values)}`).join(' ')}`,
        )
        .join(', ')}`,
      `copy ${copy.id} ${copy.company_name} (${copy.external_id}); 10001 runs in ${place.timezone ?? 'no zone'}`,
    ].join('; ');
  }

  /** The merchant console: a location's capacity, the shop's tokens, the geocoder, location search and an import's dry run. */
  async adminConsole(locationId: number, zip: string): Promise<string> {
    const usage = (await this.call('AdminConsole_usage', 'GET', `/admin/v1.0/locations/${locationId}/usage?from=2026-03-09&to=2026-03-15`)) as Answer<
      'AdminConsole_usage',
      200
    >;
    const full = usage.rows
      .filter((r) => r.full)
      .map((r) => `${r.date} ${r.method} ${r.from ?? 'all day'}-${r.until ?? ''} ${r.orders}+${r.reservations}/${r.limit ?? '-'}`);
    const created = (await this.call('AdminConsole_createToken', 'POST', '/admin/v1.0/tokens', { label: 'console' })) as Answer<
      'AdminConsole_createToken',
      201
    >;
    const list = (await this.call('AdminConsole_tokens', 'GET', '/admin/v1.0/tokens')) as Answer<'AdminConsole_tokens', 200>;
    await this.call('AdminConsole_revokeToken', 'DELETE', `/admin/v1.0/tokens/${created.id}`);
    const place = (await this.call('AdminConsole_geocode', 'GET', `/admin/v1.0/geocode?q=${encodeURIComponent(zip)}`)) as Answer<'AdminConsole_geocode', 200>;
    const found = (await this.call('AdminLocations_list', 'GET', `/admin/v1.0/locations?q=${encodeURIComponent(zip)}`)) as Answer<'AdminLocations_list', 200>;
    const file = (await this.call('AdminShop_export', 'GET', '/admin/v1.0/export')) as Answer<'AdminShop_export', 200>;
    const preview = (await this.call('AdminShop_import', 'PUT', '/admin/v1.0/import?dry_run=true', file)) as Answer<'AdminShop_import', 200>;
    const changes = 'dry_run' in preview ? preview.changes.map((c) => `${c.change} ${c.path}`).concat(preview.more ? [`${preview.more} more`] : []) : [];
    return [
      `${usage.location_id} ${usage.from}..${usage.to} (${usage.timezone}): ${full.join(', ') || 'nothing full'}`,
      `token ${created.label} ${created.token.slice(0, 4)}...; ${list.tokens.map((t) => `${t.id} ${t.label} ${t.created_at} ${t.revoked_at ?? 'valid'}`).join(', ')}`,
      `${place.postal_code ?? zip} ${place.place_name ?? ''} ${place.region ?? ''} ${place.country_code ?? ''} at ${place.latitude},${place.longitude} (${place.source})`,
      `${found.total} locations match; import would change ${changes.join(', ') || 'nothing'}`,
    ].join('; ');
  }

  /** The merchant console's orders calendar: a location's booked slots and orders per date. */
  async adminOrders(locationId: number): Promise<string> {
    const week = (await this.call('AdminOrders_orders', 'GET', `/admin/v1.0/locations/${locationId}/orders?from=2026-03-09&to=2026-03-15`)) as Answer<
      'AdminOrders_orders',
      200
    >;
    const days = week.days.map(
      (d) =>
        `${d.date} ${d.weekday}: ${d.methods
          .map(
            (m) =>
              `${m.method}${m.offered ? '' : ' (not offered)'} ${m.slots
                .map(
                  (s) =>
                    `${s.slot_id ?? '-'} ${s.from ?? 'no time'}-${s.until ?? ''} ${s.orders}+${s.holds}/${s.limit ?? '-'} left ${s.remaining ?? 'unlimited'}${s.full ? ' full' : ''}${s.listed ? '' : ' unlisted'} [${s.booked
                      .map((b) => `${b.order_name ?? b.external_order_id} ${b.customer_name ?? ''} x${b.items ?? '?'}`)
                      .join(', ')}]`,
                )
                .join(' ')}`,
          )
          .join('; ')}`,
    );
    return `${week.location_id} ${week.from}..${week.to} (${week.timezone}): ${days.join(' | ')}`;
  }
}
