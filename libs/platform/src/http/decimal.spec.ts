import { Controller, Get, INestApplication, Module, Param, Query } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { IsInt, IsOptional, validateSync } from 'class-validator';
import request from 'supertest';
import { BaseAppConfig, loadConfig } from '../config/config';
import { PlatformModule } from '../platform.module';
import { createTestApp } from '../testing/create-test-app';
import { DecimalInt, IdPipe, MAX_ID, parseDecimal } from './decimal';

const NOT_DECIMAL = [
  '0x21',
  '0X21',
  '0b1',
  '0o7',
  '3.3e1',
  '1e3',
  '1E3',
  '1.5',
  '1.',
  '.5',
  '-1',
  '+1',
  ' 1',
  '1 ',
  '1_000',
  '',
  'NaN',
  'Infinity',
  '١٢',
  '1\u0000',
  '%00',
  '9'.repeat(16),
];

describe('parseDecimal', () => {
  it('reads decimal digits only', () => {
    expect(['0', '7', '007', '2147483647', '999999999999999'].map((v) => parseDecimal(v))).toEqual([0, 7, 7, 2147483647, 999999999999999]);
    for (const v of NOT_DECIMAL) expect([v, parseDecimal(v)]).toEqual([v, undefined]);
    expect([parseDecimal(33), parseDecimal(['1']), parseDecimal(undefined)]).toEqual([undefined, undefined, undefined]);
  });

  it('reads one leading minus when signed', () => {
    expect([parseDecimal('-1', true), parseDecimal('--1', true), parseDecimal('-0x1', true)]).toEqual([-1, undefined, undefined]);
  });
});

describe('IdPipe', () => {
  const pipe = new IdPipe('restaurant');

  it('takes a decimal string or a number read from one, within range', () => {
    expect([pipe.transform('33'), pipe.transform(33), pipe.transform(String(MAX_ID))]).toEqual([33, 33, MAX_ID]);
  });

  it.each([...NOT_DECIMAL, '0', String(MAX_ID + 1), 0, -1, 1.5, NaN, undefined, ['1']])('refuses %j with 400 VALIDATION_FAILED naming the field', (value) => {
    expect(() => pipe.transform(value)).toThrow(
      expect.objectContaining({
        status: 400,
        code: 'VALIDATION_FAILED',
        errors: [{ field: 'restaurant', rule: 'isInt', message: expect.stringContaining('decimal digits') }],
      }),
    );
  });

  it('honours its range', () => {
    expect(new IdPipe('n', { min: 0, max: 5 }).transform('0')).toBe(0);
    expect(() => new IdPipe('n', { min: 0, max: 5 }).transform('6')).toThrow();
  });
});

class PageQuery {
  @IsOptional() @DecimalInt() @IsInt() page?: number;
}

describe('DecimalInt', () => {
  it('turns decimal digits into a number and leaves anything else for @IsInt to refuse', () => {
    expect(plainToInstance(PageQuery, { page: '12' }).page).toBe(12);
    for (const page of ['0x21', '3.3e1', '1e3', '', ['1', '2']]) {
      const dto = plainToInstance(PageQuery, { page });
      expect([page, dto.page]).toEqual([page, page]);
      expect(validateSync(dto).map((e) => e.property)).toEqual(['page']);
    }
  });
});

@Controller('numbers')
class NumbersController {
  @Get('plain/:n') plain(@Param('n') n: number, @Query('q') q?: number) {
    return { n, q: q ?? null };
  }
  @Get('id/:id') id(@Param('id', new IdPipe('id')) id: number) {
    return { id };
  }
}

describe('numbers in paths and queries, through the shared bootstrap', () => {
  const config = loadConfig(BaseAppConfig, { LOG_LEVEL: 'silent', NODE_ENV: 'test' });
  @Module({ imports: [PlatformModule.forRoot({ appName: 'numbers', config })], controllers: [NumbersController] })
  class NumbersModule {}
  let app: INestApplication;
  beforeAll(async () => {
    app = await createTestApp(NumbersModule, config);
  });
  afterAll(() => app.close());

  it('reads a number-typed parameter from decimal digits only (Nest read 0x21 and 3.3e1 as 33)', async () => {
    await request(app.getHttpServer()).get('/numbers/plain/33?q=-2').expect(200, { n: 33, q: -2 });
    for (const bad of ['0x21', '3.3e1', '1e3', '%20%201', 'abc']) {
      const res = await request(app.getHttpServer()).get(`/numbers/plain/${bad}`).expect(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'n', rule: 'isInt' }] });
    }
    const query = await request(app.getHttpServer()).get('/numbers/plain/1?q=0x21').expect(400);
    expect(query.body.errors).toEqual([{ field: 'q', rule: 'isInt', message: expect.any(String) }]);
    const repeated = await request(app.getHttpServer()).get('/numbers/plain/1?q=1&q=2').expect(400);
    expect(repeated.body.errors[0].field).toBe('q');
  });

  it('parses ids with IdPipe', async () => {
    await request(app.getHttpServer()).get('/numbers/id/007').expect(200, { id: 7 });
    for (const bad of ['0x21', '3.3e1', '-1', '0', '1.5', '%00', '9'.repeat(300)]) {
      const res = await request(app.getHttpServer()).get(`/numbers/id/${bad}`).expect(400);
      expect([bad, res.body.errors]).toEqual([bad, [{ field: 'id', rule: 'isInt', message: expect.any(String) }]]);
    }
  });
});
