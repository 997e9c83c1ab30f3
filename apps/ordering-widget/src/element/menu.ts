/**
 * `<ordering-menu>`: the menus of a location in `<ordering-widget>` (apps/ordering-widget/README.md,
 * "The flow", step 3): each menu with its availability windows (when it is served), its
 * categories and items, each item with its price (minor units, the shop's currency), its
 * description, and an "Add to order" button, or "Sold out". It only draws and asks: the
 * widget adds the item, or opens its options (`<ordering-item-options>`).
 *
 * Properties: `menus` (Menu[]), `format` (ShopFormat), `t` (the widget's Strings).
 * Event (bubbles, not composed): `item-open` with `detail` {item, menu} when the shopper
 * adds an item.
 */
import { LitElement, html, nothing } from 'lit';
import { formatWindows, money, type ShopFormat } from '../lib/money';
import { makeStrings, type Strings } from '../lib/strings';
import type { Menu, MenuItem } from '../lib/types';
import { partStyles } from './styles';

/** `detail` of `item-open`. */
export interface ItemOpenDetail {
  item: MenuItem;
  menu: Menu;
}

/** The menu element. */
export class OrderingMenuElement extends LitElement {
  static override properties = {
    menus: { attribute: false },
    format: { attribute: false },
    t: { attribute: false },
  };

  static override styles = partStyles;

  declare menus: Menu[];
  declare format: ShopFormat;
  declare t: Strings;

  constructor() {
    super();
    this.menus = [];
    this.format = { locale: 'en', currency: 'USD', timeFormat: '' };
    this.t = makeStrings([], 'en', 'en');
  }

  private open(item: MenuItem, menu: Menu): void {
    this.dispatchEvent(new CustomEvent<ItemOpenDetail>('item-open', { detail: { item, menu }, bubbles: true }));
  }

  override render() {
    const t = this.t;
    const f = this.format;
    return html`${this.menus.map(
      (menu) =>
        html`<section class="menu" aria-labelledby=${`menu-${menu.id}`}>
          <h4 id=${`menu-${menu.id}`}>${menu.name}</h4>
          <p class="muted">${menu.availability.length ? t('menu.served', { windows: formatWindows(f, menu.availability) }) : nothing}</p>
          ${menu.categories.map(
            (c) =>
              html`<h5>${c.name}</h5>
                <ul class="plain">
                  ${c.items.map((item) => {
                    const soldOut = item.sold_out ?? !item.available;
                    return html`<li class="card item" data-item-id=${item.id}>
                      <div class="head">
                        <strong>${item.name}</strong>
                        <span>${money(f, item.price)}</span>
                      </div>
                      ${item.description ? html`<p class="muted">${item.description}</p>` : nothing}
                      ${
                        soldOut
                          ? html`<p>${t('item.unavailable')}</p>`
                          : html`<button type="button" class="secondary" @click=${() => this.open(item, menu)}>
                              ${t('cart.add')}<span class="sr-only">: ${item.name}</span>
                            </button>`
                      }
                    </li>`;
                  })}
                </ul>`,
          )}
        </section>`,
    )}`;
  }
}
