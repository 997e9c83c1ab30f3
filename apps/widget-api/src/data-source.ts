import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '@fulfil/database';
import { secretFromEnv } from '@fulfil/platform';
import { WIDGET_TABLE_SET } from './checkouts/storage/schema';

/**
 * The DataSource of widget-api for tooling (migrations: `nx run widget-api:migrate`),
 * built from the same DATABASE_URL the app reads (or DATABASE_URL_FILE, as the app does).
 */
export default new DataSource(dataSourceOptions(secretFromEnv('DATABASE_URL'), WIDGET_TABLE_SET));
