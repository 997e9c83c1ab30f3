import { Brackets, DataSource, Repository } from 'typeorm';
import { EnquiryEntity } from './entities';
import { enquiryFingerprint } from './enquiry-fingerprint';
import { insertIfAbsentStep, runUnit, selectOne, selectOneStep, updateWhereStep } from '@fulfil/database';

/** Fields of a contact-form submission as the app validated them. */
export interface EnquiryInput {
  email: string;
  firstName: string;
  lastName: string;
  telephone?: string;
  company?: string;
  helpWith: string;
  message: string;
}

/** Options of {@link EnquiryRepository.submit}. */
export interface SubmitEnquiryOptions {
  /** The app's "now". */
  now: Date;
  /** How long the caller may deliver a new enquiry before others may claim it, in ms. */
  leaseMs: number;
  /** De-duplication window, in ms (24 hours in the app). */
  windowMs: number;
}

/** Result of {@link EnquiryRepository.submit}. */
export interface SubmitEnquiryResult {
  enquiry: EnquiryEntity;
  /** True: a new enquiry, claimed by the caller. False: the same enquiry arrived within the window; this is it. */
  created: boolean;
}

/** Options of the claim methods. */
export interface ClaimOptions {
  now: Date;
  /** Length of the claim, in ms: longer than the slowest delivery. */
  leaseMs: number;
}

const MAX_SUBMIT_ROUNDS = 5;

/**
 * Storage of contact-form submissions (`enquiries`) for "no enquiry is lost"
 * (docs/api-decisions.md): the submission is stored before the helpdesk is called, a
 * resubmission within the window finds the stored one instead of creating a
 * second, and deliveries are claimed atomically so that two requests or two app
 * instances never deliver the same enquiry at once.
 *
 * Every operation is a single conditional statement (no locks held across calls),
 * so it behaves the same on MySQL/MariaDB and SQLite:
 * - de-duplication: a unique index on `dedupe_key`; an enquiry older than the
 *   window has its key retired (set to NULL) by the next submission of the same content;
 * - claims: `UPDATE ... SET lease_until = now + lease WHERE <claimable>`, won by
 *   whoever's statement changed the row.
 *
 * The writes of the request path (submit, recordContact, markDelivered, markAttemptFailed)
 * are units of `runUnit` (@fulfil/database): on SQLite the concurrent requests' writes share
 * one commit, on MySQL/MariaDB each statement is one round trip; each resolves once stored.
 */
export class EnquiryRepository {
  constructor(private readonly dataSource: DataSource) {}

  private get repo(): Repository<EnquiryEntity> {
    return this.dataSource.getRepository(EnquiryEntity);
  }

  /**
   * Stores a submission, or finds the same enquiry received within the window.
   * A new enquiry is returned already claimed by the caller (`attempts` 1,
   * `lease_until` = now + lease): deliver it, then call {@link markDelivered} or
   * {@link markAttemptFailed}. It is stored (committed) when this resolves.
   *
   * One statement for a new enquiry: a conditional INSERT that answers the new id (no unique
   * violation raised and caught); the answer is built from the values written, not read
   * back (`createdAt`/`updatedAt` then carry `now`, the stored ones are the database's
   * clock, and the stored datetimes may be rounded to the column's precision). A
   * resubmission reads the stored enquiry; one older than the window has its key retired
   * and is inserted again. One unit of `runUnit` (@fulfil/database).
   */
  submit(input: EnquiryInput, options: SubmitEnquiryOptions): Promise<SubmitEnquiryResult> {
    const ds = this.dataSource;
    const fingerprint = enquiryFingerprint(input);
    const until = new Date(options.now.getTime() + options.leaseMs);
    const values = {
      dedupeKey: fingerprint,
      fingerprint,
      email: input.email.trim().toLowerCase(),
      firstName: input.firstName,
      lastName: input.lastName,
      telephone: input.telephone ?? null,
      company: input.company ?? null,
      helpWith: input.helpWith,
      message: input.message,
      status: 'pending' as const,
      attempts: 1,
      leaseUntil: until,
      // Should the caller die mid-delivery, the retry worker takes over once the lease is over.
      nextAttemptAt: until,
      receivedAt: options.now,
    };
    return runUnit(ds, function* () {
      for (let round = 0; round < MAX_SUBMIT_ROUNDS; round++) {
        const id = yield* insertIfAbsentStep(ds, EnquiryEntity, values, 'dedupeKey');
        if (id !== null) {
          const enquiry = Object.assign(new EnquiryEntity(), values, {
            id,
            lastError: null,
            contactId: null,
            ticketId: null,
            deliveredAt: null,
            createdAt: options.now,
            updatedAt: options.now,
          });
          return { enquiry, created: true };
        }
        const existing = yield* selectOneStep(ds, EnquiryEntity, { dedupeKey: fingerprint });
        if (!existing) continue; // retired meanwhile: insert again
        if (existing.receivedAt.getTime() > options.now.getTime() - options.windowMs) return { enquiry: existing, created: false };
        // Older than the window: retire its key (whoever wins this race, the next insert decides).
        yield* updateWhereStep(ds, EnquiryEntity, { id: existing.id, dedupeKey: fingerprint }, { dedupeKey: null });
      }
      throw new Error('Could not store the enquiry: its de-duplication key stayed contended');
    });
  }

