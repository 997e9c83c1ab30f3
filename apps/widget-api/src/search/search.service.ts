import { Injectable } from '@nestjs/common';
import { roundDistance, type GeocodeKind, type GeocodeResult } from '@fulfil/geo';
import { LRUCache } from 'lru-cache';
import { Clock } from '@fulfil/platform';
import type { WidgetLocation, ShopSnapshot, WidgetCatalog } from '@fulfil/store-settings';
import { DeliveryAreaService, engineInput, GeoService } from '@fulfil/storefront';
import { NextAvailable, ScheduleService } from '../schedule/schedule.service';
import { SearchUsage } from './search-usage';
import type { ShopContext } from '../shop/shop-context.service';
import type { SearchRequestDto } from './search.dto';

/** A restaurant found by `POST /search`. */
export interface SearchHit {
  id: number;
  name: string;
  address_line_1: string;
  city: string;
  region: string;
  postal_code: string;
  country: string;
  latitude: number;
  longitude: number;
  timezone: string;
  is_pickup_enabled: boolean;
  is_delivery_enabled: boolean;
  /** Straight-line distance from the customer in `unit`, 2 decimals. */
  distance: number;
  /** The restaurant offers at least one date (and slot) for the method within the horizon, with live capacity. */
  accepting_orders: boolean;
  /** Its earliest available date and time (local, and as an instant), or null. */
  next_available: NextAvailable | null;
}

/** Response of `POST /search`. */
export interface SearchResponse {
  method: 'pickup' | 'delivery';
  /** The shop's `measurement_format`. */
  unit: 'kilometers' | 'miles';
  /** Where the query resolved to. */
  origin: { query: string; latitude: number; longitude: number; kind: GeocodeKind; postal_code: string | null; place_name: string | null };
  restaurants: SearchHit[];
}

/** Queries remembered with what they found (all shops together; least recently used dropped first). */
export const MAX_REMEMBERED_SEARCHES = 10_000;

/**
 * What one query found for one shop version: where it is and the restaurants (ids and
 * exact distances, nearest first). Only weak references to the shop's version, so a
 * remembered query never keeps an evicted or replaced shop in memory.
 */
interface Found {
  snapshot: WeakRef<ShopSnapshot>;
  catalog: WeakRef<WidgetCatalog>;
  /** The answer's JSON up to its restaurants: `{"method":...,"unit":...,"origin":{...},"restaurants":[`. */
  prefix: string;
  hits: readonly { id: number; distance: number }[];
}

/** A restaurant's JSON (a {@link SearchHit}) up to its `distance`, once per restaurant record (records are frozen per shop version). */
const headOf = new WeakMap<WidgetLocation, string>();

function restaurantHead(r: WidgetLocation): string {
  let head = headOf.get(r);
  if (head === undefined) {
    const json = JSON.stringify({
      id: r.id,
      name: r.name,
      address_line_1: r.address_line_1,
      city: r.city,
      region: r.region,
      postal_code: r.postal_code,
      country: r.country,
      latitude: r.latitude,
      longitude: r.longitude,
      timezone: r.timezone,
      is_pickup_enabled: r.is_pickup_enabled,
      is_delivery_enabled: r.is_delivery_enabled,
    });
    head = `${json.slice(0, -1)},"distance":`;
    headOf.set(r, head);
  }
  return head;
}

/**
 * Restaurants that can serve a customer: the query is geocoded offline by the storefront's
 * geocoder set-up (GeoService: postal codes incl. GEONAMES_FILES and the shop's own codes,
 * "lat,lng" or place name; unresolvable is 400 GEO_QUERY_UNRESOLVED), restaurants of the
 * method come nearest first from the shop's spatial index, delivery keeps those that
 * deliver there (`DeliveryAreaService` of @fulfil/storefront), and each hit carries the scheduling engine's earliest available time.
 * That time and the capacity counts it is computed from are kept per restaurant for
 * SEARCH_CAPACITY_CACHE_MS ({@link SearchUsage}; docs/scaling.md, "Capacity counters and
 * the locks": advisory, as fulfilment-api's calendars; checkouts count exactly), so a
 * search costs no query and no engine run for a restaurant another search just showed.
 */
@Injectable()
export class SearchService {
  constructor(
    private readonly geo: GeoService,
    private readonly area: DeliveryAreaService,
    private readonly schedule: ScheduleService,
    private readonly usage: SearchUsage,
    private readonly clock: Clock,
  ) {}

