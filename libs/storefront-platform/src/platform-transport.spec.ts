import type { LookupAddress } from 'node:dns';
import { TransportError } from '@fulfil/platform';
import { FakeStorefrontPlatform } from './testing';
import { StorefrontPlatformClient } from './admin-client';
import { SHOP_DOMAIN_PATTERN } from './client-config';
import { StorefrontPlatformError } from './platform-error';
import { ADDRESS_NOT_PUBLIC, isPublicAddress, publicAddressLookup, sendPublic, sendToPlatform } from './platform-transport';

const TOKEN = 'shpat_secret_0123456789abcdef';

/** Server-side request forgery (docs/platform-install.md): only <handle>.myshopify.com, and only at public addresses. */
describe('platform transport: no request to a private, loopback or link-local address', () => {
  const fake = new FakeStorefrontPlatform({ shops: [{ domain: 'demo-eats.myshopify.com', accessToken: TOKEN }] });
  let port: string;
  beforeAll(async () => {
    await fake.start();
    port = new URL(fake.url).port;
  });
  afterAll(() => fake.stop());
  beforeEach(() => {
    fake.requests.length = 0;
  });

  const SSRF_HOSTS = [
    '127.0.0.1',
    '169.254.169.254',
    'foo.internal',
    'localhost',
    '[::1]',
    '10.0.0.1.nip.io',
    'evil.myshopify.com.attacker.com',
    'Demo.myshopify.com',
  ];

  it('accepts only <handle>.myshopify.com as a shop domain', () => {
    for (const host of SSRF_HOSTS) expect([host, SHOP_DOMAIN_PATTERN.test(host)]).toEqual([host, false]);
    for (const host of ['demo-eats.myshopify.com', '0shop.myshopify.com']) expect(SHOP_DOMAIN_PATTERN.test(host)).toBe(true);
  });

  it('refuses to build a client for a stored bad domain: a clear, non-retryable failure, and no request', () => {
    for (const host of SSRF_HOSTS) {
      let thrown: unknown;
      try {
        new StorefrontPlatformClient({ shopDomain: host, accessToken: TOKEN, baseUrl: fake.url });
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(StorefrontPlatformError);
      const failure = (thrown as StorefrontPlatformError).failure;
      expect([failure.operation, failure.reason, (thrown as StorefrontPlatformError).retryable]).toEqual(['connect', 'rejected', false]);
      expect(failure.message).toContain('is not <handle>.myshopify.com');
    }
    expect(fake.requests).toEqual([]);
  });

  it('judges addresses: loopback, private, link-local, CGNAT, mapped and reserved are not public', () => {
    const notPublic = [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:169.254.169.254',
      '::ffff:7f00:1',
      'localhost',
      '',
    ];
    const isPublic = ['23.227.38.65', '8.8.8.8', '2620:127:f00f:5::1', '::ffff:23.227.38.65'];
    expect(notPublic.filter(isPublicAddress)).toEqual([]);
    expect(isPublic.filter((a) => !isPublicAddress(a))).toEqual([]);
  });

  it('does not connect when DNS answers a private address, even for a name that looks public', async () => {
    // localhost resolves to loopback through the system resolver: the connection is refused before it opens.
    const error = await sendPublic(`http://localhost:${port}/admin/oauth/access_token`, { method: 'POST', headers: {}, body: '{}', timeoutMs: 2000 }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(TransportError);
    expect([(error as TransportError).kind, (error as TransportError).errorCode, (error as TransportError).requestNotSent]).toEqual([
      'network',
      ADDRESS_NOT_PUBLIC,
      true,
    ]);
    // A resolver that answers one public and one link-local address (DNS rebinding) is refused too.
    const rebinding = async (): Promise<LookupAddress[]> => [
      { address: '23.227.38.65', family: 4 },
      { address: '169.254.169.254', family: 4 },
    ];
    const viaRebinding = await sendPublic(`http://evil-shop.myshopify.com:${port}/`, { method: 'GET', headers: {}, timeoutMs: 2000 }, rebinding).catch(
      (e: unknown) => e,
    );
    expect((viaRebinding as TransportError).errorCode).toBe(ADDRESS_NOT_PUBLIC);
    // An IP literal never reaches the resolver.
    const literal = await sendPublic(`http://127.0.0.1:${port}/`, { method: 'GET', headers: {}, timeoutMs: 2000 }).catch((e: unknown) => e);
    expect((literal as TransportError).errorCode).toBe(ADDRESS_NOT_PUBLIC);
    expect(fake.requests).toEqual([]);
  });

  it('answers a lookup with the resolved public addresses unchanged', async () => {
    const lookup = publicAddressLookup(async () => [{ address: '23.227.38.65', family: 4 }]);
    const one = await new Promise((resolve, reject) =>
      lookup('demo-eats.myshopify.com', {}, (e, address, family) => (e ? reject(e) : resolve([address, family]))),
    );
    expect(one).toEqual(['23.227.38.65', 4]);
    const all = await new Promise((resolve, reject) =>
      lookup('demo-eats.myshopify.com', { all: true }, (e, addresses) => (e ? reject(e) : resolve(addresses))),
    );
    expect(all).toEqual([{ address: '23.227.38.65', family: 4 }]);
  });

  it('sends to the configured override as is, and never to a bad shop domain', async () => {
    const ok = await sendToPlatform({ shopDomain: 'demo-eats.myshopify.com', baseUrl: fake.url }, `${fake.url}/nowhere`, {
      method: 'GET',
      headers: {},
      timeoutMs: 2000,
    });
    expect(ok.status).toBe(404);
    expect(fake.requests).toHaveLength(1);
    const refused = await sendToPlatform({ shopDomain: '169.254.169.254', baseUrl: fake.url }, `${fake.url}/nowhere`, {
      method: 'GET',
      headers: {},
      timeoutMs: 2000,
    }).catch((e: unknown) => e);
    expect((refused as TransportError).errorCode).toBe(ADDRESS_NOT_PUBLIC);
    expect(fake.requests).toHaveLength(1);
  });
});
