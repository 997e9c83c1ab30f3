import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * Delivery state of a stored contact-form submission:
 * - `pending`: not (yet) delivered to the helpdesk; the retry worker picks it up at `next_attempt_at`;
 * - `delivered`: the helpdesk ticket is open (`ticket_id`);
 * - `failed`: every attempt failed; only a resubmission of the same enquiry tries again.
 *
 * A row is *claimed* by whoever is delivering it while `lease_until` lies in the future.
 */
export type EnquiryStatus = 'pending' | 'delivered' | 'failed';

/**
 * A contact-form submission, stored before the helpdesk is called so that no
 * enquiry is lost (docs/api-decisions.md, Website API). `dedupe_key` is unique while
 * the enquiry is the live one for its content (24 hours); `fingerprint` keeps the
 * content hash for good.
 */
@Entity({ name: 'enquiries' })
@Index('ix_enquiries_due', ['status', 'nextAttemptAt'])
export class EnquiryEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** Content hash while this enquiry is the live one for it; NULL once retired (older than the window). */
  @Index('uq_enquiries_dedupe_key', { unique: true })
  @Column({ name: 'dedupe_key', type: 'varchar', length: 64, nullable: true })
  dedupeKey: string | null;

  /** Hash of the normalised e-mail, helpWith and message (see `enquiryFingerprint`). */
  @Index('ix_enquiries_fingerprint')
  @Column({ type: 'varchar', length: 64 })
  fingerprint: string;

  /** Normalised (trimmed, lower-cased) e-mail. */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ name: 'first_name', type: 'varchar', length: 100 })
  firstName: string;

  @Column({ name: 'last_name', type: 'varchar', length: 100 })
  lastName: string;

  @Column({ type: 'varchar', length: 40, nullable: true })
  telephone: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  company: string | null;

  /** Topic of the enquiry; the ticket subject. */
  @Column({ name: 'help_with', type: 'varchar', length: 200 })
  helpWith: string;

  /** Body of the enquiry; the ticket content. */
  @Column({ type: 'text' })
  message: string;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status: EnquiryStatus;

  /** Delivery attempts started so far. */
  @Column({ type: 'int', default: 0 })
  attempts: number;

  /** When the retry worker may try again (pending only). */
  @Column({ name: 'next_attempt_at', type: 'datetime', nullable: true })
  nextAttemptAt: Date | null;

  /** The enquiry is being delivered by someone until this instant. */
  @Column({ name: 'lease_until', type: 'datetime', nullable: true })
  leaseUntil: Date | null;

  /** Reason of the last failed attempt (no personal data), e.g. `hubspot/createTicket: timeout`. */
  @Column({ name: 'last_error', type: 'varchar', length: 300, nullable: true })
  lastError: string | null;

  /** Helpdesk contact id, once known (kept between attempts). */
  @Column({ name: 'contact_id', type: 'varchar', length: 64, nullable: true })
  contactId: string | null;

  /** Helpdesk ticket id, once delivered. */
  @Column({ name: 'ticket_id', type: 'varchar', length: 64, nullable: true })
  ticketId: string | null;

  /** When the submission arrived (the app's clock); the de-duplication window starts here. */
  @Column({ name: 'received_at', type: 'datetime' })
  receivedAt: Date;

  @Column({ name: 'delivered_at', type: 'datetime', nullable: true })
  deliveredAt: Date | null;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt: Date;
}

/** A contact of the built-in local helpdesk (used when no HubSpot token is configured). */
@Entity({ name: 'helpdesk_contacts' })
export class HelpdeskContactEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** Normalised e-mail; unique, so concurrent upserts never create two contacts. */
  @Index('uq_helpdesk_contacts_email', { unique: true })
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ name: 'first_name', type: 'varchar', length: 100, nullable: true })
  firstName: string | null;

  @Column({ name: 'last_name', type: 'varchar', length: 100, nullable: true })
  lastName: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  telephone: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  company: string | null;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt: Date;
}

/** A ticket of the built-in local helpdesk. */
@Entity({ name: 'helpdesk_tickets' })
export class HelpdeskTicketEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('ix_helpdesk_tickets_contact')
  @Column({ name: 'contact_id', type: 'int' })
  contactId: number;

  @ManyToOne(() => HelpdeskContactEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'contact_id', foreignKeyConstraintName: 'fk_helpdesk_tickets_contact' })
  contact?: HelpdeskContactEntity;

  @Column({ type: 'varchar', length: 200 })
  subject: string;

  @Column({ type: 'text' })
  content: string;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt: Date;
}

/** A newsletter subscription of the built-in local helpdesk; unique per e-mail and subscription. */
@Entity({ name: 'newsletter_subscriptions' })
@Index('uq_newsletter_subscriptions_email', ['email', 'subscription'], { unique: true })
export class NewsletterSubscriptionEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** Normalised e-mail. */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** Which newsletter; the local helpdesk has one, `newsletter`. */
  @Column({ type: 'varchar', length: 64, default: 'newsletter' })
  subscription: string;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt: Date;
}

/** Entities of the `forms` schema (website-api; one list for both engines). */
export const FORMS_ENTITIES = [EnquiryEntity, HelpdeskContactEntity, HelpdeskTicketEntity, NewsletterSubscriptionEntity];

/** Every table of the `forms` schema. */
export const FORMS_TABLES = ['enquiries', 'helpdesk_contacts', 'helpdesk_tickets', 'newsletter_subscriptions'];
