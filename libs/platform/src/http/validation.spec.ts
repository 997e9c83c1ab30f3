import { IsInt, registerDecorator, ValidationArguments } from 'class-validator';
import { ValidationProblem } from '@fulfil/problem-details';
import { asyncConstraintNames, createValidationPipe } from './validation';

class Quantity {
  @IsInt() quantity: number;
}

describe('createValidationPipe', () => {
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
