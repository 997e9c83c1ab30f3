/**
 * Locations as CSV rows and back, for the CSV import and export of the Locations page
 * (locations-csv.tsx). Pure: no DOM, no API call, no words a merchant reads (problems are
 * codes the page puts in the merchant's language).
 *
 * The columns are the fields of a location (`AdminLocation` of @fulfil/api-client, the
 * admin API's `GET /admin/v1.0/locations`, apps/fulfilment-api/src/admin/README.md) under
 * their API names, with the opening hours as two columns per weekday (`monday_opens`,
 * `monday_closes`, times `HH:MM` local to the location; both empty = closed).
 *
 * The API is the authority on what a location may be (the store file's `location` schema,
 * libs/store-settings/src/config/store-config.schema.json, and
 * libs/store-settings/src/config/checks.ts). The checks here are only those the preview
 * must show before anything is sent, written to agree with the API: required fields,
 * the time pattern, closes later than opens, numbers and the coordinate ranges, yes/no
 * values, an external id repeated in the file. Lengths and time zones are left to the
 * API, whose refusals land on the row's cells ({@link columnOfApiField}).
 */
import Papa from 'papaparse';
import type { AdminLocation } from '@fulfil/api-client';
import { WEEKDAYS } from '../weekdays';

/** The location's own columns, in the order an export writes them. */
export const FIELD_COLUMNS = [
  'external_id',
  'company_name',
  'address_line_1',
  'address_line_2',
  'city',
  'region',
  'postal_code',
  'country',
  'latitude',
  'longitude',
  'timezone',
  'pickup_enabled',
  'delivery_enabled',
] as const;

/** Columns after the opening hours: the rest of the location, so an export keeps everything an import needs. */
export const EXTRA_COLUMNS = ['widget_enabled', 'more_information', 'custom_attribute_1', 'custom_attribute_2', 'custom_attribute_3'] as const;

/** Every column of an export, in order: the fields, `monday_opens` ... `sunday_closes`, then {@link EXTRA_COLUMNS}. */
export const CSV_COLUMNS: readonly string[] = [...FIELD_COLUMNS, ...WEEKDAYS.flatMap((d) => [`${d}_opens`, `${d}_closes`]), ...EXTRA_COLUMNS];

/** Fields a new location needs with some text (schema `required` with `minLength: 1`). */
const REQUIRED_TEXT = ['external_id', 'company_name', 'address_line_1', 'city', 'country'] as const;
/** Fields a new location needs, possibly empty text (schema `required` without `minLength`). */
const REQUIRED_MAY_BE_EMPTY = ['postal_code', 'region'] as const;
/** Text fields that are null when empty. */
const NULLABLE_TEXT = ['address_line_2', 'timezone', 'more_information', 'custom_attribute_1', 'custom_attribute_2', 'custom_attribute_3'] as const;
const BOOLEANS = ['pickup_enabled', 'delivery_enabled', 'widget_enabled'] as const;

/** A time of day as the API takes it (the schema's `time`: `HH:MM`, 24 h, or `24:00`). */
const TIME = /^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$/;

/** Why a cell cannot be sent (the page words each code), or `country` (a warning: sent anyway). */
export type CellProblemCode =
  'required' | 'time' | 'time_pair' | 'closes_before_opens' | 'number' | 'latitude_range' | 'longitude_range' | 'boolean' | 'duplicate' | 'country' | 'api';

/** A problem of one cell: its column, the code, and what the page fills in (`opens` time, the other row number, the API's words). */
export interface CellProblem {
  column: string;
  code: CellProblemCode;
  /** `{opens}` for closes_before_opens, `{row}` for duplicate, `{message}` for api. */
  values?: Record<string, string | number>;
  /** False for a warning: the row is still imported. */
  blocking: boolean;
}

/** A location's body as POST (every field) or PATCH (the columns of the file) takes it. */
export type LocationBody = Partial<Omit<AdminLocation, 'id' | 'sort_position'>>;

