import { describeMigrationsAgree } from '@fulfil/database/testing';
import { STORE_TABLES } from '../entities';
import { STORE_TABLE_SET } from '../table-set';

describeMigrationsAgree(STORE_TABLE_SET, STORE_TABLES);
