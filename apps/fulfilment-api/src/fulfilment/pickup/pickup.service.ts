import { Injectable } from '@nestjs/common';
import { roundDistance } from '@fulfil/geo';
import { pickupSlotsForDate } from '@fulfil/scheduling';
import type { CartItem, PickupInput, PickupSlotOut, WithFull } from '@fulfil/scheduling';
import { InventoryRepository } from '@fulfil/store-settings';
import type { PickupLocationRecord, ShopSnapshot } from '@fulfil/store-settings';
import { CalendarService, GeoService, UsageService, withRemaining } from '@fulfil/storefront';
import { paginate, Pagination } from '../domain/pagination';
import type { SerializedJson } from '@fulfil/platform';
import { locationNotFound } from '../http/not-found';

/** Query of `POST /v1.0/pickup/locations` after validation. */
export interface PickupLocationsQuery {
  page: number;
  /** Page size; undefined = the shop's `pickup.pagination_limit`. */
  limit: number | undefined;
  geoSearchQuery?: string;
  /** Cart lines (`parseShoppingCart`); empty = no stock check. */
  cart: CartItem[];
}

/**
 * Pickup: the paginated list of eligible locations (geo-sorted or in the merchant's
 * order, filtered by stock) and a location's calendar rules and slots.
 */
@Injectable()
export class PickupService {
  /** JSON of each location record around its `distance`, per (immutable, per-snapshot) record. */
  private readonly fragments = new WeakMap<PickupLocationRecord, [string, string]>();

  /** The distinct regions of each snapshot's pickup locations (snapshots are immutable). */
  private readonly regionLists = new WeakMap<ShopSnapshot, Promise<string[]>>();

  constructor(
    private readonly geo: GeoService,
    private readonly inventory: InventoryRepository,
    private readonly usage: UsageService,
    private readonly calendars: CalendarService,
  ) {}

  /**
   * `{locations, pagination}` as JSON text. With a (non-blank) `geoSearchQuery` the
   * eligible locations come nearest first with `distance` in the shop's unit (2 decimals);
   * otherwise in the merchant's order with `distance` null. With a cart, only locations
   * stocking every line are eligible. No eligible location: `locations` is `[]`.
   *
   * Each location's JSON is built once per snapshot (records are immutable) and only
   * `distance` is spliced in per request: a page of 20 is a string concatenation.
   */
  async locations(snapshot: ShopSnapshot, query: PickupLocationsQuery, urlOf: (page: number) => string): Promise<string> {
    const perPage = query.limit ?? snapshot.settings().pickup.pagination_limit ?? 10;
    const { cart } = query;
    // The shop's location index: ids, coordinates and order, no records (docs/scaling.md).
    const all = snapshot.indexedPickupLocations();
    const allowed = cart.length > 0 ? await this.inventory.locationsFulfilling(snapshot.shop.id, cart) : null;
    const eligible = allowed ? all.filter((l) => allowed.has(l.id)) : all;
    const geoQuery = query.geoSearchQuery?.trim();
    // The page's records (read on first use for a big shop), joined once from their pre-serialised pieces.
    const page = async (hits: { id: number; distance: number | null }[], pagination: Pagination) => {
      const records = await snapshot.pickupLocations(hits.map((h) => h.id));
      const byId = new Map(records.map((r) => [r.id, r]));
      const parts: string[] = ['{"locations":['];
      for (const hit of hits) {
        const record = byId.get(hit.id);
        if (!record) continue; // changed under the request (the next snapshot has it right)
        const [head, tail] = this.fragmentsOf(record);
        parts.push(parts.length === 1 ? head : `,${head}`, JSON.stringify(hit.distance), tail);
      }
      parts.push('],"pagination":', JSON.stringify(pagination), '}');
      return parts.join('');
    };

    if (!geoQuery) {
      const { pagination, offset, count } = paginate({ total: eligible.length, perPage, page: query.page, urlOf });
      return page(
        eligible.slice(offset, offset + count).map((l) => ({ id: l.id, distance: null })),
        pagination,
      );
    }
    const origin = this.geo.locate(geoQuery, snapshot);
    const index = await this.geo.index(snapshot, 'pickup', all);
    const unlocated = index.unlocated.filter((l) => !allowed || allowed.has(l.id)).length;
    const { pagination, offset, count } = paginate({ total: eligible.length - unlocated, perPage, page: query.page, urlOf });
    if (count === 0) return page([], pagination);
    const hits = index.nearest(origin, offset + count, { unit: snapshot.shop.measurement_format, ...(allowed ? { filter: (l) => allowed.has(l.id) } : {}) });
    // `distance` of a hit is exactly haversineDistance(origin, location, unit): round it as reportedDistance does.
    return page(
      hits.slice(offset).map((h) => ({ id: h.location.id, distance: roundDistance(h.distance) })),
      pagination,
    );
  }

