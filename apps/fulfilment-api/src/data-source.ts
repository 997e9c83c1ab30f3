import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '@fulfil/database';
import { CAPACITY_TABLE_SET } from '@fulfil/capacity';

/**
 * The DataSource of fulfilment-api for tooling (migrations: `nx run fulfilment-api:migrate`),
 * built from the same DATABASE_URL the app reads.
 */
export default new DataSource(dataSourceOptions(process.env.DATABASE_URL, CAPACITY_TABLE_SET));
