import { DataSource, In } from 'typeorm';
import { InventoryLevelEntity, ProductLocationEntity } from '../entities/inventory.entity';
import { chunks } from '@fulfil/database';
import { PlatformInventoryItemEntity } from '../entities/platform-sync.entity';

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
   * its product's availability), or null when nothing restricts it. Two queries for the
   * whole cart (in chunks of ids).
   */
  async lineLocations(shopId: number, cart: CartLine[]): Promise<(Set<number> | null)[]> {
    const needed = new Map<number, number>();
    for (const line of cart) needed.set(line.variant_id, (needed.get(line.variant_id) ?? 0) + line.quantity);
    const productIds = [...new Set(cart.map((l) => l.product_id))];

    const levels: InventoryLevelEntity[] = [];
    for (const part of chunks([...needed.keys()])) {
      levels.push(
        ...(await this.dataSource
          .getRepository(InventoryLevelEntity)
          .find({ where: { shopId, variantId: In(part) }, select: { locationId: true, variantId: true, available: true, tracked: true } })),
      );
    }
    const stocking = new Map<number, Set<number>>();
    for (const l of levels) {
      const set = stocking.get(l.variantId) ?? new Set<number>();
      if (l.tracked === false || l.available >= (needed.get(l.variantId) ?? 0)) set.add(l.locationId);
      stocking.set(l.variantId, set);
    }

    // A variant synced from the platform (docs/platform-install.md, "Sync") without any
    // inventory row is stocked at none of our locations (only at unmapped ones, or nowhere).
    const unstocked = [...needed.keys()].filter((id) => !stocking.has(id));
    for (const part of chunks(unstocked)) {
      const synced = await this.dataSource
        .getRepository(PlatformInventoryItemEntity)
        .find({ where: { shopId, variantId: In(part) }, select: { variantId: true } });
      for (const item of synced) stocking.set(item.variantId, new Set<number>());
    }

    const offers: ProductLocationEntity[] = [];
    for (const part of chunks(productIds)) {
      offers.push(
        ...(await this.dataSource
          .getRepository(ProductLocationEntity)
          .find({ where: { shopId, productId: In(part) }, select: { locationId: true, productId: true } })),
      );
    }
    const offering = new Map<number, Set<number>>();
    for (const o of offers) offering.set(o.productId, (offering.get(o.productId) ?? new Set<number>()).add(o.locationId));

    return cart.map((line) => {
      const [stock, offer] = [stocking.get(line.variant_id), offering.get(line.product_id)];
      if (!stock) return offer ?? null;
      if (!offer) return stock;
      return new Set([...stock].filter((id) => offer.has(id)));
    });
  }
}
