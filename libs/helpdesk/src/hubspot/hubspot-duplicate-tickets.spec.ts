import { HelpdeskError } from '../helpdesk-error';
import { FakeHubSpot } from '../testing';
import { HubSpotConfig } from './hubspot-config';
import { HubSpotHelpdesk } from './hubspot-helpdesk';

const TICKETS = '/crm/objects/2026-09/tickets';
const SEARCH = '/crm/objects/2026-09/tickets/search';

/** README "Duplicate tickets": a retry finds the ticket an earlier attempt opened instead of opening a second. */
describe('HubSpotHelpdesk: one ticket per enquiry across attempts', () => {
  const fake = new FakeHubSpot({ searchRequestsPerSecond: 0 });
  let url: string;
  const warnings: Array<{ message: string; details: Record<string, unknown> }> = [];
  const client = (overrides: Partial<HubSpotConfig> = {}) =>
    new HubSpotHelpdesk({
      accessToken: 'test-token',
      baseUrl: url,
      pipeline: '0',
      pipelineStage: '1',
      subscriptionId: '12345',
      timeoutMs: 1000,
      enquiryIdProperty: 'fulfil_enquiry_id',
      logger: { warn: (message, details) => warnings.push({ message, details }) },
      ...overrides,
    });
  let contactId: string;
  const ticketsFor = (reference: string) => fake.tickets.filter((t) => t.properties['fulfil_enquiry_id'] === reference);
  const ticket = (reference: string, mayExist = false) =>
    client().createTicket({ contactId, subject: 'Delivery', content: `About ${reference}`, enquiryId: reference, mayExist });

  beforeAll(async () => {
    ({ url } = await fake.start());
    ({ contactId } = await client().upsertContact({ email: 'jane@example.com' }));
  });
  afterEach(() => fake.restore());
  afterAll(() => fake.stop());

  it('the process dies after HubSpot opened the ticket, before recording it; the retry finds it: exactly one ticket', async () => {
    const first = await ticket('e-1'); // the attempt that "crashed": its answer is never recorded
    expect(first).toEqual({ ticketId: expect.any(String), existing: false });
    expect(JSON.parse(fake.requestsTo(TICKETS).at(-1)?.body ?? '{}').properties).toMatchObject({ fulfil_enquiry_id: 'e-1' });
    expect(fake.requestsTo(SEARCH)).toHaveLength(0); // a first attempt spends no search

    const retry = await ticket('e-1', true);
    expect(retry).toEqual({ ticketId: first.ticketId, existing: true });
    expect(ticketsFor('e-1')).toHaveLength(1);
    expect(JSON.parse(fake.requestsTo(SEARCH).at(-1)?.body ?? '{}')).toEqual({
      filterGroups: [{ filters: [{ propertyName: 'fulfil_enquiry_id', operator: 'EQ', value: 'e-1' }] }],
      properties: ['fulfil_enquiry_id', 'subject', 'hs_pipeline', 'hs_pipeline_stage', 'createdate'],
      sorts: [{ propertyName: 'createdate', direction: 'ASCENDING' }],
      limit: 1,
    });
  });

  it("the create's answer is lost after HubSpot processed it (not retried: it may exist); the next attempt finds it: exactly one ticket", async () => {
    fake.failNext(1, 'lose-answer', { path: TICKETS });
    const lost = await ticket('e-2').catch((e: unknown) => e);
    expect(lost).toBeInstanceOf(HelpdeskError);
    expect((lost as HelpdeskError).upstream).toMatchObject({ operation: 'createTicket', reason: 'network', attempts: 1 });
    expect(ticketsFor('e-2')).toHaveLength(1);

    const retry = await ticket('e-2', true);
    expect(retry).toEqual({ ticketId: ticketsFor('e-2')[0].id, existing: true });
    expect(ticketsFor('e-2')).toHaveLength(1);
  });

  it('a retry that finds nothing opens the ticket, carrying the reference', async () => {
    const result = await ticket('e-3', true);
    expect(result).toEqual({ ticketId: expect.any(String), existing: false });
    expect(ticketsFor('e-3').map((t) => t.id)).toEqual([result.ticketId]);
  });

  it('never creates when the search fails: the attempt fails (searches are retried once, like every idempotent call)', async () => {
    await ticket('e-4');
    const created = fake.requestsTo(TICKETS).length;
    fake.failNext(2, 503, { path: SEARCH });
    const error = await ticket('e-4', true).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HelpdeskError);
    expect((error as HelpdeskError).upstream).toMatchObject({ service: 'hubspot', operation: 'searchTickets', reason: 'server_error', attempts: 2 });
    expect(fake.requestsTo(TICKETS)).toHaveLength(created);
    expect(ticketsFor('e-4')).toHaveLength(1);
  });

  it('answers the oldest ticket when several already carry the reference, and warns', async () => {
    const oldest = await ticket('e-5');
    await ticket('e-5');
    warnings.length = 0;
    expect(await ticket('e-5', true)).toEqual({ ticketId: oldest.ticketId, existing: true });
    expect(warnings).toEqual([{ message: expect.stringMatching(/several tickets/), details: { operation: 'searchTickets', total: 2 } }]);
  });

  it("residual window (documented): a ticket still inside HubSpot's search-index lag is not found, and the retry opens a second", async () => {
    fake.setSearchLag(60_000);
    try {
      await ticket('e-6');
      expect(await ticket('e-6', true)).toMatchObject({ existing: false });
      expect(ticketsFor('e-6')).toHaveLength(2);
    } finally {
      fake.setSearchLag(0);
    }
  });

  it('without enquiryIdProperty sends no reference and never searches', async () => {
    const searches = fake.requestsTo(SEARCH).length;
    await client({ enquiryIdProperty: undefined }).createTicket({ contactId, subject: 's', content: 'c', enquiryId: 'e-7', mayExist: true });
    expect(JSON.parse(fake.requestsTo(TICKETS).at(-1)?.body ?? '{}').properties).not.toHaveProperty('fulfil_enquiry_id');
    expect(fake.requestsTo(SEARCH)).toHaveLength(searches);
    expect(() => client({ enquiryIdProperty: 'Enquiry-Id' })).toThrow(/enquiryIdProperty/);
  });
});

describe("HubSpotHelpdesk: the search endpoint's own rate limit (5 requests/s per account)", () => {
  const fake = new FakeHubSpot(); // default: 5 searches per rolling second
  let url: string;
  beforeAll(async () => ({ url } = await fake.start()));
  afterAll(() => fake.stop());

  it('waits a search 429 out once (rateLimitWaitMs) and finds the ticket', async () => {
    const helpdesk = new HubSpotHelpdesk({
      accessToken: 'test-token',
      baseUrl: url,
      pipeline: '0',
      pipelineStage: '1',
      subscriptionId: '12345',
      timeoutMs: 2000,
      rateLimitWaitMs: 1000,
      enquiryIdProperty: 'fulfil_enquiry_id',
    });
    const { contactId } = await helpdesk.upsertContact({ email: 'busy@example.com' });
    const { ticketId } = await helpdesk.createTicket({ contactId, subject: 's', content: 'c', enquiryId: 'busy-1' });
    const found = await Promise.all(Array.from({ length: 6 }, () => helpdesk.findTicket('busy-1')));
    expect(found).toEqual(Array(6).fill(ticketId));
    expect(fake.requestsTo(SEARCH).length).toBe(7); // one 429, waited out once
  });
});
