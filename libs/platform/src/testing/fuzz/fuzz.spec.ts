import { Body, Controller, Get, INestApplication, Module, Param, Post } from '@nestjs/common';
import fc from 'fast-check';
import { BaseAppConfig, loadConfig } from '../../config/config';
import { PlatformModule } from '../../platform.module';
import { createTestApp } from '../create-test-app';
import { listeningAddress, RawAnswer } from '../raw-http';
import { describeRequest, FuzzRequest, fuzzRequests, prototypeNameRequests, serializeRequest } from './fuzz-requests';
import { percentEncode, PROTOTYPE_NAMES } from './hostile-inputs';
import { answerViolations, formatFailure, formatReport, runFuzz, runFuzzRequests } from './fuzz-runner';
import { fuzzOperations, OpenApiDocument, schemaResolver } from './openapi-walk';

const DOC: OpenApiDocument = {
  paths: {
    '/things/{id}': {
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'number' } }],
      get: { parameters: [{ name: 'shop', in: 'query', required: true, schema: { type: 'string' } }], responses: {} },
      put: { security: [{ token: [] }], responses: {} },
    },
    '/things': {
      post: { requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } } }, responses: {} },
    },
  },
  components: {
    schemas: {
      Base: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
      Thing: { allOf: [{ $ref: '#/components/schemas/Base' }], properties: { when: { type: 'string', format: 'date' } } },
    },
  },
};

describe('fuzzOperations', () => {
  it('lists every operation with merged parameters, bodies and security', () => {
    const ops = fuzzOperations(DOC);
    expect(ops.map((o) => o.id)).toEqual(['GET /things/{id}', 'PUT /things/{id}', 'POST /things']);
    expect(ops[0].pathParams.map((p) => p.name)).toEqual(['id']);
    expect(ops[0].queryParams.map((p) => p.name)).toEqual(['shop']);
    expect(ops[0].body).toBeUndefined();
    expect(ops[1]).toMatchObject({ secured: true, body: { required: false, contentTypes: ['application/json'] } });
    expect(ops[2].body).toMatchObject({ required: true, contentTypes: ['application/json'], schema: { $ref: '#/components/schemas/Thing' } });
  });

  it('resolves references and allOf', () => {
    const thing = schemaResolver(DOC)({ $ref: '#/components/schemas/Thing' });
    expect(Object.keys(thing.properties ?? {}).sort()).toEqual(['name', 'when']);
    expect(thing.required).toEqual(['name']);
    expect(schemaResolver(DOC)({ $ref: '#/components/schemas/Missing' })).toEqual({});
  });
});

