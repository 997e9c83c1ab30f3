import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { inspect } from 'node:util';

/**
 * The one place secrets at rest are encrypted (docs/draft-orders.md, "Credentials"):
 * AES-256-GCM from `node:crypto` (authenticated: a changed byte, a wrong key or another
 * record's associated data fails to open), a random 96-bit IV per seal, a 128-bit tag.
 * Keys come from configuration as a key ring, `<id>:<base64 of 32 bytes>` separated by
 * commas, the first one current: new seals use it, the others still open what they
 * sealed, so keys rotate without downtime (add the new key first, re-seal, drop the old).
 */

/** Syntax of one key of the ring: an id (1-32 of `A-Za-z0-9_-`), a colon, the base64 of exactly 32 bytes. */
export const KEY_RING_ENTRY = /^[A-Za-z0-9_-]{1,32}:[A-Za-z0-9+/]{42}[AEIMQUYcgkosw048]=$/;

/** Syntax of the whole ring (comma-separated entries), for config validation. */
export const KEY_RING_PATTERN = /^[A-Za-z0-9_-]{1,32}:[A-Za-z0-9+/]{42}[AEIMQUYcgkosw048]=(,[A-Za-z0-9_-]{1,32}:[A-Za-z0-9+/]{42}[AEIMQUYcgkosw048]=)*$/;

/** A secret in memory that never shows itself in logs, JSON or `util.inspect`; `reveal()` gives the value. */
export class Secret {
  readonly #value: string;

  constructor(value: string) {
    this.#value = value;
  }

  /** The secret itself: pass it straight to where it is used, never to a log or a response. */
  reveal(): string {
    return this.#value;
  }

  toJSON(): string {
    return '[redacted]';
  }

  toString(): string {
    return '[redacted]';
  }

  [inspect.custom](): string {
    return 'Secret([redacted])';
  }
}

/** A sealed secret as stored: the id of the key that sealed it and `iv.tag.ciphertext` (base64url). */
export interface Sealed {
  keyId: string;
  sealed: string;
}

/** Thrown when a sealed value cannot be opened: unknown key id, wrong key, tampered data or other associated data. */
export class SecretBoxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretBoxError';
  }
}

/** A key ring that seals and opens secrets (see the file comment). */
export class SecretBox {
  private readonly keys: Map<string, Buffer>;
  /** Id of the key new seals use (the first of the ring). */
  readonly currentKeyId: string;
  private readonly currentKey: Buffer;

  /** @param keys `[id, 32-byte key]` pairs, current first. @throws Error on an empty ring, a duplicate id or a key that is not 32 bytes */
  constructor(keys: Array<[string, Buffer]>) {
    if (keys.length === 0) throw new Error('the key ring is empty');
    this.keys = new Map();
    for (const [id, key] of keys) {
      if (key.length !== 32) throw new Error(`key ${id} is not 32 bytes`);
      if (this.keys.has(id)) throw new Error(`key id ${id} appears twice`);
      this.keys.set(id, key);
    }
    [this.currentKeyId, this.currentKey] = keys[0];
  }

  /**
   * Parses a key ring from configuration (`PLATFORM_CREDENTIALS_KEYS`).
   * @throws Error naming the problem (never the key material)
   */
  static fromConfig(value: string): SecretBox {
    const entries = value.split(',').map((s) => s.trim());
    const keys = entries.map((entry, i): [string, Buffer] => {
      if (!KEY_RING_ENTRY.test(entry)) throw new Error(`key ${i + 1} of the ring is not <id>:<base64 of 32 bytes>`);
      const colon = entry.indexOf(':');
      return [entry.slice(0, colon), Buffer.from(entry.slice(colon + 1), 'base64')];
    });
    return new SecretBox(keys);
  }

  /**
   * A fixed key ring (id `dev`) for development and tests when no key is configured.
   * Its key is derived from a public string: anything it seals is as good as plain text.
   */
  static development(): SecretBox {
    return new SecretBox([['dev', createHash('sha256').update('fulfil development key: not a secret').digest()]]);
  }

  /** True when `keyId` is in the ring. */
  has(keyId: string): boolean {
    return this.keys.has(keyId);
  }

  /** Seals `plain` with the current key, bound to `associatedData` (e.g. the record it belongs to). */
  seal(plain: string, associatedData: string): Sealed {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.currentKey, iv);
    cipher.setAAD(Buffer.from(associatedData, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return { keyId: this.currentKeyId, sealed: [iv, cipher.getAuthTag(), ciphertext].map((b) => b.toString('base64url')).join('.') };
  }

  /** Opens a sealed value. @throws SecretBoxError (unknown key, malformed, tampered, other associated data) */
  open(value: Sealed, associatedData: string): Secret {
    const key = this.keys.get(value.keyId);
    if (!key) throw new SecretBoxError(`sealed with key ${value.keyId}, which is not in the key ring`);
    const parts = value.sealed.split('.');
    if (parts.length !== 3) throw new SecretBoxError('malformed sealed value');
    const [iv, tag, ciphertext] = parts.map((p) => Buffer.from(p, 'base64url'));
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAAD(Buffer.from(associatedData, 'utf8'));
      decipher.setAuthTag(tag);
      return new Secret(Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8'));
    } catch {
      throw new SecretBoxError('the sealed value does not open with its key (tampered, or sealed for another record)');
    }
  }
}

/**
 * The key ring the configuration asks for: `keys` (PLATFORM_CREDENTIALS_KEYS) parsed when
 * set; else the public development ring outside production, and null in production
 * (credentials disabled). The one rule both apps and the store CLI follow.
 * @throws Error on a malformed ring or a duplicate key id
 */
export function secretBoxFor(keys: string | undefined, nodeEnv: string | undefined): SecretBox | null {
  if (keys) return SecretBox.fromConfig(keys);
  return nodeEnv === 'production' ? null : SecretBox.development();
}
