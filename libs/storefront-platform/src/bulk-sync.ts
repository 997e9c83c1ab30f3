import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { sleep } from '@fulfil/platform';
import { StorefrontPlatformClient } from './admin-client';
import { BULK_OPERATION_BY_ID, BULK_OPERATION_RUN_QUERY } from './bulk-api';
import { resolvePlatformConfig, type ResolvedPlatformConfig, type StorefrontPlatformConfig } from './client-config';
import { StorefrontPlatformError } from './platform-error';

/** One line of a bulk operation's JSONL, read (docs/platform-install.md, "Sync"). Ids are the numeric tails of the global ids. */
export type BulkRecord =
  | { kind: 'product'; productId: number; tags: string[]; vendor: string; productType: string }
  | { kind: 'collection'; productId: number; collectionId: number; handle: string; title: string }
  | { kind: 'variant'; productId: number; variantId: number; inventoryItemId: number; tracked: boolean }
  | { kind: 'location'; locationId: number; name: string; isActive: boolean; address: BulkLocationAddress }
  | { kind: 'level'; locationId: number; inventoryItemId: number; available: number };

/** A location's address as read (each member null when the platform gives none); coordinates in degrees (WGS 84). */
export interface BulkLocationAddress {
  address1: string | null;
  address2: string | null;
  city: string | null;
  zip: string | null;
  province_code: string | null;
  country_code: string | null;
  latitude: number | null;
  longitude: number | null;
}

/** Options of {@link BulkSyncClient}; durations in ms. */
export interface BulkSyncOptions {
  /** Pause between two polls of a running operation; default 1000. */
  pollIntervalMs?: number;
  /** Longest a bulk operation may run before the sync gives up; default 30 minutes. */
  maxWaitMs?: number;
  /** Failed polls in a row (timeout, network, 5xx, throttled) tolerated before failing; default 10. */
  maxPollFailures?: number;
}

/** A finished bulk operation: where its JSONL is (null when it matched nothing). */
export interface CompletedBulkOperation {
  id: string;
  url: string | null;
  objectCount: number;
}

/** The numeric tail of a global id (`gid://shopify/Product/123?x=y` → 123), or NaN. */
export function gidNumber(gid: unknown): number {
  const m = typeof gid === 'string' ? /^gid:\/\/shopify\/\w+\/(\d+)/.exec(gid) : null;
  return m ? Number(m[1]) : NaN;
}

