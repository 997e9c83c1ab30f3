/**
 * `<ordering-widget shop="demo-eats.myshopify.com">`: the restaurant ordering widget
 * (apps/ordering-widget/README.md). A Lit custom element with an open shadow root that walks
 * the shopper through: pickup or delivery, a restaurant (search by postal code, place or
 * geolocation), the menus with option rules enforced before the API is asked, the cart, a
 * date and slot (the storefront picker's calendar grid and slot list), and the checkout,
 * which sends the shopper to the draft order's invoice page (`checkout_url`) or, for a shop
 * in test mode, shows the test confirmation. Every checkout problem leads back to the step
 * that fixes it with the cart kept (docs/draft-orders.md; lib/problems.ts).
 *
 * Attributes: `shop` (required), `api` (widget-api base; default: the origin the script was
 * loaded from), `lang` (BCP 47; default the page's, then the shop's language).
 * Event: `ordering-checkout` (bubbles, composed, cancelable) with `detail.checkout` before the
 * page is sent to `checkout_url`; `preventDefault()` keeps the shopper on the page.
 *
 * It draws itself (`render()` below): the title, the test-mode banner, the notice, the busy
 * status and the current step, whose heading it focuses on each step. Big parts are child
 * elements in its shadow root that take plain data and answer with events:
 * `<ordering-location-search>` (search form and results), `<ordering-menu>` (menus and
 * items), `<ordering-item-options>` (an item's options form), `<ordering-cart>` (the cart
 * beside the menu and the time), `<ordering-checkout-form>` (the review step), and the
 * storefront picker's `<fulfilment-calendar>` and `<fulfilment-slot-list>`. The element holds
 * the state and does the work (requests, the cart, the checkout).
 */
import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { ApiError, zoneLabel, type TimeSlot } from '@fulfil/storefront-picker';
import { CheckoutProblem, WidgetApi, type CheckoutRequest } from '../lib/api';
import { contactErrors, contactRequest, EMPTY_CONTACT, prefillAddress, type ContactField, type ContactForm } from '../lib/contact';
import { addLine, servedAt, setQuantity, weekdayOf, type CartLine } from '../lib/cart';
import { formatWindows, type ShopFormat } from '../lib/money';
import { CheckoutKey, routeProblem, type Step } from '../lib/problems';
import { makeStrings, type StringKey, type Strings } from '../lib/strings';
import type {
  WidgetCalendar as CalendarResponse,
  WidgetCheckout as Checkout,
  WidgetMenu as Menu,
  WidgetMenuItem as MenuItem,
  WidgetMethod as Method,
  WidgetSearchHit as SearchHit,
  WidgetSearchResult as SearchResponse,
  WidgetSlots as SlotsResponse,
  WidgetSettings,
} from '@fulfil/api-client';
import type { QuantityChangeDetail } from './cart-panel';
import type { CheckoutInputDetail, OrderingCheckoutFormElement } from './checkout-form';
import type { Configuring, ItemAddDetail, OptionsChangeDetail } from './item-options';
import type { LocationChangeDetail, LocationSearchDetail } from './location-search';
import type { ItemOpenDetail } from './menu';
import { widgetStyles } from './styles';

let defaultApiBase = '';

/** The widget-api base of widgets without an `api` attribute (the bundle sets the origin it was loaded from). */
export function setDefaultApiBase(base: string): void {
  defaultApiBase = base;
}

/** Pause between two looks at a pending checkout, ms. */
const POLL_MS = 1000;

/** The step's heading, focused when the step changes (`#step-heading`). */
const heading = (text: string) => html`<h3 id="step-heading" tabindex="-1">${text}</h3>`;

