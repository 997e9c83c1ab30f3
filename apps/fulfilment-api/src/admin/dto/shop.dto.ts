import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsObject, IsOptional, IsString, Length, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { IsBlackoutDate, IsIanaTimeZone, IsTimeOfDay, weekdayMap } from './common';

/** StoreSettings.pickup (PATCH: any subset). */
export class PickupOptionsDto {
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(200)
  pagination_limit?: number;

  @IsOptional()
  @IsIn(['manual', 'alphabetical'])
  sort_order?: 'manual' | 'alphabetical';

  @IsOptional()
  @IsString()
  @MaxLength(255)
  discount_code?: string | null;
}

/** StoreSettings.delivery (PATCH: any subset). */
export class DeliveryOptionsDto {
  @IsOptional()
  @IsIn(['within_max_radius', 'postal_code', 'city'])
  validation_mode?: 'within_max_radius' | 'postal_code' | 'city';

  @IsOptional()
  @IsObject()
  driving_distance_preferences?: Record<string, string | number | boolean | null> | null;

  @IsOptional()
  @IsIn(['fastest', 'shortest'])
  driving_distance_route?: 'fastest' | 'shortest';

  @IsOptional()
  @IsString()
  @MaxLength(255)
  discount_code?: string | null;
}

/** PATCH `/admin/v1.0/shop`: the shop's own settings (the domain is fixed). */
export class ShopPatchDto {
  @IsOptional()
  @IsIanaTimeZone()
  timezone?: string;

  @IsOptional()
  @IsString()
  @MaxLength(100)
  base_country_name?: string;

  @IsOptional()
  @Matches(/^[A-Z]{2}$/, { message: '$property must be an ISO 3166-1 alpha-2 code such as US' })
  base_country_code?: string | null;

  @IsOptional()
  @IsIn(['kilometers', 'miles'])
  measurement_format?: 'kilometers' | 'miles';

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @Matches(/^https?:\/\/[^/\s]+$/, { each: true, message: '$property must hold origins such as https://shop.example.com (no path)' })
  storefront_origins?: string[];

  @IsOptional()
  @IsString()
  @Length(8, 255)
  webhook_secret?: string | null;

  @IsOptional()
  @ValidateNested()
  @Type(() => PickupOptionsDto)
  pickup?: PickupOptionsDto;

  @IsOptional()
  @ValidateNested()
  @Type(() => DeliveryOptionsDto)
  delivery?: DeliveryOptionsDto;
}

/** `cutoff_time` of a shipping preparation weekday. */
export class CutoffTimeDto {
  @IsOptional()
  @IsBoolean()
  enabled?: boolean;

  @IsOptional()
  @IsTimeOfDay()
  time?: string;

  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(3650)
  value?: number;
}

/** `shipping.preparation_time.<weekday>`. */
export class ShippingPreparationDayDto {
  @IsInt()
  @Min(0)
  @Max(3650)
  value: number;

  @IsIn(['minutes', 'hours', 'days'])
  format: 'minutes' | 'hours' | 'days';

  @IsOptional()
  @ValidateNested()
  @Type(() => CutoffTimeDto)
  cutoff_time?: CutoffTimeDto;
}

/** `shipping.preparation_time`. */
export class ShippingPreparationDto extends weekdayMap(ShippingPreparationDayDto, 'ShippingPreparationWeekdaysDto') {
  @IsOptional()
  @IsBoolean()
  enabled?: boolean;
}

/** `shipping.maximum_date`. */
export class MaximumDateDto {
  @IsOptional()
  @IsBoolean()
  enabled?: boolean;

  @IsOptional()
  @IsIn(['days', 'weeks', 'months'])
  metric?: 'days' | 'weeks' | 'months';

  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(3650)
  value?: number;
}

/** `shipping.order_limits`: daily limit per weekday (0 = unlimited). */
export class OrderLimitsDto {
  @IsOptional()
  @IsBoolean()
  enabled?: boolean;
}
for (const day of ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']) {
  IsOptional()(OrderLimitsDto.prototype, day);
  IsInt()(OrderLimitsDto.prototype, day);
  Min(0)(OrderLimitsDto.prototype, day);
  Max(1_000_000)(OrderLimitsDto.prototype, day);
}

/** PUT `/admin/v1.0/shipping`: StoreSettings.shipping; omitted fields take their defaults. */
export class ShippingDto {
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(5000)
  @IsBlackoutDate({ each: true })
  blackout_dates?: string[];

  @IsOptional() @IsBoolean() monday_enabled?: boolean;
  @IsOptional() @IsBoolean() tuesday_enabled?: boolean;
  @IsOptional() @IsBoolean() wednesday_enabled?: boolean;
  @IsOptional() @IsBoolean() thursday_enabled?: boolean;
  @IsOptional() @IsBoolean() friday_enabled?: boolean;
  @IsOptional() @IsBoolean() saturday_enabled?: boolean;
  @IsOptional() @IsBoolean() sunday_enabled?: boolean;

  /** IANA zone; null = the shop's. */
  @IsOptional()
  @IsIanaTimeZone()
  timezone?: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(255)
  discount_code?: string | null;

  @IsOptional()
  @ValidateNested()
  @Type(() => ShippingPreparationDto)
  preparation_time?: ShippingPreparationDto;

  @IsOptional()
  @ValidateNested()
  @Type(() => MaximumDateDto)
  maximum_date?: MaximumDateDto;

  @IsOptional()
  @ValidateNested()
  @Type(() => OrderLimitsDto)
  order_limits?: OrderLimitsDto & Partial<Record<string, number>>;
}

/** A stock row. */
export class InventoryRowDto {
  @IsInt()
  @Min(1)
  variant_id: number;

  @IsOptional()
  @IsInt()
  @Min(1)
  product_id?: number | null;

  @IsInt()
  @Min(0)
  @Max(2147483647)
  available: number;
}

/** PUT `/locations/:id/inventory`: the location's whole stock list. */
export class InventoryDto {
  @IsArray()
  @ArrayMaxSize(100000)
  @ValidateNested({ each: true })
  @Type(() => InventoryRowDto)
  inventory: InventoryRowDto[];
}

/** PUT `/locations/:id/products`: the products offered at the location. */
export class ProductsDto {
  @IsArray()
  @ArrayMaxSize(100000)
  @IsInt({ each: true })
  @Min(1, { each: true })
  products: number[];
}
