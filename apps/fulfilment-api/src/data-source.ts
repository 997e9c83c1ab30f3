import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '@fulfil/database';
import { STORE_TABLE_SET } from '@fulfil/store-settings';

/**
 * The DataSource of fulfilment-api for tooling (migrations: `nx run fulfilment-api:migrate`),
 * built from the same DATABASE_URL the app reads.
 */
export default new DataSource(dataSourceOptions(process.env.DATABASE_URL, STORE_TABLE_SET));
