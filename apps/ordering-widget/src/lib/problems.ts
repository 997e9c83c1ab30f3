import { fieldOf, type ContactField } from './contact';
import type { StringKey } from './strings';

/** The steps of the widget, in order. */
export type Step = 'method' | 'restaurant' | 'menu' | 'when' | 'review' | 'done';

/** Where a checkout problem leads the shopper back to, and what to tell them. */
export interface ProblemRoute {
  step: Step;
  message: StringKey;
  /** The chosen slot (and date, for DATE_NOT_AVAILABLE) must be chosen again. */
  clearSlot: boolean;
  clearDate: boolean;
  /** Fields of the review form the problem names (shown on them, the first focused); empty otherwise. */
  fields?: ContactField[];
}

/**
 * Leads each problem of `POST /checkouts` back to the step that fixes it, the cart kept
 * (apps/ordering-widget/README.md, "Problems"): a full or no longer offered slot to the
 * time, a date no longer available to the date, items or options to the menu, an address
 * outside the delivery area (or a method the restaurant stopped offering) to the
 * restaurant. A problem naming fields of the review form (a phone widget-api refuses, an
 * address member, a delivery address whose postal code is outside the area:
 * `delivery_address.postal_code`) stays on the review step with the message on those fields.
 * Anything else stays on the review step with a retry.
 * @param fields the request fields the problem names (`errors[].field` and `field`)
 */
export function routeProblem(code: string, fields: string[] = []): ProblemRoute {
  const form = [...new Set(fields.map(fieldOf).filter((f): f is ContactField => f !== null))];
  if (form.length > 0) {
    const area = code === 'OUTSIDE_DELIVERY_AREA' || code === 'GEO_QUERY_UNRESOLVED';
    return { step: 'review', message: area ? 'contact.outside_area' : 'contact.check', clearSlot: false, clearDate: false, fields: form };
  }
  switch (code) {
    case 'SLOT_FULL':
    case 'SLOT_NOT_AVAILABLE':
      return { step: 'when', message: 'problem.slot', clearSlot: true, clearDate: false };
    case 'DATE_NOT_AVAILABLE':
      return { step: 'when', message: 'problem.date', clearSlot: true, clearDate: true };
    case 'ITEM_UNAVAILABLE':
    case 'ITEM_NOT_FOUND':
    case 'OPTION_RULE_VIOLATED':
      return { step: 'menu', message: 'problem.items', clearSlot: false, clearDate: false };
    case 'OUTSIDE_DELIVERY_AREA':
    case 'METHOD_NOT_AVAILABLE':
    case 'RESTAURANT_NOT_FOUND':
    case 'GEO_QUERY_UNRESOLVED':
      return { step: 'restaurant', message: 'problem.area', clearSlot: true, clearDate: true };
    default:
      return { step: 'review', message: 'widget.error', clearSlot: false, clearDate: false };
  }
}

/** The request fields a problem body names: each of `errors[].field`, and `field` (`phone`, `delivery_address.postal_code`). */
export function problemFields(body: unknown): string[] {
  const o = (body && typeof body === 'object' ? body : {}) as { errors?: unknown; field?: unknown };
  const fields = Array.isArray(o.errors) ? o.errors.map((e: { field?: unknown }) => e?.field).filter((f): f is string => typeof f === 'string') : [];
  if (typeof o.field === 'string' && !fields.includes(o.field)) fields.push(o.field);
  return fields;
}

/**
 * The Idempotency-Key of a checkout request: kept while the request stays the same (a
 * retry after a lost answer, a reload of the review step), a new one once the shopper
 * changed anything (widget-api refuses a key reused for another request). The key is a
 * random UUID.
 */
export class CheckoutKey {
  private current: { body: string; key: string } | null = null;

  constructor(private readonly uuid: () => string = () => crypto.randomUUID()) {}

  /** The key for this request body. */
  for(body: unknown): string {
    const text = JSON.stringify(body);
    if (this.current?.body !== text) this.current = { body: text, key: this.uuid() };
    return this.current.key;
  }

  /** Forgets the key (after a checkout succeeded: the next order is a new request). */
  reset(): void {
    this.current = null;
  }
}
