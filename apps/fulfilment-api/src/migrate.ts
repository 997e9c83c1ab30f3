// migrate.js in the image (next to main.js): node migrate.js [run|revert|show] applies this app's
// pending migrations and exits; the Kubernetes migration Job runs it (docs/operations.md,
// "Migrations on Kubernetes"). DATABASE_URL or DATABASE_URL_FILE, as the app reads them.
import dataSource from './data-source';
import { migrationCommandMain } from '@fulfil/database';

migrationCommandMain('fulfilment-api', dataSource);
