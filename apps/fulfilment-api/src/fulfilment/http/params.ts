import { Injectable, PipeTransform } from '@nestjs/common';
import { ValidationProblem } from '@fulfil/problem-details';
import { isIsoDate, SchedulingError } from '@fulfil/scheduling';
import type { CheckoutMethod } from '@fulfil/store-settings';

/*
 * Parameter pipes of the public endpoints. Handler parameters are typed with the
 * aliases below (intersection types), so the global validation pipe sees no primitive
 * metatype and hands these pipes the raw string: "0x10" or "1e2" is never read as a number.
 */

/** A positive integer id read from the path. */
export type IdParam = number & { readonly __param?: 'id' };
/** An optional integer query parameter. */
export type IntQuery = (number & { readonly __param?: 'int' }) | undefined;
/** A store domain (normalised by `ShopPipe` of @fulfil/storefront). */
export type ShopParam = string & { readonly __param?: 'shop' };
/** A `YYYY-MM-DD` date. */
export type DateParam = string & { readonly __param?: 'date' };

const invalid = (field: string, rule: string, message: string) => new ValidationProblem([{ field, rule, message }]);

/** A numeric id path parameter (`locationId`): the platform's one id rule, re-exported for these controllers. */
export { IdPipe } from '@fulfil/platform';

/** An optional integer query parameter within bounds; 400 VALIDATION_FAILED otherwise. */
export class IntQueryPipe implements PipeTransform<unknown, number | undefined> {
  constructor(
    private readonly field: string,
    private readonly min: number,
    private readonly max: number,
  ) {}

  transform(value: unknown): number | undefined {
    if (value === undefined || value === '') return undefined;
    if (typeof value !== 'string' || !/^\d{1,9}$/.test(value)) throw invalid(this.field, 'isInt', `${this.field} must be a whole number.`);
    const n = Number(value);
    if (n < this.min) throw invalid(this.field, 'min', `${this.field} must be at least ${this.min}.`);
    if (n > this.max) throw invalid(this.field, 'max', `${this.field} must be at most ${this.max}.`);
    return n;
  }
}

/** The `:checkoutMethod` path parameter: pickup, delivery or shipping (400 VALIDATION_FAILED otherwise). */
@Injectable()
export class CheckoutMethodPipe implements PipeTransform<unknown, CheckoutMethod> {
  transform(value: unknown): CheckoutMethod {
    if (value === 'pickup' || value === 'delivery' || value === 'shipping') return value;
    throw invalid('checkoutMethod', 'isIn', 'checkoutMethod must be pickup, delivery or shipping.');
  }
}

/** A `YYYY-MM-DD` date (1-based month): 400 INVALID_DATE otherwise. */
@Injectable()
export class DatePipe implements PipeTransform<unknown, string> {
  transform(value: unknown): string {
    if (typeof value === 'string' && isIsoDate(value)) return value;
    throw new SchedulingError('INVALID_DATE', `${JSON.stringify(String(value).slice(0, 40))} is not a date of the form YYYY-MM-DD.`);
  }
}
