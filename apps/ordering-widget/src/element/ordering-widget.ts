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
 */
import { LitElement, type PropertyValues } from 'lit';
import { ApiError, type TimeSlot } from '@fulfil/storefront-picker';
import { WidgetApi, type CheckoutRequest } from '../lib/api';
import { addLine, optionViolations, servedAt, setQuantity, type CartLine, type OptionViolation } from '../lib/cart';
import { CheckoutKey, routeProblem, type Step } from '../lib/problems';
import { makeStrings, type StringKey, type Strings } from '../lib/strings';
import type { CalendarResponse, Checkout, Menu, MenuItem, Method, SearchHit, SearchResponse, SlotsResponse, WidgetSettings } from '../lib/types';
import { widgetStyles } from './styles';
import { renderStep } from './views';

let defaultApiBase = '';

/** The widget-api base of widgets without an `api` attribute (the bundle sets the origin it was loaded from). */
export function setDefaultApiBase(base: string): void {
  defaultApiBase = base;
}

/** An item being configured (its options chosen) before it is added to the cart. */
export interface Configuring {
  item: MenuItem;
  menu: Menu;
  chosen: number[];
  violations: OptionViolation[];
}

/** Pause between two looks at a pending checkout, ms. */
const POLL_MS = 1000;

/** The widget element. State is public for the views (./views.ts); only the attributes are API. */
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
    note: { state: true },
    email: { state: true },
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
  note = '';
  email = '';
  notice: string | null = null;
  busy: StringKey | null = null;
  checkout: Checkout | null = null;
  t: Strings = makeStrings([], 'en', 'en');
  private client: WidgetApi | null = null;
  private readonly keys = new CheckoutKey();
  private deliveryAddress = '';
  private focusStep = false;

  /** The locale of texts and formats: `lang`, the page's language, else the shop's. */
  get locale(): string {
    return this.lang || document.documentElement.lang || this.settings?.settings.language || 'en';
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

  override render() {
    return renderStep(this);
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
      this.t = makeStrings(this.settings.translations, this.locale, this.settings.settings.language);
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
    this.deliveryAddress = this.query;
    await this.run('widget.loading', async () => {
      this.menus = await this.apiClient.menus(hit.id);
      this.go('menu');
    });
  }

  openItem(item: MenuItem, menu: Menu): void {
    if (item.option_groups.length === 0) return this.addToCart(item, menu, []);
    this.configuring = { item, menu, chosen: [], violations: [] };
  }

  toggleOption(groupId: number, optionId: number, on: boolean): void {
    const c = this.configuring;
    if (!c) return;
    const group = c.item.option_groups.find((g) => g.id === groupId);
    if (!group) return;
    const others = c.chosen.filter((id) => !group.options.some((o) => o.id === id));
    const mine = c.chosen.filter((id) => group.options.some((o) => o.id === id));
    const next = group.max_selections === 1 ? (on ? [optionId] : []) : on ? [...mine, optionId] : mine.filter((id) => id !== optionId);
    const chosen = [...others, ...next];
    this.configuring = { ...c, chosen, violations: c.violations.length ? optionViolations(c.item.option_groups, chosen) : [] };
  }

  /** Adds the configured item when its option rules hold; otherwise shows what is wrong and adds nothing. */
  confirmItem(): void {
    const c = this.configuring;
    if (!c) return;
    const violations = optionViolations(c.item.option_groups, c.chosen);
    if (violations.length > 0) {
      this.configuring = { ...c, violations };
      void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>('fieldset[aria-invalid="true"] input')?.focus());
      return;
    }
    this.addToCart(c.item, c.menu, c.chosen);
  }

  private addToCart(item: MenuItem, menu: Menu, options: number[]): void {
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
      ...(this.method === 'delivery' ? { delivery_address: this.deliveryAddress } : {}),
      items: this.cart.map((l) => ({ item_id: l.item.id, quantity: l.quantity, options: l.options })),
      ...(this.note.trim() ? { note: this.note.trim() } : {}),
      ...(this.email.trim() ? { email: this.email.trim() } : {}),
    };
  }

  /** Places the order with an Idempotency-Key that stays the same while the request does (so a retry never holds two places). */
  async placeOrder(): Promise<void> {
    const body = this.request();
    if (!body) return;
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
      const route = routeProblem(error.code);
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
    this.note = '';
    this.go('method');
  }
}
