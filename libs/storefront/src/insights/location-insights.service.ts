import { Injectable } from '@nestjs/common';
import { roundDistance } from '@fulfil/geo';
import { deliveryFirstAvailable, deliveryOpenWeekdays, pickupFirstAvailable, pickupOpenWeekdays, type CartItem, type UsageIndex } from '@fulfil/scheduling';
import { InventoryRepository, offers, stocks, type CartRestrictions, type LocationMethod, type ShopSnapshot } from '@fulfil/store-settings';
import { DeliveryAreaService, type DeliveryPlace } from '../delivery-area/delivery-area.service';
import { engineInput, hasCapacityLimits, type LocationEngineInput } from '../engine/engine-input';
import { UsageService } from '../usage/usage.service';
import { locationChecks, type LocationCheck, type LocationCheckInput, type MethodEngineAnswer } from './location-checks';

/** A location as the checklist reads it (the admin API's location: `timezone` null = the shop's zone). */
export type CheckedLocation = { id: number } & LocationCheckInput['location'];

/** Codes of {@link ExplainReason}. */
export type ExplainReasonCode = 'METHOD_OFF' | 'PRODUCT_NOT_OFFERED' | 'OUT_OF_STOCK' | 'OUT_OF_AREA' | 'NO_DATE';

/** Why a location is not offered for a cart (or offered without a date). */
export interface ExplainReason {
  code: ExplainReasonCode;
  /** One English sentence. */
  message: string;
  values: Record<string, string | number>;
}

/** One location of {@link LocationInsightsService.explain}. */
export interface ExplainedLocation {
  id: number;
  company_name: string | null;
  /** Exactly: the public storefront list for this cart (and postal code) includes it. */
  offered: boolean;
  reasons: ExplainReason[];
  /** The calendar's first date for the cart at `now` (`YYYY-MM-DD`, the location's zone), or null (method off, or none in its horizon). */
  first_date: string | null;
}

/** A question to {@link LocationInsightsService.explain}. */
export interface ExplainQuery {
  method: LocationMethod;
  cart: CartItem[];
  /** Delivery only: where the shopper is (a postal code or place, resolved like `geoSearchQuery`). */
  postalCode?: string;
  page: number;
  perPage: number;
}

/** The answer of {@link LocationInsightsService.explain}. */
export interface ExplainAnswer {
  method: LocationMethod;
  /** Locations of the shop. */
  total: number;
  /** Of them, offered for the cart. */
  offered_total: number;
  /** The page asked for, in the merchant's order. */
  locations: ExplainedLocation[];
}

/**
 * "What shoppers will see" for the merchant console (issue 31), computed by the storefront's
 * own code: the stock and availability rules (`InventoryRepository` of @fulfil/store-settings:
 * `cartRestrictions` with `stocks` and `offers`, the rules `locationsFulfilling` applies), the
 * delivery area (`DeliveryAreaService.check`) and the engine's calendars with live
 * capacity (`engineInput` plus the one usage count, `pickupFirstAvailable` /
 * `deliveryFirstAvailable` of @fulfil/scheduling, equal to the calendar's `minDate`).
 */
@Injectable()
export class LocationInsightsService {
  constructor(
    private readonly inventory: InventoryRepository,
    private readonly usage: UsageService,
    private readonly area: DeliveryAreaService,
  ) {}

  /**
   * The checklist ({@link locationChecks}) of each location, by id: the engine's answers for
   * an empty cart at `now` (UTC) and the shop's stock facts, read for all of them at once
   * (one usage count per method for the locations with limits).
   * @throws whatever the store or the capacity count throws
   */
  async checklists(snapshot: ShopSnapshot, locations: readonly CheckedLocation[], now: Date): Promise<Map<number, LocationCheck[]>> {
    const ids = locations.map((l) => l.id);
    const facts = await this.inventory.locationFacts(snapshot.shop.id, ids);
    const engines = await this.engines(snapshot, ids, [], now);
    return new Map(
      locations.map((location) => {
        const engine: LocationCheckInput['engine'] = {};
        for (const method of ['pickup', 'delivery'] as const) {
          const input = engines[method].get(location.id);
          if (input) engine[method] = answerOf(input);
        }
        const checks = locationChecks(
          {
            location,
            shopTimezone: snapshot.shop.timezone,
            stock: {
              trackedVariants: facts.trackedVariants,
              restrictedProducts: facts.restrictedProducts,
              hasStockRows: facts.withStockRows.has(location.id),
              hasProductRows: facts.withProductRows.has(location.id),
            },
            engine,
          },
          now,
        );
        return [location.id, checks];
      }),
    );
  }

