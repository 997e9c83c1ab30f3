import express, { RequestHandler } from 'express';
import helmet, { HelmetOptions } from 'helmet';
import request from 'supertest';
import { constantHeaders } from './constant-headers';

const HELMET_OPTIONS: HelmetOptions[] = [
  {
    contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginResourcePolicy: { policy: 'cross-origin' as const },
  },
  { contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], scriptSrc: ["'self'", 'https://example.com'] } } },
];

/** Headers of one answer of an Express app with `middleware`, minus the ones that differ per answer. */
async function headersWith(middleware: RequestHandler): Promise<Record<string, unknown>> {
  const app = express();
  app.use(middleware);
  app.get('/', (_req, res) => res.json({ ok: true }));
  const { headers } = await request(app).get('/').expect(200);
  delete headers.date;
  delete headers.etag;
  return headers;
}

describe('constantHeaders', () => {
  it.each(HELMET_OPTIONS)('sets exactly what helmet sets (%#), in the same order, without running helmet per request', async (options) => {
    const real = helmet(options);
    const recorded = constantHeaders(real);
    expect(recorded).not.toBe(real);
    const expected = await headersWith(real);
    const actual = await headersWith(recorded);
    expect(Object.entries(actual)).toEqual(Object.entries(expected));
    expect(actual['x-powered-by']).toBeUndefined();
  });

  it('falls back to the middleware itself when it reads the request, waits or fails', () => {
    const readsRequest: RequestHandler = (req, res, next) => {
      res.setHeader('X-Path', req.path);
      next();
    };
    const waits: RequestHandler = (_req, _res, next) => void setImmediate(next);
    const fails: RequestHandler = (_req, _res, next) => next(new Error('no'));
    for (const middleware of [readsRequest, waits, fails]) expect(constantHeaders(middleware)).toBe(middleware);
  });
});
