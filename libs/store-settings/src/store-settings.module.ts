import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AdminTokenRepository } from './repositories/admin-token.repository';
import { StoreConfigReader } from './write/config-reader';
import { InventoryRepository } from './read/inventory.repository';
import { StoreReader, StoreReaderOptions } from './read/store-reader';

/** Optional provider of the StoreReader's options (the shop cache's memory budget); @fulfil/storefront provides it from SHOP_CACHE_MB. */
export const STORE_READER_OPTIONS = Symbol('STORE_READER_OPTIONS');
import { StoreWriter } from './write/store-writer';

/**
 * The repositories as Nest providers, one instance of each per app (import this module
 * wherever they are needed; it is a singleton). Needs the DataSource of DatabaseModule.
 * The StoreWriter invalidates the same StoreReader the public endpoints read from.
 */
@Module({
  providers: [
    {
      provide: StoreReader,
      useFactory: (ds: DataSource, options?: StoreReaderOptions) => new StoreReader(ds, options),
      inject: [DataSource, { token: STORE_READER_OPTIONS, optional: true }],
    },
    { provide: StoreWriter, useFactory: (ds: DataSource, reader: StoreReader) => new StoreWriter(ds, reader), inject: [DataSource, StoreReader] },
    { provide: StoreConfigReader, useFactory: (ds: DataSource) => new StoreConfigReader(ds), inject: [DataSource] },
    { provide: InventoryRepository, useFactory: (ds: DataSource) => new InventoryRepository(ds), inject: [DataSource] },
    { provide: AdminTokenRepository, useFactory: (ds: DataSource) => new AdminTokenRepository(ds), inject: [DataSource] },
  ],
  exports: [StoreReader, StoreWriter, StoreConfigReader, InventoryRepository, AdminTokenRepository],
})
export class StoreSettingsModule {}
