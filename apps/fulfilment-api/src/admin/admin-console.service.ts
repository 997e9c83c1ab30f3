import { Injectable } from '@nestjs/common';
import { Clock } from '@fulfil/platform';
import { ProblemError } from '@fulfil/problem-details';
import { DataSource } from 'typeorm';
import { locationUsage, type LocationUsage } from '@fulfil/capacity';
import { AdminTokenRepository, StoreConfigReader, StoreReader } from '@fulfil/store-settings';
import { GeoService } from '@fulfil/storefront';
import { timeZoneAt } from '@fulfil/geo';

/** The admin API's console use cases: capacity view, tokens, geocoding (rules in the libraries). */
@Injectable()
export class AdminConsoleService {
  constructor(
    private readonly config: StoreConfigReader,
    private readonly tokenRepository: AdminTokenRepository,
    private readonly reader: StoreReader,
    private readonly geo: GeoService,
    private readonly clock: Clock,
    private readonly dataSource: DataSource,
  ) {}

  /** The capacity view (`locationUsage` of @fulfil/capacity) at the app's clock (CLOCK_NOW honoured). */
  usage(shopId: number, id: number, range: { from?: string; to?: string }): Promise<LocationUsage> {
    return locationUsage(this.config, this.dataSource.manager, shopId, id, range, this.clock.now());
  }

  async tokens(shopId: number) {
    return { tokens: await this.tokenRepository.listForShop(shopId) };
  }

  async createToken(shopId: number, label: string) {
    const { id, token } = await this.tokenRepository.createForShop(shopId, label);
    return { id, label, token };
  }

  /** @throws ProblemError 404 NOT_FOUND when this shop has no token with this id */
  async revokeToken(shopId: number, id: number): Promise<void> {
    if (!(await this.tokenRepository.revokeForShop(shopId, id, this.clock.now())))
      throw new ProblemError({ status: 404, code: 'NOT_FOUND', detail: `This shop has no admin token ${id}.` });
  }

  /**
   * The storefront geocoder on the shop's snapshot (its own postal codes first), with the
   * IANA zone at the place found (`timezone`, null at sea).
   * @throws GeoError 400 GEO_QUERY_UNRESOLVED when the query resolves to nothing
   */
  async geocode(shopId: number, query: string) {
    const snapshot = await this.reader.forShopId(shopId);
    if (!snapshot) throw new ProblemError({ status: 404, code: 'NOT_FOUND', detail: 'The shop of this token no longer exists.' });
    const r = this.geo.locate(query, snapshot);
    return {
      latitude: r.latitude,
      longitude: r.longitude,
      postal_code: r.postalCode,
      place_name: r.placeName,
      region: r.adminCode1,
      country_code: r.countryCode,
      source: r.source,
      // The IANA zone at the found point (`timeZoneAt` of @fulfil/geo), what a new location there would run in.
      timezone: timeZoneAt(r.latitude, r.longitude),
    };
  }
}
