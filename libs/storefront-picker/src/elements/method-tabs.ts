/**
 * `<fulfilment-method-tabs>`: the method tabs of `<fulfilment-picker>` and their tab panel,
 * with the ARIA tabs pattern (role `tablist`, roving `tabindex`, ArrowLeft/ArrowRight and
 * Home/End over the usable methods, automatic activation; docs/storefront-picker.md,
 * "Accessibility"). A method shown disabled (its conditional activation refused the cart)
 * cannot be chosen and says why in its title; a hidden one (`hide_checkout_method`, or
 * shipping without a shipping weekday) is not drawn.
 *
 * The panel's content is the element's children (the chosen method's parts), slotted into
 * the `tabpanel`, so the tabs and the panel they control share one shadow root (the
 * `aria-controls` / `aria-labelledby` references stay valid).
 *
 * Properties: `availability` (Record<CheckoutMethod, MethodAvailability>), `value` (the
 * chosen CheckoutMethod or null), `busy` (boolean: the panel is `aria-busy` while the picker
 * works), `labels` ({methods, methodUnavailable, pickup, delivery, shipping}).
 * Event: `method-change` (bubbles, not composed) with `detail.method` when a usable tab is
 * clicked or reached with the keyboard; the tab takes focus once `value` follows.
 */
import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import type { CheckoutMethod } from '@fulfil/api-client';
import { METHODS } from '../lib/methods';
import { STRINGS, type PickerStrings } from '../lib/i18n';
import type { MethodAvailability } from './picker-state';
import { partStyles } from './styles';

/** Labels of the tabs: the tab list's name, each method's name, and why a method is disabled. */
export type MethodTabsLabels = Pick<PickerStrings, 'methods' | 'methodUnavailable' | CheckoutMethod>;

/** `detail` of `method-change`. */
export interface MethodChangeDetail {
  method: CheckoutMethod;
}

/** The method tabs element. */
export class FulfilmentMethodTabsElement extends LitElement {
  static override properties = {
    availability: { attribute: false },
    value: {},
    busy: { type: Boolean },
    labels: { attribute: false },
  };

  static override styles = [
    partStyles,
    css`
      [role='tablist'] {
        display: flex;
        gap: 4px;
        border-bottom: 1px solid var(--_border);
        margin-bottom: var(--_gap);
        flex-wrap: wrap;
      }
      [role='tab'] {
        border: 0;
        border-bottom: 3px solid transparent;
        border-radius: 0;
        padding: 8px 12px;
      }
      [role='tab'][aria-selected='true'] {
        border-bottom-color: var(--_accent);
        font-weight: 700;
      }
      [role='tab'][aria-disabled='true'] {
        color: var(--_muted);
        cursor: not-allowed;
      }
    `,
  ];

  declare availability: Record<CheckoutMethod, MethodAvailability>;
  declare value: CheckoutMethod | null;
  declare busy: boolean;
  declare labels: MethodTabsLabels;
  /** A tab reached with the keyboard, focused as soon as it is the chosen one. */
  private focusMethod: CheckoutMethod | null = null;

  constructor() {
    super();
    this.availability = { pickup: 'ok', delivery: 'ok', shipping: 'ok' };
    this.value = null;
    this.busy = false;
    this.labels = STRINGS.en;
  }

  private choose(method: CheckoutMethod): void {
    this.dispatchEvent(new CustomEvent<MethodChangeDetail>('method-change', { detail: { method }, bubbles: true }));
  }

  private onKey(e: KeyboardEvent, usable: CheckoutMethod[], method: CheckoutMethod): void {
    const i = usable.indexOf(method);
    const moves: Record<string, number> = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: usable.length - 1 };
    if (!(e.key in moves)) return;
    e.preventDefault();
    const next = usable[(moves[e.key] + usable.length) % usable.length];
    this.focusMethod = next;
    this.choose(next);
    if (next === this.value) this.focusChosen();
  }

  private focusChosen(): void {
    (this.renderRoot.querySelector(`#tab-${this.focusMethod}`) as HTMLElement | null)?.focus();
    this.focusMethod = null;
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('value') && this.focusMethod !== null && this.focusMethod === this.value) this.focusChosen();
  }

  override render() {
    const labels = this.labels;
    const shown = METHODS.filter((m) => this.availability[m] !== 'hidden');
    const usable = shown.filter((m) => this.availability[m] === 'ok');
    return html`<div role="tablist" aria-label=${labels.methods}>
        ${shown.map((m) => {
          const disabled = this.availability[m] === 'disabled';
          return html`<button
            type="button"
            role="tab"
            id="tab-${m}"
            aria-controls="panel"
            aria-selected=${this.value === m ? 'true' : 'false'}
            aria-disabled=${disabled ? 'true' : 'false'}
            title=${disabled ? labels.methodUnavailable : nothing}
            tabindex=${this.value === m || (!this.value && m === usable[0]) ? 0 : -1}
            @click=${() => !disabled && this.choose(m)}
            @keydown=${(e: KeyboardEvent) => this.onKey(e, usable, m)}
          >
            ${labels[m]}
          </button>`;
        })}
      </div>
      <div id="panel" role="tabpanel" aria-labelledby=${this.value ? `tab-${this.value}` : nothing} aria-busy=${this.busy ? 'true' : 'false'}>
        <slot></slot>
      </div>`;
  }
}
