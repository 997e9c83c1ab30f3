import { createTestDatabase, describeEachEngine, TestDatabase } from '@fulfil/database/testing';
import { FORMS_TABLE_SET } from './table-set';
import { EnquiryRepository, EnquiryInput } from './enquiry-repository';

const LEASE = 60_000;
const WINDOW = 86_400_000;
let seq = 0;
const input = (): EnquiryInput => ({ email: `ops${++seq}@example.com`, firstName: 'Ann', lastName: 'Lee', helpWith: 'Billing', message: `Question ${seq}` });

describeEachEngine('EnquiryRepository: undelivered enquiries for operators', (engine) => {
  let db: TestDatabase;
  let repo: EnquiryRepository;
  const t0 = new Date('2026-06-01T08:00:00Z');
  const at = (ms: number) => new Date(t0.getTime() + ms);

  beforeAll(async () => {
    db = await createTestDatabase(engine, FORMS_TABLE_SET);
    repo = new EnquiryRepository(db.dataSource);
  }, 60_000);
  afterAll(() => db?.drop());

  it('lists failed enquiries with their last error, requeues them, and the retry worker then claims them', async () => {
    const failed = (await repo.submit(input(), { now: t0, leaseMs: LEASE, windowMs: WINDOW })).enquiry;
    await repo.markAttemptFailed(failed.id, { error: 'hubspot/createTicket: timeout', nextAttemptAt: null });
    const waiting = (await repo.submit(input(), { now: t0, leaseMs: LEASE, windowMs: WINDOW })).enquiry;
    await repo.markAttemptFailed(waiting.id, { error: 'hubspot/upsertContact: server_error (503)', nextAttemptAt: at(3_600_000) });

    const listed = await repo.listUndelivered();
    expect(listed.map((e) => [e.id, e.status, e.lastError])).toContainEqual([failed.id, 'failed', 'hubspot/createTicket: timeout']);
    expect(listed.map((e) => e.id)).not.toContain(waiting.id);
    expect((await repo.listUndelivered({ includePending: true })).map((e) => e.id)).toEqual(expect.arrayContaining([failed.id, waiting.id]));
    expect((await repo.countByStatus())['failed']).toBeGreaterThanOrEqual(1);

    const now = at(60_000);
    expect(await repo.requeue('all-failed', now)).toContain(failed.id);
    expect(await repo.findById(failed.id)).toMatchObject({ status: 'pending', attempts: 1, lastError: 'hubspot/createTicket: timeout' });
    const claimed = await repo.claimDue({ now, leaseMs: LEASE, limit: 50 });
    expect(claimed.map((e) => e.id)).toContain(failed.id);
    expect(claimed.map((e) => e.id)).not.toContain(waiting.id);
  });

  it('moves a waiting enquiry up by id, and leaves one whose delivery is in progress alone', async () => {
    const waiting = (await repo.submit(input(), { now: t0, leaseMs: LEASE, windowMs: WINDOW })).enquiry;
    await repo.markAttemptFailed(waiting.id, { error: 'recaptcha/siteverify: network', nextAttemptAt: at(3_600_000) });
    const busy = (await repo.submit(input(), { now: t0, leaseMs: LEASE, windowMs: WINDOW })).enquiry; // claimed by its submitter
    expect(await repo.requeue([waiting.id, busy.id], at(1000))).toEqual([waiting.id]);
    expect((await repo.findById(waiting.id))?.nextAttemptAt?.getTime()).toBe(at(1000).getTime());
    expect(await repo.requeue([], at(1000))).toEqual([]);
  });
});
