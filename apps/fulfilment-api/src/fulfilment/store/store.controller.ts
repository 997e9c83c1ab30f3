import { Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems, Clock } from '@fulfil/platform';
import type { CartItem, ShippingCalendar } from '@fulfil/scheduling';
import type { CheckoutMethod, PreparationTimes } from '@fulfil/store-settings';
import { parseConditionalCart } from '../domain/shopping-cart';
import type { ConditionalActivationResult } from '../domain/conditional-activation';
import { CartPipe, CheckoutMethodPipe, IdParam, IdPipe, ShopParam } from '../http/params';
import { ConditionalActivationBody, PickupCalendarBody } from '../http/requests';
import { ShopPipe, ShopResolver, StorefrontParam } from '@fulfil/storefront';
import { ApiCartQuery, ApiCheckoutMethod, ApiLocationId, ApiShop } from '../openapi/decorators';
import {
  ConditionalActivationResultSchema,
  PreparationTimesSchema,
  ProductsEligibleSchema,
  ShippingCalendarSchema,
  StoreSettingsSchema,
} from '../openapi/schemas-store';
import { StoreService } from './store.service';
import { PickupService } from '../pickup/pickup.service';
import { CachePolicy } from '@fulfil/platform';

const CONDITIONAL_DESCRIPTION =
  "`weight_price`: the cart's `original_total_price` (cents) or `total_weight` (grams) against the merchant's rule (`morethan` total > min, `lessthan` total < max, `between` min <= total <= max). `property_based`: items' tags, vendor, product type or collections (case-insensitive) against the merchant's lists, `include` or `exclude`, `any` or `all` items; an empty cart matches nothing. `valid_shopping_cart`: every enabled rule is valid. `hide_checkout_method`: the merchant's choice to hide rather than disable the method when the cart is invalid. No rule configured: nothing enabled, the cart is valid.";

/** Endpoints 5 to 9 of the fulfilment-options API: settings, shipping calendar, preparation times, conditional activation. */
@ApiTags('Store')
@Controller('v1.0')
export class StoreController {
  constructor(
    private readonly shops: ShopResolver,
    private readonly store: StoreService,
    private readonly pickup: PickupService,
    private readonly clock: Clock,
  ) {}

  @CachePolicy('settings')
  @Get('settings')
  @ApiOperation({
    summary: 'Store settings (endpoint 8)',
    description:
      "StoreSettings of the shop. `shipping.timezone` falls back to the shop's zone; yearly blackout dates are listed as their dates of the coming year.",
  })
  @ApiShop()
  @ApiOkResponse({ type: StoreSettingsSchema })
  async settings(@StorefrontParam('shop', ShopPipe) shop: ShopParam, @Res({ passthrough: true }) res: Response): Promise<string> {
    const snapshot = await this.shops.snapshot(shop);
    res.type('application/json');
    return this.store.settingsJson(snapshot, this.clock.now());
  }

  @CachePolicy('live')
  @Get('shipping/calendar')
  @ApiOperation({
    summary: 'Shipping calendar (endpoint 9)',
    description:
      '`{minDate, maxDate, disabled, timezone}` of shipping (docs/scheduling-rules.md): enabled weekdays, blackout dates, preparation with cutoff (and product preparation of the cart), maximum date, and per-weekday order limits (days whose orders and live holds reached the limit are disabled). Answers GET and POST alike: the cart travels in the query string or the body, in any of its forms (docs/compatibility.md).',
  })
  @ApiShop()
  @ApiCartQuery()
  @ApiOkResponse({ type: ShippingCalendarSchema })
  @ApiProblems([400, 'INVALID_CART'])
  async shippingCalendar(
    @StorefrontParam('shop', ShopPipe) shop: ShopParam,
    @StorefrontParam('shoppingCart', CartPipe) cart: CartItem[],
  ): Promise<ShippingCalendar> {
    const snapshot = await this.shops.snapshot(shop);
    return this.store.shippingCalendar(snapshot, cart, this.clock.now());
  }

