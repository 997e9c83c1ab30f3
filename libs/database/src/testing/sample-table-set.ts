import { Column, CreateDateColumn, Entity, Index, MigrationInterface, PrimaryGeneratedColumn, QueryRunner, Table, UpdateDateColumn } from 'typeorm';
import type { TableSet } from '../data-source-options';
import { idColumn, index, intColumn, timestampColumns, varcharColumn } from '../columns';

/** A one-table entity for this library's own specs: a unique `code` and a counter. */
@Entity({ name: 'sample_items' })
@Index('uq_sample_items_code', ['code'], { unique: true })
export class SampleItemEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 40 })
  code: string;

  @Column({ type: 'int', default: 0 })
  count: number;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt: Date;
}

/** Its migration, written with the dialect-neutral column helpers. */
export class SampleItems1700000000000 implements MigrationInterface {
  name = 'SampleItems1700000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'sample_items',
        columns: [idColumn(q), varcharColumn('code', 40), intColumn(q, 'count', { default: 0 }), ...timestampColumns(q)],
        indices: [index('uq_sample_items_code', ['code'], true)],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('sample_items');
  }
}

/** A table set of one table, for exercising this library on both engines. */
export const SAMPLE_TABLE_SET: TableSet = { name: 'sample', entities: [SampleItemEntity], migrations: [SampleItems1700000000000] };
