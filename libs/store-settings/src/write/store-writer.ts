import type { DataSource, EntityManager } from 'typeorm';
import { ValidationProblem } from '@fulfil/problem-details';
import type { CheckoutMethod, LocationMethod } from '../model/vocabulary';
import { LocationEntity } from '../entities/location.entity';
import { MerchantPostalCodeEntity } from '../entities/merchant-postal-code.entity';
import { ProductPreparationTimeEntity, ShippingSettingsEntity } from '../entities/rules.entity';
import { ShopEntity } from '../entities/shop.entity';
import { MAX_MERCHANT_POSTAL_CODES } from '../model/store-config';
import { defaultStorefrontCompatibility } from '../model/defaults';
import type {
  DeliveryConfig,
  InventoryConfig,
  LocationCore,
  MerchantPostalCodeInput,
  ShippingConfig,
  ShopPatch,
  ShopPreparationConfig,
  StoreConfig,
  WidgetFileConfig,
} from '../model/store-config';
import { checkMerchantPostalCodes, checkSlotsInWindows, checkWidget, checkWindowsKeepSlots } from '../config/checks';
import { PickupSettingsEntity, SlotEntity } from '../entities/location-settings.entity';
import { toPickupSettings, toSlotConfig } from '../read/mappers';
import { importStore, ImportResult } from './importer';
import { removeWidget, writeWidget } from './widget-writes';
import { copyLocation } from './location-copy';
import type { ConditionalActivationRule, GeneralPreparation, PickupSettingsConfig, SlotConfig } from '../model/settings';
import {
  insertLocation,
  replaceSlots,
  requireLocation,
  updateLocation,
  writeConditionalActivation,
  writeDelivery,
  writeGeneralPreparation,
  writeInventory,
  writePickup,
  writeProducts,
} from './location-writes';
import { insertInChunks, inTransaction } from '@fulfil/database';
import { merchantPostalCodeRow, shippingRow } from '../read/mappers';
import type { StoreReader } from '../read/store-reader';

/** Shop settings the admin API may change (the domain is fixed). */

/**
 * Every change to a shop's configuration. Each method is one transaction that also bumps
 * `shops.settings_version` (taking the shop's row lock first, so concurrent writes of one
 * shop queue up) and, after commit, announces the change to the reader (naming the
 * locations when only they changed, so readers reload just those): the change is visible
 * to this process's public endpoints at once, and to other instances within milliseconds
 * through the change bus (Redis), else within the reader's revalidation interval
 * (docs/scaling.md). Location ids of another shop answer LOCATION_NOT_FOUND.
 */
export class StoreWriter {
  constructor(
    private readonly dataSource: DataSource,
    private readonly reader?: StoreReader,
  ) {}

  /**
   * Runs `work` as one change of the shop's configuration (transaction + version bump),
   * then announces it to the reader ({@link StoreReader.changed}: this process's cache at
   * once, other instances through the change bus). `locationIds` names the only locations
   * the change touches (besides shop-wide rows), so readers reload just those; without it
   * they reload the whole shop. It may be a function of the work's result (a created
   * location's id).
   */
  async change<T>(shopId: number, work: (em: EntityManager) => Promise<T>, locationIds?: number[] | ((result: T) => number[] | undefined)): Promise<T> {
    let version: number | undefined;
    let result: T;
    try {
      result = await inTransaction(this.dataSource, async (em) => {
        const shops = em.getRepository(ShopEntity);
        await shops.increment({ id: shopId }, 'settingsVersion', 1);
        const done = await work(em);
        version = (await shops.findOne({ where: { id: shopId }, select: { id: true, settingsVersion: true } }))?.settingsVersion;
        return done;
      });
    } catch (error) {
      // Also after a rollback: on SQLite a read during the transaction may have seen its writes.
      this.reader?.invalidate(shopId);
      throw error;
    }
    const ids = typeof locationIds === 'function' ? locationIds(result) : locationIds;
    this.reader?.changed({ shopId, ...(version !== undefined ? { version } : {}), ...(ids ? { locationIds: ids } : {}) });
    return result;
  }

  /** Changes the shop's own settings; nested `pickup`/`delivery`/`storefront_compatibility` blocks merge field by field. */
  async updateShop(shopId: number, patch: ShopPatch): Promise<void> {
    await this.change(shopId, async (em) => {
      const shop = await em.findOneOrFail(ShopEntity, { where: { id: shopId } });
      const p = patch;
      await em.getRepository(ShopEntity).update(
        { id: shopId },
        {
          ...(p.timezone !== undefined ? { timezone: p.timezone } : {}),
          ...(p.base_country_name !== undefined ? { baseCountryName: p.base_country_name } : {}),
          ...(p.base_country_code !== undefined ? { baseCountryCode: p.base_country_code } : {}),
          ...(p.measurement_format !== undefined ? { measurementFormat: p.measurement_format } : {}),
          ...(p.storefront_origins !== undefined ? { storefrontOrigins: p.storefront_origins } : {}),
          ...(p.webhook_secret !== undefined ? { webhookSecret: p.webhook_secret } : {}),
          ...(p.pickup
            ? { pickupOptions: { pagination_limit: 10, sort_order: 'manual' as const, discount_code: null, ...shop.pickupOptions, ...p.pickup } }
            : {}),
          ...(p.delivery
            ? {
                deliveryOptions: {
                  validation_mode: 'within_max_radius' as const,
                  driving_distance_preferences: null,
                  driving_distance_route: 'fastest' as const,
                  discount_code: null,
                  ...shop.deliveryOptions,
                  ...p.delivery,
                },
              }
            : {}),
          ...(p.storefront_compatibility
            ? { storefrontCompatibility: { ...defaultStorefrontCompatibility(), ...shop.storefrontCompatibility, ...p.storefront_compatibility } }
            : {}),
        },
      );
    });
  }

