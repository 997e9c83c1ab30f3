/**
 * `<ordering-location-search>`: the search step's form and results of `<ordering-widget>`
 * (apps/ordering-widget/README.md, "The flow", step 2): a postal code, place or the
 * browser's position, then the locations found (widget-api's `restaurants`), nearest first,
 * each with its distance, its address (the shop's `address_format`, unless
 * `show_restaurant_address` is off), whether it accepts orders, its next available time, and
 * a button to order from it. It only draws and asks: the widget searches.
 *
 * Properties: `method` (`pickup` | `delivery`: delivery asks for an address), `query` (the
 * last search), `results` (SearchResponse or null before a search), `busy` (boolean: search
 * disabled while the widget works), `display` (the shop's `advanced` display settings, or
 * null), `format` (ShopFormat), `t` (the widget's Strings).
 * Events (bubble, not composed): `location-search` with `detail.query`, `location-locate`
 * (search near the browser's position), `location-change` with `detail.location` (the
 * SearchHit the shopper orders from).
 */
import { LitElement, css, html, nothing } from 'lit';
import { clock, formatDay, type ShopFormat } from '../lib/money';
import { makeStrings, type Strings } from '../lib/strings';
import type { WidgetMethod as Method, WidgetSearchHit as SearchHit, WidgetSearchResult as SearchResponse, WidgetSettingsBlock } from '@fulfil/api-client';
import { partStyles } from './styles';

/** `detail` of `location-search`. */
export interface LocationSearchDetail {
  query: string;
}

/** `detail` of `location-change`. */
export interface LocationChangeDetail {
  location: SearchHit;
}

/** The location search element. */
export class OrderingLocationSearchElement extends LitElement {
  static override properties = {
    method: {},
    query: {},
    results: { attribute: false },
    busy: { type: Boolean },
    display: { attribute: false },
    format: { attribute: false },
    t: { attribute: false },
  };

  static override styles = [
    partStyles,
    css`
      form[role='search'] {
        margin-bottom: 12px;
      }
    `,
  ];

  declare method: Method;
  declare query: string;
  declare results: SearchResponse | null;
  declare busy: boolean;
  declare display: WidgetSettingsBlock['advanced'] | null;
  declare format: ShopFormat;
  declare t: Strings;

  constructor() {
    super();
    this.method = 'pickup';
    this.query = '';
    this.results = null;
    this.busy = false;
    this.display = null;
    this.format = { locale: 'en', currency: 'USD', timeFormat: '' };
    this.t = makeStrings([], 'en', 'en');
  }

  private onSubmit(e: Event): void {
    e.preventDefault();
    const input = (e.target as HTMLFormElement).querySelector('input');
    this.dispatchEvent(new CustomEvent<LocationSearchDetail>('location-search', { detail: { query: input?.value ?? '' }, bubbles: true }));
  }

  private onLocate(): void {
    this.dispatchEvent(new CustomEvent('location-locate', { bubbles: true }));
  }

  private choose(location: SearchHit): void {
    this.dispatchEvent(new CustomEvent<LocationChangeDetail>('location-change', { detail: { location }, bubbles: true }));
  }

  override render() {
    const t = this.t;
    return html`
      <form class="row" role="search" @submit=${this.onSubmit}>
        <div class="grow">
          <label for="q">${t(this.method === 'delivery' ? 'search.delivery_label' : 'search.label')}</label>
          <input id="q" type="search" autocomplete="postal-code" .value=${this.query} required />
        </div>
        <button type="submit" ?disabled=${this.busy}>${t('search.submit')}</button>
        ${'geolocation' in navigator ? html`<button type="button" class="secondary" @click=${this.onLocate}>${t('search.locate')}</button>` : nothing}
      </form>
      ${this.results ? this.renderResults(this.results) : nothing}
    `;
  }

  private renderResults(results: SearchResponse) {
    const t = this.t;
    const f = this.format;
    const list = results.restaurants;
    if (list.length === 0) return html`<p>${t('search.no_results')}</p>`;
    const unit = results.unit === 'kilometers' ? 'kilometer' : 'mile';
    const distance = (d: number) => new Intl.NumberFormat(f.locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(d);
    const display = this.display;
    const address = (r: SearchHit) =>
      (display?.address_format ?? '{address_line_1}, {city}').replace('{address_line_1}', r.address_line_1).replace('{city}', r.city);
    return html`<ul class="plain" aria-label=${t('widget.choose_restaurant')}>
      ${list.map(
        (r) =>
          html`<li class="card restaurant" data-restaurant-id=${r.id}>
            <div class="head">
              <h4>${r.name}</h4>
              <span>${t('search.distance', { distance: distance(r.distance) })}</span>
            </div>
            ${display?.show_restaurant_address !== false ? html`<p class="muted">${address(r)}</p>` : nothing}
            <p>
              ${t(r.accepting_orders ? 'search.accepting' : 'search.not_accepting')}${
                r.next_available
                  ? html` ·
                    ${t('search.next', { when: `${formatDay(r.next_available.date, f.locale)}${r.next_available.time ? ` ${clock(f, r.next_available.time)}` : ''}` })}`
                  : nothing
              }
            </p>
            <button type="button" ?disabled=${!r.accepting_orders} @click=${() => this.choose(r)}>${t('search.choose', { name: r.name })}</button>
          </li>`,
      )}
    </ul>`;
  }
}
