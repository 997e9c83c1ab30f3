import { describeMigrationsAgree } from '@fulfil/database/testing';
import { FORMS_TABLES } from './entities';
import { FORMS_TABLE_SET } from './table-set';

describeMigrationsAgree(FORMS_TABLE_SET, FORMS_TABLES);
