import { createHmac, randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { FakeHttpServer, RecordedRequest } from '@fulfil/platform/testing';
import {
  ACCESS_TOKEN_HEADER,
  ADMIN_API_VERSION,
  DRAFT_ORDER_BY_ID,
  DRAFT_ORDER_CREATE,
  DRAFT_ORDERS_BY_QUERY,
  graphqlPath,
  SHOP_CURRENCY,
  SHOP_PRIMARY_DOMAIN,
  SHOP_PROFILE,
} from '../admin-api';
import type { AttributeInput, DraftOrderInput, PlatformUserError } from '../draft-order';
import { adminOperationErrors, type AdminGraphqlError } from './admin-schema';
import { FakeBulkOperations } from './fake-bulk';
import { checkDraftOrderInput } from './input-checks';
import { FakeOAuth } from './fake-oauth';
import { FakeWebhookSubscriptions } from './fake-webhook-subscriptions';
import { invoicePage, paidPage } from './invoice-page';

/** A shop the fake platform knows. */
export interface FakePlatformShop {
  /** Platform domain, e.g. `demo-eats.myshopify.com`. */
  domain: string;
  /** The Admin API access token it accepts. */
  accessToken: string;
  /** Where a paid draft order's `orders/create` webhook goes (our fulfilment-api), signed with `secret`. */
  webhook?: { url: string; secret: string };
  /** The shop's currency (`shop { currencyCode }`), an ISO 4217 code; default `USD`. See {@link FakeStorefrontPlatform.setShopCurrency}. */
  currencyCode?: string;
  /** The shop's primary domain URL (`shop { primaryDomain { url } }`); default `https://<domain>`. */
  primaryDomainUrl?: string;
  /** `shop { ianaTimezone unitSystem shopAddress { country countryCodeV2 } }`; default Chicago, imperial, United States. */
  profile?: { ianaTimezone: string; unitSystem: 'IMPERIAL_SYSTEM' | 'METRIC_SYSTEM'; shopAddress: { country: string; countryCodeV2: string } | null };
}

/** Options of {@link FakeStorefrontPlatform}. */
export interface FakeStorefrontPlatformOptions {
  shops?: FakePlatformShop[];
  /** Cost budget (`throttleStatus.maximumAvailable`); default 1000. */
  maximumAvailable?: number;
  /** Points restored per second; default 50. */
  restoreRate?: number;
  /** Cost of one `draftOrderCreate`; default 10 (a search: 2). */
  mutationCost?: number;
  /** Variant ids (numbers) that exist; unset: every variant exists. */
  variantIds?: number[];
}

/** A draft order the fake holds. */
export interface FakeDraftOrder {
  id: string;
  name: string;
  invoiceUrl: string;
  /** The invoice token (last path segment of `invoiceUrl`). */
  token: string;
  shop: string;
  input: DraftOrderInput;
  status: 'OPEN' | 'COMPLETED';
  /** Set when paid: the order's numeric id. */
  orderId?: number;
  /** The answer of the `orders/create` webhook we sent when paid (status and body). */
  webhookResult?: { status: number; body: unknown };
  /** Answers still to give with `invoiceUrl: null` (see {@link FakeStorefrontPlatform.answerWithoutInvoiceUrl}); 0 or unset: the URL. */
  invoiceUrlHiddenFor?: number;
}

/**
 * A fake of the storefront platform (docs/external-contracts.md, "The storefront
 * platform's Admin GraphQL API (draft orders)") on 127.0.0.1:
 * - `POST /admin/api/<ADMIN_API_VERSION>/graphql.json` with `X-Shopify-Access-Token` (a
 *   wrong or missing token: 401 `{"errors":"[API] Invalid API key or access token ..."}`;
 *   another version: 404). Every request is first validated against Shopify's Admin schema
 *   of the pinned version (`adminOperationErrors`, libs/storefront-platform/schema): one the
 *   platform would refuse answers 200 `{errors: [{message, locations, extensions: {code}}]}`,
 *   executes nothing and is kept in {@link rejectedGraphqlRequests}. It executes exactly the documents of admin-api.ts: `DRAFT_ORDER_CREATE`,
 *   `DRAFT_ORDERS_BY_QUERY`, `DRAFT_ORDER_BY_ID`, `SHOP_CURRENCY` (the shop's
 *   `currencyCode`, {@link setShopCurrency}), `SHOP_PRIMARY_DOMAIN` (`primaryDomainUrl`) and
 *   `SHOP_PROFILE` (`profile`; any other: 200 with a GraphQL error), and answers in the
 *   platform's format with `extensions.cost`; `userErrors` for input the platform refuses
 *   (see `checkDraftOrderInput`);
 * - cost-based throttling: a token bucket (`maximumAvailable`, `restoreRate`); a request
 *   costing more than is available answers 200 `errors: [{message: "Throttled",
 *   extensions: {code: "THROTTLED"}}]` with the bucket's `throttleStatus`;
 *   {@link drainBudget} empties it;
 * - the invoice page `GET /invoices/<token>` and its pay button `POST /invoices/<token>/pay`,
 *   which completes the draft order and sends the shop's `orders/create` webhook (the draft's
 *   `customAttributes` as `note_attributes`, HMAC-SHA256 signed) to `webhook.url`.
 *
 * Switches of {@link FakeHttpServer}: `goDown`, `failNext`, `delayResponses`, `restore`.
 */
export class FakeStorefrontPlatform extends FakeHttpServer {
  readonly draftOrders: FakeDraftOrder[] = [];
  /** GraphQL requests refused because they do not validate against the Admin schema, with the errors answered (a test asserts this stays empty). */
  readonly rejectedGraphqlRequests: Array<{ query: unknown; variables: unknown; errors: AdminGraphqlError[] }> = [];
  private readonly shops = new Map<string, FakePlatformShop>();
  /** The OAuth install endpoints (`/admin/oauth/authorize`, `/admin/oauth/access_token`): ./fake-oauth.ts. */
  readonly oauth = new FakeOAuth({
    hasShop: (domain) => [...this.shops.values()].some((s) => s.domain === domain),
    grantToken: (domain, accessToken) => this.addShop({ ...[...this.shops.values()].find((s) => s.domain === domain), domain, accessToken }),
  });
  /** Our app's webhook subscriptions per shop (list, create, delete): ./fake-webhook-subscriptions.ts. */
  readonly webhookSubscriptions = new FakeWebhookSubscriptions();
  /** Bulk query operations over each shop's seeded catalogue (./fake-bulk.ts; docs/platform-install.md, "Sync"). */
  readonly bulk = new FakeBulkOperations(() => this.url);
  private readonly options: Required<Omit<FakeStorefrontPlatformOptions, 'shops' | 'variantIds'>> & { variantIds?: Set<number> };
  private available: number;
  private lastRestore = Date.now();
  private nextId = 1001;
  /** Per draft order still to be created: how many answers give `invoiceUrl: null` (answerWithoutInvoiceUrl). */
  private readonly invoiceUrlHiddenQueue: number[] = [];

  constructor(options: FakeStorefrontPlatformOptions = {}) {
    super();
    this.options = {
      maximumAvailable: options.maximumAvailable ?? 1000,
      restoreRate: options.restoreRate ?? 50,
      mutationCost: options.mutationCost ?? 10,
      variantIds: options.variantIds ? new Set(options.variantIds) : undefined,
    };
    this.available = this.options.maximumAvailable;
    for (const shop of options.shops ?? []) this.addShop(shop);
  }

  /** Adds (or replaces) a shop. */
  addShop(shop: FakePlatformShop): void {
    this.shops.set(shop.accessToken, shop);
  }

  /**
   * Sets the currency `shop { currencyCode }` answers for the shop(s) of this domain
   * (default `USD`), e.g. to test a shop whose platform currency differs from our store
   * setting's (docs/draft-orders.md, "Currency"). Kept by {@link restore}.
   * @throws Error when no shop has this domain or the code is not three upper-case letters
   */
  setShopCurrency(domain: string, currencyCode: string): void {
    if (!/^[A-Z]{3}$/.test(currencyCode)) throw new Error(`not an ISO 4217 code: ${currencyCode}`);
    const shops = [...this.shops.values()].filter((s) => s.domain === domain);
    if (shops.length === 0) throw new Error(`no shop ${domain}`);
    for (const shop of shops) shop.currencyCode = currencyCode;
  }

  /**
   * The next `drafts` draft orders created have no invoice URL yet for their first `answers`
   * answers (`invoiceUrl: null` in the create's answer, then in searches and reads by id),
   * as the platform answers while it has not made the invoice; then the URL. `Infinity`:
   * never. Cleared by {@link restore} for draft orders not created yet.
   */
  answerWithoutInvoiceUrl(answers: number, drafts = 1): void {
    for (let i = 0; i < drafts; i++) this.invoiceUrlHiddenQueue.push(answers);
  }

  /** Empties the cost budget (it restores at `restoreRate` per second from now). */
  drainBudget(): void {
    this.available = 0;
    this.lastRestore = Date.now();
  }

  /** Refills the cost budget. Also done by {@link restore}. */
  refillBudget(): void {
    this.available = this.options.maximumAvailable;
  }

  override async restore(): Promise<void> {
    this.refillBudget();
    this.invoiceUrlHiddenQueue.length = 0;
    await super.restore();
  }

  /** The GraphQL requests received, parsed (`{query, variables}`), oldest first. */
  graphqlRequests(): Array<{ query: string; variables: Record<string, unknown>; headers: RecordedRequest['headers'] }> {
    return this.requestsTo(graphqlPath()).map((r) => ({
      ...(JSON.parse(r.body || '{}') as { query: string; variables: Record<string, unknown> }),
      headers: r.headers,
    }));
  }

  /** The draft order created last. @throws Error when none was created */
  lastDraftOrder(): FakeDraftOrder {
    const draft = this.draftOrders.at(-1);
    if (!draft) throw new Error('no draft order was created');
    return draft;
  }

  /** The draft order with this global id. @throws Error when there is none */
  draftOrder(id: string): FakeDraftOrder {
    const draft = this.draftOrders.find((d) => d.id === id);
    if (!draft) throw new Error(`no draft order ${id}`);
    return draft;
  }

  /** Pays a draft order as the shopper's click on the invoice page does; resolves with the webhook's answer. */
  async pay(draftOrderId: string): Promise<FakeDraftOrder> {
    const draft = this.draftOrder(draftOrderId);
    await this.complete(draft);
    return draft;
  }

  protected route(request: RecordedRequest, res: ServerResponse): void {
    if (this.oauth.handles(request)) return this.oauth.route(request, res);
    const invoice = /^\/invoices\/([a-f0-9]{32})(\/pay)?$/.exec(request.path);
    if (invoice) return void this.invoice(invoice[1], invoice[2] !== undefined, request, res);
    if (this.bulk.servesPath(request.path)) return this.bulk.serve(request.path, res);
    if (/^\/admin\/api\/[^/]+\/graphql\.json$/.test(request.path) && request.path !== graphqlPath()) {
      return this.json(res, 404, { errors: 'Not Found' });
    }
    if (request.path !== graphqlPath(ADMIN_API_VERSION) || request.method !== 'POST') return this.json(res, 404, { errors: 'Not Found' });
    const token = request.headers[ACCESS_TOKEN_HEADER.toLowerCase()];
    const shop = typeof token === 'string' ? this.shops.get(token) : undefined;
    if (!shop) return this.json(res, 401, { errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' });
    let body: { query?: unknown; variables?: Record<string, unknown> };
    try {
      body = JSON.parse(request.body) as typeof body;
    } catch {
      return this.json(res, 400, { errors: { query: 'Required parameter missing or invalid' } });
    }
    const variables = body.variables && typeof body.variables === 'object' && !Array.isArray(body.variables) ? body.variables : {};
    const invalid = adminOperationErrors(typeof body.query === 'string' ? body.query : '', variables);
    if (invalid.length > 0) {
      this.rejectedGraphqlRequests.push({ query: body.query, variables: body.variables, errors: invalid });
      return this.json(res, 200, { errors: invalid });
    }
    const cost = body.query === DRAFT_ORDER_CREATE ? this.options.mutationCost : 2;
    if (!this.spend(cost)) {
      return this.json(res, 200, {
        errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED', documentation: 'https://shopify.dev/api/usage/limits' } }],
        extensions: { cost: { requestedQueryCost: cost, actualQueryCost: null, throttleStatus: this.throttleStatus() } },
      });
    }
    const extensions = { cost: { requestedQueryCost: cost, actualQueryCost: cost, throttleStatus: this.throttleStatus() } };
    if (body.query === DRAFT_ORDER_CREATE) return this.json(res, 200, { data: { draftOrderCreate: this.create(shop, body.variables?.['input']) }, extensions });
    if (body.query === DRAFT_ORDERS_BY_QUERY)
      return this.json(res, 200, { data: { draftOrders: { nodes: this.search(shop, body.variables?.['query']) } }, extensions });
    if (body.query === DRAFT_ORDER_BY_ID) {
      const found = this.draftOrders.find((d) => d.shop === shop.domain && d.id === body.variables?.['id']);
      return this.json(res, 200, { data: { draftOrder: found ? this.node(found) : null }, extensions });
    }
    if (this.webhookSubscriptions.handles(body.query))
      return this.json(res, 200, { data: this.webhookSubscriptions.execute(shop.domain, body.query, variables), extensions });
    if (this.bulk.handles(body.query)) return this.json(res, 200, { data: this.bulk.execute(shop.domain, String(body.query), variables), extensions });
    if (body.query === SHOP_CURRENCY) return this.json(res, 200, { data: { shop: { currencyCode: shop.currencyCode ?? 'USD' } }, extensions });
    if (body.query === SHOP_PROFILE)
      return this.json(res, 200, {
        data: {
          shop: shop.profile ?? {
            ianaTimezone: 'America/Chicago',
            unitSystem: 'IMPERIAL_SYSTEM',
            shopAddress: { country: 'United States', countryCodeV2: 'US' },
          },
        },
        extensions,
      });
    if (body.query === SHOP_PRIMARY_DOMAIN)
      return this.json(res, 200, { data: { shop: { primaryDomain: { url: shop.primaryDomainUrl ?? `https://${shop.domain}` } } }, extensions });
    return this.json(res, 200, { errors: [{ message: 'This fake executes only the documented draft-order operations', extensions: { code: 'BAD_REQUEST' } }] });
  }

  private create(shop: FakePlatformShop, input: unknown): { draftOrder: object | null; userErrors: PlatformUserError[] } {
    const userErrors = checkDraftOrderInput(input, this.options.variantIds);
    if (userErrors.length > 0) return { draftOrder: null, userErrors };
    const n = this.nextId++;
    const token = randomBytes(16).toString('hex');
    const draft: FakeDraftOrder = {
      id: `gid://shopify/DraftOrder/${n}`,
      name: `#D${n - 1000}`,
      token,
      invoiceUrl: `${this.url}/invoices/${token}`,
      shop: shop.domain,
      input: input as DraftOrderInput,
      status: 'OPEN',
      invoiceUrlHiddenFor: this.invoiceUrlHiddenQueue.shift() ?? 0,
    };
    this.draftOrders.push(draft);
    return { draftOrder: this.node(draft), userErrors: [] };
  }

  /** A draft order as answered: `invoiceUrl` null while {@link answerWithoutInvoiceUrl} hides it (each answer counts). */
  private node(draft: FakeDraftOrder): { id: string; name: string; invoiceUrl: string | null } {
    const hidden = (draft.invoiceUrlHiddenFor ?? 0) > 0;
    if (hidden) draft.invoiceUrlHiddenFor = (draft.invoiceUrlHiddenFor ?? 0) - 1;
    return { id: draft.id, name: draft.name, invoiceUrl: hidden ? null : draft.invoiceUrl };
  }

  private search(shop: FakePlatformShop, query: unknown): object[] {
    const tag = typeof query === 'string' ? /^tag:(\S+)$/.exec(query)?.[1] : undefined;
    return this.draftOrders
      .filter((d) => d.shop === shop.domain && tag !== undefined && (d.input.tags ?? []).includes(tag))
      .slice(0, 1)
      .map((d) => this.node(d));
  }

  private async invoice(token: string, pay: boolean, request: RecordedRequest, res: ServerResponse): Promise<void> {
    const draft = this.draftOrders.find((d) => d.token === token);
    const html = (status: number, page: string) => {
      if (res.headersSent) return;
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      res.end(page);
    };
    if (!draft)
      return html(404, '<!doctype html><html lang="en"><head><title>Not found</title></head><body><main><h1>Invoice not found</h1></main></body></html>');
    if (!pay) return html(200, invoicePage(draft));
    if (request.method !== 'POST') return html(405, '<!doctype html><html lang="en"><head><title>Method not allowed</title></head><body></body></html>');
    if (draft.status === 'OPEN') await this.complete(draft);
    html(200, paidPage(draft));
  }

  private async complete(draft: FakeDraftOrder): Promise<void> {
    if (draft.status === 'COMPLETED') return;
    draft.status = 'COMPLETED';
    const orderId = 820982911946 + this.draftOrders.indexOf(draft);
    draft.orderId = orderId;
    const shop = [...this.shops.values()].find((s) => s.domain === draft.shop);
    if (!shop?.webhook) return;
    const now = new Date().toISOString();
    const order = {
      id: orderId,
      admin_graphql_api_id: `gid://shopify/Order/${orderId}`,
      name: `#${orderId % 10000}`,
      email: draft.input.email ?? null,
      note: draft.input.note ?? null,
      created_at: now,
      updated_at: now,
      cancelled_at: null,
      tags: (draft.input.tags ?? []).join(', '),
      note_attributes: (draft.input.customAttributes ?? []).map((a: AttributeInput) => ({ name: a.key, value: a.value })),
      line_items: draft.input.lineItems.map((l, i) => ({
        id: orderId * 10 + i,
        variant_id: l.variantId ? Number(/\d+$/.exec(l.variantId)?.[0]) : null,
        title: l.title ?? null,
        quantity: l.quantity,
        properties: (l.customAttributes ?? []).map((a) => ({ name: a.key, value: a.value })),
      })),
      shipping_lines: draft.input.shippingLine ? [{ title: draft.input.shippingLine.title, price: draft.input.shippingLine.priceWithCurrency.amount }] : [],
    };
    const raw = JSON.stringify(order);
    try {
      const answer = await fetch(shop.webhook.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'X-Shopify-Topic': 'orders/create',
          'X-Shopify-Shop-Domain': shop.domain,
          'X-Shopify-Hmac-Sha256': createHmac('sha256', shop.webhook.secret).update(raw).digest('base64'),
        },
        body: raw,
        signal: AbortSignal.timeout(5000),
      });
      draft.webhookResult = { status: answer.status, body: await answer.json().catch(() => null) };
    } catch (error) {
      draft.webhookResult = { status: 0, body: String(error) };
    }
  }

  private spend(cost: number): boolean {
    const now = Date.now();
    this.available = Math.min(this.options.maximumAvailable, this.available + ((now - this.lastRestore) / 1000) * this.options.restoreRate);
    this.lastRestore = now;
    if (this.available < cost) return false;
    this.available -= cost;
    return true;
  }

  private throttleStatus() {
    return { maximumAvailable: this.options.maximumAvailable, currentlyAvailable: Math.floor(this.available), restoreRate: this.options.restoreRate };
  }
}
