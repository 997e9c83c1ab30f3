import { browserHttpDeps, requestJson, type HttpDeps, type RetryPolicy } from '@fulfil/storefront-picker';
import type { CalendarResponse, Checkout, Menu, Method, SearchResponse, SlotsResponse, WidgetSettings } from './types';

/** A checkout request (`POST /checkouts`). */
export interface CheckoutRequest {
  method: Method;
  restaurant_id: number;
  date: string;
  slot_id?: number;
  time?: string;
  delivery_address?: string;
  items: Array<{ item_id: number; quantity: number; options: number[] }>;
  note?: string;
  email?: string;
}

/** The checkout's answer: the checkout and whether it was a replay of the key's first request. */
export interface CheckoutAnswer {
  checkout: Checkout;
  replayed: boolean;
}

/**
 * widget-api as the widget calls it (apps/widget-api/README.md), every route with
 * `?shop=`. Reads and the checkout are retried on network errors, 429 and 503 with backoff
 * (the picker's `requestJson`); the checkout carries its `Idempotency-Key`, so a retry never
 * holds a second place. Failures are `ApiError` (`status`, `code`, a readable message).
 */
export class WidgetApi {
  constructor(
    private readonly base: string,
    private readonly shop: string,
    private readonly deps: HttpDeps = browserHttpDeps(),
    private readonly retry?: RetryPolicy,
  ) {}

  private url(path: string, query: Record<string, string> = {}): string {
    const url = new URL(path, this.base);
    url.searchParams.set('shop', this.shop);
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
    return url.toString();
  }

  private async get<T>(path: string, query?: Record<string, string>): Promise<T> {
    return (await requestJson<T>(this.url(path, query), { headers: { accept: 'application/json' } }, this.deps, this.retry)).body;
  }

  /** `GET /settings` in a locale. */
  settings(locale: string): Promise<WidgetSettings> {
    return this.get('/settings', { locale, include_restaurants: 'false' });
  }

  /** `POST /search`: restaurants for a method near a postal code, place or `"lat,lng"`. */
  async search(query: string, method: Method): Promise<SearchResponse> {
    const init = { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify({ query, method }) };
    return (await requestJson<SearchResponse>(this.url('/search'), init, this.deps, this.retry)).body;
  }

  /** The menus of a restaurant, each read in full. */
  async menus(restaurantId: number): Promise<Menu[]> {
    const list = await this.get<{ menus: Array<{ handle: string }> }>(`/restaurant/${restaurantId}/menus`);
    return Promise.all(list.menus.map((m) => this.get<Menu>(`/restaurant/${restaurantId}/menu/${encodeURIComponent(m.handle)}`)));
  }

  /** The restaurant's calendar for a method (which dates can be chosen). */
  calendar(restaurantId: number, method: Method): Promise<CalendarResponse> {
    return this.get(`/restaurant/${restaurantId}/calendar`, { method });
  }

  /** The slots of a date with places left. */
  slots(restaurantId: number, method: Method, date: string): Promise<SlotsResponse> {
    return this.get(`/restaurant/${restaurantId}/slots`, { method, date });
  }

  /** `POST /checkouts` with an Idempotency-Key (the same key for every retry of the same request). */
  async checkout(body: CheckoutRequest, key: string): Promise<CheckoutAnswer> {
    const init = {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'idempotency-key': key },
      body: JSON.stringify(body),
    };
    const res = await requestJson<Checkout>(this.url('/checkouts'), init, this.deps, this.retry);
    return { checkout: res.body, replayed: res.status === 200 };
  }

  /** `GET /checkouts/{id}`: its status now (a pending checkout becomes ready or failed). */
  getCheckout(id: string): Promise<Checkout> {
    return this.get(`/checkouts/${encodeURIComponent(id)}`);
  }
}
