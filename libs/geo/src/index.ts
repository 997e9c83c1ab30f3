/**
 * @fulfil/geo: distances, a per-shop spatial index of locations, an offline geocoder for
 * `geoSearchQuery`, and the postal-code/city matching of delivery validation modes.
 * Pure TypeScript; see libs/geo/README.md.
 */
export { GEO_QUERY_UNRESOLVED, GeoError } from './lib/geo-error';
export { parseLatLng } from './lib/coordinates';
export { haversineDistance, reportedDistance, roundDistance } from './lib/distance';
export { POINTS_PER_TREE, ShopLocationIndex, ShopLocationIndexCache, type IndexableLocation, type LocationHit } from './lib/spatial-index';
export { compactPostalCode } from './lib/postal-code';
export { geoNamesFileSource } from './lib/geonames';
export { Geocoder, type GeocodeKind, type GeocodeResult } from './lib/geocoder';
export { deliversTo, type DeliveryAreaRule } from './lib/delivery-area';
export { timeZoneAt } from './lib/time-zone';
