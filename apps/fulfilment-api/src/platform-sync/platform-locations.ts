import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { timeZoneAt } from '@fulfil/geo';
import { ProblemError, registerProblemTypes } from '@fulfil/problem-details';
import {
  LocationLinkError,
  PlatformCatalogueRepository,
  PlatformSyncRepository,
  StoreReader,
  StoreWriter,
  validateStoreBlock,
  type PlatformLocationView,
  type StoreBlocks,
} from '@fulfil/store-settings';
import { GeoService } from '@fulfil/storefront';

registerProblemTypes([
  {
    code: 'PLATFORM_LOCATION_NOT_FOUND',
    status: 404,
    title: 'No such platform location',
    description: 'The shop has no platform location with this id as last synced (docs/platform-install.md, "Locations").',
    hint: 'Run a sync (POST /admin/v1.0/storefront-platform/sync), then try again.',
  },
  {
    code: 'PLATFORM_LOCATION_LINKED',
    status: 409,
    title: 'Platform location already linked',
    description: 'This platform location is already one of your locations; nothing was created.',
    hint: 'Open the linked location (`location_id`), or remove the link first.',
  },
  {
    code: 'PLATFORM_LOCATION_INCOMPLETE',
    status: 422,
    title: 'The platform location has too little address',
    description:
      'It has neither coordinates nor a postal code or city the offline geocoder knows, or lacks a field a location needs (`errors` names them); nothing was created.',
    hint: 'Complete its address on the platform and sync again, or create the location by hand.',
  },
]);

/** A point on Earth, WGS 84 degrees. */
interface Placed {
  latitude: number;
  longitude: number;
}

/**
 * Our location made from a platform location (docs/platform-install.md, "Locations"): its name,
 * address, coordinates (given, else `geocoded`) and time zone at those coordinates; external
 * id the platform location's id; pickup, delivery and the ordering widget off (the merchant
 * sets hours and pickup times first, so no shopper sees a location without them). Pure.
 * @throws ValidationProblem naming the fields a location needs that the platform's address lacks
 */
export function locationFromPlatform(platform: PlatformLocationView, point: Placed): StoreBlocks['location'] {
  const a = platform.address;
  return validateStoreBlock('location', {
    external_id: String(platform.platform_location_id),
    company_name: (platform.name || `Location ${platform.platform_location_id}`).slice(0, 255),
    address_line_1: a?.address1 ?? platform.name,
    address_line_2: a?.address2 ?? null,
    city: a?.city ?? '',
    postal_code: a?.zip ?? '',
    region: a?.province_code ?? '',
    country: a?.country_code ?? '',
    latitude: point.latitude,
    longitude: point.longitude,
    timezone: timeZoneAt(point.latitude, point.longitude),
    pickup_enabled: false,
    delivery_enabled: false,
    widget_enabled: false,
  });
}

/** Creates our locations from platform locations and links them (`POST .../platform-locations/{id}/location`). */
@Injectable()
export class PlatformLocationsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly writer: StoreWriter,
    private readonly reader: StoreReader,
    private readonly geo: GeoService,
  ) {}

  /**
   * Creates one of our locations from the platform location and links the two.
   * @returns the ids of both
   * @throws ProblemError 404 PLATFORM_LOCATION_NOT_FOUND, 409 PLATFORM_LOCATION_LINKED (also when
   *   a concurrent call linked it first: the location this call made is removed), 422
   *   PLATFORM_LOCATION_INCOMPLETE when it can be placed neither by its coordinates nor geocoded,
   *   or its address lacks a field a location needs
   */
  async create(shopId: number, platformLocationId: number): Promise<{ platform_location_id: number; location_id: number }> {
    const platform = await new PlatformCatalogueRepository(this.dataSource).location(shopId, platformLocationId);
    if (!platform)
      throw new ProblemError({ status: 404, code: 'PLATFORM_LOCATION_NOT_FOUND', detail: `This shop has no platform location ${platformLocationId}.` });
    const linked = () =>
      new ProblemError({
        status: 409,
        code: 'PLATFORM_LOCATION_LINKED',
        detail: `Platform location ${platformLocationId} is already linked to location ${platform.location_id ?? '(another)'}.`,
        extensions: { location_id: platform.location_id },
      });
    if (platform.location_id !== null) throw linked();
    const point = await this.place(shopId, platform);
    let core: StoreBlocks['location'];
    try {
      core = locationFromPlatform(platform, point);
    } catch (error) {
      if (!(error instanceof ProblemError)) throw error;
      throw incomplete(platformLocationId, 'lacks address fields a location needs', error.errors);
    }
    const { sort_position: _none, ...fields } = core;
    const locationId = await this.writer.createLocation(shopId, fields);
    const links = new PlatformSyncRepository(this.dataSource);
    try {
      await links.setLinks(shopId, [...(await links.links(shopId)), { platform_location_id: platformLocationId, location_id: locationId }]);
    } catch (error) {
      await this.writer.deleteLocation(shopId, locationId);
      if (error instanceof LocationLinkError) throw linked();
      throw error;
    }
    return { platform_location_id: platformLocationId, location_id: locationId };
  }

  /** The platform's coordinates, else the geocoder's for its postal code or city (the shop's own postal codes first). */
  private async place(shopId: number, platform: PlatformLocationView): Promise<Placed> {
    const a = platform.address;
    if (a?.latitude != null && a.longitude != null) return { latitude: a.latitude, longitude: a.longitude };
    const snapshot = await this.reader.forShopId(shopId);
    for (const query of [a?.zip, a?.city].filter((q): q is string => !!q)) {
      try {
        if (snapshot) return this.geo.locate(query, snapshot);
      } catch {
        // not known: the next query, or refused below
      }
    }
    throw incomplete(platform.platform_location_id, 'has no coordinates and its postal code or city is not known');
  }
}

const incomplete = (id: number, why: string, errors?: ProblemError['errors']) =>
  new ProblemError({ status: 422, code: 'PLATFORM_LOCATION_INCOMPLETE', detail: `Platform location ${id} ${why}.`, errors });
