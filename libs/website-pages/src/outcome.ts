import type { ContactField, FieldRule, OutcomeKind } from './strings';

/**
 * How a browser's form post to `/api/contact-form` or `/api/newsletter-signup` ended, as
 * carried in the query of the `303 See Other` back to the page (docs/api-decisions.md,
 * "Contact page"). It holds no personal data: field names and rule names only, never a
 * value; the entered values travel in a sealed cookie (`sealFormValues`).
 */
export interface FormOutcome {
  /** Which form was posted. */
  form: FormKind;
  kind: OutcomeKind;
  /** `invalid` only: each failing field with the rule it failed. */
  errors?: Array<{ field: string; rule: FieldRule }>;
  /** `rate-limited` only: seconds to wait (the 429's `Retry-After`). */
  retryAfterSeconds?: number;
}

/** The two forms of the site. */
export type FormKind = 'contact' | 'newsletter';

/** The fields of each form a page renders, in page order. */
export const FORM_FIELDS: Record<FormKind, readonly string[]> = {
  contact: ['firstName', 'lastName', 'email', 'telephone', 'company', 'helpWith', 'message'] satisfies ContactField[],
  newsletter: ['email'],
};

const KINDS: readonly OutcomeKind[] = ['sent', 'subscribed', 'opted-out', 'invalid', 'bot-check', 'rate-limited', 'stored', 'unavailable', 'error'];
const RULES: readonly FieldRule[] = ['required', 'isString', 'minLength', 'maxLength', 'isEmail', 'equals', 'unknownField'];
const MAX_RETRY_AFTER = 86_400;

/** What of a problem (RFC 9457 body or `ProblemError`) decides the outcome. */
export interface ProblemLike {
  status: number;
  code: string;
  errors?: Array<{ field: string; rule: string }>;
  /** `Retry-After` of a 429, seconds. */
  retryAfter?: string | number;
  /** True when the enquiry was stored before the helpdesk failed (the 502's `enquiryStored`). */
  enquiryStored?: boolean;
}

/**
 * Maps an API answer to what the page says. Field errors on fields the page does not
 * show (e.g. `captchaToken`) make the outcome `bot-check` (a missing token) or `error`.
 * @param form the form that was posted
 * @param problem the problem, or undefined for a success
 */
export function outcomeOf(form: FormKind, problem?: ProblemLike): FormOutcome {
  if (!problem) return { form, kind: form === 'contact' ? 'sent' : 'subscribed' };
  if (problem.status === 429) {
    const seconds = Math.min(MAX_RETRY_AFTER, Math.max(1, Math.ceil(Number(problem.retryAfter) || 60)));
    return { form, kind: 'rate-limited', retryAfterSeconds: seconds };
  }
  if (problem.code === 'CAPTCHA_MISSING' || problem.code === 'CAPTCHA_INVALID') return { form, kind: 'bot-check' };
  // 409 NEWSLETTER_OPTED_OUT: the address opted out earlier (docs/api-decisions.md); the page says what to do.
  if (problem.code === 'NEWSLETTER_OPTED_OUT') return { form, kind: 'opted-out' };
  if (problem.code === 'VALIDATION_FAILED' && problem.errors?.length) {
    const shown = new Set(FORM_FIELDS[form]);
    const errors = problem.errors.filter((e) => shown.has(e.field) && RULES.includes(e.rule as FieldRule)) as FormOutcome['errors'] & object;
    if (errors.length) return { form, kind: 'invalid', errors };
    return { form, kind: problem.errors.some((e) => e.field === 'captchaToken') ? 'bot-check' : 'error' };
  }
  if (problem.status === 502 && problem.enquiryStored) return { form, kind: 'stored' };
  if (problem.status >= 500) return { form, kind: 'unavailable' };
  return { form, kind: 'error' };
}

/** The query string (without `?`) carrying an outcome: `form=contact&outcome=invalid&errors=email:isEmail,firstName:required`. */
export function outcomeQuery(outcome: FormOutcome): string {
  const params = new URLSearchParams({ form: outcome.form, outcome: outcome.kind });
  if (outcome.errors?.length) params.set('errors', outcome.errors.map((e) => `${e.field}:${e.rule}`).join(','));
  if (outcome.retryAfterSeconds !== undefined) params.set('retryAfter', String(outcome.retryAfterSeconds));
  return params.toString();
}

/**
 * Reads an outcome from a page's query; undefined when there is none or it is not one
 * this page could have produced (unknown form, kind, field or rule are dropped, so a
 * crafted link can only ever show the page's own fixed texts).
 */
export function parseOutcome(query: Record<string, unknown>): FormOutcome | undefined {
  const form = query['form'];
  const kind = query['outcome'];
  if ((form !== 'contact' && form !== 'newsletter') || typeof kind !== 'string' || !KINDS.includes(kind as OutcomeKind)) return undefined;
  const outcome: FormOutcome = { form, kind: kind as OutcomeKind };
  if (kind === 'invalid') {
    const shown = new Set(FORM_FIELDS[form]);
    const raw = typeof query['errors'] === 'string' ? query['errors'] : '';
    const errors = raw
      .split(',')
      .map((pair) => pair.split(':'))
      .filter(([field, rule]) => shown.has(field) && RULES.includes(rule as FieldRule))
      .map(([field, rule]) => ({ field, rule: rule as FieldRule }));
    if (!errors.length) return { form, kind: 'error' };
    outcome.errors = errors.filter((e, i) => errors.findIndex((o) => o.field === e.field) === i);
  }
  if (kind === 'rate-limited') {
    const seconds = Number(query['retryAfter']);
    outcome.retryAfterSeconds = Number.isInteger(seconds) && seconds >= 1 && seconds <= MAX_RETRY_AFTER ? seconds : 60;
  }
  return outcome;
}
