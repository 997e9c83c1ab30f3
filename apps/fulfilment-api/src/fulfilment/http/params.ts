import { Injectable, PipeTransform } from '@nestjs/common';
import { ValidationProblem } from '@fulfil/problem-details';
import { isIsoDate, SchedulingError } from '@fulfil/scheduling';
import type { CartItem } from '@fulfil/scheduling';
import type { CheckoutMethod } from '@fulfil/store-settings';
import { parseShoppingCart } from '../domain/shopping-cart';

/*
 * Parameter pipes of the public endpoints. Handler parameters are typed with the
 * aliases below (intersection types), so the global validation pipe sees no primitive
 * metatype and hands these pipes the raw value: "0x10" or "1e2" is never read as a number.
 * Storefront parameters come from the query string or the body alike (`StorefrontParam`
 * of @fulfil/storefront; docs/compatibility.md), so a value may be a string (query, form)
 * or a JSON number, boolean or array.
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

/** A value given twice with the same text (`?page=2&page=2`) counts once; anything else is returned as it is. */
function once(value: unknown): unknown {
  return Array.isArray(value) && value.length > 0 && value.every((v) => v === value[0]) ? value[0] : value;
}

/** An optional integer parameter within bounds (decimal digits, or a JSON whole number); 400 VALIDATION_FAILED otherwise. */
export class IntQueryPipe implements PipeTransform<unknown, number | undefined> {
  constructor(
    private readonly field: string,
    private readonly min: number,
    private readonly max: number,
  ) {}

  transform(raw: unknown): number | undefined {
    const value = typeof raw === 'number' && Number.isSafeInteger(raw) && raw >= 0 ? String(raw) : once(raw);
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value !== 'string' || !/^\d{1,9}$/.test(value)) throw invalid(this.field, 'isInt', `${this.field} must be a whole number.`);
    const n = Number(value);
    if (n < this.min) throw invalid(this.field, 'min', `${this.field} must be at least ${this.min}.`);
    if (n > this.max) throw invalid(this.field, 'max', `${this.field} must be at most ${this.max}.`);
    return n;
  }
}

/**
 * An optional boolean parameter (`include_full`): `true`/`false` or `1`/`0` as text (query,
 * form), or a JSON boolean (body); given twice with the same text it counts once. Absent or
 * empty: `fallback`. Anything else is 400 VALIDATION_FAILED (rule `isBoolean`) naming the field.
 */
export class BoolParamPipe implements PipeTransform<unknown, boolean> {
  constructor(
    private readonly field: string,
    private readonly fallback = false,
  ) {}

  transform(raw: unknown): boolean {
    const value = once(raw);
    if (value === undefined || value === null || value === '') return this.fallback;
    if (value === true || value === 'true' || value === '1') return true;
    if (value === false || value === 'false' || value === '0') return false;
    throw invalid(this.field, 'isBoolean', `${this.field} must be true or false.`);
  }
}

/**
 * An optional text parameter (`geoSearchQuery`): a string, or a JSON number read as its
 * decimal text (a postal code sent as `10001`); given twice with the same text it counts
 * once. Undefined when absent; with `required`, absent or blank is 400 VALIDATION_FAILED
 * (rule `required`); any other type is 400 (rule `isString`).
 */
export class TextParamPipe implements PipeTransform<unknown, string | undefined> {
  constructor(
    private readonly field: string,
    private readonly options: { required?: boolean } = {},
  ) {}

  transform(raw: unknown): string | undefined {
    const value = typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : once(raw);
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
      if (this.options.required) throw invalid(this.field, 'required', `${this.field} is required.`);
      return typeof value === 'string' ? value : undefined;
    }
    if (typeof value !== 'string') throw invalid(this.field, 'isString', `${this.field} must be a string.`);
    return value;
  }
}

/** `shoppingCart` in any of its forms (`parseShoppingCart`), as cart lines; 400 INVALID_CART naming what cannot be read. */
@Injectable()
export class CartPipe implements PipeTransform<unknown, CartItem[]> {
  transform(value: unknown): CartItem[] {
    return parseShoppingCart(value);
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
