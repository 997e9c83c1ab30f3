import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, Matches } from 'class-validator';
import { ShopQueryDto } from '../shop/shop-query.dto';

/** Query of `GET /settings`. */
export class SettingsQueryDto extends ShopQueryDto {
  @ApiPropertyOptional({
    description: "Language the widget renders in (`xx` or `xx-YY`); picks the fallback order of `translations`. Default: the shop's `settings.language`.",
    example: 'fr',
    pattern: '^[a-zA-Z]{2}([-_][a-zA-Z]{2})?$',
  })
  @IsOptional()
  @IsString()
  @Matches(/^[a-zA-Z]{2}([-_][a-zA-Z]{2})?$/, { message: 'locale must be a language code such as en, fr or fr-CA' })
  locale?: string;

  @ApiPropertyOptional({ description: 'List the restaurants (`true`, default) or only count them (`false`).', type: Boolean, default: true })
  @IsOptional()
  @Transform(({ value }) => (value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value))
  @IsBoolean({ message: 'include_restaurants must be true or false' })
  include_restaurants?: boolean;
}
