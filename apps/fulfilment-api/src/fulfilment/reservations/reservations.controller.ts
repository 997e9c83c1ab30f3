import { Controller, Headers, Post, Res, UseGuards } from '@nestjs/common';
import { ApiBody, ApiCreatedResponse, ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiProblems, Clock, RateLimitGuard } from '@fulfil/platform';
import { ValidationProblem } from '@fulfil/problem-details';
import { requestHash } from '@fulfil/capacity';
import { parseShoppingCart } from '../domain/shopping-cart';
import { ShopParam } from '../http/params';
import { ReservationBody } from '../http/requests';
import { ShopPipe, ShopResolver, StorefrontDtoPipe, StorefrontParam } from '@fulfil/storefront';
import { ApiShop } from '../openapi/decorators';
import { ReservationSchema } from '../openapi/schemas-store';
import { ReservationOut, ReservationsService } from './reservations.service';

/** The route of reservations: part of the request an Idempotency-Key stands for (`requestHash`). */
const RESERVATIONS_PATH = '/v1.0/reservations';

/**
 * Holding a place for a checkout: the one write of the public API a storefront makes.
 * Rate limited per client IP (RESERVATION_RATE_LIMIT per RESERVATION_RATE_LIMIT_WINDOW_SECONDS).
 */
@ApiTags('Reservations')
@Controller(RESERVATIONS_PATH.slice(1))
@UseGuards(RateLimitGuard)
export class ReservationsController {
  constructor(
    private readonly shops: ShopResolver,
    private readonly reservations: ReservationsService,
    private readonly clock: Clock,
  ) {}

  @Post()
  @ApiOperation({
    summary: 'Hold a place (a reservation)',
    description:
      "Holds one place of a slot (or day) for a checkout until `expires_at` (RESERVATION_TTL_MINUTES, 15 by default) or until the order arrives by webhook carrying the reservation id in its `Reservation-Id` note attribute, which converts it. The date and slot must be offered by the calendar now (same rules as the calendar endpoints); the place is counted and taken in one serialised transaction, so of many concurrent requests for the last place exactly one gets 201 and the others 409 SLOT_FULL, across instances too. Shipping holds a day against the shop's daily order limit. An `Idempotency-Key` header makes retries safe (the Stripe model): the key belongs to this API and the shop; a repeat of the same request (method, path and body) returns the first response again (200, `Idempotent-Replayed: true`) and holds nothing more; the same key with a different request is 422 IDEMPOTENCY_KEY_REUSED; a request arriving while the first with its key is still being processed waits for it (at most 10 s, then 409 IDEMPOTENCY_KEY_IN_USE with `Retry-After`). A request that fails stores nothing, so its key can be used again. Each client IP may make RESERVATION_RATE_LIMIT requests (30 by default) per RESERVATION_RATE_LIMIT_WINDOW_SECONDS (60); every answer carries the RateLimit headers, and one more request answers 429 RATE_LIMITED with `Retry-After`.",
  })
  @ApiShop()
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description: 'Client-chosen key (1-255 characters), one per reservation request; scoped to this API and the shop, remembered for 24 hours',
    schema: { type: 'string', minLength: 1, maxLength: 255 },
  })
  @ApiBody({ type: ReservationBody })
  @ApiCreatedResponse({ type: ReservationSchema, description: 'Held' })
  @ApiOkResponse({
    type: ReservationSchema,
    description: 'Replay of an earlier request with the same Idempotency-Key',
    headers: { 'Idempotent-Replayed': { description: '`true` on a replay.', schema: { type: 'string', enum: ['true'] } } },
  })
  @ApiProblems(
    [400, 'VALIDATION_FAILED, INVALID_DATE, INVALID_CART'],
    [404, 'SHOP_NOT_FOUND, LOCATION_NOT_FOUND'],
    [
      409,
      'SLOT_FULL: every place is taken by orders and live holds; IDEMPOTENCY_KEY_IN_USE: another request with this Idempotency-Key is still being processed (retry after `Retry-After` seconds)',
    ],
    [422, 'SLOT_UNAVAILABLE: the date or slot is not offered now; IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used for a different request'],
    // Its RateLimit headers and Retry-After: documentRateLimits (OpenApiService).
    [429, 'RATE_LIMITED: too many reservations from this client IP; wait `Retry-After` seconds'],
  )
  async reserve(
    @StorefrontParam('shop', ShopPipe) shop: ShopParam,
    @StorefrontParam(undefined, new StorefrontDtoPipe(ReservationBody)) body: ReservationBody,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ReservationOut> {
    if (idempotencyKey !== undefined && (idempotencyKey.length < 1 || idempotencyKey.length > 255)) {
      throw new ValidationProblem([{ field: 'Idempotency-Key', rule: 'length', message: 'Idempotency-Key must have 1 to 255 characters.' }]);
    }
    const snapshot = await this.shops.snapshot(shop);
    const idempotency = idempotencyKey === undefined ? undefined : { key: idempotencyKey, requestHash: requestHash('POST', RESERVATIONS_PATH, body) };
    const request = {
      method: body.method,
      locationId: body.locationId ?? null,
      date: body.date,
      slotId: body.slotId ?? null,
      cart: parseShoppingCart(body.shoppingCart),
      idempotency,
    };
    const { reservation, replayed } = await this.reservations.reserve(snapshot, request, this.clock.now());
    res.status(replayed ? 200 : 201);
    if (replayed) res.setHeader('Idempotent-Replayed', 'true');
    return reservation;
  }
}