/** The widget element. Its state is reactive and drawn by `render()`; only the attributes and `ordering-checkout` are API. */
export class OrderingWidgetElement extends LitElement {
  static override properties = {
    shop: {},
    api: {},
    lang: {},
    settings: { state: true },
    step: { state: true },
    method: { state: true },
    query: { state: true },
    results: { state: true },
    restaurant: { state: true },
    menus: { state: true },
    configuring: { state: true },
    cart: { state: true },
    calendar: { state: true },
    date: { state: true },
    slots: { state: true },
    timeSlot: { state: true },
    contact: { state: true },
    fieldErrors: { state: true },
    notice: { state: true },
    busy: { state: true },
    checkout: { state: true },
  };

  static override styles = widgetStyles;

  shop = '';
  api = '';
  override lang = '';
  settings: WidgetSettings | null = null;
  step: Step = 'method';
  method: Method | null = null;
  query = '';
  results: SearchResponse | null = null;
  restaurant: SearchHit | null = null;
  menus: Menu[] | null = null;
  configuring: Configuring | null = null;
  cart: CartLine[] = [];
  calendar: CalendarResponse | null = null;
  date: string | null = null;
  slots: SlotsResponse | null = null;
  timeSlot: TimeSlot | null = null;
  /** The review form as typed: name, phone, e-mail, note, and the delivery address (prefilled from the search). */
  contact: ContactForm = EMPTY_CONTACT;
  /** A message per review field that is wrong (checked here, or named by widget-api's problem). */
  fieldErrors: Partial<Record<ContactField, string>> = {};
  notice: string | null = null;
  busy: StringKey | null = null;
  checkout: Checkout | null = null;
  t: Strings = makeStrings([], 'en', 'en');
  private client: WidgetApi | null = null;
  private readonly keys = new CheckoutKey();
  private focusStep = false;

  /** The locale of texts and formats: `lang`, the page's language, else the shop's. */
  get locale(): string {
    return this.lang || document.documentElement.lang || this.settings?.settings?.language || 'en';
  }

  /** How amounts and times are written: the locale, the shop's currency and time format. */
  get format(): ShopFormat {
    const s = this.settings?.settings;
    return { locale: this.locale, currency: s?.currency_code ?? 'USD', timeFormat: s?.time_format ?? '' };
  }

  override connectedCallback(): void {
    super.connectedCallback();
    void this.load();
  }

  override updated(changed: PropertyValues): void {
    if (changed.has('step') && this.focusStep) {
      this.focusStep = false;
      this.renderRoot.querySelector<HTMLElement>('#step-heading')?.focus();
    }
  }

  /** The widget: its title, the test-mode banner, the notice (`role="alert"`), the busy status and the current step. */
  override render() {
    const s = this.settings;
    return html`
      <section aria-labelledby="title">
        <h2 id="title">${s?.settings?.company_name ? `${s.settings.company_name}: ` : ''}${this.t('widget.title')}</h2>
        ${s?.is_test_mode ? html`<p class="banner">${this.t('widget.test_mode')}</p>` : nothing}
        ${this.notice ? html`<p class="notice" role="alert">${this.notice}</p>` : nothing}
        <p class="muted" role="status" aria-live="polite">${this.busy ? this.t(this.busy) : ''}</p>
        ${s ? this.renderStep() : nothing}
      </section>
    `;
  }

