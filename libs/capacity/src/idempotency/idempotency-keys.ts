import { createHash } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { exclusiveOnSqlite, isUniqueViolation } from '@fulfil/database';
import { ProblemError, registerProblemTypes } from '@fulfil/problem-details';
import { IdempotencyKeyEntity } from '../entities/idempotency-key.entity';
import { stableStringify } from '@fulfil/store-settings';

/** The APIs that take an `Idempotency-Key`; each has a key space of its own. */
export type IdempotencyApi = 'fulfilment-api' | 'widget-api';

/** A request's Idempotency-Key, in its scope (shop and API), with the hash of the request. */
export interface IdempotencyClaim {
  shopId: number;
  api: IdempotencyApi;
  /** The `Idempotency-Key` header as sent (1-255 characters; each API validates its form). */
  key: string;
  /** {@link requestHash} of the request. */
  requestHash: string;
}

/** The response stored with a key: what its first request was answered. */
export interface StoredResponse<B = unknown> {
  /** HTTP status of the first answer (201). */
  status: number;
  /** Its JSON body. */
  body: B;
}

/** Outcome of {@link IdempotencyKeyStore.claim}. */
export type ClaimOutcome = { claimed: true } | { claimed: false; response: StoredResponse };

/**
 * How long a key is remembered: 24 hours after its first request (Stripe's window), after
 * which `purge` may delete it and the key is new again.
 */
export const IDEMPOTENCY_KEY_RETENTION_MS = 24 * 60 * 60_000;

registerProblemTypes([
  {
    code: 'IDEMPOTENCY_KEY_REUSED',
    status: 422,
    title: 'Idempotency key reused',
    description:
      'This Idempotency-Key was already used, on this API and for this shop, with a different request (another method, path or body). A key stands for one request: its retries get the first answer back; a different request needs a new key.',
    hint: 'Send a new Idempotency-Key for a new request, or repeat the first request unchanged to get its answer again.',
  },
  {
    code: 'IDEMPOTENCY_KEY_IN_USE',
    status: 409,
    title: 'Idempotency key in use',
    description:
      "Another request with this Idempotency-Key is still being processed and did not finish within the database lock wait. Nothing was done for this request; retry it after `Retry-After` seconds to get the first request's answer.",
    hint: 'Wait the Retry-After seconds and send the same request again with the same key.',
  },
]);

/** 422 IDEMPOTENCY_KEY_REUSED: the key was used for a different request (docs/api-decisions.md, "Idempotency keys"). */
export class IdempotencyKeyReusedError extends ProblemError {
  constructor() {
    super({ status: 422, code: 'IDEMPOTENCY_KEY_REUSED', detail: 'This Idempotency-Key was already used for a different request.' });
  }
}

/** 409 IDEMPOTENCY_KEY_IN_USE with `Retry-After: 1`: the first request with the key still holds it. */
export class IdempotencyKeyInUseError extends ProblemError {
  constructor() {
    super({
      status: 409,
      code: 'IDEMPOTENCY_KEY_IN_USE',
      detail: 'Another request with this Idempotency-Key is still being processed.',
      headers: { 'Retry-After': '1' },
    });
  }
}

/**
 * The hash a key's request is stored and compared by: lowercase hex SHA-256 of the HTTP
 * method (upper case), the route's path (no query string: the shop is the key's scope)
 * and the canonical body, i.e. the validated body as JSON with object keys sorted at
 * every level (so key order and whitespace do not matter; an omitted field and an
 * explicit `null` do).
 *
 * @param method e.g. `POST`
 * @param path the route, e.g. `/v1.0/reservations`, `/checkouts`
 * @param body the request body as the API validated it (any JSON value)
 */
export function requestHash(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(stableStringify({ method: method.toUpperCase(), path, body: body ?? null }))
    .digest('hex');
}

/**
 * The MySQL/MariaDB named lock (`GET_LOCK`) serialising the requests of one key in its
 * scope: `idem:` and 40 hex digits of the SHA-256 of shop, API and key (lock names are
 * limited to 64 characters; keys may have 255).
 */
export function idempotencyLockName(claim: Pick<IdempotencyClaim, 'shopId' | 'api' | 'key'>): string {
  return `idem:${createHash('sha256').update(`${claim.shopId}\n${claim.api}\n${claim.key}`).digest('hex').slice(0, 40)}`;
}

/** True for MySQL/MariaDB's "Lock wait timeout exceeded" (ER_LOCK_WAIT_TIMEOUT, errno 1205). */
function isLockWaitTimeout(error: unknown): boolean {
  const candidates = [error, (error as { driverError?: unknown } | null)?.driverError];
  return candidates.some(
    (e) => !!e && typeof e === 'object' && ((e as { errno?: unknown }).errno === 1205 || (e as { code?: unknown }).code === 'ER_LOCK_WAIT_TIMEOUT'),
  );
}

