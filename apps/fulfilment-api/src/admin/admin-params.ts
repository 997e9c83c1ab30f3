import { Injectable, PipeTransform } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { ValidationProblem } from '@fulfil/problem-details';
import type { CheckoutMethod, LocationMethod } from '@fulfil/store-settings';

/** `:id` of a location: a positive integer, else 400 naming `id`. */
@Injectable()
export class LocationIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : NaN;
    if (!Number.isSafeInteger(id)) throw new ValidationProblem([{ field: 'id', rule: 'isInt', message: 'id must be a positive integer' }]);
    return id;
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
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  page?: number;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(200)
  per_page?: number;
}
