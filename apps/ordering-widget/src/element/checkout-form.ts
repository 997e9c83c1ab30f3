/**
 * `<ordering-checkout-form>`: the review step's form of `<ordering-widget>`
 * (apps/ordering-widget/README.md, "The flow", step 5, and "Details"): the checkout method,
 * location, date and time, the cart's lines and total; for delivery the address (street,
 * apartment, city, postal code and country, prefilled from the search); for both methods the
 * name and phone, the e-mail for the receipt and the note for the kitchen (unless the shop's
 * `always_show_order_note` is off); then "Continue to payment" ("Place order" for a shop in
 * test mode) and "Back". It only draws and asks: the widget checks the details
 * (lib/contact.ts) and places the order (`POST /checkouts`; docs/draft-orders.md).
 *
 * Properties: `method` (`pickup` | `delivery`), `locationName` (the chosen location's name),
 * `date` (`YYYY-MM-DD` or null), `time` (the slot's start `HH:MM`, or null on a date-only
 * day), `lines` (CartLine[]), `contact` (ContactForm: the fields as typed), `errors` (a
 * message per field that is wrong, shown under it with `aria-invalid`), `showNote` (boolean),
 * `testMode` (boolean), `busy` (boolean: both buttons disabled while the widget works),
 * `format` (ShopFormat), `t` (the widget's Strings).
 * Events (bubble, not composed): `checkout-input` with `detail` the whole ContactForm on every
 * keystroke, `checkout-submit` to place the order, `checkout-back` to go back to the date
 * and time. Method: `focusField(field)` focuses a field (the first wrong one).
 */
import { LitElement, css, html, nothing } from 'lit';
import { cartTotals, unitPrice, type CartLine } from '../lib/cart';
import { clock, formatDay, money, type ShopFormat } from '../lib/money';
import { contactFields, EMPTY_CONTACT, type ContactField, type ContactForm } from '../lib/contact';
import { makeStrings, type StringKey, type Strings } from '../lib/strings';
import type { WidgetMethod as Method } from '@fulfil/api-client';
import { partStyles } from './styles';

/** `detail` of `checkout-input`: the whole form as typed. */
export type CheckoutInputDetail = ContactForm;

/** Each field's `autocomplete` token and input type (the browser fills the address and contact). */
const INPUTS: Record<Exclude<ContactField, 'note' | 'email'>, { autocomplete: string; type: string; maxlength: number }> = {
  address1: { autocomplete: 'address-line1', type: 'text', maxlength: 255 },
  address2: { autocomplete: 'address-line2', type: 'text', maxlength: 255 },
  city: { autocomplete: 'address-level2', type: 'text', maxlength: 100 },
  postal_code: { autocomplete: 'postal-code', type: 'text', maxlength: 20 },
  country_code: { autocomplete: 'country', type: 'text', maxlength: 2 },
  name: { autocomplete: 'name', type: 'text', maxlength: 200 },
  phone: { autocomplete: 'tel', type: 'tel', maxlength: 40 },
};

/** The checkout form element. */
export class OrderingCheckoutFormElement extends LitElement {
  static override properties = {
    method: {},
    locationName: { attribute: 'location-name' },
    date: {},
    time: {},
    lines: { attribute: false },
    contact: { attribute: false },
    errors: { attribute: false },
    showNote: { type: Boolean, attribute: 'show-note' },
    testMode: { type: Boolean, attribute: 'test-mode' },
    busy: { type: Boolean },
    format: { attribute: false },
    t: { attribute: false },
  };

  static override styles = [
    partStyles,
    css`
      fieldset.details {
        border: 1px solid var(--_border);
        border-radius: var(--_radius);
        padding: 4px 12px 12px;
        margin: 12px 0 0;
        min-width: 0;
      }
      legend {
        font-weight: 700;
        padding: 0 4px;
      }
      .pair {
        display: grid;
        grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
        gap: 8px;
      }
      .hint {
        margin: 0 0 4px;
        font-size: 0.9em;
      }
      input[type='tel'] {
        border: 1px solid var(--_border);
        border-radius: var(--_radius);
        padding: 8px 10px;
        background: var(--_bg);
        width: 100%;
      }
      input[aria-invalid='true'] {
        border-color: var(--_danger);
        border-width: 2px;
      }
    `,
  ];

