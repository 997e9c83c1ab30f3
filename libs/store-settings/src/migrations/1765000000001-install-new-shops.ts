import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { intColumn } from '@fulfil/database';

/**
 * An install may make a new shop (docs/platform-install.md, "New shops"): the state of an
 * install link for a platform domain no shop here has carries no shop (`shop_id` null); the
 * callback creates the shop only once the platform has given its access token.
 */
export class InstallNewShops1765000000001 implements MigrationInterface {
  name = 'InstallNewShops1765000000001';

  async up(q: QueryRunner): Promise<void> {
    await q.changeColumn('platform_install_states', 'shop_id', new TableColumn(intColumn(q, 'shop_id', { nullable: true })));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DELETE FROM platform_install_states WHERE shop_id IS NULL');
    await q.changeColumn('platform_install_states', 'shop_id', new TableColumn(intColumn(q, 'shop_id')));
  }
}
