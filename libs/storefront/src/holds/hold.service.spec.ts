import type { CapacityRepository, IdempotencyKeyStore, CapacityHoldRequest } from '@fulfil/capacity';
import type { StorefrontConfig } from '../module/storefront-config';
import type { UsageService } from '../usage/usage.service';
import { HoldService, type HoldPlan } from './hold.service';

const NOW = new Date('2026-03-09T10:30:00.250Z');

function holdService(reserve: (req: CapacityHoldRequest) => Promise<unknown>, stored: unknown = null) {
  const calls: string[] = [];
  const keys = { replay: async () => (calls.push('replay'), stored) };
  const capacity = { hold: async (req: CapacityHoldRequest) => (calls.push(`reserve ${req.slotId} until ${req.expiresAt.toISOString()}`), reserve(req)) };
  const usage = { changed: (shopId: number) => void calls.push(`changed ${shopId}`) };
  const service = new HoldService(
    capacity as unknown as CapacityRepository,
    keys as unknown as IdempotencyKeyStore,
    { RESERVATION_TTL_MINUTES: 15 } as StorefrontConfig,
    usage as unknown as UsageService,
  );
  return { service, calls };
}

const plan =
  (calls: string[]) =>
  async (expiresAt: Date): Promise<HoldPlan<string>> => {
    calls.push(`plan ${expiresAt.toISOString()}`);
    return { target: { method: 'pickup', locationId: 1, date: '2026-03-10', slotId: 11, limit: 2 }, respond: async () => ({ status: 201, body: 'made' }) };
  };

describe('HoldService (the steps of a hold both storefront apps run)', () => {
  it('answers a stored Idempotency-Key before planning or holding anything', async () => {
    const { service, calls } = holdService(async () => ({ ok: true }), { status: 201, body: 'earlier' });
    const outcome = await service.hold({ shopId: 7, api: 'widget-api', idempotency: { key: 'k', requestHash: 'h' }, now: NOW, plan: plan(calls) });
    expect(outcome).toEqual({ kind: 'replayed', response: { status: 201, body: 'earlier' } });
    expect(calls).toEqual(['replay']);
  });

  it('plans with the expiry (whole seconds, RESERVATION_TTL_MINUTES), holds, then drops the shop’s cached counts', async () => {
    const reservation = { id: 41 };
    const { service, calls } = holdService(async () => ({ ok: true, replayed: false, reservation, response: { status: 201, body: 'made' } }));
    const outcome = await service.hold({ shopId: 7, api: 'fulfilment-api', idempotency: null, now: NOW, plan: plan(calls) });
    expect(outcome).toEqual({ kind: 'held', reservation, response: { status: 201, body: 'made' } });
    expect(calls).toEqual(['plan 2026-03-09T10:45:00.000Z', 'reserve 11 until 2026-03-09T10:45:00.000Z', 'changed 7']);
  });

  it('says full with the target and the count, and drops the counts then too', async () => {
    const { service, calls } = holdService(async () => ({ ok: false, reason: 'full', used: 2, limit: 2 }));
    const outcome = await service.hold({ shopId: 7, api: 'widget-api', idempotency: null, now: NOW, plan: plan(calls) });
    expect(outcome).toMatchObject({ kind: 'full', used: 2, limit: 2, target: { slotId: 11 } });
    expect(calls.at(-1)).toBe('changed 7');
  });

  it('drops the counts even when the hold fails after it may have committed', async () => {
    const { service, calls } = holdService(async () => {
      throw new Error('connection lost after COMMIT');
    });
    await expect(service.hold({ shopId: 7, api: 'widget-api', idempotency: null, now: NOW, plan: plan(calls) })).rejects.toThrow('connection lost');
    expect(calls.at(-1)).toBe('changed 7');
  });
});