  /**
   * The distinct `region` values of the shop's pickup locations (`GET /v1.0/pickup/regions`;
   * docs/compatibility.md, "Endpoints"), blank ones left out, sorted by the `en` locale
   * (accents and case aside); read once per snapshot.
   */
  regions(snapshot: ShopSnapshot): Promise<string[]> {
    let regions = this.regionLists.get(snapshot);
    if (!regions) {
      regions = snapshot.pickupLocations().then((records) => {
        const names = new Set(records.map((r) => r.region?.trim() ?? '').filter((r) => r !== ''));
        return [...names].sort(new Intl.Collator('en', { sensitivity: 'base' }).compare);
      });
      regions.catch(() => this.regionLists.delete(snapshot));
      this.regionLists.set(snapshot, regions);
    }
    return regions;
  }

  /** PickupLocation JSON of a record around `distance` (which follows `external_id`, as in the API), built once per record. */
  private fragmentsOf(l: PickupLocationRecord): [string, string] {
    let parts = this.fragments.get(l);
    if (!parts) {
      const { id, external_id, ...rest } = l;
      parts = [`{"id":${JSON.stringify(id)},"external_id":${JSON.stringify(external_id)},"distance":`, `,${JSON.stringify(rest).slice(1)}`];
      this.fragments.set(l, parts);
    }
    return parts;
  }

  /**
   * PickupCalendarRules of a pickup location for a cart at `now` (+ `minDateSlots` when
   * limits are on), serialised (`CalendarService` of @fulfil/storefront).
   *
   * @throws ProblemError 404 LOCATION_NOT_FOUND when the shop has no such pickup location
   */
  async calendar(snapshot: ShopSnapshot, locationId: number, cart: CartItem[], now: Date): Promise<SerializedJson> {
    const answer = await this.calendars.pickup(snapshot, locationId, cart, now);
    if (!answer) throw locationNotFound(snapshot, locationId, 'pickup');
    return answer;
  }

  /**
   * Available pickup slots of one date (the time picker of that day), each with its `remaining`
   * places (null when unlimited); with `includeFull` (`include_full=true`) the full ones too,
   * marked `full: true` (apps/fulfilment-api/README.md, "Full slots").
   */
  async slots(
    snapshot: ShopSnapshot,
    locationId: number,
    date: string,
    cart: CartItem[],
    now: Date,
    withUsage = true,
    includeFull = false,
  ): Promise<Array<WithFull<PickupSlotOut> & { remaining: number | null }>> {
    const input = await this.input(snapshot, locationId, cart, now, withUsage);
    return withRemaining(pickupSlotsForDate(input, date, { includeFull }), input.usage, locationId, date);
  }

  /**
   * The engine input of a pickup location, with live capacity over the horizon
   * (`UsageService.liveInput` of @fulfil/storefront: read only when the location enforces
   * limits and has a limited slot).
   * @throws ProblemError 404 LOCATION_NOT_FOUND when the shop has no such pickup location
   */
  async input(snapshot: ShopSnapshot, locationId: number, cart: CartItem[], now: Date, withUsage: boolean): Promise<PickupInput> {
    const engine = await this.usage.liveInput(snapshot, 'pickup', locationId, { now, cart }, withUsage ? 'horizon' : 'none');
    if (engine?.method !== 'pickup') throw locationNotFound(snapshot, locationId, 'pickup');
    return engine.input;
  }
}
