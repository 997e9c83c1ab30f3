import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { send, TransportError, type HttpReply, type SendOptions } from '@fulfil/platform';
import { SHOP_DOMAIN_PATTERN } from './client-config';

/**
 * The one way this library reaches the storefront platform (docs/platform-install.md,
 * "Server-side request forgery"). A shop's own host (`https://<handle>.myshopify.com`, the
 * default of every client) is reached only at public unicast addresses: the host name is
 * resolved, and every address it resolves to is checked against the special-use ranges
 * below BEFORE the connection opens (a custom `lookup` of `node:https`, so the address
 * checked is the one connected to: no second resolution an attacker's DNS could answer
 * differently). A base-URL override (`STOREFRONT_PLATFORM_BASE_URL`, set only from the
 * environment by tests, local runs and operators, never from the admin API) is taken as
 * configured and reached with the global `fetch`, as before.
 */

/** `TransportError.errorCode` of a connection refused because the address is not public. */
export const ADDRESS_NOT_PUBLIC = 'EADDRNOTPUBLIC';

/** Special-use ranges (IANA IPv4/IPv6 special-purpose registries): loopback, private, link-local, CGNAT, documentation, multicast, reserved. */
const NOT_PUBLIC_V4 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  NOT_PUBLIC_V4.addSubnet(network, prefix, 'ipv4');
// A separate list: BlockList also matches IPv4 addresses against IPv4-mapped IPv6 rules.
const NOT_PUBLIC_V6 = new BlockList();
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['::ffff:0:0', 96], // IPv4-mapped: the dotted form is judged as its IPv4 address (below), any other spelling refused
  ['64:ff9b::', 96], // NAT64: embeds an IPv4 address
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23], // IETF protocol assignments, Teredo
  ['2001:db8::', 32],
  ['2002::', 16], // 6to4: embeds an IPv4 address
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  NOT_PUBLIC_V6.addSubnet(network, prefix, 'ipv6');

/**
 * True when `address` (an IPv4 or IPv6 literal, IPv6 without brackets) is a public unicast
 * address; false for loopback, private, link-local, CGNAT, documentation, multicast,
 * reserved and unspecified addresses, and for anything that is not an IP address. An
 * IPv4-mapped IPv6 address (`::ffff:127.0.0.1`) is judged as its IPv4 address.
 */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !NOT_PUBLIC_V4.check(address, 'ipv4');
  if (family !== 6) return false;
  const mapped = /^(?:0{0,4}:){0,5}:?ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return isPublicAddress(mapped[1]);
  return !NOT_PUBLIC_V6.check(address, 'ipv6');
}

/** Resolves a host name to all its addresses (`dns.lookup`, the system resolver). */
export type ResolveAll = (hostname: string, family: number) => Promise<LookupAddress[]>;

const systemResolve: ResolveAll = (hostname, family) =>
  new Promise((resolve, reject) => dnsLookup(hostname, { all: true, family }, (error, addresses) => (error ? reject(error) : resolve(addresses))));

/**
 * A `lookup` for `net`/`http`/`https` that resolves with `resolveAll` and fails with
 * {@link ADDRESS_NOT_PUBLIC} when ANY address of the answer is not public (a shop's host
 * never resolves to one; an answer mixing both is an attack), else answers as `dns.lookup`
 * would (one address, or all with `options.all`).
 */
export function publicAddressLookup(resolveAll: ResolveAll = systemResolve): LookupFunction {
  return (hostname, options, callback) => {
    const family = typeof options.family === 'number' ? options.family : options.family === 'IPv6' ? 6 : options.family === 'IPv4' ? 4 : 0;
    resolveAll(hostname, family).then(
      (addresses) => {
        const refused = addresses.find((a) => !isPublicAddress(a.address));
        if (addresses.length === 0 || refused) {
          const error = Object.assign(
            new Error(`${hostname} resolves to ${refused ? `${refused.address}, which is not a public address` : 'no address'}; not connecting`),
            { code: refused ? ADDRESS_NOT_PUBLIC : 'ENOTFOUND', hostname },
          );
          return callback(error, '', 0);
        }
        if (options.all) return (callback as (e: null, a: LookupAddress[]) => void)(null, addresses);
        callback(null, addresses[0].address, addresses[0].family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}

/**
 * One HTTP exchange like `send` of @fulfil/platform (same reply, same `TransportError`s,
 * `timeoutMs` bounding connect, headers and body; redirects are answered, never followed),
 * on `node:http(s)` with {@link publicAddressLookup}: the connection opens only to a public
 * address. A URL whose host is an IP literal is checked the same way. A refused address
 * fails `network` with `errorCode` {@link ADDRESS_NOT_PUBLIC}; nothing was sent.
 */
export function sendPublic(url: string, options: SendOptions, resolveAll?: ResolveAll): Promise<HttpReply> {
  const target = new URL(url);
  const literal = target.hostname.replace(/^\[|\]$/g, '');
  if (isIP(literal) && !isPublicAddress(literal)) {
    return Promise.reject(new TransportError('network', ADDRESS_NOT_PUBLIC, `${literal} is not a public address; not connecting`));
  }
  const body = options.body === undefined ? undefined : Buffer.from(options.body);
  return new Promise<HttpReply>((resolve, reject) => {
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
    };
    const request = (target.protocol === 'https:' ? httpsRequest : httpRequest)(
      target,
      {
        method: options.method,
        headers: { ...options.headers, ...(body ? { 'content-length': String(body.length) } : {}) },
        lookup: publicAddressLookup(resolveAll),
      },
      (response: IncomingMessage) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', (error: NodeJS.ErrnoException) => finish(() => reject(new TransportError('network', error.code, error.message))));
        response.on('end', () =>
          finish(() => {
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({ status: response.statusCode ?? 0, headers: toHeaders(response), text, json: parseJson(text) });
          }),
        );
      },
    );
    const timer = setTimeout(() => {
      finish(() => reject(new TransportError('timeout', undefined, `no complete answer within ${options.timeoutMs} ms`)));
      request.destroy();
    }, options.timeoutMs);
    request.on('error', (error: NodeJS.ErrnoException) => finish(() => reject(new TransportError('network', error.code, error.message))));
    request.end(body);
  });
}

/** Where a platform call goes: the shop's domain and the origin the client was configured with. */
export interface PlatformTarget {
  /** A {@link SHOP_DOMAIN_PATTERN} domain. */
  shopDomain: string;
  /** `https://<shopDomain>` (the default), or the environment's override. */
  baseUrl: string;
}

/**
 * Sends to the platform (see the file comment): to the shop's own host through
 * {@link sendPublic}, to a configured override through `send`. Refuses (`network`,
 * {@link ADDRESS_NOT_PUBLIC}, nothing sent) a shop domain outside {@link SHOP_DOMAIN_PATTERN}.
 */
export function sendToPlatform(target: PlatformTarget, url: string, options: SendOptions): Promise<HttpReply> {
  if (!SHOP_DOMAIN_PATTERN.test(target.shopDomain)) {
    return Promise.reject(new TransportError('network', ADDRESS_NOT_PUBLIC, 'the shop domain is not <handle>.myshopify.com; not connecting'));
  }
  return target.baseUrl === `https://${target.shopDomain}` ? sendPublic(url, options) : send(url, options);
}

function toHeaders(response: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(response.headers)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, one);
  }
  return headers;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
