import { createTestDatabase, describeEachEngine, TestDatabase } from '@fulfil/database/testing';
import { FORMS_TABLE_SET } from './table-set';
import { EnquiryRepository, EnquiryInput } from './enquiry-repository';
import { enquiryFingerprint } from './enquiry-fingerprint';

const HOUR = 3_600_000;
const WINDOW = 24 * HOUR;
const LEASE = 60_000;
let seq = 0;
const input = (overrides: Partial<EnquiryInput> = {}): EnquiryInput => ({
  email: `jane${++seq}@example.com`,
  firstName: 'Jane',
  lastName: 'Doe',
  helpWith: 'Delivery',
  message: 'Where is my order?',
  ...overrides,
});

describe('enquiryFingerprint', () => {
  it('ignores e-mail case and white space differences, not the words', () => {
    const a = enquiryFingerprint({ email: 'Jane@Example.com ', helpWith: 'Delivery', message: 'Where is\r\nmy order?' });
    expect(enquiryFingerprint({ email: 'jane@example.com', helpWith: ' Delivery ', message: 'Where is my  order?' })).toBe(a);
    expect(enquiryFingerprint({ email: 'jane@example.com', helpWith: 'Delivery', message: 'Where is my order!' })).not.toBe(a);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
  });
});

describeEachEngine('EnquiryRepository', (engine) => {
  let db: TestDatabase;
  let repo: EnquiryRepository;
  const t0 = new Date('2026-05-01T12:00:00Z');
  const at = (ms: number) => new Date(t0.getTime() + ms);

  beforeAll(async () => {
    db = await createTestDatabase(engine, FORMS_TABLE_SET);
    repo = new EnquiryRepository(db.dataSource);
  }, 60_000);
  afterAll(() => db?.drop());

  it('stores a new enquiry claimed by the caller, then finds it again within the window', async () => {
    const form = input({ email: ' Mixed@Example.COM ', telephone: '+4930123', company: 'Acme' });
    const first = await repo.submit(form, { now: t0, leaseMs: LEASE, windowMs: WINDOW });
    expect(first.created).toBe(true);
    expect(first.enquiry).toMatchObject({ email: 'mixed@example.com', status: 'pending', attempts: 1, telephone: '+4930123', company: 'Acme', ticketId: null });
    expect(first.enquiry.leaseUntil?.getTime()).toBe(t0.getTime() + LEASE);
    expect(first.enquiry.receivedAt.getTime()).toBe(t0.getTime());
    const again = await repo.submit({ ...form, email: 'mixed@example.com' }, { now: at(23 * HOUR), leaseMs: LEASE, windowMs: WINDOW });
    expect(again).toMatchObject({ created: false, enquiry: { id: first.enquiry.id } });
  });

  it('answers a new enquiry as it is stored (the timestamps aside), without reading it back', async () => {
    const { enquiry, created } = await repo.submit(input({ telephone: '+4930999' }), { now: t0, leaseMs: LEASE, windowMs: WINDOW });
    expect(created).toBe(true);
    const stored = await repo.findById(enquiry.id);
    const { createdAt, updatedAt, ...rest } = enquiry;
    expect([createdAt, updatedAt]).toEqual([t0, t0]);
    expect(stored).toMatchObject(rest);
    expect(stored).toBeInstanceOf(enquiry.constructor);
  });

  it('starts a new enquiry after the window and retires the old key', async () => {
    const form = input();
    const first = await repo.submit(form, { now: t0, leaseMs: LEASE, windowMs: WINDOW });
    const later = await repo.submit(form, { now: at(WINDOW + 1000), leaseMs: LEASE, windowMs: WINDOW });
    expect(later.created).toBe(true);
    expect(later.enquiry.id).not.toBe(first.enquiry.id);
    const all = await repo.findByFingerprint(first.enquiry.fingerprint);
    expect(all.map((e) => [e.id, e.dedupeKey])).toEqual([
      [first.enquiry.id, null],
      [later.enquiry.id, first.enquiry.fingerprint],
    ]);
  });

  it('creates one enquiry under concurrent identical submissions', async () => {
    const form = input();
    const results = await Promise.all(Array.from({ length: 6 }, () => repo.submit(form, { now: t0, leaseMs: LEASE, windowMs: WINDOW })));
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.enquiry.id)).size).toBe(1);
  });

  it('lets one claimant win a claim, and only after the holder released it or its lease ran out', async () => {
    const { enquiry } = await repo.submit(input(), { now: t0, leaseMs: LEASE, windowMs: WINDOW });
    expect(await repo.claim(enquiry.id, { now: at(1000), leaseMs: LEASE })).toBeNull(); // still held by the submitter
    const stolen = await repo.claim(enquiry.id, { now: at(LEASE + 1000), leaseMs: LEASE }); // submitter died
    expect(stolen).toMatchObject({ id: enquiry.id, attempts: 2 });
    const both = await Promise.all([
      repo.claim(enquiry.id, { now: at(3 * LEASE), leaseMs: LEASE }),
      repo.claim(enquiry.id, { now: at(3 * LEASE), leaseMs: LEASE }),
    ]);
    expect(both.filter(Boolean)).toHaveLength(1);
  });

  it('hands due enquiries to exactly one of two concurrent workers, and never delivered ones', async () => {
    const failed = await repo.submit(input(), { now: t0, leaseMs: LEASE, windowMs: WINDOW });
    await repo.markAttemptFailed(failed.enquiry.id, { error: 'hubspot/createTicket: network', nextAttemptAt: at(5 * 60_000) });
    const done = await repo.submit(input(), { now: t0, leaseMs: LEASE, windowMs: WINDOW });
    await repo.markDelivered(done.enquiry.id, { contactId: '1', ticketId: '2', now: t0 });

    expect((await repo.claimDue({ now: at(60_000), leaseMs: LEASE, limit: 50 })).map((e) => e.id)).not.toContain(failed.enquiry.id);
    const now = at(10 * 60_000);
    const [a, b] = await Promise.all([repo.claimDue({ now, leaseMs: LEASE, limit: 50 }), repo.claimDue({ now, leaseMs: LEASE, limit: 50 })]);
    const ids = [...a, ...b].map((e) => e.id);
    expect(ids.filter((id) => id === failed.enquiry.id)).toHaveLength(1);
    expect(ids).not.toContain(done.enquiry.id);
  });

  it('records delivery and failure', async () => {
    const { enquiry } = await repo.submit(input(), { now: t0, leaseMs: LEASE, windowMs: WINDOW });
    await repo.recordContact(enquiry.id, '512');
    const gaveUp = await repo.markAttemptFailed(enquiry.id, { error: 'x'.repeat(400), nextAttemptAt: null });
    expect(gaveUp).toMatchObject({ status: 'failed', contactId: '512', leaseUntil: null, nextAttemptAt: null });
    expect(gaveUp.lastError).toHaveLength(300);
    const revived = await repo.claim(enquiry.id, { now: at(1000), leaseMs: LEASE });
    expect(revived).toMatchObject({ attempts: 2 });
    await repo.markDelivered(enquiry.id, { contactId: '512', ticketId: '900', now: at(2000) });
    const delivered = await repo.findById(enquiry.id);
    expect(delivered).toMatchObject({ status: 'delivered', ticketId: '900', leaseUntil: null, lastError: null });
    expect(await repo.claim(enquiry.id, { now: at(3000), leaseMs: LEASE })).toBeNull();
    expect((await repo.countByStatus())['delivered']).toBeGreaterThanOrEqual(1);
  });
});
