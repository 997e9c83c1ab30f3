import { describeMigrationsAgree } from '@fulfil/database/testing';
import { CAPACITY_TABLES } from '@fulfil/capacity';
import { STORE_TABLES } from '@fulfil/store-settings';
import { WIDGET_CHECKOUT_TABLES, WIDGET_TABLE_SET } from './schema';

describeMigrationsAgree(WIDGET_TABLE_SET, [...STORE_TABLES, ...CAPACITY_TABLES, ...WIDGET_CHECKOUT_TABLES]);