/** One data row of an import, checked. */
export interface ImportRow {
  /** The row's number in the spreadsheet (the header is row 1). */
  row: number;
  /** The row's cells by column (only the columns this module knows), trimmed. */
  cells: Record<string, string>;
  /** `new`: no location has its external id; `update`: the location `id` has; `error`: a blocking problem. */
  status: 'new' | 'update' | 'error';
  /** The existing location it updates. */
  id: number | null;
  /** What is sent: every field for a new location, the file's columns for an update; null with a blocking problem. */
  body: LocationBody | null;
  problems: CellProblem[];
}

/** What an import reads of the shop's locations: the id of each external id, and the hours an update keeps. */
export type ExistingLocation = Pick<AdminLocation, 'id' | 'external_id'> & { opening_hours?: AdminLocation['opening_hours'] };

/** A parsed file: its known columns, the columns ignored, its rows, and problems of the whole file. */
export interface ImportPlan {
  columns: string[];
  ignored: string[];
  rows: ImportRow[];
  /** `empty`: no header or no data row; `no_external_id`: the header has no external_id column. */
  fileProblem: 'empty' | 'no_external_id' | null;
}

/** A location's cell values, as an export writes them (null and closed days as empty cells, yes/no as `true`/`false`). */
export function locationToRow(l: AdminLocation): Record<string, string> {
  const row: Record<string, string> = {};
  const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  for (const c of [...FIELD_COLUMNS, ...EXTRA_COLUMNS]) row[c] = text(l[c]);
  for (const d of WEEKDAYS) {
    const h = l.opening_hours?.[d];
    const open = h && !h.closed;
    row[`${d}_opens`] = open ? h.opens : '';
    row[`${d}_closes`] = open ? h.closes : '';
  }
  return row;
}

/**
 * The locations as a CSV file: a header row of {@link CSV_COLUMNS}, one row per location,
 * `,` between cells, CRLF line ends, a UTF-8 byte-order mark first (so spreadsheets read
 * accented names right).
 */
export function locationsToCsv(locations: AdminLocation[]): string {
  return '\uFEFF' + Papa.unparse({ fields: [...CSV_COLUMNS], data: locations.map((l) => CSV_COLUMNS.map((c) => locationToRow(l)[c])) }, { newline: '\r\n' });
}

/**
 * The export's file name: `locations-<shop>-<YYYY-MM-DD>.csv`, the shop's domain without
 * `.myshopify.com`, the date of `now` in the browser's time zone.
 */
export function exportFileName(shopDomain: string, now: Date): string {
  const shop = shopDomain.replace(/\.myshopify\.com$/i, '').replace(/[^A-Za-z0-9.-]+/g, '-');
  const date = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  return `locations-${shop}-${date}.csv`;
}

/** The delimiter of a file: `;` when its first line has more semicolons than commas (or tabs), else `,` (or a tab). */
export function detectDelimiter(text: string): ',' | ';' | '\t' {
  const first = text.split(/\r?\n/, 1)[0] ?? '';
  const n = (c: string) => first.split(c).length - 1;
  const counts: [',' | ';' | '\t', number][] = [
    [',', n(',')],
    [';', n(';')],
    ['\t', n('\t')],
  ];
  return counts.reduce((best, c) => (c[1] > best[1] ? c : best))[0];
}

