import fc from 'fast-check';
import { gzipSync } from 'node:zlib';
import { FuzzOperation, fuzzOperations, OpenApiDocument, OpenApiParameter, OpenApiSchema, schemaResolver } from './openapi-walk';
import {
  HOSTILE_STRINGS,
  HOSTILE_SEGMENTS,
  HOSTILE_CONTENT_TYPES,
  CONTENT_CODINGS,
  UNKNOWN_KEYS,
  METHODS,
  percentEncode,
  sometimes,
  asText,
  nested,
  validDate,
  TEXT_BREAKERS,
  PROTOTYPE_NAMES,
  hostileValue,
  Temper,
  WILD,
  CALM,
} from './hostile-inputs';

/** One generated HTTP request, as it will go on the wire. */
export interface FuzzRequest {
  /** The operation it was generated for (`POST /v1.0/reservations`), or `generic` / `raw`. */
  operation: string;
  method: string;
  /** The request target: path and query, percent-encoded exactly as sent. */
  target: string;
  /** Header lines besides `Host`, `Content-Length` and `Connection` (which serialisation adds). */
  headers: [string, string][];
  body?: Buffer;
  /** Whether the target's credentials should be added (an admin token, a webhook signature). */
  credentials: boolean;
  /** A whole request sent byte for byte instead (malformed HTTP); the fields above describe it. */
  raw?: Buffer;
}

/** Options of {@link fuzzRequests}. */
export interface FuzzRequestOptions {
  /**
   * Values that exist in the app under test, by parameter or body field name (`shop`,
   * `locationId`, `restaurant_id`, ...): used often, so requests get past lookups and
   * reach deeper validation.
   */
  examples?: Record<string, readonly unknown[]>;
}

/** Builds arbitraries for one document. */
class Generators {
  private readonly resolve: (schema: OpenApiSchema | undefined) => OpenApiSchema;

  constructor(
    doc: OpenApiDocument,
    private readonly examples: Record<string, readonly unknown[]>,
    readonly temper: Temper,
  ) {
    this.resolve = schemaResolver(doc);
  }

  /** Mostly plausible values for the schema (and the field's known values), sometimes hostile ones. */
  value(schema: OpenApiSchema | undefined, name: string, depth: number): fc.Arbitrary<unknown> {
    return fc.oneof(
      { arbitrary: this.plausible(this.resolve(schema), name, depth), weight: this.temper.plausible },
      { arbitrary: hostileValue, weight: this.temper.hostile },
    );
  }

  private plausible(s: OpenApiSchema, name: string, depth: number): fc.Arbitrary<unknown> {
    const known = this.examples[name];
    const options: fc.Arbitrary<unknown>[] = [];
    if (s.enum?.length) options.push(fc.constantFrom(...s.enum));
    if (s.example !== undefined) options.push(fc.constant(s.example));
    const type = s.type ?? (s.properties ? 'object' : undefined);
    if (s.oneOf?.length || s.anyOf?.length)
      options.push(fc.oneof(...[...(s.oneOf ?? []), ...(s.anyOf ?? [])].map((x) => this.plausible(this.resolve(x), name, depth + 1))));
    else if (type === 'string') options.push(this.string(s, name));
    else if (type === 'integer' || type === 'number') options.push(this.number(s));
    else if (type === 'boolean') options.push(fc.boolean());
    else if (type === 'array')
      options.push(
        depth > 5
          ? fc.constant([])
          : fc.array(this.value(s.items, name.replace(/s$/, ''), depth + 1), { minLength: this.temper.hostile > 1 ? 0 : 1, maxLength: 4 }),
      );
    else if (type === 'object' && s.properties) options.push(this.object(s, depth));
    else options.push(fc.jsonValue({ maxDepth: 2 }));
    if (s.nullable) options.push(fc.constant(null));
    const plain = options.length === 1 ? options[0] : fc.oneof(...options);
    return known?.length ? fc.oneof({ arbitrary: fc.constantFrom(...known), weight: this.temper.known }, { arbitrary: plain, weight: 2 }) : plain;
  }

