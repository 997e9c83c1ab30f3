/**
 * `<ordering-cart>`: the shopper's cart beside the menu and the date and time in
 * `<ordering-widget>` (apps/ordering-widget/README.md, "The flow", step 4): each line with its
 * chosen options, its price (minor units, the shop's currency) and − / + buttons (one less
 * removes the last; at most lib/cart.ts `MAX_QUANTITY`), the subtotal and total, and the
 * button to the next step ("Choose a time", then "Continue"). It only draws and asks: the
 * widget changes the cart and moves on.
 *
 * Below 640 px it is the order summary bar the widget keeps at the bottom of the screen
 * (sticky): collapsed it shows the item count and total on a button (`aria-expanded`) that
 * opens the lines, and the button to the next step; from 640 px up it is the panel beside
 * the menu, always open.
 *
 * Properties: `lines` (CartLine[]), `next` (`when` | `review`: the step the button leads
 * to), `canContinue` (boolean: the button is enabled), `format` (ShopFormat), `t` (the
 * widget's Strings).
 * Events (bubble, not composed): `quantity-change` with `detail` {key, quantity} (0 removes
 * the line), `cart-continue` when the shopper goes on.
 */
import { LitElement, css, html, nothing } from 'lit';
import { cartTotals, unitPrice, type CartLine } from '../lib/cart';
import { money, type ShopFormat } from '../lib/money';
import { makeStrings, type Strings } from '../lib/strings';
import { partStyles } from './styles';

/** `detail` of `quantity-change`. */
export interface QuantityChangeDetail {
  /** The line's key (lib/cart.ts `CartLine.key`). */
  key: string;
  quantity: number;
}

/** The names of a line's chosen options, in the item's order ("Medium, Bacon"). */
export function optionNames(line: CartLine): string {
  return line.item.option_groups
    .flatMap((g) => g.options)
    .filter((o) => line.options.includes(o.id))
    .map((o) => o.name)
    .join(', ');
}

/** The cart element. */
export class OrderingCartElement extends LitElement {
  static override properties = {
    lines: { attribute: false },
    next: {},
    canContinue: { type: Boolean, attribute: 'can-continue' },
    expanded: { state: true },
    format: { attribute: false },
    t: { attribute: false },
  };

  static override styles = [
    partStyles,
    css`
      :host {
        align-self: start;
      }
      .cart {
        border: 1px solid var(--_border);
        border-radius: var(--_radius);
        padding: 12px;
        background: var(--_bg);
      }
      .bar {
        display: flex;
        justify-content: space-between;
        align-items: center;
        gap: 8px;
      }
      .bar h3 {
        margin: 0;
      }
      .toggle {
        display: none;
      }
      .next {
        width: 100%;
        margin-top: 8px;
      }
      @media (max-width: 639.98px) {
        .cart {
          box-shadow: 0 -2px 10px rgb(0 0 0 / 18%);
          padding: 8px 12px;
        }
        .toggle {
          display: inline-block;
          white-space: nowrap;
        }
        .body {
          display: none;
        }
        .open .body {
          display: block;
          max-height: 45vh;
          overflow-y: auto;
        }
      }
      @media (min-width: 640px) {
        .bar {
          margin-bottom: 8px;
        }
      }
      .cart li {
        display: grid;
        grid-template-columns: 1fr auto;
        gap: 4px 8px;
        padding: 6px 0;
        border-bottom: 1px solid var(--_border);
      }
      .qty {
        display: flex;
        gap: 4px;
        align-items: center;
      }
      .qty button {
        min-width: 40px;
        padding: 4px 8px;
      }
    `,
  ];

  declare lines: CartLine[];
  declare next: 'when' | 'review';
  declare canContinue: boolean;
  declare expanded: boolean;
  declare format: ShopFormat;
  declare t: Strings;

  constructor() {
    super();
    this.lines = [];
    this.next = 'when';
    this.canContinue = false;
    this.expanded = false;
    this.format = { locale: 'en', currency: 'USD', timeFormat: '' };
    this.t = makeStrings([], 'en', 'en');
  }

  private setQuantity(key: string, quantity: number): void {
    this.dispatchEvent(new CustomEvent<QuantityChangeDetail>('quantity-change', { detail: { key, quantity }, bubbles: true }));
  }

  private onContinue(): void {
    this.dispatchEvent(new CustomEvent('cart-continue', { bubbles: true }));
  }

  override render() {
    const t = this.t;
    const f = this.format;
    const totals = cartTotals(this.lines);
    const nextLabel = this.next === 'when' ? 'widget.choose_time' : 'cart.continue';
    const count = this.lines.reduce((n, l) => n + l.quantity, 0);
    const summary = t(count === 1 ? 'cart.summary_one' : 'cart.summary', { count: String(count), total: money(f, totals.total) });
    return html`<aside class=${this.expanded ? 'cart open' : 'cart'} aria-labelledby="cart-title">
      <div class="bar">
        <h3 id="cart-title">${t('cart.title')}</h3>
        <button
          type="button"
          class="secondary toggle"
          aria-expanded=${this.expanded ? 'true' : 'false'}
          aria-controls="cart-body"
          @click=${() => (this.expanded = !this.expanded)}
        >
          <span class="sr-only">${t('cart.show')}: </span>${summary}
        </button>
      </div>
      <div class="body" id="cart-body">
        ${
          this.lines.length === 0
            ? html`<p>${t('cart.empty')}</p>`
            : html`<ul class="plain">
                ${this.lines.map(
                  (l) =>
                    html`<li data-line=${l.key}>
                      <span>${l.item.name}${l.options.length ? html`<br /><span class="muted">${optionNames(l)}</span>` : nothing}</span>
                      <span>${money(f, unitPrice(l.item, l.options) * l.quantity)}</span>
                      <span class="qty">
                        <button type="button" class="secondary" @click=${() => this.setQuantity(l.key, l.quantity - 1)}>
                          <span aria-hidden="true">−</span><span class="sr-only">${t('cart.remove', { name: l.item.name })}</span>
                        </button>
                        <span><span class="sr-only">${t('cart.quantity', { name: l.item.name })}: </span>${l.quantity}</span>
                        <button type="button" class="secondary" @click=${() => this.setQuantity(l.key, l.quantity + 1)}>
                          <span aria-hidden="true">+</span><span class="sr-only">${t('item.add', { name: l.item.name })}</span>
                        </button>
                      </span>
                    </li>`,
                )}
              </ul>`
        }
        <div class="totals">
          <span>${t('cart.subtotal')}</span><span>${money(f, totals.subtotal)}</span><strong>${t('cart.total')}</strong
          ><strong class="total">${money(f, totals.total)}</strong>
        </div>
      </div>
      <button type="button" class="next" ?disabled=${!this.canContinue} @click=${this.onContinue}>${t(nextLabel)}</button>
    </aside>`;
  }
}
