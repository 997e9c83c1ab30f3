import { describeMigrationsAgree } from '@fulfil/database/testing';
import { STORE_TABLES } from '@fulfil/store-settings';
import { CAPACITY_TABLE_SET, CAPACITY_TABLES } from '../table-set';

describeMigrationsAgree(CAPACITY_TABLE_SET, [...STORE_TABLES, ...CAPACITY_TABLES]);
