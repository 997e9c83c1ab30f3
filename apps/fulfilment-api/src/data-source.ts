import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '@fulfil/database';
import { secretFromEnv } from '@fulfil/platform';
import { CAPACITY_TABLE_SET } from '@fulfil/capacity';

/**
 * The DataSource of fulfilment-api for tooling (migrations: `nx run fulfilment-api:migrate`),
 * built from the same DATABASE_URL the app reads (or DATABASE_URL_FILE, as the app does).
 */
export default new DataSource(dataSourceOptions(secretFromEnv('DATABASE_URL'), CAPACITY_TABLE_SET));