describe('fuzzRequests', () => {
  const sample = (seed: number, runs = 200) => fc.sample(fuzzRequests(DOC, { examples: { shop: ['a.example.com'] } }), { seed, numRuns: runs });

  it('sends the same requests for the same seed', () => {
    expect(sample(7, 50).map(serializeRequest)).toEqual(sample(7, 50).map(serializeRequest));
    expect(sample(7, 50).map(serializeRequest)).not.toEqual(sample(8, 50).map(serializeRequest));
  });

  it('covers every operation, odd path parameters, repeated query keys, hostile bodies and malformed HTTP', () => {
    const requests = sample(1, 1500);
    const ops = new Set(requests.map((r) => r.operation));
    expect(ops).toEqual(new Set(['GET /things/{id}', 'PUT /things/{id}', 'POST /things', 'generic', 'raw']));
    const targets = requests.map((r) => r.target);
    for (const odd of ['/things/0x21', '/things/-1', '/things/1e3', '/things/%00']) expect(targets.some((t) => t.startsWith(odd))).toBe(true);
    expect(targets.some((t) => /[?&]shop=([^&]*)&shop=/.test(t))).toBe(true);
    const bodies = requests.flatMap((r) => (r.body ? [r.body.toString('utf8')] : []));
    expect(bodies.some((b) => b.includes('\\u0000'))).toBe(true);
    expect(bodies.some((b) => /\\ud[89ab]/i.test(b))).toBe(true);
    expect(bodies.some((b) => b.startsWith('[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[['))).toBe(true);
    expect(requests.some((r) => r.headers.some(([k]) => k === 'Content-Encoding'))).toBe(true);
    expect(requests.some((r) => r.raw !== undefined)).toBe(true);
  });

  it('puts the Object.prototype member names in path segments, query keys and values and JSON keys (docs/api-decisions.md, "Names from requests never reach a prototype")', () => {
    const requests = sample(1, 3000);
    for (const name of PROTOTYPE_NAMES) {
      const encoded = percentEncode(name);
      expect([name, 'segment', requests.some((r) => r.target.split('?')[0].split('/').includes(encoded))]).toEqual([name, 'segment', true]);
      expect([name, 'query key', requests.some((r) => new RegExp(`[?&]${encoded}(=|%5B|\\[)`).test(r.target))]).toEqual([name, 'query key', true]);
      expect([name, 'query value', requests.some((r) => new RegExp(`=${encoded}(&|$)`).test(r.target))]).toEqual([name, 'query value', true]);
      expect([name, 'JSON key', requests.some((r) => r.body?.toString('utf8').includes(`"${name}":`))]).toEqual([name, 'JSON key', true]);
    }
  });

  it('builds, for every operation and name, a request with the name everywhere and one with known values and the name as extra keys', () => {
    const requests = prototypeNameRequests(DOC, { shop: ['a.example.com'] });
    expect(requests).toHaveLength(3 * PROTOTYPE_NAMES.length * 2 + 3 * PROTOTYPE_NAMES.length);
    expect(requests.filter((r) => r.operation === 'generic').map((r) => r.target)).toEqual(
      expect.arrayContaining(['/docs/constructor', '/docs/__proto__', '/problems/constructor', '/valueOf']),
    );
    const get = requests.filter((r) => r.operation === 'GET /things/{id}');
    expect(get.slice(0, 2).map((r) => r.target)).toEqual([
      '/things/constructor?shop=constructor&constructor=constructor',
      '/things/constructor?shop=a.example.com&constructor=constructor&constructor%5Bconstructor%5D=1',
    ]);
    const post = requests.find((r) => r.operation === 'POST /things' && r.target.startsWith('/things?__proto__='));
    expect(post?.headers).toEqual([['Content-Type', 'application/json']]);
    expect(JSON.parse(post?.body?.toString('utf8') ?? '')).toEqual(JSON.parse('{"name":"__proto__","when":"__proto__","__proto__":"__proto__"}'));
    expect(requests.filter((r) => r.operation === 'PUT /things/{id}').every((r) => r.credentials)).toBe(true);
  });

  it('writes a request as HTTP/1.1 with Content-Length and Connection: close, and describes it to reproduce', () => {
    const req: FuzzRequest = {
      operation: 'POST /things',
      method: 'POST',
      target: '/things?x=1',
      headers: [['Content-Type', 'application/json']],
      body: Buffer.from('{"name":"é"}'),
      credentials: false,
    };
    const wire = serializeRequest(req).toString('utf8');
    expect(wire).toBe(
      'POST /things?x=1 HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 13\r\nConnection: close\r\n\r\n{"name":"é"}',
    );
    const text = describeRequest(req);
    expect(text).toContain('POST /things?x=1   [POST /things]');
    expect(text).toContain('body: "{\\"name\\":\\"é\\"}"');
    expect(text).toContain(`wire (base64, ${Buffer.byteLength(wire)} bytes): ${Buffer.from(wire).toString('base64')}`);
  });

  it('percent-encodes without throwing on lone surrogates', () => {
    expect(percentEncode('a b/é\ud800')).toBe('a%20b%2F%C3%A9%EF%BF%BD');
  });
});

