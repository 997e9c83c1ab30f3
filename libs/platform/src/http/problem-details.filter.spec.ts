import { Body, Controller, Get, INestApplication, Module, Post } from '@nestjs/common';
import { IsEmail, IsInt, IsString, MinLength, ValidateNested, Max } from 'class-validator';
import { Type } from 'class-transformer';
import request from 'supertest';
import { GENERIC_HINT, ProblemError } from '@fulfil/problem-details';
import { BaseAppConfig, loadConfig } from '../config/config';
import { PlatformModule } from '../platform.module';
import { createTestApp } from '../testing/create-test-app';
import { itHonoursThePlatformContract } from '../testing/platform-contract';

class Line {
  @IsInt() @Max(10) quantity: number;
}
class Order {
  @IsEmail() email: string;
  @IsString() @MinLength(1) name: string;
  @ValidateNested({ each: true }) @Type(() => Line) lines: Line[];
}

@Controller('things')
class ThingsController {
  @Get() list() {
    return [];
  }
  @Post() create(@Body() order: Order) {
    return order;
  }
  @Get('boom') boom() {
    throw new Error('secret database password in /srv/app.ts line 42');
  }
  @Get('domain') domain() {
    throw new ProblemError({ status: 409, code: 'SLOT_FULL', detail: 'The slot is full.', hint: 'Pick another slot.' });
  }
  @Get('uncatalogued') uncatalogued() {
    throw new ProblemError({ status: 422, code: 'SOMETHING_ODD', detail: 'Odd.' });
  }
  @Get('conflict') conflict() {
    throw new ProblemError({ status: 409, code: 'CONFLICT', detail: 'Someone else changed it.' });
  }
}

const config = loadConfig(BaseAppConfig, { LOG_LEVEL: 'silent', NODE_ENV: 'test' });

@Module({ imports: [PlatformModule.forRoot({ appName: 'test', config })], controllers: [ThingsController] })
class TestModule {}

describe('ProblemDetailsFilter through the shared bootstrap', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await createTestApp(TestModule, config);
  });
  afterAll(() => app.close());

  itHonoursThePlatformContract(() => app, { path: '/things', allowed: 'GET, HEAD, POST', forbidden: 'delete' });

  it('lists every failing field of a DTO, nested ones with their path', async () => {
    const res = await request(app.getHttpServer())
      .post('/things')
      .send({ email: 'nope', name: '', lines: [{ quantity: 11 }], extra: 1 })
      .expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    const fields = res.body.errors.map((e: { field: string; rule: string }) => `${e.field}:${e.rule}`);
    expect(fields).toEqual(expect.arrayContaining(['email:isEmail', 'name:minLength', 'lines[0].quantity:max', 'extra:unknownField']));
  });

  it('hides the internals of an unexpected error behind a 500 problem', async () => {
    const res = await request(app.getHttpServer()).get('/things/boom').expect(500);
    expect(res.body).toMatchObject({ status: 500, code: 'INTERNAL_ERROR', title: 'Internal server error' });
    expect(JSON.stringify(res.body)).not.toMatch(/secret|srv|line 42|stack/);
  });

  it('sends a domain ProblemError with its own status, code and hint', async () => {
    const res = await request(app.getHttpServer()).get('/things/domain').expect(409);
    expect(res.body).toMatchObject({ status: 409, code: 'SLOT_FULL', detail: 'The slot is full.', hint: 'Pick another slot.', title: 'SLOT_FULL' });
  });

  it('sends the catalogue hint of a problem that carries none', async () => {
    const res = await request(app.getHttpServer()).get('/things/conflict').expect(409);
    expect(res.body).toMatchObject({
      status: 409,
      code: 'CONFLICT',
      title: 'Conflict',
      detail: 'Someone else changed it.',
      hint: 'Read the resource again and retry with its current state.',
    });
  });

  it('sends a generic hint when neither the problem nor its catalogue entry has one', async () => {
    const res = await request(app.getHttpServer()).get('/things/uncatalogued').expect(422);
    expect(res.body).toMatchObject({ code: 'SOMETHING_ODD', hint: GENERIC_HINT });
  });
});
