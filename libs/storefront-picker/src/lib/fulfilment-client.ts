/**
 * Typed client of the public fulfilment-options endpoints the picker calls
 * (docs/api-contract.md, "Fulfilment-options API"; apps/fulfilment-api/README.md). Every
 * call carries `shop`; reads are retried ({@link requestJson}); the one write, a
 * reservation, carries an `Idempotency-Key` so its retries hold one place only.
 */
import type {
  ActivationCart,
  CartLine,
  CheckoutMethod,
  ConditionalActivationResult,
  DeliveryLocation,
  FulfilmentCalendar,
  PickupLocationPage,
  Reservation,
  StoreSettings,
  TimeSlot,
} from '@fulfil/api-client';
import { browserHttpDeps, envelopeError, requestJson, type HttpDeps, type RetryPolicy } from './http';

/** Header fulfilment-api sends when it runs on a fixed clock (`CLOCK_NOW`, never in production): the instant it uses as "now". */
export const CLOCK_HEADER = 'X-Clock-Now';

/** Options of {@link FulfilmentClient}. */
export interface FulfilmentClientOptions {
  /** Origin (and optional path prefix) of fulfilment-api, e.g. `https://api.example.com`. */
  apiBase: string;
  /** The shop's store domain, e.g. `example.myshopify.com`. */
  shop: string;
  deps?: HttpDeps;
  retry?: RetryPolicy;
  /** Called with the server's fixed "now" whenever a response carries {@link CLOCK_HEADER}. */
  onServerClock?: (instant: string) => void;
}

/** The reservation request body (`POST /v1.0/reservations`). */
export interface ReservationRequest {
  method: CheckoutMethod;
  locationId: number | null;
  /** `YYYY-MM-DD`, the location's date. */
  date: string;
  slotId: number | null;
  shoppingCart: CartLine[];
}

/** Client of the fulfilment-options API for one shop. All methods throw {@link ApiError} on failure. */
export class FulfilmentClient {
  private readonly deps: HttpDeps;

  constructor(private readonly options: FulfilmentClientOptions) {
    this.deps = options.deps ?? browserHttpDeps();
  }

  private url(path: string, query: Record<string, string | number | undefined> = {}): string {
    const params = new URLSearchParams({ shop: this.options.shop });
    for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v));
    return `${this.options.apiBase.replace(/\/$/, '')}${path}?${params}`;
  }

  private async call<T>(
    path: string,
    init: { method?: string; body?: unknown; query?: Record<string, string | number | undefined>; headers?: Record<string, string> } = {},
  ): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json', ...init.headers };
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await requestJson<T>(
      this.url(path, init.query),
      { method: init.method ?? 'GET', headers, body: init.body === undefined ? undefined : JSON.stringify(init.body), credentials: 'omit', mode: 'cors' },
      this.deps,
      this.options.retry,
    );
    const clock = res.headers.get(CLOCK_HEADER);
    if (clock) this.options.onServerClock?.(clock);
    return res.body;
  }

  /** StoreSettings (endpoint 8). */
  settings(): Promise<StoreSettings> {
    return this.call('/v1.0/settings');
  }

  /** ConditionalActivationResult of a method for the cart (endpoint 7). */
  activation(method: CheckoutMethod, cart: ActivationCart): Promise<ConditionalActivationResult> {
    return this.call(`/v1.0/${method}/conditional_activation`, { method: 'POST', body: { shoppingCart: cart } });
  }

  /**
   * A page of eligible pickup locations (endpoint 1): nearest first for a `geoSearchQuery`
   * (postal code, place name or `"lat,lng"`), only those stocking the cart (`shoppingCart`
   * as a JSON string). Errors: 400 GEO_QUERY_UNRESOLVED for an unknown place.
   */
  pickupLocations(q: { geoSearchQuery?: string; shoppingCart: CartLine[]; page: number; limit: number }): Promise<PickupLocationPage> {
    const body: Record<string, string> = { shoppingCart: JSON.stringify(q.shoppingCart) };
    if (q.geoSearchQuery) body.geoSearchQuery = q.geoSearchQuery;
    return this.call('/v1.0/pickup/locations', { method: 'POST', body, query: { page: q.page, limit: q.limit } });
  }

  /** PickupCalendarRules of a location (endpoint 2); `disabled` dates as strings or, for a shop set so, `[y, m, d]` arrays (both read by @fulfil/calendar-format). */
  pickupCalendar(locationId: number, cart: CartLine[]): Promise<FulfilmentCalendar> {
    return this.call(`/v1.0/pickup/locations/${locationId}/calendar`, { method: 'POST', body: { shoppingCart: cart } });
  }

  /** The pickup slots of one date (`[]` for a closed date), the full ones included and marked `full` (`include_full=true`). */
  pickupSlots(locationId: number, date: string, cart: CartLine[]): Promise<TimeSlot[]> {
    return this.call(`/v1.0/pickup/locations/${locationId}/calendar/${date}`, { query: { shoppingCart: JSON.stringify(cart), include_full: 'true' } });
  }

  /**
   * The closest delivery location for a postal code (endpoint 3).
   * @throws ApiError NO_LOCATIONS_FOUND (answered with HTTP 200, docs/compatibility.md) with its `reason`:
   *   `unresolved_query`, `out_of_area`, `cart_not_fulfillable` or `no_delivery_locations`
   */
  async deliveryLocation(geoSearchQuery: string, cart: CartLine[]): Promise<DeliveryLocation> {
    const answer = await this.call<DeliveryLocation | { error: unknown }>('/v1.0/delivery/locations', {
      method: 'POST',
      body: { geoSearchQuery, shoppingCart: cart },
    });
    const none = envelopeError(answer, 200);
    if (none) throw none;
    return answer as DeliveryLocation;
  }

  /** The delivery calendar of a location (`{minDate, maxDate, disabled, timezone, ...}`; `disabled` dates as `[y, m, d]` arrays). */
  deliveryCalendar(locationId: number, cart: CartLine[]): Promise<FulfilmentCalendar> {
    return this.call(`/v1.0/delivery/locations/${locationId}/calendar`, { method: 'POST', body: { shoppingCart: cart } });
  }

  /** DeliveryTime[] of one date (endpoint 4), the full ones included and marked `full` (`include_full=true`). */
  deliveryTimes(locationId: number, date: string): Promise<TimeSlot[]> {
    return this.call(`/v1.0/delivery/locations/${locationId}/calendar/${date}`, { query: { include_full: 'true' } });
  }

  /** The shipping calendar (endpoint 9; `disabled` dates as `[y, m, d]` arrays). */
  shippingCalendar(cart: CartLine[]): Promise<FulfilmentCalendar> {
    return this.call('/v1.0/shipping/calendar', { query: { shoppingCart: JSON.stringify(cart) } });
  }

  /**
   * Holds a place (`POST /v1.0/reservations`). The same `idempotencyKey` on a retry
   * returns the first hold. Errors: 409 SLOT_FULL, 422 SLOT_UNAVAILABLE, 429 RATE_LIMITED (retried).
   */
  reserve(request: ReservationRequest, idempotencyKey: string): Promise<Reservation> {
    return this.call('/v1.0/reservations', { method: 'POST', body: request, headers: { 'Idempotency-Key': idempotencyKey } });
  }
}
