import { MigrationInterface, QueryRunner, TableIndex } from 'typeorm';

/**
 * `idx_locations_shop_id` on `locations (shop_id)`: both engines append the primary key to
 * a secondary index, so a shop's locations come in id order from it and the shop cache's
 * loader reads a 100,000-location shop in short keyset pages (`WHERE shop_id = ? AND
 * id > ? ORDER BY id LIMIT n`) without sorting the whole shop for every page.
 */
export class LocationsByShop1764500000000 implements MigrationInterface {
  name = 'LocationsByShop1764500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createIndex('locations', new TableIndex({ name: 'idx_locations_shop_id', columnNames: ['shop_id'] }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('locations', 'idx_locations_shop_id');
  }
}
