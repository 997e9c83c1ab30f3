import { createHash } from 'node:crypto';

/**
 * A JSON answer serialised once: its UTF-8 bytes and their strong ETag (the very tag
 * Express's `etag: 'strong'` setting computes from those bytes, so a tag a client holds
 * keeps matching). Returned by a handler (or marked with {@link preparedJson}), the
 * platform's adapter sends these bytes as they are: no `JSON.stringify`, no copy into a
 * Buffer and no hashing per request (`PlatformExpressAdapter.reply`).
 */
export class SerializedJson {
  /** The JSON text as UTF-8. */
  readonly bytes: Buffer;
  private tag: string | undefined;

  /** @param text the JSON text (not checked) */
  constructor(text: string) {
    this.bytes = Buffer.from(text, 'utf8');
  }

  /** Strong ETag of {@link bytes}, e.g. `"1a2b-<27 base64 characters>"`, hashed on first use (a POST answer never needs it). */
  get etag(): string {
    this.tag ??= strongEtag(this.bytes);
    return this.tag;
  }

  /** `JSON.stringify(value)` serialised once. */
  static of(value: unknown): SerializedJson {
    return new SerializedJson(JSON.stringify(value));
  }
}

/**
 * The strong ETag Express sends for `bytes` (its `etag` package): `"<length in hex>-<SHA-1
 * in base64 without padding>"`.
 */
export function strongEtag(bytes: Buffer): string {
  return `"${bytes.length.toString(16)}-${createHash('sha1').update(bytes).digest('base64').slice(0, 27)}"`;
}

/** Objects declared immutable answers, with their serialisation once made. */
const prepared = new WeakMap<object, SerializedJson | null>();

/**
 * Declares `value` an immutable answer and returns it unchanged (its type too): whenever a
 * handler returns this very object, the adapter sends the JSON it serialised the first time
 * ({@link SerializedJson}). For answers kept per shop version (memoised, frozen): neither
 * the object nor anything it holds may change afterwards, or clients get the old JSON.
 */
export function preparedJson<T extends object>(value: T): T {
  if (!prepared.has(value)) prepared.set(value, null);
  return value;
}

/**
 * The serialisation of a body marked with {@link preparedJson} (made on first use), the body
 * itself when it is a {@link SerializedJson}, or undefined for any other body.
 */
export function serializedBody(body: unknown): SerializedJson | undefined {
  if (body instanceof SerializedJson) return body;
  if (body === null || typeof body !== 'object') return undefined;
  const known = prepared.get(body);
  if (known !== null) return known;
  const serialized = SerializedJson.of(body);
  prepared.set(body, serialized);
  return serialized;
}
