import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { LocationListQueryDto } from '../admin-params';

/** Most cart lines `POST /admin/v1.0/locations/explain` takes. */
export const MAX_EXPLAIN_LINES = 100;

/** `?include=checks` on top of the admin location list's `?page=&per_page=&q=`. */
export class LocationListIncludeQueryDto extends LocationListQueryDto {
  @ApiPropertyOptional({
    description: '`checks`: each listed location carries its setup checklist (`checks`, as `GET /locations/:id/checklist`).',
    enum: ['checks'],
  })
  @IsOptional()
  @IsIn(['checks'], { message: 'include must be checks' })
  include?: 'checks';
}

/** A cart line of the explain body: ids and units, as the storefront's `shoppingCart`. */
export class ExplainCartLineDto {
  @ApiProperty({ type: 'integer', minimum: 1, example: 800101 })
  @IsInt()
  @Min(1)
  product_id: number;

  @ApiProperty({ type: 'integer', minimum: 1, example: 900101 })
  @IsInt()
  @Min(1)
  variant_id: number;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: 1_000_000, example: 2 })
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  quantity: number;
}

/** Body of `POST /admin/v1.0/locations/explain`. */
export class ExplainBodyDto {
  @ApiProperty({ enum: ['pickup', 'delivery'] })
  @IsIn(['pickup', 'delivery'], { message: 'method must be pickup or delivery' })
  method: 'pickup' | 'delivery';

  @ApiProperty({ type: [ExplainCartLineDto], maxItems: MAX_EXPLAIN_LINES, description: 'The cart; `[]` for an empty cart.' })
  @IsArray()
  @ArrayMaxSize(MAX_EXPLAIN_LINES)
  @ValidateNested({ each: true })
  @Type(() => ExplainCartLineDto)
  cart: ExplainCartLineDto[];

  @ApiPropertyOptional({
    description: "Delivery: the shopper's postal code (or place), resolved like a storefront `geoSearchQuery`.",
    maxLength: 200,
    example: '10001',
  })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  postal_code?: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, description: '1-based page (default 1).' })
  @IsOptional()
  @IsInt()
  @Min(1)
  page?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 100, description: 'Locations per page (default 50).' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(100)
  per_page?: number;
}
