/**
 * `<fulfilment-calendar>`: a month grid of one location's calendar days, with the ARIA
 * date-grid pattern (role `grid`, roving `tabindex`, arrow keys by day and week, Home/End
 * within the week, PageUp/PageDown by month, Enter or Space to choose). Which days can be
 * chosen is decided by @fulfil/calendar-format only (docs/storefront-picker.md, "The
 * calendar adapter"); the days are the location's, whatever the shopper's time zone.
 *
 * Properties: `calendar` (FulfilmentCalendar | null), `today` (`YYYY-MM-DD` at the
 * location), `value` (chosen `YYYY-MM-DD` or null), `locale` (BCP 47), `firstDay`
 * (0 = Sunday ... 6; default from the locale), `labels` ({previousMonth, nextMonth, date, noDates}).
 * Event: `date-change` (bubbles, composed) with `detail.date`.
 * Reused by the ordering widget; exported from @fulfil/storefront-picker.
 */
import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import {
  addMonths,
  compareMonths,
  compileCalendar,
  monthGrid,
  monthOf,
  monthRange,
  plusDays,
  type CalendarLike,
  type CompiledCalendar,
  type YearMonth,
} from '@fulfil/calendar-format';
import type { FulfilmentCalendar } from '@fulfil/api-client';
import { firstDayOfWeek, formatDate, formatMonth, weekdayNames } from '../lib/format';
import { baseStyles } from './styles';

/** Labels of the grid's controls. */
export interface CalendarLabels {
  previousMonth: string;
  nextMonth: string;
  date: string;
  noDates: string;
}

const DEFAULT_LABELS: CalendarLabels = { previousMonth: 'Previous month', nextMonth: 'Next month', date: 'Date', noDates: 'No date is available.' };

/** The month grid element. */
export class FulfilmentCalendarElement extends LitElement {
  static override properties = {
    calendar: { attribute: false },
    today: {},
    value: {},
    locale: {},
    firstDay: { type: Number, attribute: 'first-day' },
    labels: { attribute: false },
    month: { state: true },
    focusDate: { state: true },
  };

  static override styles = [
    baseStyles,
    css`
      .head {
        display: flex;
        align-items: center;
        justify-content: space-between;
        gap: 8px;
        margin-bottom: 6px;
      }
      .head h3 {
        margin: 0;
        text-transform: capitalize;
      }
      .head button {
        min-width: 40px;
        padding: 4px 10px;
      }
      table {
        border-collapse: collapse;
        width: 100%;
        table-layout: fixed;
      }
      th {
        font-weight: 600;
        font-size: 0.8em;
        color: var(--_muted);
        padding: 4px 0;
      }
      td {
        text-align: center;
        padding: 2px;
      }
      td[role='gridcell'] {
        height: 40px;
        border-radius: var(--_radius);
        cursor: pointer;
      }
      td[aria-disabled='true'] {
        color: var(--_muted);
        text-decoration: line-through;
        cursor: default;
        opacity: 0.75;
      }
      td[aria-selected='true'] {
        background: var(--_accent);
        color: var(--_accent-text);
        font-weight: 700;
      }
      td.today {
        box-shadow: inset 0 0 0 1px var(--_border);
      }
    `,
  ];

  declare calendar: FulfilmentCalendar | null;
  declare today: string;
  declare value: string | null;
  declare locale: string;
  declare firstDay: number | null;
  declare labels: CalendarLabels;
  declare month: YearMonth | null;
  declare focusDate: string | null;
  private compiled: CompiledCalendar | null = null;
  private moveFocus = false;

