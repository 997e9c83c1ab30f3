/**
 * `<ordering-menu>`: the menus of a location in `<ordering-widget>` (apps/ordering-widget/README.md,
 * "The flow", step 3): each menu with its availability windows (when it is served), its
 * categories and items, each item with its price (minor units, the shop's currency), its
 * description, and an "Add to order" button, or "Sold out". Above them, a sticky row of
 * category chips (`<nav>`, "Menu categories"; it scrolls sideways when it is wider than the
 * screen) jumps to a category: its heading scrolls into view and takes focus, so a phone
 * does not scroll through the whole menu and a screen reader continues from there. It only
 * draws and asks: the widget adds the item, or opens its options (`<ordering-item-options>`).
 *
 * Properties: `menus` (Menu[]), `format` (ShopFormat), `t` (the widget's Strings).
 * Event (bubbles, not composed): `item-open` with `detail` {item, menu} when the shopper
 * adds an item.
 */
import { LitElement, css, html, nothing } from 'lit';
import { formatWindows, money, type ShopFormat } from '../lib/money';
import { makeStrings, type Strings } from '../lib/strings';
import type { WidgetMenu as Menu, WidgetMenuItem as MenuItem } from '@fulfil/api-client';
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

  static override styles = [
    partStyles,
    css`
      nav.categories {
        position: sticky;
        top: 0;
        z-index: 2;
        background: var(--_bg);
        padding: 6px 0;
        margin-bottom: 8px;
        border-bottom: 1px solid var(--_border);
      }
      nav.categories ul {
        display: flex;
        gap: 6px;
        overflow-x: auto;
        scrollbar-width: thin;
        padding: 2px;
      }
      nav.categories button {
        white-space: nowrap;
        border-radius: 999px;
        min-height: 36px;
        padding: 4px 12px;
        flex: none;
      }
      h5 {
        font-size: 1em;
        margin: 12px 0 6px;
        scroll-margin-top: 56px;
      }
    `,
  ];

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

  /** Scrolls a category's heading into view (below the sticky chips) and focuses it. */
  private jump(id: string): void {
    const target = this.renderRoot.querySelector<HTMLElement>(`#${id}`);
    target?.scrollIntoView({ block: 'start' });
    target?.focus({ preventScroll: true });
  }

  override render() {
    const t = this.t;
    const f = this.format;
    const several = this.menus.length > 1;
    const categories = this.menus.flatMap((menu) =>
      menu.categories.map((c) => ({ id: `category-${menu.id}-${c.id}`, label: several ? `${menu.name}: ${c.name}` : c.name })),
    );
    return html`${
      categories.length > 1
        ? html`<nav class="categories" aria-label=${t('menu.categories')}>
            <ul class="plain">
              ${categories.map((c) => html`<li><button type="button" class="secondary" @click=${() => this.jump(c.id)}>${c.label}</button></li>`)}
            </ul>
          </nav>`
        : nothing
    }${this.menus.map(
      (menu) =>
        html`<section class="menu" aria-labelledby=${`menu-${menu.id}`}>
          <h4 id=${`menu-${menu.id}`}>${menu.name}</h4>
          <p class="muted">${menu.availability.length ? t('menu.served', { windows: formatWindows(f, menu.availability) }) : nothing}</p>
          ${menu.categories.map(
            (c) =>
              html`<h5 id=${`category-${menu.id}-${c.id}`} tabindex="-1">${c.name}</h5>
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
