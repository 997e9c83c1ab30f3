import { ShopEntity } from './shop.entity';

export * from './shop.entity';

/** Every entity of the store-settings schema (one list for both engines). */
export const ALL_ENTITIES = [ShopEntity];
