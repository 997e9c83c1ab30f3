import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Verifies a storefront-platform webhook signature: `X-Shopify-Hmac-Sha256` is the base64
 * HMAC-SHA256 of the RAW request body keyed with the shop's webhook secret. Compared in
 * constant time; false when anything is missing.
 */
export function verifyWebhookHmac(rawBody: Buffer | undefined, header: string | undefined, secret: string | null): boolean {
  if (!rawBody || !header || !secret) return false;
  const given = Buffer.from(header.trim(), 'base64');
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The header value for a body (tests, tools). */
export function signWebhook(rawBody: string | Buffer, secret: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('base64');
}
