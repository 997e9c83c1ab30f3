import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { Allow, IsIn, IsInt, IsOptional, IsString, Max, Min } from 'class-validator';

/*
 * Request bodies of the public endpoints, as the OpenAPI document shows them. Every
 * parameter may travel in the query string or the body (JSON, form-urlencoded with
 * brackets, or multipart), and members an endpoint does not use are ignored, never
 * refused (`StorefrontParam` of @fulfil/storefront; docs/compatibility.md). Each
 * parameter is validated by its pipe (http/params.ts); carts are read by
 * `parseShoppingCart` (domain/shopping-cart.ts: 400 INVALID_CART naming the failing line).
 * The reservation body is validated as a whole (`StorefrontDtoPipe`, unknown members dropped).
 */

/** The cart in any of its forms, for the document: an array of lines, or the contract's string. */
const CART_ANY_FORM: ApiPropertyOptions = {
  oneOf: [{ type: 'array', items: { $ref: '#/components/schemas/CartItemSchema' } }, { type: 'string' }],
  description:
    "The cart: an array of {variant_id, product_id, quantity} (numbers or digit strings; other members such as tags, sku, vendors, product_types are ignored), the contract's string (a JSON array, or variant_id:quantity pairs separated by commas), or bracketed in a form (`shoppingCart[0][variant_id]=39001`). Omitted: no cart.",
};

/** A line of the array cart. */
export class CartItemSchema {
  @ApiProperty({ type: 'integer', minimum: 1, example: 39001 }) variant_id: number;
  @ApiProperty({ type: 'integer', minimum: 1, example: 7001 }) product_id: number;
  @ApiProperty({ type: 'integer', example: 1, minimum: 1 }) quantity: number;
}

/** An item of the conditional-activation cart. */
export class ConditionalCartItemSchema {
  @ApiProperty({ description: 'Comma-separated collection handles or titles.', example: 'bread,breakfast' }) collections: string;
  @ApiProperty({ example: 'Demo Bakery' }) vendor: string;
  @ApiProperty({ example: 'Bread' }) product_type: string;
  @ApiProperty({ description: 'Comma-separated tags.', example: 'vegan, sourdough' }) tags: string;
}

/** The conditional-activation cart. */
export class ConditionalCartSchema {
  @ApiProperty({ description: 'Cart total before discounts, in minor units (cents).', type: 'integer', minimum: 0, example: 3250 })
  original_total_price: number;
  @ApiProperty({ description: 'Cart weight in grams.', type: 'number', minimum: 0, example: 1200 }) total_weight: number;
  @ApiProperty({ type: [ConditionalCartItemSchema] }) items: ConditionalCartItemSchema[];
}

/** Body of `POST /v1.0/pickup/locations`. */
export class PickupLocationsBody {
  @ApiPropertyOptional({
    description:
      'Where the customer is: a postal code, "lat,lng" or a place name. When given (and not blank), locations come nearest first with `distance`; otherwise in the merchant\'s order. Unresolvable: 400 GEO_QUERY_UNRESOLVED. May travel in the query string instead.',
    example: '60614',
  })
  geoSearchQuery?: string;

  @ApiPropertyOptional({ ...CART_ANY_FORM, example: '39001:2,39002:1' })
  shoppingCart?: unknown;
}

/** Body of the calendars and the times of a date (`POST /v1.0/pickup/locations/:locationId/calendar`, ...). */
export class PickupCalendarBody {
  @ApiPropertyOptional({ ...CART_ANY_FORM, example: [{ variant_id: 39001, product_id: 7001, quantity: 1 }] })
  shoppingCart?: unknown;
}

/** Body of the times of a date, posted (`POST /v1.0/pickup/locations/:locationId/calendar/:date`, `POST /v1.0/delivery/locations/:locationId/calendar/:date`). */
export class SlotsOfDateBody extends PickupCalendarBody {
  @ApiPropertyOptional({
    type: Boolean,
    description:
      '`true`: also list the full slots, each marked `full: true` (apps/fulfilment-api/README.md, "Full slots"); absent or `false`: only the available ones. As in the query string.',
  })
  include_full?: boolean;
}

/** Body of `POST /v1.0/delivery/locations`. */
export class DeliveryLocationsBody {
  @ApiProperty({ description: 'The customer\'s postal code (or "lat,lng", or a place name); a JSON number is read as its digits.', example: '60614' })
  geoSearchQuery: string;

  @ApiPropertyOptional({ ...CART_ANY_FORM, example: [{ variant_id: 39001, product_id: 7001, quantity: 1 }] })
  shoppingCart?: unknown;
}

/** Body of the conditional-activation endpoints. */
export class ConditionalActivationBody {
  @ApiProperty({ type: ConditionalCartSchema })
  shoppingCart: unknown;
}

/** Body of `POST /v1.0/reservations`. */
export class ReservationBody {
  @ApiProperty({ enum: ['pickup', 'delivery', 'shipping'] })
  @IsIn(['pickup', 'delivery', 'shipping'])
  method: 'pickup' | 'delivery' | 'shipping';

  @ApiPropertyOptional({
    description: 'Location id (pickup and delivery; omitted or null for shipping).',
    type: 'integer',
    minimum: 1,
    maximum: 2_147_483_647,
    example: 1,
    nullable: true,
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  locationId?: number | null;

  @ApiProperty({ description: 'Local fulfilment date, YYYY-MM-DD.', format: 'date', example: '2026-03-10' })
  @IsString()
  date: string;

  @ApiPropertyOptional({
    description:
      'Id of a PickupSlot or DeliverySlot offered on that date; omitted or null for a date-only hold (shipping, date-only delivery days, pickup days without slot rows).',
    type: 'integer',
    minimum: 1,
    maximum: 2_147_483_647,
    example: 5,
    nullable: true,
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  slotId?: number | null;

  @ApiPropertyOptional({ type: [CartItemSchema], description: 'Cart lines (product preparation times decide which slots are offered).' })
  @Allow()
  shoppingCart?: unknown;
}
