/**
 * The templates of `<ordering-widget>`, one per step, reading the element's state and
 * calling its methods. Native controls only (buttons, radios, checkboxes, inputs), each
 * labelled; the step's heading takes focus when the step changes; problems are announced in
 * a `role="alert"` notice.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { zoneLabel, type TimeSlot } from '@fulfil/storefront-picker';
import { cartTotals, unitPrice, weekdayOf } from '../lib/cart';
import { formatClock, formatDay, formatMoney, weekdayShort } from '../lib/money';
import type { Menu, MenuAvailability, MenuItem, OptionGroup, SearchHit } from '../lib/types';
import type { OrderingWidgetElement as W } from './ordering-widget';

const money = (w: W, minor: number) => formatMoney(minor, w.settings?.settings.currency_code ?? 'USD', w.locale);
const clock = (w: W, hhmm: string) => formatClock(hhmm, w.locale, w.settings?.settings.time_format ?? '');

/** The whole widget for its current step. */
export function renderStep(w: W): TemplateResult {
  const s = w.settings;
  return html`
    <section aria-labelledby="title">
      <h2 id="title">${s?.settings.company_name ? `${s.settings.company_name}: ` : ''}${w.t('widget.title')}</h2>
      ${s?.is_test_mode ? html`<p class="banner">${w.t('widget.test_mode')}</p>` : nothing}
      ${w.notice ? html`<p class="notice" role="alert">${w.notice}</p>` : nothing}
      <p class="muted" role="status" aria-live="polite">${w.busy ? w.t(w.busy) : ''}</p>
      ${s ? body(w) : nothing}
    </section>
  `;
}

function body(w: W): TemplateResult {
  switch (w.step) {
    case 'method':
      return methodStep(w);
    case 'restaurant':
      return restaurantStep(w);
    case 'menu':
      return html`<div class="layout">${menuStep(w)}${cartPanel(w, 'when')}</div>`;
    case 'when':
      return html`<div class="layout">${whenStep(w)}${cartPanel(w, 'review')}</div>`;
    case 'review':
      return reviewStep(w);
    case 'done':
      return doneStep(w);
  }
}

const heading = (text: string) => html`<h3 id="step-heading" tabindex="-1">${text}</h3>`;

function methodStep(w: W): TemplateResult {
  return html`
    ${heading(w.t('widget.choose_method'))}
    <div class="methods" role="group" aria-labelledby="step-heading">
      <button type="button" class=${w.method === 'pickup' ? '' : 'secondary'} @click=${() => w.chooseMethod('pickup')}>${w.t('widget.pickup')}</button>
      <button type="button" class=${w.method === 'delivery' ? '' : 'secondary'} @click=${() => w.chooseMethod('delivery')}>${w.t('widget.delivery')}</button>
    </div>
  `;
}

function restaurantStep(w: W): TemplateResult {
  const submit = (e: Event) => {
    e.preventDefault();
    const input = (e.target as HTMLFormElement).querySelector('input');
    void w.search(input?.value ?? '');
  };
  return html`
    ${heading(`${w.t('widget.choose_restaurant')} (${w.t(w.method === 'delivery' ? 'widget.delivery' : 'widget.pickup')})`)}
    <form class="row" role="search" @submit=${submit}>
      <div class="grow">
        <label for="q">${w.t(w.method === 'delivery' ? 'search.delivery_label' : 'search.label')}</label>
        <input id="q" type="search" autocomplete="postal-code" .value=${w.query} required />
      </div>
      <button type="submit" ?disabled=${!!w.busy}>${w.t('search.submit')}</button>
      ${'geolocation' in navigator ? html`<button type="button" class="secondary" @click=${() => w.locate()}>${w.t('search.locate')}</button>` : nothing}
    </form>
    ${w.results ? results(w) : nothing}
    <div class="actions"><button type="button" class="secondary" @click=${() => w.back('method')}>${w.t('widget.back')}</button></div>
  `;
}

