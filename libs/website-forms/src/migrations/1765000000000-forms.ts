import { MigrationInterface, QueryRunner, Table, TableColumnOptions, TableForeignKey, TableIndex } from 'typeorm';
import { idColumn, isMysql, timestampColumns } from '@fulfil/database';

const varchar = (name: string, length: number, opts: { nullable?: boolean; default?: string } = {}): TableColumnOptions => ({
  name,
  type: 'varchar',
  length: String(length),
  isNullable: !!opts.nullable,
  ...(opts.default !== undefined ? { default: `'${opts.default}'` } : {}),
});
const datetime = (name: string, nullable = false): TableColumnOptions => ({ name, type: 'datetime', isNullable: nullable });
const int = (q: QueryRunner, name: string, defaultValue?: number): TableColumnOptions => ({
  name,
  type: isMysql(q) ? 'int' : 'integer',
  isNullable: false,
  ...(defaultValue !== undefined ? { default: defaultValue } : {}),
});
const text = (name: string): TableColumnOptions => ({ name, type: 'text', isNullable: false });
const index = (name: string, columns: string[], unique = false) => new TableIndex({ name, columnNames: columns, isUnique: unique });

/**
 * The `forms` schema of website-api: stored contact-form submissions (`enquiries`)
 * and the built-in local helpdesk (`helpdesk_contacts`, `helpdesk_tickets`,
 * `newsletter_subscriptions`). Dialect-neutral schema builder: MySQL/MariaDB and SQLite.
 */
export class Forms1765000000000 implements MigrationInterface {
  name = 'Forms1765000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'enquiries',
        columns: [
          idColumn(q),
          varchar('dedupe_key', 64, { nullable: true }),
          varchar('fingerprint', 64),
          varchar('email', 254),
          varchar('first_name', 100),
          varchar('last_name', 100),
          varchar('telephone', 40, { nullable: true }),
          varchar('company', 200, { nullable: true }),
          varchar('help_with', 200),
          text('message'),
          varchar('status', 16, { default: 'pending' }),
          int(q, 'attempts', 0),
          datetime('next_attempt_at', true),
          datetime('lease_until', true),
          varchar('last_error', 300, { nullable: true }),
          varchar('contact_id', 64, { nullable: true }),
          varchar('ticket_id', 64, { nullable: true }),
          datetime('received_at'),
          datetime('delivered_at', true),
          ...timestampColumns(q),
        ],
        indices: [
          index('uq_enquiries_dedupe_key', ['dedupe_key'], true),
          index('ix_enquiries_fingerprint', ['fingerprint']),
          index('ix_enquiries_due', ['status', 'next_attempt_at']),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'helpdesk_contacts',
        columns: [
          idColumn(q),
          varchar('email', 254),
          varchar('first_name', 100, { nullable: true }),
          varchar('last_name', 100, { nullable: true }),
          varchar('telephone', 40, { nullable: true }),
          varchar('company', 200, { nullable: true }),
          ...timestampColumns(q),
        ],
        indices: [index('uq_helpdesk_contacts_email', ['email'], true)],
      }),
    );
    await q.createTable(
      new Table({
        name: 'helpdesk_tickets',
        columns: [idColumn(q), int(q, 'contact_id'), varchar('subject', 200), text('content'), ...timestampColumns(q)],
        indices: [index('ix_helpdesk_tickets_contact', ['contact_id'])],
        foreignKeys: [
          new TableForeignKey({
            name: 'fk_helpdesk_tickets_contact',
            columnNames: ['contact_id'],
            referencedTableName: 'helpdesk_contacts',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          }),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'newsletter_subscriptions',
        columns: [idColumn(q), varchar('email', 254), varchar('subscription', 64, { default: 'newsletter' }), ...timestampColumns(q)],
        indices: [index('uq_newsletter_subscriptions_email', ['email', 'subscription'], true)],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('newsletter_subscriptions');
    await q.dropTable('helpdesk_tickets');
    await q.dropTable('helpdesk_contacts');
    await q.dropTable('enquiries');
  }
}

/** Migrations of the `forms` schema, oldest first. Both engines run the same list. */
export const FORMS_MIGRATIONS = [Forms1765000000000];
