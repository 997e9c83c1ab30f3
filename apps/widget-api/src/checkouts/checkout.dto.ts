import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsDefined,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateIf,
  ValidateNested,
  IsEmail,
} from 'class-validator';
import { isIsoDate } from '@fulfil/scheduling';
import { MAX_NAME_LENGTH } from './checkout-contact';

const MAX_ID = 2_147_483_647;

/** One cart line of a checkout. */
export class CheckoutItemDto {
  @ApiProperty({ description: 'Menu item id (from GET /restaurant/{restaurant}/menu/{menu}).', type: 'integer', minimum: 1, maximum: MAX_ID, example: 3 })
  @IsDefined({ message: 'item_id is required' })
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  item_id: number;

  @ApiProperty({ description: 'How many (1 to 99).', type: 'integer', minimum: 1, maximum: 99, example: 2 })
  @IsDefined({ message: 'quantity is required' })
  @IsInt()
  @Min(1)
  @Max(99)
  quantity: number;

  @ApiPropertyOptional({
    description: "Chosen option ids of the item's option groups.",
    type: 'array',
    items: { type: 'integer', minimum: 1, maximum: MAX_ID },
    maxItems: 50,
    example: [2, 4],
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @IsInt({ each: true })
  @Min(1, { each: true })
  @Max(MAX_ID, { each: true })
  options?: number[];
}

/** Body of `POST /checkouts`. */
export class CheckoutRequestDto {
  @ApiProperty({ enum: ['pickup', 'delivery'], example: 'pickup' })
  @IsDefined({ message: 'method is required' })
  @IsIn(['pickup', 'delivery'])
  method: 'pickup' | 'delivery';

  @ApiProperty({ description: 'Restaurant (location) id.', type: 'integer', minimum: 1, maximum: MAX_ID, example: 1 })
  @IsDefined({ message: 'restaurant_id is required' })
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  restaurant_id: number;

  @ApiProperty({ description: "Fulfilment date, `YYYY-MM-DD` in the restaurant's zone.", example: '2026-03-12', format: 'date' })
  @IsDefined({ message: 'date is required' })
  @IsString()
  @ValidateBy({ name: 'isCalendarDate', validator: { validate: (v: unknown) => isIsoDate(v), defaultMessage: () => 'date must be a real date YYYY-MM-DD' } })
  date: string;

  @ApiPropertyOptional({
    description: 'Slot row id of that date (from the slots the fulfilment API lists). Either this or `time`.',
    type: 'integer',
    minimum: 1,
    maximum: MAX_ID,
    example: 23,
    nullable: true,
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  slot_id?: number | null;

  @ApiPropertyOptional({
    description: 'Slot start `HH:MM` (local); needed for slots generated from the pickup window, which have no id.',
    pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$',
    example: '12:00',
  })
  @IsOptional()
  @IsString()
  @Matches(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, { message: 'time must be HH:MM' })
  time?: string;

  @ApiPropertyOptional({
    description:
      'Delivery only, required there: where to deliver (checked against the delivery area). An object (DeliveryAddress): the address the order goes to, its postal code checked against the area; with it `name` and `phone` are required. The older form, a string (postal code, `"lat,lng"` or place name, 1 to 200 characters), is still accepted for widgets loaded before: only the area is checked and the order carries no address.',
    oneOf: [{ $ref: '#/components/schemas/DeliveryAddress' }, { type: 'string', minLength: 1, maxLength: 200, deprecated: true }],
    example: { address1: '600 E Grand Ave', address2: 'Apt 4', city: 'Chicago', postal_code: '60611', country_code: 'US', province_code: 'IL' },
  })
  @ValidateIf((o: CheckoutRequestDto) => o.method === 'delivery' || o.delivery_address !== undefined)
  @IsDefined({ message: 'delivery_address is required for delivery' })
  @ValidateBy({
    name: 'isDeliveryAddress',
    validator: {
      validate: (v: unknown) => (typeof v === 'string' ? v.length >= 1 && v.length <= 200 : typeof v === 'object' && v !== null && !Array.isArray(v)),
      defaultMessage: () => 'delivery_address must be an address object (or a string of 1 to 200 characters)',
    },
  })
  delivery_address?: string | Record<string, unknown>;

  @ApiPropertyOptional({
    description:
      "The shopper's name, for the restaurant and the courier (the draft order's shipping address for delivery). Required for delivery with an address object; the widget asks it for pickup too.",
    minLength: 1,
    maxLength: MAX_NAME_LENGTH,
    example: 'Jane Doe',
  })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_NAME_LENGTH)
  name?: string;

  @ApiPropertyOptional({
    description:
      "The shopper's phone number: with its country code (`+1 312 555 0123`) or national in the shop's country (`(312) 555-0123` for a US shop); checked with libphonenumber-js and answered in E.164. Required for delivery with an address object.",
    minLength: 1,
    maxLength: 40,
    example: '+1 312 555 0123',
  })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  phone?: string;

  @ApiProperty({ type: [CheckoutItemDto], description: '1 to 50 lines.', minItems: 1, maxItems: 50 })
  @IsDefined({ message: 'items is required' })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  @Type(() => CheckoutItemDto)
  items: CheckoutItemDto[];

  @ApiPropertyOptional({ description: 'Order note for the restaurant.', maxLength: 1000 })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  note?: string;

  @ApiPropertyOptional({
    description: "The shopper's e-mail, passed to the draft order (the invoice page asks for it when absent).",
    maxLength: 254,
    example: 'jane@example.com',
  })
  @IsOptional()
  @IsEmail({}, { message: 'email must be an e-mail address' })
  @MaxLength(254)
  email?: string;
}
