import { CONTACT_FORM_ACTION } from '@fulfil/helpdesk';
import { attrs, esc } from './html';
import type { FormOutcome, FormKind } from './outcome';
import type { PageBotCheck } from './page-policy';
import type { FormValues } from './sealed-values';
import { ContactField, DefaultTopic, formatString, FieldRule, PageStrings } from './strings';

/** What the forms' markup needs, besides the texts. */
export interface FormsMarkupModel {
  strings: PageStrings;
  bot: PageBotCheck;
  /** The topics the visitor picks `helpWith` from (the ticket's title), as configured. */
  topics: readonly string[];
  /** Where each form posts (the unversioned paths; absolute for the embeddable snippet). */
  actions: Record<FormKind, string>;
  /** The outcome of the last post, from the page's query. */
  outcome?: FormOutcome;
  /** The values entered before a failed post, from the sealed cookie. */
  values?: FormValues;
}

interface FieldSpec {
  name: ContactField;
  type?: string;
  autocomplete?: string;
  maxlength: number;
  optional?: boolean;
}

const CONTACT_FIELDS: FieldSpec[] = [
  { name: 'firstName', autocomplete: 'given-name', maxlength: 100 },
  { name: 'lastName', autocomplete: 'family-name', maxlength: 100 },
  { name: 'email', type: 'email', autocomplete: 'email', maxlength: 254 },
  { name: 'telephone', type: 'tel', autocomplete: 'tel', maxlength: 40, optional: true },
  { name: 'company', autocomplete: 'organization', maxlength: 200, optional: true },
  { name: 'helpWith', maxlength: 200 },
  { name: 'message', maxlength: 10_000 },
];

const ID_PREFIX: Record<FormKind, string> = { contact: 'cf', newsletter: 'nl' };

/** Message shown next to a field for a failed rule. */
export function fieldErrorText(strings: PageStrings, label: string, rule: FieldRule): string {
  return formatString(strings.rules[rule] ?? strings.rules.required, { field: label });
}

/** What the page shows for a configured topic: its translation when it is a default topic, else the topic as configured. */
export function topicText(strings: PageStrings, topic: string): string {
  return Object.hasOwn(strings.topics, topic) ? strings.topics[topic as DefaultTopic] : topic;
}

/** The text of a non-field outcome (success, bot check, rate limit, outage, ...). */
export function outcomeText(strings: PageStrings, outcome: FormOutcome): string {
  return formatString(strings.outcomes[outcome.kind], { seconds: outcome.retryAfterSeconds ?? 60 });
}

/** Escaped `data-config` values by language, bot check and form: the same for every page view. */
const configCache = new Map<string, string>();

/**
 * ` data-config="..."`: the JSON the forms' script reads (texts, bot check), so the script
 * holds no text of its own and one file serves every language. Built and escaped once per
 * language, bot check and form.
 */
function scriptConfigAttribute(model: FormsMarkupModel, form: FormKind): string {
  const key = `${model.strings.lang}|${form}|${model.bot.mode === 'recaptcha' ? model.bot.siteKey : ''}`;
  let attribute = configCache.get(key);
  if (attribute === undefined) {
    attribute = ` data-config="${esc(scriptConfig(model, form))}"`;
    configCache.set(key, attribute);
  }
  return attribute;
}

function scriptConfig(model: FormsMarkupModel, form: FormKind): string {
  const s = model.strings;
  const captcha =
    form !== 'contact'
      ? null
      : model.bot.mode === 'recaptcha'
        ? { mode: 'recaptcha', siteKey: model.bot.siteKey, action: CONTACT_FORM_ACTION }
        : { mode: 'test' };
  return JSON.stringify({
    form,
    captcha,
    labels: form === 'contact' ? s.contact.labels : { email: s.newsletter.emailLabel },
    rules: s.rules,
    outcomes: s.outcomes,
    sending: form === 'contact' ? s.contact.sending : s.newsletter.sending,
  });
}

function statusRegion(model: FormsMarkupModel, form: FormKind): string {
  const outcome = model.outcome?.form === form ? model.outcome : undefined;
  const ok = outcome && (outcome.kind === 'sent' || outcome.kind === 'subscribed' || outcome.kind === 'stored');
  const kind = outcome ? (ok ? ' status--ok' : ' status--error') : '';
  const text = outcome ? esc(outcomeText(model.strings, outcome)) : '';
  return `<div${attrs({ id: `${ID_PREFIX[form]}-status`, class: `status${kind}`, role: 'status', tabindex: '-1', hidden: !outcome })}>${text}</div>`;
}

