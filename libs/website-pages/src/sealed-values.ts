import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { FormKind } from './outcome';

/**
 * The values a visitor typed into a form whose post failed, carried from the `303 See
 * Other` to the page that shows them again (docs/api-decisions.md, "Contact page"). They
 * travel in a cookie, never in a URL (URLs end in access logs and browser history), and
 * the cookie is sealed with AES-256-GCM: unreadable and unforgeable without the key,
 * valid for {@link FORM_VALUES_TTL_SECONDS}, and read once (the page clears it).
 */

/** Name of the cookie holding the sealed values. */
export const FORM_VALUES_COOKIE = 'form_values';

/** How long sealed values stay valid, seconds (also the cookie's Max-Age). */
export const FORM_VALUES_TTL_SECONDS = 300;

/**
 * Longest sealed value that still fits a cookie (browsers keep at least 4,096 bytes per
 * cookie, name and attributes included). A longer seal drops the message first.
 */
export const MAX_SEALED_LENGTH = 3_800;

/** What a seal holds. */
export interface FormValues {
  form: FormKind;
  values: Record<string, string>;
  /** True when the message was left out because the seal would not fit a cookie. */
  messageDropped?: boolean;
}

interface SealedPayload extends FormValues {
  /** Expiry, epoch ms. */
  exp: number;
}

/**
 * Seals and opens {@link FormValues}. The key is derived from a secret (`FORM_STATE_SECRET`
 * of website-api, so that several instances read each other's seals) or, without one,
 * random per process (then a seal is readable only by the instance that made it).
 */
export class FormValuesSealer {
  private readonly key: Buffer;

  /** @param secret at least 32 characters, or undefined for a random per-process key */
  constructor(secret?: string) {
    this.key = secret ? createHash('sha256').update(`website-pages/form-values|${secret}`).digest() : randomBytes(32);
  }

  /**
   * Seals the values for {@link FORM_VALUES_TTL_SECONDS} from `now`; empty values are
   * left out. When the seal would exceed {@link MAX_SEALED_LENGTH} the `message` is left
   * out (`messageDropped`).
   * @returns base64url text (cookie-safe)
   */
  seal(input: FormValues, now: Date): string {
    const values = Object.fromEntries(Object.entries(input.values).filter(([, v]) => typeof v === 'string' && v !== ''));
    const payload: SealedPayload = { form: input.form, values, exp: now.getTime() + FORM_VALUES_TTL_SECONDS * 1000 };
    const sealed = this.encrypt(payload);
    if (sealed.length <= MAX_SEALED_LENGTH || !('message' in values)) return sealed;
    const { message: _dropped, ...rest } = values;
    return this.encrypt({ ...payload, values: rest, messageDropped: true });
  }

  /** Opens a seal; undefined when it is malformed, forged, sealed with another key or expired at `now`. */
  open(sealed: string | undefined, now: Date): FormValues | undefined {
    if (!sealed || sealed.length > 2 * MAX_SEALED_LENGTH) return undefined;
    try {
      const bytes = Buffer.from(sealed, 'base64url');
      if (bytes.length < 29) return undefined;
      const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, 12));
      decipher.setAuthTag(bytes.subarray(12, 28));
      const plain = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
      const payload = JSON.parse(plain) as SealedPayload;
      if (typeof payload.exp !== 'number' || payload.exp <= now.getTime()) return undefined;
      const values = Object.fromEntries(Object.entries(payload.values ?? {}).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
      return { form: payload.form, values, ...(payload.messageDropped ? { messageDropped: true } : {}) };
    } catch {
      return undefined;
    }
  }

  private encrypt(payload: SealedPayload): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }
}

/** The value of one cookie in a `Cookie` request header, or undefined. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}
