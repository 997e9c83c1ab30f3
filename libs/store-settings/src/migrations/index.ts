import { CreateShops1764000000000 } from './1764000000000-create-shops';

/** Every migration, oldest first. Both engines run the same list. */
export const ALL_MIGRATIONS = [CreateShops1764000000000];
