import { applyDecorators } from '@nestjs/common';
import { ApiParam, ApiQuery } from '@nestjs/swagger';
import { ApiProblems, ID_SCHEMA } from '@fulfil/platform';
import { SHOP_QUERY_SCHEMA } from '@fulfil/storefront';

/**
 * The required `shop` query parameter and the problems every public endpoint can answer
 * (400 for a malformed `shop`; 404 SHOP_NOT_FOUND unless `notFound: false`, for an
 * operation that documents its 404 itself).
 */
export function ApiShop(options: { notFound?: boolean } = {}): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ApiQuery({
      name: 'shop',
      required: true,
      description: "The shop's domain on the storefront platform (case-insensitive).",
      schema: SHOP_QUERY_SCHEMA,
      example: 'demo-bakery.myshopify.com',
    }),
    ApiProblems(
      [400, 'VALIDATION_FAILED: `shop` missing or not a shop domain, or another parameter invalid (`errors` lists the fields)'],
      ...(options.notFound === false ? [] : [[404, 'SHOP_NOT_FOUND: no shop has this domain'] as [number, string]]),
    ),
  );
}

/** The `:locationId` path parameter (LOCATION_NOT_FOUND when the shop has no such location). */
export const ApiLocationId = () =>
  ApiParam({
    name: 'locationId',
    description: 'Location id (400 when not a whole number from 1 to 2147483647; 404 LOCATION_NOT_FOUND when the shop has no such location).',
    schema: ID_SCHEMA,
    example: 1,
  });

/** The `:checkoutMethod` path parameter. */
export const ApiCheckoutMethod = () => ApiParam({ name: 'checkoutMethod', schema: { type: 'string', enum: ['pickup', 'delivery', 'shipping'] } });

/** A `YYYY-MM-DD` path parameter (`DatePipe`: anything else is 400 INVALID_DATE). */
export const ApiDateParam = (example: string) =>
  ApiParam({
    name: 'date',
    description: 'Local date YYYY-MM-DD (1-based month); malformed: 400 INVALID_DATE',
    schema: { type: 'string', format: 'date' },
    example,
  });

/** The optional `shoppingCart` query parameter (or body member): the cart in any of its forms. */
export const ApiCartQuery = () =>
  ApiQuery({
    name: 'shoppingCart',
    required: false,
    description:
      'The cart, in any of its forms (docs/compatibility.md, "Carts"): a JSON array of {variant_id, product_id, quantity} (numbers or digit strings, other members ignored), variant_id:quantity pairs, or bracketed (`shoppingCart[0][variant_id]=39001`); it may travel in the body instead. Unreadable: 400 INVALID_CART.',
    schema: { type: 'string', minLength: 2 },
    example: '[{"variant_id":39001,"product_id":7001,"quantity":1}]',
  });

/**
 * The optional `include_full` query parameter (or body member) of the slots of a date:
 * our own clients' addition (apps/fulfilment-api/README.md, "Full slots"); without it the
 * answer is the contract's.
 */
export const ApiIncludeFullQuery = () =>
  ApiQuery({
    name: 'include_full',
    required: false,
    description:
      "`true`: also list the slots that are full (their limit or the day's limit reached), in their place, each marked `full: true` with `remaining` 0 (null when unlimited), so that a picker can show them disabled. Default `false`: only the available slots, the answer unchanged. `true`/`false` or `1`/`0` (a JSON boolean in the body); anything else: 400 VALIDATION_FAILED naming `include_full`.",
    schema: { type: 'boolean', default: false },
    example: true,
  });
