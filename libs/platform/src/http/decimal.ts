import type { PipeTransform } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { ValidationProblem } from '@fulfil/problem-details';

/*
 * Numbers read from paths and query strings (docs/api-decisions.md, "Numbers in paths and
 * queries"): decimal digits only. JavaScript's Number() and unary + also read `0x21`,
 * `0b1`, `3.3e1`, `1_0`... as numbers, and the global validation pipe converted every
 * `number`-typed parameter with `+value` before any parameter pipe saw it.
 */

/** Largest id accepted by default: the largest signed 32-bit INT, the type of every id column. */
export const MAX_ID = 2_147_483_647;

const DIGITS = /^[0-9]{1,15}$/;
const SIGNED_DIGITS = /^-?[0-9]{1,15}$/;

/**
 * Reads a string of 1 to 15 decimal digits as a number (15 digits stay exact), or
 * undefined for anything else: signs, spaces, `0x`/`0o`/`0b` prefixes, exponents,
 * fractions, separators, non-strings.
 *
 * @param value the raw text (a path segment or a query value)
 * @param signed also accept one leading `-`
 */
export function parseDecimal(value: unknown, signed = false): number | undefined {
  if (typeof value !== 'string' || !(signed ? SIGNED_DIGITS : DIGITS).test(value)) return undefined;
  return Number(value);
}

/** Options of {@link IdPipe}. */
export interface IdPipeOptions {
  /** Smallest id; default 1. */
  min?: number;
  /** Largest id; default {@link MAX_ID}. */
  max?: number;
}

/**
 * The one parser of numeric ids in paths and queries, for every app: decimal digits
 * only, within `[min, max]` (default 1 to {@link MAX_ID}); anything else is 400
 * VALIDATION_FAILED naming the field (rule `isInt`). `0x21`, `3.3e1`, `-1`, `1.5`,
 * ` 7` and `%00` are refused.
 *
 * Takes the raw string, or the number the global validation pipe already read from
 * decimal digits (it reads nothing else: {@link createValidationPipe}), so it works on
 * parameters typed `number` or typed otherwise. Use `@Param('id', new IdPipe('id'))`, or
 * subclass it with a fixed field for `@Param('id', LocationIdPipe)` (the subclass needs
 * `@Injectable()` and a constructor without parameters).
 */
export class IdPipe implements PipeTransform<unknown, number> {
  private readonly min: number;
  private readonly max: number;

  /**
   * @param field the parameter's name in the request, for the error
   * @param options the accepted range
   */
  constructor(
    private readonly field: string,
    options: IdPipeOptions = {},
  ) {
    this.min = options.min ?? 1;
    this.max = options.max ?? MAX_ID;
  }

  /** @throws ValidationProblem (400 VALIDATION_FAILED) naming the field */
  transform(value: unknown): number {
    const n = typeof value === 'number' ? value : parseDecimal(value);
    if (n === undefined || !Number.isSafeInteger(n) || n < this.min || n > this.max) {
      throw new ValidationProblem([
        { field: this.field, rule: 'isInt', message: `${this.field} must be a whole number from ${this.min} to ${this.max}, in decimal digits` },
      ]);
    }
    return n;
  }
}

/**
 * `@Transform` of a numeric DTO field read from a query string: a string of decimal
 * digits becomes its number; any other value (`0x21`, `1e3`, `''`, a repeated key's
 * array) is left as it is, so `@IsInt()` after it refuses it and names the field.
 * Replaces `@Type(() => Number)`, which reads `0x21` as 33.
 */
export function DecimalInt(): PropertyDecorator {
  return Transform(({ value }) => parseDecimal(value, true) ?? value);
}
