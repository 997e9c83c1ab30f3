import { Type } from 'class-transformer';
import { IsInt, IsString, registerDecorator, ValidateBy, ValidateNested, ValidationArguments } from 'class-validator';
import { ValidationProblem } from '@fulfil/problem-details';
import { asyncConstraintNames, createValidationPipe, VALIDATED_INPUTS_PER_CLASS } from './validation';

class Quantity {
  @IsInt() quantity: number;
}

class Line {
  @IsString() sku: string;
}

/** How often Order's quantity was validated. */
let quantityChecks = 0;

class Order {
  @IsInt()
  @ValidateBy({ name: 'counted', validator: { validate: () => ++quantityChecks > 0 } })
  quantity: number;
  @ValidateNested({ each: true })
  @Type(() => Line)
  lines: Line[];
}

describe('createValidationPipe', () => {
  it('validates an input seen before once only, and gives every call its own deep copy of the DTO', async () => {
    const pipe = createValidationPipe();
    const meta = { type: 'body' as const, metatype: Order, data: undefined };
    const input = { quantity: 2, lines: [{ sku: 'a' }] };
    quantityChecks = 0;
    const first = (await pipe.transform(input, meta)) as Order;
    const second = (await pipe.transform({ quantity: 2, lines: [{ sku: 'a' }] }, meta)) as Order;
    expect(quantityChecks).toBe(1);
    expect(second).toBeInstanceOf(Order);
    expect(second.lines[0]).toBeInstanceOf(Line);
    expect(second).toEqual(first);
    expect(second).not.toBe(first);
    expect(second.lines).not.toBe(first.lines);
    // A handler that changes its DTO changes nobody else's.
    second.lines[0].sku = 'changed';
    second.quantity = 9;
    const third = (await pipe.transform(input, meta)) as Order;
    expect(third).toEqual(first);
    expect(third.lines[0].sku).toBe('a');
  });

  it('validates a failing input every time, and keeps validating inputs beyond its bound', async () => {
    const pipe = createValidationPipe();
    const meta = { type: 'body' as const, metatype: Quantity, data: undefined };
    for (let i = 0; i < 2; i++) await expect(pipe.transform({ quantity: 'two' }, meta)).rejects.toBeInstanceOf(ValidationProblem);
    for (let i = 0; i <= VALIDATED_INPUTS_PER_CLASS + 1; i++)
      await expect(pipe.transform({ quantity: i }, meta)).resolves.toEqual(Object.assign(new Quantity(), { quantity: i }));
    await expect(pipe.transform({ quantity: 0 }, meta)).resolves.toEqual(Object.assign(new Quantity(), { quantity: 0 }));
    // The same JSON as a query (unknown keys dropped) and as a body (refused) are told apart.
    await expect(pipe.transform({ quantity: 1, extra: 'x' }, { ...meta, type: 'query' })).resolves.toEqual(Object.assign(new Quantity(), { quantity: 1 }));
    await expect(pipe.transform({ quantity: 1, extra: 'x' }, meta)).rejects.toBeInstanceOf(ValidationProblem);
  });

  it('validates synchronously and reports every failing field', async () => {
    const pipe = createValidationPipe();
    const meta = { type: 'body' as const, metatype: Quantity, data: undefined };
    await expect(pipe.transform({ quantity: 2 }, meta)).resolves.toEqual(Object.assign(new Quantity(), { quantity: 2 }));
    const refused = await pipe.transform({ quantity: 'two', extra: true }, meta).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ValidationProblem);
    expect((refused as ValidationProblem).errors?.map((e) => `${e.field}:${e.rule}`).sort()).toEqual(['extra:unknownField', 'quantity:isInt']);
  });

  it('drops unknown query parameters instead of refusing them, and still validates the known ones', async () => {
    const pipe = createValidationPipe();
    const meta = { type: 'query' as const, metatype: Quantity, data: undefined };
    await expect(pipe.transform({ quantity: 2, _: '1700000000000', utm_source: 'mail' }, meta)).resolves.toEqual(
      Object.assign(new Quantity(), { quantity: 2 }),
    );
    const refused = await pipe.transform({ quantity: 'two', utm_source: 'mail' }, meta).catch((e: unknown) => e);
    expect((refused as ValidationProblem).errors?.map((e) => `${e.field}:${e.rule}`)).toEqual(['quantity:isInt']);
  });

  it('refuses to start once an asynchronous constraint is registered, which validateSync would skip', () => {
    expect(asyncConstraintNames()).toEqual([]);
    class Coupon {
      code: string;
    }
    registerDecorator({
      name: 'isKnownCoupon',
      target: Coupon,
      propertyName: 'code',
      async: true,
      validator: { validate: async (value: unknown, _args: ValidationArguments) => value === 'OK' },
    });
    expect(asyncConstraintNames()).toEqual(['isKnownCoupon']);
    expect(() => createValidationPipe()).toThrow(/asynchronous constraints are not supported: isKnownCoupon/);
  });
});
