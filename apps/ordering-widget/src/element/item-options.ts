/**
 * `<ordering-item-options>`: the options form of one menu item in `<ordering-widget>`
 * (apps/ordering-widget/README.md, "The flow", step 3): one fieldset per option group, radios
 * when at most one option may be chosen, checkboxes otherwise, each group with its rule
 * ("Required, choose 1"), the price with the chosen options. The option rules are enforced
 * before the API is asked (lib/cart.ts `optionViolations`, the rules widget-api checks:
 * docs/api-decisions.md, "Checkouts"): "Add to order" with a broken rule adds nothing,
 * marks the groups (`aria-invalid`, a `role="alert"` message) and moves focus to the first
 * of them; once shown, the messages follow every change.
 *
 * A controlled element: the widget holds the item being configured (`value`, so that it
 * survives leaving the menu step) and stores every change the element reports.
 * Properties: `value` (Configuring: the item, its menu, the chosen option ids, the broken
 * rules shown), `format` (ShopFormat), `t` (the widget's Strings).
 * Events (bubble, not composed): `options-change` with `detail.value` (the next Configuring),
 * `item-add` with `detail` {item, menu, options} once the rules hold, `item-cancel`.
 */
import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { optionViolations, toggleOption, unitPrice, type OptionViolation } from '../lib/cart';
import { money, type ShopFormat } from '../lib/money';
import { makeStrings, type StringKey, type Strings } from '../lib/strings';
import type { WidgetMenu as Menu, WidgetMenuItem as MenuItem, WidgetOptionGroup as OptionGroup } from '@fulfil/api-client';
import { partStyles } from './styles';

/** An item being configured (its options chosen) before it is added to the cart. */
export interface Configuring {
  item: MenuItem;
  menu: Menu;
  chosen: number[];
  violations: OptionViolation[];
}

/** `detail` of `options-change`. */
export interface OptionsChangeDetail {
  value: Configuring;
}

/** `detail` of `item-add`: the item, its menu and the chosen option ids. */
export interface ItemAddDetail {
  item: MenuItem;
  menu: Menu;
  options: number[];
}

const VIOLATION_KEYS: Record<OptionViolation['rule'], StringKey> = {
  required: 'option.error_required',
  minSelections: 'option.error_min',
  maxSelections: 'option.error_max',
  unavailable: 'option.error_unavailable',
};

/** A group's rule in words: "Required, choose 1", "Choose 1 to 3", "Choose up to 2". */
export function ruleText(t: Strings, g: OptionGroup): string {
  const min = g.required ? Math.max(1, g.min_selections) : g.min_selections;
  const rule =
    min === g.max_selections
      ? t('option.choose_exactly', { min })
      : min > 0
        ? t('option.choose_between', { min, max: g.max_selections })
        : t('option.choose_up_to', { max: g.max_selections });
  return g.required ? `${t('option.required')}, ${rule.toLowerCase()}` : rule;
}

/** The item options element. */
export class OrderingItemOptionsElement extends LitElement {
  static override properties = {
    value: { attribute: false },
    format: { attribute: false },
    t: { attribute: false },
  };

  static override styles = [
    partStyles,
    css`
      fieldset {
        border: 1px solid var(--_border);
        border-radius: var(--_radius);
        margin: 0 0 10px;
        padding: 8px 12px;
      }
      fieldset[aria-invalid='true'] {
        border-color: var(--_danger);
      }
      legend {
        font-weight: 600;
        padding: 0 4px;
      }
      fieldset label {
        display: flex;
        gap: 8px;
        font-weight: 400;
        align-items: center;
        margin: 4px 0;
      }
    `,
  ];

  declare value: Configuring | null;
  declare format: ShopFormat;
  declare t: Strings;
  /** Set when "Add to order" found broken rules: the first wrong group takes focus once they are shown. */
  private focusInvalid = false;

  constructor() {
    super();
    this.value = null;
    this.format = { locale: 'en', currency: 'USD', timeFormat: '' };
    this.t = makeStrings([], 'en', 'en');
  }

  private change(value: Configuring): void {
    this.dispatchEvent(new CustomEvent<OptionsChangeDetail>('options-change', { detail: { value }, bubbles: true }));
  }

  private toggle(group: OptionGroup, optionId: number, on: boolean): void {
    const c = this.value;
    if (!c) return;
    const chosen = toggleOption(c.chosen, group, optionId, on);
    this.change({ ...c, chosen, violations: c.violations.length ? optionViolations(c.item.option_groups, chosen) : [] });
  }

  /** Adds the item when its option rules hold; otherwise shows what is wrong and adds nothing. */
  private confirm(e: Event): void {
    e.preventDefault();
    const c = this.value;
    if (!c) return;
    const violations = optionViolations(c.item.option_groups, c.chosen);
    if (violations.length > 0) {
      this.focusInvalid = true;
      this.change({ ...c, violations });
      return;
    }
    this.dispatchEvent(new CustomEvent<ItemAddDetail>('item-add', { detail: { item: c.item, menu: c.menu, options: c.chosen }, bubbles: true }));
  }

  private onCancel(): void {
    this.dispatchEvent(new CustomEvent('item-cancel', { bubbles: true }));
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (!changed.has('value') || !this.focusInvalid) return;
    this.focusInvalid = false;
    this.renderRoot.querySelector<HTMLElement>('fieldset[aria-invalid="true"] input')?.focus();
  }

  override render() {
    const c = this.value;
    if (!c) return nothing;
    const t = this.t;
    const f = this.format;
    const violationOf = (g: OptionGroup) => c.violations.find((v) => v.group.id === g.id);
    return html`<form class="card options" aria-labelledby="options-title" novalidate @submit=${this.confirm}>
      <h4 id="options-title">${c.item.name} · ${money(f, unitPrice(c.item, c.chosen))}</h4>
      ${c.item.option_groups.map((g) => {
        const v = violationOf(g);
        const single = g.max_selections === 1;
        return html`<fieldset aria-invalid=${v ? 'true' : 'false'} aria-describedby=${v ? `err-${g.id}` : nothing} data-group=${g.name}>
          <legend>${g.name} <span class="muted">(${ruleText(t, g)})</span></legend>
          ${g.options.map(
            (o) =>
              html`<label
                ><input
                  type=${single ? 'radio' : 'checkbox'}
                  name=${`g-${g.id}`}
                  .checked=${c.chosen.includes(o.id)}
                  ?disabled=${!o.available}
                  @change=${(e: Event) => this.toggle(g, o.id, (e.target as HTMLInputElement).checked)}
                />${o.name}${o.price_delta ? ` (+${money(f, o.price_delta)})` : ''}${o.available ? '' : ` (${t('item.unavailable')})`}</label
              >`,
          )}
          ${v ? html`<p class="error" id=${`err-${g.id}`} role="alert">${t(VIOLATION_KEYS[v.rule], { group: g.name, min: v.min, max: v.max })}</p>` : nothing}
        </fieldset>`;
      })}
      <div class="actions">
        <button type="submit">${t('cart.add')}</button>
        <button type="button" class="secondary" @click=${this.onCancel}>${t('option.cancel')}</button>
      </div>
    </form>`;
  }
}
