/**
 * The admin API's problems in the merchant's words: each `errors[]` entry of a 400
 * (`{field, rule, message}`) as a plain, translated message on its field, and the banner
 * that lists them by the fields' labels. No field components here (forms.tsx has them),
 * so the shell can show a problem without loading them.
 */
import { Alert, Anchor, List } from '@mantine/core';
import { forwardRef } from 'react';
import type { FieldError as RhfFieldError, FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiProblem, type FieldProblem } from './api';
import { defineMessages, fill, localeOf, useT, type Locale } from './i18n';

/** The words of errors and problems, in the merchant's language (rules as the admin API names them: libs/store-settings/src/config/validate.ts, checks.ts). */
const messages = defineMessages({
  en: {
    time: 'Use a time like 09:00',
    date: 'Use a date like 2026-12-24',
    required: 'This field is required',
    atLeast: 'Enter a number of at least {n}',
    atMost: 'Enter a number of at most {n}',
    above: 'Enter a number above {n}',
    below: 'Enter a number below {n}',
    wholeNumber: 'Enter a whole number',
    number: 'Enter a number',
    choose: 'Choose one of the options',
    timezone: 'Unknown time zone: choose one from the list, like Europe/London',
    duplicate: 'This is listed twice',
    later: 'Must be later than {time}',
    notBelowMin: 'Must not be less than the minimum',
    tooLong: 'Use at most {n} characters',
    tooShort: 'Use at least {n} characters',
    tooMany: 'Use at most {n} entries',
    country: 'Use a two-letter country code like US',
    web: 'Start with https://',
    postalCode: 'Use letters and digits, with spaces or hyphens between them if needed',
    form: 'This value is not in the expected form',
    wrongType: 'This value is not of the expected kind',
    notSaved: 'Not saved',
    fixThese: 'Fix these fields and save again:',
    couldNot: 'Something went wrong',
    network: 'The server could not be reached. Check your connection and try again.',
  },
  fr: {
    time: 'Utilisez une heure comme 09:00',
    date: 'Utilisez une date comme 2026-12-24',
    required: 'Ce champ est obligatoire',
    atLeast: 'Saisissez un nombre supérieur ou égal à {n}',
    atMost: 'Saisissez un nombre inférieur ou égal à {n}',
    above: 'Saisissez un nombre supérieur à {n}',
    below: 'Saisissez un nombre inférieur à {n}',
    wholeNumber: 'Saisissez un nombre entier',
    number: 'Saisissez un nombre',
    choose: 'Choisissez l’une des options',
    timezone: 'Fuseau horaire inconnu : choisissez-en un dans la liste, par exemple Europe/Paris',
    duplicate: 'Cette entrée figure deux fois',
    later: 'Doit être après {time}',
    notBelowMin: 'Ne doit pas être inférieur au minimum',
    tooLong: 'Utilisez au plus {n} caractères',
    tooShort: 'Utilisez au moins {n} caractères',
    tooMany: 'Indiquez au plus {n} entrées',
    country: 'Utilisez un code pays à deux lettres, par exemple FR',
    web: 'Commencez par https://',
    postalCode: 'Utilisez des lettres et des chiffres, séparés au besoin par des espaces ou des tirets',
    form: 'Cette valeur n’a pas la forme attendue',
    wrongType: 'Cette valeur n’est pas du type attendu',
    notSaved: 'Non enregistré',
    fixThese: 'Corrigez ces champs, puis enregistrez à nouveau :',
    couldNot: 'Une erreur s’est produite',
    network: 'Le serveur est injoignable. Vérifiez votre connexion et réessayez.',
  },
  de: {
    time: 'Geben Sie eine Uhrzeit wie 09:00 ein',
    date: 'Geben Sie ein Datum wie 2026-12-24 ein',
    required: 'Dieses Feld ist erforderlich',
    atLeast: 'Geben Sie eine Zahl ab {n} ein',
    atMost: 'Geben Sie eine Zahl bis höchstens {n} ein',
    above: 'Geben Sie eine Zahl über {n} ein',
    below: 'Geben Sie eine Zahl unter {n} ein',
    wholeNumber: 'Geben Sie eine ganze Zahl ein',
    number: 'Geben Sie eine Zahl ein',
    choose: 'Wählen Sie eine der Optionen',
    timezone: 'Unbekannte Zeitzone: Wählen Sie eine aus der Liste, z. B. Europe/Berlin',
    duplicate: 'Dieser Eintrag ist doppelt vorhanden',
    later: 'Muss nach {time} liegen',
    notBelowMin: 'Darf nicht unter dem Minimum liegen',
    tooLong: 'Verwenden Sie höchstens {n} Zeichen',
    tooShort: 'Verwenden Sie mindestens {n} Zeichen',
    tooMany: 'Geben Sie höchstens {n} Einträge an',
    country: 'Verwenden Sie einen zweistelligen Ländercode, z. B. DE',
    web: 'Beginnen Sie mit https://',
    postalCode: 'Verwenden Sie Buchstaben und Ziffern, bei Bedarf durch Leerzeichen oder Bindestriche getrennt',
    form: 'Dieser Wert hat nicht die erwartete Form',
    wrongType: 'Dieser Wert hat nicht die erwartete Art',
    notSaved: 'Nicht gespeichert',
    fixThese: 'Korrigieren Sie diese Felder und speichern Sie erneut:',
    couldNot: 'Etwas ist schiefgegangen',
    network: 'Der Server ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  },
});
type Words = keyof (typeof messages)['en'];

/** The console's language as src/i18n.tsx sets it on `<html lang>` (for code outside components). */
export function currentLocale(): Locale {
  return localeOf(document.documentElement.lang) ?? 'en';
}

/** The number an API message names after `>=`, `less than` and the like (`must be >= 0` -> "0"), or null. */
function boundIn(message: string): string | null {
  return /(?:>=|<=|>|<|less than|greater than|fewer than|more than)\s*(-?\d+(?:\.\d+)?)/.exec(message)?.[1] ?? null;
}

/**
 * One `errors[]` entry of an admin API problem in words a merchant uses, in `locale`:
 * by its rule (ajv keywords of the store file's JSON Schema, libs/store-settings/src/config/validate.ts;
 * the checks of libs/store-settings/src/config/checks.ts; class-validator rules of the DTOs).
 * A time pattern reads "Use a time like 09:00", never the regular expression. A rule with
 * no plain wording here (`slot_outside_window` and other custom rules) keeps the API's
 * message, without the field path it starts with.
 */
export function plainMessage(e: FieldProblem, locale: Locale = currentLocale()): string {
  const say = (key: Words, values?: Record<string, string>) => fill(messages[locale][key], values);
  const m = e.message ?? '';
  const rule = e.rule ?? '';
  const bound = boundIn(m);
  const isTime = /\[0-5\]\[0-9\]|HH:MM/.test(m) || rule === 'timeOfDay';
  if (isTime && (rule === 'pattern' || rule === 'matches' || rule === 'timeOfDay' || rule === 'format')) return say('time');
  switch (rule) {
    case 'required':
    case 'isNotEmpty':
    case 'isDefined':
      return say('required');
    case 'minimum':
    case 'min':
      return bound ? say('atLeast', { n: bound }) : keepApi(e);
    case 'maximum':
    case 'max':
      return bound ? say('atMost', { n: bound }) : keepApi(e);
    case 'exclusiveMinimum':
      return bound ? say('above', { n: bound }) : keepApi(e);
    case 'exclusiveMaximum':
      return bound ? say('below', { n: bound }) : keepApi(e);
    case 'multipleOf':
    case 'isInt':
      return say('wholeNumber');
    case 'type':
      return /integer/.test(m) ? say('wholeNumber') : /number/.test(m) ? say('number') : say('wrongType');
    case 'enum':
    case 'isIn':
      return say('choose');
    case 'ianaZone':
      return say('timezone');
    case 'isoDate':
      return say('date');
    case 'format':
      if (/iana-timezone/.test(m)) return say('timezone');
      if (/date/.test(m)) return say('date');
      return say('form');
    case 'unique':
      return say('duplicate');
    case 'timeOrder': {
      const time = /(\d{2}:\d{2})\s*$/.exec(m)?.[1];
      return time ? say('later', { time }) : keepApi(e);
    }
    case 'order':
      return say('notBelowMin');
    case 'maxLength':
      return bound ? say('tooLong', { n: bound }) : keepApi(e);
    case 'minLength':
      return bound === null || Number(bound) <= 1 ? say('required') : say('tooShort', { n: bound });
    case 'maxItems':
      return bound ? say('tooMany', { n: bound }) : keepApi(e);
    case 'postalCode':
      return say('postalCode');
    case 'pattern':
    case 'matches':
      if (/\[A-Z\]\{2\}/.test(m)) return say('country');
      if (/https\?/.test(m)) return say('web');
      return say('form');
    default:
      return keepApi(e);
  }
}

/** The API's own message without the field path it starts with (`slots[0].from must ...` -> "Must ..."). */
function keepApi(e: FieldProblem): string {
  let m = e.message ?? '';
  if (e.field && m.startsWith(e.field)) m = m.slice(e.field.length).trim();
  return m ? m.charAt(0).toUpperCase() + m.slice(1) : m;
}

/** API field path -> react-hook-form name: `slots[0].limit` -> `slots.0.limit`; `prefix` is stripped first. */
export function formFieldName(field: string, prefix = ''): string {
  const relative = prefix && field.startsWith(prefix) ? field.slice(prefix.length).replace(/^\./, '') : field;
  return relative.replace(/\[(\d+)\]/g, '.$1');
}

/** One field error of a failed save as the merchant reads it: the form's field name, its label (if the page shows the field), the plain message. */
export interface FieldIssue {
  /** react-hook-form name (`weekday_windows.monday.max`). */
  name: string;
  /** The field's label as shown (or its aria-label), or null when no input of that name is on the page. */
  label: string | null;
  message: string;
}

/** The input of a form field `name` inside `root` (exact name, else the first input below it: `slots.0` -> `slots.0.day_of_week`). */
export function fieldElement(root: ParentNode | null | undefined, name: string): HTMLElement | null {
  if (!root) return null;
  const q = (selector: string) => root.querySelector<HTMLElement>(selector);
  const n = CSS.escape(name);
  return q(`[data-field="${n}"]`) ?? q(`[name="${n}"]:not([type="hidden"])`) ?? q(`[data-field^="${n}."]`) ?? q(`[name^="${n}."]:not([type="hidden"])`);
}

/** The text of the elements `el` is described by (Mantine links a field's error with aria-describedby). */
function describedText(el: Element): string {
  return (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

/**
 * The input showing `issue` inside `root`: the field of its name ({@link fieldElement}), else
 * the input marked invalid whose error reads the issue's message (inputs of components that
 * carry no `name`, e.g. a row showing its slot's error on one of its inputs).
 */
export function issueElement(root: ParentNode | null | undefined, issue: FieldIssue): HTMLElement | null {
  if (!root) return null;
  return (
    fieldElement(root, issue.name) ??
    [...root.querySelectorAll<HTMLElement>('[aria-invalid="true"]')].find((el) => describedText(el).includes(issue.message)) ??
    null
  );
}

/** The label a merchant reads for an input (its `<label>`, else `aria-label`), without a required mark. */
export function labelOf(el: HTMLElement | null): string | null {
  if (!el) return null;
  const labelled = el.getAttribute('aria-labelledby');
  const text =
    el.getAttribute('aria-label') ??
    (el as HTMLInputElement).labels?.[0]?.textContent ??
    (labelled ? document.getElementById(labelled.split(' ')[0])?.textContent : null) ??
    null;
  return text ? text.replace(/\s*\*\s*$/, '').trim() || null : null;
}

/**
 * Puts each `errors[]` entry of an API problem on the form field it names, in plain words
 * ({@link plainMessage}), one message per field (a repeated one is kept once).
 * @param root the form's element, to read each field's label from; without it labels are null
 * @returns the issues in the order the API gave them (for {@link ProblemAlert}'s list)
 */
export function applyProblem<T extends FieldValues>(problem: unknown, form: UseFormReturn<T>, prefix = '', root?: ParentNode | null): FieldIssue[] {
  if (!(problem instanceof ApiProblem)) return [];
  const byName = new Map<string, FieldIssue>();
  for (const e of problem.errors) {
    const name = formFieldName(e.field, prefix);
    const message = plainMessage(e);
    const seen = byName.get(name);
    if (seen) {
      if (!seen.message.split('; ').includes(message)) seen.message = `${seen.message}; ${message}`;
      continue;
    }
    byName.set(name, { name, label: labelOf(fieldElement(root, name)), message });
  }
  for (const issue of byName.values()) form.setError(issue.name as never, { type: 'server', message: issue.message });
  return [...byName.values()];
}

/** The message of a field's error, or of the errors nested below it (a list field's items), each distinct message once. */
export function errorText(error: RhfFieldError | Record<string, unknown> | undefined): string | undefined {
  if (!error) return undefined;
  if (typeof (error as RhfFieldError).message === 'string') return (error as RhfFieldError).message;
  const nested = Object.values(error)
    .map((e) => (e && typeof e === 'object' ? errorText(e as RhfFieldError) : undefined))
    .filter((m): m is string => !!m);
  const distinct = [...new Set(nested.flatMap((m) => m.split('; ')))];
  return distinct.length ? distinct.join('; ') : undefined;
}

/** A problem's detail in plain words: the generic "Invalid request body at ..." of a validation failure is replaced by the list. */
function plainDetail(p: ApiProblem, say: (key: Words) => string): string | null {
  if (p.status === 0) return say('network');
  if (p.errors.length > 0) return say('fixThese');
  return p.detail;
}

/**
 * The API's answer to a failed request as a banner (role=alert): a plain sentence and
 * every field it named, by the field's label (a link that moves focus to the field) when
 * `issues` are given, never by the API's path. Focusable (tabIndex -1): focus moves here
 * after a failed save when no field of the page matches.
 */
export const ProblemAlert = forwardRef<
  HTMLDivElement,
  {
    problem: unknown;
    /** The banner's title (default "Not saved", translated). */
    title?: string;
    /** The field errors by label ({@link applyProblem}'s answer); else the problem's errors, by message only. */
    issues?: FieldIssue[];
    /** Called when the merchant picks an issue's label (to focus its field). */
    onIssue?(issue: FieldIssue): void;
    /** Show the API's path (`locations[3].pickup.interval`) of an error with no label: for answers that concern no form of the page (a store file). */
    showPaths?: boolean;
  }
>(function ProblemAlert({ problem, title, issues, onIssue, showPaths }, ref) {
  const t = useT(messages);
  if (!problem) return null;
  const p = problem instanceof ApiProblem ? problem : new ApiProblem(0, 'ERROR', String((problem as Error)?.message ?? problem));
  const list = dedupe(issues ?? p.errors.map((e) => ({ name: e.field, label: null, message: plainMessage(e) })));
  const detail = p.status === 0 && p.code !== 'NETWORK' ? p.detail : plainDetail(p, t);
  return (
    <Alert ref={ref} tabIndex={-1} color="red" variant="outline" title={title ?? t('notSaved')} role="alert">
      {detail}
      {list.length > 0 && (
        <List size="sm" mt="xs">
          {list.map((e) => (
            <List.Item key={e.name + e.message}>
              {e.label && onIssue ? (
                <Anchor component="button" type="button" size="sm" onClick={() => onIssue(e)}>
                  {e.label}
                </Anchor>
              ) : (
                (e.label ?? (showPaths ? <code>{e.name}</code> : null))
              )}
              {e.label || showPaths ? ': ' : ''}
              {e.message}
            </List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
});

/** Issues without repeats (same label or field and message). */
function dedupe(issues: FieldIssue[]): FieldIssue[] {
  const seen = new Set<string>();
  return issues.filter((i) => {
    const key = `${i.label ?? ''}\u0000${i.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
