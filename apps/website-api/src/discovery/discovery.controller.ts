import { Controller, Get, Redirect, Req, UseGuards } from '@nestjs/common';
import { jsonContent, linkBase, OPENAPI_DOCUMENT_SCHEMA, RateLimitGuard } from '@fulfil/platform';
import { ApiOperation, ApiResponse, ApiTags, OpenAPIObject } from '@nestjs/swagger';
import type { Request } from 'express';
import { WebsiteConfig } from '../config';
import { V1_HEADERS } from '../forms/api-docs';
import { versionPolicies, VersionPolicy } from '../versioning/api-versions';
import { OpenApiService } from './openapi.service';

/** A version as `GET /api` and `GET /api/v1` describe it. */
export interface VersionDescription {
  version: string;
  status: 'current' | 'deprecated';
  deprecatedAt?: string;
  sunset?: string;
  successor?: string;
  links: { self: string; openapi: string; reference: string };
  endpoints: Array<{ method: string; path: string; href: string; summary: string }>;
}

const V1_ENDPOINTS = [
  { method: 'POST', path: '/api/v1/contact-form', summary: 'Send the contact form (opens a helpdesk ticket).' },
  { method: 'POST', path: '/api/v1/newsletter-signup', summary: 'Subscribe an address to the newsletter.' },
];

/**
 * Discovery (tag Discovery): `GET /api` lists the versions with their endpoints
 * and links, `GET /api/v1` describes v1, `GET /api/v1/openapi.json` is v1's
 * OpenAPI document (generated from the code), and `GET /api/v1/reference` moved to
 * `/docs`, the platform's reference page of every app (a permanent redirect). Rate
 * limited like the forms; the RateLimit headers and the 429 of each operation are
 * documented by `documentRateLimits` (`OpenApiService`).
 */
@ApiTags('Discovery')
@Controller('api')
@UseGuards(RateLimitGuard)
export class DiscoveryController {
  private readonly versions: VersionPolicy[];

  constructor(
    private readonly openApi: OpenApiService,
    private readonly config: WebsiteConfig,
  ) {
    this.versions = versionPolicies(config);
  }

  @Get()
  @ApiOperation({
    operationId: 'listVersions',
    summary: 'Versions of the API and their endpoints',
    description:
      'The entry point: every version with its status, endpoints and links, the deprecated unversioned paths, and where the reference and the problem types are.',
  })
  @ApiResponse({
    status: 200,
    description: 'The versions, their status (current or deprecated), endpoints and links, and the deprecated unversioned paths.',
    content: jsonContent('ApiIndex'),
  })
  index(@Req() req: Request): object {
    const base = this.base(req);
    return {
      name: 'Website API',
      versions: this.versions.map((v) => this.describe(v, base)),
      unversioned: [
        { method: 'POST', path: '/api/contact-form', href: `${base}/api/contact-form`, deprecated: true, sameAs: '/api/v1/contact-form' },
        { method: 'POST', path: '/api/newsletter-signup', href: `${base}/api/newsletter-signup`, deprecated: true, sameAs: '/api/v1/newsletter-signup' },
      ],
      links: { problems: `${base}/problems`, docs: `${base}/docs` },
    };
  }

  @Get('v1')
  @ApiOperation({ operationId: 'describeV1', summary: 'Version 1: status, endpoints and links', description: 'Version 1 exactly as `GET /api` lists it.' })
  @ApiResponse({ status: 200, description: 'Version 1 as listed by GET /api.', headers: V1_HEADERS, content: jsonContent('VersionDescription') })
  v1(@Req() req: Request): VersionDescription {
    return this.describe(this.versions[0], this.base(req));
  }

  @Get('v1/openapi.json')
  @ApiOperation({ operationId: 'getOpenApiV1', summary: 'OpenAPI 3 document of version 1', description: 'This document; rendered for people at `/docs`.' })
  @ApiResponse({ status: 200, description: 'This document.', headers: V1_HEADERS, content: jsonContent(OPENAPI_DOCUMENT_SCHEMA) })
  openapi(): OpenAPIObject {
    return this.openApi.get();
  }

  @Get('v1/reference')
  @Redirect('/docs', 301)
  @ApiOperation({
    operationId: 'getReferenceV1',
    summary: 'Human-readable reference of version 1 (moved to /docs)',
    description: 'The reference page is `/docs` on every app now; this address redirects there permanently.',
  })
  @ApiResponse({ status: 301, description: 'Moved to `/docs`.', headers: { ...V1_HEADERS, Location: { description: '`/docs`', schema: { type: 'string' } } } })
  reference(): void {
    // The redirect says it all.
  }

  private describe(v: VersionPolicy, base: string): VersionDescription {
    return {
      version: v.version,
      status: v.deprecatedAt ? 'deprecated' : 'current',
      ...(v.deprecatedAt ? { deprecatedAt: v.deprecatedAt.toISOString(), sunset: v.sunset?.toISOString(), successor: v.successor } : {}),
      links: { self: `${base}${v.prefix}`, openapi: `${base}${v.prefix}/openapi.json`, reference: `${base}/docs` },
      endpoints: V1_ENDPOINTS.map((e) => ({ ...e, href: `${base}${e.path}` })),
    };
  }

  private base(_req: Request): string {
    return linkBase(this.config.PUBLIC_BASE_URL);
  }
}