  private renderStep(): TemplateResult {
    const t = this.t;
    const methodButton = (m: Method) =>
      html`<button type="button" class=${this.method === m ? '' : 'secondary'} @click=${() => this.chooseMethod(m)}>${t(`widget.${m}`)}</button>`;
    switch (this.step) {
      case 'method':
        return html`
          ${heading(t('widget.choose_method'))}
          <div class="methods" role="group" aria-labelledby="step-heading">${methodButton('pickup')} ${methodButton('delivery')}</div>
        `;
      case 'restaurant':
        return html`
          ${heading(`${t('widget.choose_restaurant')} (${t(this.method === 'delivery' ? 'widget.delivery' : 'widget.pickup')})`)}
          <ordering-location-search
            .method=${this.method ?? 'pickup'}
            .query=${this.query}
            .results=${this.results}
            .busy=${!!this.busy}
            .display=${this.settings?.settings?.advanced ?? null}
            .format=${this.format}
            .t=${t}
            @location-search=${(e: CustomEvent<LocationSearchDetail>) => this.search(e.detail.query)}
            @location-locate=${() => this.locate()}
            @location-change=${(e: CustomEvent<LocationChangeDetail>) => this.chooseRestaurant(e.detail.location)}
          ></ordering-location-search>
          <div class="actions"><button type="button" class="secondary" @click=${() => this.back('method')}>${t('widget.back')}</button></div>
        `;
      case 'menu':
        return html`<div class="layout">
          <div>
            ${heading(`${t('menu.title')}: ${this.restaurant?.name ?? ''}`)}
            ${
              this.configuring
                ? html`<ordering-item-options
                    .value=${this.configuring}
                    .format=${this.format}
                    .t=${t}
                    @options-change=${(e: CustomEvent<OptionsChangeDetail>) => (this.configuring = e.detail.value)}
                    @item-add=${(e: CustomEvent<ItemAddDetail>) => this.addToCart(e.detail.item, e.detail.menu, e.detail.options)}
                    @item-cancel=${() => (this.configuring = null)}
                  ></ordering-item-options>`
                : nothing
            }
            <ordering-menu
              .menus=${this.menus ?? []}
              .format=${this.format}
              .t=${t}
              @item-open=${(e: CustomEvent<ItemOpenDetail>) => this.openItem(e.detail.item, e.detail.menu)}
            ></ordering-menu>
            <div class="actions"><button type="button" class="secondary" @click=${() => this.back('restaurant')}>${t('widget.back')}</button></div>
          </div>
          ${this.renderCart('when')}
        </div>`;
      case 'when':
        return html`<div class="layout">${this.renderWhen()}${this.renderCart('review')}</div>`;
      case 'review':
        return html`<div>
          ${heading(t('review.title'))}
          <ordering-checkout-form
            .method=${this.method ?? 'pickup'}
            .locationName=${this.restaurant?.name ?? ''}
            .date=${this.date}
            .time=${this.timeSlot?.available_from ?? null}
            .lines=${this.cart}
            .contact=${this.contact}
            .errors=${this.fieldErrors}
            .showNote=${this.settings?.settings?.advanced.always_show_order_note !== false}
            .testMode=${!!this.settings?.is_test_mode}
            .busy=${!!this.busy}
            .format=${this.format}
            .t=${t}
            @checkout-input=${(e: CustomEvent<CheckoutInputDetail>) => (this.contact = e.detail)}
            @checkout-submit=${() => this.placeOrder()}
            @checkout-back=${() => this.back('when')}
          ></ordering-checkout-form>
        </div>`;
      case 'done': {
        const expires = this.checkout
          ? new Intl.DateTimeFormat(this.locale, { hour: 'numeric', minute: '2-digit' }).format(new Date(this.checkout.expires_at))
          : '';
        return html`<div class="done">
          ${heading(t('done.title'))}
          <p>${t('done.text', { time: expires })}</p>
          <button type="button" @click=${() => this.startOver()}>${t('done.again')}</button>
        </div>`;
      }
    }
  }

  /** The cart beside the menu (on to the time) and beside the time (on to the review). */
  private renderCart(next: 'when' | 'review'): TemplateResult {
    const canContinue = next === 'when' ? this.cart.length > 0 && !this.busy : this.whenComplete && !this.busy;
    return html`<ordering-cart
      .lines=${this.cart}
      .next=${next}
      .canContinue=${canContinue}
      .format=${this.format}
      .t=${this.t}
      @quantity-change=${(e: CustomEvent<QuantityChangeDetail>) => this.setQuantity(e.detail.key, e.detail.quantity)}
      @cart-continue=${() => (next === 'when' ? this.toWhen() : this.toReview())}
    ></ordering-cart>`;
  }

