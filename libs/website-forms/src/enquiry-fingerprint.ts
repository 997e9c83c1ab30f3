import { createHash } from 'node:crypto';

/** Trims, collapses runs of white space (line breaks included) and applies Unicode NFC. */
export function normaliseEnquiryText(text: string): string {
  return text.normalize('NFC').trim().replace(/\s+/g, ' ');
}

/**
 * The de-duplication key of an enquiry: SHA-256 (hex) of the normalised e-mail
 * (trimmed, lower-cased), helpWith and message (see {@link normaliseEnquiryText}).
 * Two submissions with the same key are "the same enquiry" (docs/api-decisions.md).
 */
export function enquiryFingerprint(input: { email: string; helpWith: string; message: string }): string {
  const parts = [input.email.trim().toLowerCase(), normaliseEnquiryText(input.helpWith), normaliseEnquiryText(input.message)];
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}
