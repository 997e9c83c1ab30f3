import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsDefined, IsInt, Max, Min } from 'class-validator';

/** Largest storefront product id accepted (ids stay below 2^53). */
export const MAX_PRODUCT_ID = Number.MAX_SAFE_INTEGER;

/** Body of `POST /product-options`. */
export class ProductOptionsRequestDto {
  @ApiProperty({
    description: 'Storefront product ids (1 to 100).',
    type: 'array',
    items: { type: 'integer', minimum: 1, maximum: MAX_PRODUCT_ID },
    minItems: 1,
    maxItems: 100,
    example: [700201, 700202],
  })
  @IsDefined({ message: 'product_ids is required' })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(100)
  @IsInt({ each: true })
  @Min(1, { each: true })
  @Max(MAX_PRODUCT_ID, { each: true })
  product_ids: number[];
}