  /** Creates a location (at the end of the manual order unless `sortPosition` is given); returns its id. */
  async createLocation(shopId: number, core: LocationCore, sortPosition?: number): Promise<number> {
    return this.change(
      shopId,
      async (em) => (await insertLocation(em, shopId, core, sortPosition)).id,
      // Placed among the others, it moves them down: their sort positions change too.
      (id) => (sortPosition === undefined ? [id] : undefined),
    );
  }

  /**
   * Copies a location with its settings, slots, own rules and products but not its stock
   * (`copyLocation`: named "<name> (copy)", a free `external_id`, last in the manual order);
   * returns the copy's id.
   */
  async duplicateLocation(shopId: number, id: number): Promise<number> {
    // Last in the order, it moves no other location: readers load just the copy.
    return this.change(
      shopId,
      (em) => copyLocation(em, shopId, id),
      (copyId) => [copyId],
    );
  }

  /** Replaces a location's own fields. */
  async replaceLocation(shopId: number, id: number, core: LocationCore, sortPosition?: number): Promise<void> {
    await this.change(
      shopId,
      async (em) => {
        await updateLocation(em, await requireLocation(em, shopId, id), core, sortPosition);
      },
      sortPosition === undefined ? [id] : undefined,
    );
  }

  /** Deletes a location with everything attached (orders and reservations stay). */
  async deleteLocation(shopId: number, id: number): Promise<void> {
    await this.change(
      shopId,
      async (em) => {
        await requireLocation(em, shopId, id);
        await em.getRepository(LocationEntity).delete({ id, shopId });
      },
      [id],
    );
  }

  /**
   * Replaces a location's pickup settings (not its slots).
   * @throws ValidationProblem 400 naming `weekday_windows.<day>` (rule `slot_outside_window`)
   *   when the new windows leave an existing pickup slot outside (`checkWindowsKeepSlots`); nothing is written
   */
  async putPickupSettings(shopId: number, locationId: number, settings: PickupSettingsConfig): Promise<void> {
    await this.change(
      shopId,
      async (em) => {
        await requireLocation(em, shopId, locationId);
        const slots = (await em.find(SlotEntity, { where: { locationId, method: 'pickup' } })).map(toSlotConfig);
        const error = checkWindowsKeepSlots(settings.weekday_windows, slots, 'weekday_windows');
        if (error) throw new ValidationProblem([error], `Invalid request body at ${error.field}: ${error.message}`);
        await writePickup(em, locationId, settings);
      },
      [locationId],
    );
  }

  /**
   * Replaces a location's slots of a method, keeping ids (see `replaceSlots`).
   * @throws ValidationProblem 400 naming `slots[i].available_from` / `.available_until` (rule
   *   `slot_outside_window`) for a pickup slot outside its weekday's pickup window
   *   (`checkSlotsInWindows`); nothing is written
   */
  async putSlots(shopId: number, locationId: number, method: LocationMethod, slots: (SlotConfig & { id?: number })[]): Promise<void> {
    await this.change(
      shopId,
      async (em) => {
        await requireLocation(em, shopId, locationId);
        if (method === 'pickup') {
          const { weekday_windows } = toPickupSettings((await em.findOne(PickupSettingsEntity, { where: { locationId } })) ?? undefined);
          const error = checkSlotsInWindows(weekday_windows, slots, 'slots');
          if (error) throw new ValidationProblem([error], `Invalid request body at ${error.field}: ${error.message}`);
        }
        await replaceSlots(em, locationId, method, slots);
      },
      [locationId],
    );
  }

  /** Replaces a location's delivery settings including its delivery slots. */
  async putDeliverySettings(shopId: number, locationId: number, delivery: DeliveryConfig): Promise<void> {
    await this.change(
      shopId,
      async (em) => {
        await requireLocation(em, shopId, locationId);
        await writeDelivery(em, locationId, delivery);
      },
      [locationId],
    );
  }

  /** Sets a location's own general preparation rule of a method; null falls back to the shop's. */
  async putLocationPreparation(shopId: number, locationId: number, method: CheckoutMethod, general: GeneralPreparation | null): Promise<void> {
    await this.change(
      shopId,
      async (em) => {
        await requireLocation(em, shopId, locationId);
        await writeGeneralPreparation(em, shopId, locationId, method, general);
      },
      [locationId],
    );
  }

