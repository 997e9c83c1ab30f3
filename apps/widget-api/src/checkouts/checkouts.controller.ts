import { Body, Controller, Get, Headers, Param, Post, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiHeader, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiProblems, jsonContent } from '@fulfil/platform';
import type { Response } from 'express';
import { ValidationProblem } from '@fulfil/problem-details';
import { CheckoutIdPipe } from '../shop/params';
import { ShopQueryDto } from '../shop/shop-query.dto';
import { CheckoutRequestDto } from './checkout.dto';
import { requestHash } from '@fulfil/capacity';
import { CheckoutService } from './checkout.service';
import type { CheckoutResponse } from './checkout.views';
import { CachePolicy } from '@fulfil/platform';

/** Printable ASCII without spaces, 1 to 255 characters (a UUID is typical). */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

/** The route of checkouts: part of the request an Idempotency-Key stands for (`requestHash`). */
const CHECKOUTS_PATH = '/checkouts';

/** `POST /checkouts` and `GET /checkouts/{id}`. */
@ApiTags('Checkouts')
@Controller(CHECKOUTS_PATH.slice(1))
export class CheckoutsController {
  constructor(private readonly checkouts: CheckoutService) {}

  @Post()
  @ApiOperation({
    operationId: 'createCheckout',
    summary: 'Create a checkout holding a slot',
    description:
      'Validates the cart, options, method, restaurant, date and slot, holds a place of the slot and answers the checkout with totals in minor units and `expires_at` (the hold lasts RESERVATION_TTL_MINUTES, default 15). With storefront-platform credentials the checkout also carries its draft order (docs/draft-orders.md): `checkout_url` when `ready`, `pending` while the platform is down, `failed` when it will not come; without them `is_test_mode` is true.',
  })
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    schema: { type: 'string', pattern: IDEMPOTENCY_KEY.source, minLength: 1, maxLength: 255 },
    description:
      'Makes retries safe (the Stripe model): the key belongs to this API and the shop and is remembered for 24 hours; the same key and request (method, path and body) return the same checkout (200, `Idempotent-Replayed: true`) and never reserve twice; the same key with another request is 422 IDEMPOTENCY_KEY_REUSED; a request arriving while the first with its key is still being processed waits for it (at most 10 s, then 409 IDEMPOTENCY_KEY_IN_USE with `Retry-After`). A request that fails stores nothing.',
  })
  @ApiCreatedResponse({ description: 'The checkout was created and holds its slot.', content: jsonContent('Checkout') })
  @ApiOkResponse({
    description: 'A replay of an earlier request with the same Idempotency-Key: the stored checkout, with `Idempotent-Replayed: true`.',
    headers: { 'Idempotent-Replayed': { description: '`true` on a replay.', schema: { type: 'string', enum: ['true'] } } },
    content: jsonContent('Checkout'),
  })
  @ApiProblems(
    [
      400,
      'VALIDATION_FAILED (`shop`, a body field or `Idempotency-Key`; `errors` names them: `name`, `phone` (`isPhoneNumber`), `delivery_address.address1`, ...), GEO_QUERY_UNRESOLVED (`delivery_address` unknown; `delivery_address.postal_code` for an address object).',
    ],
    [404, 'SHOP_NOT_FOUND, WIDGET_NOT_CONFIGURED or RESTAURANT_NOT_FOUND.'],
    [409, 'SLOT_FULL (no place left), IDEMPOTENCY_KEY_IN_USE (the first request with this key is still running; `Retry-After`).'],
    [
      422,
      'METHOD_NOT_AVAILABLE, OUTSIDE_DELIVERY_AREA (`field` and `errors` name `delivery_address.postal_code` for an address object), ITEM_NOT_FOUND, ITEM_UNAVAILABLE, OPTION_RULE_VIOLATED (`errors` names the options), DATE_NOT_AVAILABLE, SLOT_NOT_AVAILABLE or IDEMPOTENCY_KEY_REUSED.',
    ],
  )
  async create(
    @Query() query: ShopQueryDto,
    @Body() body: CheckoutRequestDto,
    @Headers('idempotency-key') key: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CheckoutResponse> {
    if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) {
      throw new ValidationProblem([
        { field: 'Idempotency-Key', rule: 'matches', message: 'Idempotency-Key must be 1 to 255 printable ASCII characters without spaces' },
      ]);
    }
    const result = await this.checkouts.create(query.shop, body, key === undefined ? null : { key, requestHash: requestHash('POST', CHECKOUTS_PATH, body) });
    res.status(result.replayed ? 200 : 201);
    if (result.replayed) res.setHeader('Idempotent-Replayed', 'true');
    return result.checkout;
  }

  @CachePolicy('personal')
  @Get(':id')
  @ApiOperation({
    operationId: 'getCheckout',
    summary: 'A checkout',
    description:
      'A checkout with its current status: for test-mode checkouts `reserved` while the hold lasts, `expired` after `expires_at`; for draft orders `pending`, `ready` (with `checkout_url`), `expired` or `failed` (docs/draft-orders.md).',
  })
  @ApiParam({ name: 'id', description: 'Checkout id (UUID)', schema: { type: 'string', format: 'uuid' } })
  @ApiOkResponse({ description: 'The checkout.', content: jsonContent('Checkout') })
  @ApiProblems([400, 'VALIDATION_FAILED: `shop` or `id` malformed.'], [404, 'SHOP_NOT_FOUND, WIDGET_NOT_CONFIGURED or CHECKOUT_NOT_FOUND.'])
  async get(@Param('id', CheckoutIdPipe) id: string, @Query() query: ShopQueryDto): Promise<CheckoutResponse> {
    return this.checkouts.get(query.shop, id);
  }
}
