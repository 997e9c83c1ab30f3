/**
 * `<fulfilment-pickup-panel>`: the pickup search of `<fulfilment-picker>`
 * (docs/storefront-picker.md, "What the shopper does", step 2): a search by postal code,
 * place or "use my location", and the locations found as an ARIA listbox (roving
 * `tabindex`, ArrowUp/ArrowDown, Home/End, Enter or Space to choose), each with its distance
 * in the shop's unit, its address and today's opening hours at the location, paged with
 * "more". Once a location is chosen the search and the list collapse into one summary row
 * (the name, and under it the distance and address, each cut with "…") with a "Change" button that reopens them and moves the focus
 * to the list (the chosen location), or to the search when no list was loaded. It only
 * draws and asks: the picker searches and chooses, and moves the focus to the date.
 *
 * Properties: `locations` (PickupLocation[] found so far), `value` (id of the chosen
 * location or null), `chosen` (the chosen PickupLocation or null: the summary), `query`
 * (the last search), `page` (pages loaded; 0 before any search),
 * `lastPage`, `unit` (the shop's `measurement_format`), `locale` (BCP 47), `now` (epoch ms
 * on the picker's clock: "today" at each location), `labels` ({searchLabel,
 * searchPlaceholder, search, useMyLocation, noLocations, locations, distance, more,
 * closedToday, todayHours, change, changeLocation}).
 * Events (bubble, not composed): `location-search` with `detail` {query, more} (`more`: the
 * next page of the same query), `location-locate` (search near the browser's position),
 * `location-change` with `detail.location` (the chosen PickupLocation).
 */
import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { todayIn, weekdayOfDate, WEEKDAY_KEYS } from '@fulfil/calendar-format';
import type { PickupLocation } from '@fulfil/api-client';
import { formatDistance, formatTime } from '../lib/format';
import { fill, STRINGS, type PickerStrings } from '../lib/i18n';
import { isListCollapsed, listOpenAfter, locationSummary } from './picker-state';
import { formStyles, partStyles } from './styles';

/** Labels of the search form and the location list. */
export type PickupPanelLabels = Pick<
  PickerStrings,
  | 'searchLabel'
  | 'searchPlaceholder'
  | 'search'
  | 'useMyLocation'
  | 'noLocations'
  | 'locations'
  | 'distance'
  | 'more'
  | 'closedToday'
  | 'todayHours'
  | 'change'
  | 'changeLocation'
>;

/** `detail` of `location-search`. */
export interface LocationSearchDetail {
  query: string;
  /** The next page of `query` rather than its first. */
  more: boolean;
}

/** `detail` of `location-change`. */
export interface LocationChangeDetail {
  location: PickupLocation;
}

/** Today's opening hours of a location at the location ("Open today 8:00 AM – 6:00 PM", "Closed today"), or '' when unknown. */
export function todayHours(location: PickupLocation, now: number, locale: string, labels: Pick<PickerStrings, 'closedToday' | 'todayHours'>): string {
  if (!location.timezone || !location.opening_hours) return '';
  const h = location.opening_hours[WEEKDAY_KEYS[weekdayOfDate(todayIn(location.timezone, new Date(now)))]];
  if (!h) return '';
  return h.closed ? labels.closedToday : fill(labels.todayHours, { opens: formatTime(h.opens, locale), closes: formatTime(h.closes, locale) });
}

/** The pickup panel element. */
export class FulfilmentPickupPanelElement extends LitElement {
  static override properties = {
    locations: { attribute: false },
    value: { type: Number },
    chosen: { attribute: false },
    query: {},
    page: { type: Number },
    lastPage: { type: Number, attribute: 'last-page' },
    unit: {},
    locale: {},
    now: { type: Number },
    labels: { attribute: false },
    open: { state: true },
  };

  static override styles = [
    partStyles,
    formStyles,
    css`
      [role='listbox'].locations {
        display: grid;
        gap: 6px;
        margin-top: 8px;
      }
      .location {
        border: 1px solid var(--_border);
        border-radius: var(--_radius);
        padding: 8px 10px;
        cursor: pointer;
      }
      .location[aria-selected='true'] {
        border-color: var(--_accent);
        box-shadow: inset 0 0 0 2px var(--_accent);
      }
      .location .name,
      .summary .name {
        font-weight: 600;
      }
      .chosen {
        display: flex;
        align-items: center;
        gap: 8px;
      }
      .summary {
        /* width 0: the unwrapped lines must not widen the tab panel on a phone; they take the room left and end in "…". */
        flex: 1;
        width: 0;
      }
      .summary > span {
        display: block;
        white-space: nowrap;
        overflow: hidden;
        text-overflow: ellipsis;
      }
    `,
  ];