  constructor() {
    super();
    this.calendar = null;
    this.today = '';
    this.value = null;
    this.locale = 'en';
    this.firstDay = null;
    this.labels = DEFAULT_LABELS;
    this.month = null;
    this.focusDate = null;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('calendar') || changed.has('today')) {
      this.compiled = this.calendar ? compileCalendar(this.calendar as CalendarLike, this.today ? { today: this.today } : undefined) : null;
      const start = this.value ?? this.calendar?.minDate ?? null;
      this.month = start ? monthOf(start) : null;
      this.focusDate = start;
    }
  }

  private range(): { first: YearMonth; last: YearMonth } | null {
    return this.calendar && this.today ? monthRange(this.calendar as CalendarLike, this.today) : null;
  }

  private showMonth(m: YearMonth): void {
    const range = this.range();
    if (!range || compareMonths(m, range.first) < 0 || compareMonths(m, range.last) > 0) return;
    this.month = m;
    const focus = this.focusDate ? monthOf(this.focusDate) : null;
    if (!focus || compareMonths(focus, m) !== 0) this.focusDate = `${m.year}-${String(m.month).padStart(2, '0')}-01`;
  }

  private choose(date: string, selectable: boolean): void {
    this.focusDate = date;
    if (!selectable) return;
    this.value = date;
    this.dispatchEvent(new CustomEvent('date-change', { detail: { date }, bubbles: true, composed: true }));
  }

  private onKey(e: KeyboardEvent, date: string, selectable: boolean, weekday: number): void {
    const first = this.firstDay ?? firstDayOfWeek(this.locale);
    const col = (weekday - first + 7) % 7;
    const steps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7, Home: -col, End: 6 - col };
    let next: string | null = null;
    if (e.key in steps) next = plusDays(date, steps[e.key]);
    else if (e.key === 'PageUp' || e.key === 'PageDown') {
      const m = addMonths(monthOf(date), e.key === 'PageUp' ? -1 : 1);
      const day = Math.min(Number(date.slice(8)), 28);
      next = `${m.year}-${String(m.month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      this.choose(date, selectable);
      return;
    } else return;
    e.preventDefault();
    const range = this.range();
    const target = monthOf(next);
    if (!range || compareMonths(target, range.first) < 0 || compareMonths(target, range.last) > 0) return;
    this.month = target;
    this.focusDate = next;
    this.moveFocus = true;
  }

  /** Focuses the grid's focusable day (the chosen one, else the first selectable one of the month shown); false when no grid is drawn. */
  focusDay(): boolean {
    const day = this.renderRoot.querySelector<HTMLElement>('td[tabindex="0"]');
    day?.focus();
    return day !== null;
  }

  protected override updated(): void {
    if (!this.moveFocus) return;
    this.moveFocus = false;
    (this.renderRoot.querySelector('td[tabindex="0"]') as HTMLElement | null)?.focus();
  }

  override render() {
    const range = this.range();
    if (!this.calendar || !this.compiled || !this.month || !range) return html`<p class="muted">${this.labels.noDates}</p>`;
    const first = this.firstDay ?? firstDayOfWeek(this.locale);
    const grid = monthGrid(this.compiled, this.month, first);
    const names = weekdayNames(this.locale);
    const focusInMonth = grid.weeks.flat().some((c) => c?.date === this.focusDate);
    const fallbackFocus = grid.weeks.flat().find((c) => c?.selectable)?.date ?? grid.weeks.flat().find((c) => c)?.date;
    const focus = focusInMonth ? this.focusDate : fallbackFocus;
    return html`
      <div class="head">
        <button
          type="button"
          aria-label=${this.labels.previousMonth}
          ?disabled=${compareMonths(this.month, range.first) <= 0}
          @click=${() => this.showMonth(addMonths(this.month as YearMonth, -1))}
        >
          ‹
        </button>
        <h3 id="title" aria-live="polite">${formatMonth(grid.year, grid.month, this.locale)}</h3>
        <button
          type="button"
          aria-label=${this.labels.nextMonth}
          ?disabled=${compareMonths(this.month, range.last) >= 0}
          @click=${() => this.showMonth(addMonths(this.month as YearMonth, 1))}
        >
          ›
        </button>
      </div>
      <table role="grid" aria-labelledby="title">
        <thead>
          <tr>
            ${grid.columns.map((c) => html`<th scope="col" abbr=${names.long[c]}>${names.short[c]}</th>`)}
          </tr>
        </thead>
        <tbody>
          ${grid.weeks.map(
            (week) =>
              html`<tr>
                ${week.map((cell) =>
                  cell
                    ? html`<td
                        role="gridcell"
                        class=${cell.date === this.today ? 'today' : nothing}
                        data-date=${cell.date}
                        aria-label=${formatDate(cell.date, this.locale)}
                        aria-selected=${cell.date === this.value ? 'true' : 'false'}
                        aria-disabled=${cell.selectable ? 'false' : 'true'}
                        tabindex=${cell.date === focus ? 0 : -1}
                        @click=${() => this.choose(cell.date, cell.selectable)}
                        @keydown=${(e: KeyboardEvent) => this.onKey(e, cell.date, cell.selectable, cell.weekday)}
                      >
                        ${cell.day}
                      </td>`
                    : html`<td></td>`,
                )}
              </tr>`,
          )}
        </tbody>
      </table>
    `;
  }
}
