import type { CapacityRepository } from '@fulfil/capacity';
import type { Clock } from '@fulfil/platform';
import type { CheckoutEntity } from '../checkouts/storage/checkout.entity';
import type { CheckoutRepository } from '../checkouts/storage/checkout.repository';
import type { UsageService } from '@fulfil/storefront';
import { DraftOrderService } from './draft-order.service';

describe('DraftOrderService: a released hold shows in this instance’s searches at once', () => {
  it('releases the place of a checkout whose hold expired, then drops the shop’s cached counts (docs/scaling.md)', async () => {
    const calls: string[] = [];
    const capacity = { release: async (shopId: number, id: number) => void calls.push(`release ${shopId}/${id}`) };
    const checkouts = { markFailed: async (id: string, f: { code: string }) => void calls.push(`failed ${id} ${f.code}`) };
    const usage = { changed: (shopId: number) => void calls.push(`invalidate ${shopId}`) };
    const clock = { now: () => new Date('2026-03-10T20:30:00Z') };
    const service = new DraftOrderService(
      null as never,
      checkouts as unknown as CheckoutRepository,
      capacity as unknown as CapacityRepository,
      null as never,
      clock as unknown as Clock,
      usage as unknown as UsageService,
    );
    const row = { id: 'c-1', shopId: 7, reservationId: 41, expiresAt: new Date('2026-03-10T20:15:00Z') } as CheckoutEntity;
    expect(await service.attempt(row, { maxAttempts: 1, mayExist: false })).toBe('failed');
    expect(calls).toEqual(['release 7/41', 'invalidate 7', 'failed c-1 HOLD_EXPIRED']);
  });
});
