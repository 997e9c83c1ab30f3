import { CreateShops1764000000000 } from './1764000000000-create-shops';

/** Migrations of the `store` schema, oldest first. Both engines run the same list. */
export const STORE_MIGRATIONS = [CreateShops1764000000000];
