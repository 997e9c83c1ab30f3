import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '@fulfil/database';
import { secretFromEnv } from '@fulfil/platform';
import { FORMS_TABLE_SET } from '@fulfil/website-forms';

/**
 * The DataSource of website-api for tooling (migrations: `nx run website-api:migrate`),
 * built from the same DATABASE_URL the app reads (or DATABASE_URL_FILE, as the app does).
 */
export default new DataSource(dataSourceOptions(secretFromEnv('DATABASE_URL'), FORMS_TABLE_SET));