  /**
   * Queries answered before (by shop, method, limit and query text): geocoding and the
   * nearest-restaurant search are pure in the shop's version and the request, so a query
   * asked again (a postal code, a city) costs neither; a shop version they were not made
   * for reads them anew.
   */
  private readonly found = new LRUCache<string, Found>({ max: MAX_REMEMBERED_SEARCHES });

  /**
   * The {@link SearchResponse} as JSON text (UTF-8, keys in the documented order): each
   * restaurant's fixed fields are serialised once per record, its distance and
   * availability spliced in per request.
   *
   * @throws 400 GEO_QUERY_UNRESOLVED (GeoError) when the query cannot be located
   * @throws whatever the capacity count throws (the database down or too slow)
   */
  async search(ctx: ShopContext, body: SearchRequestDto): Promise<string> {
    const { snapshot, catalog } = ctx;
    const limit = body.limit ?? 10;
    const key = `${snapshot.shop.id}|${body.method}|${limit}|${body.query}`;
    let found = this.found.get(key);
    if (found?.snapshot.deref() !== snapshot || found.catalog.deref() !== catalog) {
      found = await this.find(ctx, body, limit);
      this.found.set(key, found);
    }
    const byId = catalog.memoized(`search:${body.method}:by-id`, () => new Map(this.candidates(ctx, body.method).map((r) => [r.id, r])));
    const hits = found.hits.map((h) => ({ location: byId.get(h.id) as WidgetLocation, distance: h.distance }));
    const now = this.clock.now();
    // Each restaurant's availability with live capacity: `,"accepting_orders":...,"next_available":...}`,
    // kept with its counts for SEARCH_CAPACITY_CACHE_MS and this shop version.
    const tails = await this.usage.derived(
      snapshot.shop.id,
      body.method,
      hits.map((h) => h.location.id),
      now,
      snapshot,
      async (id, usage) => {
        const engine = await engineInput(snapshot, body.method, id, { now, usage });
        const next = engine ? this.schedule.nextAvailable(engine) : null;
        return `,"accepting_orders":${next !== null},"next_available":${JSON.stringify(next)}}`;
      },
    );
    const parts = [found.prefix];
    hits.forEach(({ location, distance }, i) => parts.push(i === 0 ? '' : ',', restaurantHead(location), JSON.stringify(roundDistance(distance)), tails[i]));
    parts.push(']}');
    return parts.join('');
  }

  /** The shop's restaurants of a method, once per shop version (kept with the catalog, so the spatial index is found by identity). */
  private candidates({ snapshot, catalog }: ShopContext, method: SearchRequestDto['method']): readonly WidgetLocation[] {
    return catalog.memoized(`search:${method}`, () => Object.freeze(catalog.locationsFor(method).filter((r) => snapshot.serves(r.id, method))));
  }

  /**
   * Geocodes the query and finds the nearest restaurants of the method that can serve it
   * (delivery: those that deliver there), from the shop's spatial index.
   * @throws 400 GEO_QUERY_UNRESOLVED (GeoError)
   */
  private async find(ctx: ShopContext, body: SearchRequestDto, limit: number): Promise<Found> {
    const { snapshot, catalog } = ctx;
    const candidates = this.candidates(ctx, body.method);
    const indexKey = `restaurants:${body.method}`;
    let geocoded: GeocodeResult;
    let hits: readonly { location: WidgetLocation; distance: number }[];
    if (body.method === 'delivery') {
      const place = this.area.place(snapshot, body.query);
      geocoded = place.geocoded;
      hits = await this.area.nearest(snapshot, candidates, indexKey, place, limit);
    } else {
      geocoded = this.geo.locate(body.query, snapshot);
      hits = (await this.geo.index(snapshot, indexKey, candidates)).nearest(geocoded, limit, { unit: snapshot.shop.measurement_format });
    }
    const unit = snapshot.shop.measurement_format;
    const origin: SearchResponse['origin'] = {
      query: body.query,
      latitude: geocoded.latitude,
      longitude: geocoded.longitude,
      kind: geocoded.kind,
      postal_code: geocoded.postalCode,
      place_name: geocoded.placeName,
    };
    return {
      snapshot: new WeakRef(snapshot),
      catalog: new WeakRef(catalog),
      prefix: `{"method":${JSON.stringify(body.method)},"unit":${JSON.stringify(unit)},"origin":${JSON.stringify(origin)},"restaurants":[`,
      hits: hits.map((h) => ({ id: h.location.id, distance: h.distance })),
    };
  }
}
