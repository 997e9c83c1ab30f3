import { CanActivate, createParamDecorator, ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { ProblemError } from '@fulfil/problem-details';
import { AdminTokenRepository } from '@fulfil/store-settings';

/** A request the guard let through: the shop its token belongs to. */
export type AdminRequest = Request & { adminShopId?: number };

function unauthorized(detail: string, invalidToken: boolean): ProblemError {
  return new ProblemError({
    status: 401,
    code: 'UNAUTHORIZED',
    detail,
    hint: 'Send Authorization: Bearer <token>; tokens are created with `npm run admin:token -- create <shop-domain>`.',
    headers: { 'WWW-Authenticate': invalidToken ? 'Bearer realm="admin", error="invalid_token"' : 'Bearer realm="admin"' },
  });
}

/**
 * Admin API authentication: `Authorization: Bearer <token>` with a token of the
 * `admin_tokens` table (stored as SHA-256, not revoked). The token's shop is the only
 * shop the request can see; anything of another shop answers 404. Missing or invalid
 * credentials answer 401 with `WWW-Authenticate: Bearer`.
 */
@Injectable()
export class AdminAuthGuard implements CanActivate {
  constructor(private readonly tokens: AdminTokenRepository) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<AdminRequest>();
    const header = req.header('authorization');
    if (!header) throw unauthorized('This endpoint needs an admin bearer token.', false);
    const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
    if (!match) throw unauthorized('The Authorization header must be "Bearer <token>".', false);
    const found = await this.tokens.verify(match[1]);
    if (!found) throw unauthorized('The bearer token is unknown or revoked.', true);
    req.adminShopId = found.shopId;
    return true;
  }
}

/** The id of the shop the request's admin token belongs to (set by {@link AdminAuthGuard}). */
export const AdminShop = createParamDecorator((_data: unknown, context: ExecutionContext): number => {
  const id = context.switchToHttp().getRequest<AdminRequest>().adminShopId;
  if (id === undefined) throw unauthorized('This endpoint needs an admin bearer token.', false);
  return id;
});