  private string(s: OpenApiSchema, name: string): fc.Arbitrary<unknown> {
    const lower = name.toLowerCase();
    if (s.format === 'date' || /date$/.test(lower))
      return fc.oneof(
        { arbitrary: validDate, weight: 3 },
        { arbitrary: fc.constantFrom('2026-02-30', '2026-13-01', '2026-02-29', '2024-02-29', '0000-00-00', '2026-3-1', 'today'), weight: 1 },
      );
    if (s.format === 'email' || lower.includes('email')) return fc.oneof(fc.emailAddress(), fc.constantFrom('jane@example.com', 'a@b', '@', 'x@y.z\u0000'));
    if (/time|from|until/.test(lower)) return fc.constantFrom('12:00', '09:30', '00:00', '23:59', '24:00', '25:00', '12:60', '1200', '12:00:00');
    const max = Math.min((s.maxLength ?? 40) + 2, 300);
    return fc.oneof({ arbitrary: fc.string({ maxLength: max }), weight: 3 }, { arbitrary: fc.string({ unit: 'binary', maxLength: 12 }), weight: 1 });
  }

  private number(s: OpenApiSchema): fc.Arbitrary<unknown> {
    const lo = s.minimum ?? -3;
    const hi = s.maximum ?? 100;
    if (this.temper.hostile === 1) return fc.integer({ min: Math.max(lo, 1), max: Math.max(Math.min(hi, 10), 1) });
    return fc.oneof(
      { arbitrary: fc.integer({ min: Math.max(lo, -1_000_000) - 1, max: Math.min(hi, 1_000_000) + 1 }), weight: 4 },
      { arbitrary: fc.constantFrom(0, -1, 2_147_483_647, 2_147_483_648, 2 ** 53 + 2, 1e21, 1.5, 0.1, -0.5), weight: 1 },
      { arbitrary: fc.double({ noNaN: true }), weight: 1 },
    );
  }

  private object(s: OpenApiSchema, depth: number): fc.Arbitrary<unknown> {
    const required = new Set(s.required ?? []);
    const fields = Object.entries(s.properties ?? {}).map(([key, schema]) =>
      fc
        .tuple(fc.constant(key), depth > 5 ? fc.constant<unknown>(null) : this.value(schema, key, depth + 1), fc.integer({ min: 0, max: 99 }))
        .map(([k, v, roll]): [string, unknown] | undefined => (roll < (required.has(k) ? 92 : 55) ? [k, v] : undefined)),
    );
    const extra = sometimes(fc.tuple(fc.constantFrom(...UNKNOWN_KEYS), fc.jsonValue({ maxDepth: 1 })), this.temper.hostile > 1 ? 12 : 1);
    return fc.tuple(fc.tuple(...fields), extra).map(([entries, unknown]) => {
      const obj: Record<string, unknown> = {};
      for (const e of entries) if (e) Object.defineProperty(obj, e[0], { value: e[1], enumerable: true, writable: true, configurable: true });
      if (unknown) Object.defineProperty(obj, unknown[0], { value: unknown[1], enumerable: true, writable: true, configurable: true });
      return obj;
    });
  }

  /** A path segment, percent-encoded: a plausible value most of the time, else a hostile one. */
  segment(param: OpenApiParameter): fc.Arbitrary<string> {
    return fc.oneof(
      { arbitrary: this.plausible(this.resolve(param.schema), param.name, 0).map((v) => percentEncode(asText(v))), weight: 2 * this.temper.plausible },
      { arbitrary: fc.constantFrom(...HOSTILE_SEGMENTS), weight: 3 * this.temper.hostile },
      { arbitrary: fc.string({ unit: 'binary', maxLength: 8 }).map(percentEncode), weight: this.temper.hostile },
    );
  }