/**
 * The one store of Idempotency-Keys of the storefront APIs (docs/api-decisions.md,
 * "Idempotency keys"), the Stripe model: a key is scoped to the shop and the API that
 * received it; the hash of its request and the first response are stored with it; the
 * same key with the same request gets the stored response back, with a different
 * request 422 IDEMPOTENCY_KEY_REUSED.
 *
 * A key is claimed by inserting it into the unique index `(shop_id, api,
 * idempotency_key)` inside the transaction of the work it guards, before any other lock
 * of that work, and completed with the response in that same transaction
 * (`CapacityRepository.hold` does this). A concurrent request with the key waits for
 * the first to commit or roll back (on MySQL/MariaDB on the key's named lock,
 * {@link idempotencyLockName}, at most 10 s; on SQLite for the single writer), then
 * reads its response or claims the key itself. Nothing polls; a failed or crashed
 * request leaves no key behind.
 */
export class IdempotencyKeyStore {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * The stored response of a key whose first request has committed, looked up before a
   * request does any work (so a retry is answered even when its request would no longer
   * pass validation, e.g. after the hold lapsed).
   *
   * @returns the stored response, or null when the key is new (or still being claimed)
   * @throws IdempotencyKeyReusedError when the key was stored with another request hash
   */
  async replay(claim: IdempotencyClaim): Promise<StoredResponse | null> {
    // On SQLite the process shares one connection: read between transactions, never inside another request's.
    const row = await exclusiveOnSqlite(this.dataSource, () => this.find(this.dataSource.manager, claim));
    return row && row.responseStatus !== null ? this.answer(row, claim) : null;
  }

  /**
   * Claims a key inside the caller's transaction: inserts it (response still null), or,
   * when the shop's API already stored it, returns that row's response. Call it first in
   * the transaction, before taking other locks, and on MySQL/MariaDB under the key's
   * named lock ({@link idempotencyLockName}), so that no other open transaction holds
   * the same key (the insert would wait for it, and racing inserts after a rollback
   * could deadlock).
   *
   * @throws IdempotencyKeyReusedError when the stored request hash differs
   * @throws IdempotencyKeyInUseError when the holder did not finish within the lock wait
   */
  async claim(manager: EntityManager, claim: IdempotencyClaim): Promise<ClaimOutcome> {
    try {
      await manager
        .createQueryBuilder()
        .insert()
        .into(IdempotencyKeyEntity)
        .values({ shopId: claim.shopId, api: claim.api, key: claim.key, requestHash: claim.requestHash })
        .updateEntity(false)
        .execute();
      return { claimed: true };
    } catch (err) {
      if (isLockWaitTimeout(err)) throw new IdempotencyKeyInUseError();
      if (!isUniqueViolation(err)) throw err;
    }
    const row = await this.find(manager, claim);
    // A duplicate is only reported once the holder committed, and a committed key carries its response.
    if (!row || row.responseStatus === null) throw new IdempotencyKeyInUseError();
    return { claimed: false, response: this.answer(row, claim) };
  }

  /**
   * Stores the response of a claimed key, in the claiming transaction.
   * @param reservationId the hold the request made, or null
   */
  async complete(manager: EntityManager, claim: IdempotencyClaim, response: StoredResponse, reservationId: number | null): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(IdempotencyKeyEntity)
      .set({ responseStatus: response.status, responseBody: response.body as never, reservationId })
      .where('shop_id = :shopId AND api = :api AND idempotency_key = :key', { shopId: claim.shopId, api: claim.api, key: claim.key })
      .execute();
  }

  /**
   * Deletes keys first used before `before` (see {@link IDEMPOTENCY_KEY_RETENTION_MS});
   * a later request with such a key is a new request.
   * @returns how many keys were deleted
   */
  async purge(before: Date): Promise<number> {
    const result = await exclusiveOnSqlite(this.dataSource, () =>
      this.dataSource.createQueryBuilder().delete().from(IdempotencyKeyEntity).where('created_at < :before', { before }).execute(),
    );
    return result.affected ?? 0;
  }

  private find(manager: EntityManager, claim: IdempotencyClaim): Promise<IdempotencyKeyEntity | null> {
    return manager.findOne(IdempotencyKeyEntity, { where: { shopId: claim.shopId, api: claim.api, key: claim.key } });
  }

  private answer(row: IdempotencyKeyEntity, claim: IdempotencyClaim): StoredResponse {
    if (row.requestHash !== claim.requestHash) throw new IdempotencyKeyReusedError();
    return { status: row.responseStatus as number, body: row.responseBody };
  }
}
