import { Injectable } from '@nestjs/common';
import { deliversTo, haversineDistance, type DeliveryAreaRule, type GeocodeResult, type IndexableLocation, type LocationHit } from '@fulfil/geo';
import type { ShopSnapshot } from '@fulfil/store-settings';
import { GeoService } from '../geo/geo.service';

/** Where a shopper wants delivery: what they typed and where it resolved to. */
export interface DeliveryPlace {
  /** The text as given (`geoSearchQuery`, a search `query`, a delivery address), trimmed. */
  query: string;
  /** Its coordinates and postal code (WGS 84 degrees). */
  geocoded: GeocodeResult;
}

/** A location with coordinates (decimal degrees) and its id. */
export type DeliveryCandidate = IndexableLocation & { readonly id: number };

/**
 * Delivery eligibility and distance, written once for both storefront apps
 * (docs/scheduling-rules.md §7): fulfilment-api's nearest delivery location, widget-api's
 * restaurant search and its checkout's address check all ask it. A location delivers to
 * a place when the shop's validation mode (`within_max_radius`, `postal_code`, `city`,
 * `no_validation`) accepts the place for the location's delivery area (`deliversTo` of
 * @fulfil/geo), the distance being the straight line in the shop's unit
 * (`measurement_format`: kilometers or miles). The home of any rule that depends on
 * where a delivery goes (e.g. a fee by distance).
 */
@Injectable()
export class DeliveryAreaService {
  /** Where each delivery location of a snapshot delivers, read once per snapshot (shop version). */
  private readonly areas = new WeakMap<ShopSnapshot, Promise<ReadonlyMap<number, DeliveryAreaRule>>>();

  constructor(private readonly geo: GeoService) {}

  /**
   * Resolves what the shopper typed ("lat,lng", a postal code or a place; trimmed) with
   * the storefront's geocoder (the shop's own postal codes first).
   * @throws GeoError 400 GEO_QUERY_UNRESOLVED when it cannot (never a silent fallback)
   */
  place(snapshot: ShopSnapshot, query: string): DeliveryPlace {
    const trimmed = query.trim();
    return { query: trimmed, geocoded: this.geo.locate(trimmed, snapshot) };
  }

  /**
   * The nearest `limit` of `candidates` that deliver to `place`, nearest first, with their
   * unrounded distance in the shop's unit, from the shop's spatial index of that list.
   *
   * @param indexKey names the candidate list for the index cache (the same key must always be the same selection)
   * @param also a further condition on a candidate (e.g. it stocks the cart); pure
   */
  async nearest<T extends DeliveryCandidate>(
    snapshot: ShopSnapshot,
    candidates: readonly T[],
    indexKey: string,
    place: DeliveryPlace,
    limit: number,
    also?: (location: T) => boolean,
  ): Promise<LocationHit<T>[]> {
    const areas = await this.areasOf(snapshot);
    const mode = snapshot.settings().delivery.validation_mode;
    const index = await this.geo.index(snapshot, indexKey, candidates);
    return index.nearest(place.geocoded, limit, {
      unit: snapshot.shop.measurement_format,
      filter: (location, distance) => {
        if (also && !also(location)) return false;
        const area = areas.get(location.id);
        return !!area && deliversTo(mode, area, { query: place.query, geocoded: place.geocoded, distance });
      },
    });
  }

  /**
   * Whether one location delivers to `place`, and how far it is (unrounded, the shop's unit).
   * A location that is not a delivery location of the shop never delivers.
   */
  async check(
    snapshot: ShopSnapshot,
    location: DeliveryCandidate & { latitude: number; longitude: number },
    place: DeliveryPlace,
  ): Promise<{ delivers: boolean; distance: number }> {
    const distance = haversineDistance(place.geocoded, location, snapshot.shop.measurement_format);
    const area = await snapshot.deliveryArea(location.id);
    const mode = snapshot.settings().delivery.validation_mode;
    return { delivers: !!area && deliversTo(mode, area, { query: place.query, geocoded: place.geocoded, distance }), distance };
  }

  private areasOf(snapshot: ShopSnapshot): Promise<ReadonlyMap<number, DeliveryAreaRule>> {
    let areas = this.areas.get(snapshot);
    if (!areas) {
      areas = snapshot.indexedDeliveryLocations().then((list) => new Map(list.map((l) => [l.id, l.area])));
      // A failed read is not kept: the next request reads again.
      areas.catch(() => this.areas.delete(snapshot));
      this.areas.set(snapshot, areas);
    }
    return areas;
  }
}
