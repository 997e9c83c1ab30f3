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

/** Distinct inputs remembered per DTO class and argument kind; reaching it forgets them all. */
export const VALIDATED_INPUTS_PER_CLASS = 512;
/** Longest input (as JSON text) whose validated DTO is remembered. */
const MAX_REMEMBERED_INPUT_CHARS = 512;

/**
 * Validates bodies and path parameters strictly, and queries with unknown keys dropped.
 *
 * A query or body that validated before is not validated again: storefronts send the same
 * few queries (`?shop=...&locale=...`) and searches over and over, and class-transformer
 * plus class-validator cost more than the rest of such a request. The DTO of an input
 * (keyed by its DTO class, argument kind and JSON text, at most
 * {@link VALIDATED_INPUTS_PER_CLASS} per class, inputs up to 512 characters) is kept as a
 * deep copy, and each request gets a fresh deep copy of it (same classes, same fields), so a
 * handler may change its DTO. Sound because every
 * constraint of the apps is a pure function of the value (no clock, no I/O: class-validator
 * runs synchronously, see {@link createValidationPipe}); a failing input is validated
 * every time.
 */
class QueryTolerantValidationPipe implements PipeTransform {
  /** Validated DTOs by argument kind, DTO class and input JSON. */
  private readonly validated = new Map<string, Map<unknown, Map<string, object>>>();

  constructor(
    private readonly strict: ValidationPipe,
    private readonly queries: ValidationPipe,
  ) {}

  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    const pipe = metadata.type === 'query' ? this.queries : this.strict;
    const key = rememberableKey(value, metadata);
    if (key === undefined) return pipe.transform(value, metadata);
    let byClass = this.validated.get(metadata.type);
    if (!byClass) this.validated.set(metadata.type, (byClass = new Map()));
    let inputs = byClass.get(metadata.metatype);
    if (!inputs) byClass.set(metadata.metatype, (inputs = new Map()));
    const known = inputs.get(key);
    if (known) return cloneDto(known);
    const remember = (dto: unknown): unknown => {
      if (dto === null || typeof dto !== 'object') return dto;
      const copy = cloneDto(dto);
      if (copy === undefined) return dto;
      if (inputs.size >= VALIDATED_INPUTS_PER_CLASS) inputs.clear();
      inputs.set(key, copy as object);
      return dto;
    };
    const result = pipe.transform(value, metadata) as unknown;
    return result instanceof Promise ? result.then(remember) : remember(result);
  }
}

/**
 * A deep copy of a validated DTO that keeps every object's class (nested DTOs, arrays,
 * plain objects, dates), or undefined when it holds anything else (a Map, a function, ...),
 * which is then not remembered.
 */
function cloneDto(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object') return typeof value === 'function' || typeof value === 'symbol' ? undefined : value;
  if (depth > 32) return undefined;
  if (value instanceof Date) return new Date(value.getTime());
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    for (const item of value) {
      const copy = cloneDto(item, depth + 1);
      if (copy === undefined && item !== undefined) return undefined;
      out.push(copy);
    }
    return out;
  }
  const proto = Object.getPrototypeOf(value) as object | null;
  if (proto !== null && proto !== Object.prototype && typeof (proto as { constructor?: unknown }).constructor !== 'function') return undefined;
  if (value instanceof Map || value instanceof Set || ArrayBuffer.isView(value)) return undefined;
  const out = Object.create(proto) as Record<string, unknown>;
  for (const [k, v] of Object.entries(value)) {
    const copy = cloneDto(v, depth + 1);
    if (copy === undefined && v !== undefined) return undefined;
    // A member called `__proto__` is defined, not assigned, so it stays a member (docs/api-decisions.md, "Names from requests never reach a prototype").
    if (k === '__proto__') Object.defineProperty(out, k, { value: copy, enumerable: true, writable: true, configurable: true });
    else out[k] = copy;
  }
  return out;
}

/** The JSON text of a query or body bound to a DTO class, when short enough to remember; undefined otherwise. */
function rememberableKey(value: unknown, metadata: ArgumentMetadata): string | undefined {
  if ((metadata.type !== 'query' && metadata.type !== 'body') || metadata.data || typeof metadata.metatype !== 'function') return undefined;
  if (value === null || typeof value !== 'object' || [String, Number, Boolean, Array, Object].includes(metadata.metatype as never)) return undefined;
  const text = JSON.stringify(value);
  return text !== undefined && text.length <= MAX_REMEMBERED_INPUT_CHARS ? text : undefined;
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
