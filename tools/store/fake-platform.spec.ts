import { createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createWebhookSubscription, PlatformOAuthClient, StorefrontPlatformClient } from '@fulfil/storefront-platform';
import { BAKERY_PLATFORM_LOCATIONS, DEMO_BAKERY_SHOP } from './demo-bakery-catalogue';
import { LOCAL_APP, startLocalPlatform, type LocalStorefrontPlatform } from './fake-platform';

const APP = { clientId: 'spec-client-id', clientSecret: 'spec-client-secret-0123', appUrl: 'http://127.0.0.1:9' };
const CALLBACK = `${APP.appUrl}/platform/oauth/callback`;

/** The inputs of the consent page's form, as a browser submits them. */
function formFields(html: string): URLSearchParams {
  const form = new URLSearchParams();
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) form.set(name, value.replace(/&amp;/g, '&'));
  return form;
}

describe('local fake platform (tools/store/fake-platform.ts)', () => {
  let fake: LocalStorefrontPlatform;
  let url: string;
  let stateDir: string;
  let receiver: Server;
  let receiverUrl: string;
  const received: Array<{ path: string; headers: IncomingHttpHeaders; raw: string }> = [];

  beforeAll(async () => {
    receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({ path: req.url ?? '', headers: req.headers, raw: Buffer.concat(chunks).toString('utf8') });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"result":"applied"}');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
    stateDir = mkdtempSync(join(tmpdir(), 'fake-platform-'));
    ({ fake, url } = await startLocalPlatform({ fulfilmentUrl: receiverUrl, app: APP, stateFile: join(stateDir, 'state.json') }));
  });

  afterAll(async () => {
    await fake.stop();
    await new Promise((resolve) => receiver.close(resolve));
    rmSync(stateDir, { recursive: true, force: true });
  });

  const authorizeUrl = (state: string) =>
    `${url}/admin/oauth/authorize?${new URLSearchParams({ client_id: APP.clientId, scope: 'read_locations,read_inventory', redirect_uri: CALLBACK, state })}`;
  const submit = (form: URLSearchParams) =>
    fetch(`${url}/admin/oauth/authorize`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form, redirect: 'manual' });

  it('asks the merchant to install the app on the demo bakery; Install redirects to the callback signed by Shopify’s rules', async () => {
    const page = await fetch(authorizeUrl('state-1'));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`Install ${LOCAL_APP.name} on ${DEMO_BAKERY_SHOP}?`);
    expect(html).toContain('<button type="submit" name="decision" value="install">Install</button>');
    expect(html).toContain('<button type="submit" name="decision" value="cancel">Cancel</button>');
    expect(html).toContain('<li>read_inventory</li>');

    const form = formFields(html);
    form.set('decision', 'install');
    const answer = await submit(form);
    expect(answer.status).toBe(302);
    const location = new URL(answer.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(CALLBACK);
    const query = Object.fromEntries(location.searchParams);
    expect(Object.keys(query).sort()).toEqual(['code', 'hmac', 'host', 'shop', 'state', 'timestamp']);
    expect(query).toMatchObject({ shop: DEMO_BAKERY_SHOP, state: 'state-1' });
    expect(Math.abs(Number(query['timestamp']) - Date.now() / 1000)).toBeLessThan(60);
    expect(Buffer.from(query['host'], 'base64').toString()).toBe('admin.shopify.com/store/demo-bakery');
    // Shopify: hex HMAC-SHA256 with the client secret of the other parameters sorted by name, `name=value` joined by `&`.
    const message = Object.keys(query)
      .filter((name) => name !== 'hmac')
      .sort()
      .map((name) => `${name}=${query[name]}`)
      .join('&');
    expect(query['hmac']).toBe(createHmac('sha256', APP.clientSecret).update(message).digest('hex'));

    // The code is exchanged once for a token the fake's Admin API takes, kept across restarts.
    const oauth = new PlatformOAuthClient({ clientId: APP.clientId, clientSecret: APP.clientSecret, baseUrl: url });
    const token = await oauth.exchangeCode(DEMO_BAKERY_SHOP, query['code']);
    expect(token.scopes).toEqual(['read_locations', 'read_inventory']);
    expect(JSON.parse(readFileSync(join(stateDir, 'state.json'), 'utf8'))).toEqual({ tokens: [{ shop: DEMO_BAKERY_SHOP, accessToken: token.accessToken }] });
  });

  it('Cancel sends nothing to the app', async () => {
    const form = formFields(await (await fetch(authorizeUrl('state-2'))).text());
    form.set('decision', 'cancel');
    const answer = await submit(form);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('location')).toBeNull();
    expect(await answer.text()).toContain('Installation cancelled');
  });

  it('POST /_dev/stock changes the stock and sends inventory_levels/update to the subscription, signed with the app secret', async () => {
    const accessToken = fake.oauth.issuedTokens.at(-1)?.accessToken ?? '';
    const client = new StorefrontPlatformClient({ shopDomain: DEMO_BAKERY_SHOP, accessToken, baseUrl: url, maxAttempts: 1 });
    await createWebhookSubscription(client, { topic: 'INVENTORY_LEVELS_UPDATE', uri: `${receiverUrl}/v1.0/webhooks/inventory_levels/update` });
    received.length = 0;

    const { faneuil } = BAKERY_PLATFORM_LOCATIONS;
    const answer = await fetch(`${url}/_dev/stock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ shop: DEMO_BAKERY_SHOP, location: faneuil.name, variant: 900201, available: 0 }),
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ deliveries: [{ status: 200, body: { result: 'applied' } }] });

    expect(received).toHaveLength(1);
    const [hook] = received;
    expect(hook.path).toBe('/v1.0/webhooks/inventory_levels/update');
    expect(hook.headers['x-shopify-topic']).toBe('inventory_levels/update');
    expect(hook.headers['x-shopify-shop-domain']).toBe(DEMO_BAKERY_SHOP);
    expect(hook.headers['x-shopify-webhook-id']).toMatch(/^[\w-]{8,}$/);
    expect(hook.headers['x-shopify-hmac-sha256']).toBe(createHmac('sha256', APP.clientSecret).update(hook.raw).digest('base64'));
    expect(JSON.parse(hook.raw)).toEqual({
      inventory_item_id: 9_900_201,
      location_id: faneuil.id,
      available: 0,
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      admin_graphql_api_id: `gid://shopify/InventoryLevel/${faneuil.id}?inventory_item_id=9900201`,
    });
    const stock = (await (await fetch(`${url}/_dev/stock?shop=${DEMO_BAKERY_SHOP}`)).json()) as { levels: Array<Record<string, unknown>> };
    expect(stock.levels).toContainEqual({ location: faneuil.id, variant: 900201, product: 800201, tracked: true, available: 0 });
  });

  it('refuses an unknown location or variant, and a bad quantity', async () => {
    const post = (body: object) => fetch(`${url}/_dev/stock`, { method: 'POST', body: JSON.stringify({ shop: DEMO_BAKERY_SHOP, ...body }) });
    expect((await post({ location: 'Nowhere', variant: 900201, available: 1 })).status).toBe(404);
    expect((await post({ location: BAKERY_PLATFORM_LOCATIONS.chelsea.id, variant: 1, available: 1 })).status).toBe(404);
    expect((await post({ location: BAKERY_PLATFORM_LOCATIONS.chelsea.id, variant: 900201, available: 'many' })).status).toBe(400);
    expect((await fetch(`${url}/_dev/stock`, { method: 'POST', body: 'null' })).status).toBe(400);
  });

  it('names its platform locations as bakeries of the demo store file', () => {
    const file = JSON.parse(readFileSync(join(__dirname, '..', '..', 'demo', 'demo-bakery.json'), 'utf8')) as { locations: Array<{ company_name: string }> };
    const names = new Set(file.locations.map((l) => l.company_name));
    const { chelsea, faneuil, reading, kitchen } = BAKERY_PLATFORM_LOCATIONS;
    expect([chelsea, faneuil, reading].filter((l) => names.has(l.name))).toHaveLength(3);
    expect(names.has(kitchen.name)).toBe(false);
  });
});
