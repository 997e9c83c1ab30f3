import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { cascadeTo, intColumn, jsonColumn, timestampColumns, varcharColumn } from '@fulfil/database';

/**
 * `platform_credentials`: one row per shop with its storefront-platform domain and its
 * Admin API access token sealed with AES-256-GCM (`sealed_token`, under key `key_id`);
 * docs/draft-orders.md, "Credentials".
 */
export class PlatformCredentials1764600000000 implements MigrationInterface {
  name = 'PlatformCredentials1764600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'platform_credentials',
        columns: [
          { ...intColumn(q, 'shop_id'), isPrimary: true },
          varcharColumn('platform_domain', 255),
          varcharColumn('key_id', 32),
          jsonColumn('sealed_token'),
          ...timestampColumns(q),
        ],
        foreignKeys: [cascadeTo('fk_platform_credentials_shop', 'shop_id', 'shops')],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('platform_credentials');
  }
}
