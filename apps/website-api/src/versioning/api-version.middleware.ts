import { Injectable, NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { WebsiteConfig } from '../config';
import { VersionPolicy, versionHeaders, versionPolicies } from './api-versions';

/**
 * Adds the version headers ({@link versionHeaders}) to every response under a
 * version's prefix (`/api/v1`, `/api/v1/...`), errors included, since it runs
 * before routing. The unversioned paths get none.
 */
@Injectable()
export class ApiVersionMiddleware implements NestMiddleware {
  private readonly versions: Array<{ policy: VersionPolicy; headers: Record<string, string> }>;

  constructor(config: WebsiteConfig) {
    this.versions = versionPolicies(config).map((policy) => ({ policy, headers: versionHeaders(policy) }));
  }

  use(req: Request, res: Response, next: NextFunction): void {
    const path = (req.originalUrl ?? req.url).split('?')[0];
    const match = this.versions.find(({ policy }) => path === policy.prefix || path.startsWith(`${policy.prefix}/`));
    if (match) for (const [name, value] of Object.entries(match.headers)) res.setHeader(name, value);
    next();
  }
}