  /** Replaces the shop-wide PreparationTimes of a method (general and product-based). */
  async putShopPreparation(shopId: number, method: CheckoutMethod, preparation: ShopPreparationConfig): Promise<void> {
    await this.change(shopId, async (em) => {
      await writeGeneralPreparation(em, shopId, null, method, preparation.general);
      const repo = em.getRepository(ProductPreparationTimeEntity);
      await repo.delete({ shopId, method });
      if (preparation.product_based.length) {
        await repo.insert(
          preparation.product_based.map((r) => ({
            shopId,
            method,
            productExternalId: r.product_external_id,
            preparationEnabled: r.preparation_enabled === 1,
            preparationValue: r.preperation_value,
            preparationFormat: r.preparation_format,
          })),
        );
      }
    });
  }

  /** Sets (null: removes) the conditional-activation rule of a method, shop-wide or (with a location) its override. */
  async putConditionalActivation(shopId: number, method: CheckoutMethod, locationId: number | null, rule: ConditionalActivationRule | null): Promise<void> {
    await this.change(
      shopId,
      async (em) => {
        if (locationId !== null) await requireLocation(em, shopId, locationId);
        await writeConditionalActivation(em, shopId, locationId, method, rule);
      },
      locationId === null ? undefined : [locationId],
    );
  }

  /** Replaces the shop's shipping settings. */
  async putShipping(shopId: number, shipping: ShippingConfig): Promise<void> {
    await this.change(shopId, async (em) => {
      await em.getRepository(ShippingSettingsEntity).save(shippingRow(shopId, shipping));
    });
  }

  /** Replaces a location's stock rows. */
  async putInventory(shopId: number, locationId: number, rows: InventoryConfig[]): Promise<void> {
    await this.change(shopId, async (em) => {
      await requireLocation(em, shopId, locationId);
      await writeInventory(em, shopId, locationId, rows);
    });
  }

  /** Replaces the products offered at a location. */
  async putProducts(shopId: number, locationId: number, productIds: number[]): Promise<void> {
    await this.change(shopId, async (em) => {
      await requireLocation(em, shopId, locationId);
      await writeProducts(em, shopId, locationId, productIds);
    });
  }

  /** Replaces (null: removes) the ordering widget block; menus name restaurants by external id. */
  async putWidget(shopId: number, widget: WidgetFileConfig | null): Promise<void> {
    await this.change(shopId, async (em) => {
      if (!widget) return removeWidget(em, shopId);
      const locations = await em.find(LocationEntity, { where: { shopId }, select: { id: true, externalId: true, widgetEnabled: true } });
      const error = checkWidget(
        widget,
        locations.map((l) => ({ external_id: l.externalId, widget_enabled: l.widgetEnabled })),
        '',
      );
      if (error) throw new ValidationProblem([error]);
      await writeWidget(em, shopId, widget, new Map(locations.map((l) => [l.externalId, l.id])));
    });
  }

  /**
   * Replaces the shop's own postal codes (the file's `postal_codes`) with `codes`, all or
   * nothing; an empty list removes them. Stored trimmed, `country_code` upper case,
   * `lookup_key` = `compactPostalCode` of @fulfil/geo applied to the code. Coordinates are WGS 84
   * degrees (-90..90, -180..180; the caller validates ranges, as the admin DTOs and the
   * file's JSON Schema do).
   *
   * @throws ValidationProblem naming `postal_codes[i].postal_code` when a code is not
   *   letters and digits (with spaces or hyphens), longer than 32 characters, or the same
   *   code as an earlier entry once case, spaces and hyphens are ignored; or naming
   *   `postal_codes` when there are more than 50,000. Nothing is written then.
   */
  async putMerchantPostalCodes(shopId: number, codes: readonly MerchantPostalCodeInput[]): Promise<void> {
    if (codes.length > MAX_MERCHANT_POSTAL_CODES) {
      throw new ValidationProblem([
        { field: 'postal_codes', rule: 'maxItems', message: `postal_codes must hold at most ${MAX_MERCHANT_POSTAL_CODES} entries` },
      ]);
    }
    const error = checkMerchantPostalCodes(codes, 'postal_codes');
    if (error) throw new ValidationProblem([error]);
    await this.change(shopId, async (em) => {
      await em.getRepository(MerchantPostalCodeEntity).delete({ shopId });
      await insertInChunks(
        em,
        MerchantPostalCodeEntity,
        codes.map((c) => merchantPostalCodeRow(shopId, c)),
      );
    });
  }

  /**
   * Creates or replaces a whole shop from a validated file (see `importStore`);
   * invalidates this process's cache.
   */
  importStore(config: StoreConfig, options: { hash?: string; onProgress?: (done: number, total: number) => void } = {}): Promise<ImportResult> {
    return importStore(this.dataSource, config, { ...options, reader: this.reader });
  }
}
