import { ArgumentMetadata, PipeTransform, ValidationPipe, ValidationError } from '@nestjs/common';
import { getMetadataStorage, validateSync } from 'class-validator';
import { FieldError, ValidationProblem } from '@fulfil/problem-details';
import { parseDecimal } from './decimal';

/**
 * Flattens class-validator errors into `{field, rule, message}` rows, with dotted
 * paths for nested objects and `[i]` for array items.
 */
export function flattenValidationErrors(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((e) => {
    const field = parent === '' ? e.property : /^\d+$/.test(e.property) ? `${parent}[${e.property}]` : `${parent}.${e.property}`;
    const own = Object.entries(e.constraints ?? {}).map(([rule, message]) => ({
      field,
      rule: rule === 'whitelistValidation' ? 'unknownField' : rule,
      message,
    }));
    return [...own, ...flattenValidationErrors(e.children ?? [], field)];
  });
}

/**
 * Nest's ValidationPipe, except that a path or query parameter typed `number` is read
 * from decimal digits only (docs/api-decisions.md, "Numbers in paths and queries"): Nest
 * converts it with `+value`, which reads `0x21` and `3.3e1` as 33, before any parameter
 * pipe sees the raw text.
 */
class PlatformValidationPipe extends ValidationPipe {
  /** @throws ValidationProblem (rule `isInt`) naming a `number` parameter that is not decimal digits */
  protected override transformPrimitive(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.metatype !== Number || !metadata.data || (metadata.type !== 'param' && metadata.type !== 'query') || value === undefined)
      return super.transformPrimitive(value, metadata);
    const n = parseDecimal(value, true);
    if (n === undefined)
      throw new ValidationProblem([{ field: metadata.data, rule: 'isInt', message: `${metadata.data} must be a whole number in decimal digits` }]);
    return n;
  }
}

/**
 * The global DTO validation pipe: transforms payloads into DTO classes and answers 400
 * VALIDATION_FAILED listing every failing field. Unknown fields of a body are refused;
 * unknown query parameters are dropped, not refused: storefronts, analytics and caches
 * add their own (`_=1700000000000` cache-busters, `utm_*`), and a GET must still answer
 * (docs/api-decisions.md, "Unknown query parameters"). Path and query parameters typed
 * `number` are read from decimal digits only ({@link PlatformValidationPipe}); ids then go
 * through `IdPipe`.
 *
 * class-validator runs synchronously (`validateSync`): the asynchronous `validate` builds
 * promises per property and constraint on every request, and no DTO needs it. Since
 * `validateSync` would silently skip an asynchronous constraint, creating the pipe throws
 * when one is registered ({@link asyncConstraintNames}); the apps create it at start-up,
 * after all their DTOs are loaded.
 *
 * @throws Error naming the asynchronous constraints, if any are registered
 */
export function createValidationPipe(): PipeTransform {
  const asynchronous = asyncConstraintNames();
  if (asynchronous.length > 0)
    throw new Error(`The validation pipe runs class-validator synchronously; asynchronous constraints are not supported: ${asynchronous.join(', ')}`);
  const pipe = (forbidNonWhitelisted: boolean) =>
    new PlatformValidationPipe({
      validatorPackage: { validate: (object, options) => validateSync(object as object, options) },
      transform: true,
      whitelist: true,
      forbidNonWhitelisted,
      forbidUnknownValues: true,
      stopAtFirstError: false,
      exceptionFactory: (errors) => new ValidationProblem(flattenValidationErrors(errors)),
    });
  return new QueryTolerantValidationPipe(pipe(true), pipe(false));
}

/** Validates bodies and path parameters strictly, and queries with unknown keys dropped. */
class QueryTolerantValidationPipe implements PipeTransform {
  constructor(
    private readonly strict: ValidationPipe,
    private readonly queries: ValidationPipe,
  ) {}

  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    return (metadata.type === 'query' ? this.queries : this.strict).transform(value, metadata);
  }
}

/** Names of the class-validator constraints registered as asynchronous (in this process). */
export function asyncConstraintNames(): string[] {
  // class-validator keeps its registry private; ConstraintMetadata.async is public.
  const storage = getMetadataStorage() as unknown as { constraintMetadatas: Map<unknown, { name: string; async: boolean }[]> };
  return [...storage.constraintMetadatas.values()]
    .flat()
    .filter((c) => c.async)
    .map((c) => c.name);
}
