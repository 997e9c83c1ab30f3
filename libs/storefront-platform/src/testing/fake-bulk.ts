import { createHmac, randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { ADMIN_API_VERSION } from '../admin-api';
import { BULK_LOCATIONS_QUERY, BULK_OPERATION_BY_ID, BULK_OPERATION_RUN_QUERY, BULK_PRODUCTS_QUERY } from '../bulk-api';
import { adminOperationErrors } from './admin-schema';

/** A variant of the fake catalogue: its inventory item and whether the platform tracks it. */
export interface FakeVariant {
  id: number;
  inventoryItemId: number;
  tracked: boolean;
}

/** A product of the fake catalogue, with what the bulk products query reads. */
export interface FakeProduct {
  id: number;
  tags: string[];
  vendor: string;
  productType: string;
  collections: Array<{ id: number; handle: string; title: string }>;
  variants: FakeVariant[];
}

/** The address of a fake platform location, in the Admin API's `LocationAddress` names (absent members are null there). */
export interface FakeLocationAddress {
  address1?: string;
  address2?: string;
  city?: string;
  zip?: string;
  provinceCode?: string;
  countryCode?: string;
  latitude?: number;
  longitude?: number;
}

/** A location of the fake platform shop. */
export interface FakeLocation {
  id: number;
  name: string;
  isActive: boolean;
  address?: FakeLocationAddress;
}

/** `LocationAddress` of the bulk answer: every member the query asks for, null when unknown. */
function addressLine(a: FakeLocationAddress | undefined): Record<string, string | number | null> {
  const keys = ['address1', 'address2', 'city', 'zip', 'provinceCode', 'countryCode', 'latitude', 'longitude'] as const;
  return Object.fromEntries(keys.map((k) => [k, a?.[k] ?? null]));
}

/** Options of {@link FakeCatalogue.generate}. */
export interface GenerateOptions {
  products: number;
  locations: number;
  /** Variants per product; default 1. */
  variantsPerProduct?: number;
  /** Whether a variant is tracked (product index, variant index); default every one. */
  tracked?: (product: number, variant: number) => boolean;
  /** Available at a location, or null when the item is not stocked there; default 10 everywhere. */
  available?: (product: number, location: number) => number | null;
}

/**
 * A fake platform shop's catalogue: products, variants (inventory items), locations and the
 * inventory levels (available per item and location) that a test seeds; what the fake's
 * bulk operations answer (docs/platform-install.md, "Sync").
 */
export class FakeCatalogue {
  readonly products = new Map<number, FakeProduct>();
  readonly locations = new Map<number, FakeLocation>();
  /** inventory item id → location id → available (an item has a level only where stocked). */
  readonly levels = new Map<number, Map<number, number>>();

  /**
   * A catalogue of `products` × `variantsPerProduct` variants and `locations` locations. Ids:
   * product `7000000 + p`, variant `8000000 + 10p + v`, inventory item `9000000 + 10p + v`,
   * location `60000 + l` (p, v, l from 0; `l` named `Location <l>`, in Chicago at
   * `<100 + l> N State St`, 41.88 + l/1000 N, 87.63 W). Product p has tag `tag-<p % 10>`, vendor
   * `Vendor <p % 3>`, product type `Type <p % 4>` and the collection `col-<p % 5>`.
   */
  static generate(options: GenerateOptions): FakeCatalogue {
    const catalogue = new FakeCatalogue();
    for (let l = 0; l < options.locations; l++)
      catalogue.locations.set(60000 + l, {
        id: 60000 + l,
        name: `Location ${l}`,
        isActive: true,
        address: {
          address1: `${100 + l} N State St`,
          city: 'Chicago',
          zip: '60602',
          provinceCode: 'IL',
          countryCode: 'US',
          latitude: 41.88 + l / 1000,
          longitude: -87.63,
        },
      });
    for (let p = 0; p < options.products; p++) {
      const variants = Array.from({ length: options.variantsPerProduct ?? 1 }, (_, v) => ({
        id: 8000000 + 10 * p + v,
        inventoryItemId: 9000000 + 10 * p + v,
        tracked: options.tracked ? options.tracked(p, v) : true,
      }));
      catalogue.products.set(7000000 + p, {
        id: 7000000 + p,
        tags: [`tag-${p % 10}`],
        vendor: `Vendor ${p % 3}`,
        productType: `Type ${p % 4}`,
        collections: [{ id: 500 + (p % 5), handle: `col-${p % 5}`, title: `Collection ${p % 5}` }],
        variants,
      });
      for (const variant of variants)
        for (let l = 0; l < options.locations; l++) {
          const available = options.available ? options.available(p, l) : 10;
          if (available !== null) catalogue.setAvailable(variant.inventoryItemId, 60000 + l, available);
        }
    }
    return catalogue;
  }

  /** Sets an item's available quantity at a location (null: the item is no longer stocked there). */
  setAvailable(inventoryItemId: number, locationId: number, available: number | null): void {
    const at = this.levels.get(inventoryItemId) ?? new Map<number, number>();
    if (available === null) at.delete(locationId);
    else at.set(locationId, available);
    this.levels.set(inventoryItemId, at);
  }

  /** The JSONL lines of `BULK_PRODUCTS_QUERY`, as the platform writes them (`groupObjects: false`). */
  *productLines(): Generator<string> {
    for (const p of this.products.values()) {
      const gid = `gid://shopify/Product/${p.id}`;
      yield JSON.stringify({ id: gid, tags: p.tags, vendor: p.vendor, productType: p.productType });
      for (const c of p.collections) yield JSON.stringify({ id: `gid://shopify/Collection/${c.id}`, handle: c.handle, title: c.title, __parentId: gid });
      for (const v of p.variants)
        yield JSON.stringify({
          id: `gid://shopify/ProductVariant/${v.id}`,
          inventoryItem: { id: `gid://shopify/InventoryItem/${v.inventoryItemId}`, tracked: v.tracked },
          __parentId: gid,
        });
    }
  }

  /** The JSONL lines of `BULK_LOCATIONS_QUERY` (active locations and their levels). */
  *locationLines(): Generator<string> {
    for (const l of this.locations.values()) {
      if (!l.isActive) continue;
      const gid = `gid://shopify/Location/${l.id}`;
      yield JSON.stringify({ id: gid, name: l.name, isActive: l.isActive, address: addressLine(l.address) });
      for (const [item, at] of this.levels) {
        const available = at.get(l.id);
        if (available === undefined) continue;
        yield JSON.stringify({
          id: `gid://shopify/InventoryLevel/${l.id}?inventory_item_id=${item}`,
          quantities: [{ name: 'available', quantity: available }],
          item: { id: `gid://shopify/InventoryItem/${item}` },
          __parentId: gid,
        });
      }
    }
  }
}

interface FakeBulkOperation {
  id: string;
  shop: string;
  query: string;
  status: 'CREATED' | 'RUNNING' | 'COMPLETED' | 'FAILED';
  /** Polls still to answer before the next status step. */
  holdFor: number;
  objectCount: number;
}

/**
 * The fake platform's bulk query operations (plugged into `FakeStorefrontPlatform`): runs
 * `BULK_PRODUCTS_QUERY` and `BULK_LOCATIONS_QUERY` over each shop's {@link FakeCatalogue}.
 * `bulkOperationRunQuery` validates the inner query against the Admin schema (refused:
 * `userErrors`), refuses a second one while one runs for the shop (as the platform does), and
 * creates the operation `CREATED`; each poll (`bulkOperation(id:)`) moves it a step,
 * `CREATED` → `RUNNING` → `COMPLETED` (`holdRunning` keeps it running longer), when its
 * `url` serves the JSONL, streamed with backpressure from `/bulk/<id>.jsonl`.
 */
export class FakeBulkOperations {
  private readonly catalogues = new Map<string, FakeCatalogue>();
  readonly operations: FakeBulkOperation[] = [];
  private extraRunningPolls = 0;
  private failNextOperation = false;

  /**
   * Also builds the Admin schema the fake validates with (once per process, about 0.3 s, more
   * on a loaded machine) now, so that no client's first timed request pays for it.
   */
  constructor(private readonly origin: () => string) {
    adminOperationErrors('query warmUp { shop { id } }');
  }

  /** The catalogue of a shop domain (an empty one until a test sets one). */
  catalogue(domain: string): FakeCatalogue {
    const found = this.catalogues.get(domain) ?? new FakeCatalogue();
    this.catalogues.set(domain, found);
    return found;
  }

  /** Replaces a shop's catalogue. */
  setCatalogue(domain: string, catalogue: FakeCatalogue): void {
    this.catalogues.set(domain, catalogue);
  }

  /** The next operations created stay `RUNNING` for `polls` more polls. */
  holdRunning(polls: number): void {
    this.extraRunningPolls = polls;
  }

  /** The next operation created ends `FAILED` (errorCode `INTERNAL_SERVER_ERROR`). */
  failNext(): void {
    this.failNextOperation = true;
  }

  /** True for the documents this class executes. */
  handles(query: unknown): boolean {
    return query === BULK_OPERATION_RUN_QUERY || query === BULK_OPERATION_BY_ID;
  }

  /** Executes a document {@link handles} accepts, answering `data`. */
  execute(shop: string, query: string, variables: Record<string, unknown>): Record<string, unknown> {
    if (query === BULK_OPERATION_BY_ID) {
      const op = this.operations.find((o) => o.id === variables['id'] && o.shop === shop);
      if (!op) return { bulkOperation: null };
      this.step(op);
      return {
        bulkOperation: {
          id: op.id,
          status: op.status,
          errorCode: op.status === 'FAILED' ? 'INTERNAL_SERVER_ERROR' : null,
          objectCount: String(op.status === 'COMPLETED' ? op.objectCount : 0),
          url: op.status === 'COMPLETED' && op.objectCount > 0 ? `${this.origin()}/bulk/${encodeURIComponent(op.id.split('/').at(-1) ?? '')}.jsonl` : null,
        },
      };
    }
    const inner = String(variables['query'] ?? '');
    const errors = adminOperationErrors(inner, {});
    const userErrors = (message: string) => ({ bulkOperationRunQuery: { bulkOperation: null, userErrors: [{ field: ['query'], message, code: 'INVALID' }] } });
    if (errors.length > 0) return userErrors(`Invalid bulk query: ${errors[0].message}`);
    if (inner !== BULK_PRODUCTS_QUERY && inner !== BULK_LOCATIONS_QUERY) return userErrors('This fake runs only the catalogue bulk queries of bulk-api.ts');
    if (this.operations.some((o) => o.shop === shop && (o.status === 'CREATED' || o.status === 'RUNNING')))
      return userErrors('A bulk query operation for this app and shop is already in progress.');
    const op: FakeBulkOperation = {
      id: `gid://shopify/BulkOperation/${1000 + this.operations.length}`,
      shop,
      query: inner,
      status: 'CREATED',
      holdFor: this.extraRunningPolls,
      objectCount: [...this.lines(shop, inner)].length,
    };
    if (this.failNextOperation) [op.status, this.failNextOperation] = ['FAILED', false];
    this.operations.push(op);
    return { bulkOperationRunQuery: { bulkOperation: { id: op.id, status: op.status }, userErrors: [] } };
  }

  /** True for a request this class serves (the JSONL files). */
  servesPath(path: string): boolean {
    return /^\/bulk\/\d+\.jsonl$/.test(path);
  }

  /** Streams an operation's JSONL (404 unless it completed). */
  serve(path: string, res: ServerResponse): void {
    const n = /^\/bulk\/(\d+)\.jsonl$/.exec(path)?.[1];
    const op = this.operations.find((o) => o.id === `gid://shopify/BulkOperation/${n}` && o.status === 'COMPLETED');
    if (!op) {
      res.writeHead(404, { 'content-type': 'application/xml' }).end('<Error><Code>NoSuchKey</Code></Error>');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/jsonl' });
    const lines = this.lines(op.shop, op.query);
    const pump = (): void => {
      for (;;) {
        const next = lines.next();
        if (next.done) return void res.end();
        if (!res.write(`${next.value}\n`)) return void res.once('drain', pump);
      }
    };
    pump();
  }

  private lines(shop: string, query: string): Generator<string> {
    const catalogue = this.catalogue(shop);
    return query === BULK_PRODUCTS_QUERY ? catalogue.productLines() : catalogue.locationLines();
  }

  private step(op: FakeBulkOperation): void {
    if (op.status === 'CREATED') op.status = 'RUNNING';
    else if (op.status === 'RUNNING') {
      if (op.holdFor > 0) op.holdFor--;
      else op.status = 'COMPLETED';
    }
  }
}

/** What {@link sendPlatformWebhook} sends. */
export interface PlatformWebhook {
  /** Our endpoint, e.g. `<fulfilment-api>/v1.0/webhooks/inventory_levels/update`. */
  url: string;
  /** The shop's webhook secret (the HMAC key). */
  secret: string;
  /** `inventory_levels/update`, `products/update`, ... */
  topic: string;
  shopDomain: string;
  payload: unknown;
  /** `X-Shopify-Webhook-Id`; default a new UUID (send the same id twice for a redelivery). */
  webhookId?: string;
}

/**
 * Delivers a webhook as the platform does: JSON body, `X-Shopify-Topic`,
 * `X-Shopify-Hmac-Sha256` (base64 HMAC-SHA256 of the raw body), `X-Shopify-Shop-Domain`,
 * `X-Shopify-Webhook-Id`, `X-Shopify-API-Version` and `X-Shopify-Triggered-At`.
 * @returns our answer's status and body (JSON or text)
 */
export async function sendPlatformWebhook(webhook: PlatformWebhook): Promise<{ status: number; body: unknown }> {
  const raw = JSON.stringify(webhook.payload);
  const answer = await fetch(webhook.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'X-Shopify-Topic': webhook.topic,
      'X-Shopify-Hmac-Sha256': createHmac('sha256', webhook.secret).update(raw).digest('base64'),
      'X-Shopify-Shop-Domain': webhook.shopDomain,
      'X-Shopify-Webhook-Id': webhook.webhookId ?? randomUUID(),
      'X-Shopify-API-Version': ADMIN_API_VERSION,
      'X-Shopify-Triggered-At': new Date().toISOString(),
    },
    body: raw,
    signal: AbortSignal.timeout(5000),
  });
  const text = await answer.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: answer.status, body };
}
