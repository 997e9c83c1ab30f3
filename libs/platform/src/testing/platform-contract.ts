import type { INestApplication } from '@nestjs/common';
import request from 'supertest';

/**
 * The HTTP conventions every app promises (issue: foundation), as one reusable
 * e2e suite each app runs against its own production-configured instance:
 * problem+json 404 and 405 with Allow, malformed bodies, request ids, security
 * headers and the health probes.
 *
 * @param getApp returns the app under test (created in the caller's beforeAll)
 * @param route a real route of the app: its path, a method it serves and one it does not
 */
export function itHonoursThePlatformContract(getApp: () => INestApplication, route: { path: string; allowed: string; forbidden: 'delete' | 'put' | 'patch' | 'post' | 'get' }): void {
  const http = () => request(getApp().getHttpServer());

  it('answers an unknown path with a problem+json 404, never HTML', async () => {
    const res = await http().get('/no/such/path').expect(404);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body).toMatchObject({ status: 404, code: 'NOT_FOUND', title: 'Not found', instance: '/no/such/path' });
    expect(res.body.type).toMatch(/\/problems\/not-found$/);
  });

  it('never copies the Host header into an answer', async () => {
    const res = await http().get('/no/such/path').set('Host', 'evil.example').expect(404);
    expect(JSON.stringify(res.body)).not.toContain('evil.example');
  });

  it('gives every problem the members of RFC 9457 and ours: type, title, status, detail, instance, code, hint', async () => {
    const answers = [
      await http().get('/no/such/path'),
      await http()[route.forbidden](route.path),
      await http().post('/no/such/path').set('Content-Type', 'application/json').send('{"broken":'),
      await http().post('/no/such/path').set('Content-Type', 'text/csv').send('a,b'),
      await http().post('/no/such/path').set('Content-Type', 'application/json').send(JSON.stringify({ big: 'x'.repeat(2 * 1024 * 1024) })),
      await http().get('/problems/no-such-problem'),
    ];
    for (const res of answers) {
      expect({ status: res.status, type: res.headers['content-type'] }).toEqual({ status: res.body.status, type: expect.stringMatching(/^application\/problem\+json/) });
      for (const member of ['type', 'title', 'detail', 'instance', 'code', 'hint']) expect({ code: res.body.code, [member]: typeof res.body[member] }).toEqual({ code: res.body.code, [member]: 'string' });
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
    await http().get('/healthz').expect(200, { status: 'ok' });
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
      const html = await http().get(`/problems/${slug}`).expect(200);
      expect(html.headers['content-type']).toMatch(/^text\/html/);
      expect(html.text).toContain(code);
    }
    const missing = await http().get('/problems/no-such-problem').expect(404);
    expect(missing.body.code).toBe('PROBLEM_TYPE_NOT_FOUND');
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
}
