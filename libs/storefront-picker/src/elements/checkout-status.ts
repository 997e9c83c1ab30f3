/**
 * `<fulfilment-checkout-status>`: the status line of `<fulfilment-picker>`, a polite live
 * region (`role="status"`) saying what the picker is doing, why the shopper cannot check out
 * yet (the same sentence the theme's checkout button carries as its title), or that the
 * choice is ready; with the hold's end when a limited place is held
 * (docs/storefront-picker.md, "The checkout button" and "Holds").
 *
 * Properties: `busy` (what the picker is doing, or null), `reason` (why checkout is blocked:
 * a failure or an incomplete choice, or null), `methodLabel` (the chosen method's name, or
 * null), `date` (the chosen `YYYY-MM-DD`, or null), `heldUntil` (ISO instant the hold lasts
 * until, or null without a live hold), `zone` (IANA zone of the location: the hold's end is
 * its wall time, labelled with the zone's short name, "until 1:30 PM CST"), `locale` (BCP 47),
 * `labels` ({ready, heldUntil}).
 * No events.
 */
import { LitElement, css, html, nothing } from 'lit';
import { formatDate, formatHeldUntil } from '../lib/format';
import { fill, STRINGS, type PickerStrings } from '../lib/i18n';
import { partStyles } from './styles';

/** Labels of the status line. */
export type CheckoutStatusLabels = Pick<PickerStrings, 'ready' | 'heldUntil'>;

/** The checkout status element. */
export class FulfilmentCheckoutStatusElement extends LitElement {
  static override properties = {
    busy: {},
    reason: {},
    methodLabel: { attribute: 'method-label' },
    date: {},
    heldUntil: { attribute: 'held-until' },
    zone: {},
    locale: {},
    labels: { attribute: false },
  };

  static override styles = [
    partStyles,
    css`
      .status {
        margin-top: var(--_gap);
        padding: 8px 10px;
        border-radius: var(--_radius);
        border: 1px dashed var(--_border);
      }
      .status.ok {
        border-style: solid;
        border-color: var(--_accent);
      }
    `,
  ];

  declare busy: string | null;
  declare reason: string | null;
  declare methodLabel: string | null;
  declare date: string | null;
  declare heldUntil: string | null;
  declare zone: string;
  declare locale: string;
  declare labels: CheckoutStatusLabels;

  constructor() {
    super();
    this.busy = null;
    this.reason = null;
    this.methodLabel = null;
    this.date = null;
    this.heldUntil = null;
    this.zone = 'UTC';
    this.locale = 'en';
    this.labels = STRINGS.en;
  }

  override render() {
    const w = this.labels;
    const held = this.heldUntil ? formatHeldUntil(w.heldUntil, new Date(this.heldUntil), this.zone, this.locale) : null;
    const ready = !this.reason && this.methodLabel && this.date ? fill(w.ready, { method: this.methodLabel, date: formatDate(this.date, this.locale) }) : null;
    return html`<div class="status ${this.reason ? '' : 'ok'}" role="status" aria-live="polite" id="checkout-status">
      ${this.busy ? html`<span>${this.busy}</span>` : html`<span>${this.reason ?? ready}</span>`}
      ${held ? html`<div class="muted hold">${held}</div>` : nothing}
    </div>`;
  }
}