function results(w: W): TemplateResult {
  const list = w.results?.restaurants ?? [];
  if (list.length === 0) return html`<p>${w.t('search.no_results')}</p>`;
  const unit = w.results?.unit === 'kilometers' ? 'kilometer' : 'mile';
  const distance = (d: number) => new Intl.NumberFormat(w.locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(d);
  const advanced = w.settings?.settings.advanced;
  const address = (r: SearchHit) =>
    (advanced?.address_format ?? '{address_line_1}, {city}').replace('{address_line_1}', r.address_line_1).replace('{city}', r.city);
  return html`<ul class="plain" aria-label=${w.t('widget.choose_restaurant')}>
    ${list.map(
      (r) =>
        html`<li class="card restaurant" data-restaurant-id=${r.id}>
          <div class="head">
            <h4>${r.name}</h4>
            <span>${w.t('search.distance', { distance: distance(r.distance) })}</span>
          </div>
          ${advanced?.show_restaurant_address !== false ? html`<p class="muted">${address(r)}</p>` : nothing}
          <p>
            ${w.t(r.accepting_orders ? 'search.accepting' : 'search.not_accepting')}${
              r.next_available
                ? html` ·
                  ${w.t('search.next', { when: `${formatDay(r.next_available.date, w.locale)}${r.next_available.time ? ` ${clock(w, r.next_available.time)}` : ''}` })}`
                : nothing
            }
          </p>
          <button type="button" ?disabled=${!r.accepting_orders} @click=${() => w.chooseRestaurant(r)}>${w.t('search.choose', { name: r.name })}</button>
        </li>`,
    )}
  </ul>`;
}

const windows = (w: W, availability: MenuAvailability[]) =>
  availability.map((a) => `${a.days.map((d) => weekdayShort(d, w.locale)).join(', ')} ${clock(w, a.from)}–${clock(w, a.until)}`).join('; ');

function menuStep(w: W): TemplateResult {
  return html`<div>
    ${heading(`${w.t('menu.title')}: ${w.restaurant?.name ?? ''}`)} ${w.configuring ? optionsForm(w) : nothing}
    ${(w.menus ?? []).map(
      (menu) =>
        html`<section class="menu" aria-labelledby=${`menu-${menu.id}`}>
          <h4 id=${`menu-${menu.id}`}>${menu.name}</h4>
          <p class="muted">${menu.availability.length ? w.t('menu.served', { windows: windows(w, menu.availability) }) : nothing}</p>
          ${menu.categories.map(
            (c) =>
              html`<h5>${c.name}</h5>
                <ul class="plain">
                  ${c.items.map((item) => itemCard(w, item, menu))}
                </ul>`,
          )}
        </section>`,
    )}
    <div class="actions"><button type="button" class="secondary" @click=${() => w.back('restaurant')}>${w.t('widget.back')}</button></div>
  </div>`;
}

function itemCard(w: W, item: MenuItem, menu: Menu): TemplateResult {
  const soldOut = item.sold_out ?? !item.available;
  return html`<li class="card item" data-item-id=${item.id}>
    <div class="head">
      <strong>${item.name}</strong>
      <span>${money(w, item.price)}</span>
    </div>
    ${item.description ? html`<p class="muted">${item.description}</p>` : nothing}
    ${
      soldOut
        ? html`<p>${w.t('item.unavailable')}</p>`
        : html`<button type="button" class="secondary" @click=${() => w.openItem(item, menu)}>
            ${w.t('cart.add')}<span class="sr-only">: ${item.name}</span>
          </button>`
    }
  </li>`;
}

function ruleText(w: W, g: OptionGroup): string {
  const min = g.required ? Math.max(1, g.min_selections) : g.min_selections;
  const rule =
    min === g.max_selections
      ? w.t('option.choose_exactly', { min })
      : min > 0
        ? w.t('option.choose_between', { min, max: g.max_selections })
        : w.t('option.choose_up_to', { max: g.max_selections });
  return g.required ? `${w.t('option.required')}, ${rule.toLowerCase()}` : rule;
}

function optionsForm(w: W): TemplateResult {
  const c = w.configuring;
  if (!c) return html``;
  const submit = (e: Event) => {
    e.preventDefault();
    w.confirmItem();
  };
  const errorOf = (g: OptionGroup) => c.violations.find((v) => v.group.id === g.id);
  const message = (g: OptionGroup) => {
    const v = errorOf(g);
    if (!v) return '';
    const key =
      v.rule === 'required'
        ? 'option.error_required'
        : v.rule === 'minSelections'
          ? 'option.error_min'
          : v.rule === 'maxSelections'
            ? 'option.error_max'
            : 'option.error_unavailable';
    return w.t(key, { group: g.name, min: v.min, max: v.max });
  };
  return html`<form class="card options" aria-labelledby="options-title" novalidate @submit=${submit}>
    <h4 id="options-title">${c.item.name} · ${money(w, unitPrice(c.item, c.chosen))}</h4>
    ${c.item.option_groups.map((g) => {
      const invalid = !!errorOf(g);
      const single = g.max_selections === 1;
      return html`<fieldset aria-invalid=${invalid ? 'true' : 'false'} aria-describedby=${invalid ? `err-${g.id}` : nothing} data-group=${g.name}>
        <legend>${g.name} <span class="muted">(${ruleText(w, g)})</span></legend>
        ${g.options.map(
          (o) =>
            html`<label
              ><input
                type=${single ? 'radio' : 'checkbox'}
                name=${`g-${g.id}`}
                .checked=${c.chosen.includes(o.id)}
                ?disabled=${!o.available}
                @change=${(e: Event) => w.toggleOption(g.id, o.id, (e.target as HTMLInputElement).checked)}
              />${o.name}${o.price_delta ? ` (+${money(w, o.price_delta)})` : ''}${o.available ? '' : ` (${w.t('item.unavailable')})`}</label
            >`,
        )}
        ${invalid ? html`<p class="error" id=${`err-${g.id}`} role="alert">${message(g)}</p>` : nothing}
      </fieldset>`;
    })}
    <div class="actions">
      <button type="submit">${w.t('cart.add')}</button>
      <button type="button" class="secondary" @click=${() => (w.configuring = null)}>${w.t('option.cancel')}</button>
    </div>
  </form>`;
}

function cartPanel(w: W, next: 'when' | 'review'): TemplateResult {
  const totals = cartTotals(w.cart);
  const optionNames = (l: (typeof w.cart)[number]) =>
    l.item.option_groups
      .flatMap((g) => g.options)
      .filter((o) => l.options.includes(o.id))
      .map((o) => o.name)
      .join(', ');
  return html`<aside class="cart" aria-labelledby="cart-title">
    <h3 id="cart-title">${w.t('cart.title')}</h3>
    ${
      w.cart.length === 0
        ? html`<p>${w.t('cart.empty')}</p>`
        : html`<ul class="plain">
            ${w.cart.map(
              (l) =>
                html`<li data-line=${l.key}>
                  <span>${l.item.name}${l.options.length ? html`<br /><span class="muted">${optionNames(l)}</span>` : nothing}</span>
                  <span>${money(w, unitPrice(l.item, l.options) * l.quantity)}</span>
                  <span class="qty">
                    <button type="button" class="secondary" @click=${() => w.setQuantity(l.key, l.quantity - 1)}>
                      <span aria-hidden="true">−</span><span class="sr-only">${w.t('cart.remove', { name: l.item.name })}</span>
                    </button>
                    <span><span class="sr-only">${w.t('cart.quantity', { name: l.item.name })}: </span>${l.quantity}</span>
                    <button type="button" class="secondary" @click=${() => w.setQuantity(l.key, l.quantity + 1)}>
                      <span aria-hidden="true">+</span><span class="sr-only">${w.t('item.add', { name: l.item.name })}</span>
                    </button>
                  </span>
                </li>`,
            )}
          </ul>`
    }
    <div class="totals">
      <span>${w.t('cart.subtotal')}</span><span>${money(w, totals.subtotal)}</span><strong>${w.t('cart.total')}</strong
      ><strong class="total">${money(w, totals.total)}</strong>
    </div>
    ${
      next === 'when'
        ? html`<button type="button" ?disabled=${w.cart.length === 0 || !!w.busy} @click=${() => w.toWhen()}>${w.t('widget.choose_time')}</button>`
        : html`<button type="button" ?disabled=${!w.whenComplete || !!w.busy} @click=${() => w.toReview()}>${w.t('cart.continue')}</button>`
    }
  </aside>`;
}

function whenStep(w: W): TemplateResult {
  const cal = w.calendar;
  const slots = w.slots;
  const timeSlots: TimeSlot[] = (slots?.slots ?? []).map((s) => ({
    id: s.id,
    day_of_week: weekdayOf(slots?.date ?? ''),
    available_from: s.from,
    available_until: s.until,
    limited: s.limit !== null,
    limit: s.limit ?? 0,
    remaining: s.limit === null ? null : s.remaining,
  }));
  const slotValue = w.timeSlot ? (w.timeSlot.id === null ? w.timeSlot.available_from : String(w.timeSlot.id)) : '';
  return html`<div>
    ${heading(w.t('widget.choose_time'))}
    ${
      cal
        ? html`<fulfilment-calendar
            .calendar=${cal}
            today=${cal.today}
            .value=${w.date}
            locale=${w.locale}
            .labels=${{ previousMonth: w.t('when.previous_month'), nextMonth: w.t('when.next_month'), date: w.t('when.date'), noDates: w.t('when.no_dates') }}
            @date-change=${(e: CustomEvent<{ date: string }>) => w.chooseDate(e.detail.date)}
          ></fulfilment-calendar>`
        : nothing
    }
    ${
      slots && w.date
        ? slots.date_only
          ? html`<p>${w.t('when.date_only')}</p>`
          : html`<fulfilment-slot-list
              .slots=${timeSlots}
              .value=${slotValue}
              locale=${w.locale}
              zone=${zoneLabel(slots.timezone, w.date, w.locale)}
              .labels=${{ times: w.t('when.time'), timesIn: w.t('when.times_in'), placesLeft: w.t('when.places_left'), full: w.t('when.full'), noTimes: w.t('when.no_times') }}
              @slot-change=${(e: CustomEvent<{ slot: TimeSlot }>) => w.chooseSlot(e.detail.slot)}
            ></fulfilment-slot-list>`
        : nothing
    }
    ${w.notServed.map(
      (l) =>
        html`<p class="error" role="alert">
          ${w.t('when.menu_not_served', { item: l.item.name, menu: l.menu.name, windows: windows(w, l.menu.availability) })}
        </p>`,
    )}
    <div class="actions"><button type="button" class="secondary" @click=${() => w.back('menu')}>${w.t('widget.back')}</button></div>
  </div>`;
}

function reviewStep(w: W): TemplateResult {
  const totals = cartTotals(w.cart);
  const when = `${w.date ? formatDay(w.date, w.locale) : ''}${w.timeSlot ? `, ${clock(w, w.timeSlot.available_from)}` : ''}`;
  const showNote = w.settings?.settings.advanced.always_show_order_note !== false;
  const submit = (e: Event) => {
    e.preventDefault();
    void w.placeOrder();
  };
  return html`<form @submit=${submit}>
    ${heading(w.t('review.title'))}
    <p><strong>${w.t(w.method === 'delivery' ? 'widget.delivery' : 'widget.pickup')}</strong> · ${w.restaurant?.name} · ${when}</p>
    <ul class="plain">
      ${w.cart.map((l) => html`<li>${l.quantity} × ${l.item.name} — ${money(w, unitPrice(l.item, l.options) * l.quantity)}</li>`)}
    </ul>
    <p class="totals"><strong>${w.t('cart.total')}</strong><strong class="total">${money(w, totals.total)}</strong></p>
    ${
      showNote
        ? html`<label for="note">${w.t('cart.note')}</label
            ><textarea
              id="note"
              rows="2"
              maxlength="1000"
              .value=${w.note}
              @input=${(e: Event) => (w.note = (e.target as HTMLTextAreaElement).value)}
            ></textarea>`
        : nothing
    }
    <label for="email">${w.t('cart.email')}</label>
    <input
      id="email"
      type="email"
      autocomplete="email"
      maxlength="254"
      .value=${w.email}
      @input=${(e: Event) => (w.email = (e.target as HTMLInputElement).value)}
    />
    <div class="actions">
      <button type="submit" ?disabled=${!!w.busy}>${w.t(w.settings?.is_test_mode ? 'review.place_order' : 'review.pay')}</button>
      <button type="button" class="secondary" ?disabled=${!!w.busy} @click=${() => w.back('when')}>${w.t('widget.back')}</button>
    </div>
  </form>`;
}

function doneStep(w: W): TemplateResult {
  const expires = w.checkout ? new Intl.DateTimeFormat(w.locale, { hour: 'numeric', minute: '2-digit' }).format(new Date(w.checkout.expires_at)) : '';
  return html`<div class="done">
    ${heading(w.t('done.title'))}
    <p>${w.t('done.text', { time: expires })}</p>
    <button type="button" @click=${() => w.startOver()}>${w.t('done.again')}</button>
  </div>`;
}
