import { Body, Controller, Get, Headers, Param, Post, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiHeader, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ValidationProblem } from '@fulfil/problem-details';
import { CheckoutIdPipe } from '../shop/params';
import { ShopQueryDto } from '../shop/shop-query.dto';
import { CheckoutRequestDto } from './checkout.dto';
import { requestHash } from '@fulfil/store-settings';
import { CheckoutService } from './checkout.service';
import type { CheckoutResponse } from './checkout.views';

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
    summary:
      'Validate the cart, options, method, restaurant, date and slot; reserve the slot; return the checkout with totals in minor units and expires_at, and (with storefront-platform credentials) its draft order: checkout_url when ready, status pending while the platform is down, failed when it will not come',
  })
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description:
      'Makes retries safe (the Stripe model): the key belongs to this API and the shop and is remembered for 24 hours; the same key and request (method, path and body) return the same checkout (200, `Idempotent-Replayed: true`) and never reserve twice; the same key with another request is 422 IDEMPOTENCY_KEY_REUSED; a request arriving while the first with its key is still being processed waits for it (at most 10 s, then 409 IDEMPOTENCY_KEY_IN_USE with `Retry-After`). A request that fails stores nothing.',
  })
  @ApiCreatedResponse({
    description:
      'CheckoutResponse (201 when created, 200 for a replay). Errors: 400 VALIDATION_FAILED, 400 GEO_QUERY_UNRESOLVED, 404 SHOP_NOT_FOUND, WIDGET_NOT_CONFIGURED, RESTAURANT_NOT_FOUND, 422 METHOD_NOT_AVAILABLE, OUTSIDE_DELIVERY_AREA, ITEM_NOT_FOUND, ITEM_UNAVAILABLE, OPTION_RULE_VIOLATED, DATE_NOT_AVAILABLE, SLOT_NOT_AVAILABLE, IDEMPOTENCY_KEY_REUSED, 409 SLOT_FULL, IDEMPOTENCY_KEY_IN_USE.',
  })
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

  @Get(':id')
  @ApiOperation({
    operationId: 'getCheckout',
    summary:
      'A checkout with its current status (reserved or expired for test checkouts; pending, ready with checkout_url, expired or failed for draft orders)',
  })
  @ApiParam({ name: 'id', description: 'Checkout id (UUID)' })
  @ApiOkResponse({ description: 'CheckoutResponse. Errors: 400 VALIDATION_FAILED, 404 SHOP_NOT_FOUND, WIDGET_NOT_CONFIGURED, CHECKOUT_NOT_FOUND.' })
  async get(@Param('id', CheckoutIdPipe) id: string, @Query() query: ShopQueryDto): Promise<CheckoutResponse> {
    return this.checkouts.get(query.shop, id);
  }
}
