import { AdminTokenRepository } from '@fulfil/store-settings';
import { FuzzRequest, FuzzTarget, listeningAddress } from '@fulfil/platform/testing';
import { GeoService } from '@fulfil/storefront';
import { signWebhook } from '../src/fulfilment/webhooks/hmac';
import { BAKERY, demoFile, LONDON, Running, startApp } from './support';

/** fulfilment-api running for a fuzz run, and how to stop it. */
export interface RunningFuzzTarget {
  target: FuzzTarget;
  running: Running;
  close(): Promise<void>;
}

const BAKERY_WEBHOOK_SECRET = String((demoFile('demo-bakery').shop as { webhook_secret: string }).webhook_secret);

/**
 * Starts fulfilment-api exactly as production does (createTestApp, the shared bootstrap,
 * its CORS options) on a fresh SQLite database holding the demo bakery and London shops,
 * listening on loopback, and describes it for `runFuzz`: its OpenAPI document
 * (`GET /v1.0/openapi.json`: public, admin and webhook operations), the shops, location
 * and slot ids that exist, and credentials: requests of admin operations may carry the
 * bakery's admin token, webhook requests a valid signature of their body, so those
 * bodies reach validation. The reservation rate limit is raised out of the way. Used by
 * `test/fuzz.e2e-spec.ts` and by `npm run fuzz` (tools/scripts/fuzz.ts).
 */
export async function startFulfilmentFuzzTarget(): Promise<RunningFuzzTarget> {
  const running = await startApp('sqlite', {
    stores: [demoFile('demo-bakery'), demoFile('demo-london')],
    env: {
      RESERVATION_RATE_LIMIT: '1000000',
      // The app install configured (without it both routes answer 503 by design); no fuzzed callback can carry a valid hmac.
      PLATFORM_CLIENT_ID: 'fuzz-client-id',
      PLATFORM_CLIENT_SECRET: 'fuzz-client-secret-0123',
      PLATFORM_APP_URL: 'https://fulfil.example.com',
    },
  });
  // As main.ts does: the geocoder's data is loaded before the first request, not by it.
  running.app.get(GeoService).preload();
  const token = (await new AdminTokenRepository(running.db.dataSource).create(BAKERY, 'fuzz')).token;
  const locations: number[] = (await running.db.dataSource.query('SELECT id FROM locations ORDER BY id')).map((r: { id: number | string }) => Number(r.id));
  const slots: number[] = (await running.db.dataSource.query('SELECT id FROM slots ORDER BY id LIMIT 20')).map((r: { id: number | string }) => Number(r.id));
  const document = (await running.http().get('/v1.0/openapi.json').expect(200)).body;
  const authorise = (req: FuzzRequest): FuzzRequest => {
    if (req.operation.includes(' /admin/'))
      return { ...req, headers: [...req.headers.filter(([k]) => k.toLowerCase() !== 'authorization'), ['Authorization', `Bearer ${token}`]] };
    if (req.operation.includes('/webhooks/')) {
      const headers = req.headers.filter(([k]) => !/^x-shopify-(hmac-sha256|shop-domain)$/i.test(k));
      return {
        ...req,
        headers: [...headers, ['X-Shopify-Shop-Domain', BAKERY], ['X-Shopify-Hmac-Sha256', signWebhook(req.body ?? Buffer.alloc(0), BAKERY_WEBHOOK_SECRET)]],
      };
    }
    return req;
  };
  const cart = [{ variant_id: 39001, product_id: 7001, quantity: 1 }];
  return {
    running,
    target: {
      name: 'fulfilment-api',
      address: await listeningAddress(running.app),
      document,
      examples: {
        shop: [BAKERY, LONDON],
        locationId: locations,
        id: locations,
        slotId: slots,
        checkoutMethod: ['pickup', 'delivery', 'shipping'],
        method: ['pickup', 'delivery', 'shipping'],
        date: ['2026-03-10', '2026-03-11', '2026-03-12', '2026-03-14'],
        geoSearchQuery: ['10001', '60601', 'SE1 7PB', '40.75,-73.99', 'Chicago'],
        shoppingCart: [JSON.stringify(cart), cart, '39001:2', { original_total_price: 1200, total_weight: 500, items: [] }],
        limit: [1, 10, 200],
        page: [1, 2],
      },
      authorise,
      // The API specification's one non-problem error (docs/api-decisions.md, "The shop parameter and errors").
      acceptsNonProblem: (answer) => answer.status === 404 && /^\{"error":\{"code":"NO_LOCATIONS_FOUND"/.test(answer.body),
    },
    close: () => running.close(),
  };
}
