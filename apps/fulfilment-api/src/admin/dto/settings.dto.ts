import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsNumber, IsOptional, IsString, Max, MaxLength, Min, MinLength, ValidateNested } from 'class-validator';
import { WEEKDAYS } from '@fulfil/store-settings';
import { IsBlackoutDate, IsTimeOfDay, weekdayMap } from './common';

/** `{min, max}` pickup window of a weekday. */
export class TimeWindowDto {
  @IsTimeOfDay()
  min: string;

  @IsTimeOfDay()
  max: string;
}

/** Pickup windows keyed by weekday. */
export class WeekdayWindowsDto extends weekdayMap(TimeWindowDto, 'WeekdayWindowsDto') {}

/** PUT `/locations/:id/pickup-settings`: omitted fields take their defaults. */
export class PickupSettingsDto {
  @IsOptional()
  @IsBoolean()
  date_picker_enabled?: boolean;

  @IsOptional()
  @IsBoolean()
  time_picker_enabled?: boolean;

  @IsOptional()
  @ValidateNested()
  @Type(() => WeekdayWindowsDto)
  weekday_windows?: WeekdayWindowsDto;

  /** Minutes between generated slot starts. */
  @IsOptional()
  @IsInt()
  @Min(5)
  @Max(1440)
  interval?: number;

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(5000)
  @IsBlackoutDate({ each: true })
  blackout_dates?: string[];

  @IsOptional()
  @IsBoolean()
  allow_list_mode?: boolean;

  @IsOptional()
  @IsArray()
  @IsIn(WEEKDAYS, { each: true })
  allowed_weekdays?: (typeof WEEKDAYS)[number][];

  /** Days ahead (inclusive); null = no limit. */
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(3650)
  future_order_window_days?: number | null;

  @IsOptional()
  @IsBoolean()
  limits_enabled?: boolean;
}

/** A pickup slot row; `id` keeps an existing slot (orders count against slot ids). */
export class PickupSlotDto {
  @IsOptional()
  @IsInt()
  @Min(1)
  id?: number;

  @IsIn(WEEKDAYS)
  day_of_week: (typeof WEEKDAYS)[number];

  @IsTimeOfDay()
  available_from: string;

  @IsTimeOfDay()
  available_until: string;

  @IsOptional()
  @IsBoolean()
  limited?: boolean;

  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(100000)
  limit?: number;
}

/** PUT `/locations/:id/pickup-slots`: the whole list. */
export class PickupSlotsDto {
  @IsArray()
  @ArrayMaxSize(2000)
  @ValidateNested({ each: true })
  @Type(() => PickupSlotDto)
  slots: PickupSlotDto[];
}

/** `{value, format}`: a preparation amount. */
export class PreparationAmountDto {
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(0)
  @Max(100000)
  value: number;

  @IsIn(['minutes', 'hours', 'days'])
  format: 'minutes' | 'hours' | 'days';
}

/** A delivery slot row inside a weekday. */
export class DeliverySlotDto {
  @IsOptional()
  @IsInt()
  @Min(1)
  id?: number;

  @IsTimeOfDay()
  from: string;

  @IsTimeOfDay()
  until: string;

  @IsOptional()
  @IsBoolean()
  limited?: boolean;

  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(100000)
  limit?: number;
}

/** `slots` of a delivery weekday. */
export class DeliveryDaySlotsDto {
  @IsOptional()
  @IsBoolean()
  enabled?: boolean;

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(500)
  @ValidateNested({ each: true })
  @Type(() => DeliverySlotDto)
  slots?: DeliverySlotDto[];
}

/** `delivery.<weekday>`: omitted fields take their defaults. */
export class DeliveryDayDto {
  @IsOptional()
  @IsArray()
  @IsBlackoutDate({ each: true })
  blackout_dates?: string[];

  @IsOptional()
  @IsTimeOfDay()
  breakpoint?: string;

  @IsOptional()
  @IsBoolean()
  useBreakpoint?: boolean;

  @IsOptional()
  @ValidateNested()
  @Type(() => PreparationAmountDto)
  before?: PreparationAmountDto;

  @IsOptional()
  @ValidateNested()
  @Type(() => PreparationAmountDto)
  after?: PreparationAmountDto;

  @IsOptional()
  @ValidateNested()
  @Type(() => DeliveryDaySlotsDto)
  slots?: DeliveryDaySlotsDto;
}

/** PUT `/locations/:id/delivery-settings`: the API's `delivery` block plus where the location delivers. */
export class DeliverySettingsDto extends weekdayMap(DeliveryDayDto, 'DeliveryWeekdaysDto') {
  @IsOptional()
  @IsBoolean()
  flip_blackout_dates?: boolean;

  @IsOptional()
  @IsArray()
  @IsBlackoutDate({ each: true })
  blackouts?: string[];

  /** In the shop's measurement unit; null = none. */
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(0)
  @Max(20000)
  max_radius?: number | null;

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20000)
  @IsString({ each: true })
  @MinLength(1, { each: true })
  @MaxLength(32, { each: true })
  postal_codes?: string[];

  @IsOptional()
  @IsIn(['exact', 'prefix', 'pattern'])
  postal_code_match_mode?: 'exact' | 'prefix' | 'pattern';

  @IsOptional()
  @IsArray()
  @IsString({ each: true })
  @MinLength(1, { each: true })
  @MaxLength(120, { each: true })
  cities?: string[];
}
