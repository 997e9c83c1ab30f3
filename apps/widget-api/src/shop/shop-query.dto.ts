import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsString, Matches, MaxLength } from 'class-validator';

/** A store domain: labels of letters, digits and hyphens, at least one dot (`demo-eats.myshopify.com`). */
export const SHOP_DOMAIN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;

/** `?shop=`: the merchant's store domain, required on every widget route (missing or malformed: 400). */
export class ShopQueryDto {
  @ApiProperty({ description: "The merchant's store domain on the storefront platform.", example: 'demo-eats.myshopify.com' })
  @IsDefined({ message: 'shop is required' })
  @IsString()
  @MaxLength(255)
  @Matches(SHOP_DOMAIN, { message: 'shop must be a store domain such as example.myshopify.com' })
  shop: string;
}
