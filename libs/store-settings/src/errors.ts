import { NotFoundProblem, ProblemError, registerProblemTypes } from '@fulfil/problem-details';

registerProblemTypes([
  {
    code: 'SHOP_NOT_FOUND',
    status: 404,
    title: 'Shop not found',
    description: 'No shop is configured for the given store domain (`shop`).',
    hint: 'Check the `shop` parameter: the store domain, such as example.myshopify.com.',
  },
  {
    code: 'LOCATION_NOT_FOUND',
    status: 404,
    title: 'Location not found',
    description: 'The shop has no location with this id.',
    hint: 'List the locations again and use one of their ids.',
  },
  {
    code: 'DUPLICATE_EXTERNAL_ID',
    status: 409,
    title: 'Duplicate external id',
    description: 'Another location of the shop already uses this external_id; external ids are unique per shop.',
    hint: 'Choose another external_id, or change the location that already has it.',
  },
]);

/** Base class of the store-settings library's problems. */
export class StoreSettingsError extends ProblemError {}

/** 404 LOCATION_NOT_FOUND: no location with this id in this shop (also for another shop's location). */
export class LocationNotFoundError extends NotFoundProblem {
  constructor(id: number | string) {
    super('LOCATION_NOT_FOUND', `This shop has no location ${id}.`);
  }
}

/** 404 SHOP_NOT_FOUND. */
export class ShopNotFoundError extends NotFoundProblem {
  constructor(domain: string) {
    super('SHOP_NOT_FOUND', `No shop is configured for ${JSON.stringify(domain)}.`);
  }
}

/** 409 DUPLICATE_EXTERNAL_ID. */
export class DuplicateExternalIdError extends StoreSettingsError {
  constructor(externalId: string) {
    super({
      status: 409,
      code: 'DUPLICATE_EXTERNAL_ID',
      detail: `Another location of this shop already has external_id ${JSON.stringify(externalId)}.`,
      hint: 'Choose another external_id or update that location.',
    });
  }
}
