import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { jsonColumn } from '@fulfil/database';

/**
 * `shops.storefront_compatibility`: the store file's `shop.storefront_compatibility` block
 * (`pickup_disabled_dates`: how the pickup calendar writes its `disabled` dates;
 * docs/compatibility.md). Null, as every existing shop has it, reads as the defaults (the
 * contract's date strings), so no row needs to change.
 */
export class StorefrontCompatibility1764700000000 implements MigrationInterface {
  name = 'StorefrontCompatibility1764700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('shops', new TableColumn(jsonColumn('storefront_compatibility', { nullable: true })));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('shops', 'storefront_compatibility');
  }
}
