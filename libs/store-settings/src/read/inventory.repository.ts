import { DataSource, In } from 'typeorm';
import { InventoryLevelEntity, ProductLocationEntity } from '../entities/inventory.entity';
import { chunks } from '@fulfil/database';

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
 * untracked variants are stocked everywhere. A product with at least one availability row
 * is offered only at its listed locations; other products everywhere.
 */
export class InventoryRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * The ids of the shop's locations that can fulfil every line of the cart, or null
   * when nothing in the cart is restricted (every location can). An empty set means none.
   */
  async locationsFulfilling(shopId: number, cart: CartLine[]): Promise<Set<number> | null> {
    const needed = new Map<number, number>();
    for (const line of cart) needed.set(line.variant_id, (needed.get(line.variant_id) ?? 0) + line.quantity);
    const productIds = [...new Set(cart.map((l) => l.product_id))];
    let allowed: Set<number> | null = null;
    const restrict = (ids: Iterable<number>) => {
      const next = new Set(ids);
      allowed = allowed === null ? next : new Set([...allowed].filter((id) => next.has(id)));
    };

    const levels: InventoryLevelEntity[] = [];
    for (const part of chunks([...needed.keys()])) {
      levels.push(
        ...(await this.dataSource
          .getRepository(InventoryLevelEntity)
          .find({ where: { shopId, variantId: In(part) }, select: { locationId: true, variantId: true, available: true } })),
      );
    }
    const byVariant = new Map<number, InventoryLevelEntity[]>();
    for (const l of levels) byVariant.set(l.variantId, [...(byVariant.get(l.variantId) ?? []), l]);
    for (const [variantId, rows] of byVariant) restrict(rows.filter((r) => r.available >= (needed.get(variantId) ?? 0)).map((r) => r.locationId));

    const offers: ProductLocationEntity[] = [];
    for (const part of chunks(productIds)) {
      offers.push(
        ...(await this.dataSource
          .getRepository(ProductLocationEntity)
          .find({ where: { shopId, productId: In(part) }, select: { locationId: true, productId: true } })),
      );
    }
    const byProduct = new Map<number, number[]>();
    for (const o of offers) byProduct.set(o.productId, [...(byProduct.get(o.productId) ?? []), o.locationId]);
    for (const ids of byProduct.values()) restrict(ids);
    return allowed;
  }
}