  /**
   * Every location of the shop for a method and cart, in the merchant's order (a page of
   * them answered): `offered` exactly when the public list includes it — pickup: `POST
   * /v1.0/pickup/locations` with the cart (pickup on, and it stocks and offers every line);
   * delivery: the locations the public delivery search chooses its nearest from (delivery
   * on, it stocks and offers every line and, with `postalCode`, delivers there by the
   * shop's validation mode; without a postal code the area is not judged). Reasons name
   * every rule that keeps it out; `NO_DATE` (page only) marks an offered-or-not location
   * whose calendar has no date in its horizon (it does not change `offered`, as the list
   * does not look at dates).
   * @throws GeoError 400 GEO_QUERY_UNRESOLVED when `postalCode` resolves to no place
   */
  async explain(snapshot: ShopSnapshot, query: ExplainQuery, now: Date): Promise<ExplainAnswer> {
    const { method, cart } = query;
    const all = snapshot.indexedLocations();
    const restrictions: CartRestrictions | null = cart.length > 0 ? await this.inventory.cartRestrictions(snapshot.shop.id, cart) : null;
    const place: DeliveryPlace | null = method === 'delivery' && query.postalCode?.trim() ? this.area.place(snapshot, query.postalCode) : null;
    const unit = snapshot.shop.measurement_format;

    const reasonsOf = async (l: (typeof all)[number]): Promise<ExplainReason[]> => {
      const reasons: ExplainReason[] = [];
      const serves = snapshot.serves(l.id, method);
      if (!serves)
        reasons.push({ code: 'METHOD_OFF', message: `${method === 'pickup' ? 'Pickup' : 'Local delivery'} is turned off at this location.`, values: {} });
      if (restrictions) {
        const products = new Set<number>();
        for (const line of cart) {
          if (products.has(line.product_id)) continue;
          products.add(line.product_id);
          if (!offers(restrictions, line.product_id, l.id))
            reasons.push({ code: 'PRODUCT_NOT_OFFERED', message: `Product ${line.product_id} is not offered here.`, values: { product_id: line.product_id } });
        }
        for (const [variantId, needed] of restrictions.needed) {
          if (stocks(restrictions, variantId, l.id)) continue;
          const available = restrictions.stock.get(variantId)?.get(l.id)?.available ?? 0;
          reasons.push({
            code: 'OUT_OF_STOCK',
            message: `Variant ${variantId}: ${available} in stock, the cart needs ${needed}.`,
            values: { variant_id: variantId, available, needed },
          });
        }
      }
      if (place && serves) {
        const { delivers, distance } = await this.area.check(snapshot, l, place);
        if (!delivers) {
          const area = await snapshot.deliveryArea(l.id);
          const values: Record<string, string | number> = { unit };
          if (Number.isFinite(distance)) values['distance'] = roundDistance(distance);
          if (area?.max_radius !== null && area?.max_radius !== undefined) values['max_radius'] = area.max_radius;
          reasons.push({ code: 'OUT_OF_AREA', message: `This location does not deliver to ${place.query}.`, values });
        }
      }
      return reasons;
    };

    const judged: { location: (typeof all)[number]; reasons: ExplainReason[] }[] = [];
    for (const location of all) judged.push({ location, reasons: await reasonsOf(location) });
    const offset = (query.page - 1) * query.perPage;
    const page = judged.slice(offset, offset + query.perPage);
    const engines = await this.engines(
      snapshot,
      page.map((j) => j.location.id),
      cart,
      now,
      method,
    );
    // Names from the records (the index may carry none).
    const names = new Map((await snapshot.locations(page.map((j) => j.location.id))).map((l) => [l.id, l.company_name]));
    return {
      method,
      total: all.length,
      offered_total: judged.filter((j) => j.reasons.length === 0).length,
      locations: page.map(({ location, reasons }) => {
        const engine = engines[method].get(location.id);
        const firstDate = engine ? answerOf(engine).firstDate : null;
        const out = [...reasons];
        if (engine && firstDate === null) out.push({ code: 'NO_DATE', message: 'The calendar offers no date for this cart within its horizon.', values: {} });
        return {
          id: location.id,
          company_name: names.get(location.id) ?? location.company_name,
          offered: reasons.length === 0,
          reasons: out,
          first_date: firstDate,
        };
      }),
    };
  }

  /**
   * The engine inputs of these locations per method (absent where the method is off), with
   * live capacity: one usage count per method for the locations whose limits apply (the
   * horizon of `UsageService.forLocations`, which covers every location's calendar).
   */
  private async engines(
    snapshot: ShopSnapshot,
    ids: readonly number[],
    cart: CartItem[],
    now: Date,
    only?: LocationMethod,
  ): Promise<Record<LocationMethod, Map<number, LocationEngineInput>>> {
    await snapshot.parts(ids); // one batched read for a lazily loaded shop
    const out: Record<LocationMethod, Map<number, LocationEngineInput>> = { pickup: new Map(), delivery: new Map() };
    for (const method of ['pickup', 'delivery'] as const) {
      if (only && only !== method) continue;
      const inputs = new Map<number, LocationEngineInput>();
      for (const id of ids) {
        const input = await engineInput(snapshot, method, id, { now, cart });
        if (input) inputs.set(id, input);
      }
      const limited = [...inputs.entries()].filter(([, input]) => hasCapacityLimits(input)).map(([id]) => id);
      const usage: UsageIndex | null = limited.length > 0 ? await this.usage.forLocations(snapshot.shop.id, method, limited, now) : null;
      for (const [id, input] of inputs)
        out[method].set(id, usage && limited.includes(id) ? ({ ...input, input: { ...input.input, usage } } as LocationEngineInput) : input);
    }
    return out;
  }
}

/** The engine's answer the checklist reads: open weekdays and the calendar's first date. */
function answerOf(engine: LocationEngineInput): MethodEngineAnswer {
  return engine.method === 'pickup'
    ? { openWeekdays: pickupOpenWeekdays(engine.input), firstDate: pickupFirstAvailable(engine.input).minDate }
    : { openWeekdays: deliveryOpenWeekdays(engine.input), firstDate: deliveryFirstAvailable(engine.input).minDate };
}