  /** The query string (without `?`): documented parameters (sometimes missing, repeated or hostile), unknown and bracketed keys. */
  query(params: OpenApiParameter[]): fc.Arbitrary<string> {
    const wild = this.temper.hostile > 1;
    const pairs = params.map((p) =>
      fc
        .tuple(fc.integer({ min: 0, max: 99 }), this.value(p.schema, p.name, 0), fc.integer({ min: 0, max: 99 }), fc.constantFrom(...HOSTILE_SEGMENTS))
        .map(([roll, value, form, raw]) => {
          if (roll >= (p.required ? (wild ? 92 : 99) : 50)) return [];
          const encoded = form < (wild ? 12 : 1) ? raw : percentEncode(asText(value));
          const one = `${percentEncode(p.name)}=${encoded}`;
          if (form >= 98 - (wild ? 10 : 1)) return [one, `${percentEncode(p.name)}=${encoded}x`];
          if (form >= 98 - (wild ? 20 : 2)) return [`${percentEncode(p.name)}[]=${encoded}`];
          return [one];
        }),
    );
    const extras = fc.array(
      fc.oneof(
        fc.constantFrom(
          'x=1',
          'a[b][c][d][e][f][g]=1',
          '__proto__[polluted]=1',
          'constructor[prototype][polluted]=1',
          ...PROTOTYPE_NAMES.map((name, i) => `${name}=${PROTOTYPE_NAMES[(i + 1) % PROTOTYPE_NAMES.length]}`),
          'a[9999999]=1',
          '&&&',
          '=',
          '==',
          '%=%',
          'a=%E0%A4%A',
          'b=%00',
          'c',
          'shop',
        ),
        fc.tuple(fc.constantFrom(...UNKNOWN_KEYS), fc.constantFrom(...HOSTILE_STRINGS.slice(0, 40))).map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`),
      ),
      { maxLength: 2 },
    );
    return fc.tuple(fc.tuple(...pairs), sometimes(extras, wild ? 20 : 2)).map(([parts, more]) => [...parts.flat(), ...(more ?? [])].join('&'));
  }

  /** Documented header parameters (a plausible value, or none), as header lines. */
  headers(params: OpenApiParameter[]): fc.Arbitrary<[string, string][]> {
    const lines = params.map((p) =>
      sometimes(
        fc
          .oneof(this.plausible(this.resolve(p.schema), p.name, 0).map(asText), fc.constantFrom(...HOSTILE_STRINGS.slice(0, 60)))
          .map((v): [string, string] => [p.name, headerSafe(v)]),
        p.required ? 90 : 50,
      ),
    );
    return fc.tuple(...lines).map((all) => all.filter((l): l is [string, string] => l !== null));
  }

  /** A body for the operation: its documented media types with schema-shaped or hostile content, or hostile media types and bytes. */
  body(op: FuzzOperation): fc.Arbitrary<{ contentType?: string; bytes: Buffer; coding?: string }> {
    const documented = op.body?.contentTypes ?? ['application/json'];
    const value = this.value(op.body?.schema, 'body', 0);
    const encoded = fc
      .tuple(fc.constantFrom(...documented), value, fc.nat({ max: 99 }))
      .map(([type, v, roll]) => ({ contentType: type, bytes: encodeBody(type, v, roll) }));
    const poisoned = fc
      .tuple(fc.constantFrom(...documented), value, poison, fc.nat({ max: 99 }))
      .map(([type, v, p, roll]) => ({ contentType: type, bytes: poisonBody(type, v, p, roll) }));
    const odd = fc.tuple(fc.constantFrom(...HOSTILE_CONTENT_TYPES, ...documented), rawBody).map(([type, bytes]) => ({ contentType: type, bytes }));
    const untyped = rawBody.map((bytes) => ({ contentType: undefined, bytes }));
    const { plausible, hostile } = this.temper;
    const withCoding = fc.tuple(
      fc.oneof(
        { arbitrary: encoded, weight: plausible },
        { arbitrary: poisoned, weight: hostile * 2 },
        { arbitrary: odd, weight: Math.ceil(hostile * 1.5) },
        { arbitrary: untyped, weight: 1 },
      ),
      sometimes(fc.constantFrom(...CONTENT_CODINGS), hostile > 1 ? 8 : 1),
      fc.boolean(),
    );
    return withCoding.map(([b, coding, compress]) =>
      coding === null ? b : { ...b, coding, bytes: compress && coding.startsWith('gzip') ? gzipSync(b.bytes) : b.bytes },
    );
  }
}

/** Header values go on one line: CR and LF are dropped, the rest is sent as UTF-8 bytes. */
function headerSafe(value: string): string {
  return value.replace(/[\r\n]/g, '').slice(0, 2000);
}

/**
 * One targeted blow to an otherwise schema-shaped body, in its documented media type:
 * the whole JSON wrapped in 33 to 1,500 arrays, one field nested as deep, or one field
 * holding a NUL or a lone surrogate. These broke every app before (500s), so each run
 * sends a good share of them.
 */
type Poison = { kind: 'wrap'; depth: number } | { kind: 'deep'; depth: number; objects: boolean } | { kind: 'text'; text: string };
const poison: fc.Arbitrary<Poison> = fc.oneof(
  fc.constantFrom(33, 64, 1500).map((depth): Poison => ({ kind: 'wrap', depth })),
  fc.tuple(fc.constantFrom(33, 100, 1500), fc.boolean()).map(([depth, objects]): Poison => ({ kind: 'deep', depth, objects })),
  fc.constantFrom(...TEXT_BREAKERS).map((text): Poison => ({ kind: 'text', text })),
);

/** Serialises `value` in `contentType` after applying the poison to it (`roll` picks the field). */
function poisonBody(contentType: string, value: unknown, p: Poison, roll: number): Buffer {
  const json = contentType.startsWith('application/json');
  if (p.kind === 'wrap' && json) return Buffer.from(`${'['.repeat(p.depth)}${JSON.stringify(value) ?? 'null'}${']'.repeat(p.depth)}`, 'utf8');
  const blow = p.kind === 'text' ? p.text : p.kind === 'deep' ? nested(p.depth, p.objects) : TEXT_BREAKERS[roll % TEXT_BREAKERS.length];
  const target: Record<string, unknown> = value !== null && typeof value === 'object' && !Array.isArray(value) ? { ...(value as Record<string, unknown>) } : {};
  const keys = Object.keys(target);
  target[keys.length ? keys[roll % keys.length] : 'value'] = blow;
  return encodeBody(contentType, target, roll);
}

/** Hand-made bodies: broken, deep, huge, mis-encoded. */
const rawBody: fc.Arbitrary<Buffer> = fc.oneof(
  fc
    .constantFrom(
      '',
      '{',
      '}',
      '[',
      '{"a":',
      '{"a":1,}',
      '{a:1}',
      "{'a':1}",
      'null',
      'true',
      '"text"',
      '123',
      '-0',
      'NaN',
      '[1e99999]',
      '{"a":1,"a":2}',
      '{"__proto__":{"polluted":true}}',
      '{"constructor":{"prototype":{"polluted":true}}}',
      '{"constructor":"x","toString":"y","valueOf":1,"hasOwnProperty":"z","prototype":{},"__proto__":null}',
      '\ufeff{}',
      '{"a":"\\u0000"}',
      '{"a":"\\ud800"}',
      '{"\\ud800":1}',
      '{"\\u0000":1}',
      '{"a":"\\x41"}',
      '/* c */{}',
      '[1,2,3',
      '1'.repeat(5000),
      '['.repeat(2000),
      '['.repeat(1500) + ']'.repeat(1500),
      '{"a":'.repeat(33) + '1' + '}'.repeat(33),
      '['.repeat(32) + ']'.repeat(32),
      '{"a":'.repeat(32) + '1' + '}'.repeat(32),
      'a=1&a=2&b',
      'a[b][c][d][e][f][g]=1',
      `${'p=1&'.repeat(1200)}q=2`,
      '%E0%A4%A=1',
      'email=%00',
      `--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--`,
      `{"big":"${'x'.repeat(110 * 1024)}"}`,
    )
    .map((s) => Buffer.from(s, 'utf8')),
  fc.uint8Array({ maxLength: 64 }).map((a) => Buffer.from(a)),
  fc.constantFrom(
    Buffer.from([0xff, 0xfe, 0x7b, 0x7d]),
    Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d]),
    Buffer.from([0xc0, 0xaf]),
    Buffer.from('{"a":1}', 'utf16le'),
  ),
);

/** Serialises a body value in a media type; `roll` picks among variants (a form field repeated, a broken multipart boundary...). */
function encodeBody(contentType: string, value: unknown, roll: number): Buffer {
  if (contentType.startsWith('application/x-www-form-urlencoded')) {
    const entries = value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value) : [['value', value]];
    const pairs = entries.flatMap(([k, v]) => (Array.isArray(v) && roll % 3 === 0 ? v.map((x) => [k, x]) : [[k, v]]));
    return Buffer.from(pairs.map(([k, v]) => `${percentEncode(String(k))}=${percentEncode(asText(v))}`).join('&'), 'utf8');
  }
  if (contentType.startsWith('multipart/form-data')) {
    const entries = value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value) : [['value', value]];
    const parts = entries.map(
      ([k, v]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${String(k).replace(/["\r\n]/g, '')}"\r\n\r\n${asText(v)}\r\n`,
    );
    if (roll % 10 === 0)
      parts.push(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n`);
    return Buffer.from(parts.join('') + (roll % 10 === 1 ? '' : `--${BOUNDARY}--\r\n`), 'utf8');
  }
  return Buffer.from(value === undefined ? '' : (JSON.stringify(value) ?? 'null'), 'utf8');
}

const BOUNDARY = 'fuzzboundary7MA4YWxk';

/** Requests no operation describes: unknown paths, odd targets, malformed HTTP sent byte for byte. */
const genericRequest: fc.Arbitrary<FuzzRequest> = fc.oneof(
  fc
    .tuple(
      fc.constantFrom(...METHODS),
      fc.constantFrom(
        '/no/such/path',
        '/',
        '//',
        '/%2e%2e/%2e%2e/etc/passwd',
        '/..%2F..%2Fetc%2Fpasswd',
        '/%00',
        '/%E0%A4%A',
        `/${'x'.repeat(17_000)}`,
        '/healthz?%=',
        '/problems/%00',
        '/problems/' + 'a'.repeat(80),
        '/index.php',
        '/.env',
        ...PROTOTYPE_NAMES.flatMap((name) => [`/${name}`, `/docs/${name}`, `/problems/${name}`, `/?${name}=${name}`]),
      ),
      rawBody,
    )
    .map(([method, target, body]): FuzzRequest => ({
      operation: 'generic',
      method,
      target,
      headers: body.length ? [['Content-Type', 'application/json']] : [],
      body: body.length ? body : undefined,
      credentials: false,
    })),
  fc
    .constantFrom(
      'GARBAGE\r\n\r\n',
      'GET / HTTP/9.9\r\nHost: x\r\n\r\n',
      'GET /healthz HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n',
      'GET /healthz HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n',
      'GET /healthz HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab',
      'POST /no/such/path HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Type: application/json\r\n\r\nzz\r\n',
      'POST /no/such/path HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked, identity\r\n\r\n0\r\n\r\n',
      'FOO /healthz HTTP/1.1\r\nHost: x\r\n\r\n',
      'GET /he\u0000althz HTTP/1.1\r\nHost: x\r\n\r\n',
      'GET /healthz HTTP/1.1\r\nHost: x\r\nX: a\u0000b\r\n\r\n',
      `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(17 * 1024)}\r\n\r\n`,
      `GET /${'a'.repeat(17 * 1024)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      'GET http://evil.example/healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      'OPTIONS * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      'GET /healthz HTTP/1.0\r\n\r\n',
      'GET /healthz HTTP/1.1\r\nConnection: close\r\n\r\n',
      'GET /healthz HTTP/1.1\r\nHost: x\r\nHost: y\r\nConnection: close\r\n\r\n',
      '\r\n\r\nGET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    )
    .map((raw): FuzzRequest => ({
      operation: 'raw',
      method: raw.split(' ')[0].slice(0, 10),
      target: (raw.split(' ')[1] ?? '').slice(0, 80),
      headers: [],
      credentials: false,
      raw: Buffer.from(raw, 'latin1'),
    })),
  // Random bytes, made a complete (if meaningless) head: a leading CR or LF would make the parser wait for a request line.
  fc.uint8Array({ minLength: 1, maxLength: 200 }).map((a): FuzzRequest => ({
    operation: 'raw',
    method: '?',
    target: '?',
    headers: [],
    credentials: false,
    raw: Buffer.concat([Buffer.from('X'), Buffer.from(a), Buffer.from('\r\n\r\n')]),
  })),
);

/**
 * Malformed requests for every operation of an OpenAPI document, for a fuzz run of the
 * app that serves it: wrong types, missing and unknown fields, huge and deeply nested
 * values, NUL and lone surrogates, invalid dates, odd path parameters (`0x21`, `-1`,
 * `1e3`, `%00`, very long), repeated and bracketed query keys, odd media types and
 * content codings, other methods; plus unknown paths and malformed HTTP. Mostly
 * plausible values (from the schemas and `options.examples`) keep a share of requests
 * valid enough to reach deep validation.
 *
 * @param doc the app's OpenAPI document
 * @returns an arbitrary of requests (sample it with a fixed seed for a reproducible run)
 */
export function fuzzRequests(doc: OpenApiDocument, options: FuzzRequestOptions = {}): fc.Arbitrary<FuzzRequest> {
  const operations = fuzzOperations(doc);
  if (operations.length === 0) throw new Error('The OpenAPI document has no operations to fuzz');
  const perOperation = [WILD, CALM].flatMap((temper) => operations.map((op) => operationRequest(op, new Generators(doc, options.examples ?? {}, temper))));
  return fc.oneof({ arbitrary: fc.oneof(...perOperation), weight: 12 }, { arbitrary: genericRequest, weight: 1 });
}

/** Requests for one operation, by one set of generators. */
function operationRequest(op: FuzzOperation, g: Generators): fc.Arbitrary<FuzzRequest> {
  const segments = fc.tuple(...op.pathParams.map((p) => g.segment(p)));
  const wild = g.temper.hostile > 1;
  const method = fc.oneof({ arbitrary: fc.constant(op.method), weight: wild ? 12 : 50 }, { arbitrary: fc.constantFrom(...METHODS), weight: 1 });
  const sendBody = op.body
    ? fc.oneof({ arbitrary: fc.constant(true), weight: op.body.required ? 12 : 6 }, { arbitrary: fc.constant(false), weight: 1 })
    : fc.oneof({ arbitrary: fc.constant(false), weight: 12 }, { arbitrary: fc.constant(true), weight: 1 });
  const extraHeaders = sometimes(
    fc.constantFrom<[string, string]>(
      ['Authorization', 'Bearer not-a-token'],
      ['Authorization', 'Basic Og=='],
      ['Accept', 'text/html'],
      ['Accept', 'application/xml'],
      ['X-Request-Id', 'x'.repeat(300)],
      ['X-Forwarded-For', '1.2.3.4, evil'],
      ['Origin', 'https://evil.example'],
      ['Expect', 'something'],
    ),
    wild ? 15 : 3,
  );
  return fc
    .tuple(method, segments, g.query(op.queryParams), g.headers(op.headerParams), sendBody, g.body(op), extraHeaders, fc.boolean())
    .map(([m, segs, query, headers, withBody, body, extra, credentials]): FuzzRequest => {
      let path = op.path;
      op.pathParams.forEach((p, i) => (path = path.replace(`{${p.name}}`, segs[i])));
      const lines: [string, string][] = [...headers, ...(extra ? [extra] : [])];
      if (withBody && body.contentType !== undefined)
        lines.push([
          'Content-Type',
          body.contentType.startsWith('multipart/form-data') && !body.contentType.includes('boundary') && body.bytes.includes(BOUNDARY)
            ? `multipart/form-data; boundary=${BOUNDARY}`
            : body.contentType,
        ]);
      if (withBody && body.coding !== undefined) lines.push(['Content-Encoding', body.coding]);
      return {
        operation: op.id,
        method: m,
        target: query ? `${path}?${query}` : path,
        headers: lines,
        body: withBody ? body.bytes : undefined,
        credentials: op.secured || credentials,
      };
    });
}

/**
 * The bytes of a request on the wire: request line, `Host`, the request's headers,
 * `Content-Length` when it has a body, `Connection: close`, then the body; a raw request
 * is sent as it is.
 */
export function serializeRequest(req: FuzzRequest): Buffer {
  if (req.raw) return req.raw;
  const lines = [`${req.method} ${req.target} HTTP/1.1`, 'Host: localhost', ...req.headers.map(([k, v]) => `${k}: ${v}`)];
  if (req.body !== undefined) lines.push(`Content-Length: ${req.body.length}`);
  lines.push('Connection: close', '', '');
  return Buffer.concat([Buffer.from(lines.join('\r\n'), 'utf8'), req.body ?? Buffer.alloc(0)]);
}

/**
 * A request as a person reads it, to reproduce a failure: method, target, headers, the
 * body (as text when it is UTF-8, else base64; long ones cut) and the whole request in
 * base64, which `sendRaw` (or `base64 -d | nc host port`) replays byte for byte.
 */
export function describeRequest(req: FuzzRequest): string {
  const wire = serializeRequest(req);
  const shorten = (s: string) => (s.length > 2000 ? `${s.slice(0, 2000)}... (${s.length} characters)` : s);
  const body =
    req.body === undefined
      ? '(none)'
      : isUtf8(req.body)
        ? JSON.stringify(shorten(req.body.toString('utf8')))
        : `base64:${shorten(req.body.toString('base64'))}`;
  return [
    `${req.method} ${shorten(req.target)}   [${req.operation}]`,
    ...req.headers.map(([k, v]) => `  ${k}: ${shorten(v)}`),
    `  body: ${body}`,
    `  wire (base64, ${wire.length} bytes): ${wire.length > 20_000 ? '(too long to print)' : wire.toString('base64')}`,
  ].join('\n');
}

function isUtf8(bytes: Buffer): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * Every operation of the document with each of {@link PROTOTYPE_NAMES} wherever a request
 * names something, sent by every fuzz suite besides the random requests (so a lookup that
 * reaches `Object.prototype` is found on every run, not by chance): in two requests per
 * name and operation,
 *
 * 1. the name as every path parameter, every documented query value and every body field,
 *    and as an extra query key and body key;
 * 2. known values (`examples`) where the app has them, the name as an extra query key,
 *    a bracketed query key and an extra body key, so the request gets past the lookups of
 *    its path and reaches the code behind them.
 *
 * Bodies go in the operation's first documented media type; then `GET /<name>`,
 * `/docs/<name>` and `/problems/<name>` (the platform's pages, on every app). Deterministic,
 * no sampling.
 * docs/api-decisions.md, "Names from requests never reach a prototype".
 */
export function prototypeNameRequests(doc: OpenApiDocument, examples: Record<string, readonly unknown[]> = {}): FuzzRequest[] {
  const resolve = schemaResolver(doc);
  const requests: FuzzRequest[] = [];
  const known = (name: string, fallback: string): unknown => (Object.hasOwn(examples, name) && examples[name].length ? examples[name][0] : fallback);
  for (const op of fuzzOperations(doc)) {
    for (const name of PROTOTYPE_NAMES) {
      for (const plain of [true, false]) {
        const value = (param: string) => (plain ? name : known(param, name));
        let path = op.path;
        for (const p of op.pathParams) path = path.replace(`{${p.name}}`, percentEncode(asText(value(p.name))));
        const query = [
          ...op.queryParams.map((p) => `${percentEncode(p.name)}=${percentEncode(asText(value(p.name)))}`),
          `${percentEncode(name)}=${percentEncode(name)}`,
          ...(plain ? [] : [`${percentEncode(name)}%5B${percentEncode(name)}%5D=1`]),
        ].join('&');
        const headers: [string, string][] = [];
        let body: Buffer | undefined;
        if (op.body) {
          const contentType = op.body.contentTypes[0];
          const fields: Record<string, unknown> = {};
          const own = (key: string, v: unknown) => Object.defineProperty(fields, key, { value: v, enumerable: true, writable: true, configurable: true });
          for (const key of Object.keys(resolve(op.body.schema).properties ?? {})) own(key, value(key));
          own(name, name);
          body = encodeBody(contentType, fields, 2);
          headers.push(['Content-Type', contentType.startsWith('multipart/form-data') ? `multipart/form-data; boundary=${BOUNDARY}` : contentType]);
        }
        requests.push({ operation: op.id, method: op.method, target: `${path}?${query}`, headers, body, credentials: op.secured });
      }
    }
  }
  // The platform's own pages every app serves, whether or not its document lists them.
  for (const name of PROTOTYPE_NAMES)
    for (const target of [`/${name}`, `/docs/${name}`, `/problems/${name}`])
      requests.push({ operation: 'generic', method: 'GET', target: percentEncodePath(target), headers: [], credentials: false });
  return requests;
}

/** A path with each segment percent-encoded. */
function percentEncodePath(path: string): string {
  return path
    .split('/')
    .map((segment) => percentEncode(segment))
    .join('/');
}
