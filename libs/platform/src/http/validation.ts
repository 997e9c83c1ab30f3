import { ValidationPipe, ValidationError } from '@nestjs/common';
import { FieldError, ValidationProblem } from '@fulfil/problem-details';

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
 * The global DTO validation pipe: transforms payloads into DTO classes, rejects
 * unknown fields, and answers 400 VALIDATION_FAILED listing every failing field.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    transform: true,
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    stopAtFirstError: false,
    exceptionFactory: (errors) => new ValidationProblem(flattenValidationErrors(errors)),
  });
}
