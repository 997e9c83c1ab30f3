/**
 * Holding a limited slot while the shopper checks out (docs/storefront-picker.md, "Holds"):
 * `POST /v1.0/reservations` with a fresh `Idempotency-Key` per choice (so a retried request
 * holds one place), renewed when it lapses; when the place is gone by then, the shopper is
 * asked to choose again. The server lets a hold lapse by itself: there is nothing to release.
 */
import type { Reservation } from '@fulfil/api-client';
import { ApiError } from './http';
import type { FulfilmentClient, ReservationRequest } from './fulfilment-client';

/** A random Idempotency-Key (UUID v4 where the browser has `crypto.randomUUID`). */
export function idempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Timers (injectable for tests). */
export interface HoldTimers {
  set: (fn: () => void, ms: number) => unknown;
  clear: (handle: unknown) => void;
}

/** What the keeper reports. */
export interface HoldEvents {
  /** A hold was made or renewed. */
  held: (reservation: Reservation) => void;
  /** The place could not be held again at renewal (SLOT_FULL, SLOT_UNAVAILABLE): the shopper must choose again. */
  lost: (error: ApiError) => void;
}

/** Keeps at most one hold alive for the current choice. */
export class HoldKeeper {
  private timer: unknown = null;
  private generation = 0;

  constructor(
    private readonly client: Pick<FulfilmentClient, 'reserve'>,
    /** "Now" in epoch ms, the same clock the server's `expires_at` is on (see PickerClock). */
    private readonly now: () => number,
    private readonly events: HoldEvents,
    private readonly timers: HoldTimers = { set: (fn, ms) => setTimeout(fn, ms), clear: (h) => clearTimeout(h as ReturnType<typeof setTimeout>) },
  ) {}

  /**
   * Holds a place for `request` (forgetting any previous hold) and schedules its renewal
   * at `expires_at`. Resolves with the reservation.
   * @throws ApiError (409 SLOT_FULL, 422 SLOT_UNAVAILABLE, ...) when the place cannot be held
   */
  async hold(request: ReservationRequest): Promise<Reservation> {
    this.forget();
    const generation = this.generation;
    const reservation = await this.client.reserve(request, idempotencyKey());
    if (generation === this.generation) this.schedule(request, reservation, generation);
    return reservation;
  }

  /** Stops renewing (the choice changed or was cleared); the server lets the hold lapse. */
  forget(): void {
    this.generation++;
    if (this.timer !== null) this.timers.clear(this.timer);
    this.timer = null;
  }

  private schedule(request: ReservationRequest, reservation: Reservation, generation: number): void {
    this.events.held(reservation);
    const delay = Math.max(1_000, Date.parse(reservation.expires_at) - this.now() + 1_000);
    this.timer = this.timers.set(() => void this.renew(request, generation), delay);
  }

  private async renew(request: ReservationRequest, generation: number): Promise<void> {
    if (generation !== this.generation) return;
    try {
      const reservation = await this.client.reserve(request, idempotencyKey());
      if (generation === this.generation) this.schedule(request, reservation, generation);
    } catch (e) {
      if (generation !== this.generation) return;
      this.timer = null;
      this.events.lost(e instanceof ApiError ? e : new ApiError(String(e), 0, 'NETWORK'));
    }
  }
}

/**
 * "Now" for the picker (docs/storefront-picker.md, "Clock"): the browser's clock, unless
 * fulfilment-api reports a fixed clock (its `X-Clock-Now` header, sent only when
 * `CLOCK_NOW` is set, which production refuses); then the element's `now` attribute when
 * given, else the server's instant, so that holds, "today" and the server agree.
 */
export class PickerClock {
  private server: number | null = null;

  constructor(private readonly requested: () => string | null) {}

  /** Records the server's fixed "now" (an ISO-8601 instant). */
  serverFixedAt(instant: string): void {
    const ms = Date.parse(instant);
    if (!Number.isNaN(ms)) this.server = ms;
  }

  /** Whether the server runs on a fixed clock. */
  get fixed(): boolean {
    return this.server !== null;
  }

  /** The current instant in epoch ms. */
  now(): number {
    if (this.server === null) return Date.now();
    const requested = Date.parse(this.requested() ?? '');
    return Number.isNaN(requested) ? this.server : requested;
  }
}
