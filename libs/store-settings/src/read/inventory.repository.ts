import { DataSource, In } from 'typeorm';
import { InventoryLevelEntity, ProductLocationEntity } from '../entities/inventory.entity';
import { chunks } from '@fulfil/database';
import { PlatformInventoryItemEntity, PlatformProductEntity } from '../entities/platform-sync.entity';

/** A variant's inventory row at one location. */
export interface StockRow {
  available: number;
  /** False: the platform's untracked item, stocked whatever `available` says. */
  tracked: boolean;
}

/** What restricts a cart ({@link InventoryRepository.cartRestrictions}). */
export interface CartRestrictions {
  /** Units needed per variant id (lines of the same variant added up). */
  needed: ReadonlyMap<number, number>;
  /** Per tracked variant of the cart: its rows by location id (empty: tracked, stocked nowhere). Untracked variants are absent. */
  stock: ReadonlyMap<number, ReadonlyMap<number, StockRow>>;
  /** Per product of the cart with availability rows: the locations listing it. Products offered everywhere are absent. */
  offering: ReadonlyMap<number, ReadonlySet<number>>;
}

/** A product as {@link InventoryRepository.catalogue} lists it. */
export interface CatalogueProduct {
  product_id: number;
  variants: { variant_id: number; tracked: boolean }[];
  /** Locations listing the product; 0: none, so it is offered everywhere. */
  offered_at: number;
}

/** Stock and availability facts for the checklist ({@link InventoryRepository.locationFacts}). */
export interface LocationStockFacts {
  /** Variants the shop tracks (an inventory row somewhere, or synced from the platform). */
  trackedVariants: number;
  /** Products with availability rows (offered only where listed). */
  restrictedProducts: number;
  /** Of the locations asked about, those with at least one inventory row. */
  withStockRows: Set<number>;
  /** Of the locations asked about, those listing at least one product. */
  withProductRows: Set<number>;
}

/**
 * Whether a location stocks a variant for the cart: untracked variants everywhere; a
 * tracked one where its row is the platform's untracked item or has `available` at least
 * the units needed. Pure; the one stock rule of {@link InventoryRepository}.
 */
export function stocks(restrictions: CartRestrictions, variantId: number, locationId: number): boolean {
  const rows = restrictions.stock.get(variantId);
  if (!rows) return true;
  const row = rows.get(locationId);
  return !!row && (!row.tracked || row.available >= (restrictions.needed.get(variantId) ?? 0));
}

/** Whether a location offers a product: products without availability rows everywhere, others where listed. Pure. */
export function offers(restrictions: CartRestrictions, productId: number, locationId: number): boolean {
  const listed = restrictions.offering.get(productId);
  return !listed || listed.has(locationId);
}

/** A cart line (pickup calendar, delivery and shipping carts). */
export interface CartLine {
  variant_id: number;
  product_id: number;
  quantity: number;
}

/**
 * Which locations can fulfil a cart: stock per variant (`inventory_levels`) and product
 * availability (`product_locations`).
 *
 * Rules: a variant with at least one inventory row in the shop is tracked, and a location
 * stocks it only with `available >= quantity` (quantities of repeated lines add up);
 * untracked variants are stocked everywhere; a row with `tracked = false` (the platform's
 * untracked item, docs/platform-install.md "Sync") stocks its variant there whatever the
 * quantity, and a variant synced from the platform with no row is stocked nowhere. A product with at least one availability row
 * is offered only at its listed locations; other products everywhere.
 */
