import { DataSource, In } from 'typeorm';
import { chunks } from '@fulfil/database';
import {
  PlatformLocationEntity,
  PlatformLocationLinkEntity,
  PlatformProductEntity,
  PlatformShopStateEntity,
  type PlatformCollection,
  type PlatformLocationAddress,
} from '../entities/platform-sync.entity';
import { LocationEntity } from '../entities/location.entity';
import { upsert } from './upsert';

/** A platform product's properties as synced (docs/platform-install.md, "Sync"). */
export interface SyncedProduct {
  productId: number;
  tags: string[];
  vendor: string;
  productType: string;
  collections: PlatformCollection[];
}

/** A platform location as synced or told by a location webhook. */
export interface SyncedPlatformLocation {
  platformLocationId: number;
  name: string;
  active: boolean;
  /** Undefined: as stored (a webhook without an address changes only the name and `active`). */
  address?: PlatformLocationAddress | null;
}

/** A platform location as `GET /admin/v1.0/storefront-platform/platform-locations` answers it, with our linked location. */
export interface PlatformLocationView {
  platform_location_id: number;
  name: string;
  active: boolean;
  address: PlatformLocationAddress | null;
  location_id: number | null;
  location_name: string | null;
}

/** What the console's banners read of a shop's connection (docs/platform-install.md, "Status"). */
export interface PlatformShopState {
  /** ISO 4217 code of the platform shop's currency as last read, or null before the first read. */
  currency_code: string | null;
  currency_checked_at: string | null;
  webhooks: { reconciled_at: string | null; missing: string[]; errors: string[] };
}

const iso = (d: Date | string | null | undefined): string | null => (d ? new Date(d).toISOString() : null);

/**
 * What the catalogue sync keeps of the storefront platform besides stock (migration
 * `1765000000000`; docs/platform-install.md, "Sync" and "Status"): products' properties,
 * platform locations, and per shop the platform currency and the last webhook reconcile.
 */
