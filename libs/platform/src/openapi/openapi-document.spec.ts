import type { OpenAPIObject } from '@nestjs/swagger';
import type { HttpAdapterHost, ModulesContainer } from '@nestjs/core';
import { BaseAppConfig, loadConfig } from '../config/config';
import { OpenApiDocumentService } from './openapi-document';
import { documentRateLimits, RATE_LIMIT_HEADER_NAMES } from './rate-limit-docs';

/** A document service with no controllers: what `documentBuilder` gives. */
class BareDocument extends OpenApiDocumentService {
  protected build(): OpenAPIObject {
    return { ...this.documentBuilder('Test API', '1', 'A test.').build(), paths: {} };
  }
}

const serversOf = (env: Record<string, string>) =>
  new BareDocument({} as ModulesContainer, {} as HttpAdapterHost, loadConfig(BaseAppConfig, { NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env })).get().servers;

describe('OpenApiDocumentService servers (docs/openapi.md, "How a document is built")', () => {
  it('names PUBLIC_BASE_URL, absolute and without its trailing slash, when it is set', () => {
    expect(serversOf({ PUBLIC_BASE_URL: 'https://api.example.com/' })).toEqual([{ url: 'https://api.example.com' }]);
    expect(serversOf({ PUBLIC_BASE_URL: 'https://example.com/widget' })).toEqual([{ url: 'https://example.com/widget' }]);
  });

  it('names "/" (the host that served the document) only when PUBLIC_BASE_URL is unset', () => {
    expect(serversOf({})).toEqual([{ url: '/' }]);
  });
});

describe('documentRateLimits (docs/openapi.md, "Rate limits in the document")', () => {
  const document = (): OpenAPIObject => ({
    openapi: '3.0.0',
    info: { title: 't', version: '1' },
    paths: {
      '/limited': {
        post: {
          responses: {
            '200': { description: 'ok', headers: { 'API-Version': { schema: { type: 'string' } }, RateLimit: { schema: { type: 'string' } } } },
            '303': { description: 'see other', headers: { Location: { schema: { type: 'string' } } } },
            '405': { description: 'no', headers: { Allow: { schema: { type: 'string' } } } },
            '503': { description: 'down', headers: { 'Retry-After': { schema: { type: 'integer' } } } },
            default: { description: 'any' },
          },
        },
        get: { responses: { '200': { description: 'ok' }, '429': { description: 'RATE_LIMITED: own words' } } },
      },
      '/free': { get: { responses: { '200': { description: 'ok' } } } },
    },
  });

  it('puts the five RateLimit headers on every response of a limited operation, once as components', () => {
    const doc = documentRateLimits(document(), { policy: { limit: 30, windowSeconds: 60 }, limited: (path) => path === '/limited' });
    expect(Object.keys(doc.components?.headers ?? {})).toEqual([...RATE_LIMIT_HEADER_NAMES, 'Retry-After']);
    expect(doc.components?.headers?.['RateLimit-Policy']).toMatchObject({ description: expect.stringContaining('`30;w=60`') });
    const post = doc.paths['/limited'].post?.responses ?? {};
    for (const status of ['200', '303', '405', '503', 'default', '429'])
      expect([status, Object.keys((post[status] as { headers?: object }).headers ?? {}).slice(0, 5)]).toEqual([status, [...RATE_LIMIT_HEADER_NAMES]]);
    expect(post['200']).toMatchObject({ headers: { RateLimit: { $ref: '#/components/headers/RateLimit' }, 'API-Version': { schema: { type: 'string' } } } });
    expect(post['303']).toMatchObject({ headers: { Location: { schema: { type: 'string' } } } });
    expect(post['503']).toMatchObject({ headers: { 'Retry-After': { schema: { type: 'integer' } } } });
  });

  it('gives each limited operation a 429 problem with Retry-After, keeping a 429 it documents itself', () => {
    const doc = documentRateLimits(document(), { policy: { limit: 5, windowSeconds: 10 }, limited: (path) => path === '/limited' });
    const added = doc.paths['/limited'].post?.responses['429'] as { description: string; headers: Record<string, unknown>; content: object };
    expect(added.description).toMatch(/^RATE_LIMITED: more than 5 requests in 10 seconds/);
    expect(added.headers['Retry-After']).toEqual({ $ref: '#/components/headers/Retry-After' });
    expect(added.content).toEqual({ 'application/problem+json': { schema: { $ref: '#/components/schemas/ProblemDetails' } } });
    expect(doc.paths['/limited'].get?.responses['429']).toMatchObject({
      description: 'RATE_LIMITED: own words',
      headers: { 'Retry-After': expect.anything() },
    });
    expect(doc.paths['/free'].get?.responses).toEqual({ '200': { description: 'ok' } });
  });

  it('limits every operation when no filter is given', () => {
    const doc = documentRateLimits(document(), { policy: { limit: 30, windowSeconds: 60 } });
    expect(Object.keys(doc.paths['/free'].get?.responses ?? {})).toEqual(['200', '429', 'default']);
  });
});