/** A header cell as a column name: trimmed, lower case, spaces and hyphens as `_` (`Monday Opens` -> `monday_opens`). */
function columnName(header: string): string {
  return header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/** `9:00` -> `09:00` (spreadsheets drop the leading zero); anything else unchanged. */
function tidyTime(v: string): string {
  return /^\d:\d\d$/.test(v) ? `0${v}` : v;
}

/** `true`/`false` from a yes/no cell (`true`, `yes`, `1`, `false`, `no`, `0`, any case; empty = false), or undefined. */
function yesNo(v: string): boolean | undefined {
  const s = v.toLowerCase();
  if (['true', 'yes', '1', ''].includes(s)) return s !== '';
  if (['false', 'no', '0'].includes(s)) return false;
  return undefined;
}

/** A number cell (`40.7424`, also `40,7424` as a decimal comma), or undefined. */
function number(v: string): number | undefined {
  const s = v.replace(/^([+-]?\d+),(\d+)$/, '$1.$2');
  return /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(s) ? Number(s) : undefined;
}

/** Whether a country cell is a region code the browser knows (`US`, `fr`); a warning only: the API takes any text. */
export function knownCountry(v: string): boolean {
  if (!/^[A-Za-z]{2}$/.test(v)) return false;
  try {
    const code = v.toUpperCase();
    const name = new Intl.DisplayNames(['en'], { type: 'region' }).of(code);
    return !!name && name !== code && name !== 'Unknown Region';
  } catch {
    return false;
  }
}

/**
 * Checks one row and makes its body.
 * @param cells the row's cells by column name
 * @param columns the file's known columns (a PATCH sends only these)
 * @param existing the shop's location id by external id
 */
function checkRow(row: number, cells: Record<string, string>, columns: Set<string>, existing: Map<string, ExistingLocation>): ImportRow {
  const problems: CellProblem[] = [];
  const problem = (column: string, code: CellProblemCode, values?: CellProblem['values']) =>
    problems.push({ column, code, values, blocking: code !== 'country' });
  const current = existing.get(cells['external_id'] ?? '');
  const id = current?.id ?? null;
  const isNew = id === null;
  const has = (c: string) => columns.has(c);
  const body: Record<string, unknown> = {};

  for (const c of REQUIRED_TEXT) {
    if (has(c) || isNew) {
      if (!cells[c]) problem(c, 'required');
      else body[c] = cells[c];
    }
  }
  for (const c of REQUIRED_MAY_BE_EMPTY) if (has(c) || isNew) body[c] = cells[c] ?? '';
  for (const c of NULLABLE_TEXT) if (has(c)) body[c] = cells[c] || null;
  for (const c of BOOLEANS) {
    if (!has(c)) continue;
    const v = yesNo(cells[c] ?? '');
    if (v === undefined) problem(c, 'boolean');
    else body[c] = v;
  }
  for (const [c, max] of [
    ['latitude', 90],
    ['longitude', 180],
  ] as const) {
    if (!has(c) && !isNew) continue;
    const raw = cells[c] ?? '';
    const v = number(raw);
    if (raw === '') problem(c, 'required');
    else if (v === undefined) problem(c, 'number');
    else if (Math.abs(v) > max) problem(c, c === 'latitude' ? 'latitude_range' : 'longitude_range');
    else body[c] = v;
  }
  if (cells['country'] && !knownCountry(cells['country'])) problem('country', 'country');

  if (WEEKDAYS.some((d) => has(`${d}_opens`) || has(`${d}_closes`))) {
    const hours: Record<string, { opens: string; closes: string; closed: boolean }> = {};
    for (const d of WEEKDAYS) {
      // A weekday without columns in the file keeps its hours (PATCH replaces opening_hours whole).
      if (!has(`${d}_opens`) && !has(`${d}_closes`)) {
        const kept = current?.opening_hours?.[d];
        if (kept) hours[d] = kept;
        continue;
      }
      const opens = tidyTime(cells[`${d}_opens`] ?? '');
      const closes = tidyTime(cells[`${d}_closes`] ?? '');
      if (!opens && !closes) continue;
      const okOpens = TIME.test(opens);
      const okCloses = TIME.test(closes);
      if (opens && !okOpens) problem(`${d}_opens`, 'time');
      if (closes && !okCloses) problem(`${d}_closes`, 'time');
      if (!opens || !closes) problem(opens ? `${d}_closes` : `${d}_opens`, 'time_pair');
      else if (okOpens && okCloses && !(opens < closes)) problem(`${d}_closes`, 'closes_before_opens', { opens });
      hours[d] = { opens, closes, closed: false };
    }
    body['opening_hours'] = hours;
  }
  const blocked = problems.some((p) => p.blocking);
  return { row, cells, status: blocked ? 'error' : isNew ? 'new' : 'update', id, body: blocked ? null : (body as LocationBody), problems };
}

/**
 * Reads a CSV file of locations and checks each row against the shop's locations.
 *
 * The header row names the columns, in any order (`Monday Opens` reads as `monday_opens`);
 * columns this module does not know are ignored (listed in `ignored`). `,`, `;` or tab
 * between cells (the header line decides), an optional byte-order mark, CRLF or LF.
 * Blank rows are skipped but keep their row numbers. A row whose `external_id` is a
 * location's is an update of that location (PATCH: only the file's columns change; an
 * empty cell clears an optional field, closes a weekday, turns a yes/no off; a weekday
 * without columns keeps its hours); any other
 * row is a new location (POST: every field). An external id on two rows is a problem of both.
 *
 * @param text the file's text
 * @param existing the shop's locations (`external_id`, `id`, and the `opening_hours` of the weekdays an update's file has no columns for)
 */
export function planImport(text: string, existing: ExistingLocation[]): ImportPlan {
  const source = text.replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(source, { delimiter: detectDelimiter(source), skipEmptyLines: false });
  const [header, ...data] = parsed.data;
  const names = (header ?? []).map(columnName);
  const known = new Set(CSV_COLUMNS);
  const columns = CSV_COLUMNS.filter((c) => names.includes(c));
  const ignored = (header ?? []).filter((h, i) => h.trim() !== '' && !known.has(names[i]));
  const byId = new Map(existing.map((l) => [l.external_id, l]));
  const present = new Set(columns);

  const rows: ImportRow[] = [];
  data.forEach((values, i) => {
    if (values.every((v) => v.trim() === '')) return;
    const cells: Record<string, string> = {};
    names.forEach((n, j) => {
      if (known.has(n) && cells[n] === undefined) cells[n] = (values[j] ?? '').trim();
    });
    rows.push(checkRow(i + 2, cells, present, byId));
  });

  // An external id on two rows: both are refused (which one the merchant meant is theirs to say).
  const first = new Map<string, number>();
  for (const r of rows) {
    const key = r.cells['external_id'];
    if (!key) continue;
    const other = first.get(key);
    if (other === undefined) {
      first.set(key, r.row);
      continue;
    }
    for (const [dup, with_] of [
      [r, other],
      [rows.find((x) => x.row === other), r.row],
    ] as const) {
      if (!dup || dup.problems.some((p) => p.code === 'duplicate')) continue;
      dup.problems.push({ column: 'external_id', code: 'duplicate', values: { row: with_ }, blocking: true });
      dup.status = 'error';
      dup.body = null;
    }
  }
  const fileProblem = !header || rows.length === 0 ? 'empty' : !present.has('external_id') ? 'no_external_id' : null;
  return { columns, ignored, rows, fileProblem };
}

/**
 * The column of a field the API refused (`opening_hours.monday.closes` -> `monday_closes`,
 * `latitude` -> `latitude`), or null when the field has no column (the whole body).
 */
export function columnOfApiField(field: string): string | null {
  const path = field.replace(/^\//, '').replace(/\//g, '.');
  const hours = /^opening_hours\.(\w+)(?:\.(opens|closes|closed))?$/.exec(path);
  if (hours && (WEEKDAYS as readonly string[]).includes(hours[1])) return `${hours[1]}_${hours[2] === 'opens' ? 'opens' : 'closes'}`;
  return CSV_COLUMNS.includes(path) ? path : null;
}

/**
 * A problem the API answered for a row's field, as a cell problem: the rules the preview
 * checks too get the preview's code (so the same words), any other keeps the API's words.
 * @param field, rule, message one entry of a 400 problem's `errors` (apps/merchant-console/src/api.ts FieldProblem)
 */
export function cellProblemOfApi(field: string, rule: string | undefined, message: string): CellProblem {
  const column = columnOfApiField(field) ?? '';
  const code: CellProblemCode =
    rule === 'timeOrder'
      ? 'closes_before_opens'
      : rule === 'required' || (rule === 'minLength' && !/_(opens|closes)$/.test(column))
        ? 'required'
        : rule === 'pattern' && /_(opens|closes)$/.test(column)
          ? 'time'
          : (rule === 'minimum' || rule === 'maximum') && column === 'latitude'
            ? 'latitude_range'
            : (rule === 'minimum' || rule === 'maximum') && column === 'longitude'
              ? 'longitude_range'
              : 'api';
  const opens = /later than (\d\d:\d\d)/.exec(message)?.[1];
  return { column, code, values: code === 'closes_before_opens' ? { opens: opens ?? '' } : { message }, blocking: true };
}
