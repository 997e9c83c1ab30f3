import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AdminTokenRepository } from './repositories/admin-token.repository';
import { OrderRepository } from './repositories/order.repository';
import { StoreConfigReader } from './write/config-reader';
import { InventoryRepository } from './read/inventory.repository';
import { StoreReader } from './read/store-reader';
import { StoreWriter } from './write/store-writer';

/**
 * The repositories as Nest providers, one instance of each per app (import this module
 * wherever they are needed; it is a singleton). Needs the DataSource of DatabaseModule.
 * The StoreWriter invalidates the same StoreReader the public endpoints read from.
 */
@Module({
  providers: [
    { provide: StoreReader, useFactory: (ds: DataSource) => new StoreReader(ds), inject: [DataSource] },
    { provide: StoreWriter, useFactory: (ds: DataSource, reader: StoreReader) => new StoreWriter(ds, reader), inject: [DataSource, StoreReader] },
    { provide: StoreConfigReader, useFactory: (ds: DataSource) => new StoreConfigReader(ds), inject: [DataSource] },
    { provide: OrderRepository, useFactory: (ds: DataSource) => new OrderRepository(ds), inject: [DataSource] },
    { provide: InventoryRepository, useFactory: (ds: DataSource) => new InventoryRepository(ds), inject: [DataSource] },
    { provide: AdminTokenRepository, useFactory: (ds: DataSource) => new AdminTokenRepository(ds), inject: [DataSource] },
  ],
  exports: [StoreReader, StoreWriter, StoreConfigReader, OrderRepository, InventoryRepository, AdminTokenRepository],
})
export class StoreSettingsModule {}
