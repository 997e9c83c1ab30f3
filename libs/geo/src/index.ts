/**
 * @fulfil/geo: distances, a per-shop spatial index of locations, an offline geocoder for
 * `geoSearchQuery`, and the postal-code/city matching of delivery validation modes.
 * Pure TypeScript; see libs/geo/README.md.
 */
export * from './lib/geo-error';
export * from './lib/coordinates';
export * from './lib/distance';
export * from './lib/spatial-index';
export * from './lib/postal-code';
export * from './lib/postal-code-matching';
export * from './lib/place-name';
export * from './lib/postal-code-record';
export * from './lib/geonames';
export * from './lib/us-postal-codes';
export * from './lib/geocoder';
export * from './lib/delivery-area';
