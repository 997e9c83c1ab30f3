import { Transform } from 'class-transformer';
import { isEmail, ValidateBy, ValidationArguments, ValidationOptions } from 'class-validator';

/**
 * Field rules with one failing rule per problem, so a `VALIDATION_FAILED`
 * problem lists each field once with the rule it broke (`{field, rule, message}`):
 *
 * | rule | fails when |
 * |---|---|
 * | `required` | the field is absent |
 * | `isString` | the field is present but not a string (e.g. repeated in a form, or a JSON number) |
 * | `minLength` | the (trimmed) string is shorter than allowed, e.g. empty |
 * | `maxLength` | the string is longer than allowed |
 * | `isEmail` | a non-empty string that is not an e-mail address |
 * | `equals` | a present value other than the only one allowed |
 *
 * Every rule but `required` passes an absent value, and the length and format
 * rules pass a value of another type (`isString` reports it).
 */
const present = (value: unknown) => value !== undefined && value !== null;

/** Trims strings; with `emptyToUndefined`, a blank optional field counts as absent. */
export function Trim(emptyToUndefined = false): PropertyDecorator {
  return Transform(({ value }) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    return emptyToUndefined && trimmed === '' ? undefined : trimmed;
  });
}

/** `required`: the field must be present. */
export function Required(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'required', validator: { validate: present, defaultMessage: (a?: ValidationArguments) => `${a?.property} is required` } }, options);
}

/** `isString`: a present value must be a string. */
export function IsText(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isString',
      validator: { validate: (v) => !present(v) || typeof v === 'string', defaultMessage: (a?: ValidationArguments) => `${a?.property} must be text` },
    },
    options,
  );
}

/** `minLength`: a string must have at least `min` characters (after trimming). */
export function MinChars(min: number, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'minLength',
      constraints: [min],
      validator: {
        validate: (v) => typeof v !== 'string' || [...v].length >= min,
        defaultMessage: (a?: ValidationArguments) => (min === 1 ? `${a?.property} must not be empty` : `${a?.property} must have at least ${min} characters`),
      },
    },
    options,
  );
}

/** `maxLength`: a string must have at most `max` characters. */
export function MaxChars(max: number, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'maxLength',
      constraints: [max],
      validator: {
        validate: (v) => typeof v !== 'string' || [...v].length <= max,
        defaultMessage: (a?: ValidationArguments) => `${a?.property} must have at most ${max} characters`,
      },
    },
    options,
  );
}

/** `isEmail`: a non-empty string must be an e-mail address (one longer than `maxLength` is left to `maxLength`). */
export function EmailFormat(maxLength: number, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isEmail',
      validator: {
        validate: (v) => typeof v !== 'string' || v === '' || v.length > maxLength || isEmail(v),
        defaultMessage: (a?: ValidationArguments) => `${a?.property} must be an e-mail address`,
      },
    },
    options,
  );
}

/** `equals`: a present value must be exactly `expected`. */
export function EqualsIfPresent(expected: string, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'equals',
      constraints: [expected],
      validator: {
        validate: (v) => !present(v) || v === expected,
        defaultMessage: (a?: ValidationArguments) => `${a?.property} must be ${expected} when present`,
      },
    },
    options,
  );
}
