import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '@fulfil/database';
import { FORMS_TABLE_SET } from '@fulfil/website-forms';

/**
 * The DataSource of website-api for tooling (migrations: `nx run website-api:migrate`),
 * built from the same DATABASE_URL the app reads.
 */
export default new DataSource(dataSourceOptions(process.env.DATABASE_URL, FORMS_TABLE_SET));
