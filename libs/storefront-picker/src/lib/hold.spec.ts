import type { Reservation } from '@fulfil/api-client';
import { HoldKeeper, idempotencyKey, PickerClock } from './hold';
import { ApiError } from './http';
import type { ReservationRequest } from './fulfilment-client';

const request: ReservationRequest = { method: 'pickup', locationId: 1, date: '2026-03-10', slotId: 5, shoppingCart: [] };
const NOW = Date.parse('2026-03-09T15:30:00Z');
const reservation = (id: number, expiresAt: number): Reservation => ({
  id,
  status: 'held',
  method: 'pickup',
  location_id: 1,
  quantity: 1,
  date: '2026-03-10',
  slot_id: 5,
  expires_at: new Date(expiresAt).toISOString(),
});

/** Manual timers: `fire()` runs the pending one. */
function manualTimers() {
  let pending: { fn: () => void; ms: number } | null = null;
  return {
    timers: { set: (fn: () => void, ms: number) => (pending = { fn, ms }), clear: () => (pending = null) },
    pending: () => pending,
    fire: () => {
      const p = pending;
      pending = null;
      p?.fn();
    },
  };
}

describe('HoldKeeper', () => {
  it('holds with a fresh Idempotency-Key, renews when the hold lapses, and reports a place lost at renewal', async () => {
    const keys: string[] = [];
    const answers: Array<Reservation | ApiError> = [
      reservation(1, NOW + 15 * 60_000),
      reservation(2, NOW + 30 * 60_000),
      new ApiError('Full', 409, 'SLOT_FULL'),
    ];
    const client = {
      reserve: async (_r: ReservationRequest, key: string) => {
        keys.push(key);
        const a = answers.shift() as Reservation | ApiError;
        if (a instanceof ApiError) throw a;
        return a;
      },
    };
    const held: number[] = [];
    const lost: string[] = [];
    const t = manualTimers();
    const keeper = new HoldKeeper(client, () => NOW, { held: (r) => held.push(r.id), lost: (e) => lost.push(e.code) }, t.timers);
    expect((await keeper.hold(request)).id).toBe(1);
    expect(t.pending()?.ms).toBe(15 * 60_000 + 1000);
    t.fire();
    await new Promise((r) => setTimeout(r, 0));
    expect(held).toEqual([1, 2]);
    t.fire();
    await new Promise((r) => setTimeout(r, 0));
    expect(lost).toEqual(['SLOT_FULL']);
    expect(new Set(keys).size).toBe(3);
  });

  it('stops renewing once the choice changes', async () => {
    const t = manualTimers();
    let calls = 0;
    const keeper = new HoldKeeper(
      { reserve: async () => (calls++, reservation(calls, NOW + 60_000)) },
      () => NOW,
      { held: () => undefined, lost: () => undefined },
      t.timers,
    );
    await keeper.hold(request);
    keeper.forget();
    expect(t.pending()).toBeNull();
    expect(calls).toBe(1);
  });

  it('makes distinct keys', () => {
    expect(idempotencyKey()).not.toBe(idempotencyKey());
  });
});

describe('PickerClock', () => {
  it("uses the browser's clock until the server reports a fixed clock; then the now attribute, else the server's instant", () => {
    let requested: string | null = '2026-03-09T15:30:00Z';
    const clock = new PickerClock(() => requested);
    const before = Date.now();
    expect(clock.now()).toBeGreaterThanOrEqual(before);
    expect(clock.fixed).toBe(false);
    clock.serverFixedAt('2026-03-09T12:00:00.000Z');
    expect(clock.now()).toBe(NOW);
    requested = null;
    expect(clock.now()).toBe(Date.parse('2026-03-09T12:00:00Z'));
    clock.serverFixedAt('not a date');
    expect(clock.now()).toBe(Date.parse('2026-03-09T12:00:00Z'));
  });
});
