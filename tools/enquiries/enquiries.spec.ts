import { createTestDatabase, TestDatabase } from '@fulfil/database/testing';
import { EnquiryRepository, FORMS_TABLE_SET } from '@fulfil/website-forms';
import { enquiriesCommand } from './enquiries';

describe('enquiries CLI', () => {
  let db: TestDatabase;
  let repo: EnquiryRepository;
  const now = new Date('2026-06-01T09:00:00Z');
  beforeAll(async () => {
    db = await createTestDatabase('sqlite', FORMS_TABLE_SET);
    repo = new EnquiryRepository(db.dataSource);
  });
  afterAll(() => db?.drop());

  it('lists failed enquiries with their last error and retries them', async () => {
    expect(await enquiriesCommand(repo, ['list'], now)).toEqual(['no undelivered enquiries']);
    const { enquiry } = await repo.submit(
      { email: 'a@example.com', firstName: 'A', lastName: 'B', helpWith: 'Billing', message: 'Hello' },
      { now, leaseMs: 1000, windowMs: 86_400_000 },
    );
    await repo.markAttemptFailed(enquiry.id, { error: 'hubspot/createTicket: unauthorized (401)', nextAttemptAt: null });
    const [row] = await enquiriesCommand(repo, ['list'], now);
    expect(row.split('\t')).toEqual([String(enquiry.id), 'failed', 'attempts=1', now.toISOString(), 'next=-', 'hubspot/createTicket: unauthorized (401)']);
    expect(await enquiriesCommand(repo, ['retry', String(enquiry.id), '999999'], now)).toEqual([
      `due now: ${enquiry.id} (the retry worker of website-api delivers them)`,
      'not retried (delivered, unknown, or a delivery in progress): 999999',
    ]);
    expect((await enquiriesCommand(repo, ['list', '--pending'], now))[0]).toContain(`pending\tattempts=1\t${now.toISOString()}\tnext=${now.toISOString()}`);
    expect(await enquiriesCommand(repo, ['retry', '--all-failed'], now)).toEqual(['nothing to retry']);
  });

  it('refuses unknown commands and bad ids with the usage line', async () => {
    for (const args of [[], ['drop'], ['retry'], ['retry', 'x1'], ['retry', '--all-failed', '3'], ['list', '--limit', '0']]) {
      await expect(enquiriesCommand(repo, args, now)).rejects.toThrow(/^usage: enquiries/);
    }
  });
});