/** One field: label, control, and the error element the control points to when invalid. */
function field(model: FormsMarkupModel, form: FormKind, spec: FieldSpec, label: string, autofocus: boolean): string {
  const id = `${ID_PREFIX[form]}-${spec.name}`;
  const errorId = `${id}-error`;
  const failed = model.outcome?.form === form ? model.outcome.errors?.find((e) => e.field === spec.name) : undefined;
  const value = model.values?.form === form ? model.values.values[spec.name] : undefined;
  const control = {
    id,
    name: spec.name,
    required: !spec.optional,
    'aria-invalid': failed ? 'true' : undefined,
    'aria-describedby': failed ? errorId : undefined,
    autofocus: failed && autofocus,
  };
  const s = model.strings;
  const labelText = spec.optional ? `${label} <span class="optional">${esc(s.contact.optional)}</span>` : esc(label);
  let input: string;
  if (spec.name === 'message') {
    input = `<textarea${attrs({ ...control, rows: 8, maxlength: spec.maxlength })}>${esc(value ?? '')}</textarea>`;
  } else if (spec.name === 'helpWith') {
    const options = [`<option value="">${esc(s.contact.chooseTopic)}</option>`]
      .concat(model.topics.map((t) => `<option${attrs({ value: t, selected: value === t })}>${esc(topicText(s, t))}</option>`))
      .join('');
    input = `<select${attrs(control)}>${options}</select>`;
  } else {
    input = `<input${attrs({ ...control, type: spec.type ?? 'text', autocomplete: spec.autocomplete, maxlength: spec.maxlength, value })}>`;
  }
  const error = `<p${attrs({ id: errorId, class: 'field-error', hidden: !failed })}>${failed ? esc(fieldErrorText(s, label, failed.rule)) : ''}</p>`;
  return `<div class="field field--${spec.name}"><label for="${id}">${labelText}</label>${input}${error}</div>`;
}

/** The contact form (posts to `actions.contact`; works without JavaScript, enhanced by the forms' script). */
export function renderContactForm(model: FormsMarkupModel): string {
  const s = model.strings;
  const failed = new Set(model.outcome?.form === 'contact' ? model.outcome.errors?.map((e) => e.field) : []);
  const firstInvalid = CONTACT_FIELDS.find((spec) => failed.has(spec.name))?.name; // the first in page order gets the focus
  const fields = CONTACT_FIELDS.map((spec) => field(model, 'contact', spec, s.contact.labels[spec.name], spec.name === firstInvalid)).join('\n');
  const token = model.bot.mode === 'test' ? model.bot.token : '';
  const notKept = model.values?.form === 'contact' && model.values.messageDropped ? `<p class="notice">${esc(s.messageNotKept)}</p>` : '';
  return [
    `<form${attrs({ id: 'contact-form', class: 'form', action: model.actions.contact, method: 'post', novalidate: true })}${scriptConfigAttribute(model, 'contact')}>`,
    statusRegion(model, 'contact'),
    notKept,
    fields,
    `<input${attrs({ type: 'hidden', name: 'captchaToken', value: token })}>`,
    `<input${attrs({ type: 'hidden', name: 'captchaAction', value: CONTACT_FORM_ACTION })}>`,
    `<button type="submit">${esc(s.contact.submit)}</button>`,
    '</form>',
  ].join('\n');
}

/** The newsletter form (posts to `actions.newsletter`): one e-mail field. */
export function renderNewsletterForm(model: FormsMarkupModel): string {
  const s = model.strings;
  const failed = model.outcome?.form === 'newsletter' && model.outcome.errors?.length ? true : false;
  const email = field(model, 'newsletter', { name: 'email', type: 'email', autocomplete: 'email', maxlength: 254 }, s.newsletter.emailLabel, failed);
  return [
    `<form${attrs({ id: 'newsletter-form', class: 'form form--inline', action: model.actions.newsletter, method: 'post', novalidate: true })}${scriptConfigAttribute(model, 'newsletter')}>`,
    statusRegion(model, 'newsletter'),
    email,
    `<button type="submit">${esc(s.newsletter.submit)}</button>`,
    '</form>',
  ].join('\n');
}

/**
 * The newsletter section: heading, intro and form (on the contact page and in the snippet).
 * It carries its own `lang`: embedded, it may be in another language than the page around it.
 */
export function renderNewsletterSection(model: FormsMarkupModel): string {
  const s = model.strings;
  return [
    `<section id="newsletter" class="newsletter" lang="${esc(s.lang)}" aria-labelledby="newsletter-heading">`,
    `<h2 id="newsletter-heading">${esc(s.newsletter.title)}</h2>`,
    `<p>${esc(s.newsletter.intro)}</p>`,
    renderNewsletterForm(model),
    '</section>',
  ].join('\n');
}
