import { NotFoundProblem } from '@fulfil/problem-details';
import type { ShopSnapshot } from '@fulfil/store-settings';

/**
 * 404 LOCATION_NOT_FOUND for a location id the shop has not (another shop's locations
 * are unknown too), saying so when the location exists but does not offer `method`.
 */
export function locationNotFound(snapshot: ShopSnapshot, locationId: number, method?: 'pickup' | 'delivery'): NotFoundProblem {
  if (method && snapshot.indexedLocation(locationId))
    return new NotFoundProblem('LOCATION_NOT_FOUND', `Location ${locationId} of this shop does not offer ${method}.`);
  return new NotFoundProblem('LOCATION_NOT_FOUND', `This shop has no location ${locationId}.`);
}
