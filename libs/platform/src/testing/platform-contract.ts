import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { gzipSync } from 'node:zlib';
import { listeningAddress, RawAnswer, sendRaw } from './raw-http';

/** The `Accept` of a browser opening a page (Chrome's and Firefox's, less the image types). */
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

/** Asserts an RFC 9457 problem with every member the platform promises. */
function expectProblem(res: request.Response, status: number, code: string): void {
  expect([res.status, res.headers['content-type']]).toEqual([status, expect.stringMatching(/^application\/problem\+json/)]);
  expect(res.body).toMatchObject({
    status,
    code,
    type: expect.stringMatching(/\/problems\/[a-z0-9-]+$/),
    title: expect.any(String),
    detail: expect.any(String),
    instance: expect.any(String),
    hint: expect.any(String),
  });
}

/**
 * The HTTP conventions every app promises (issue: foundation), as one reusable
 * e2e suite each app runs against its own production-configured instance:
 * problem+json 404 and 405 with Allow, malformed bodies (broken, too large, too deep,
 * compressed, with NUL or lone surrogates: docs/api-decisions.md, "Request bodies"),
 * requests Node's HTTP parser refuses (problem bodies too), request ids, security
 * headers and the health probes.
 *
 * @param getApp returns the app under test (created in the caller's beforeAll)
 * @param route a real route of the app: its path, a method it serves and one it does not
 */