  /** The date and time step: the calendar, the date's slots (or "no time to choose"), the lines whose menu is not served then. */
  private renderWhen(): TemplateResult {
    const t = this.t;
    const cal = this.calendar;
    const slots = this.slots;
    const timeSlots: TimeSlot[] = (slots?.slots ?? []).map((s) => ({
      id: s.id,
      day_of_week: weekdayOf(slots?.date ?? ''),
      available_from: s.from,
      available_until: s.until,
      limited: s.limit !== null,
      limit: s.limit ?? 0,
      remaining: s.limit === null ? null : s.remaining,
    }));
    const slotValue = this.timeSlot ? (this.timeSlot.id === null ? this.timeSlot.available_from : String(this.timeSlot.id)) : '';
    return html`<div>
      ${heading(t('widget.choose_time'))}
      ${
        cal
          ? html`<fulfilment-calendar
              .calendar=${cal}
              today=${cal.today}
              .value=${this.date}
              locale=${this.locale}
              .labels=${{ previousMonth: t('when.previous_month'), nextMonth: t('when.next_month'), date: t('when.date'), noDates: t('when.no_dates') }}
              @date-change=${(e: CustomEvent<{ date: string }>) => this.chooseDate(e.detail.date)}
            ></fulfilment-calendar>`
          : nothing
      }
      ${
        slots && this.date
          ? slots.date_only
            ? html`<p>${t('when.date_only')}</p>`
            : html`<fulfilment-slot-list
                .slots=${timeSlots}
                .value=${slotValue}
                locale=${this.locale}
                zone=${zoneLabel(slots.timezone, this.date, this.locale)}
                .labels=${{ times: t('when.time'), timesIn: t('when.times_in'), placesLeft: t('when.places_left'), full: t('when.full'), noTimes: t('when.no_times') }}
                @slot-change=${(e: CustomEvent<{ slot: TimeSlot }>) => this.chooseSlot(e.detail.slot)}
              ></fulfilment-slot-list>`
          : nothing
      }
      ${this.notServed.map(
        (l) =>
          html`<p class="error" role="alert">
            ${t('when.menu_not_served', { item: l.item.name, menu: l.menu.name, windows: formatWindows(this.format, l.menu.availability) })}
          </p>`,
      )}
      <div class="actions"><button type="button" class="secondary" @click=${() => this.back('menu')}>${t('widget.back')}</button></div>
    </div>`;
  }

  private get apiClient(): WidgetApi {
    this.client ??= new WidgetApi(this.api || defaultApiBase || location.origin, this.shop);
    return this.client;
  }

  /** Runs `work` showing `busy`; an error becomes the notice (a checkout problem is routed by its caller). */
  private async run(busy: StringKey, work: () => Promise<void>): Promise<void> {
    this.busy = busy;
    this.notice = null;
    try {
      await work();
    } catch (error) {
      this.notice = error instanceof ApiError ? error.message : this.t('widget.error');
    } finally {
      this.busy = null;
    }
  }

  private go(step: Step): void {
    this.focusStep = true;
    this.step = step;
  }

  async load(): Promise<void> {
    await this.run('widget.loading', async () => {
      const locale = this.lang || document.documentElement.lang || 'en';
      this.settings = await this.apiClient.settings(locale);
      this.t = makeStrings(this.settings.translations, this.locale, this.settings.settings?.language ?? '');
    });
  }

  chooseMethod(method: Method): void {
    if (method !== this.method) {
      this.results = null;
      this.restaurant = null;
      this.calendar = null;
      this.date = null;
      this.timeSlot = null;
    }
    this.method = method;
    this.go('restaurant');
  }

  async search(query: string): Promise<void> {
    const method = this.method;
    if (!method || !query.trim()) return;
    this.query = query.trim();
    await this.run('widget.loading', async () => {
      this.results = await this.apiClient.search(this.query, method);
    });
  }