  /**
   * Claims one enquiry for delivery if nobody holds it and it is not delivered
   * (`pending` or `failed`, whatever `next_attempt_at` says: a resubmission tries
   * again at once). Counts an attempt; a `failed` enquiry becomes `pending` again.
   * @returns the claimed enquiry, or null when it is delivered or claimed by someone else
   */
  async claim(id: number, options: ClaimOptions): Promise<EnquiryEntity | null> {
    const won = await this.claimWhere(id, options, false);
    return won ? this.require(id) : null;
  }

  /**
   * Claims up to `limit` enquiries that are due: `pending` with `next_attempt_at`
   * reached, and not held by anyone (or held past their lease, e.g. by an instance
   * that died). Safe to run on several instances at once: each enquiry is won by one.
   */
  async claimDue(options: ClaimOptions & { limit: number }): Promise<EnquiryEntity[]> {
    const candidates = await this.repo
      .createQueryBuilder('e')
      .select(['e.id'])
      .where("e.status = 'pending'")
      .andWhere('e.next_attempt_at IS NOT NULL AND e.next_attempt_at <= :now', { now: options.now })
      .andWhere(new Brackets((b) => b.where('e.lease_until IS NULL').orWhere('e.lease_until <= :now', { now: options.now })))
      .orderBy('e.next_attempt_at', 'ASC')
      .limit(options.limit)
      .getMany();
    const claimed: EnquiryEntity[] = [];
    for (const { id } of candidates) {
      if (await this.claimWhere(id, options, true)) claimed.push(await this.require(id));
    }
    return claimed;
  }

  /** Remembers the helpdesk contact id while the delivery goes on (the claim is kept). */
  async recordContact(id: number, contactId: string): Promise<void> {
    const ds = this.dataSource;
    await runUnit(ds, () => updateWhereStep(ds, EnquiryEntity, { id }, { contactId }));
  }

  /** Marks the enquiry delivered and releases the claim (one UPDATE; nothing is read back: {@link findById} reads it). */
  async markDelivered(id: number, result: { contactId: string; ticketId: string; now: Date }): Promise<void> {
    const ds = this.dataSource;
    const values = {
      status: 'delivered',
      contactId: result.contactId,
      ticketId: result.ticketId,
      deliveredAt: result.now,
      leaseUntil: null,
      nextAttemptAt: null,
      lastError: null,
    };
    await runUnit(ds, () => updateWhereStep(ds, EnquiryEntity, { id }, values));
  }

  /**
   * Records a failed attempt and releases the claim: `pending` until
   * `nextAttemptAt`, or `failed` for good when `nextAttemptAt` is null (attempts
   * exhausted; a resubmission still revives it).
   */
  async markAttemptFailed(id: number, failure: { error: string; nextAttemptAt: Date | null }): Promise<EnquiryEntity> {
    const ds = this.dataSource;
    const values = {
      status: failure.nextAttemptAt ? 'pending' : 'failed',
      nextAttemptAt: failure.nextAttemptAt,
      leaseUntil: null,
      lastError: failure.error.slice(0, 300),
    };
    await runUnit(ds, () => updateWhereStep(ds, EnquiryEntity, { id }, values));
    return this.require(id);
  }

