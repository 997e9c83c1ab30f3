import { ApiProperty } from '@nestjs/swagger';
import { IsDefined } from 'class-validator';
import { IsShopDomain, SHOP_QUERY_SCHEMA } from '@fulfil/storefront';

/**
 * `?shop=`: the merchant's store domain, required on every widget route; normalised
 * (trimmed, lower case) by the storefront's shop-domain rule. Missing or not a store
 * domain: 400 VALIDATION_FAILED naming `shop`.
 */
export class ShopQueryDto {
  @ApiProperty({
    ...SHOP_QUERY_SCHEMA,
    description: "The shop's domain on the storefront platform (case-insensitive).",
    example: 'demo-eats.myshopify.com',
  })
  @IsDefined({ message: 'shop is required' })
  @IsShopDomain()
  shop: string;
}
