import type { TableSet } from '@fulfil/database';
import { FORMS_ENTITIES } from './entities';
import { FORMS_MIGRATIONS } from './migrations/1765000000000-forms';

/**
 * The website API's tables for `DatabaseModule.forRoot` and the test databases.
 * Its migrations table stays `migrations_forms` and its default SQLite file
 * `data/forms.sqlite`, as before the tables left @fulfil/store-settings, so no
 * migration runs again on an existing database.
 */
export const FORMS_TABLE_SET: TableSet = { name: 'forms', entities: FORMS_ENTITIES, migrations: FORMS_MIGRATIONS };
