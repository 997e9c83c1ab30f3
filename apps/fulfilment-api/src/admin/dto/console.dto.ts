import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsISO8601, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `?from=&to=` of `GET /admin/v1.0/locations/:id/usage`: local calendar dates, both optional. */
export class UsageQueryDto {
  @ApiPropertyOptional({ description: "First local date YYYY-MM-DD (1-based month) in the location's zone; default today there.", example: '2026-03-09' })
  @IsOptional()
  @Matches(DATE, { message: 'from must be a date YYYY-MM-DD' })
  @IsISO8601({ strict: true }, { message: 'from must be a real calendar date' })
  from?: string;

  @ApiPropertyOptional({ description: 'Last local date YYYY-MM-DD, inclusive; default from + 13 days; at most 91 days after from.', example: '2026-03-22' })
  @IsOptional()
  @Matches(DATE, { message: 'to must be a date YYYY-MM-DD' })
  @IsISO8601({ strict: true }, { message: 'to must be a real calendar date' })
  to?: string;
}

/** `?dry_run=` of `PUT /admin/v1.0/import`. */
export class ImportQueryDto {
  @ApiPropertyOptional({ description: '`true`: validate and list what would change, write nothing.', type: Boolean, default: false })
  @IsOptional()
  @Transform(({ value }) => (value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value))
  @IsBoolean({ message: 'dry_run must be true or false' })
  dry_run?: boolean;
}

/** Body of `POST /admin/v1.0/tokens`. */
export class CreateTokenDto {
  @ApiPropertyOptional({ description: 'What the token is for (shown in the list).', maxLength: 255, example: 'merchant console' })
  @IsOptional()
  @IsString()
  @MaxLength(255)
  label?: string;
}

/** `?q=` of `GET /admin/v1.0/geocode`. */
export class GeocodeQueryDto {
  @ApiProperty({ description: 'A postal code, a place name or "lat,lng", resolved like a storefront `geoSearchQuery`.', example: '10001', maxLength: 200 })
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  q: string;
}