describe('answerViolations', () => {
  const answer = (status: number, body: unknown, contentType = 'application/problem+json; charset=utf-8', ms = 5): RawAnswer => ({
    status,
    headers: { 'content-type': contentType },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ms,
    closed: true,
  });
  const req = { method: 'GET' } as FuzzRequest;
  const problem = { type: 'http://x/problems/not-found', title: 'Not found', status: 404, detail: 'd', instance: '/x', code: 'NOT_FOUND', hint: 'h' };

  it('accepts a 2xx and a complete problem', () => {
    expect(answerViolations(answer(200, '{}', 'application/json'), req, {})).toEqual([]);
    expect(answerViolations(answer(404, problem), req, {})).toEqual([]);
  });

  it('reports a 5xx, a 4xx that is no complete problem, a slow answer and no answer', () => {
    expect(answerViolations(answer(500, { ...problem, status: 500 }), req, {})).toEqual(['status 500']);
    expect(answerViolations(answer(404, 'nope', 'text/html'), req, {})).toEqual(['4xx with Content-Type text/html']);
    expect(answerViolations(answer(404, { ...problem, hint: undefined }), req, {})).toEqual(['problem without hint']);
    expect(answerViolations(answer(400, problem), req, {})).toEqual(['problem status 404 differs from HTTP 400']);
    expect(answerViolations(answer(404, { ...problem, code: 'not-found' }), req, {})).toEqual(['problem code "not-found" is not UPPER_SNAKE_CASE']);
    expect(answerViolations(answer(200, '{}', 'application/json', 2500), req, {})).toEqual(['answered in 2500 ms (limit 2000 ms)']);
    expect(answerViolations({ status: 0, headers: {}, body: '', ms: 10_000, closed: false }, req, {})).toEqual(['no answer within 10000 ms']);
  });

  it('leaves HEAD bodies and the answers the contract exempts alone', () => {
    expect(answerViolations(answer(404, ''), { method: 'HEAD' } as FuzzRequest, {})).toEqual([]);
    expect(answerViolations(answer(404, '{"error":{}}', 'application/json'), req, { acceptsNonProblem: (a) => a.body.startsWith('{"error"') })).toEqual([]);
  });
});

@Controller('things')
class FragileController {
  @Get(':id') get(@Param('id') id: string) {
    return { id };
  }
  @Post() create(@Body() body: Record<string, unknown>) {
    if (body && typeof body === 'object' && 'name' in body) throw new Error('a bug the fuzzer must find');
    return {};
  }
}

/** A lookup on a plain object by a path segment: `constructor` finds Object's constructor, a function. */
@Controller('labels')
class PrototypeLookupController {
  @Get(':name') get(@Param('name') name: string) {
    const labels: Record<string, string> = { a: 'A' };
    const label = labels[name];
    return { label: label === undefined ? null : label.toUpperCase() };
  }
}

const LABELS_DOC: OpenApiDocument = {
  paths: { '/labels/{name}': { get: { parameters: [{ name: 'name', in: 'path', required: true, schema: { type: 'string' } }], responses: {} } } },
};

describe('runFuzz', () => {
  const config = loadConfig(BaseAppConfig, { LOG_LEVEL: 'silent', NODE_ENV: 'test' });
  @Module({ imports: [PlatformModule.forRoot({ appName: 'fragile', config })], controllers: [FragileController, PrototypeLookupController] })
  class FragileModule {}
  let app: INestApplication;
  beforeAll(async () => {
    app = await createTestApp(FragileModule, config);
  });
  afterAll(() => app.close());

  it('finds a 500 and prints the request that caused it', async () => {
    const report = await runFuzz({ name: 'fragile', address: await listeningAddress(app), document: DOC }, { runs: 150, seed: 3 });
    expect(report.sent).toBe(150);
    expect(report.serverErrors).toBeGreaterThan(0);
    const failure = report.failures.find((f) => f.answer.status === 500);
    expect(failure && formatFailure(failure, 3)).toMatch(
      /^#\d+ \(seed 3\): status 500\nanswer: 500 .*\nPOST \/things.*\[POST \/things\]\n(.|\n)*wire \(base64, \d+ bytes\): /,
    );
    expect(formatReport(report)).toMatch(/^fragile: 150 requests \(seed 3\) in [\d.]+ s\n {2}statuses: .*500: \d+/);
  }, 30_000);

  it('finds a lookup that reaches Object.prototype with the prototype-name requests', async () => {
    const requests = prototypeNameRequests(LABELS_DOC);
    const report = await runFuzzRequests({ name: 'fragile', address: await listeningAddress(app), document: LABELS_DOC }, requests, {
      runs: requests.length,
      seed: 0,
    });
    expect(report.sent).toBe(requests.length);
    expect(report.failures.filter((f) => f.answer.status === 500).map((f) => f.request.target.split('?')[0])).toEqual(
      expect.arrayContaining(['/labels/constructor', '/labels/toString', '/labels/valueOf', '/labels/hasOwnProperty']),
    );
  }, 30_000);
});