export class PlatformCatalogueRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Inserts or updates a batch of products (one transaction). */
  async upsertProducts(shopId: number, products: SyncedProduct[]): Promise<void> {
    if (!products.length) return;
    await this.dataSource.transaction((m) =>
      upsert(
        m,
        PlatformProductEntity,
        products.map((p) => ({ shopId, ...p })),
        ['tags', 'vendor', 'product_type', 'collections'],
        ['shop_id', 'product_id'],
      ),
    );
  }

  /**
   * A `products/update` webhook: the product's tags, vendor and type as the payload says; its
   * collections (not in the payload) stay as synced (empty for a new product, until the next sync).
   */
  async updateProduct(shopId: number, product: Omit<SyncedProduct, 'collections'>): Promise<void> {
    const existing = await this.dataSource.getRepository(PlatformProductEntity).findOne({ where: { shopId, productId: product.productId } });
    await this.upsertProducts(shopId, [{ ...product, collections: existing?.collections ?? [] }]);
  }

  /** Deletes the shop's products whose id is not in `keep` (after a full sync). @returns how many went */
  async deleteProductsExcept(shopId: number, keep: Set<number>): Promise<number> {
    const rows = await this.dataSource.getRepository(PlatformProductEntity).find({ where: { shopId }, select: { id: true, productId: true } });
    const gone = rows.filter((r) => !keep.has(r.productId)).map((r) => r.id);
    for (const part of chunks(gone)) await this.dataSource.getRepository(PlatformProductEntity).delete({ id: In(part) });
    return gone.length;
  }

  /** Deletes one product (`products/delete`). */
  async deleteProduct(shopId: number, productId: number): Promise<void> {
    await this.dataSource.getRepository(PlatformProductEntity).delete({ shopId, productId });
  }

  /** The synced products among `productIds`, by id (one query per 500 ids; none for an empty list). */
  async products(shopId: number, productIds: readonly number[]): Promise<Map<number, SyncedProduct>> {
    const found = new Map<number, SyncedProduct>();
    for (const part of chunks([...new Set(productIds)]))
      for (const r of await this.dataSource.getRepository(PlatformProductEntity).find({ where: { shopId, productId: In(part) } }))
        found.set(r.productId, { productId: r.productId, tags: r.tags, vendor: r.vendor, productType: r.productType, collections: r.collections });
    return found;
  }

  /**
   * Inserts or updates platform locations (one transaction). An undefined `address` keeps the
   * stored one; an address without coordinates (a location webhook's) keeps the stored
   * coordinates when its first line, postal code and city are unchanged.
   */
  async upsertLocations(shopId: number, locations: SyncedPlatformLocation[]): Promise<void> {
    if (!locations.length) return;
    await this.dataSource.transaction(async (m) => {
      const uncoordinated = locations.filter((l) => l.address && l.address.latitude === null && l.address.longitude === null);
      if (uncoordinated.length) {
        const stored = await m
          .getRepository(PlatformLocationEntity)
          .find({ where: { shopId, platformLocationId: In(uncoordinated.map((l) => l.platformLocationId)) } });
        const byId = new Map(stored.map((r) => [r.platformLocationId, r.address]));
        locations = locations.map((l) => {
          const was = byId.get(l.platformLocationId);
          const same = was && l.address && (['address1', 'zip', 'city'] as const).every((k) => was[k] === l.address?.[k]);
          return same && l.address ? { ...l, address: { ...l.address, latitude: was.latitude, longitude: was.longitude } } : l;
        });
      }
      const withAddress = locations.filter((l) => l.address !== undefined);
      const without = locations.filter((l) => l.address === undefined);
      const row = (l: SyncedPlatformLocation) => ({ shopId, platformLocationId: l.platformLocationId, name: l.name.slice(0, 255), active: l.active });
      if (withAddress.length)
        await upsert(
          m,
          PlatformLocationEntity,
          withAddress.map((l) => ({ ...row(l), address: l.address ?? null })),
          ['name', 'active', 'address'],
          ['shop_id', 'platform_location_id'],
        );
      if (without.length)
        await upsert(
          m,
          PlatformLocationEntity,
          without.map((l) => ({ ...row(l), address: null })),
          ['name', 'active'],
          ['shop_id', 'platform_location_id'],
        );
    });
  }

  /** Deletes the shop's platform locations whose id is not in `keep` (the links stay: the admin removes them). @returns how many went */
  async deleteLocationsExcept(shopId: number, keep: Set<number>): Promise<number> {
    const rows = await this.dataSource.getRepository(PlatformLocationEntity).find({ where: { shopId }, select: { id: true, platformLocationId: true } });
    const gone = rows.filter((r) => !keep.has(r.platformLocationId)).map((r) => r.id);
    for (const part of chunks(gone)) await this.dataSource.getRepository(PlatformLocationEntity).delete({ id: In(part) });
    return gone.length;
  }

  /** Deletes one platform location (`locations/delete`). */
  async deleteLocation(shopId: number, platformLocationId: number): Promise<void> {
    await this.dataSource.getRepository(PlatformLocationEntity).delete({ shopId, platformLocationId });
  }

  /** The shop's platform locations by name, each with the location of ours linked to it (or nulls). */
  async locations(shopId: number): Promise<PlatformLocationView[]> {
    const [rows, links] = await Promise.all([
      this.dataSource.getRepository(PlatformLocationEntity).find({ where: { shopId }, order: { name: 'ASC', platformLocationId: 'ASC' } }),
      this.dataSource.getRepository(PlatformLocationLinkEntity).find({ where: { shopId } }),
    ]);
    const linked = new Map(links.map((l) => [l.platformLocationId, l.locationId]));
    const ids = [...linked.values()];
    const names = new Map<number, string>();
    for (const part of chunks(ids))
      for (const l of await this.dataSource.getRepository(LocationEntity).find({ where: { shopId, id: In(part) }, select: { id: true, companyName: true } }))
        names.set(l.id, l.companyName);
    return rows.map((r) => {
      const locationId = linked.get(r.platformLocationId) ?? null;
      return {
        platform_location_id: r.platformLocationId,
        name: r.name,
        active: r.active,
        address: r.address,
        location_id: locationId,
        location_name: locationId === null ? null : (names.get(locationId) ?? null),
      };
    });
  }

  /** One platform location of the shop, or null. */
  async location(shopId: number, platformLocationId: number): Promise<PlatformLocationView | null> {
    return (await this.locations(shopId)).find((l) => l.platform_location_id === platformLocationId) ?? null;
  }

  /** The shop's connection state (nulls and empty lists before the first sync or reconcile). */
  async shopState(shopId: number): Promise<PlatformShopState> {
    const row = await this.dataSource.getRepository(PlatformShopStateEntity).findOne({ where: { shopId } });
    return {
      currency_code: row?.currencyCode ?? null,
      currency_checked_at: iso(row?.currencyCheckedAt),
      webhooks: { reconciled_at: iso(row?.webhooksReconciledAt), missing: row?.webhooks?.missing ?? [], errors: row?.webhooks?.errors ?? [] },
    };
  }

  /** Records the platform shop's currency (ISO 4217) as read at `at`. */
  async saveCurrency(shopId: number, currencyCode: string, at: Date): Promise<void> {
    await upsert(
      this.dataSource.manager,
      PlatformShopStateEntity,
      [{ shopId, currencyCode: currencyCode.slice(0, 3), currencyCheckedAt: at }],
      ['currency_code', 'currency_checked_at'],
      ['shop_id'],
    );
  }

  /** Records the outcome of a webhook reconcile finished at `at`. */
  async saveWebhookReconcile(shopId: number, at: Date, outcome: { missing: string[]; errors: string[] }): Promise<void> {
    const webhooks = { missing: outcome.missing, errors: outcome.errors.map((e) => e.slice(0, 300)).slice(0, 20) };
    await upsert(
      this.dataSource.manager,
      PlatformShopStateEntity,
      [{ shopId, webhooksReconciledAt: at, webhooks }],
      ['webhooks_reconciled_at', 'webhooks'],
      ['shop_id'],
    );
  }
}
