import type { Express } from 'express';

interface RouterLayer {
  route?: { path: string; methods: Record<string, boolean> };
  match(path: string): boolean;
}

const MIDDLEWARE_WILDCARD = /^\/?(\*|\{\*\w+\})$/;
const ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * The HTTP methods the app serves at a path, read from Express's own route table
 * (so it can never disagree with the routes actually registered). Used to answer
 * 405 with `Allow` where Express would answer 404 (docs/api-decisions.md; docs/external-contracts.md
 * "405 with Allow in NestJS/Express"). GET implies HEAD, as Express serves it.
 *
 * @param app the Express instance under the Nest app
 * @param path the request path without query string
 * @returns upper-case methods in a stable order; empty when no route matches the path
 */
export function allowedMethods(app: Express, path: string): string[] {
  const router = (app as unknown as { router?: { stack: RouterLayer[] } }).router;
  const methods = new Set<string>();
  for (const layer of router?.stack ?? []) {
    // Middleware applied to every path (e.g. `forRoutes('*')`) registers `/{*path}` for
    // every method; it serves nothing, so it does not count.
    if (!layer.route || MIDDLEWARE_WILDCARD.test(layer.route.path) || !layer.match(path)) continue;
    for (const [method, on] of Object.entries(layer.route.methods)) {
      if (!on || method === '_all') continue;
      methods.add(method.toUpperCase());
      if (method === 'get') methods.add('HEAD');
    }
  }
  return [...methods].sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b));
}