  /** The enquiry with this id, or null. */
  findById(id: number): Promise<EnquiryEntity | null> {
    return selectOne(this.dataSource.manager, EnquiryEntity, { id });
  }

  /** Every enquiry with this content (all windows), oldest first. */
  findByFingerprint(fingerprint: string): Promise<EnquiryEntity[]> {
    return this.repo.find({ where: { fingerprint }, order: { id: 'ASC' } });
  }

  /** Counts enquiries per status (for tests and monitoring). */
  async countByStatus(): Promise<Record<string, number>> {
    const rows: Array<{ status: string; n: string | number }> = await this.repo
      .createQueryBuilder('e')
      .select('e.status', 'status')
      .addSelect('COUNT(*)', 'n')
      .groupBy('e.status')
      .getRawMany();
    return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
  }

  /**
   * Enquiries not delivered, oldest first, for operators (`npm run enquiries -- list`):
   * `failed` ones (retries exhausted) and, with `includePending`, those still waiting for
   * a retry. Each carries `lastError` (service/operation: reason) and `attempts`.
   * @param limit at most this many (default 100)
   */
  listUndelivered(options: { includePending?: boolean; limit?: number } = {}): Promise<EnquiryEntity[]> {
    const statuses = options.includePending ? ['failed', 'pending'] : ['failed'];
    return this.repo
      .createQueryBuilder('e')
      .where('e.status IN (:...statuses)', { statuses })
      .orderBy('e.received_at', 'ASC')
      .addOrderBy('e.id', 'ASC')
      .limit(options.limit ?? 100)
      .getMany();
  }

  /**
   * Makes undelivered enquiries due now, for an operator's retry: `failed` ones become
   * `pending` again with `next_attempt_at` = now, and pending ones are moved up; a
   * delivery in progress (lease held) is left alone. The retry worker of a running
   * website-api then delivers them; `attempts` is kept, so the next attempt first looks
   * for a ticket an earlier attempt may have opened, and an enquiry that fails again is
   * `failed` again at once (one more attempt, not a new series).
   * @param ids the enquiries to retry, or `'all-failed'` for every failed one
   * @returns the ids made due
   */
  async requeue(ids: readonly number[] | 'all-failed', now: Date): Promise<number[]> {
    const query = this.repo
      .createQueryBuilder('e')
      .select(['e.id'])
      .where(new Brackets((b) => b.where('e.lease_until IS NULL').orWhere('e.lease_until <= :now', { now })));
    if (ids === 'all-failed') query.andWhere("e.status = 'failed'");
    else if (ids.length === 0) return [];
    else query.andWhere("e.status IN ('pending', 'failed')").andWhere('e.id IN (:...ids)', { ids });
    const due = (await query.getMany()).map((e) => e.id);
    if (due.length === 0) return [];
    await this.repo
      .createQueryBuilder()
      .update()
      .set({ status: 'pending', nextAttemptAt: now })
      .where('id IN (:...due)', { due })
      .andWhere("status IN ('pending', 'failed')")
      .execute();
    return due;
  }

  private async claimWhere(id: number, options: ClaimOptions, dueOnly: boolean): Promise<boolean> {
    // A claimant that dies leaves a pending enquiry due when its lease is over.
    const until = new Date(options.now.getTime() + options.leaseMs);
    const query = this.repo
      .createQueryBuilder()
      .update()
      .set({ status: 'pending', leaseUntil: until, nextAttemptAt: until, attempts: () => 'attempts + 1' })
      .where('id = :id', { id })
      .andWhere(new Brackets((b) => b.where('lease_until IS NULL').orWhere('lease_until <= :now', { now: options.now })));
    if (dueOnly) query.andWhere("status = 'pending'").andWhere('next_attempt_at IS NOT NULL AND next_attempt_at <= :now', { now: options.now });
    else query.andWhere("status IN ('pending', 'failed')");
    const result = await query.execute();
    return (result.affected ?? 0) === 1;
  }

  private async require(id: number): Promise<EnquiryEntity> {
    const enquiry = await this.findById(id);
    if (!enquiry) throw new Error(`Enquiry ${id} disappeared`);
    return enquiry;
  }
}
