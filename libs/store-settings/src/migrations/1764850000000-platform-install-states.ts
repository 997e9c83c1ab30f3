import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { cascadeTo, datetimeColumn, index, intColumn, timestampColumns, varcharColumn } from '@fulfil/database';

/**
 * `platform_install_states`: the pending installs of the storefront-platform app, one row
 * per `state` nonce (its SHA-256), with the shop, the platform domain and the expiry
 * (docs/platform-install.md, "State").
 */
export class PlatformInstallStates1764850000000 implements MigrationInterface {
  name = 'PlatformInstallStates1764850000000';

  async up(q: QueryRunner): Promise<void> {
    const [created] = timestampColumns(q);
    await q.createTable(
      new Table({
        name: 'platform_install_states',
        columns: [
          { ...varcharColumn('state_hash', 64), isPrimary: true },
          intColumn(q, 'shop_id'),
          varcharColumn('platform_domain', 255),
          datetimeColumn('expires_at'),
          created,
        ],
        indices: [index('idx_platform_install_states_shop', ['shop_id']), index('idx_platform_install_states_expires', ['expires_at'])],
        foreignKeys: [cascadeTo('fk_platform_install_states_shop', 'shop_id', 'shops')],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('platform_install_states');
  }
}
