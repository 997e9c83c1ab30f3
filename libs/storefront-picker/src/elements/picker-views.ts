/**
 * What `<fulfilment-picker>` draws: the method tabs (ARIA tabs, arrow keys), the pickup
 * search and location listbox, the delivery postal-code check, the calendar grid and slot
 * list elements, the hold and the checkout status. Templates only: the element's methods
 * do the work.
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import { weekdayOfDate, WEEKDAY_KEYS } from '@fulfil/calendar-format';
import type { CheckoutMethod, PickupLocation } from '../lib/api-types';
import { METHODS } from '../lib/api-types';
import { formatDate, formatDistance, formatInstantTime, formatTime, zoneLabel } from '../lib/format';
import { fill } from '../lib/i18n';
import type { FulfilmentPickerElement } from './picker';
import { slotKey } from './slot-list';
import { baseStyles } from './styles';

/** The picker's own styles (on top of the shared base). */
export const pickerStyles = [
  baseStyles,
  css`
    :host {
      border: 1px solid var(--_border);
      border-radius: var(--_radius);
      padding: var(--_gap);
    }
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
    section + section {
      margin-top: var(--_gap);
    }
    form {
      display: flex;
      flex-wrap: wrap;
      gap: 6px;
      align-items: flex-end;
    }
    form label {
      flex: 1 1 100%;
      font-weight: 600;
    }
    form input {
      flex: 1 1 140px;
    }
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
    .location .name {
      font-weight: 600;
    }
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
    .row {
      display: flex;
      gap: 8px;
      flex-wrap: wrap;
      align-items: center;
    }
  `,
];

function onTabKey(el: FulfilmentPickerElement, e: KeyboardEvent, shown: CheckoutMethod[], method: CheckoutMethod): void {
  const i = shown.indexOf(method);
  const moves: Record<string, number> = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: shown.length - 1 };
  if (!(e.key in moves)) return;
  e.preventDefault();
  const next = shown[(moves[e.key] + shown.length) % shown.length];
  void el.run(() => el.selectMethod(next), el.words.loading).then(() => (el.renderRoot.querySelector(`#tab-${next}`) as HTMLElement | null)?.focus());
}

function tabs(el: FulfilmentPickerElement): TemplateResult {
  const w = el.words;
  const shown = METHODS.filter((m) => el.availability[m] !== 'hidden');
  const usable = shown.filter((m) => el.availability[m] === 'ok');
  return html`<div role="tablist" aria-label=${w.methods}>
    ${shown.map((m) => {
      const disabled = el.availability[m] === 'disabled';
      return html`<button
        type="button"
        role="tab"
        id="tab-${m}"
        aria-controls="panel"
        aria-selected=${el.method === m ? 'true' : 'false'}
        aria-disabled=${disabled ? 'true' : 'false'}
        title=${disabled ? w.methodUnavailable : nothing}
        tabindex=${el.method === m || (!el.method && m === usable[0]) ? 0 : -1}
        @click=${() => !disabled && el.run(() => el.selectMethod(m), w.loading)}
        @keydown=${(e: KeyboardEvent) => onTabKey(el, e, usable, m)}
      >
        ${w[m]}
      </button>`;
    })}
  </div>`;
}

function todayHours(el: FulfilmentPickerElement, l: PickupLocation): string {
  if (!l.timezone || !l.opening_hours) return '';
  const h = l.opening_hours[WEEKDAY_KEYS[weekdayOfDate(el.todayAt(l.timezone))]];
  if (!h) return '';
  return h.closed ? el.words.closedToday : fill(el.words.todayHours, { opens: formatTime(h.opens, el.locale), closes: formatTime(h.closes, el.locale) });
}

function onListKey(el: FulfilmentPickerElement, e: KeyboardEvent, i: number): void {
  const items = [...el.renderRoot.querySelectorAll<HTMLElement>('.location')];
  const moves: Record<string, number> = { ArrowDown: i + 1, ArrowUp: i - 1, Home: 0, End: items.length - 1 };
  if (e.key === 'Enter' || e.key === ' ') {
    e.preventDefault();
    void el.run(() => el.chooseLocation(el.locations[i]), el.words.loading);
    return;
  }
  if (!(e.key in moves)) return;
  e.preventDefault();
  const next = items[Math.max(0, Math.min(items.length - 1, moves[e.key]))];
  items.forEach((item) => (item.tabIndex = item === next ? 0 : -1));
  next?.focus();
}

