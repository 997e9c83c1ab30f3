import { createHelpdesk } from '../create-helpdesk';
import { HelpdeskError } from '../helpdesk-error';
import { HubSpotHelpdesk } from '../hubspot/hubspot-helpdesk';
import { InMemoryLocalHelpdeskStore } from './in-memory-local-helpdesk-store';
import { LocalHelpdesk } from './local-helpdesk';

describe('LocalHelpdesk on the in-memory store', () => {
  let store: InMemoryLocalHelpdeskStore;
  let helpdesk: LocalHelpdesk;

  beforeEach(() => {
    store = new InMemoryLocalHelpdeskStore();
    helpdesk = new LocalHelpdesk(store);
  });

  it('creates a contact, then updates the same one by normalised e-mail without blanking fields', async () => {
    const first = await helpdesk.upsertContact({ email: 'Jane@Example.com', firstName: 'Jane', lastName: 'Doe', company: 'Acme' });
    expect(first).toEqual({ contactId: '1', created: true });
    const second = await helpdesk.upsertContact({ email: ' jane@example.COM', firstName: 'Janet', company: '' });
    expect(second).toEqual({ contactId: '1', created: false });
    expect(store.contacts.size).toBe(1);
    expect(await store.findContactByEmail('jane@example.com')).toMatchObject({ firstName: 'Janet', lastName: 'Doe', company: 'Acme' });
  });

  it('opens tickets for a known contact only', async () => {
    const { contactId } = await helpdesk.upsertContact({ email: 'a@example.com', firstName: 'A', lastName: 'B' });
    await expect(helpdesk.createTicket({ contactId, subject: 'Help', content: 'Text' })).resolves.toEqual({ ticketId: '1', existing: false });
    expect(store.tickets).toEqual([expect.objectContaining({ id: '1', contactId, subject: 'Help', content: 'Text' })]);
    const error = await helpdesk.createTicket({ contactId: '42', subject: 'x', content: 'y' }).catch((e) => e);
    expect(error).toBeInstanceOf(HelpdeskError);
    expect(error.upstream).toMatchObject({ service: 'local-store', reason: 'rejected' });
  });

  it('subscribes idempotently: second call is already_subscribed, one contact, names kept', async () => {
    await helpdesk.upsertContact({ email: 'n@example.com', firstName: 'Nina', lastName: 'K' });
    await expect(helpdesk.subscribe('n@example.com')).resolves.toEqual({ status: 'subscribed' });
    await expect(helpdesk.subscribe('N@Example.com')).resolves.toEqual({ status: 'already_subscribed' });
    expect(store.contacts.size).toBe(1);
    expect(store.subscribers).toEqual(new Set(['n@example.com']));
    expect(store.contacts.get('n@example.com')).toMatchObject({ firstName: 'Nina' });
  });

  it('signs up for the newsletter: the contact id with the status, one contact, names kept, idempotent', async () => {
    const { contactId } = await helpdesk.upsertContact({ email: 's@example.com', firstName: 'Sam' });
    await expect(helpdesk.signUpForNewsletter('S@example.com ')).resolves.toEqual({ contactId, status: 'subscribed' });
    await expect(helpdesk.signUpForNewsletter('s@example.com')).resolves.toEqual({ contactId, status: 'already_subscribed' });
    const fresh = await helpdesk.signUpForNewsletter('new@example.com');
    expect(fresh).toEqual({ contactId: expect.any(String), status: 'subscribed' });
    expect(fresh.contactId).not.toBe(contactId);
    expect(store.contacts.get('s@example.com')).toMatchObject({ firstName: 'Sam' });
    expect(store.subscribers).toEqual(new Set(['s@example.com', 'new@example.com']));
  });

  it('creates exactly one contact and one subscription under concurrent signups', async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => helpdesk.subscribe('race@example.com')));
    expect(results.filter((r) => r.status === 'subscribed')).toHaveLength(1);
    expect(store.contacts.size).toBe(1);
  });

  it('wraps store failures in HelpdeskError (502) without exposing them', async () => {
    jest.spyOn(store, 'saveContact').mockRejectedValueOnce(new Error('ER_LOCK_DEADLOCK at db-primary:3306'));
    const error = await helpdesk.upsertContact({ email: 'x@example.com' }).catch((e) => e);
    expect(error).toBeInstanceOf(HelpdeskError);
    expect([error.status, error.code]).toEqual([502, 'UPSTREAM_UNAVAILABLE']);
    expect(error.upstream).toMatchObject({ reason: 'store_failed', message: expect.stringContaining('DEADLOCK') });
    expect(error.detail).not.toContain('DEADLOCK');
  });
});

describe('createHelpdesk', () => {
  const localStore = new InMemoryLocalHelpdeskStore();

  it('uses HubSpot when a token is configured, the local helpdesk otherwise', () => {
    const hubspot = createHelpdesk({ localStore, hubspot: { accessToken: 'tok', pipeline: '0', pipelineStage: '1', subscriptionId: '1' } });
    expect(hubspot).toBeInstanceOf(HubSpotHelpdesk);
    expect(hubspot.kind).toBe('hubspot');
    expect(createHelpdesk({ localStore, hubspot: { accessToken: '  ' } }).kind).toBe('local');
    expect(createHelpdesk({ localStore }).kind).toBe('local');
  });

  it('refuses a HubSpot token without pipeline settings', () => {
    expect(() => createHelpdesk({ localStore, hubspot: { accessToken: 'tok' } })).toThrow(/pipeline/);
  });
});
