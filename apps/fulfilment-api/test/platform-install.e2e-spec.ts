import { request as httpGet } from 'node:http';
import { describeEachEngine } from '@fulfil/database/testing';
import { AdminTokenRepository, PlatformCredentialsRepository } from '@fulfil/store-settings';
import { sampleStoreFile } from '@fulfil/store-settings/testing';
import { PLATFORM_APP_SCOPES } from '@fulfil/storefront-platform';
import { FakeStorefrontPlatform } from '@fulfil/storefront-platform/testing';
import type { RecordedRequest } from '@fulfil/platform/testing';
import { Running, startApp, TestClock } from './support';

const SHOP_A = 'shop-a.myshopify.com';
const SHOP_B = 'shop-b.myshopify.com';
/** A platform shop no shop here has: the install makes it. */
const STRANGER = 'stranger.myshopify.com';
const APP = { clientId: 'e2e-client-id', clientSecret: 'e2e-client-secret-0123456789' };
const APP_URL = 'https://fulfil.example.com';
const CALLBACK = `${APP_URL}/platform/oauth/callback`;

/**
 * The storefront-platform app install (docs/platform-install.md) against the fake platform:
 * install link → the platform's authorize page → the signed callback → the code exchange →
 * the token stored sealed; and every refusal, none of which stores anything. Plus the SSRF
 * rule of the pasted-token path (`PUT /admin/v1.0/storefront-platform`).
 */