  @CachePolicy('live')
  @Post('shipping/calendar')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Shipping calendar, posted (as clients of the original service call it)',
    description: 'The shipping calendar (endpoint 9) with the cart in the body (or the query string), in any of its forms (docs/compatibility.md).',
  })
  @ApiShop()
  @ApiBody({ type: PickupCalendarBody, required: false })
  @ApiOkResponse({ type: ShippingCalendarSchema })
  @ApiProblems([400, 'INVALID_CART'])
  postedShippingCalendar(
    @StorefrontParam('shop', ShopPipe) shop: ShopParam,
    @StorefrontParam('shoppingCart', CartPipe) cart: CartItem[],
  ): Promise<ShippingCalendar> {
    return this.shippingCalendar(shop, cart);
  }

  @Post(':checkoutMethod/validate')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Can this method take the cart (as the original service answers it)',
    description:
      '`{"productsEligible": true}` when every line of the cart can be fulfilled by at least one location of the shop offering the method (pickup, delivery): its stock where the variant is tracked, and the product offered there. An empty cart is eligible when some location offers the method. Shipping has no per-product rule: always eligible. The cart travels in the body or the query string, in any of its forms (docs/compatibility.md).',
  })
  @ApiShop()
  @ApiCheckoutMethod()
  @ApiBody({ type: PickupCalendarBody, required: false })
  @ApiOkResponse({ type: ProductsEligibleSchema })
  @ApiProblems([400, 'VALIDATION_FAILED (checkoutMethod), INVALID_CART'])
  async validate(
    @StorefrontParam('shop', ShopPipe) shop: ShopParam,
    @Param('checkoutMethod', CheckoutMethodPipe) method: CheckoutMethod,
    @StorefrontParam('shoppingCart', CartPipe) cart: CartItem[],
  ): Promise<{ productsEligible: boolean }> {
    return { productsEligible: await this.store.productsEligible(await this.shops.snapshot(shop), method, cart) };
  }

  @CachePolicy('settings')
  @Get('pickup/regions')
  @ApiOperation({
    summary: 'Regions of the pickup locations (as the original service answers it)',
    description: "The distinct `region` values of the shop's pickup locations, blank ones left out, sorted alphabetically (accents and case aside).",
  })
  @ApiShop()
  @ApiOkResponse({ schema: { type: 'array', items: { type: 'string' }, example: ['IL', 'NY'] } })
  async regions(@StorefrontParam('shop', ShopPipe) shop: ShopParam): Promise<string[]> {
    return this.pickup.regions(await this.shops.snapshot(shop));
  }

  @CachePolicy('settings')
  @Get(':checkoutMethod/location/:locationId/preparation_times')
  @ApiOperation({
    summary: 'Preparation times (endpoint 5)',
    description:
      "PreparationTimes of a method at a location: the location's `general` rule when it has one, else the shop's; `product_based` rows of the method (`preperation_value` is spelled as in the API).",
  })
  @ApiShop()
  @ApiCheckoutMethod()
  @ApiLocationId()
  @ApiOkResponse({ type: PreparationTimesSchema })
  @ApiProblems([400, 'VALIDATION_FAILED (checkoutMethod, locationId)'], [404, 'LOCATION_NOT_FOUND'])
  async preparationTimes(
    @StorefrontParam('shop', ShopPipe) shop: ShopParam,
    @Param('checkoutMethod', CheckoutMethodPipe) method: CheckoutMethod,
    @Param('locationId', new IdPipe('locationId')) locationId: IdParam,
  ): Promise<PreparationTimes> {
    return this.store.preparationTimes(await this.shops.snapshot(shop), method, locationId);
  }

  @Post(':checkoutMethod/locaitons/:locationId/conditional_activation')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Conditional activation at a location (endpoint 6; the segment is spelled "locaitons")',
    description: `The location's rule, when it has one, replaces the shop's. ${CONDITIONAL_DESCRIPTION}`,
  })
  @ApiShop()
  @ApiCheckoutMethod()
  @ApiLocationId()
  @ApiBody({ type: ConditionalActivationBody })
  @ApiOkResponse({ type: ConditionalActivationResultSchema })
  @ApiProblems([400, 'VALIDATION_FAILED, INVALID_CART'], [404, 'LOCATION_NOT_FOUND'])
  async locationActivation(
    @StorefrontParam('shop', ShopPipe) shop: ShopParam,
    @Param('checkoutMethod', CheckoutMethodPipe) method: CheckoutMethod,
    @Param('locationId', new IdPipe('locationId')) locationId: IdParam,
    @StorefrontParam('shoppingCart') cart: unknown,
  ): Promise<ConditionalActivationResult> {
    return this.store.conditionalActivation(await this.shops.snapshot(shop), method, locationId, parseConditionalCart(cart));
  }

  @Post(':checkoutMethod/locations/:locationId/conditional_activation')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Conditional activation at a location (alias of endpoint 6 with the segment spelled "locations")',
    description: CONDITIONAL_DESCRIPTION,
  })
  @ApiShop()
  @ApiCheckoutMethod()
  @ApiLocationId()
  @ApiBody({ type: ConditionalActivationBody })
  @ApiOkResponse({ type: ConditionalActivationResultSchema })
  @ApiProblems([400, 'VALIDATION_FAILED, INVALID_CART'], [404, 'LOCATION_NOT_FOUND'])
  locationActivationAlias(
    @StorefrontParam('shop', ShopPipe) shop: ShopParam,
    @Param('checkoutMethod', CheckoutMethodPipe) method: CheckoutMethod,
    @Param('locationId', new IdPipe('locationId')) locationId: IdParam,
    @StorefrontParam('shoppingCart') cart: unknown,
  ): Promise<ConditionalActivationResult> {
    return this.locationActivation(shop, method, locationId, cart);
  }

  @Post(':checkoutMethod/conditional_activation')
  @HttpCode(200)
  @ApiOperation({ summary: 'Conditional activation (endpoint 7)', description: `The shop-wide rule of the method. ${CONDITIONAL_DESCRIPTION}` })
  @ApiShop()
  @ApiCheckoutMethod()
  @ApiBody({ type: ConditionalActivationBody })
  @ApiOkResponse({ type: ConditionalActivationResultSchema })
  @ApiProblems([400, 'VALIDATION_FAILED, INVALID_CART'])
  async shopActivation(
    @StorefrontParam('shop', ShopPipe) shop: ShopParam,
    @Param('checkoutMethod', CheckoutMethodPipe) method: CheckoutMethod,
    @StorefrontParam('shoppingCart') cart: unknown,
  ): Promise<ConditionalActivationResult> {
    return this.store.conditionalActivation(await this.shops.snapshot(shop), method, null, parseConditionalCart(cart));
  }
}
