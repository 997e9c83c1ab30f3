/**
 * `npm start`'s storefront platform: the fake of @fulfil/storefront-platform/testing on
 * 127.0.0.1:FAKE_PLATFORM_PORT (3007), knowing two shops:
 * - `demo-eats.myshopify.com`, connected by pasting the access token DEMO_PLATFORM_TOKEN
 *   (tools/scripts/start.mjs), whose paid invoices' orders go to fulfilment-api's order
 *   webhook (FULFILMENT_API_URL, http://127.0.0.1:3001) signed with its webhook secret
 *   (docs/draft-orders.md, "Local runs");
 * - `demo-bakery.myshopify.com`, where the local app (PLATFORM_CLIENT_ID / PLATFORM_CLIENT_SECRET,
 *   default {@link LOCAL_APP}; redirection URL `<PLATFORM_APP_URL>/platform/oauth/callback`) is
 *   installed by OAuth after a consent page, with a catalogue to sync (./demo-bakery-catalogue.ts).
 *
 * Webhooks go to the subscriptions fulfilment-api creates, signed with the app's client secret.
 * `GET /_dev/stock?shop=` lists a shop's stock and `POST /_dev/stock {shop, location, variant,
 * available}` changes it and sends `inventory_levels/update` (docs/platform-install.md, "Try it
 * locally"). Tokens issued by installs are kept in FAKE_PLATFORM_STATE (data/fake-platform.json)
 * so that they still work after a restart.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { dirname } from 'node:path';
import type { RecordedRequest } from '@fulfil/platform/testing';
import { FakeStorefrontPlatform, sendPlatformWebhook, type FakeCatalogue } from '@fulfil/storefront-platform/testing';
import { DEMO_BAKERY_SHOP, demoBakeryCatalogue } from './demo-bakery-catalogue';

/** The demo shop's access token at the fake (not a secret: the fake exists only locally). */
export const DEMO_PLATFORM_TOKEN = 'shpat_demo_eats_local_fake_platform';

/**
 * The app registered with the fake for local runs (not secrets: the fake exists only locally).
 * The platform (and this fake) signs an app's webhooks with the app's client secret, which
 * fulfilment-api verifies (PLATFORM_CLIENT_SECRET; docs/platform-install.md, "Webhooks").
 */
export const LOCAL_APP = { name: 'Fulfilment (local)', clientId: 'fulfil-local-dev-app', clientSecret: 'fulfil-local-dev-app-secret' } as const;

/** Options of {@link startLocalPlatform}. */
export interface LocalPlatformOptions {
  /** 0 (default): a free port. */
  port?: number;
  /** fulfilment-api's origin (demo-eats's order webhook). */
  fulfilmentUrl: string;
  /** The app registered (default {@link LOCAL_APP}) and the origin its callback is on. */
  app: { clientId: string; clientSecret: string; appUrl: string };
  /** Where install tokens are kept across restarts; none: not kept. */
  stateFile?: string;
}

/** A change of stock as the dev endpoint reports it: the webhook's payload and each delivery's answer. */
interface StockChange {
  level: Record<string, unknown>;
  deliveries: Array<{ url: string; status: number; body: unknown }>;
  note?: string;
}

/** The fake platform with the dev endpoints and webhook delivery of local runs. */
export class LocalStorefrontPlatform extends FakeStorefrontPlatform {
  constructor(
    private readonly clientSecret: string,
    private readonly saveTokens: () => void,
  ) {
    super();
  }