  locate(): void {
    if (!navigator.geolocation) return;
    this.busy = 'search.locating';
    navigator.geolocation.getCurrentPosition(
      (p) => {
        this.busy = null;
        void this.search(`${p.coords.latitude.toFixed(5)},${p.coords.longitude.toFixed(5)}`);
      },
      () => {
        this.busy = null;
        this.notice = this.t('widget.error');
      },
      { timeout: 10_000 },
    );
  }

  async chooseRestaurant(hit: SearchHit): Promise<void> {
    if (this.restaurant?.id !== hit.id) {
      this.cart = [];
      this.calendar = null;
      this.date = null;
      this.timeSlot = null;
    }
    this.restaurant = hit;
    // Delivery: the address form starts from what the search resolved (postal code, place) and the shop's country.
    if (this.method === 'delivery') this.contact = prefillAddress(this.contact, this.results?.origin, this.settings?.settings?.country_code ?? '');
    await this.run('widget.loading', async () => {
      this.menus = await this.apiClient.menus(hit.id);
      this.go('menu');
    });
  }

  openItem(item: MenuItem, menu: Menu): void {
    if (item.option_groups.length === 0) return this.addToCart(item, menu, []);
    this.configuring = { item, menu, chosen: [], violations: [] };
  }

  /** Adds an item with its chosen options (their rules checked by `<ordering-item-options>`) and closes the options form. */
  addToCart(item: MenuItem, menu: Menu, options: number[]): void {
    this.cart = addLine(this.cart, item, { handle: menu.handle, name: menu.name, availability: menu.availability }, options);
    this.configuring = null;
    this.notice = null;
  }

  setQuantity(key: string, quantity: number): void {
    this.cart = setQuantity(this.cart, key, quantity);
  }

  async toWhen(): Promise<void> {
    const r = this.restaurant;
    const method = this.method;
    if (!r || !method || this.cart.length === 0) return;
    await this.run('widget.loading', async () => {
      this.calendar = await this.apiClient.calendar(r.id, method);
      if (this.date) await this.loadSlots(this.date);
      this.go('when');
    });
  }

  async chooseDate(date: string): Promise<void> {
    this.date = date;
    this.timeSlot = null;
    await this.run('widget.loading', () => this.loadSlots(date));
  }

  private async loadSlots(date: string): Promise<void> {
    const r = this.restaurant;
    if (!r || !this.method) return;
    this.slots = await this.apiClient.slots(r.id, this.method, date);
    if (this.timeSlot && !this.slots.slots.some((s) => s.id === this.timeSlot?.id && s.from === this.timeSlot.available_from && s.available))
      this.timeSlot = null;
  }

  chooseSlot(slot: TimeSlot): void {
    this.timeSlot = slot;
    this.notice = null;
  }

  /** Cart lines whose menu is not served at the chosen date and time (checked before the API is asked). */
  get notServed(): CartLine[] {
    if (!this.date || !this.slots) return [];
    const time = this.slots.date_only ? null : (this.timeSlot?.available_from ?? null);
    if (!this.slots.date_only && !time) return [];
    return this.cart.filter((l) => !servedAt(l.menu.availability, this.date as string, time));
  }

  get whenComplete(): boolean {
    return !!this.date && !!this.slots?.selectable && (this.slots.date_only || !!this.timeSlot) && this.notServed.length === 0;
  }

  toReview(): void {
    if (this.whenComplete) this.go('review');
  }

  back(step: Step): void {
    this.notice = null;
    this.go(step);
  }

  private request(): CheckoutRequest | null {
    const r = this.restaurant;
    if (!r || !this.method || !this.date) return null;
    const slot = this.timeSlot;
    return {
      method: this.method,
      restaurant_id: r.id,
      date: this.date,
      ...(slot ? (slot.id !== null ? { slot_id: slot.id } : { time: slot.available_from }) : {}),
      items: this.cart.map((l) => ({ item_id: l.item.id, quantity: l.quantity, options: l.options })),
      ...(this.contact.note.trim() ? { note: this.contact.note.trim() } : {}),
      ...contactRequest(this.contact, this.method),
    };
  }

