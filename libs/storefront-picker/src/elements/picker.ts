/**
 * `<fulfilment-picker shop="example.myshopify.com">`: the cart-page picker (docs/storefront-picker.md).
 * It reads the cart, asks conditional activation per method, offers the valid methods as
 * tabs, walks the shopper through location, date and time, writes every choice to the
 * cart's attributes, holds a limited place, and keeps the theme's checkout button disabled
 * with the reason shown until the choice is complete and still valid.
 *
 * Attributes: `shop` (required), `api` (fulfilment-api base; default the script's origin),
 * `lang` (default `<html lang>`), `strings` (JSON overrides of the words), `checkout-selector`
 * (default `[name="checkout"]`), `cart-root` (default `/`), `page-size` (locations per
 * page, default 5), `preview` (no cart reads or writes, no holds, checkout untouched: the
 * merchant console), `now` (ISO instant used as "now" only while the server runs on a fixed
 * clock), `theme` (`light` | `dark`), `methods` (comma-separated methods the embed offers, e.g.
 * `pickup,delivery`; default all). Property `cart` (AjaxCart) feeds a cart in preview.
 * Events: `fulfilment-change` with `detail` {method, complete, attributes}.
 *
 * It draws itself (`render()` below) from its parts, each a child element in its shadow
 * root that takes plain data and answers with events: `<fulfilment-method-tabs>` (the tabs,
 * with the chosen method's panel slotted in), `<fulfilment-pickup-panel>` (search and
 * location list), `<fulfilment-delivery-panel>` (postal-code check), `<fulfilment-calendar>`
 * and `<fulfilment-slot-list>` (date and time), `<fulfilment-checkout-status>` (status line
 * and hold). The element holds the state and does the work (requests, cart writes, holds).
 */