  declare method: Method;
  declare locationName: string;
  declare date: string | null;
  declare time: string | null;
  declare lines: CartLine[];
  declare contact: ContactForm;
  declare errors: Partial<Record<ContactField, string>>;
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
    this.contact = EMPTY_CONTACT;
    this.errors = {};
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

  /** Focuses a field of the form (after the widget found it wrong). */
  focusField(field: ContactField): void {
    this.renderRoot.querySelector<HTMLElement>(`#${field}`)?.focus();
  }

  private onInput(field: ContactField, e: Event): void {
    this.emit('checkout-input', { ...this.contact, [field]: (e.target as HTMLInputElement).value });
  }

  /** One labelled input, its error under it (`aria-invalid`, `aria-describedby`); `hint` a help text. */
  private field(field: Exclude<ContactField, 'note' | 'email'>, required: boolean, hint?: StringKey) {
    const spec = INPUTS[field];
    const error = this.errors[field];
    const described = [hint ? `${field}-hint` : '', error ? `${field}-error` : ''].filter(Boolean).join(' ');
    return html`<div class="field">
      <label for=${field}>${this.t(`contact.${field}` as StringKey)}</label>
      ${hint ? html`<p class="muted hint" id=${`${field}-hint`}>${this.t(hint)}</p>` : nothing}
      <input
        id=${field}
        type=${spec.type}
        autocomplete=${spec.autocomplete}
        maxlength=${spec.maxlength}
        aria-required=${required ? 'true' : 'false'}
        aria-invalid=${error ? 'true' : 'false'}
        aria-describedby=${described || nothing}
        .value=${this.contact[field]}
        @input=${(e: Event) => this.onInput(field, e)}
      />
      ${error ? html`<p class="error" id=${`${field}-error`}>${error}</p>` : nothing}
    </div>`;
  }

  override render() {
    const t = this.t;
    const f = this.format;
    const totals = cartTotals(this.lines);
    const when = `${this.date ? formatDay(this.date, f.locale) : ''}${this.time ? `, ${clock(f, this.time)}` : ''}`;
    const asked = contactFields(this.method);
    return html`<form @submit=${this.onSubmit} novalidate>
      <p><strong>${t(this.method === 'delivery' ? 'widget.delivery' : 'widget.pickup')}</strong> · ${this.locationName} · ${when}</p>
      <ul class="plain">
        ${this.lines.map((l) => html`<li>${l.quantity} × ${l.item.name} — ${money(f, unitPrice(l.item, l.options) * l.quantity)}</li>`)}
      </ul>
      <p class="totals"><strong>${t('cart.total')}</strong><strong class="total">${money(f, totals.total)}</strong></p>
      ${
        this.method === 'delivery'
          ? html`<fieldset class="details">
              <legend>${t('contact.delivery_title')}</legend>
              ${this.field('address1', true)} ${this.field('address2', false)}
              <div class="pair">${this.field('postal_code', true)} ${this.field('city', true)}</div>
              ${this.field('country_code', true)}
            </fieldset>`
          : nothing
      }
      <fieldset class="details">
        <legend>${t('contact.title')}</legend>
        ${this.field('name', asked.includes('name'))} ${this.field('phone', asked.includes('phone'), 'contact.phone_hint')}
        <label for="email">${t('cart.email')}</label>
        <input id="email" type="email" autocomplete="email" maxlength="254" .value=${this.contact.email} @input=${(e: Event) => this.onInput('email', e)} />
      </fieldset>
      ${
        this.showNote
          ? html`<label for="note">${t('cart.note')}</label
              ><textarea id="note" rows="2" maxlength="1000" .value=${this.contact.note} @input=${(e: Event) => this.onInput('note', e)}></textarea>`
          : nothing
      }
      <div class="actions">
        <button type="submit" ?disabled=${this.busy}>${t(this.testMode ? 'review.place_order' : 'review.pay')}</button>
        <button type="button" class="secondary" ?disabled=${this.busy} @click=${() => this.emit('checkout-back')}>${t('widget.back')}</button>
      </div>
    </form>`;
  }
}
