import type { Express } from 'express';
import { Running, startApp } from './support';

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
}

/** Every route Express has registered, as `METHOD /path/{param}` (the OpenAPI spelling). */
function registeredRoutes(r: Running): string[] {
  const express = r.app.getHttpAdapter().getInstance() as Express & { router: { stack: Layer[] } };
  const routes = new Set<string>();
  for (const layer of express.router.stack) {
    if (!layer.route || /^\/?(\*|\{\*\w+\})$/.test(layer.route.path)) continue;
    for (const [method, on] of Object.entries(layer.route.methods)) {
      if (on && method !== '_all') routes.add(`${method.toUpperCase()} ${layer.route.path.replace(/:(\w+)/g, '{$1}')}`);
    }
  }
  return [...routes].sort();
}

/*
 * The OpenAPI document is generated from the code (NestJS Swagger module) and served by
 * the app; this test fails when a registered route is missing from it.
 */
describe('OpenAPI document', () => {
  let r: Running;
  let doc: {
    openapi: string;
    info: { title: string; version: string };
    servers?: { url: string }[];
    paths: Record<string, Record<string, { responses: Record<string, unknown>; parameters?: { name: string; in: string; required?: boolean }[] }>>;
    components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
  };

  beforeAll(async () => {
    r = await startApp('sqlite', { env: { PUBLIC_BASE_URL: 'https://api.example.com' } });
    doc = (await r.http().get('/v1.0/openapi.json').expect(200)).body;
  }, 60_000);
  afterAll(() => r?.close());

  it('documents every route the app serves: public, admin, webhooks and platform', () => {
    // Pages and bundles for browsers are not API operations (docs/openapi.md, "What the documents
    // cover"): the merchant console (/console/...) and the storefront bundles (the loader
    // /widget/v1/*.js and its hashed chunks /widget/v1/chunks/{name}).
    const routes = registeredRoutes(r).filter(
      (route) => !route.startsWith('GET /console') && !/^GET \/widget\/v\d+\/([\w-]+\.js|chunks\/\{name\})$/.test(route),
    );
    expect(routes.length).toBeGreaterThan(40);
    const documented = new Set(Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).map((m) => `${m.toUpperCase()} ${path}`)));
    expect(routes.filter((route) => !documented.has(route))).toEqual([]);
  });

  it('lists the nine endpoints of the specification with their spellings', () => {
    expect(doc.openapi).toMatch(/^3\./);
    expect([doc.info.title, doc.info.version, doc.servers]).toEqual(['Fulfilment-options API', 'v1.0', [{ url: 'https://api.example.com' }]]);
    for (const [method, path] of [
      ['post', '/v1.0/pickup/locations'],
      ['post', '/v1.0/pickup/locations/{locationId}/calendar'],
      ['post', '/v1.0/delivery/locations'],
      ['get', '/v1.0/delivery/locations/{locationId}/calendar/{date}'],
      ['get', '/v1.0/{checkoutMethod}/location/{locationId}/preparation_times'],
      ['post', '/v1.0/{checkoutMethod}/locaitons/{locationId}/conditional_activation'],
      ['post', '/v1.0/{checkoutMethod}/conditional_activation'],
      ['get', '/v1.0/settings'],
      ['get', '/v1.0/shipping/calendar'],
    ]) {
      const operation = doc.paths[path]?.[method];
      expect([path, !!operation]).toEqual([path, true]);
      expect(operation.parameters?.some((p) => p.name === 'shop' && p.in === 'query' && p.required)).toBe(true);
    }
  });

  it('documents reservations (201, 409 SLOT_FULL, 422) and the NO_LOCATIONS_FOUND envelope', () => {
    expect(Object.keys(doc.paths['/v1.0/reservations'].post.responses)).toEqual(expect.arrayContaining(['201', '200', '409', '422', '400', '404']));
    expect(Object.keys(doc.paths['/v1.0/delivery/locations'].post.responses)).toEqual(expect.arrayContaining(['200']));
    expect(JSON.stringify(doc.paths['/v1.0/delivery/locations'].post.responses['200'])).toContain('NoLocationsEnvelope');
    expect(doc.components.schemas.NoLocationsEnvelope).toBeDefined();
    expect(doc.components.schemas.ProductPreparationSchema.properties).toHaveProperty('preperation_value');
    expect(doc.components.schemas.PickupLocationSchema.properties).toHaveProperty('distance');
  });
});
