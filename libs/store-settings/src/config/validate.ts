import Ajv, { ErrorObject, ValidateFunction } from 'ajv';
import { FieldError, ValidationProblem } from '@fulfil/problem-details';
import { WEEKDAYS } from '../model/vocabulary';
import schema from './store-config.schema.json';
import { normalizeMerchantPostalCodes } from './postal-codes';
import { checkStoreConfig } from './checks';
import type { StoreConfig } from '../model/store-config';

const zoneCache = new Map<string, boolean>();

/** True for an IANA zone name this runtime knows (`Europe/London`), false for anything else. */
export function isIanaTimeZone(zone: string): boolean {
  let ok = zoneCache.get(zone);
  if (ok === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      ok = /^[A-Za-z]+(\/[A-Za-z0-9_+-]+)*$/.test(zone) || zone === 'UTC';
    } catch {
      ok = false;
    }
    zoneCache.set(zone, ok);
  }
  return ok;
}

/** True for a real calendar date `YYYY-MM-DD`. */
export function isCalendarDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3];
}

/** A calendar date, or `--MM-DD` for a yearly date (29 February allowed). */
export function isBlackoutDate(value: string): boolean {
  return value.startsWith('--') ? isCalendarDate(`2024${value.slice(1)}`) : isCalendarDate(value);
}

let ajvInstance: Ajv | undefined;
let compiled: ValidateFunction | undefined;

function ajv(): Ajv {
  if (!ajvInstance) {
    ajvInstance = new Ajv({ useDefaults: true, allErrors: true, strict: true });
    ajvInstance.addFormat('calendar-date', { type: 'string', validate: isCalendarDate });
    ajvInstance.addFormat('blackout-date', { type: 'string', validate: isBlackoutDate });
    ajvInstance.addFormat('iana-timezone', { type: 'string', validate: isIanaTimeZone });
  }
  return ajvInstance;
}

function validator(): ValidateFunction {
  compiled ??= ajv().compile(schema);
  return compiled;
}

/**
 * The ajv instance that knows the store file's schema (by its `$id`) and its formats
 * (`calendar-date`, `blackout-date`, `iana-timezone`), for the admin API's blocks
 * (config/blocks.ts) to compile schemas that refer to the file's definitions.
 */
export function storeConfigAjv(): Ajv {
  validator();
  return ajv();
}

/** `/locations/3/pickup/interval` -> `locations[3].pickup.interval`. */
function pointerToPath(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part), '');
}

/**
 * ajv's errors (all of them: the instance reports every failing field) as one field error
 * per field, in order. Of several errors on one field the most telling is kept: not the
 * `oneOf`/`anyOf` summary, and not the "must be null" of a nullable field's other branch.
 */
export function ajvFieldErrors(errors: readonly ErrorObject[] | null | undefined): FieldError[] {
  const byField = new Map<string, { error: FieldError; weight: number }>();
  for (const e of errors ?? []) {
    const error = ajvFieldError(e);
    const weight =
      e.keyword === 'oneOf' || e.keyword === 'anyOf' || e.keyword === 'if'
        ? 2
        : e.keyword === 'type' && (e.params as { type?: unknown }).type === 'null'
          ? 1
          : 0;
    const seen = byField.get(error.field);
    if (!seen || weight < seen.weight) byField.set(error.field, { error, weight });
  }
  const out = [...byField.values()].map((v) => v.error);
  return out.length ? out : [{ field: '(root)', rule: 'type', message: 'the body is invalid' }];
}

/** An ajv error as a field error naming the exact field (`prefix` is put before the path). */
export function ajvFieldError(e: ErrorObject, prefix = ''): FieldError {
  let field = pointerToPath(e.instancePath);
  const params = e.params as { missingProperty?: string; additionalProperty?: string; allowedValues?: unknown[] };
  if (e.keyword === 'required' && params.missingProperty) field = field ? `${field}.${params.missingProperty}` : params.missingProperty;
  if (e.keyword === 'additionalProperties' && params.additionalProperty) field = field ? `${field}.${params.additionalProperty}` : params.additionalProperty;
  const detail =
    e.keyword === 'enum'
      ? `must be one of ${JSON.stringify(params.allowedValues)}`
      : e.keyword === 'additionalProperties'
        ? 'is not a known field'
        : e.keyword === 'required'
          ? 'is required'
          : (e.message ?? 'is invalid');
  if (prefix) field = field ? `${prefix}${field.startsWith('[') ? '' : '.'}${field}` : prefix;
  return { field: field || '(root)', rule: e.keyword, message: `${field || 'the file'} ${detail}` };
}

const slotKey = (day: string, from: string, until: string) => `${WEEKDAYS.indexOf(day as never)} ${from} ${until}`;

/**
 * Sorts what has no meaningful order (slots, stock rows, product lists, merchant postal
 * codes) and puts merchant postal codes in their stored form, so equal configs compare equal.
 */
function canonicalize(c: StoreConfig): StoreConfig {
  for (const l of c.locations) {
    l.pickup.slots.sort((a, b) =>
      slotKey(a.day_of_week, a.available_from, a.available_until).localeCompare(slotKey(b.day_of_week, b.available_from, b.available_until)),
    );
    for (const day of WEEKDAYS) l.delivery[day]?.slots.slots.sort((a, b) => `${a.from} ${a.until}`.localeCompare(`${b.from} ${b.until}`));
    l.inventory.sort((a, b) => a.variant_id - b.variant_id);
    l.products.sort((a, b) => a - b);
  }
  c.postal_codes = normalizeMerchantPostalCodes(c.postal_codes);
  return c;
}

/**
 * Validates a parsed store-configuration file against the JSON Schema and the rules
 * of `checks.ts`, fills in every default and puts unordered lists in canonical order.
 * The input object is modified and returned.
 *
 * @throws ValidationProblem (400 VALIDATION_FAILED) naming every field the schema refuses
 *   (its detail names the first, e.g. `locations[3].pickup.interval must be >= 5`), or else
 *   the first field a rule of `checks.ts` refuses
 */
export function validateStoreConfig(data: unknown): StoreConfig {
  const validate = validator();
  if (!validate(data)) {
    const errors = ajvFieldErrors(validate.errors);
    throw new ValidationProblem(errors, `Invalid store configuration at ${errors[0].field}: ${errors[0].message}.`);
  }
  const config = data as StoreConfig;
  const e = checkStoreConfig(config);
  if (e) throw new ValidationProblem([e], `Invalid store configuration at ${e.field}: ${e.message}.`);
  return canonicalize(config);
}
