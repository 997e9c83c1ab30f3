import type { IncomingMessage } from 'node:http';
import { json, urlencoded } from 'express';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { FieldError, ProblemError, ValidationProblem } from '@fulfil/problem-details';
import { parserProblem } from './problem-details.filter';

/*
 * What every app accepts as a request body (docs/api-decisions.md, "Request bodies"):
 * JSON in UTF-8 nested at most DEFAULT_MAX_BODY_DEPTH levels, or form data; no content
 * coding; no NUL character and no lone UTF-16 surrogate in any string or field name.
 */

/** Deepest nesting of objects and arrays accepted in a JSON body, by default (`[]` is 1 level, `{"a":[]}` 2). */
export const DEFAULT_MAX_BODY_DEPTH = 32;

/** The request body's exact bytes, kept for HMACs (webhooks); `undefined` when no parser read the body. */
export type RawBodyRequest = IncomingMessage & { rawBody?: Buffer };

/** Result of {@link scanJsonBytes}. */
export interface JsonByteScan {
  /** The nesting went deeper than the limit (the scan stopped there). */
  tooDeep: boolean;
  /**
   * A string holds a `\u0000` escape or a `\uD800`-`\uDFFF` escape, so the parsed body may
   * carry a NUL or a lone surrogate; {@link findUnsafeText} then tells for sure.
   */
  suspectText: boolean;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const LOWER_U = 0x75;
const ZERO = 0x30;

/** True for the hex digit byte of the second digit of a surrogate escape (`\uD8`..`\uDF`): 8, 9, a-f, A-F. */
function isSurrogateSecondDigit(b: number): boolean {
  return b === 0x38 || b === 0x39 || (b >= 0x61 && b <= 0x66) || (b >= 0x41 && b <= 0x46);
}

/**
 * One pass over the raw bytes of a UTF-8 JSON body, before it is parsed: counts the
 * nesting of `{`/`[` outside strings and notes `\u` escapes of NUL or of a surrogate
 * inside strings. O(n), no allocation but the result: about 1 µs for a 1 KB body, a
 * tenth of what `JSON.parse` takes (Node 20, 2 vCPUs). Bytes below 0x80 are ASCII in
 * UTF-8, so multi-byte characters never look like brackets, quotes or backslashes.
 * Malformed JSON may be scanned wrongly; `JSON.parse` refuses it afterwards anyway.
 *
 * Why before parsing: class-transformer and class-validator recurse once per level, so
 * a 3 KB body of 1,500 nested arrays overflowed the stack (a 500) in every app.
 *
 * @param bytes the body as received (UTF-8)
 * @param maxDepth deepest nesting accepted (levels, >= 1)
 */
export function scanJsonBytes(bytes: Uint8Array, maxDepth: number): JsonByteScan {
  let depth = 0;
  let suspectText = false;
  const n = bytes.length;
  for (let i = 0; i < n; i++) {
    const b = bytes[i];
    if (b === QUOTE) {
      // A string: run to its closing quote (an inner loop of two comparisons per byte).
      for (i++; i < n; i++) {
        const c = bytes[i];
        if (c === QUOTE) break;
        if (c !== BACKSLASH) continue;
        if (bytes[i + 1] !== LOWER_U) {
          i += 1;
          continue;
        }
        const d1 = bytes[i + 2];
        const d2 = bytes[i + 3];
        if ((d1 === ZERO && d2 === ZERO && bytes[i + 4] === ZERO && bytes[i + 5] === ZERO) || ((d1 === 0x64 || d1 === 0x44) && isSurrogateSecondDigit(d2)))
          suspectText = true;
        i += 5;
      }
    } else if (b === OPEN_BRACE || b === OPEN_BRACKET) {
      if (++depth > maxDepth) return { tooDeep: true, suspectText };
    } else if (b === CLOSE_BRACE || b === CLOSE_BRACKET) {
      depth--;
    }
  }
  return { tooDeep: false, suspectText };
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The first rule a string breaks (`noNulCharacter`, `wellFormedUnicode`), or undefined. */
function textRuleBroken(s: string): 'noNulCharacter' | 'wellFormedUnicode' | undefined {
  if (s.includes('\u0000')) return 'noNulCharacter';
  if (LONE_SURROGATE.test(s)) return 'wellFormedUnicode';
  return undefined;
}

const PLAIN_KEY = /^[A-Za-z0-9_$-]+$/;

/** `parent` + key in the field notation of validation problems: `a.b`, `a[0]`, `a["odd key"]` (JSON-escaped). */
function childPath(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  if (!PLAIN_KEY.test(key)) return `${parent}[${JSON.stringify(key)}]`;
  return parent === '' ? key : `${parent}.${key}`;
}

function textError(field: string, rule: 'noNulCharacter' | 'wellFormedUnicode', what: 'value' | 'name'): FieldError {
  const shown = field === '' ? 'the body' : field;
  const subject = what === 'name' ? `the name of ${shown}` : shown;
  return rule === 'noNulCharacter'
    ? { field: shown, rule, message: `${subject} must not contain the NUL character (U+0000)` }
    : { field: shown, rule, message: `${subject} must not contain a lone UTF-16 surrogate (an unpaired \\ud800-\\udfff)` };
}

/**
 * Every string (and object key) of a parsed body that carries a NUL character or a lone
 * UTF-16 surrogate, as validation rows `{field, rule, message}` with rule `noNulCharacter`
 * or `wellFormedUnicode` (docs/api-decisions.md, "Request bodies"). No field of these APIs
 * legitimately holds either: NUL truncates or corrupts text in databases, logs and the
 * helpdesk, and a lone surrogate cannot be encoded as UTF-8 (validators threw on it).
 *
 * @param value a parsed JSON or form body (objects, arrays, strings, other scalars)
 * @param maxDepth levels walked at most (the JSON depth limit already bounds bodies)
 * @returns the failing fields, in document order; empty when the body is clean
 */
export function findUnsafeText(value: unknown, maxDepth = 64): FieldError[] {
  const errors: FieldError[] = [];
  const walk = (v: unknown, path: string, depth: number): void => {
    if (typeof v === 'string') {
      const rule = textRuleBroken(v);
      if (rule) errors.push(textError(path, rule, 'value'));
      return;
    }
    if (v === null || typeof v !== 'object' || depth > maxDepth) return;
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) walk(v[i], childPath(path, i), depth + 1);
      return;
    }
    for (const key of Object.keys(v)) {
      const rule = textRuleBroken(key);
      const at = childPath(path, key);
      if (rule) errors.push(textError(at, rule, 'name'));
      walk((v as Record<string, unknown>)[key], at, depth + 1);
    }
  };
  walk(value, '', 0);
  return errors;
}

