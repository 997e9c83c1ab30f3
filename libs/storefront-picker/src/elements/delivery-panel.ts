/**
 * `<fulfilment-delivery-panel>`: the delivery check of `<fulfilment-picker>`
 * (docs/storefront-picker.md, "What the shopper does", step 3): a postal-code form, then
 * either the merchant's message when no location delivers there (`NO_LOCATIONS_FOUND`,
 * `GEO_QUERY_UNRESOLVED`, announced with `role="alert"`) or the location that delivers. It
 * only draws and asks: the picker checks.
 *
 * Properties: `message` (the merchant's message, or null), `locationName` (the delivering
 * location's name, or null before a successful check), `labels` ({postalCodeLabel,
 * checkDelivery, deliversFrom}).
 * Event (bubbles, not composed): `delivery-check` with `detail.postalCode` (as typed).
 */
import { LitElement, html, nothing } from 'lit';
import { fill, STRINGS, type PickerStrings } from '../lib/i18n';
import { formStyles, partStyles } from './styles';

/** Labels of the delivery check. */
export type DeliveryPanelLabels = Pick<PickerStrings, 'postalCodeLabel' | 'checkDelivery' | 'deliversFrom'>;

/** `detail` of `delivery-check`. */
export interface DeliveryCheckDetail {
  postalCode: string;
}

/** The delivery panel element. */
export class FulfilmentDeliveryPanelElement extends LitElement {
  static override properties = {
    message: {},
    locationName: { attribute: 'location-name' },
    labels: { attribute: false },
  };

  static override styles = [partStyles, formStyles];

  declare message: string | null;
  declare locationName: string | null;
  declare labels: DeliveryPanelLabels;

  constructor() {
    super();
    this.message = null;
    this.locationName = null;
    this.labels = STRINGS.en;
  }

  private onSubmit(e: Event): void {
    e.preventDefault();
    const postalCode = ((e.target as HTMLFormElement).elements.namedItem('postal') as HTMLInputElement).value;
    this.dispatchEvent(new CustomEvent<DeliveryCheckDetail>('delivery-check', { detail: { postalCode }, bubbles: true }));
  }

  override render() {
    const w = this.labels;
    return html`<section>
      <form @submit=${this.onSubmit}>
        <label for="postal">${w.postalCodeLabel}</label>
        <input id="postal" name="postal" autocomplete="postal-code" />
        <button class="primary" type="submit">${w.checkDelivery}</button>
      </form>
      ${this.message ? html`<p class="error delivery-message" role="alert">${this.message}</p>` : nothing}
      ${this.locationName !== null ? html`<p>${fill(w.deliversFrom, { name: this.locationName })}</p>` : nothing}
    </section>`;
  }
}
