import { getOperationAST, parse } from 'graphql';
import * as adminApi from '../admin-api';
import { StorefrontPlatformClient } from '../admin-client';
import { moneyInput, variantGid, type DraftOrderInput } from '../draft-order';
import { StorefrontPlatformError } from '../platform-error';
import { deprecatedUsages, validateAdminOperation } from './admin-schema';
import { FakeStorefrontPlatform } from './fake-storefront-platform';

const { ACCESS_TOKEN_HEADER, DRAFT_ORDER_CREATE, DRAFT_ORDERS_BY_QUERY, graphqlPath } = adminApi;
const TOKEN = 'shpat_schema_0123456789abcdef';
const SHOP = 'demo-eats.myshopify.com';

/**
 * Every exported string of admin-api.ts that is a GraphQL operation (starts with `query`,
 * `mutation`, `subscription` or `{`): a document added there is checked here without
 * editing this spec.
 */
const documents = Object.entries(adminApi as Record<string, unknown>).filter(
  (entry): entry is [string, string] => typeof entry[1] === 'string' && /^\s*(query\b|mutation\b|subscription\b|\{)/.test(entry[1]),
);

/** Does the document declare variables (then a representative request must supply them)? */
const declaresVariables = (document: string) => (getOperationAST(parse(document))?.variableDefinitions?.length ?? 0) > 0;

/** A draft order using every field of `DraftOrderInput`: a variant line with options, a custom line, attributes, note, e-mail, tags, shipping line. */
const fullInput = (): DraftOrderInput => ({
  lineItems: [
    { variantId: variantGid(800201), quantity: 2, customAttributes: [{ key: 'Size', value: 'Medium' }] },
    { title: 'Extra cheese (Margherita)', originalUnitPriceWithCurrency: moneyInput(150, 'USD'), quantity: 2 },
  ],
  customAttributes: [
    { key: 'Checkout-Method', value: 'pickup' },
    { key: 'Pickup-Date', value: '2026-03-12' },
  ],
  note: 'No onions',
  email: 'jane@example.com',
  tags: ['widget'],
  shippingLine: { title: 'Pickup at Midtown', priceWithCurrency: moneyInput(0, 'USD') },
});

/** The documents our client sends, checked against Shopify's Admin schema of the pinned version. */
describe('admin-api.ts documents against the Admin GraphQL schema 2026-10', () => {
  const fake = new FakeStorefrontPlatform({ shops: [{ domain: SHOP, accessToken: TOKEN }] });
  let outcome: unknown;
  /** The variables each document was really sent with by the client, by document. */
  const sent = new Map<string, Array<Record<string, unknown>>>();

  beforeAll(async () => {
    const { url } = await fake.start();
    const client = new StorefrontPlatformClient({ shopDomain: SHOP, accessToken: TOKEN, baseUrl: url, retryDelayMs: 10 });
    // mayExist: the client searches by its reference first, then creates: both documents go out.
    outcome = await client.createDraftOrder({ input: fullInput(), reference: 'chk-schema-1', mayExist: true }).catch((error: unknown) => error);
    for (const request of fake.graphqlRequests()) sent.set(request.query, [...(sent.get(request.query) ?? []), request.variables ?? {}]);
  });
  afterAll(() => fake.stop());

  /** Variables of documents the client does not send in this scenario, from what the scenario made (by export name). */
  const notSentHere: Record<string, () => Record<string, unknown>> = {
    DRAFT_ORDER_BY_ID: () => ({ id: 'gid://shopify/DraftOrder/1001' }),
    // Sent by webhook-subscriptions.ts (its spec runs them against this validating fake too).
    WEBHOOK_SUBSCRIPTIONS: () => ({ after: '100' }),
    WEBHOOK_SUBSCRIPTION_CREATE: () => ({
      topic: 'ORDERS_CREATE',
      webhookSubscription: { uri: 'https://fulfil.example.com/v1.0/webhooks/orders/create', format: 'JSON' },
    }),
    WEBHOOK_SUBSCRIPTION_DELETE: () => ({ id: 'gid://shopify/WebhookSubscription/5001' }),
  };

  /** The variables to check a document with: what the client sent, else `notSentHere`, else none for a document without variables. */
  const variablesOf = (name: string, document: string): Array<Record<string, unknown>> => {
    const seen = sent.get(document);
    if (seen) return seen;
    if (notSentHere[name]) return [notSentHere[name]()];
    if (!declaresVariables(document)) return [{}];
    throw new Error(`${name} declares variables but the client scenario of this spec never sent it: extend beforeAll so it does (or add it to notSentHere)`);
  };

  it('finds the exported documents, the draft-order mutation and search among them', () => {
    expect(documents.map(([name]) => name)).toEqual(expect.arrayContaining(['DRAFT_ORDER_CREATE', 'DRAFT_ORDERS_BY_QUERY']));
    expect(documents.map(([name]) => name)).not.toContain('ACCESS_TOKEN_HEADER');
  });

  it('the client created the draft order through the validating fake: nothing it sent was refused', () => {
    expect(fake.rejectedGraphqlRequests).toEqual([]);
    // On failure this shows the client's failure (reason, userErrors) rather than a bare "threw".
    expect(outcome instanceof StorefrontPlatformError ? outcome.failure : outcome).toMatchObject({
      existing: false,
      id: expect.stringMatching(/^gid:\/\/shopify\/DraftOrder\/\d+$/),
    });
    expect(sent.get(DRAFT_ORDERS_BY_QUERY)).toEqual([{ query: 'tag:chk-schema-1' }]);
  });

  it.each(documents)('%s validates, with the variables the client sends', (name, document) => {
    for (const variables of variablesOf(name, document))
      expect({ name, variables, errors: validateAdminOperation(document, variables) }).toEqual({ name, variables, errors: [] });
  });

  it.each(documents)('%s uses no deprecated field, argument, input field or enum value', (name, document) => {
    for (const variables of variablesOf(name, document)) {
      // A failure lists each deprecated use with the schema's reason (what to use instead).
      expect({ name, deprecated: deprecatedUsages(document, variables) }).toEqual({ name, deprecated: [] });
    }
  });
});

/** Proof that the checks above can fail: the mistakes the platform refuses are caught. */
describe('validateAdminOperation and deprecatedUsages catch what the platform refuses or deprecates', () => {
  const lineItems = [{ variantId: variantGid(1), quantity: 1 }];

  it('accepts a valid request', () => {
    expect(validateAdminOperation(DRAFT_ORDERS_BY_QUERY, { query: 'tag:x' })).toEqual([]);
    expect(validateAdminOperation(DRAFT_ORDER_CREATE, { input: { lineItems, tags: ['x'] } })).toEqual([]);
  });

  it('an unknown field', () => {
    expect(validateAdminOperation(DRAFT_ORDER_CREATE.replace('invoiceUrl', 'invoiceLink'), { input: { lineItems } })).toEqual([
      expect.stringContaining('Cannot query field "invoiceLink" on type "DraftOrder"'),
    ]);
  });

  it('an unknown argument, an argument of the wrong type, a missing required argument', () => {
    expect(validateAdminOperation(DRAFT_ORDERS_BY_QUERY.replace('first: 1', 'frist: 1'), { query: 'tag:x' })).toEqual([
      expect.stringContaining('Unknown argument "frist" on field "QueryRoot.draftOrders"'),
    ]);
    expect(validateAdminOperation(DRAFT_ORDERS_BY_QUERY.replace('first: 1', 'first: "1"'), { query: 'tag:x' })).toEqual([
      expect.stringContaining('Int cannot represent non-integer value: "1"'),
    ]);
    expect(validateAdminOperation('mutation { draftOrderCreate { userErrors { message } } }')).toEqual([
      expect.stringContaining('argument "input" of type "DraftOrderInput!" is required'),
    ]);
  });

  it('an unknown input field, a wrong enum value, a wrong scalar or a missing required variable in the variables', () => {
    expect(validateAdminOperation(DRAFT_ORDER_CREATE, { input: { lineItems: [{ variantGid: variantGid(1), quantity: 1 }] } })).toEqual([
      expect.stringContaining('Field "variantGid" is not defined by type "DraftOrderLineItemInput"'),
    ]);
    expect(validateAdminOperation(DRAFT_ORDER_CREATE, { input: { lineItems, presentmentCurrencyCode: 'EURO' } })).toEqual([
      expect.stringContaining('Value "EURO" does not exist in "CurrencyCode" enum'),
    ]);
    expect(validateAdminOperation(DRAFT_ORDER_CREATE, { input: { lineItems: [{ variantId: variantGid(1), quantity: '2' }] } })).toEqual([
      expect.stringContaining('Int cannot represent non-integer value: "2"'),
    ]);
    expect(validateAdminOperation(DRAFT_ORDER_CREATE, {})).toEqual([
      expect.stringContaining('Variable "$input" of required type "DraftOrderInput!" was not provided'),
    ]);
  });

  it('a syntax error, and a document with two operations', () => {
    expect(validateAdminOperation('mutation { draftOrderCreate(input: {}) {')).toEqual([expect.stringContaining('Syntax Error')]);
    expect(validateAdminOperation(`${DRAFT_ORDERS_BY_QUERY}\n${DRAFT_ORDERS_BY_QUERY.replace('draftOrdersByTag', 'again')}`, { query: 'tag:x' })).toEqual([
      expect.stringContaining('exactly one operation'),
    ]);
  });

  it('deprecated input fields in the variables (DraftOrderLineItemInput.originalUnitPrice, ShippingLineInput.price), still valid', () => {
    const input = { lineItems: [{ title: 'Custom', originalUnitPrice: '1.50', quantity: 1 }], shippingLine: { title: 'Pickup', price: '0.00' } };
    expect(validateAdminOperation(DRAFT_ORDER_CREATE, { input })).toEqual([]);
    expect(deprecatedUsages(DRAFT_ORDER_CREATE, { input })).toEqual([
      expect.stringMatching(/^DraftOrderLineItemInput\.originalUnitPrice at \$input\.lineItems\[0\]: deprecated \(.*originalUnitPriceWithCurrency/),
      expect.stringMatching(/^ShippingLineInput\.price at \$input\.shippingLine: deprecated \(.*priceWithCurrency/),
    ]);
    const current = { lineItems: [{ title: 'Custom', originalUnitPriceWithCurrency: { amount: '1.50', currencyCode: 'EUR' }, quantity: 1 }] };
    expect(validateAdminOperation(DRAFT_ORDER_CREATE, { input: current })).toEqual([]);
    expect(deprecatedUsages(DRAFT_ORDER_CREATE, { input: current })).toEqual([]);
  });

  it('deprecated fields, arguments and input fields written in the document', () => {
    expect(deprecatedUsages(DRAFT_ORDERS_BY_QUERY.replace('invoiceUrl', 'invoiceUrl\n      totalPrice'), { query: 'tag:x' })).toEqual([
      expect.stringMatching(/^DraftOrder\.totalPrice at line 7: deprecated \(.*totalPriceSet/),
    ]);
    expect(deprecatedUsages('query { shop { productImages(first: 1, maxWidth: 100) { nodes { id } } } }')).toEqual([
      expect.stringMatching(/^Shop\.productImages at line 1: deprecated/),
      expect.stringMatching(/^productImages\(maxWidth:\) at line 1: deprecated/),
    ]);
    expect(
      deprecatedUsages('mutation { draftOrderCreate(input: {lineItems: [{title: "a", originalUnitPrice: "1", quantity: 1}]}) { draftOrder { id } } }'),
    ).toEqual([expect.stringMatching(/^DraftOrderLineItemInput\.originalUnitPrice at line 1: deprecated/)]);
  });
});

/** The fake answers a request the schema refuses as the platform answers a validation failure, and keeps it. */
describe('FakeStorefrontPlatform validates every GraphQL request against the Admin schema', () => {
  const fake = new FakeStorefrontPlatform({ shops: [{ domain: SHOP, accessToken: TOKEN }] });
  let url: string;
  const post = async (query: string, variables: Record<string, unknown>) => {
    const reply = await fetch(`${url}${graphqlPath()}`, {
      method: 'POST',
      headers: { [ACCESS_TOKEN_HEADER]: TOKEN, 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    return { status: reply.status, body: (await reply.json()) as Record<string, unknown> };
  };

  beforeAll(async () => ({ url } = await fake.start()));
  afterAll(() => fake.stop());

  it('answers an unknown field with HTTP 200 and the errors only, executes nothing and records it', async () => {
    const query = DRAFT_ORDER_CREATE.replace('invoiceUrl', 'invoiceLink');
    const answer = await post(query, { input: { lineItems: [{ variantId: variantGid(1), quantity: 1 }] } });
    expect(answer).toEqual({
      status: 200,
      body: {
        errors: [
          {
            message: expect.stringMatching(/^Cannot query field "invoiceLink" on type "DraftOrder"\./),
            locations: [{ line: 6, column: 7 }],
            extensions: { code: 'undefinedField' },
          },
        ],
      },
    });
    expect(fake.draftOrders).toEqual([]);
    expect(fake.rejectedGraphqlRequests).toEqual([
      expect.objectContaining({ query, errors: [expect.objectContaining({ extensions: { code: 'undefinedField' } })] }),
    ]);
  });

  it('answers an unknown input field in the variables with INVALID_VARIABLE, and the client fails rejected without retrying', async () => {
    const input = { lineItems: [{ variantId: variantGid(1), quantity: 1, price: '1.00' }] } as unknown as DraftOrderInput;
    const before = fake.requests.length;
    const client = new StorefrontPlatformClient({ shopDomain: SHOP, accessToken: TOKEN, baseUrl: url, retryDelayMs: 10 });
    const error = await client.createDraftOrder({ input, reference: 'chk-bad-1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorefrontPlatformError);
    expect((error as StorefrontPlatformError).failure).toMatchObject({ reason: 'rejected', status: 200, attempts: 1 });
    expect((error as StorefrontPlatformError).failure.message).toContain('Field "price" is not defined by type "DraftOrderLineItemInput"');
    expect(fake.requests.length - before).toBe(1);
    expect(fake.draftOrders).toEqual([]);
    expect(fake.rejectedGraphqlRequests.at(-1)?.errors).toEqual([expect.objectContaining({ extensions: { code: 'INVALID_VARIABLE' } })]);
  });
});
