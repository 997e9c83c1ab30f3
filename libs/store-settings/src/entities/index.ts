import { ShopEntity } from './shop.entity';

export * from './shop.entity';

/** Entities of the `store` schema (merchant data; one list for both engines). */
export const STORE_ENTITIES = [ShopEntity];