/**
 * 400 VALIDATION_FAILED for the fields {@link findUnsafeText} found, or undefined when
 * the body is clean. Used by the body parsers and by parsers that run per route
 * (website-api's multipart forms).
 */
export function unsafeTextProblem(body: unknown): ValidationProblem | undefined {
  const errors = findUnsafeText(body);
  return errors.length > 0 ? new ValidationProblem(errors) : undefined;
}

/** 400 BODY_TOO_DEEP naming the limit. */
export function bodyTooDeepProblem(maxDepth: number): ProblemError {
  return new ProblemError({
    status: 400,
    code: 'BODY_TOO_DEEP',
    detail: `The JSON body nests objects and arrays more than ${maxDepth} levels deep.`,
    extensions: { maxDepth },
  });
}

/** True when the request announces a body of at least one byte (chunked, or a positive Content-Length). */
function announcesBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0' && length.trim() !== '0');
}

/**
 * Middleware refusing a request body sent with a content coding: the APIs read bodies
 * uncompressed only (docs/api-decisions.md, "Request bodies"). A `Content-Encoding`
 * other than `identity` on a request with a body is 415 UNSUPPORTED_CONTENT_ENCODING
 * with `Accept-Encoding: identity` (RFC 7694 §3); a request without a body passes.
 * Before this, gzip that was not gzip reached zlib and answered 500.
 */
export function refuseContentEncoding(req: Request, _res: Response, next: NextFunction): void {
  const coding = req.headers['content-encoding'];
  if (coding === undefined || !announcesBody(req) || /^[\t ]*identity[\t ]*$/i.test(coding)) return next();
  next(
    new ProblemError({
      status: 415,
      code: 'UNSUPPORTED_CONTENT_ENCODING',
      detail: `Request bodies are read without content coding; this one was sent with Content-Encoding: ${JSON.stringify(coding.slice(0, 60))}.`,
      headers: { 'Accept-Encoding': 'identity' },
    }),
  );
}

/** Set on a request whose raw body may hold a NUL or a lone surrogate, so the parsed body is walked. */
const CHECK_TEXT = Symbol('checkText');
type ScannedRequest = RawBodyRequest & { [CHECK_TEXT]?: boolean };

/** `verify` hook of the JSON parser: keeps the raw bytes, refuses other charsets than UTF-8 and deeper nesting than allowed. */
function verifyJson(maxDepth: number) {
  return (req: ScannedRequest, _res: unknown, buf: Buffer, encoding: string): void => {
    req.rawBody = buf;
    if (encoding !== 'utf-8') {
      throw new ProblemError({
        status: 415,
        code: 'UNSUPPORTED_MEDIA_TYPE',
        detail: `JSON bodies are read in UTF-8 only (RFC 8259 §8.1), not ${encoding}.`,
        hint: 'Send the JSON body in UTF-8 (charset=utf-8 or no charset).',
      });
    }
    const scan = scanJsonBytes(buf, maxDepth);
    if (scan.tooDeep) throw bodyTooDeepProblem(maxDepth);
    if (scan.suspectText) req[CHECK_TEXT] = true;
  };
}

/** `verify` hook of the form parser: keeps the raw bytes; a `%00` or a NUL byte makes the parsed form be walked. */
function verifyForm(req: ScannedRequest, _res: unknown, buf: Buffer): void {
  req.rawBody = buf;
  if (buf.indexOf(0) !== -1 || buf.indexOf('%00') !== -1) req[CHECK_TEXT] = true;
}