function pickupPanel(el: FulfilmentPickerElement): TemplateResult {
  const w = el.words;
  const chosen = el.states.pickup.location;
  const unit = el.settings?.measurement_format ?? 'kilometers';
  const focusIndex = Math.max(
    0,
    el.locations.findIndex((l) => l.id === chosen?.id),
  );
  const submit = (e: Event) => {
    e.preventDefault();
    const q = ((e.target as HTMLFormElement).elements.namedItem('q') as HTMLInputElement).value;
    void el.run(() => el.searchLocations(q), w.loading);
  };
  return html`<section>
      <form @submit=${submit}>
        <label for="q">${w.searchLabel}</label>
        <input id="q" name="q" autocomplete="postal-code" placeholder=${w.searchPlaceholder} .value=${el.locationPage.query} />
        <button class="primary" type="submit">${w.search}</button>
        ${'geolocation' in navigator ? html`<button type="button" @click=${() => el.run(() => el.searchNearMe(), w.locating)}>${w.useMyLocation}</button>` : nothing}
      </form>
      ${el.locationPage.page > 0 && el.locations.length === 0 ? html`<p class="muted" role="status">${w.noLocations}</p>` : nothing}
      ${
        el.locations.length > 0
          ? html`<div role="listbox" class="locations" aria-label=${w.locations}>
              ${el.locations.map(
                (l, i) =>
                  html`<div
                    role="option"
                    class="location"
                    data-location-id=${l.id}
                    aria-selected=${l.id === chosen?.id ? 'true' : 'false'}
                    tabindex=${i === focusIndex ? 0 : -1}
                    @click=${() => el.run(() => el.chooseLocation(l), w.loading)}
                    @keydown=${(e: KeyboardEvent) => onListKey(el, e, i)}
                  >
                    <div class="name">${l.company_name}</div>
                    <div>${[l.address_line_1, l.address_line_2, `${l.postal_code} ${l.city}`].filter(Boolean).join(', ')}</div>
                    <div class="muted">
                      ${l.distance !== null ? fill(w.distance, { distance: formatDistance(l.distance, unit, el.locale) }) : ''}
                      ${l.distance !== null && todayHours(el, l) ? ' · ' : ''}${todayHours(el, l)}
                    </div>
                  </div>`,
              )}
            </div>`
          : nothing
      }
      ${
        el.locationPage.page > 0 && el.locationPage.page < el.locationPage.last
          ? html`<button type="button" @click=${() => el.run(() => el.searchLocations(el.locationPage.query, true), w.loading)}>${w.more}</button>`
          : nothing
      }
    </section>
    ${chosen ? dateAndTime(el) : nothing}`;
}

function deliveryPanel(el: FulfilmentPickerElement): TemplateResult {
  const w = el.words;
  const s = el.states.delivery;
  const submit = (e: Event) => {
    e.preventDefault();
    const q = ((e.target as HTMLFormElement).elements.namedItem('postal') as HTMLInputElement).value;
    void el.run(() => el.checkDelivery(q), w.loading);
  };
  return html`<section>
      <form @submit=${submit}>
        <label for="postal">${w.postalCodeLabel}</label>
        <input id="postal" name="postal" autocomplete="postal-code" />
        <button class="primary" type="submit">${w.checkDelivery}</button>
      </form>
      ${el.deliveryMessage ? html`<p class="error delivery-message" role="alert">${el.deliveryMessage}</p>` : nothing}
      ${s.location ? html`<p>${fill(w.deliversFrom, { name: s.location.company_name })}</p>` : nothing}
    </section>
    ${s.location ? dateAndTime(el) : nothing}`;
}

function dateAndTime(el: FulfilmentPickerElement): TemplateResult {
  const w = el.words;
  const s = el.current;
  if (!s?.calendar) return html``;
  const zone = s.calendar.timezone;
  const today = el.todayAt(zone);
  return html`<section>
      <h2>${w.date}</h2>
      <fulfilment-calendar
        .calendar=${s.calendar}
        .today=${today}
        .value=${s.date}
        .locale=${el.locale}
        .labels=${{ previousMonth: w.previousMonth, nextMonth: w.nextMonth, date: w.date, noDates: w.noDates }}
        @date-change=${(e: CustomEvent<{ date: string }>) => el.run(() => el.chooseDate(e.detail.date), w.loading)}
      ></fulfilment-calendar>
    </section>
    ${
      s.date && el.method !== 'shipping' && s.slots
        ? html`<section>
            <fulfilment-slot-list
              .slots=${s.slots}
              .value=${s.slot ? slotKey(s.slot) : null}
              .locale=${el.locale}
              .zone=${zoneLabel(zone, s.date, el.locale)}
              .labels=${{ times: w.times, timesIn: w.timesIn, placesLeft: w.placesLeft, full: w.full, noTimes: w.noTimes }}
              @slot-change=${(e: CustomEvent<{ slot: import('../lib/api-types').TimeSlot }>) => el.run(() => el.chooseSlot(e.detail.slot), w.holding)}
            ></fulfilment-slot-list>
          </section>`
        : nothing
    }`;
}

function status(el: FulfilmentPickerElement): TemplateResult {
  const w = el.words;
  const s = el.current;
  const reason = el.error ?? el.reason;
  const held =
    s?.reservation && s.hold === 'held'
      ? fill(w.heldUntil, { time: formatInstantTime(new Date(s.reservation.expires_at), s.calendar?.timezone ?? 'UTC', el.locale) })
      : null;
  const ready = !reason && el.method && s?.date ? fill(w.ready, { method: w[el.method], date: formatDate(s.date, el.locale) }) : null;
  return html`<div class="status ${reason ? '' : 'ok'}" role="status" aria-live="polite" id="checkout-status">
    ${el.busy ? html`<span>${el.busy}</span>` : html`<span>${reason ?? ready}</span>`} ${held ? html`<div class="muted hold">${held}</div>` : nothing}
  </div>`;
}

/** The whole picker. */
export function renderPicker(el: FulfilmentPickerElement): TemplateResult {
  const w = el.words;
  const panel = el.method === 'pickup' ? pickupPanel(el) : el.method === 'delivery' ? deliveryPanel(el) : el.method === 'shipping' ? dateAndTime(el) : nothing;
  return html`<h2>${w.title}</h2>
    ${tabs(el)}
    <div id="panel" role="tabpanel" aria-labelledby=${el.method ? `tab-${el.method}` : nothing} aria-busy=${el.busy ? 'true' : 'false'}>${panel}</div>
    ${el.notice ? html`<p class="error notice" role="alert">${el.notice}</p>` : nothing}
    ${
      el.error
        ? html`<div class="row error" role="alert">
            <span>${el.error}</span>${el.retryAction ? html`<button type="button" @click=${() => el.retryAction?.()}>${w.retry}</button>` : nothing}
          </div>`
        : nothing
    }
    ${status(el)}`;
}
