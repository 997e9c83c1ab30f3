import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { cascadeTo, doubleColumn, idColumn, index, intColumn, varcharColumn } from '@fulfil/database';

/** `merchant_postal_codes`: postal codes a merchant geocodes themselves, unique per shop by lookup key. */
export class MerchantPostalCodes1764300000000 implements MigrationInterface {
  name = 'MerchantPostalCodes1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'merchant_postal_codes',
        columns: [
          idColumn(q),
          intColumn(q, 'shop_id'),
          varcharColumn('postal_code', 32),
          varcharColumn('lookup_key', 32),
          doubleColumn('latitude'),
          doubleColumn('longitude'),
          varcharColumn('country_code', 2, { nullable: true }),
          varcharColumn('place_name', 255, { nullable: true }),
        ],
        indices: [index('uq_merchant_postal_codes_shop_key', ['shop_id', 'lookup_key'], true)],
        foreignKeys: [cascadeTo('fk_merchant_postal_codes_shop', 'shop_id', 'shops')],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('merchant_postal_codes');
  }
}
