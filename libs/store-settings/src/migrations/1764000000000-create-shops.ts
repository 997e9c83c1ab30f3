import { idColumn, timestampColumns } from '@fulfil/database';
import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';

/** Creates `shops` (dialect-neutral schema builder: runs on MySQL/MariaDB and SQLite). */
export class CreateShops1764000000000 implements MigrationInterface {
  name = 'CreateShops1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'shops',
        columns: [idColumn(q), { name: 'domain', type: 'varchar', length: '255' }, { name: 'timezone', type: 'varchar', length: '64' }, ...timestampColumns(q)],
      }),
    );
    await q.createIndex('shops', new TableIndex({ name: 'uq_shops_domain', columnNames: ['domain'], isUnique: true }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('shops');
  }
}
