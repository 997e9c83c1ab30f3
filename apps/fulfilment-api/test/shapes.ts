/*
 * The documented response shapes of docs/api-contract.md as checkable
 * descriptions: every documented field must be present with its type, and nothing
 * undocumented may appear. A type is a `|`-separated list of: string, number, integer,
 * boolean, null, date (YYYY-MM-DD), time (HH:MM), datetime (YYYY-MM-DD HH:MM:SS),
 * `X[]` arrays, or a nested shape object; `?` after a key marks an optional field.
 */
import { WEEKDAYS } from '@fulfil/scheduling';
export type Shape = { [key: string]: string | Shape | [Shape] };

const each = (shape: string | Shape, optional: boolean): Shape => Object.fromEntries(WEEKDAYS.map((d) => [`${d}${optional ? '?' : ''}`, shape])) as Shape;

const SCALAR: Record<string, (v: unknown) => boolean> = {
  string: (v) => typeof v === 'string',
  number: (v) => typeof v === 'number' && Number.isFinite(v),
  integer: (v) => Number.isInteger(v),
  boolean: (v) => typeof v === 'boolean',
  null: (v) => v === null,
  date: (v) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v),
  time: (v) => typeof v === 'string' && /^\d{2}:\d{2}$/.test(v),
  datetime: (v) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(v),
  weekday: (v) => typeof v === 'string' && (WEEKDAYS as readonly string[]).includes(v),
  /** A `disabled` entry of the pickup calendar (the contract's form): `true`, weekday 1-7, `"YYYY-MM-DD"` with a zero-based month. */
  disabled: (v) =>
    v === true || (Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 7) || (typeof v === 'string' && /^\d{4}-(0\d|1[01])-\d{2}$/.test(v)),
  /** A `disabled` entry of the delivery and shipping calendars: `true`, weekday 1-7, `[year, monthIndex 0-11, day]`. */
  disabledArray: (v) =>
    v === true ||
    (Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 7) ||
    (Array.isArray(v) && v.length === 3 && v.every((n) => Number.isInteger(n)) && v[1] >= 0 && v[1] <= 11 && v[2] >= 1 && v[2] <= 31),
};

/** Problems found in `value` against `shape` (empty when it conforms). */
export function shapeProblems(value: unknown, shape: string | Shape | [Shape], path = '$'): string[] {
  if (Array.isArray(shape)) {
    if (!Array.isArray(value)) return [`${path} must be an array`];
    return value.flatMap((v, i) => shapeProblems(v, shape[0], `${path}[${i}]`));
  }
  if (typeof shape === 'object') {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return [`${path} must be an object`];
    const problems: string[] = [];
    const keys = new Set(Object.keys(value));
    for (const [rawKey, type] of Object.entries(shape)) {
      const key = rawKey.replace(/\?$/, '');
      if (!keys.delete(key)) {
        if (!rawKey.endsWith('?')) problems.push(`${path}.${key} is missing`);
        continue;
      }
      problems.push(...shapeProblems((value as Record<string, unknown>)[key], type, `${path}.${key}`));
    }
    for (const extra of keys) problems.push(`${path}.${extra} is not documented`);
    return problems;
  }
  const ok = shape.split('|').some((t) => (t.endsWith('[]') ? Array.isArray(value) && value.every((v) => SCALAR[t.slice(0, -2)](v)) : SCALAR[t](value)));
  return ok ? [] : [`${path} must be ${shape}, got ${JSON.stringify(value)}`];
}

/** Jest assertion: `value` conforms to `shape`. */
export function expectShape(value: unknown, shape: string | Shape | [Shape]): void {
  expect(shapeProblems(value, shape)).toEqual([]);
}

const LOCATION_BASE: Shape = {
  id: 'integer',
  external_id: 'string',
  distance: 'number|null',
  company_name: 'string',
  address_line_1: 'string',
  address_line_2: 'string|null',
  city: 'string',
  postal_code: 'string',
  region: 'string',
  country: 'string',
  latitude: 'number',
  longitude: 'number',
  timezone: 'string',
  custom_attribute_1: 'string|null',
  custom_attribute_2: 'string|null',
  custom_attribute_3: 'string|null',
};

export const PICKUP_LOCATION: Shape = {
  ...LOCATION_BASE,
  date_picker_enabled: 'boolean',
  time_picker_enabled: 'boolean',
  opening_hours: each({ opens: 'time', closes: 'time', closed: 'boolean' }, false),
  more_information: 'string|null',
  limits_enabled: 'boolean|null',
};