describeEachEngine('storefront-platform install (OAuth)', (engine) => {
  const fake = new FakeStorefrontPlatform({
    shops: [
      { domain: SHOP_A, accessToken: 'shpat_custom_app_token_a' },
      { domain: SHOP_B, accessToken: 'shpat_custom_app_token_b' },
      {
        domain: STRANGER,
        accessToken: 'shpat_custom_app_token_s',
        profile: { ianaTimezone: 'Europe/Berlin', unitSystem: 'METRIC_SYSTEM', shopAddress: { country: 'Germany', countryCodeV2: 'DE' } },
      },
    ],
  });
  const clock = new TestClock(Date.now());
  let r: Running;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    await fake.start();
    fake.oauth.addApp({ ...APP, redirectUrls: [CALLBACK] });
    r = await startApp(engine, {
      stores: [sampleStoreFile(SHOP_A), sampleStoreFile(SHOP_B)],
      clock,
      env: {
        PLATFORM_CLIENT_ID: APP.clientId,
        PLATFORM_CLIENT_SECRET: APP.clientSecret,
        PLATFORM_APP_URL: APP_URL,
        STOREFRONT_PLATFORM_BASE_URL: fake.url,
        PLATFORM_OAUTH_TIMEOUT_MS: '500',
      },
    });
    for (const shop of [SHOP_A, SHOP_B]) {
      tokens[shop] = (await new AdminTokenRepository(r.db.dataSource).create(shop, 'e2e')).token;
      ids[shop] = Number((await r.db.dataSource.query('SELECT id FROM shops WHERE domain = ?', [shop]))[0].id);
    }
  }, 60_000);
  beforeEach(() => clock.set(Date.now()));
  afterEach(async () => {
    await fake.restore();
    fake.oauth.withhold([]);
  });
  afterAll(async () => {
    await r?.close();
    await fake.stop();
  });

  const status = async (shop: string) =>
    (await r.http().get('/admin/v1.0/storefront-platform').set('Authorization', `Bearer ${tokens[shop]}`).expect(200)).body as { configured: boolean };

  /** `GET /platform/install?shop=`; answers the authorize URL it redirects to. */
  const installLink = async (shop: string): Promise<URL> => {
    const res = await r.http().get(`/platform/install?shop=${shop}`).expect(302);
    return new URL(res.headers['location']);
  };

  /** The merchant approves on `asShop`'s host at the fake; answers the callback's query (as the browser would follow it). */
  const approve = (link: URL, asShop: string): Promise<Record<string, string>> =>
    new Promise((resolve, reject) => {
      httpGet(link, { headers: { host: asShop } }, (res) => {
        res.resume();
        if (res.statusCode !== 302) return reject(new Error(`authorize answered ${res.statusCode}`));
        const location = new URL(String(res.headers.location));
        expect(`${location.origin}${location.pathname}`).toBe(CALLBACK);
        resolve(Object.fromEntries(location.searchParams));
      })
        .on('error', reject)
        .end();
    });

  const callback = (query: Record<string, string>) => r.http().get(`/platform/oauth/callback?${new URLSearchParams(query)}`);

  it('installs: install link → authorize → callback; the token is stored sealed and the status says configured', async () => {
    expect(await status(SHOP_A)).toMatchObject({ configured: false });
    const link = await installLink(SHOP_A);
    expect(`${link.origin}${link.pathname}`).toBe(`${fake.url}/admin/oauth/authorize`);
    const params = Object.fromEntries(link.searchParams);
    expect(params).toEqual({
      client_id: APP.clientId,
      scope: PLATFORM_APP_SCOPES.join(','),
      redirect_uri: CALLBACK,
      state: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    const query = await approve(link, SHOP_A);
    expect(query['state']).toBe(params['state']);
    const done = await callback(query).expect(200);
    expect(done.headers['content-type']).toMatch(/^text\/html/);
    expect(done.text).toContain(`${SHOP_A} is connected`);

    expect(await status(SHOP_A)).toMatchObject({ configured: true });
    const issued = fake.oauth.issuedTokens.at(-1);
    expect(issued?.shop).toBe(SHOP_A);
    const opened = await r.app.get(PlatformCredentialsRepository).open(ids[SHOP_A]);
    expect([opened?.platformDomain, opened?.accessToken.reveal()]).toEqual([SHOP_A, issued?.accessToken]);
    const raw = JSON.stringify(await r.db.dataSource.query('SELECT * FROM platform_credentials'));
    expect(raw).not.toContain(String(issued?.accessToken));
    expect(done.text).not.toContain(String(issued?.accessToken));

    // The state was single use: the same callback again is refused before any exchange.
    const exchanges = fake.requestsTo('/admin/oauth/access_token').length;
    const replay = await callback(query).expect(400);
    expect(replay.body).toMatchObject({ code: 'INSTALL_STATE_INVALID', reason: 'unknown' });
    expect(fake.requestsTo('/admin/oauth/access_token')).toHaveLength(exchanges);
  });

  it('refuses a tampered hmac (401) and stores nothing', async () => {
    const query = await approve(await installLink(SHOP_B), SHOP_B);
    const exchanges = fake.requestsTo('/admin/oauth/access_token').length;
    const flipped = query['hmac'].replace(/^./, (c) => (c === '0' ? '1' : '0'));
    expect((await callback({ ...query, hmac: flipped }).expect(401)).body).toMatchObject({ code: 'INSTALL_SIGNATURE_INVALID' });
    expect((await callback({ ...query, code: `${query['code']}0` }).expect(401)).body).toMatchObject({ code: 'INSTALL_SIGNATURE_INVALID' });
    const { hmac: _dropped, ...unsigned } = query;
    expect((await callback(unsigned).expect(401)).body).toMatchObject({ code: 'INSTALL_SIGNATURE_INVALID' });
    expect(fake.requestsTo('/admin/oauth/access_token')).toHaveLength(exchanges);
    expect(await status(SHOP_B)).toMatchObject({ configured: false });
  });

  it('refuses an expired state and a stale callback', async () => {
    clock.set(Date.now() - 11 * 60_000); // the install link was made 11 minutes ago
    const link = await installLink(SHOP_B);
    clock.set(Date.now());
    const expired = await callback(await approve(link, SHOP_B)).expect(400);
    expect(expired.body).toMatchObject({ code: 'INSTALL_STATE_INVALID', reason: 'expired' });

    const query = await approve(await installLink(SHOP_B), SHOP_B);
    clock.set(Date.now() + 6 * 60_000); // the callback arrives 6 minutes after the platform signed it
    expect((await callback(query).expect(400)).body).toMatchObject({ code: 'INSTALL_CALLBACK_STALE' });
    expect(await status(SHOP_B)).toMatchObject({ configured: false });
  });

  it('refuses a callback for another shop than the install link, and a bad shop domain', async () => {
    // The link was made for shop B, but the merchant approved on shop A (whose credentials must not change).
    const before = await r.app.get(PlatformCredentialsRepository).open(ids[SHOP_A]);
    const query = await approve(await installLink(SHOP_B), SHOP_A);
    expect(query['shop']).toBe(SHOP_A);
    expect((await callback(query).expect(400)).body).toMatchObject({ code: 'INSTALL_STATE_INVALID', reason: 'other_shop' });
    expect((await r.app.get(PlatformCredentialsRepository).open(ids[SHOP_A]))?.accessToken.reveal()).toBe(before?.accessToken.reveal());
    expect(await status(SHOP_B)).toMatchObject({ configured: false });

    for (const shop of ['169.254.169.254', 'localhost', 'evil.myshopify.com.attacker.com']) {
      const res = await r
        .http()
        .get(`/platform/install?shop=${encodeURIComponent(shop)}`)
        .expect(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [expect.objectContaining({ field: 'shop' })] });
    }
  });

  it("makes the shop when none here has the domain (the platform's time zone, country and unit), only after the token, and gives a console sign-in", async () => {
    const shopRows = async () => Number((await r.db.dataSource.query('SELECT COUNT(*) AS n FROM shops WHERE domain = ?', [STRANGER]))[0].n);
    // An install link alone makes nothing; nor does a callback whose profile read fails.
    const first = await approve(await installLink(STRANGER), STRANGER);
    expect(await shopRows()).toBe(0);
    // Only this shop's calls (by the token its install gets): the first syncs the earlier installs started may still be calling.
    const strangers = (request: RecordedRequest) =>
      fake.oauth.issuedTokens.some((t) => t.shop === STRANGER && t.accessToken === request.headers['x-shopify-access-token']);
    fake.failNext(3, 503, { path: '/admin/api/2026-10/graphql.json', when: strangers });
    expect((await callback(first).expect(502)).body).toMatchObject({ code: 'PLATFORM_SHOP_UNREADABLE', reason: 'server_error' });
    expect(await shopRows()).toBe(0);
    await fake.restore();
    const page = await callback(await approve(await installLink(STRANGER), STRANGER)).expect(200);
    expect(page.text).toContain(`${STRANGER} is connected. A shop was made for it here, in its time zone.`);
    const token = /<code id="console-token">([^<]+)<\/code>/.exec(page.text)?.[1] ?? '';
    const shop = await r.http().get('/admin/v1.0/shop').set('Authorization', `Bearer ${token}`).expect(200);
    expect(shop.body).toMatchObject({
      domain: STRANGER,
      timezone: 'Europe/Berlin',
      base_country_code: 'DE',
      base_country_name: 'Germany',
      measurement_format: 'kilometers',
    });
    const connected = await r.http().get('/admin/v1.0/storefront-platform').set('Authorization', `Bearer ${token}`).expect(200);
    expect(connected.body).toMatchObject({ configured: true });
    // A second install keeps the shop (and gives another sign-in).
    const again = await callback(await approve(await installLink(STRANGER), STRANGER)).expect(200);
    expect(again.text).not.toContain('A shop was made');
    expect(await shopRows()).toBe(1);
  });

  it('answers truthfully when the code exchange fails (5xx, timeout) and stores nothing', async () => {
    const query = await approve(await installLink(SHOP_B), SHOP_B);
    fake.failNext(1, 500, { path: '/admin/oauth/access_token' });
    const down = await callback(query).expect(502);
    expect(down.body).toMatchObject({ code: 'PLATFORM_TOKEN_EXCHANGE_FAILED', reason: 'server_error' });

    const slow = await approve(await installLink(SHOP_B), SHOP_B);
    fake.delayResponses(1500);
    const timedOut = await callback(slow).expect(504);
    expect(timedOut.body).toMatchObject({ code: 'PLATFORM_TOKEN_EXCHANGE_FAILED', reason: 'timeout' });
    expect(await status(SHOP_B)).toMatchObject({ configured: false });
    expect(JSON.stringify([down.body, timedOut.body])).not.toContain(APP.clientSecret);
  });

  it('refuses a token without every needed scope and stores nothing', async () => {
    fake.oauth.withhold(['read_inventory']);
    const query = await approve(await installLink(SHOP_B), SHOP_B);
    const res = await callback(query).expect(403);
    expect(res.body).toMatchObject({ code: 'PLATFORM_SCOPES_MISSING', missing: ['read_inventory'] });
    expect(fake.oauth.issuedTokens.at(-1)?.scope).not.toContain('read_inventory');
    expect(await status(SHOP_B)).toMatchObject({ configured: false });
  });

  it('refuses every SSRF host on the pasted-token path (PUT), naming shop_domain', async () => {
    for (const host of ['127.0.0.1', '169.254.169.254', 'foo.internal', 'localhost', '[::1]', '10.0.0.1.nip.io', 'evil.myshopify.com.attacker.com']) {
      const res = await r
        .http()
        .put('/admin/v1.0/storefront-platform')
        .set('Authorization', `Bearer ${tokens[SHOP_B]}`)
        .send({ shop_domain: host, access_token: 'shpat_custom_app_token_b' });
      expect([host, res.status]).toEqual([host, 400]);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(['shop_domain']);
    }
    expect(await status(SHOP_B)).toMatchObject({ configured: false });
  });
});
