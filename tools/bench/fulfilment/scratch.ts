import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { dataSourceOptions, runMigrationsSafely, importStore, validateStoreConfig, StoreReader } from '@fulfil/store-settings';
import { sampleStoreFile } from '@fulfil/store-settings/testing';
async function main() {
  const ds = await new DataSource(dataSourceOptions('sqlite:tmp/scratch.sqlite', { schema: 'store' })).initialize();
  await runMigrationsSafely(ds);
  const r = await importStore(ds, validateStoreConfig(sampleStoreFile()));
  console.log(r);
  const reader = new StoreReader(ds);
  const snap = (await reader.forShop('test-shop.myshopify.com'))!;
  console.log(JSON.stringify({ shop: snap.shop, settings: snap.settings(), pickup: snap.pickupLocations(), rules: snap.pickupLocations().map(p => snap.pickupRules(p.id)), delivery: snap.deliveryLocations(), prep: snap.preparationTimes('pickup', 1), ca: snap.conditionalActivation('delivery') }, null, 1));
  await ds.destroy();
}
main();