export class InventoryRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * The ids of the shop's locations that can fulfil every line of the cart, or null
   * when nothing in the cart is restricted (every location can). An empty set means none.
   */
  async locationsFulfilling(shopId: number, cart: CartLine[]): Promise<Set<number> | null> {
    const lines: (Set<number> | null)[] = await this.lineLocations(shopId, cart);
    let allowed: Set<number> | null = null;
    for (const line of lines) {
      if (line === null) continue;
      const kept: number[] = allowed === null ? [...line] : [...(allowed as Set<number>)].filter((id: number) => line.has(id));
      allowed = new Set<number>(kept);
    }
    return allowed;
  }

  /**
   * Per cart line (in order), the ids of the shop's locations that can fulfil that line
   * (its variant's stock, with the quantities of lines of the same variant added up, and
   * its product's availability), or null when nothing restricts it. Computed from
   * {@link cartRestrictions} with {@link stocks}.
   */
  async lineLocations(shopId: number, cart: CartLine[]): Promise<(Set<number> | null)[]> {
    const restrictions = await this.cartRestrictions(shopId, cart);
    const stocking = new Map<number, Set<number>>();
    for (const [variantId, rows] of restrictions.stock) {
      const set = new Set<number>();
      for (const locationId of rows.keys()) if (stocks(restrictions, variantId, locationId)) set.add(locationId);
      stocking.set(variantId, set);
    }
    return cart.map((line) => {
      const [stock, offer] = [stocking.get(line.variant_id), restrictions.offering.get(line.product_id)];
      if (!stock) return offer ? new Set(offer) : null;
      if (!offer) return stock;
      return new Set([...stock].filter((id) => offer.has(id)));
    });
  }

  /**
   * What restricts a cart's lines (the rules of this class): the units needed per variant,
   * the stock rows of each tracked variant by location, and the locations listing each
   * restricted product. Three queries at most for the whole cart (in chunks of ids).
   */
  async cartRestrictions(shopId: number, cart: CartLine[]): Promise<CartRestrictions> {
    const needed = new Map<number, number>();
    for (const line of cart) needed.set(line.variant_id, (needed.get(line.variant_id) ?? 0) + line.quantity);
    const productIds = [...new Set(cart.map((l) => l.product_id))];

    const stock = new Map<number, Map<number, StockRow>>();
    for (const part of chunks([...needed.keys()])) {
      const levels = await this.dataSource
        .getRepository(InventoryLevelEntity)
        .find({ where: { shopId, variantId: In(part) }, select: { locationId: true, variantId: true, available: true, tracked: true } });
      for (const l of levels) {
        const rows = stock.get(l.variantId) ?? new Map<number, StockRow>();
        rows.set(l.locationId, { available: l.available, tracked: l.tracked !== false });
        stock.set(l.variantId, rows);
      }
    }
    // A variant synced from the platform (docs/platform-install.md, "Sync") without any
    // inventory row is tracked and stocked at none of our locations (only at unmapped ones, or nowhere).
    for (const variantId of await this.syncedVariants(
      shopId,
      [...needed.keys()].filter((id) => !stock.has(id)),
    ))
      stock.set(variantId, new Map());

    const offering = new Map<number, Set<number>>();
    for (const part of chunks(productIds)) {
      const offers = await this.dataSource
        .getRepository(ProductLocationEntity)
        .find({ where: { shopId, productId: In(part) }, select: { locationId: true, productId: true } });
      for (const o of offers) offering.set(o.productId, (offering.get(o.productId) ?? new Set<number>()).add(o.locationId));
    }
    return { needed, stock, offering };
  }

  /**
   * Every product the shop knows (its availability rows, its inventory rows, the
   * storefront platform's synced products and items), ascending by id, with its known
   * variants (ascending) and whether each is tracked ({@link trackedVariants}'s rule), and
   * `offered_at`: how many locations list the product (0: no availability rows, offered
   * everywhere). Inventory rows without a product id are left out. Four grouped queries.
   */
  async catalogue(shopId: number): Promise<CatalogueProduct[]> {
    const levels: { variantId: string | number; productId: string | number | null }[] = await this.dataSource
      .getRepository(InventoryLevelEntity)
      .createQueryBuilder('l')
      .select('l.variant_id', 'variantId')
      .addSelect('l.product_id', 'productId')
      .where('l.shop_id = :shopId', { shopId })
      .groupBy('l.variant_id')
      .addGroupBy('l.product_id')
      .getRawMany();
    const items: { variantId: string | number; productId: string | number }[] = await this.dataSource
      .getRepository(PlatformInventoryItemEntity)
      .createQueryBuilder('i')
      .select('i.variant_id', 'variantId')
      .addSelect('i.product_id', 'productId')
      .where('i.shop_id = :shopId', { shopId })
      .getRawMany();
    const offers: { productId: string | number; n: string | number }[] = await this.dataSource
      .getRepository(ProductLocationEntity)
      .createQueryBuilder('p')
      .select('p.product_id', 'productId')
      .addSelect('COUNT(DISTINCT p.location_id)', 'n')
      .where('p.shop_id = :shopId', { shopId })
      .groupBy('p.product_id')
      .getRawMany();
    const synced: { productId: string | number }[] = await this.dataSource
      .getRepository(PlatformProductEntity)
      .createQueryBuilder('p')
      .select('p.product_id', 'productId')
      .where('p.shop_id = :shopId', { shopId })
      .getRawMany();

    const products = new Map<number, Set<number>>();
    const add = (productId: number, variantId?: number) => {
      const variants = products.get(productId) ?? new Set<number>();
      if (variantId !== undefined) variants.add(variantId);
      products.set(productId, variants);
    };
    for (const l of levels) if (l.productId !== null) add(Number(l.productId), Number(l.variantId));
    for (const i of items) add(Number(i.productId), Number(i.variantId));
    for (const o of offers) add(Number(o.productId));
    for (const p of synced) add(Number(p.productId));
    const offeredAt = new Map(offers.map((o) => [Number(o.productId), Number(o.n)]));
    const tracked = await this.trackedVariants(
      shopId,
      [...products.values()].flatMap((v) => [...v]),
    );
    return [...products.entries()]
      .sort(([a], [b]) => a - b)
      .map(([productId, variants]) => ({
        product_id: productId,
        variants: [...variants].sort((a, b) => a - b).map((variantId) => ({ variant_id: variantId, tracked: tracked.has(variantId) })),
        offered_at: offeredAt.get(productId) ?? 0,
      }));
  }

  /**
   * Which of `variantIds` the engine tracks (the rule of this class): a variant with at
   * least one inventory row in the shop, or one synced from the storefront platform
   * (stocked only where a row says so). Untracked variants are stocked everywhere.
   */
  async trackedVariants(shopId: number, variantIds: number[]): Promise<Set<number>> {
    const tracked = new Set<number>();
    for (const part of chunks([...new Set(variantIds)])) {
      const rows: { variantId: string | number }[] = await this.dataSource
        .getRepository(InventoryLevelEntity)
        .createQueryBuilder('l')
        .select('DISTINCT l.variant_id', 'variantId')
        .where('l.shop_id = :shopId AND l.variant_id IN (:...part)', { shopId, part })
        .getRawMany();
      for (const r of rows) tracked.add(Number(r.variantId));
    }
    for (const id of await this.syncedVariants(
      shopId,
      variantIds.filter((id) => !tracked.has(id)),
    ))
      tracked.add(id);
    return tracked;
  }

  /**
   * Stock and availability facts of some locations for the merchant's checklist: how many
   * variants the shop tracks and how many products it restricts to listed locations
   * (the rules of this class), and which of `locationIds` have at least one inventory row
   * and at least one availability row. Four queries (the ids in chunks).
   */
  async locationFacts(shopId: number, locationIds: number[]): Promise<LocationStockFacts> {
    const count = async (entity: typeof InventoryLevelEntity | typeof ProductLocationEntity | typeof PlatformInventoryItemEntity, column: string) => {
      const row: { n: string | number } | undefined = await this.dataSource
        .getRepository(entity)
        .createQueryBuilder('t')
        .select(`COUNT(DISTINCT t.${column})`, 'n')
        .where('t.shop_id = :shopId', { shopId })
        .getRawOne();
      return Number(row?.n ?? 0);
    };
    const having = async (entity: typeof InventoryLevelEntity | typeof ProductLocationEntity) => {
      const found = new Set<number>();
      for (const part of chunks([...new Set(locationIds)])) {
        const rows: { locationId: string | number }[] = await this.dataSource
          .getRepository(entity)
          .createQueryBuilder('t')
          .select('DISTINCT t.location_id', 'locationId')
          .where('t.shop_id = :shopId AND t.location_id IN (:...part)', { shopId, part })
          .getRawMany();
        for (const r of rows) found.add(Number(r.locationId));
      }
      return found;
    };
    const [withRows, synced] = [await count(InventoryLevelEntity, 'variant_id'), await this.syncedOnlyCount(shopId)];
    return {
      trackedVariants: withRows + synced,
      restrictedProducts: await count(ProductLocationEntity, 'product_id'),
      withStockRows: locationIds.length ? await having(InventoryLevelEntity) : new Set(),
      withProductRows: locationIds.length ? await having(ProductLocationEntity) : new Set(),
    };
  }

  /** The shop's platform-synced variants that have no inventory row (tracked too, stocked nowhere). */
  private async syncedOnlyCount(shopId: number): Promise<number> {
    const row: { n: string | number } | undefined = await this.dataSource
      .getRepository(PlatformInventoryItemEntity)
      .createQueryBuilder('i')
      .select('COUNT(DISTINCT i.variant_id)', 'n')
      .where('i.shop_id = :shopId', { shopId })
      .andWhere('NOT EXISTS (SELECT 1 FROM inventory_levels l WHERE l.shop_id = i.shop_id AND l.variant_id = i.variant_id)')
      .getRawOne();
    return Number(row?.n ?? 0);
  }

  /** Which of `variantIds` the storefront platform synced for the shop. */
  private async syncedVariants(shopId: number, variantIds: number[]): Promise<number[]> {
    const found: number[] = [];
    for (const part of chunks(variantIds)) {
      const synced = await this.dataSource
        .getRepository(PlatformInventoryItemEntity)
        .find({ where: { shopId, variantId: In(part) }, select: { variantId: true } });
      found.push(...synced.map((i) => i.variantId));
    }
    return found;
  }
}
