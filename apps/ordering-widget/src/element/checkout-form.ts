/**
 * `<ordering-checkout-form>`: the review step's form of `<ordering-widget>`
 * (apps/ordering-widget/README.md, "The flow", step 5): the checkout method, location, date
 * and time, the cart's lines and total, the note for the kitchen (unless the shop's
 * `always_show_order_note` is off) and the e-mail for the receipt, then "Continue to
 * payment" ("Place order" for a shop in test mode) and "Back". It only draws and asks: the
 * widget places the order (`POST /checkouts`; docs/draft-orders.md).
 *
 * Properties: `method` (`pickup` | `delivery`), `locationName` (the chosen location's name),
 * `date` (`YYYY-MM-DD` or null), `time` (the slot's start `HH:MM`, or null on a date-only
 * day), `lines` (CartLine[]), `note`, `email`, `showNote` (boolean), `testMode` (boolean),
 * `busy` (boolean: both buttons disabled while the widget works), `format` (ShopFormat), `t`
 * (the widget's Strings).
 * Events (bubble, not composed): `checkout-input` with `detail` {note, email} on every
 * keystroke, `checkout-submit` to place the order, `checkout-back` to go back to the date
 * and time.
 */
import { LitElement, html, nothing } from 'lit';
import { cartTotals, unitPrice, type CartLine } from '../lib/cart';
import { clock, formatDay, money, type ShopFormat } from '../lib/money';
import { makeStrings, type Strings } from '../lib/strings';
import type { Method } from '../lib/types';
import { partStyles } from './styles';

/** `detail` of `checkout-input`: the form's note and e-mail as typed. */
export interface CheckoutInputDetail {
  note: string;
  email: string;
}

/** The checkout form element. */
export class OrderingCheckoutFormElement extends LitElement {
  static override properties = {
    method: {},
    locationName: { attribute: 'location-name' },
    date: {},
    time: {},
    lines: { attribute: false },
    note: {},
    email: {},
    showNote: { type: Boolean, attribute: 'show-note' },
    testMode: { type: Boolean, attribute: 'test-mode' },
    busy: { type: Boolean },
    format: { attribute: false },
    t: { attribute: false },
  };

  static override styles = partStyles;

  declare method: Method;
  declare locationName: string;
  declare date: string | null;
  declare time: string | null;
  declare lines: CartLine[];
  declare note: string;
  declare email: string;
  declare showNote: boolean;
  declare testMode: boolean;
  declare busy: boolean;
  declare format: ShopFormat;
  declare t: Strings;

  constructor() {
    super();
    this.method = 'pickup';
    this.locationName = '';
    this.date = null;
    this.time = null;
    this.lines = [];
    this.note = '';
    this.email = '';
    this.showNote = true;
    this.testMode = false;
    this.busy = false;
    this.format = { locale: 'en', currency: 'USD', timeFormat: '' };
    this.t = makeStrings([], 'en', 'en');
  }

  private emit(name: string, detail?: CheckoutInputDetail): void {
    this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true }));
  }

  private onSubmit(e: Event): void {
    e.preventDefault();
    this.emit('checkout-submit');
  }

  override render() {
    const t = this.t;
    const f = this.format;
    const totals = cartTotals(this.lines);
    const when = `${this.date ? formatDay(this.date, f.locale) : ''}${this.time ? `, ${clock(f, this.time)}` : ''}`;
    return html`<form @submit=${this.onSubmit}>
      <p><strong>${t(this.method === 'delivery' ? 'widget.delivery' : 'widget.pickup')}</strong> · ${this.locationName} · ${when}</p>
      <ul class="plain">
        ${this.lines.map((l) => html`<li>${l.quantity} × ${l.item.name} — ${money(f, unitPrice(l.item, l.options) * l.quantity)}</li>`)}
      </ul>
      <p class="totals"><strong>${t('cart.total')}</strong><strong class="total">${money(f, totals.total)}</strong></p>
      ${
        this.showNote
          ? html`<label for="note">${t('cart.note')}</label
              ><textarea
                id="note"
                rows="2"
                maxlength="1000"
                .value=${this.note}
                @input=${(e: Event) => this.emit('checkout-input', { note: (e.target as HTMLTextAreaElement).value, email: this.email })}
              ></textarea>`
          : nothing
      }
      <label for="email">${t('cart.email')}</label>
      <input
        id="email"
        type="email"
        autocomplete="email"
        maxlength="254"
        .value=${this.email}
        @input=${(e: Event) => this.emit('checkout-input', { note: this.note, email: (e.target as HTMLInputElement).value })}
      />
      <div class="actions">
        <button type="submit" ?disabled=${this.busy}>${t(this.testMode ? 'review.place_order' : 'review.pay')}</button>
        <button type="button" class="secondary" ?disabled=${this.busy} @click=${() => this.emit('checkout-back')}>${t('widget.back')}</button>
      </div>
    </form>`;
  }
}
