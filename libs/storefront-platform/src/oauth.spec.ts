import { createHmac } from 'node:crypto';
import { FakeStorefrontPlatform } from './testing';
import { graphqlPath } from './admin-api';
import { missingScopes, oauthQueryHmac, PLATFORM_APP_SCOPES, PlatformOAuthClient, PlatformOAuthError, verifyOAuthQuery } from './oauth';

const CLIENT = { clientId: 'app-client-id', clientSecret: 'app-client-secret-0123' };
const REDIRECT = 'https://fulfil.example.com/platform/oauth/callback';
const SHOP = 'demo-eats.myshopify.com';

describe('OAuth helpers', () => {
  it("computes the platform's hmac: sorted parameters without hmac, hex HMAC-SHA256 (the platform's documented example)", () => {
    // The example of the platform's documentation: secret "hush".
    const query = { code: '0907a61c0c8d55e99db179b68161bc00', shop: 'some-shop.myshopify.com', state: '0.6784241404160823', timestamp: '1337178173' };
    expect(oauthQueryHmac(query, 'hush')).toBe('700e2dadb827fcc8609e9d5ce208b2e9cdaab9df07390d2cbca10d7c328fc4bf');
    expect(verifyOAuthQuery({ ...query, hmac: '700e2dadb827fcc8609e9d5ce208b2e9cdaab9df07390d2cbca10d7c328fc4bf' }, 'hush')).toBe(true);
    const byHand = createHmac('sha256', 'hush').update('a=1&b=x+y&c=%26').digest('hex');
    expect(oauthQueryHmac({ c: '&', b: 'x y', a: '1', hmac: 'ignored' }, 'hush')).toBe(byHand);
  });

  it('refuses a tampered, missing, malformed or repeated hmac', () => {
    const query = { code: 'abc', shop: SHOP, state: 's', timestamp: '1700000000' };
    const hmac = oauthQueryHmac(query, CLIENT.clientSecret);
    expect(verifyOAuthQuery({ ...query, hmac }, CLIENT.clientSecret)).toBe(true);
    expect(verifyOAuthQuery({ ...query, shop: 'other.myshopify.com', hmac }, CLIENT.clientSecret)).toBe(false);
    expect(verifyOAuthQuery({ ...query, hmac }, 'another-secret')).toBe(false);
    expect(verifyOAuthQuery(query, CLIENT.clientSecret)).toBe(false);
    expect(verifyOAuthQuery({ ...query, hmac: 'zz' }, CLIENT.clientSecret)).toBe(false);
    expect(verifyOAuthQuery({ ...query, hmac: [hmac, hmac] }, CLIENT.clientSecret)).toBe(false);
    expect(verifyOAuthQuery({ ...query, code: ['abc', 'def'], hmac }, CLIENT.clientSecret)).toBe(false);
  });

  it('counts a write scope as its read scope and lists what is missing', () => {
    expect(missingScopes(PLATFORM_APP_SCOPES.join(','), PLATFORM_APP_SCOPES)).toEqual([]);
    expect(missingScopes('write_locations,write_products,read_inventory,write_orders,write_draft_orders', PLATFORM_APP_SCOPES)).toEqual([]);
    expect(missingScopes('read_products,read_draft_orders', PLATFORM_APP_SCOPES)).toEqual([
      'read_locations',
      'read_inventory',
      'read_orders',
      'write_draft_orders',
    ]);
  });
});

