import { ProblemError, registerProblemTypes, REQUEST_PROBLEM_CODES } from '@fulfil/problem-details';
import { GEO_QUERY_UNRESOLVED } from '@fulfil/geo';
// Loading store-settings registers SHOP_NOT_FOUND, LOCATION_NOT_FOUND and the Idempotency-Key codes.
import '@fulfil/store-settings';

/** Codes of the fulfilment-options API besides the generic ones (the OpenAPI description lists them). */
export const FULFILMENT_PROBLEM_CODES = [
  'VALIDATION_FAILED',
  'INVALID_CART',
  'SHOP_NOT_FOUND',
  'LOCATION_NOT_FOUND',
  'INVALID_DATE',
  GEO_QUERY_UNRESOLVED,
  'SLOT_UNAVAILABLE',
  'SLOT_FULL',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_KEY_IN_USE',
  'WEBHOOK_SIGNATURE_INVALID',
  'RATE_LIMITED',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'INTERNAL_ERROR',
  ...REQUEST_PROBLEM_CODES,
  'DEPENDENCY_UNAVAILABLE',
] as const;

registerProblemTypes([
  {
    code: 'INVALID_CART',
    status: 400,
    title: 'Invalid shopping cart',
    description:
      'The `shoppingCart` cannot be read. Pickup locations take a string: a JSON array of `{variant_id, product_id, quantity}` or `variant_id:quantity` pairs separated by commas; the calendars and delivery locations take the array itself; conditional activation takes `{original_total_price, total_weight, items}`. `errors` names the failing part.',
    hint: 'Send the cart in one of the documented shapes; `errors` names the failing part.',
  },
  {
    code: 'SLOT_UNAVAILABLE',
    status: 422,
    title: 'Slot not available',
    description:
      'The date or slot of the reservation is not one the calendar offers now (past, blacked out, closed, before the preparation time, beyond the last bookable date, or not a slot of that date). Ask the calendar again and pick an offered slot.',
    hint: 'Ask the calendar again and pick an offered date and slot.',
  },
  {
    code: 'SLOT_FULL',
    status: 409,
    title: 'Slot full',
    description:
      'Every place of this slot (or day) is taken by orders and live holds. Pick another slot; places come back when holds expire or orders are cancelled.',
    hint: 'Pick another slot or date.',
  },
  {
    code: 'WEBHOOK_SIGNATURE_INVALID',
    status: 401,
    title: 'Webhook signature invalid',
    description:
      "The `X-Shopify-Hmac-Sha256` header is missing or is not the base64 HMAC-SHA256 of the raw request body with the shop's webhook secret (or the shop has no webhook secret).",
    hint: "Sign the raw body with the shop's webhook secret (HMAC-SHA256, base64) in X-Shopify-Hmac-Sha256.",
  },
  {
    code: 'NO_LOCATIONS_FOUND',
    status: 404,
    title: 'No locations found',
    description:
      'No delivery location can serve the customer\'s address and cart. Sent by `POST /v1.0/delivery/locations` as the envelope `{"error": {"code": "NO_LOCATIONS_FOUND", "message": "..."}}` required by the API specification, not as problem details.',
    hint: 'Offer the shopper another method, or ask for another address.',
  },
]);

/** 400 INVALID_CART naming the failing part of `shoppingCart`. */
export class InvalidCartProblem extends ProblemError {
  constructor(field: string, message: string) {
    super({
      status: 400,
      code: 'INVALID_CART',
      detail: `The shopping cart cannot be read: ${message}`,
      hint: 'Send the cart in one of the documented shapes.',
      errors: [{ field, rule: 'cart', message }],
    });
  }
}

/** 422 SLOT_UNAVAILABLE. */
export class SlotUnavailableProblem extends ProblemError {
  constructor(detail: string) {
    super({ status: 422, code: 'SLOT_UNAVAILABLE', detail, hint: 'Ask the calendar again and pick an offered date and slot.' });
  }
}

/** 409 SLOT_FULL. */
export class SlotFullProblem extends ProblemError {
  constructor(used: number, limit: number) {
    super({
      status: 409,
      code: 'SLOT_FULL',
      detail: `This slot holds ${limit} and ${used} are taken.`,
      hint: 'Pick another slot.',
      extensions: { used, limit },
    });
  }
}

/** 401 WEBHOOK_SIGNATURE_INVALID. */
export class WebhookSignatureProblem extends ProblemError {
  constructor(detail: string) {
    super({ status: 401, code: 'WEBHOOK_SIGNATURE_INVALID', detail });
  }
}
