import { ApiError, browserHttpDeps, requestJson, type HttpDeps, type RetryPolicy } from '@fulfil/storefront-picker';
import type { DeliveryAddress } from './contact';
import { problemFields } from './problems';
import type {
  WidgetCalendar as CalendarResponse,
  WidgetCheckout as Checkout,
  WidgetMenu as Menu,
  WidgetMethod as Method,
  WidgetSearchResult as SearchResponse,
  WidgetSlots as SlotsResponse,
  WidgetSettings,
} from '@fulfil/api-client';

/** A checkout request (`POST /checkouts`). */
export interface CheckoutRequest {
  method: Method;
  restaurant_id: number;
  date: string;
  slot_id?: number;
  time?: string;
  /** Delivery only: the address object (the older string form is not sent any more). */
  delivery_address?: DeliveryAddress;
  items: Array<{ item_id: number; quantity: number; options: number[] }>;
  note?: string;
  email?: string;
  name?: string;
  phone?: string;
}

/** A checkout problem with the request fields it names (`errors[].field`, `field`: `phone`, `delivery_address.postal_code`). */
export class CheckoutProblem extends ApiError {
  constructor(
    error: ApiError,
    readonly fields: string[],
  ) {
    super(error.message, error.status, error.code, error.reason);
    this.name = 'CheckoutProblem';
  }
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

  /**
   * `POST /checkouts` with an Idempotency-Key (the same key for every retry of the same request).
   * @throws CheckoutProblem naming the request fields of a 4xx problem (empty when it names none)
   */
  async checkout(body: CheckoutRequest, key: string): Promise<CheckoutAnswer> {
    const init = {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'idempotency-key': key },
      body: JSON.stringify(body),
    };
    let fields: string[] = [];
    const deps: HttpDeps = {
      ...this.deps,
      fetch: async (input, options) => {
        const res = await this.deps.fetch(input, options);
        if (res.status >= 400 && res.status < 500)
          fields = problemFields(
            await res
              .clone()
              .json()
              .catch(() => null),
          );
        return res;
      },
    };
    try {
      const res = await requestJson<Checkout>(this.url('/checkouts'), init, deps, this.retry);
      return { checkout: res.body, replayed: res.status === 200 };
    } catch (error) {
      throw error instanceof ApiError ? new CheckoutProblem(error, fields) : error;
    }
  }

  /** `GET /checkouts/{id}`: its status now (a pending checkout becomes ready or failed). */
  getCheckout(id: string): Promise<Checkout> {
    return this.get(`/checkouts/${encodeURIComponent(id)}`);
  }
}