/** Runs a body parser, turns its failures into problems at the source and refuses unsafe text in what it parsed. */
function guardParser(parser: RequestHandler): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) =>
    parser(req, res, (err?: unknown) => {
      if (err) return next(parserProblem(err as never) ?? err);
      if ((req as ScannedRequest)[CHECK_TEXT]) {
        const problem = unsafeTextProblem(req.body);
        if (problem) return next(problem);
      }
      next();
    });
}

/** Options of {@link bodyParsers}. */
export interface BodyParserOptions {
  /** Largest body, e.g. `100kb` (BODY_LIMIT). */
  limit: string;
  /** Deepest JSON nesting accepted; default {@link DEFAULT_MAX_BODY_DEPTH}. */
  maxDepth?: number;
  /**
   * Other size limits for the JSON bodies of some paths (the path itself and below it),
   * e.g. `{ path: '/admin/v1.0/import', limit: '20mb' }` for a whole store file; every
   * other check applies there too.
   */
  routes?: readonly { path: string; limit: string }[];
  /**
   * Paths (the path itself and below it) whose `multipart/form-data` bodies are read into
   * `req.body` by `read` (a `MultipartFields` of this library, with that path's limits);
   * a multipart body elsewhere is left unread, as before.
   */
  multipart?: readonly { path: string; read(req: Request, res: Response): Promise<void> }[];
}

/** `path` is `prefix` or below it (`/v1.0` covers `/v1.0` and `/v1.0/...`, not `/v1.0x`). */
function under(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** The `multipart/form-data` content type, in any case, with or without parameters. */
function isMultipart(req: Request): boolean {
  const type = req.headers['content-type'];
  return typeof type === 'string' && type.length >= 19 && type.slice(0, 19).toLowerCase() === 'multipart/form-data';
}

/**
 * The shared body middleware (one Express layer; a request without a body passes at once):
 * {@link refuseContentEncoding}, then the JSON parser of Express (the path's own size
 * limit from `routes`, else `limit`) and its urlencoded parser (raw bytes kept on
 * `req.rawBody` for HMACs), each followed by its checks (docs/api-decisions.md,
 * "Request bodies"):
 *
 * - JSON: UTF-8 only (415 UNSUPPORTED_MEDIA_TYPE), at most `maxDepth` levels (400
 *   BODY_TOO_DEEP), checked on the raw bytes by {@link scanJsonBytes} before parsing;
 * - both: no NUL and no lone surrogate in any string or key (400 VALIDATION_FAILED naming
 *   each field, rule `noNulCharacter` / `wellFormedUnicode`); the parsed body is walked
 *   only when the raw bytes contain such an escape, so a clean body costs the one scan;
 * - `multipart/form-data` on the `multipart` paths: read by that path's reader (its own
 *   limits and problems); the content type is looked at only for a request with a body.
 *
 * @returns middleware to `use` in this order
 * @throws RangeError when `maxDepth` is not a whole number from 1 to 256 (deeper would
 *   bring back the stack overflow the limit prevents)
 */
export function bodyParsers(options: BodyParserOptions): RequestHandler[] {
  const maxDepth = options.maxDepth ?? DEFAULT_MAX_BODY_DEPTH;
  if (!Number.isInteger(maxDepth) || maxDepth < 1 || maxDepth > 256) throw new RangeError(`maxBodyDepth must be a whole number from 1 to 256, not ${maxDepth}`);
  const jsonParser = (limit: string) => guardParser(json({ limit, inflate: false, verify: verifyJson(maxDepth) }));
  const routes = (options.routes ?? []).map(({ path, limit }) => ({ prefix: path.replace(/\/+$/, ''), parse: jsonParser(limit) }));
  const multipart = (options.multipart ?? []).map(({ path, read }) => ({ prefix: path.replace(/\/+$/, ''), read }));
  const parseJson = jsonParser(options.limit);
  const parseForm = guardParser(urlencoded({ limit: options.limit, inflate: false, extended: false, verify: verifyForm }));
  // One middleware rather than four: most requests (GETs) carry no body and leave at the
  // first check, and every Express layer costs each request a dispatch.
  const bodies = (req: Request, res: Response, next: NextFunction): void => {
    // As Express's parsers decide (type-is `hasBody`): a Content-Length of 0 still parses.
    if (req.headers['transfer-encoding'] === undefined && req.headers['content-length'] === undefined) return next();
    refuseContentEncoding(req, res, (error?: unknown) => {
      if (error) return next(error);
      const form = multipart.length && isMultipart(req) ? multipart.find((m) => under(req.path, m.prefix)) : undefined;
      if (form) return void form.read(req, res).then(() => next(), next);
      const route = routes.length ? routes.find((r) => under(req.path, r.prefix)) : undefined;
      (route?.parse ?? parseJson)(req, res, (jsonError?: unknown) => (jsonError ? next(jsonError) : parseForm(req, res, next)));
    });
  };
  return [bodies];
}