const gidType = (gid: unknown): string | undefined => (typeof gid === 'string' ? /^gid:\/\/shopify\/(\w+)\//.exec(gid)?.[1] : undefined);

/**
 * Reads one JSONL line of the catalogue bulk queries (`BULK_PRODUCTS_QUERY`,
 * `BULK_LOCATIONS_QUERY`) into a {@link BulkRecord}. The platform writes each object on its
 * own line, a nested connection's objects carrying `__parentId` (their parent's global id),
 * in no guaranteed order with `groupObjects: false`; every record here carries its parent's
 * id, so the caller needs no order. Pure.
 * @returns null for a blank line or an object of another type
 * @throws Error on a line that is not JSON or an object missing what its type needs
 */
export function parseBulkLine(line: string): BulkRecord | null {
  if (line.trim() === '') return null;
  const o = JSON.parse(line) as Record<string, unknown>;
  const id = gidNumber(o['id']);
  const parent = gidNumber(o['__parentId']);
  const need = (ok: boolean, what: string) => {
    if (!ok) throw new Error(`bulk line ${String(o['id']).slice(0, 80)}: ${what}`);
  };
  switch (gidType(o['id'])) {
    case 'Product':
      need(Number.isSafeInteger(id), 'no product id');
      return {
        kind: 'product',
        productId: id,
        tags: Array.isArray(o['tags']) ? (o['tags'] as unknown[]).map(String) : [],
        vendor: String(o['vendor'] ?? ''),
        productType: String(o['productType'] ?? ''),
      };
    case 'Collection':
      need(Number.isSafeInteger(parent), 'a collection without __parentId');
      return { kind: 'collection', productId: parent, collectionId: id, handle: String(o['handle'] ?? ''), title: String(o['title'] ?? '') };
    case 'ProductVariant': {
      const item = o['inventoryItem'] as { id?: unknown; tracked?: unknown } | undefined;
      need(Number.isSafeInteger(parent) && Number.isSafeInteger(gidNumber(item?.id)), 'a variant without __parentId or inventoryItem');
      return { kind: 'variant', productId: parent, variantId: id, inventoryItemId: gidNumber(item?.id), tracked: item?.tracked === true };
    }
    case 'Location':
      return { kind: 'location', locationId: id, name: String(o['name'] ?? ''), isActive: o['isActive'] !== false, address: readAddress(o['address']) };
    case 'InventoryLevel': {
      const item = gidNumber((o['item'] as { id?: unknown } | undefined)?.id);
      need(Number.isSafeInteger(parent) && Number.isSafeInteger(item), 'a level without __parentId or item');
      const quantities = Array.isArray(o['quantities']) ? (o['quantities'] as Array<{ name?: unknown; quantity?: unknown }>) : [];
      const available = quantities.find((q) => q.name === 'available')?.quantity;
      return { kind: 'level', locationId: parent, inventoryItemId: item, available: typeof available === 'number' ? available : 0 };
    }
    default:
      return null;
  }
}

/** A `LocationAddress` object (the Admin API's names) read into {@link BulkLocationAddress}; anything else gives nulls. Pure. */
function readAddress(value: unknown): BulkLocationAddress {
  const a = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const text = (k: string) => (typeof a[k] === 'string' && a[k] !== '' ? (a[k] as string).slice(0, 255) : null);
  const degrees = (k: string, max: number) => (typeof a[k] === 'number' && Number.isFinite(a[k]) && Math.abs(a[k] as number) <= max ? (a[k] as number) : null);
  return {
    address1: text('address1'),
    address2: text('address2'),
    city: text('city'),
    zip: text('zip'),
    province_code: text('provinceCode'),
    country_code: text('countryCode'),
    latitude: degrees('latitude', 90),
    longitude: degrees('longitude', 180),
  };
}

/**
 * The lines of a JSONL document regrouped parent → children by `__parentId` (children in
 * their order, whatever the order of the lines): the reconstruction the platform's
 * `groupObjects: true` would have done, for tests and small documents (it holds every line;
 * the sync itself reads records one by one with {@link parseBulkLine}). Pure.
 * @throws Error on a line that is not JSON, or a child whose parent is not in the lines
 */
export function groupBulkLines(lines: Iterable<string>): Array<Record<string, unknown> & { children: Record<string, unknown>[] }> {
  const roots: Array<Record<string, unknown> & { children: Record<string, unknown>[] }> = [];
  const byId = new Map<string, { children: Record<string, unknown>[] }>();
  const orphans: Record<string, unknown>[] = [];
  for (const line of lines) {
    if (line.trim() === '') continue;
    const o = JSON.parse(line) as Record<string, unknown>;
    if (typeof o['__parentId'] === 'string') orphans.push(o);
    else {
      const node = { ...o, children: [] as Record<string, unknown>[] };
      roots.push(node);
      if (typeof o['id'] === 'string') byId.set(o['id'], node);
    }
  }
  for (const child of orphans) {
    const parent = byId.get(child['__parentId'] as string);
    if (!parent) throw new Error(`bulk line ${String(child['id'])}: parent ${String(child['__parentId'])} not found`);
    parent.children.push(child);
  }
  return roots;
}

/**
 * The bulk operations of the catalogue sync against the Admin GraphQL API of
 * `ADMIN_API_VERSION` (docs/platform-install.md, "Sync"): starts one
 * (`bulkOperationRunQuery`), polls it by id (`bulkOperation(id:)`; `currentBulkOperation` is
 * deprecated in 2026-10) until `COMPLETED`, and streams its JSONL line by line.
 *
 * Polls are reads, so every failure that may pass (timeout, network, 5xx, `THROTTLED`/429
 * after the wait the cost budget needs) is retried, up to `maxPollFailures` in a row. The
 * start is retried only when it certainly did not run (throttled, connection refused).
 * Every failure is a {@link StorefrontPlatformError}; the token is never logged.
 */
export class BulkSyncClient {
  private readonly config: ResolvedPlatformConfig;
  private readonly client: StorefrontPlatformClient;
  private readonly options: Required<BulkSyncOptions>;

  /** @throws as `resolvePlatformConfig` */
  constructor(config: StorefrontPlatformConfig, options: BulkSyncOptions = {}) {
    this.config = resolvePlatformConfig(config);
    this.client = new StorefrontPlatformClient(config);
    this.options = { pollIntervalMs: 1000, maxWaitMs: 30 * 60_000, maxPollFailures: 10, ...options };
  }

  /**
   * Runs one bulk query to its end.
   * @param query `BULK_PRODUCTS_QUERY` or `BULK_LOCATIONS_QUERY`
   * @throws StorefrontPlatformError `user_errors` (the platform refused to start it, e.g. one
   *   is already running), `server_error` (it ended `FAILED`, `CANCELED` or `EXPIRED`; its
   *   `errorCode` in `message`), `timeout` (still running after `maxWaitMs`), or the last
   *   failure of the start or of `maxPollFailures` polls in a row
   */
  async run(query: string): Promise<CompletedBulkOperation> {
    const started = await this.call('bulkOperationRunQuery', BULK_OPERATION_RUN_QUERY, { query }, true);
    const payload = started['bulkOperationRunQuery'] as { bulkOperation?: { id?: string } | null; userErrors?: Array<{ field?: string[]; message: string }> };
    if (payload?.userErrors?.length || !payload?.bulkOperation?.id)
      throw new StorefrontPlatformError({
        operation: 'bulkOperationRunQuery',
        reason: 'user_errors',
        attempts: 1,
        userErrors: (payload?.userErrors ?? []).map((e) => ({ field: e.field ?? null, message: e.message })),
        message: payload?.userErrors?.[0]?.message,
      });
    const id = payload.bulkOperation.id;
    const deadline = Date.now() + this.options.maxWaitMs;
    for (;;) {
      const data = await this.call('bulkOperationById', BULK_OPERATION_BY_ID, { id }, false);
      const op = data['bulkOperation'] as { status?: string; errorCode?: string | null; objectCount?: string | number; url?: string | null } | null;
      if (op?.status === 'COMPLETED') return { id, url: op.url ?? null, objectCount: Number(op.objectCount ?? 0) };
      if (op && ['FAILED', 'CANCELED', 'CANCELING', 'EXPIRED'].includes(op.status ?? ''))
        throw new StorefrontPlatformError({
          operation: 'bulkOperationById',
          reason: 'server_error',
          attempts: 1,
          message: `bulk operation ${op.status} ${op.errorCode ?? ''}`.trim(),
        });
      if (Date.now() >= deadline)
        throw new StorefrontPlatformError({
          operation: 'bulkOperationById',
          reason: 'timeout',
          attempts: 1,
          message: `bulk operation ${id} still ${op?.status}`,
        });
      await sleep(this.options.pollIntervalMs);
    }
  }

  /**
   * The records of a completed operation's JSONL (`url`), read as it downloads: the body is
   * streamed through `node:readline`, one line at a time, never held whole. A `url` on
   * another host than the platform's is fetched only over https (the platform serves it from
   * its storage, signed and short-lived); with the test override (`baseUrl`) any http(s) URL.
   * @throws StorefrontPlatformError `rejected` (a non-https URL in production, or not 200),
   *   `network` (the download broke off); Error on an unreadable line (see {@link parseBulkLine})
   */
  async *records(url: string): AsyncGenerator<BulkRecord> {
    const overridden = this.config.baseUrl !== `https://${this.config.shopDomain}`;
    if (!overridden && !url.startsWith('https://'))
      throw new StorefrontPlatformError({ operation: 'bulkDownload', reason: 'rejected', attempts: 1, message: 'the bulk result URL is not https' });
    let response: Response;
    try {
      response = await fetch(url);
    } catch (error) {
      throw new StorefrontPlatformError({ operation: 'bulkDownload', reason: 'network', attempts: 1, message: String(error) });
    }
    if (response.status !== 200 || !response.body) {
      await response.body?.cancel();
      throw new StorefrontPlatformError({ operation: 'bulkDownload', reason: 'rejected', attempts: 1, status: response.status });
    }
    const lines = createInterface({ input: Readable.fromWeb(response.body as import('node:stream/web').ReadableStream), crlfDelay: Infinity });
    try {
      for await (const line of lines) {
        const record = parseBulkLine(line);
        if (record) yield record;
      }
    } catch (error) {
      if (error instanceof SyntaxError || (error instanceof Error && error.message.startsWith('bulk line'))) throw error;
      throw new StorefrontPlatformError({ operation: 'bulkDownload', reason: 'network', attempts: 1, message: String(error) });
    } finally {
      lines.close();
    }
  }

  /**
   * One GraphQL call with the retry rules of the class comment, through the admin client's
   * exchange and retry loop (one classification of the platform's answers); answers `data`.
   */
  private call(operation: string, query: string, variables: Record<string, unknown>, isStart: boolean): Promise<Record<string, unknown>> {
    return this.client.execute(operation, query, variables, !isStart, isStart ? undefined : this.options.maxPollFailures);
  }
}