import { LitElement, css, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { todayIn } from '@fulfil/calendar-format';
import type { CartLine, CheckoutMethod, DeliveryLocation, PickupLocation, StoreSettings, TimeSlot } from '@fulfil/api-client';
import { METHODS } from '../lib/methods';
import { choiceAttributes, choiceFromAttributes, slotTimeLabel, type Choice } from '../lib/attributes';
import { activationCart, AjaxCartClient, cartLines, themeProductFacts, type AjaxCart } from '../lib/ajax-cart';
import { zoneLabel } from '../lib/format';
import { FulfilmentClient } from '../lib/fulfilment-client';
import { HoldKeeper, PickerClock } from '../lib/hold';
import { ApiError, browserHttpDeps } from '../lib/http';
import { noDeliveryMessage, pickStrings, type PickerStrings } from '../lib/i18n';
import type { DeliveryCheckDetail } from './delivery-panel';
import type { MethodChangeDetail } from './method-tabs';
import type { LocationChangeDetail, LocationSearchDetail } from './pickup-panel';
import type { FulfilmentCalendarElement } from './calendar-grid';
import {
  blockingReason,
  emptyMethodState,
  isDateOnlyDelivery,
  isFullSlot,
  needsHold,
  offeredMethods,
  type MethodAvailability,
  type MethodState,
} from './picker-state';
import { slotKey } from './slot-list';
import { baseStyles } from './styles';

let defaultApiBase: string | null = null;

/** Sets the API base used when an element has no `api` attribute (the bundle passes its own origin). */
export function setDefaultApiBase(base: string): void {
  defaultApiBase = base;
}

/** The picker element. */
export class FulfilmentPickerElement extends LitElement {
  static override properties = {
    shop: {},
    api: {},
    strings: {},
    checkoutSelector: { attribute: 'checkout-selector' },
    cartRoot: { attribute: 'cart-root' },
    pageSize: { type: Number, attribute: 'page-size' },
    preview: { type: Boolean, reflect: true },
    now: {},
    theme: { reflect: true },
    methods: {},
    cart: { attribute: false },
    method: { state: true },
    busy: { state: true },
    error: { state: true },
    notice: { state: true },
  };

  static override styles = [
    baseStyles,
    css`
      :host {
        border: 1px solid var(--_border);
        border-radius: var(--_radius);
        padding: var(--_gap);
      }
      fulfilment-method-tabs > * + * {
        margin-top: var(--_gap);
      }
      .row {
        display: flex;
        gap: 8px;
        flex-wrap: wrap;
        align-items: center;
      }
    `,
  ];

  declare shop: string;
  declare api: string | null;
  declare strings: string | null;
  declare checkoutSelector: string;
  declare cartRoot: string;
  declare pageSize: number;
  declare preview: boolean;
  declare now: string | null;
  declare theme: string | null;
  declare methods: string | null;
  declare cart: AjaxCart | null;
  declare method: CheckoutMethod | null;
  declare busy: string | null;
  declare error: string | null;
  declare notice: string | null;

  /** Per method: usable, disabled or hidden. */
  availability: Record<CheckoutMethod, MethodAvailability> = { pickup: 'ok', delivery: 'ok', shipping: 'ok' };
  /** Per method: where its flow stands. */
  states: Record<CheckoutMethod, MethodState> = { pickup: emptyMethodState(), delivery: emptyMethodState(), shipping: emptyMethodState() };
  settings: StoreSettings | null = null;
  lines: CartLine[] = [];
  locations: PickupLocation[] = [];
  locationPage = { page: 0, last: 0, query: '' };
  deliveryMessage: string | null = null;
  retryAction: (() => Promise<void>) | null = null;
  readonly clock = new PickerClock(() => this.now);
  private client: FulfilmentClient | null = null;
  private cartClient: AjaxCartClient | null = null;
  private keeper: HoldKeeper | null = null;
  private started = false;
  private queue: Promise<void> = Promise.resolve();

  constructor() {
    super();
    this.shop = '';
    this.api = null;
    this.strings = null;
    this.checkoutSelector = '[name="checkout"]';
    this.cartRoot = '/';
    this.pageSize = 5;
    this.preview = false;
    this.now = null;
    this.theme = null;
    this.methods = null;
    this.cart = null;
    this.method = null;
    this.busy = null;
    this.error = null;
    this.notice = null;
  }

  /** The words in the page's language with the merchant's overrides. */
  get words(): PickerStrings {
    let overrides: Record<string, unknown> | null = null;
    try {
      overrides = this.strings ? JSON.parse(this.strings) : null;
    } catch {
      overrides = null;
    }
    return pickStrings(this.locale, overrides);
  }

  /** BCP 47 language of the page (the element's `lang`, else `<html lang>`, else `en`). */
  get locale(): string {
    return this.getAttribute('lang') || document.documentElement.lang || 'en';
  }

  /** The current method's state, or null. */
  get current(): MethodState | null {
    return this.method ? this.states[this.method] : null;
  }

  /** Today at a location (its zone), on the picker's clock. */
  todayAt(timeZone: string): string {
    return todayIn(timeZone, new Date(this.clock.now()));
  }

  /** Why the choice is incomplete, or null (docs/storefront-picker.md, "The checkout button"). */
  get reason(): string | null {
    return blockingReason(this.method, this.current, this.settings, this.words, this.preview);
  }

  /** Why checkout is blocked now: a write under way, a failure (the cart may not hold the choice), or an incomplete choice; null when it may go ahead. */
  get blocked(): string | null {
    return this.busy ?? this.error ?? this.reason;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.started) {
      this.started = true;
      void this.run(() => this.start(), this.words.loading);
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.keeper?.forget();
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('method') || changed.has('busy') || changed.has('error')) this.gateCheckout();
  }

  /**
   * Runs an action after the ones already queued (so that cart writes land in the order the
   * shopper chose), with a busy label; a failure becomes the readable `error`, with a retry
   * that runs it again. Nothing chosen before is dropped by a failure.
   */
  run(action: () => Promise<void>, busy: string): Promise<void> {
    const next = this.queue.then(() => this.runNow(action, busy));
    this.queue = next;
    return next;
  }

  private async runNow(action: () => Promise<void>, busy: string): Promise<void> {
    this.busy = busy;
    this.error = null;
    try {
      await action();
      this.retryAction = null;
    } catch (e) {
      this.error = e instanceof ApiError && e.code === 'NETWORK' ? this.words.networkError : e instanceof Error ? e.message : String(e);
      this.retryAction = () => this.run(action, busy);
    } finally {
      this.busy = null;
      this.requestUpdate();
      this.gateCheckout();
    }
  }

  private async start(): Promise<void> {
    const deps = browserHttpDeps();
    this.client = new FulfilmentClient({
      apiBase: this.api || defaultApiBase || location.origin,
      shop: this.shop,
      deps,
      onServerClock: (instant) => this.clock.serverFixedAt(instant),
    });
    this.cartClient = new AjaxCartClient(deps, this.cartRoot);
    this.keeper = new HoldKeeper(this.client, () => this.clock.now(), {
      held: () => undefined,
      lost: () => void this.holdLost(),
    });
    const cart = this.preview ? (this.cart ?? emptyCart()) : await this.cartClient.cart();
    this.cart = cart;
    this.lines = cartLines(cart);
    const facts = this.preview ? themeProductFacts(document) : await this.cartClient.productFacts(cart, themeProductFacts(document));
    const forActivation = activationCart(cart, facts);
    const [settings, ...results] = await Promise.all([
      this.client.settings(),
      ...METHODS.map((m) => (this.client as FulfilmentClient).activation(m, forActivation)),
    ]);
    this.settings = settings;
    METHODS.forEach((m, i) => {
      const r = results[i];
      this.availability[m] = r.valid_shopping_cart ? 'ok' : r.hide_checkout_method ? 'hidden' : 'disabled';
    });
    if (!shippingOffered(settings)) this.availability.shipping = 'hidden';
    const offered = offeredMethods(this.methods);
    for (const m of METHODS) if (!offered.has(m)) this.availability[m] = 'hidden';
    const restored = this.preview ? null : choiceFromAttributes(cart.attributes);
    const first = restored && this.availability[restored.method] === 'ok' ? restored.method : (METHODS.find((m) => this.availability[m] === 'ok') ?? null);
    if (first) await this.selectMethod(first, restored);
  }

  /** Switches to a method (tab), loading what it needs; `restored` re-applies a choice read from the cart. */
  async selectMethod(method: CheckoutMethod, restored: Choice | null = null): Promise<void> {
    if (this.availability[method] !== 'ok') return;
    this.method = method;
    this.notice = null;
    const s = this.states[method];
    if (restored?.locationId && method !== 'shipping' && !s.location) {
      s.location = { id: restored.locationId, company_name: restored.locationName ?? '', timezone: '' } as PickupLocation;
      await this.loadCalendar();
      if (restored.date && s.calendar) await this.chooseDate(restored.date, restored.slotId);
    } else if (method === 'shipping' && !s.calendar) {
      await this.loadCalendar();
      if (restored?.date && s.calendar) await this.chooseDate(restored.date, null);
    }
    await this.writeChoice();
  }

  /** Pickup: searches locations near `query` (postal code, place, or `"lat,lng"`), page 1, or the next page with `more`. */
  async searchLocations(query: string, more = false): Promise<void> {
    const page = more ? this.locationPage.page + 1 : 1;
    const res = await (this.client as FulfilmentClient).pickupLocations({
      geoSearchQuery: query.trim() || undefined,
      shoppingCart: this.lines,
      page,
      limit: this.pageSize,
    });
    this.locations = more ? [...this.locations, ...res.locations] : res.locations;
    this.locationPage = { page, last: res.pagination.last_page, query };
    this.requestUpdate();
  }

  /** Pickup: the browser's position as `"lat,lng"`. */
  async searchNearMe(): Promise<void> {
    const position = await new Promise<GeolocationPosition>((resolve, reject) =>
      navigator.geolocation.getCurrentPosition(resolve, () => reject(new Error(this.words.geolocationFailed)), { timeout: 10_000 }),
    );
    await this.searchLocations(`${position.coords.latitude.toFixed(5)},${position.coords.longitude.toFixed(5)}`);
  }

  /** Pickup: chooses a location and loads its calendar. */
  async chooseLocation(location: PickupLocation): Promise<void> {
    this.keeper?.forget();
    this.states.pickup = { ...emptyMethodState(), location };
    await this.loadCalendar();
    await this.writeChoice();
  }

  /**
   * Moves the focus to the date step once it is drawn (after a location is chosen and the
   * list collapsed): the calendar's focusable day, else the step's heading.
   */
  private async focusDateStep(): Promise<void> {
    await this.updateComplete;
    const calendar = this.renderRoot.querySelector<FulfilmentCalendarElement>('fulfilment-calendar');
    await calendar?.updateComplete;
    if (!calendar?.focusDay()) this.renderRoot.querySelector<HTMLElement>('#date-step')?.focus();
  }

  /** Delivery: checks a postal code; NO_LOCATIONS_FOUND is worded by its `reason` in the shopper's language (else the server's message). */
  async checkDelivery(postalCode: string): Promise<void> {
    this.keeper?.forget();
    this.states.delivery = emptyMethodState();
    this.deliveryMessage = null;
    try {
      this.states.delivery.location = await (this.client as FulfilmentClient).deliveryLocation(postalCode.trim(), this.lines);
    } catch (e) {
      if (e instanceof ApiError && (e.code === 'NO_LOCATIONS_FOUND' || e.code === 'GEO_QUERY_UNRESOLVED')) {
        this.deliveryMessage = noDeliveryMessage(this.words, e.reason) ?? e.message;
        await this.writeChoice();
        return;
      }
      throw e;
    }
    await this.loadCalendar();
    await this.writeChoice();
  }

  private async loadCalendar(): Promise<void> {
    const method = this.method as CheckoutMethod;
    const s = this.states[method];
    const client = this.client as FulfilmentClient;
    s.calendar =
      method === 'shipping'
        ? await client.shippingCalendar(this.lines)
        : method === 'pickup'
          ? await client.pickupCalendar((s.location as PickupLocation).id, this.lines)
          : await client.deliveryCalendar((s.location as DeliveryLocation).id, this.lines);
    if (s.location && !s.location.timezone) s.location.timezone = s.calendar.timezone;
    this.requestUpdate();
  }

  /** Chooses a date (the location's) and loads its slots; `slotId` re-selects a slot after a reload. */
  async chooseDate(date: string, slotId: number | null = null): Promise<void> {
    const method = this.method as CheckoutMethod;
    this.keeper?.forget();
    const s = this.states[method];
    Object.assign(s, { date, slots: null, slot: null, reservation: null, hold: 'none' });
    this.requestUpdate();
    await this.loadSlots();
    const again = slotId === null ? null : (s.slots ?? []).find((x) => x.id === slotId && !isFullSlot(x));
    if (again) await this.chooseSlot(again);
    else if (method === 'shipping' || (method === 'delivery' && isDateOnlyDelivery(s.location as DeliveryLocation, date))) await this.holdIfLimited();
    await this.writeChoice();
  }

  private async loadSlots(): Promise<void> {
    const method = this.method as CheckoutMethod;
    const s = this.states[method];
    if (!s.date || method === 'shipping') {
      s.slots = [];
      return;
    }
    const id = (s.location as PickupLocation).id;
    if (method === 'delivery' && isDateOnlyDelivery(s.location as DeliveryLocation, s.date)) s.slots = [];
    else
      s.slots =
        method === 'pickup'
          ? await (this.client as FulfilmentClient).pickupSlots(id, s.date, this.lines)
          : await (this.client as FulfilmentClient).deliveryTimes(id, s.date);
    this.requestUpdate();
  }

  /** Chooses a slot; a limited one is held. */
  async chooseSlot(slot: TimeSlot): Promise<void> {
    this.keeper?.forget();
    const s = this.current as MethodState;
    Object.assign(s, { slot, reservation: null, hold: 'none' });
    this.notice = null;
    await this.holdIfLimited();
    await this.writeChoice();
  }

  private async holdIfLimited(): Promise<void> {
    const method = this.method as CheckoutMethod;
    const s = this.states[method];
    if (this.preview || !needsHold(method, s, this.settings) || !s.date) return;
    s.hold = 'holding';
    this.requestUpdate();
    try {
      s.reservation = await (this.keeper as HoldKeeper).hold({
        method,
        locationId: method === 'shipping' ? null : (s.location as PickupLocation).id,
        date: s.date,
        slotId: s.slot?.id ?? null,
        shoppingCart: this.lines,
      });
      s.hold = 'held';
    } catch (e) {
      s.hold = 'none';
      s.slot = null;
      if (e instanceof ApiError && (e.code === 'SLOT_FULL' || e.code === 'SLOT_UNAVAILABLE')) {
        this.notice = e.message;
        await this.loadSlots();
        return;
      }
      throw e;
    } finally {
      this.requestUpdate();
    }
  }

  private async holdLost(): Promise<void> {
    const s = this.current;
    if (!s) return;
    Object.assign(s, { slot: null, reservation: null, hold: 'none' });
    this.notice = this.words.holdLost;
    await this.run(async () => {
      await this.loadSlots();
      await this.writeChoice();
    }, this.words.loading);
  }

  /** The choice as cart attributes. */
  choice(): Choice | null {
    const method = this.method;
    if (!method) return null;
    const s = this.states[method];
    const zone = s.calendar?.timezone ?? s.location?.timezone ?? '';
    // For the merchant's order page: the location's wall times as the API gives them, with the zone's short name.
    const timeLabel = s.slot && s.date ? slotTimeLabel(s.slot.available_from, s.slot.available_until, zone, s.date) : null;
    return {
      method,
      locationId: s.location?.id ?? null,
      locationName: s.location?.company_name || null,
      date: s.date,
      slotId: s.slot?.id ?? null,
      timeLabel,
      reservationId: s.reservation?.id ?? null,
    };
  }

  private async writeChoice(): Promise<void> {
    const choice = this.choice();
    const attributes = choice ? choiceAttributes(choice) : {};
    if (choice && !this.preview) this.cart = await (this.cartClient as AjaxCartClient).updateAttributes(attributes);
    this.requestUpdate();
    this.gateCheckout();
    this.dispatchEvent(
      new CustomEvent('fulfilment-change', { detail: { method: this.method, complete: this.reason === null, attributes }, bubbles: true, composed: true }),
    );
  }

  /** Disables the theme's checkout buttons while the choice is incomplete, with the reason as their title. */
  gateCheckout(): void {
    if (this.preview || typeof document === 'undefined') return;
    const reason = this.blocked;
    for (const el of document.querySelectorAll<HTMLButtonElement | HTMLInputElement>(this.checkoutSelector)) {
      el.disabled = reason !== null;
      if (reason) el.title = reason;
      else el.removeAttribute('title');
    }
  }

  /**
   * The picker: its title, the method tabs with the chosen method's panel (pickup: search and
   * locations; delivery: postal-code check; then the date and time of all three), a refused
   * hold's notice, a failure with its "try again", and the status line.
   */
  override render() {
    const w = this.words;
    const s = this.current;
    const locale = this.locale;
    const pickup = this.states.pickup;
    const delivery = this.states.delivery;
    const reason = this.error ?? this.reason;
    return html`<h2>${w.title}</h2>
      <fulfilment-method-tabs
        .availability=${this.availability}
        .value=${this.method}
        .busy=${!!this.busy}
        .labels=${w}
        @method-change=${(e: CustomEvent<MethodChangeDetail>) => this.run(() => this.selectMethod(e.detail.method), w.loading)}
      >
        ${
          this.method === 'pickup'
            ? html`<fulfilment-pickup-panel
                .locations=${this.locations}
                .value=${pickup.location?.id ?? null}
                .chosen=${pickup.location}
                .query=${this.locationPage.query}
                .page=${this.locationPage.page}
                .lastPage=${this.locationPage.last}
                .unit=${this.settings?.measurement_format ?? 'kilometers'}
                .locale=${locale}
                .now=${this.clock.now()}
                .labels=${w}
                @location-search=${(e: CustomEvent<LocationSearchDetail>) => this.run(() => this.searchLocations(e.detail.query, e.detail.more), w.loading)}
                @location-locate=${() => this.run(() => this.searchNearMe(), w.locating)}
                @location-change=${(e: CustomEvent<LocationChangeDetail>) =>
                  this.run(async () => {
                    await this.chooseLocation(e.detail.location);
                    await this.focusDateStep();
                  }, w.loading)}
              ></fulfilment-pickup-panel>`
            : nothing
        }
        ${
          this.method === 'delivery'
            ? html`<fulfilment-delivery-panel
                .message=${this.deliveryMessage}
                .locationName=${delivery.location?.company_name ?? null}
                .labels=${w}
                @delivery-check=${(e: CustomEvent<DeliveryCheckDetail>) => this.run(() => this.checkDelivery(e.detail.postalCode), w.loading)}
              ></fulfilment-delivery-panel>`
            : nothing
        }
        ${this.method === 'shipping' || s?.location ? this.dateAndTime(w, s) : nothing}
      </fulfilment-method-tabs>
      ${this.notice ? html`<p class="error notice" role="alert">${this.notice}</p>` : nothing}
      ${
        this.error
          ? html`<div class="row error" role="alert">
              <span>${this.error}</span>${this.retryAction ? html`<button type="button" @click=${() => this.retryAction?.()}>${w.retry}</button>` : nothing}
            </div>`
          : nothing
      }
      <fulfilment-checkout-status
        .busy=${this.busy}
        .reason=${reason}
        .methodLabel=${this.method ? w[this.method] : null}
        .date=${s?.date ?? null}
        .heldUntil=${s?.reservation && s.hold === 'held' ? s.reservation.expires_at : null}
        .zone=${s?.calendar?.timezone ?? 'UTC'}
        .locale=${locale}
        .labels=${w}
      ></fulfilment-checkout-status>`;
  }

  /** The date (`<fulfilment-calendar>`) and, once a date is chosen, for pickup and delivery its times (`<fulfilment-slot-list>`). */
  private dateAndTime(w: PickerStrings, s: MethodState | null): TemplateResult | typeof nothing {
    if (!s?.calendar) return nothing;
    const zone = s.calendar.timezone;
    return html`<section>
        <h2 id="date-step" tabindex="-1">${w.date}</h2>
        <fulfilment-calendar
          .calendar=${s.calendar}
          .today=${this.todayAt(zone)}
          .value=${s.date}
          .locale=${this.locale}
          .labels=${{ previousMonth: w.previousMonth, nextMonth: w.nextMonth, date: w.date, noDates: w.noDates }}
          @date-change=${(e: CustomEvent<{ date: string }>) => this.run(() => this.chooseDate(e.detail.date), w.loading)}
        ></fulfilment-calendar>
      </section>
      ${
        s.date && this.method !== 'shipping' && s.slots
          ? html`<section>
              <fulfilment-slot-list
                .slots=${s.slots}
                .value=${s.slot ? slotKey(s.slot) : null}
                .locale=${this.locale}
                .zone=${zoneLabel(zone, s.date, this.locale)}
                .labels=${{ times: w.times, timesIn: w.timesIn, placesLeft: w.placesLeft, full: w.full, noTimes: w.noTimes }}
                @slot-change=${(e: CustomEvent<{ slot: TimeSlot }>) => this.run(() => this.chooseSlot(e.detail.slot), w.holding)}
              ></fulfilment-slot-list>
            </section>`
          : nothing
      }`;
  }
}

function emptyCart(): AjaxCart {
  return { token: '', attributes: {}, original_total_price: 0, total_price: 0, total_weight: 0, item_count: 0, currency: 'USD', items: [] };
}

/** Shipping is offered when at least one weekday ships. */
function shippingOffered(settings: StoreSettings): boolean {
  return (['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const).some((d) => settings.shipping[`${d}_enabled`] === true);
}
