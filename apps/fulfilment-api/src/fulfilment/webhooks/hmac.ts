import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Verifies a storefront-platform webhook signature: `X-Shopify-Hmac-Sha256` is the base64
 * HMAC-SHA256 of the RAW request body keyed with one of `secrets` (docs/platform-install.md,
 * "Webhooks": the installed app's client secret signs the subscriptions it made; the shop's
 * `webhook_secret` those made by hand in the platform's admin). Compared in constant time;
 * false when the body, the header or every secret is missing.
 */
export function verifyWebhookHmac(rawBody: Buffer | undefined, header: string | undefined, ...secrets: Array<string | null | undefined>): boolean {
  if (!rawBody || !header) return false;
  const given = Buffer.from(header.trim(), 'base64');
  return secrets.some((secret) => {
    if (!secret) return false;
    const expected = createHmac('sha256', secret).update(rawBody).digest();
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

/** The header value for a body (tests, tools). */
export function signWebhook(rawBody: string | Buffer, secret: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('base64');
}