/** The grant against the fake platform: install link, authorize, code exchange. */
describe('PlatformOAuthClient against the fake platform', () => {
  const fake = new FakeStorefrontPlatform({ shops: [{ domain: SHOP, accessToken: 'shpat_custom_app_token_1' }] });
  let client: PlatformOAuthClient;
  beforeAll(async () => {
    await fake.start();
    fake.oauth.addApp({ ...CLIENT, redirectUrls: [REDIRECT] });
    client = new PlatformOAuthClient({ ...CLIENT, baseUrl: fake.url, timeoutMs: 500 });
  });
  afterEach(() => fake.restore());
  afterAll(() => fake.stop());

  /** Follows the install link as the merchant's browser on the shop's host does; answers the callback's query. */
  const authorize = async (shop = SHOP): Promise<Record<string, string>> => {
    const link = new URL(client.authorizeUrl({ shopDomain: shop, scopes: PLATFORM_APP_SCOPES, redirectUri: REDIRECT, state: 'nonce-1' }));
    expect(`${link.origin}${link.pathname}`).toBe(`${fake.url}/admin/oauth/authorize`);
    expect(Object.fromEntries(link.searchParams)).toEqual({
      client_id: CLIENT.clientId,
      scope: PLATFORM_APP_SCOPES.join(','),
      redirect_uri: REDIRECT,
      state: 'nonce-1',
    });
    const answer = await new Promise<{ status: number; location: string }>((resolve, reject) => {
      // fetch cannot set Host; the fake names the shop by it, as the platform does.
      require('node:http')
        .get(link, { headers: { host: shop } }, (res: { statusCode: number; headers: { location?: string }; resume(): void }) => {
          res.resume();
          resolve({ status: res.statusCode, location: res.headers.location ?? '' });
        })
        .on('error', reject);
    });
    expect(answer.status).toBe(302);
    return Object.fromEntries(new URL(answer.location).searchParams);
  };

  it('authorizes with a signed callback and exchanges the code once for a working token', async () => {
    const callback = await authorize();
    expect(Object.keys(callback).sort()).toEqual(['code', 'hmac', 'host', 'shop', 'state', 'timestamp']);
    expect([callback['shop'], callback['state']]).toEqual([SHOP, 'nonce-1']);
    expect(client.verify(callback)).toBe(true);
    const token = await client.exchangeCode(SHOP, callback['code']);
    expect(token.scopes).toEqual([...PLATFORM_APP_SCOPES]);
    expect(token.accessToken).toMatch(/^shpat_[0-9a-f]{32}$/);
    // The token works on the Admin API.
    const graphql = await fetch(`${fake.url}${graphqlPath()}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Shopify-Access-Token': token.accessToken },
      body: '{"query":"{ shop { name } }"}',
    });
    expect(graphql.status).toBe(200);
    // A code is single use.
    const again = await client.exchangeCode(SHOP, callback['code']).catch((e: unknown) => e);
    expect(again).toBeInstanceOf(PlatformOAuthError);
    expect([(again as PlatformOAuthError).reason, (again as PlatformOAuthError).status]).toEqual(['rejected', 400]);
    expect(String((again as Error).message)).not.toContain(CLIENT.clientSecret);
  });

  it('fails truthfully on a 5xx and on a timeout, in one attempt', async () => {
    const { code } = await authorize();
    fake.failNext(1, 503, { path: '/admin/oauth/access_token' });
    const before = fake.requestsTo('/admin/oauth/access_token').length;
    const down = await client.exchangeCode(SHOP, code).catch((e: unknown) => e);
    expect([(down as PlatformOAuthError).reason, (down as PlatformOAuthError).status]).toEqual(['server_error', 503]);
    fake.delayResponses(1500);
    const slow = await client.exchangeCode(SHOP, code).catch((e: unknown) => e);
    expect((slow as PlatformOAuthError).reason).toBe('timeout');
    expect(fake.requestsTo('/admin/oauth/access_token').length - before).toBe(2);
  });

  it('refuses another app, a redirect_uri not allowed, an unknown shop', async () => {
    const get = (path: string, host: string) =>
      new Promise<number>((resolve, reject) =>
        require('node:http')
          .get(`${fake.url}${path}`, { headers: { host } }, (res: { statusCode: number; resume(): void }) => {
            res.resume();
            resolve(res.statusCode);
          })
          .on('error', reject),
      );
    const q = (o: Record<string, string>) =>
      `/admin/oauth/authorize?${new URLSearchParams({ client_id: CLIENT.clientId, scope: 'read_orders', redirect_uri: REDIRECT, state: 's', ...o })}`;
    expect(await get(q({ client_id: 'other' }), SHOP)).toBe(400);
    expect(await get(q({ redirect_uri: 'https://attacker.example/cb' }), SHOP)).toBe(400);
    expect(await get(q({}), 'unknown.myshopify.com')).toBe(404);
    expect(await get(q({}), SHOP)).toBe(302);
  });
});
