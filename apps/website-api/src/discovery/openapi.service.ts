import { Injectable } from '@nestjs/common';
import { HttpAdapterHost, ModulesContainer } from '@nestjs/core';
import { attachExamples, buildOpenApiDocument, documentRateLimits, OpenApiDocumentService } from '@fulfil/platform';
import type { OpenAPIObject } from '@nestjs/swagger';
import { WebsiteConfig } from '../config';
import { WEBSITE_PROBLEM_CODES } from '../problems';
import examples from './examples.json';
import { DISCOVERY_SCHEMAS } from './schemas';

/** The document's description, with the configured rate limit. */
const description = (limit: number, windowSeconds: number) => `The website's form API: the contact form (opens a helpdesk ticket) and the newsletter signup.

**Content types.** Form bodies are \`application/x-www-form-urlencoded\` or \`multipart/form-data\` (text fields only); \`application/json\` with the same fields is accepted too. Anything else is 415.

**Errors.** Every error is an RFC 9457 problem (\`application/problem+json\`) with a stable \`code\`; its \`type\` URI (\`/problems/<code-in-kebab-case>\`) resolves to a description. Codes: ${WEBSITE_PROBLEM_CODES.map((c) => `\`${c}\``).join(', ')}.

**Rate limits.** ${limit} requests per ${windowSeconds} seconds per client IP and endpoint. Every response of an API operation carries \`RateLimit\`, \`RateLimit-Policy\`, \`RateLimit-Limit\`, \`RateLimit-Remaining\` and \`RateLimit-Reset\`; a 429 adds \`Retry-After\`. Pace requests with \`RateLimit-Remaining\`.

**Versions.** /api/v1 carries the compatibility promise and \`API-Version: v1\`. A deprecated version adds \`Deprecation\`, \`Sunset\` and \`Link: <...>; rel="successor-version"\` and answers for at least 12 months after. The unversioned /api/contact-form and /api/newsletter-signup are deprecated aliases of v1 that keep working, without \`API-Version\`.`;

/**
 * Builds the OpenAPI document of v1 from the controllers' decorators once the app
 * has started, so every app built by the shared bootstrap (production and e2e
 * tests) serves the same document; rendered at `/docs`. Every response documents the
 * rate-limit headers and every operation its 429 (`documentRateLimits`; docs/openapi.md,
 * "Rate limits in the document"). Its examples are answers
 * recorded through the app (`examples.json`, written by `npm run openapi:examples`;
 * docs/openapi.md).
 */
@Injectable()
export class OpenApiService extends OpenApiDocumentService {
  constructor(
    modules: ModulesContainer,
    adapterHost: HttpAdapterHost,
    private readonly config: WebsiteConfig,
  ) {
    super(modules, adapterHost, config);
  }

  protected build(): OpenAPIObject {
    const builder = this.documentBuilder('Website API', 'v1', description(this.config.RATE_LIMIT, this.config.RATE_LIMIT_WINDOW_SECONDS))
      .addTag('Contact', 'The contact form: a helpdesk ticket per enquiry.')
      .addTag('Newsletter', 'Newsletter signup.')
      .addTag('Discovery', 'Versions, this document and its reference page.');
    // Only the website API's own paths (not the platform's probes, problem pages and /docs).
    const document = buildOpenApiDocument(this.modules, this.adapterHost, builder.build(), (path) => path.startsWith('/api'));
    document.components = { ...document.components, schemas: { ...document.components?.schemas, ...DISCOVERY_SCHEMAS } };
    // Every operation is rate limited (the guard on the forms and discovery, the unrouted
    // middleware for 404 and 405): the RateLimit headers on every response, a 429 on each.
    documentRateLimits(document, { policy: { limit: this.config.RATE_LIMIT, windowSeconds: this.config.RATE_LIMIT_WINDOW_SECONDS } });
    return attachExamples(document, examples);
  }
}
