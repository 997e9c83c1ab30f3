import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { MAX_MERCHANT_POSTAL_CODES } from '@fulfil/store-settings';

/**
 * One merchant postal code: where a shopper's `geoSearchQuery` for this code lies (WGS 84
 * degrees). OpenAPI documentation only: bodies are validated as the store file's
 * `merchantPostalCodes` (StoreBlockPipe), the one definition of their rules.
 */
export class MerchantPostalCodeDto {
  @ApiProperty({
    description:
      'The code as the merchant writes it, stored trimmed. Matched like any postal code (case, spaces and hyphens ignored), so it must be letters and digits, optionally separated by spaces or hyphens; no two entries may be the same code.',
    example: 'SW1A 1AA',
    minLength: 1,
    maxLength: 32,
  })
  postal_code: string;

  @ApiProperty({ description: 'Degrees north, WGS 84.', minimum: -90, maximum: 90, example: 51.501 })
  latitude: number;

  @ApiProperty({ description: 'Degrees east, WGS 84.', minimum: -180, maximum: 180, example: -0.1416 })
  longitude: number;

  @ApiPropertyOptional({
    description: 'ISO 3166-1 alpha-2 country, any case (stored and returned upper case); omitted or null = none.',
    type: String,
    nullable: true,
    pattern: '^[A-Za-z]{2}$',
    example: 'GB',
  })
  country_code?: string | null;

  @ApiPropertyOptional({
    description: 'Place name reported with the code; omitted or null = none.',
    type: String,
    nullable: true,
    maxLength: 255,
    example: 'Westminster',
  })
  place_name?: string | null;
}

/**
 * PUT `/admin/v1.0/postal-codes` (and the GET answer): the shop's whole list of its own
 * postal codes, at most 50,000. GET lists them sorted by `postal_code`.
 */
export class MerchantPostalCodesDto {
  @ApiProperty({
    type: [MerchantPostalCodeDto],
    maxItems: MAX_MERCHANT_POSTAL_CODES,
    description: `The shop's own postal codes (at most ${MAX_MERCHANT_POSTAL_CODES}); PUT replaces the whole list, \`[]\` removes them.`,
  })
  postal_codes: MerchantPostalCodeDto[];
}
