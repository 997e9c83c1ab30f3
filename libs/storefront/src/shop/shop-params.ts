import { Injectable, PipeTransform } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';
import type { SchemaObject } from '@nestjs/swagger';
import { ValidationProblem } from '@fulfil/problem-details';
import { normalizeShopDomain, SHOP_DOMAIN } from './shop-domain';

/**
 * The required `shop` query parameter as a pipe (`@Query('shop', ShopPipe)`): the
 * normalised store domain ({@link normalizeShopDomain}).
 *
 * @throws ValidationProblem 400 VALIDATION_FAILED naming `shop`: rule `required` when it
 *   is missing or empty, `isShopDomain` when it is repeated or not a store domain
 */
@Injectable()
export class ShopPipe implements PipeTransform<unknown, string> {
  transform(value: unknown): string {
    if (value === undefined || value === '')
      throw new ValidationProblem([{ field: 'shop', rule: 'required', message: 'shop is required: the store domain, e.g. demo-bakery.myshopify.com.' }]);
    const domain = normalizeShopDomain(value);
    if (!domain)
      throw new ValidationProblem([{ field: 'shop', rule: 'isShopDomain', message: 'shop must be a store domain such as demo-bakery.myshopify.com.' }]);
    return domain;
  }
}

/**
 * The same rule for a DTO property (`shop` of a query DTO): normalises a store domain
 * ({@link normalizeShopDomain}) and refuses anything else with rule `isShopDomain`
 * (400 VALIDATION_FAILED through the global validation pipe). Pair it with `@IsDefined`
 * for a required parameter.
 */
export function IsShopDomain(): PropertyDecorator {
  const normalise = Transform(({ value }) => normalizeShopDomain(value) ?? value);
  const validate = ValidateBy({
    name: 'isShopDomain',
    validator: {
      validate: (value: unknown) => normalizeShopDomain(value) !== null,
      defaultMessage: () => 'shop must be a store domain such as example.myshopify.com',
    },
  });
  return (target, property) => {
    normalise(target, property);
    validate(target, property);
  };
}

/**
 * The `shop` query parameter's schema for OpenAPI documents: the store-domain rule of
 * {@link normalizeShopDomain} (`SHOP_DOMAIN`, which is matched after trimming and lower-casing,
 * so the pattern admits capitals too), 3 to 255 characters.
 */
export const SHOP_QUERY_SCHEMA = {
  type: 'string',
  minLength: 3,
  maxLength: 255,
  pattern: SHOP_DOMAIN.source.replaceAll('a-z0-9', 'A-Za-z0-9'),
} as const satisfies SchemaObject;
