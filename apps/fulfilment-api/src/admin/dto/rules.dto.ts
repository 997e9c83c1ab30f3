import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsNumber, IsOptional, IsString, Length, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { IsTimeOfDay, weekdayMap } from './common';
import { PreparationAmountDto } from './settings.dto';

/** `breakpoint` of a preparation weekday. */
export class BreakpointDto {
  @IsBoolean()
  enabled: boolean;

  @IsTimeOfDay()
  value: string;
}

/** The preparation rule of orders placed on one weekday. */
export class PreparationDayRuleDto {
  @ValidateNested()
  @Type(() => BreakpointDto)
  breakpoint: BreakpointDto;

  @ValidateNested()
  @Type(() => PreparationAmountDto)
  before: PreparationAmountDto;

  @ValidateNested()
  @Type(() => PreparationAmountDto)
  after: PreparationAmountDto;
}

/** PreparationTimes `general`. */
export class GeneralPreparationDto extends weekdayMap(PreparationDayRuleDto, 'PreparationWeekdaysDto') {
  @IsBoolean()
  enabled: boolean;
}

/** A product-based preparation row (`preperation_value` spelled as in the API). */
export class ProductPreparationDto {
  @IsString()
  @Length(1, 64)
  product_external_id: string;

  @IsOptional()
  @IsIn([0, 1])
  preparation_enabled?: 0 | 1;

  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(0)
  @Max(100000)
  preperation_value: number;

  @IsIn(['minutes', 'hours', 'days'])
  preparation_format: 'minutes' | 'hours' | 'days';
}

/** PUT `/preparation-times/:method`: the shop-wide PreparationTimes of a method. */
export class ShopPreparationDto {
  @ValidateNested()
  @Type(() => GeneralPreparationDto)
  general: GeneralPreparationDto;

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(10000)
  @ValidateNested({ each: true })
  @Type(() => ProductPreparationDto)
  product_based?: ProductPreparationDto[];
}

/** PUT `/locations/:id/preparation-times/:method`: the location's own general rule. */
export class LocationPreparationDto {
  @ValidateNested()
  @Type(() => GeneralPreparationDto)
  general: GeneralPreparationDto;
}

/** `weight_price` rule: thresholds in cents (price) or grams (weight). */
export class WeightPriceDto {
  @IsOptional()
  @IsBoolean()
  enabled?: boolean;

  @IsOptional()
  @IsIn(['price', 'weight'])
  basis?: 'price' | 'weight';

  @IsOptional()
  @IsIn(['morethan', 'lessthan', 'between'])
  condition?: 'morethan' | 'lessthan' | 'between';

  @IsOptional()
  @IsInt()
  @Min(0)
  min?: number | null;

  @IsOptional()
  @IsInt()
  @Min(0)
  max?: number | null;
}

/** `property_based` rule. */
export class PropertyBasedDto {
  @IsOptional()
  @IsBoolean()
  enabled?: boolean;

  @IsOptional()
  @IsIn(['include', 'exclude'])
  mode?: 'include' | 'exclude';

  @IsOptional()
  @IsIn(['any', 'all'])
  match?: 'any' | 'all';

  @IsOptional()
  @IsArray()
  @IsString({ each: true })
  @MaxLength(255, { each: true })
  tags?: string[];

  @IsOptional()
  @IsArray()
  @IsString({ each: true })
  @MaxLength(255, { each: true })
  vendors?: string[];

  @IsOptional()
  @IsArray()
  @IsString({ each: true })
  @MaxLength(255, { each: true })
  product_types?: string[];

  @IsOptional()
  @IsArray()
  @IsString({ each: true })
  @MaxLength(255, { each: true })
  collections?: string[];
}

/** PUT `/conditional-activation/:method` (shop-wide) and `/locations/:id/conditional-activation/:method` (override). */
export class ConditionalActivationDto {
  @IsOptional()
  @ValidateNested()
  @Type(() => WeightPriceDto)
  weight_price?: WeightPriceDto;

  @IsOptional()
  @ValidateNested()
  @Type(() => PropertyBasedDto)
  property_based?: PropertyBasedDto;

  @IsOptional()
  @IsBoolean()
  hide_checkout_method?: boolean;
}