export function itHonoursThePlatformContract(
  getApp: () => INestApplication,
  route: { path: string; allowed: string; forbidden: 'delete' | 'put' | 'patch' | 'post' | 'get' },
): void {
  const http = () => request(getApp().getHttpServer());

  it('answers an unknown path with a problem+json 404, never HTML', async () => {
    const res = await http().get('/no/such/path').expect(404);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body).toMatchObject({ status: 404, code: 'NOT_FOUND', title: 'Not found', instance: '/no/such/path' });
    expect(res.body.type).toMatch(/\/problems\/not-found$/);
  });

  it('never copies the Host header (or any host the request names) into an answer, its own or Node parser’s (docs/api-decisions.md, "Links and the Host header")', async () => {
    const res = await http().get('/no/such/path').set('Host', 'evil.example').expect(404);
    expect(JSON.stringify(res.body)).not.toContain('evil.example');
    expect(JSON.stringify(res.headers)).not.toContain('evil.example');
    const address = await listeningAddress(getApp());
    const answers = [
      // a normal 404, and a 404 for an absolute-form target
      [404, 'GET /no/such/path HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n'],
      [404, 'GET http://evil.example/no/such/path HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n'],
      // what Node's parser refuses before any route: malformed requests and headers over 16 KiB
      [400, 'GET / HTTP/1.1\r\nHost: evil.example\r\nContent-Length: abc\r\n\r\n'],
      [400, 'GET / HTTP/1.1\r\nHost: evil.example\r\nBad Header\r\n\r\n'],
      [431, `GET / HTTP/1.1\r\nHost: evil.example\r\nX-Big: ${'b'.repeat(17 * 1024)}\r\n\r\n`],
      [431, `GET /${'a'.repeat(17 * 1024)} HTTP/1.1\r\nHost: evil.example:8080\r\n\r\n`],
      [417, 'GET /healthz HTTP/1.1\r\nHost: evil.example\r\nExpect: something\r\nConnection: close\r\n\r\n'],
    ] as const;
    for (const [status, raw] of answers) {
      const answer = await sendRaw(address, raw);
      const seen = { status: answer.status, type: answer.body ? (JSON.parse(answer.body) as { type?: string }).type : undefined };
      expect(seen).toEqual({ status, type: expect.stringMatching(/^(https?:\/\/[^/]+)?\/problems\/[a-z0-9-]+$/) });
      expect(`${JSON.stringify(answer.headers)}\n${answer.body}`).not.toContain('evil.example');
    }
    // A path starting with two slashes is shown as a path, not as a reference to a host.
    const networkPath = await sendRaw(address, 'GET //evil.example/no/such/path HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect([networkPath.status, JSON.parse(networkPath.body).instance]).toEqual([404, '/evil.example/no/such/path']);
  });

  it('gives every problem the members of RFC 9457 and ours: type, title, status, detail, instance, code, hint', async () => {
    const answers = [
      await http().get('/no/such/path'),
      await http()[route.forbidden](route.path),
      await http().post('/no/such/path').set('Content-Type', 'application/json').send('{"broken":'),
      await http().post('/no/such/path').set('Content-Type', 'text/csv').send('a,b'),
      await http()
        .post('/no/such/path')
        .set('Content-Type', 'application/json')
        .send(JSON.stringify({ big: 'x'.repeat(2 * 1024 * 1024) })),
      await http().get('/problems/no-such-problem'),
    ];
    for (const res of answers) {
      expect({ status: res.status, type: res.headers['content-type'] }).toEqual({
        status: res.body.status,
        type: expect.stringMatching(/^application\/problem\+json/),
      });
      for (const member of ['type', 'title', 'detail', 'instance', 'code', 'hint'])
        expect({ code: res.body.code, [member]: typeof res.body[member] }).toEqual({ code: res.body.code, [member]: 'string' });
    }
    expect(answers.map((a) => a.status)).toEqual([404, 405, 400, expect.any(Number), 413, 404]);
  });

  it('answers a wrong method on a real route with 405 and the Allow header', async () => {
    const res = await http()[route.forbidden](route.path).expect(405);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.headers['allow']).toBe(route.allowed);
    expect(res.body).toMatchObject({ status: 405, code: 'METHOD_NOT_ALLOWED' });
  });

  it('serves liveness and readiness probes', async () => {
    const live = await http().get('/healthz').expect(200);
    // `version`: the app's release, stamped by the build; 0.0.0-dev from sources (docs/releasing.md).
    expect(live.body).toEqual({ status: 'ok', version: expect.stringMatching(/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/) });
    const ready = await http().get('/readyz').expect(200);
    expect(ready.body.status).toBe('ok');
  });

  it('returns the request id it was given, or a new one', async () => {
    const given = await http().get('/healthz').set('X-Request-Id', 'abc-123').expect(200);
    expect(given.headers['x-request-id']).toBe('abc-123');
    const fresh = await http().get('/healthz').expect(200);
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends security headers and hides the framework', async () => {
    const res = await http().get('/healthz').expect(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('resolves the type URI of every problem it can emit to a description', async () => {
    const index = await http().get('/problems').set('Accept', 'application/json').expect(200);
    const codes: string[] = index.body.map((t: { code: string }) => t.code);
    expect(codes).toEqual(expect.arrayContaining(['NOT_FOUND', 'METHOD_NOT_ALLOWED', 'VALIDATION_FAILED', 'INTERNAL_ERROR']));
    for (const code of codes) {
      const slug = code.toLowerCase().replace(/_/g, '-');
      const html = await http().get(`/problems/${slug}`).set('Accept', BROWSER_ACCEPT).expect(200);
      expect(html.headers['content-type']).toMatch(/^text\/html/);
      expect(html.text).toContain(code);
    }
    const missing = await http().get('/problems/no-such-problem').expect(404);
    expect(missing.body.code).toBe('PROBLEM_TYPE_NOT_FOUND');
  });

  it('answers /problems and /problems/<slug> in JSON unless the client prefers HTML as a browser does (docs/api-decisions.md, "Problem types: JSON or HTML")', async () => {
    for (const path of ['/problems', '/problems/not-found']) {
      const answers: Record<string, string> = {};
      for (const accept of [BROWSER_ACCEPT, '*/*', undefined, 'application/json', 'application/problem+json']) {
        const req = http().get(path);
        const res = await (accept === undefined ? req.unset('Accept') : req.set('Accept', accept)).expect(200);
        expect(res.headers['vary']).toMatch(/\bAccept\b/);
        answers[accept ?? '(none)'] = String(res.headers['content-type']).split(';')[0];
      }
      expect([path, answers]).toEqual([
        path,
        {
          [BROWSER_ACCEPT]: 'text/html',
          '*/*': 'application/json',
          '(none)': 'application/json',
          'application/json': 'application/json',
          'application/problem+json': 'application/json',
        },
      ]);
    }
    const list = await http().get('/problems').set('Accept', '*/*').expect(200);
    expect(list.body).toEqual(expect.arrayContaining([expect.objectContaining({ code: 'NOT_FOUND', status: 404 })]));
  });

  it('answers a malformed JSON body with a 400 problem', async () => {
    const res = await http().post('/no/such/path').set('Content-Type', 'application/json').send('{"broken":').expect(400);
    expect(res.body).toMatchObject({ status: 400, code: 'MALFORMED_BODY' });
  });

  it('answers an oversized body with a 413 problem', async () => {
    const res = await http()
      .post('/no/such/path')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ big: 'x'.repeat(2 * 1024 * 1024) }))
      .expect(413);
    expect(res.body).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('refuses JSON nested deeper than 32 levels with 400 BODY_TOO_DEEP before any route runs', async () => {
    const deep = await http()
      .post('/no/such/path')
      .set('Content-Type', 'application/json')
      .send('['.repeat(1500) + ']'.repeat(1500));
    expectProblem(deep, 400, 'BODY_TOO_DEEP');
    expect(deep.body.maxDepth).toBe(32);
    const object = await http()
      .post('/no/such/path')
      .set('Content-Type', 'application/json')
      .send('{"a":'.repeat(33) + '1' + '}'.repeat(33));
    expectProblem(object, 400, 'BODY_TOO_DEEP');
    const limit = await http()
      .post('/no/such/path')
      .set('Content-Type', 'application/json')
      .send('['.repeat(32) + ']'.repeat(32));
    expectProblem(limit, 404, 'NOT_FOUND');
  });

  it('refuses a body sent with a Content-Encoding with 415 UNSUPPORTED_CONTENT_ENCODING and Accept-Encoding: identity', async () => {
    for (const [coding, body] of [
      ['gzip', Buffer.from('{"not":"gzip"}')],
      ['gzip', gzipSync('{"real":"gzip"}')],
      ['deflate', Buffer.from('{}')],
      ['br', Buffer.from('{}')],
      ['x-unknown', Buffer.from('{}')],
    ] as const) {
      const res = await http().post('/no/such/path').set('Content-Type', 'application/json').set('Content-Encoding', coding).send(body);
      expectProblem(res, 415, 'UNSUPPORTED_CONTENT_ENCODING');
      expect([coding, res.headers['accept-encoding']]).toEqual([coding, 'identity']);
    }
    const form = await http().post('/no/such/path').set('Content-Type', 'application/x-www-form-urlencoded').set('Content-Encoding', 'gzip').send('a=1');
    expectProblem(form, 415, 'UNSUPPORTED_CONTENT_ENCODING');
    const identity = await http().post('/no/such/path').set('Content-Type', 'application/json').set('Content-Encoding', 'identity').send('{}');
    expectProblem(identity, 404, 'NOT_FOUND');
  });

  it('refuses a NUL or a lone surrogate in any JSON string, key or form field with 400 naming the field', async () => {
    const json = await http()
      .post('/no/such/path')
      .set('Content-Type', 'application/json')
      .send('{"email":"\\ud800","name":"Ja\\u0000ne","ok":"\\ud83d\\ude00","list":[{"note":"\\udc00x"}]}');
    expectProblem(json, 400, 'VALIDATION_FAILED');
    expect(json.body.errors.map((e: { field: string; rule: string }) => `${e.field}:${e.rule}`)).toEqual([
      'email:wellFormedUnicode',
      'name:noNulCharacter',
      'list[0].note:wellFormedUnicode',
    ]);
    const form = await http().post('/no/such/path').set('Content-Type', 'application/x-www-form-urlencoded').send('firstName=Ja%00ne&lastName=Doe');
    expectProblem(form, 400, 'VALIDATION_FAILED');
    expect(form.body.errors).toEqual([{ field: 'firstName', rule: 'noNulCharacter', message: expect.stringContaining('NUL') }]);
    const literal = await http().post('/no/such/path').set('Content-Type', 'application/x-www-form-urlencoded').send('note=%2500');
    expectProblem(literal, 404, 'NOT_FOUND');
  });

  it('reads JSON in UTF-8 only (415 for another charset)', async () => {
    const res = await http().post('/no/such/path').set('Content-Type', 'application/json; charset=utf-16le').send(Buffer.from('{"a":1}', 'utf16le'));
    expectProblem(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it("answers what Node's HTTP server refuses by itself (headers over 16 KB, malformed HTTP, no Host, an unmet Expect) with a problem+json body", async () => {
    const address = await listeningAddress(getApp());
    const expectRawProblem = (res: RawAnswer, status: number, code: string) => {
      expect([res.status, res.headers['content-type'], res.headers['connection'], res.closed]).toEqual([status, 'application/problem+json', 'close', true]);
      const body = JSON.parse(res.body);
      expect(body).toMatchObject({
        status,
        code,
        title: expect.any(String),
        detail: expect.any(String),
        hint: expect.any(String),
        instance: `urn:uuid:${res.headers['x-request-id']}`,
      });
      expect(body.type).toMatch(new RegExp(`/problems/${code.toLowerCase().replace(/_/g, '-')}$`));
    };
    expectRawProblem(await sendRaw(address, `GET /${'a'.repeat(17 * 1024)} HTTP/1.1\r\nHost: localhost\r\n\r\n`), 431, 'REQUEST_HEADERS_TOO_LARGE');
    expectRawProblem(await sendRaw(address, `GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'b'.repeat(17 * 1024)}\r\n\r\n`), 431, 'REQUEST_HEADERS_TOO_LARGE');
    expectRawProblem(await sendRaw(address, 'GARBAGE\r\n\r\n'), 400, 'MALFORMED_REQUEST');
    expectRawProblem(await sendRaw(address, 'GET / HTTP/1.1\r\nHost: localhost\r\nContent-Length: abc\r\n\r\n'), 400, 'MALFORMED_REQUEST');
    expectRawProblem(
      await sendRaw(address, 'POST /no/such/path HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n'),
      400,
      'MALFORMED_REQUEST',
    );
    const noHost = await sendRaw(address, 'GET /healthz HTTP/1.1\r\nConnection: close\r\n\r\n');
    expect([noHost.status, noHost.headers['content-type'], JSON.parse(noHost.body).code]).toEqual([
      400,
      'application/problem+json; charset=utf-8',
      'MALFORMED_REQUEST',
    ]);
    const unmet = await sendRaw(address, 'GET /healthz HTTP/1.1\r\nHost: localhost\r\nExpect: something\r\nConnection: close\r\n\r\n');
    expect([unmet.status, unmet.headers['content-type'], JSON.parse(unmet.body)]).toEqual([
      417,
      'application/problem+json',
      expect.objectContaining({ code: 'EXPECTATION_FAILED', status: 417, instance: '/healthz', hint: expect.any(String) }),
    ]);
    const ok = await sendRaw(address, 'GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(ok.status).toBe(200);
    const http10 = await sendRaw(address, 'GET /healthz HTTP/1.0\r\n\r\n');
    expect(http10.status).toBe(200);
  });
}
