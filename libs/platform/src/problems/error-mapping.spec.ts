import { Controller, Get, INestApplication, Module } from '@nestjs/common';
import { ProblemError } from '@fulfil/problem-details';
import request from 'supertest';
import { BaseAppConfig, loadConfig } from '../config/config';
import { PlatformModule } from '../platform.module';
import { createTestApp } from '../testing/create-test-app';
import { mapKnownError, registerErrorMapper } from './error-mapping';

class LibraryError extends Error {
  readonly code = 'LIBRARY_DOWN';
}

@Controller('mapped')
class MappedController {
  @Get('known') known() {
    throw new LibraryError('secret host 10.0.0.5');
  }
  @Get('unknown') unknown() {
    throw new Error('kaput');
  }
}

describe('registerErrorMapper', () => {
  let app: INestApplication;
  beforeAll(async () => {
    registerErrorMapper('spec-library', (error) =>
      (error as { code?: unknown })?.code === 'LIBRARY_DOWN'
        ? new ProblemError({
            status: 503,
            code: 'DEPENDENCY_UNAVAILABLE',
            detail: 'The library is down.',
            hint: 'Retry later.',
            headers: { 'Retry-After': '5' },
          })
        : undefined,
    );
    const config = loadConfig(BaseAppConfig, { LOG_LEVEL: 'silent', NODE_ENV: 'test' });
    @Module({ imports: [PlatformModule.forRoot({ appName: 'mapping-test', config })], controllers: [MappedController] })
    class MappingModule {}
    app = await createTestApp(MappingModule, config);
  });
  afterAll(() => app?.close());

  it('the filter answers the problem a registered mapper makes of an error, with its headers, revealing nothing else', async () => {
    const res = await request(app.getHttpServer()).get('/mapped/known').expect(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.body).toEqual({
      type: expect.stringMatching(/\/problems\/dependency-unavailable$/),
      title: 'Dependency unavailable',
      status: 503,
      detail: 'The library is down.',
      instance: '/mapped/known',
      code: 'DEPENDENCY_UNAVAILABLE',
      hint: 'Retry later.',
    });
    expect(res.text).not.toContain('10.0.0.5');
  });

  it('leaves errors no mapper knows to the 500 fallback', async () => {
    const res = await request(app.getHttpServer()).get('/mapped/unknown').expect(500);
    expect(res.body.code).toBe('INTERNAL_ERROR');
    expect(mapKnownError(new Error('kaput'))).toBeUndefined();
  });

  it('describes DEPENDENCY_UNAVAILABLE with its hint at /problems/dependency-unavailable', async () => {
    const json = await request(app.getHttpServer()).get('/problems/dependency-unavailable').set('Accept', 'application/json').expect(200);
    expect(json.body).toMatchObject({ code: 'DEPENDENCY_UNAVAILABLE', status: 503, hint: expect.stringMatching(/Retry-After/) });
    const html = await request(app.getHttpServer()).get('/problems/dependency-unavailable').set('Accept', 'text/html').expect(200);
    expect(html.text).toContain('What to do: Retry after');
  });
});