export const PAGINATION: Shape = {
  total: 'integer',
  per_page: 'integer',
  current_page: 'integer',
  total_pages: 'integer',
  last_page: 'integer',
  next_page_url: 'string|null',
  prev_page_url: 'string|null',
  from: 'integer',
  to: 'integer',
};

const HOUR_MINUTE: Shape = { hour: 'string', minute: 'string' };

export const PICKUP_SLOT: Shape = {
  id: 'integer|null',
  location_id: 'integer',
  day_of_week: 'weekday',
  available_from: 'time',
  available_until: 'time',
  limited: 'boolean',
  limit: 'number',
  /** Places left; only on the slots of a date (absent from minDateSlots). */
  'remaining?': 'integer|null',
};

export const PICKUP_CALENDAR: Shape = {
  minDateTime: 'datetime',
  minDate: 'date',
  maxDate: 'date|null',
  minTime: 'string[]',
  maxTime: 'string[]',
  disabled: 'disabled[]',
  interval: 'number',
  daysOfWeek: each({ min: HOUR_MINUTE, max: HOUR_MINUTE }, true),
  timezone: 'string',
  'minDateSlots?': [PICKUP_SLOT],
};

const AMOUNT: Shape = { value: 'number', format: 'string' };

export const DELIVERY_LOCATION: Shape = {
  ...LOCATION_BASE,
  driving_distance: 'number|null',
  delivery: {
    deliv_enabled: 'boolean',
    flip_blackout_dates: 'boolean',
    blackouts: 'date[]',
    // All seven weekdays, as the original service's clients read them; a closed day says `closed`.
    ...each(
      {
        blackout_dates: 'date[]',
        breakpoint: 'time',
        useBreakpoint: 'boolean',
        before: AMOUNT,
        after: AMOUNT,
        slots: { enabled: 'boolean', slots: [{ id: 'integer', day_of_week: 'weekday', from: 'time', until: 'time', limited: 'boolean', limit: 'number' }] },
        'closed?': 'boolean',
      },
      false,
    ),
  },
  current_time: 'datetime',
};

export const DELIVERY_TIME: Shape = {
  id: 'integer',
  day_of_week: 'weekday',
  available_from: 'time',
  available_until: 'time',
  limited: 'boolean',
  limit: 'number',
  remaining: 'integer|null',
};

export const PREPARATION_TIMES: Shape = {
  general: {
    enabled: 'boolean',
    ...each({ breakpoint: { enabled: 'boolean', value: 'time' }, before: AMOUNT, after: AMOUNT }, true),
  },
  product_based: [{ product_external_id: 'string', preparation_enabled: 'number', preperation_value: 'number', preparation_format: 'string' }],
};

export const CONDITIONAL_ACTIVATION: Shape = {
  weight_price: { enabled: 'boolean', valid: 'boolean' },
  property_based: { enabled: 'boolean', valid: 'boolean' },
  hide_checkout_method: 'boolean',
  valid_shopping_cart: 'boolean',
};

export const STORE_SETTINGS: Shape = {
  base_country_name: 'string',
  measurement_format: 'string',
  pickup: { pagination_limit: 'number', sort_order: 'string', discount_code: 'string|null' },
  delivery: { validation_mode: 'string', driving_distance_preferences: 'null|string', driving_distance_route: 'string', discount_code: 'string|null' },
  shipping: {
    blackout_dates: 'date[]',
    ...Object.fromEntries(WEEKDAYS.map((d) => [`${d}_enabled`, 'boolean'])),
    timezone: 'string',
    discount_code: 'string|null',
    preparation_time: {
      enabled: 'boolean',
      ...each({ value: 'number', format: 'string', cutoff_time: { enabled: 'boolean', time: 'time', value: 'number' } }, true),
    },
    maximum_date: { enabled: 'boolean', metric: 'string', value: 'number' },
    order_limits: { enabled: 'boolean', ...each('number', true) },
  },
};

export const SHIPPING_CALENDAR: Shape = { minDate: 'date|null', maxDate: 'date|null', disabled: 'disabledArray[]', timezone: 'string' };

/** The delivery calendar: the shipping calendar's members, `minDateTime` and the original service's members. */
export const DELIVERY_CALENDAR: Shape = {
  ...SHIPPING_CALENDAR,
  minDateTime: 'datetime|null',
  minTime: 'string[]|null',
  maxTime: 'string[]|null',
  'minDateSlots?': [{ id: 'integer', day_of_week: 'weekday', available_from: 'time', available_until: 'time', limited: 'boolean', limit: 'number' }],
  datePickerEnabled: 'boolean',
  timePickerEnabled: 'boolean',
};
