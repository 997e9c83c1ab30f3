/**
 * `<fulfilment-slot-list>`: the time slots of one date as an ARIA listbox (roving
 * `tabindex`, arrow keys, Home/End, Enter or Space to choose), with each limited slot's
 * remaining places; a full slot (`full`, or no place left) stays in its place, greyed,
 * `aria-disabled` and labelled "Full", and cannot be chosen (docs/storefront-picker.md,
 * "Full times"). Times are wall times of the location, labelled with its zone.
 *
 * Properties: `slots` (TimeSlot[]), `value` (key of the chosen slot: its id, or its start
 * `HH:MM` for a generated slot without id), `locale`, `zone` (label such as "EDT"),
 * `labels` ({times, timesIn, placesLeft, full, noTimes}).
 * Event: `slot-change` (bubbles, composed) with `detail.slot` (the TimeSlot).
 * Reused by the ordering widget; exported from @fulfil/storefront-picker.
 */
import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import type { TimeSlot } from '@fulfil/api-client';
import { formatTime } from '../lib/format';
import { fill } from '../lib/i18n';
import { isFullSlot, slotNote } from './picker-state';
import { baseStyles } from './styles';

/** Labels of the slot list. */
export interface SlotLabels {
  times: string;
  timesIn: string;
  placesLeft: string;
  full: string;
  noTimes: string;
}

const DEFAULT_LABELS: SlotLabels = {
  times: 'Time',
  timesIn: 'Times in {zone}',
  placesLeft: '{n} left',
  full: 'Full',
  noTimes: 'No time is left on this date.',
};

/** The key of a slot: its id, else its start time (generated slots have no id). */
export function slotKey(slot: TimeSlot): string {
  return slot.id === null ? slot.available_from : String(slot.id);
}

/** The slot list element. */
export class FulfilmentSlotListElement extends LitElement {
  static override properties = {
    slots: { attribute: false },
    value: {},
    locale: {},
    zone: {},
    labels: { attribute: false },
    focusKey: { state: true },
  };

  static override styles = [
    baseStyles,
    css`
      /* --fp-slots-columns, --fp-slots-flow and --fp-slots-wrap let a host lay the times out as
         one scrollable row of one-line chips (the ordering widget on phones: none, column, nowrap). */
      [role='listbox'] {
        display: grid;
        grid-template-columns: var(--fp-slots-columns, repeat(auto-fill, minmax(150px, 1fr)));
        grid-auto-flow: var(--fp-slots-flow, row);
        grid-auto-columns: max-content;
        overflow-x: auto;
        gap: 6px;
        padding: 2px;
      }
      [role='option'] {
        border: 1px solid var(--_border);
        border-radius: var(--_radius);
        padding: 8px 10px;
        cursor: pointer;
        display: flex;
        justify-content: space-between;
        gap: 6px;
        white-space: var(--fp-slots-wrap, normal);
      }
      [role='option'][aria-selected='true'] {
        background: var(--_accent);
        color: var(--_accent-text);
        border-color: var(--_accent);
      }
      [role='option'][aria-disabled='true'] {
        cursor: not-allowed;
        opacity: 0.6;
      }
      .left {
        font-size: 0.85em;
      }
    `,
  ];

  declare slots: TimeSlot[];
  declare value: string | null;
  declare locale: string;
  declare zone: string;
  declare labels: SlotLabels;
  declare focusKey: string | null;
  private moveFocus = false;

  constructor() {
    super();
    this.slots = [];
    this.value = null;
    this.locale = 'en';
    this.zone = '';
    this.labels = DEFAULT_LABELS;
    this.focusKey = null;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('slots') && !this.slots.some((s) => slotKey(s) === this.focusKey)) this.focusKey = this.value;
  }

  private choose(slot: TimeSlot): void {
    this.focusKey = slotKey(slot);
    if (isFullSlot(slot)) return;
    this.value = slotKey(slot);
    this.dispatchEvent(new CustomEvent('slot-change', { detail: { slot }, bubbles: true, composed: true }));
  }

  private onKey(e: KeyboardEvent, index: number): void {
    const last = this.slots.length - 1;
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowRight: index + 1, ArrowUp: index - 1, ArrowLeft: index - 1, Home: 0, End: last };
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      this.choose(this.slots[index]);
      return;
    }
    if (!(e.key in moves)) return;
    e.preventDefault();
    const next = Math.max(0, Math.min(last, moves[e.key]));
    this.focusKey = slotKey(this.slots[next]);
    this.moveFocus = true;
  }

  protected override updated(): void {
    if (!this.moveFocus) return;
    this.moveFocus = false;
    (this.renderRoot.querySelector('[role="option"][tabindex="0"]') as HTMLElement | null)?.focus();
  }

  override render() {
    const heading = this.zone ? fill(this.labels.timesIn, { zone: this.zone }) : this.labels.times;
    if (this.slots.length === 0) return html`<p class="muted" role="status">${this.labels.noTimes}</p>`;
    const focus = this.slots.some((s) => slotKey(s) === this.focusKey) ? this.focusKey : slotKey(this.slots[0]);
    return html`
      <h3 id="label">${heading}</h3>
      <div role="listbox" aria-labelledby="label">
        ${this.slots.map((slot, i) => {
          const key = slotKey(slot);
          const full = isFullSlot(slot);
          return html`<div
            role="option"
            data-slot=${key}
            data-remaining=${slot.limited && typeof slot.remaining === 'number' ? String(slot.remaining) : ''}
            data-full=${full ? 'true' : nothing}
            aria-selected=${key === this.value ? 'true' : 'false'}
            aria-disabled=${full ? 'true' : 'false'}
            tabindex=${key === focus ? 0 : -1}
            @click=${() => this.choose(slot)}
            @keydown=${(e: KeyboardEvent) => this.onKey(e, i)}
          >
            <span>${formatTime(slot.available_from, this.locale)} – ${formatTime(slot.available_until, this.locale)}</span>
            <span class="left">${slotNote(slot, this.labels)}</span>
          </div>`;
        })}
      </div>
    `;
  }
}