  declare locations: PickupLocation[];
  declare value: number | null;
  declare chosen: PickupLocation | null;
  declare query: string;
  declare page: number;
  declare lastPage: number;
  declare unit: string;
  declare locale: string;
  declare now: number;
  declare labels: PickupPanelLabels;
  /** The search and the list are shown (else the chosen location's summary). */
  declare open: boolean;
  private focusList = false;

  constructor() {
    super();
    this.locations = [];
    this.value = null;
    this.chosen = null;
    this.open = true;
    this.query = '';
    this.page = 0;
    this.lastPage = 0;
    this.unit = 'kilometers';
    this.locale = 'en';
    this.now = Date.now();
    this.labels = STRINGS.en;
  }

  private search(query: string, more: boolean): void {
    this.dispatchEvent(new CustomEvent<LocationSearchDetail>('location-search', { detail: { query, more }, bubbles: true }));
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('value')) this.open = listOpenAfter({ type: 'value', id: this.value });
  }

  protected override updated(): void {
    if (!this.focusList) return;
    this.focusList = false;
    (this.renderRoot.querySelector<HTMLElement>('.location[tabindex="0"]') ?? this.renderRoot.querySelector<HTMLElement>('#q'))?.focus();
  }

  /** "Change": reopens the search and the list, and focuses the list. */
  private change(): void {
    this.open = listOpenAfter({ type: 'change' });
    this.focusList = true;
  }

  private choose(location: PickupLocation): void {
    this.open = listOpenAfter({ type: 'choose' });
    this.dispatchEvent(new CustomEvent<LocationChangeDetail>('location-change', { detail: { location }, bubbles: true }));
  }

  private onSubmit(e: Event): void {
    e.preventDefault();
    this.search(((e.target as HTMLFormElement).elements.namedItem('q') as HTMLInputElement).value, false);
  }

  private onListKey(e: KeyboardEvent, i: number): void {
    const items = [...this.renderRoot.querySelectorAll<HTMLElement>('.location')];
    const moves: Record<string, number> = { ArrowDown: i + 1, ArrowUp: i - 1, Home: 0, End: items.length - 1 };
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      this.choose(this.locations[i]);
      return;
    }
    if (!(e.key in moves)) return;
    e.preventDefault();
    const next = items[Math.max(0, Math.min(items.length - 1, moves[e.key]))];
    items.forEach((item) => (item.tabIndex = item === next ? 0 : -1));
    next?.focus();
  }

  override render() {
    const w = this.labels;
    if (this.chosen && isListCollapsed(this.open, this.chosen)) {
      const line = locationSummary(this.chosen, this.unit, this.locale, w);
      return html`<section class="chosen">
        <div class="summary"><span class="name">${this.chosen.company_name}</span>${line ? html`<span class="muted">${line}</span>` : nothing}</div>
        <button type="button" class="change" aria-label=${w.changeLocation} @click=${this.change}>${w.change}</button>
      </section>`;
    }
    const focusIndex = Math.max(
      0,
      this.locations.findIndex((l) => l.id === this.value),
    );
    return html`<section>
      <form @submit=${this.onSubmit}>
        <label for="q">${w.searchLabel}</label>
        <input id="q" name="q" autocomplete="postal-code" placeholder=${w.searchPlaceholder} .value=${this.query} />
        <button class="primary" type="submit">${w.search}</button>
        ${
          'geolocation' in navigator
            ? html`<button type="button" @click=${() => this.dispatchEvent(new CustomEvent('location-locate', { bubbles: true }))}>${w.useMyLocation}</button>`
            : nothing
        }
      </form>
      ${this.page > 0 && this.locations.length === 0 ? html`<p class="muted" role="status">${w.noLocations}</p>` : nothing}
      ${
        this.locations.length > 0
          ? html`<div role="listbox" class="locations" aria-label=${w.locations}>
              ${this.locations.map((l, i) => {
                const hours = todayHours(l, this.now, this.locale, w);
                return html`<div
                  role="option"
                  class="location"
                  data-location-id=${l.id}
                  aria-selected=${l.id === this.value ? 'true' : 'false'}
                  tabindex=${i === focusIndex ? 0 : -1}
                  @click=${() => this.choose(l)}
                  @keydown=${(e: KeyboardEvent) => this.onListKey(e, i)}
                >
                  <div class="name">${l.company_name}</div>
                  <div>${[l.address_line_1, l.address_line_2, `${l.postal_code} ${l.city}`].filter(Boolean).join(', ')}</div>
                  <div class="muted">
                    ${l.distance !== null ? fill(w.distance, { distance: formatDistance(l.distance, this.unit, this.locale) }) : ''}
                    ${l.distance !== null && hours ? ' · ' : ''}${hours}
                  </div>
                </div>`;
              })}
            </div>`
          : nothing
      }
      ${this.page > 0 && this.page < this.lastPage ? html`<button type="button" @click=${() => this.search(this.query, true)}>${w.more}</button>` : nothing}
    </section>`;
  }
}
