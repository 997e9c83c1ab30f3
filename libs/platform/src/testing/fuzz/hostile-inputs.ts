import fc from 'fast-check';

// The fuzzer's dictionary: values, path segments, media types and codings that have broken
// parsers and validators before, and the arbitraries built from them. fuzz-requests.ts
// assembles requests from these.
/**
 * Names of `Object.prototype` members (and `prototype`): as a path segment, query key or
 * value, or JSON key they must never reach a lookup on a plain object, where they would
 * find a function or the prototype itself (`GET /docs/constructor` was a 500 on every
 * app; docs/api-decisions.md, "Names from requests never reach a prototype").
 */
export const PROTOTYPE_NAMES: readonly string[] = ['constructor', '__proto__', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];

/*
 * Values that have broken parsers and validators before: numbers in other notations,
 * NUL, lone surrogates, impossible dates, huge and empty strings, prototype keys.
 */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '0x21',
  '0X21',
  '3.3e1',
  '1e3',
  '-1',
  '0',
  '1.5',
  '+1',
  ' 1',
  '1_000',
  'NaN',
  'Infinity',
  '-Infinity',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'x\ud83d',
  '\ud83d\ude00',
  'é',
  '\u202e',
  '\ufeff',
  '\u2028',
  '\t',
  '\r\n',
  '\\',
  '"',
  "'",
  '%',
  '%00',
  '%ZZ',
  '<script>alert(1)</script>',
  "' OR '1'='1",
  '../../etc/passwd',
  '${jndi:ldap://x/a}',
  '{{7*7}}',
  '2026-02-30',
  '2026-13-01',
  '2026-00-10',
  '0000-00-00',
  '9999-12-31',
  '-002026-03-10',
  '2026-3-1',
  '20260310',
  '2026-03-10T25:00:00Z',
  'tomorrow',
  '24:00',
  '25:61',
  '12:60',
  '-1:00',
  '12',
  'pickup ',
  'PICKUP',
  'teleport',
  ...PROTOTYPE_NAMES,
  'x'.repeat(257),
  'y'.repeat(5000),
  'z'.repeat(120_000),
];

/** Path segments, already percent-encoded as they go on the wire (some deliberately badly). */
export const HOSTILE_SEGMENTS: readonly string[] = [
  '0x21',
  '-1',
  '1e3',
  '3.3e1',
  '1.5',
  '0',
  '00000000001',
  '2147483648',
  '9007199254740993',
  '99999999999999999999',
  '+1',
  '%2B1',
  '%201',
  '1%20',
  '%00',
  '1%00',
  '%2e%2e',
  '..',
  '.',
  '%2F',
  '%5C',
  '%',
  '%ZZ',
  '%E0%A4%A',
  '%ED%A0%80',
  '%C3%A9',
  '%F0%9F%98%80',
  '%FF',
  'a%20b',
  '*',
  ';x=1',
  ':id',
  '{id}',
  'null',
  'undefined',
  'NaN',
  'true',
  '[]',
  '%5B%5D',
  'PICKUP',
  'teleport',
  ...PROTOTYPE_NAMES,
  'x'.repeat(300),
  '9'.repeat(3000),
  'x'.repeat(17_000),
];

export const HOSTILE_CONTENT_TYPES: readonly string[] = [
  'text/plain',
  'application/xml',
  'application/octet-stream',
  'application/json; charset=utf-16le',
  'application/json; charset=latin1',
  'application/json; charset=nope',
  'application/x-www-form-urlencoded; charset=utf-16',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/vnd.api+json',
  'application/merge-patch+json',
  'application/jsonx',
  'json',
  '*/*',
  ';;',
  'text/html; charset=utf-8',
  'application/json, text/plain',
  'application/json; boundary=x',
];

export const CONTENT_CODINGS: readonly string[] = [
  'gzip',
  'deflate',
  'br',
  'zstd',
  'identity',
  'IDENTITY',
  'gzip, identity',
  'compress',
  'x-gzip',
  '',
  'garbage!',
];

export const UNKNOWN_KEYS: readonly string[] = ['extra', 'isAdmin', ...PROTOTYPE_NAMES, 'a.b', 'a[b]', '', ' ', 'é', '\u0000', '\ud800', 'x'.repeat(300)];

export const METHODS: readonly string[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE'];

/**
 * Percent-encodes a string's UTF-8 bytes except RFC 3986 unreserved characters. Unlike
 * `encodeURIComponent` it never throws: a lone surrogate goes as U+FFFD's bytes.
 */
export function percentEncode(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** `arbitrary`'s value in `percent` % of the samples, else null (`fc.option`'s `freq` is the other way round). */
export function sometimes<T>(arbitrary: fc.Arbitrary<T>, percent: number): fc.Arbitrary<T | null> {
  return fc.oneof({ arbitrary: fc.constant(null), weight: 100 - percent }, { arbitrary, weight: percent });
}

/** A value as text in a path, query or form: strings as they are, other values as JSON. */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  return JSON.stringify(value) ?? String(value);
}

/** An array `depth` levels deep, or an object chain of `{"a": ...}`. */
export function nested(depth: number, objects: boolean): unknown {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = objects ? { a: v } : [v];
  return v;
}

export const validDate = fc
  .date({ min: new Date('2025-12-01T00:00:00Z'), max: new Date('2026-06-30T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

/** Strings that break text handling: NUL, lone surrogates (JSON.stringify writes them as `\u0000`, `\ud800`). */
export const TEXT_BREAKERS: readonly string[] = ['\u0000', 'Ja\u0000ne', '\ud800', 'x\udc00', '\udbff\udbff', 'a@b.co\ud800'];

/** Any JSON-ish value that has tripped validators: wrong types, extremes, deep and wide values, NUL and lone surrogates. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...TEXT_BREAKERS), weight: 2 },
  {
    arbitrary: fc.constantFrom<unknown>(
      null,
      true,
      false,
      0,
      -1,
      -0,
      1.5,
      0.1,
      1e21,
      1e308,
      -1e308,
      2 ** 31,
      2 ** 53 + 2,
      [],
      {},
      [null],
      { '': '' },
      [[]],
      [{}],
    ),
    weight: 4,
  },
  { arbitrary: fc.constantFrom(...HOSTILE_STRINGS), weight: 5 },
  { arbitrary: fc.tuple(fc.integer({ min: 20, max: 34 }), fc.boolean()).map(([d, o]) => nested(d, o)), weight: 1 },
  { arbitrary: fc.integer({ min: 100, max: 3000 }).map((n) => Array.from({ length: n }, (_, i) => i)), weight: 1 },
  {
    arbitrary: fc.constantFrom<unknown>(
      { ['__proto__']: { polluted: true } },
      { constructor: { prototype: { polluted: true } } },
      { toString: 'x', valueOf: 1 },
    ),
    weight: 1,
  },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
);

/**
 * How wild a request is: `wild` requests put a hostile value in about one field of
 * five; `calm` ones in about one of forty and prefer known values, so that a share of
 * requests passes validation and reaches the code behind it.
 */
export interface Temper {
  hostile: number;
  plausible: number;
  known: number;
}
export const WILD: Temper = { hostile: 2, plausible: 7, known: 3 };
export const CALM: Temper = { hostile: 1, plausible: 40, known: 12 };
