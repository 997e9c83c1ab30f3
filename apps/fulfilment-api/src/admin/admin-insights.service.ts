import { Injectable } from '@nestjs/common';
import { GeoError } from '@fulfil/geo';
import { Clock } from '@fulfil/platform';
import { OrderRepository } from '@fulfil/capacity';
import { ProblemError, registerProblemTypes, ValidationProblem } from '@fulfil/problem-details';
import { localWallTime } from '@fulfil/scheduling';
import { InventoryRepository, StoreConfigReader, StoreReader, StoreWriter, type AdminLocation, type ShopSnapshot } from '@fulfil/store-settings';
import { LocationInsightsService, type ExplainAnswer, type LocationCheck } from '@fulfil/storefront';
import type { ExplainBodyDto } from './dto/insights.dto';

registerProblemTypes([
  {
    code: 'LOCATION_HAS_ORDERS',
    status: 409,
    title: 'The location has upcoming orders',
    description:
      "Active orders dated today or later (in the location's zone) are for this location, so it is not deleted (`orders`: how many, `first_date`: the first of their dates). Turning pickup and delivery off instead keeps the orders and hides the location from shoppers.",
    hint: 'Turn pickup and delivery off at this location instead, or delete it once its orders are fulfilled or cancelled.',
  },
]);

/**
 * The admin API's "what shoppers will see" use cases for the merchant console (issue 31):
 * checklists, the shop's products, the explanation of a cart's locations, copying a
 * location and deleting one that no upcoming order needs. The rules are the storefront's
 * (`LocationInsightsService` of @fulfil/storefront, `InventoryRepository` of
 * @fulfil/store-settings); "now" is the app's clock (CLOCK_NOW honoured).
 */
@Injectable()
export class AdminInsightsService {
  constructor(
    private readonly insights: LocationInsightsService,
    private readonly inventory: InventoryRepository,
    private readonly config: StoreConfigReader,
    private readonly reader: StoreReader,
    private readonly writer: StoreWriter,
    private readonly orders: OrderRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * `{location_id, checks}`: the setup checklist of one location (`locationChecks` of @fulfil/storefront).
   * @throws LocationNotFoundError 404 for a location of another shop
   */
  async checklist(shopId: number, id: number): Promise<{ location_id: number; checks: LocationCheck[] }> {
    const location = await this.config.location(shopId, id);
    const checks = await this.insights.checklists(await this.snapshot(shopId), [location], this.clock.now());
    return { location_id: id, checks: checks.get(id) ?? [] };
  }

  /** The admin location page with each location's `checks`. */
  async locationsWithChecks(shopId: number, page: number, perPage: number, search?: string) {
    const { total, locations } = await this.config.locations(shopId, page, perPage, search);
    const checks = await this.insights.checklists(await this.snapshot(shopId), locations, this.clock.now());
    return { total, page, per_page: perPage, locations: locations.map((l) => ({ ...l, checks: checks.get(l.id) ?? [] })) };
  }

  /** `{products}`: every product the shop knows (`InventoryRepository.catalogue`). */
  async products(shopId: number) {
    return { products: await this.inventory.catalogue(shopId) };
  }

  /**
   * Which locations shoppers get for a method and cart, and why not
   * (`LocationInsightsService.explain`).
   * @throws ValidationProblem 400 naming `postal_code` when it resolves to no place
   */
  async explain(shopId: number, body: ExplainBodyDto): Promise<ExplainAnswer> {
    const snapshot = await this.snapshot(shopId);
    try {
      return await this.insights.explain(
        snapshot,
        { method: body.method, cart: body.cart, postalCode: body.postal_code, page: body.page ?? 1, perPage: body.per_page ?? 50 },
        this.clock.now(),
      );
    } catch (error) {
      if (error instanceof GeoError && error.code === 'GEO_QUERY_UNRESOLVED')
        throw new ValidationProblem([{ field: 'postal_code', rule: 'geocode', message: 'postal_code resolves to no place the geocoder knows' }]);
      throw error;
    }
  }

  /**
   * Copies a location (`StoreWriter.duplicateLocation`) and answers the copy.
   * @throws LocationNotFoundError 404 for a location of another shop
   */
  async duplicate(shopId: number, id: number): Promise<AdminLocation> {
    return this.config.location(shopId, await this.writer.duplicateLocation(shopId, id));
  }

  /**
   * Deletes a location unless active orders dated today or later (its zone, else the
   * shop's, at the app's clock) are for it.
   * @throws ProblemError 409 LOCATION_HAS_ORDERS with `orders` and `first_date`; nothing is deleted
   * @throws LocationNotFoundError 404 for a location of another shop
   */
  async deleteLocation(shopId: number, id: number): Promise<void> {
    const location = await this.config.location(shopId, id);
    const { timezone } = await this.config.shop(shopId);
    const today = localWallTime(location.timezone ?? timezone, this.clock.now()).date;
    const upcoming = await this.orders.activeFrom(shopId, id, today);
    if (upcoming.orders > 0)
      throw new ProblemError({
        status: 409,
        code: 'LOCATION_HAS_ORDERS',
        detail: `${upcoming.orders} active order(s) from ${upcoming.first_date} on are for this location; it was not deleted.`,
        extensions: { orders: upcoming.orders, first_date: upcoming.first_date },
      });
    await this.writer.deleteLocation(shopId, id);
  }

  private async snapshot(shopId: number): Promise<ShopSnapshot> {
    const snapshot = await this.reader.forShopId(shopId);
    if (!snapshot) throw new ProblemError({ status: 404, code: 'NOT_FOUND', detail: 'The shop of this token no longer exists.' });
    return snapshot;
  }
}