  /**
   * Sends a webhook of `topic` (`inventory_levels/update`) with `payload` to each of the shop's
   * subscriptions to it, signed with the app's client secret as the platform does; resolves
   * with each answer (status 0: not delivered).
   */
  async deliver(shop: string, topic: string, payload: unknown): Promise<StockChange['deliveries']> {
    const subscriptions = this.webhookSubscriptions.of(shop).filter((s) => s.topic === topic.toUpperCase().replace(/\//g, '_'));
    return Promise.all(
      subscriptions.map(({ uri }) =>
        sendPlatformWebhook({ url: uri, secret: this.clientSecret, topic, shopDomain: shop, payload }).then(
          (answer) => ({ url: uri, ...answer }),
          (error: unknown) => ({ url: uri, status: 0, body: String(error) }),
        ),
      ),
    );
  }

  protected override route(request: RecordedRequest, res: ServerResponse): void {
    if (this.requests.length > 1000) this.requests.splice(0, this.requests.length - 1000);
    if (new URL(request.path, this.url).pathname === '/_dev/stock') {
      this.devStock(request, res).catch((error: unknown) => this.json(res, 500, { errors: String(error) }));
      return;
    }
    super.route(request, res);
    this.saveTokens();
  }

  private async devStock(request: RecordedRequest, res: ServerResponse): Promise<void> {
    const url = new URL(request.path, this.url);
    const listed = url.searchParams.get('shop') ?? DEMO_BAKERY_SHOP;
    if (request.method === 'GET') return this.json(res, 200, stockOf(listed, this.bulk.catalogue(listed)));
    if (request.method !== 'POST') return this.json(res, 405, { errors: 'GET or POST' });
    let body: unknown;
    try {
      body = JSON.parse(request.body);
    } catch {
      body = undefined;
    }
    if (!isRecord(body)) return this.json(res, 400, { errors: 'The body is JSON {shop, location, variant, available}' });
    const shop = typeof body['shop'] === 'string' ? body['shop'] : DEMO_BAKERY_SHOP;
    const catalogue = this.bulk.catalogue(shop);
    const location = [...catalogue.locations.values()].find((l) => l.id === Number(body['location']) || l.name === body['location']);
    const variant = [...catalogue.products.values()].flatMap((p) => p.variants).find((v) => v.id === Number(body['variant']));
    const available = body['available'];
    if (!location || !variant) {
      const unknown = location ? 'variant' : 'location';
      return this.json(res, 404, { errors: `No ${unknown} ${JSON.stringify(body[unknown])} at ${shop}; GET /_dev/stock?shop=${shop} lists them` });
    }
    if (available !== null && !Number.isSafeInteger(available))
      return this.json(res, 400, { errors: 'available is an integer, or null (no longer stocked there)' });
    catalogue.setAvailable(variant.inventoryItemId, location.id, available as number | null);
    const level = {
      inventory_item_id: variant.inventoryItemId,
      location_id: location.id,
      available,
      updated_at: new Date().toISOString(),
      admin_graphql_api_id: `gid://shopify/InventoryLevel/${location.id}?inventory_item_id=${variant.inventoryItemId}`,
    };
    const deliveries = await this.deliver(shop, 'inventory_levels/update', level);
    const note = deliveries.length
      ? undefined
      : 'No inventory_levels/update subscription for this shop yet: install the app (fulfilment-api subscribes on install and at start).';
    this.json(res, 200, { level, deliveries, ...(note ? { note } : {}) } satisfies StockChange);
  }
}

/** The tokens kept by earlier runs (none when the file is missing or unreadable, with a warning). */
function readState(file: string | undefined): { tokens?: Array<{ shop: string; accessToken: string }> } {
  if (!file || !existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as { tokens?: Array<{ shop: string; accessToken: string }> };
  } catch (error) {
    console.warn(`fake storefront platform: ignoring ${file} (${String(error)})`);
    return {};
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A shop's catalogue as `GET /_dev/stock` lists it. */
function stockOf(shop: string, catalogue: FakeCatalogue): object {
  const variants = [...catalogue.products.values()].flatMap((p) => p.variants.map((v) => ({ ...v, productId: p.id })));
  return {
    shop,
    locations: [...catalogue.locations.values()].map(({ id, name }) => ({ id, name })),
    levels: [...catalogue.levels].flatMap(([item, at]) => {
      const v = variants.find((x) => x.inventoryItemId === item);
      return [...at].map(([location, available]) => ({ location, variant: v?.id, product: v?.productId, tracked: v?.tracked, available }));
    }),
  };
}

/**
 * Starts the local fake platform (see the file comment): demo-eats with its pasted token, the
 * local app, the demo bakery with its catalogue (and the tokens of earlier installs from
 * `stateFile`). Consent is asked at install; the install link's shop is the bakery when the
 * request's host names none (always, through STOREFRONT_PLATFORM_BASE_URL).
 */
export async function startLocalPlatform(options: LocalPlatformOptions): Promise<{ fake: LocalStorefrontPlatform; url: string }> {
  const saved = readState(options.stateFile);
  let savedCount = 0;
  const fake: LocalStorefrontPlatform = new LocalStorefrontPlatform(options.app.clientSecret, () => {
    const issued = fake.oauth.issuedTokens;
    if (!options.stateFile || issued.length === savedCount) return;
    savedCount = issued.length;
    const latest = new Map([...(saved.tokens ?? []), ...issued].map((t) => [t.shop, { shop: t.shop, accessToken: t.accessToken }]));
    mkdirSync(dirname(options.stateFile), { recursive: true });
    writeFileSync(options.stateFile, `${JSON.stringify({ tokens: [...latest.values()] }, null, 2)}\n`);
  });
  fake.addShop({
    domain: 'demo-eats.myshopify.com',
    accessToken: DEMO_PLATFORM_TOKEN,
    webhook: { url: `${options.fulfilmentUrl}/v1.0/webhooks/orders/create`, secret: 'demo-eats-webhook-secret' },
  });
  // The bakery exists at the fake before any install, with a token nobody knows.
  fake.addShop({ domain: DEMO_BAKERY_SHOP, accessToken: `shpat_${randomBytes(16).toString('hex')}` });
  for (const t of saved.tokens ?? []) fake.addShop({ domain: t.shop, accessToken: t.accessToken });
  fake.bulk.setCatalogue(DEMO_BAKERY_SHOP, demoBakeryCatalogue());
  fake.oauth.addApp({
    name: LOCAL_APP.name,
    clientId: options.app.clientId,
    clientSecret: options.app.clientSecret,
    redirectUrls: [`${options.app.appUrl}/platform/oauth/callback`],
  });
  fake.oauth.askConsent = true;
  fake.oauth.defaultShop = DEMO_BAKERY_SHOP;
  // fulfilment-api's local callbacks are http://127.0.0.1:3001/... (the platform takes only https).
  fake.webhookSubscriptions.allowHttp = true;
  const { url } = await fake.start(options.port ?? 0);
  return { fake, url };
}

async function main(): Promise<void> {
  const app = {
    clientId: process.env.PLATFORM_CLIENT_ID ?? LOCAL_APP.clientId,
    clientSecret: process.env.PLATFORM_CLIENT_SECRET ?? LOCAL_APP.clientSecret,
    appUrl: process.env.PLATFORM_APP_URL ?? 'http://127.0.0.1:3001',
  };
  const { fake, url } = await startLocalPlatform({
    port: Number(process.env.FAKE_PLATFORM_PORT ?? 3007),
    fulfilmentUrl: process.env.FULFILMENT_API_URL ?? 'http://127.0.0.1:3001',
    app,
    stateFile: process.env.FAKE_PLATFORM_STATE ?? 'data/fake-platform.json',
  });
  console.log(`fake storefront platform on ${url}: app client id ${app.clientId}, client secret ${app.clientSecret} (local values)`);
  const stop = () => void fake.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
