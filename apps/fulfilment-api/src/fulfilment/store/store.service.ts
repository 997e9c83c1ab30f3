import { Injectable } from '@nestjs/common';
import { shippingCalendar } from '@fulfil/scheduling';
import type { CartItem, ShippingCalendar, ShippingInput } from '@fulfil/scheduling';
import { DataSource } from 'typeorm';
import {
  InventoryRepository,
  PlatformCatalogueRepository,
  type CheckoutMethod,
  type PreparationTimes,
  type ShopSnapshot,
  type StoreSettings,
} from '@fulfil/store-settings';
import type { ConditionalCart } from '../domain/shopping-cart';
import { ConditionalActivationResult, evaluateConditionalActivation, lacksProperties, withProductProperties } from '../domain/conditional-activation';
import { UsageService, type EngineInput } from '@fulfil/storefront';
import { expandYearlyDates, localDate } from '../domain/local-time';
import { locationNotFound } from '../http/not-found';

/** Shop-wide answers: settings, preparation times, conditional activation, the shipping calendar. */
@Injectable()
export class StoreService {
  /** JSON of each snapshot's settings (snapshots are immutable). */
  private readonly settingsText = new WeakMap<StoreSettings, string>();

  constructor(
    private readonly usage: UsageService,
    private readonly inventory: InventoryRepository,
    private readonly dataSource: DataSource,
  ) {}

  /**
   * Whether a checkout method can take the cart (`POST /v1.0/:checkoutMethod/validate`,
   * `{productsEligible}`; docs/compatibility.md, "Endpoints"): for pickup and delivery,
   * every cart line can be fulfilled by at least one location of the shop offering that
   * method (the line's stock and product availability, `InventoryRepository.lineLocations`),
   * and an empty cart is eligible when some location offers the method; shipping has no
   * per-product rule in the store, so every cart is eligible for it.
   */
  async productsEligible(snapshot: ShopSnapshot, method: CheckoutMethod, cart: CartItem[]): Promise<boolean> {
    if (method === 'shipping') return true;
    const offering = snapshot
      .indexedLocations()
      .filter((l) => snapshot.serves(l.id, method))
      .map((l) => l.id);
    if (offering.length === 0) return false;
    if (cart.length === 0) return true;
    const lines = await this.inventory.lineLocations(snapshot.shop.id, cart);
    return lines.every((allowed) => allowed === null || offering.some((id) => allowed.has(id)));
  }

  /** {@link settings} as JSON text, serialised once per snapshot unless yearly blackouts need today's dates. */
  settingsJson(snapshot: ShopSnapshot, now: Date): string {
    const stored = snapshot.settings();
    const settings = this.settings(snapshot, now);
    if (settings !== stored) return JSON.stringify(settings);
    let text = this.settingsText.get(stored);
    if (text === undefined) this.settingsText.set(stored, (text = JSON.stringify(stored)));
    return text;
  }

  /**
   * StoreSettings as stored (shipping zone resolved to the shop's when unset), with yearly
   * shipping blackouts (`--MM-DD`) replaced by their dates of the coming year.
   */
  settings(snapshot: ShopSnapshot, now: Date): StoreSettings {
    const settings = snapshot.settings();
    if (!settings.shipping.blackout_dates.some((d) => d.startsWith('--'))) return settings;
    const blackouts = expandYearlyDates(settings.shipping.blackout_dates, localDate(settings.shipping.timezone, now));
    return { ...settings, shipping: { ...settings.shipping, blackout_dates: [...blackouts] } };
  }

  /**
   * PreparationTimes of a method at a location: the location's own `general` rule when it
   * has one, else the shop's; `product_based` from the shop's rows of the method. The
   * location must belong to the shop (404 LOCATION_NOT_FOUND).
   */
  preparationTimes(snapshot: ShopSnapshot, method: CheckoutMethod, locationId: number): PreparationTimes {
    if (!snapshot.indexedLocation(locationId)) throw locationNotFound(snapshot, locationId);
    return snapshot.preparationTimes(method, locationId);
  }

  /**
   * ConditionalActivationResult of a cart for a method, shop-wide (`locationId` null) or
   * at one location of the shop, whose own rule overrides the shop's. Items that name a
   * product and lack a property get it from the product as synced from the storefront
   * platform (`withProductProperties`; one query, only when the rule reads properties and
   * an item lacks one).
   */
  async conditionalActivation(
    snapshot: ShopSnapshot,
    method: CheckoutMethod,
    locationId: number | null,
    cart: ConditionalCart,
  ): Promise<ConditionalActivationResult> {
    if (locationId !== null && !snapshot.indexedLocation(locationId)) throw locationNotFound(snapshot, locationId);
    const rule = snapshot.conditionalActivation(method, locationId);
    const lacking = rule?.property_based?.enabled ? cart.items.filter(lacksProperties) : [];
    const products = lacking.length
      ? await new PlatformCatalogueRepository(this.dataSource).products(
          snapshot.shop.id,
          lacking.map((i) => i.product_id as number),
        )
      : new Map();
    return evaluateConditionalActivation(rule, withProductProperties(cart, products));
  }

  /** `{minDate, maxDate, disabled, timezone}` of shipping (daily order limits counted when enabled). */
  async shippingCalendar(snapshot: ShopSnapshot, cart: CartItem[], now: Date, withUsage = true): Promise<ShippingCalendar> {
    return shippingCalendar(await this.shippingInput(snapshot, cart, now, withUsage));
  }

  /** The engine input of the shop's shipping. */
  async shippingInput(snapshot: ShopSnapshot, cart: CartItem[], now: Date, withUsage: boolean): Promise<ShippingInput> {
    const engine = await this.usage.liveInput(snapshot, 'shipping', null, { now, cart }, withUsage ? 'horizon' : 'none');
    return (engine as Extract<EngineInput, { method: 'shipping' }>).input;
  }
}