  /** Places the order with an Idempotency-Key that stays the same while the request does (so a retry never holds two places). */
  async placeOrder(): Promise<void> {
    const body = this.request();
    if (!body || !this.method) return;
    const wrong = contactErrors(this.contact, this.method);
    if (Object.keys(wrong).length > 0) {
      this.showFieldErrors(Object.fromEntries(Object.entries(wrong).map(([field, key]) => [field, this.t(key)])), this.t('contact.check'));
      return;
    }
    this.fieldErrors = {};
    this.busy = 'review.placing';
    this.notice = null;
    try {
      const { checkout } = await this.apiClient.checkout(body, this.keys.for(body));
      await this.settle(checkout);
    } catch (error) {
      this.busy = null;
      if (!(error instanceof ApiError)) {
        this.notice = this.t('widget.error');
        return;
      }
      const route = routeProblem(error.code, error instanceof CheckoutProblem ? error.fields : []);
      if (route.fields?.length) {
        const message = route.message === 'contact.outside_area' ? this.t(route.message) : error.message;
        return this.showFieldErrors(Object.fromEntries(route.fields.map((f) => [f, message])), this.t(route.message));
      }
      if (route.clearSlot) this.timeSlot = null;
      if (route.clearDate) this.date = null;
      this.notice = this.t(route.message, { detail: error.message });
      if (route.step === 'when' && this.date) await this.loadSlots(this.date).catch(() => undefined);
      if (route.step === 'when' && this.restaurant && this.method)
        this.calendar = await this.apiClient.calendar(this.restaurant.id, this.method).catch(() => this.calendar);
      if (route.step !== 'review') this.go(route.step);
    }
  }

  /** Follows a checkout to its end: ready (go and pay), test (confirmation), pending (ask again), failed (back to the time). */
  private async settle(checkout: Checkout): Promise<void> {
    this.checkout = checkout;
    for (let c = checkout; ;) {
      if (c.status === 'ready' && c.checkout_url) return this.pay(c);
      if (c.is_test_mode) {
        this.busy = null;
        this.keys.reset();
        return this.go('done');
      }
      if (c.status !== 'pending') {
        this.busy = null;
        this.timeSlot = null;
        this.notice = this.t('problem.failed');
        if (this.date) await this.loadSlots(this.date).catch(() => undefined);
        return this.go('when');
      }
      this.busy = 'review.pending';
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      c = this.checkout = await this.apiClient.getCheckout(c.id);
    }
  }

  private pay(checkout: Checkout): void {
    this.busy = 'review.redirecting';
    this.keys.reset();
    const event = new CustomEvent('ordering-checkout', { detail: { checkout }, bubbles: true, composed: true, cancelable: true });
    if (this.dispatchEvent(event) && checkout.checkout_url) window.location.assign(checkout.checkout_url);
    else this.busy = null;
  }

  startOver(): void {
    this.cart = [];
    this.timeSlot = null;
    this.date = null;
    this.checkout = null;
    this.contact = { ...this.contact, note: '' };
    this.go('method');
  }

  /** Shows a message under each wrong field of the review form and in the notice, and focuses the first wrong field. */
  private async showFieldErrors(errors: Partial<Record<ContactField, string>>, notice: string): Promise<void> {
    this.fieldErrors = errors;
    this.notice = notice;
    await this.updateComplete;
    const form = this.renderRoot.querySelector<OrderingCheckoutFormElement>('ordering-checkout-form');
    const first = (Object.keys(errors) as ContactField[])[0];
    if (form && first) {
      await form.updateComplete;
      form.focusField(first);
    }
  }
}
