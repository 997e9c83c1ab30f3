import { PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsInt, IsNumber, IsOptional, IsString, Length, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { IsIanaTimeZone, IsTimeOfDay, weekdayMap } from './common';

/** One weekday of `opening_hours`. */
export class OpeningHoursDayDto {
  @IsTimeOfDay()
  opens: string;

  @IsTimeOfDay()
  closes: string;

  @IsBoolean()
  closed: boolean;
}

/** `opening_hours` keyed by weekday. */
export class OpeningHoursDto extends weekdayMap(OpeningHoursDayDto, 'OpeningHoursDto') {}

/**
 * A location's own fields (POST and PUT `/admin/v1.0/locations`). Omitted optional fields
 * take their defaults (null, false, `{}`); `sort_position` moves the location in the
 * manual order (others move down), by default it goes last.
 */
export class LocationDto {
  @IsString()
  @Length(1, 255)
  external_id: string;

  @IsString()
  @Length(1, 255)
  company_name: string;

  @IsString()
  @Length(1, 255)
  address_line_1: string;

  @IsOptional()
  @IsString()
  @MaxLength(255)
  address_line_2?: string | null;

  @IsString()
  @Length(1, 120)
  city: string;

  @IsString()
  @MaxLength(20)
  postal_code: string;

  @IsString()
  @MaxLength(120)
  region: string;

  @IsString()
  @Length(1, 120)
  country: string;

  /** WGS84 degrees. */
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(-90)
  @Max(90)
  latitude: number;

  /** WGS84 degrees. */
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(-180)
  @Max(180)
  longitude: number;

  /** IANA zone; null = the shop's. */
  @IsOptional()
  @IsIanaTimeZone()
  timezone?: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(255)
  custom_attribute_1?: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(255)
  custom_attribute_2?: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(255)
  custom_attribute_3?: string | null;

  @IsOptional()
  @ValidateNested()
  @Type(() => OpeningHoursDto)
  opening_hours?: OpeningHoursDto;

  @IsOptional()
  @IsString()
  @MaxLength(65535)
  more_information?: string | null;

  @IsOptional()
  @IsBoolean()
  pickup_enabled?: boolean;

  @IsOptional()
  @IsBoolean()
  delivery_enabled?: boolean;

  @IsOptional()
  @IsBoolean()
  widget_enabled?: boolean;

  /** Position in the manual order (0 = first). */
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(1_000_000)
  sort_position?: number;
}

/** PATCH body: any subset of {@link LocationDto}. */
export class LocationPatchDto extends PartialType(LocationDto) {}
