import { Injectable, PipeTransform } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { DecimalInt, IdPipe } from '@fulfil/platform';
import { ValidationProblem } from '@fulfil/problem-details';
import type { CheckoutMethod, LocationMethod } from '@fulfil/store-settings';

/** `:id` of a location: the platform's id rule (decimal digits, 1 to 2^31-1), else 400 naming `id`. */
@Injectable()
export class LocationIdPipe extends IdPipe {
  constructor() {
    super('id');
  }
}

/** `:method`: one of the allowed checkout methods, else 400 naming `method`. */
export class MethodPipe<M extends CheckoutMethod> implements PipeTransform<string, M> {
  constructor(private readonly allowed: readonly M[]) {}

  transform(value: string): M {
    if (!(this.allowed as readonly string[]).includes(value)) {
      throw new ValidationProblem([{ field: 'method', rule: 'isIn', message: `method must be one of ${this.allowed.join(', ')}` }]);
    }
    return value as M;
  }
}

/** Every checkout method. */
export const anyMethod = () => new MethodPipe<CheckoutMethod>(['pickup', 'delivery', 'shipping']);

/** The methods a location has its own settings for. */
export const locationMethod = () => new MethodPipe<LocationMethod>(['pickup', 'delivery']);

/** `?page=&per_page=` of admin lists. */
export class PageQueryDto {
  @ApiPropertyOptional({ description: '1-based page (default 1).', type: 'integer', minimum: 1, example: 1 })
  @IsOptional()
  @DecimalInt()
  @IsInt()
  @Min(1)
  page?: number;

  @ApiPropertyOptional({ description: 'Locations per page (default 50).', type: 'integer', minimum: 1, maximum: 200, example: 50 })
  @IsOptional()
  @DecimalInt()
  @IsInt()
  @Min(1)
  @Max(200)
  per_page?: number;
}

/** `?page=&per_page=&q=` of the admin location list: `q` filters by name, city, postal code or external id. */
export class LocationListQueryDto extends PageQueryDto {
  @IsOptional()
  @ApiPropertyOptional({ description: 'Keeps the locations whose name, city, postal code or external id contains it.', maxLength: 100, example: 'Brooklyn' })
  @IsString()
  @MaxLength(100)
  q?: string;
}
