import { Injectable } from '@nestjs/common';
import type { WidgetLocation } from '@fulfil/store-settings';
import { wallTimeToInstant, weekdayOf } from '@fulfil/scheduling';
import {
  DeliveryAreaService,
  engineInput,
  engineTimezone,
  offeredHold,
  SlotNotOfferedError,
  type LocationEngineInput,
  type SlotOffer,
} from '@fulfil/storefront';
import { isServedAt, isServedOn, toMinutes } from '../menus/menu-availability';
import { WidgetProblem } from '../problems';
import { ShopContext, ShopContextService } from '../shop/shop-context.service';
import { CartTotals, PricedLine, menusOf, priceCart } from './pricing';
import type { CheckoutRequestDto } from './checkout.dto';
import type { CheckoutDeliveryAddress, CheckoutFulfilment } from './checkout.views';
import { checkoutContact, type CheckoutContact, type DeliveryAddressInput } from './checkout-contact';
import { GEO_QUERY_UNRESOLVED, GeoError } from '@fulfil/geo';

/** A checkout request that passed every rule: what to reserve and what to return. */
export interface CheckoutPlan {
  restaurant: WidgetLocation;
  engine: LocationEngineInput;
  lines: PricedLine[];
  totals: CartTotals;
  slot: SlotOffer | null;
  fulfilment: CheckoutFulfilment;
  /** Name, phone (E.164) and, for delivery to an address object, that address. */
  contact: CheckoutContact;
}

/**
 * Validates a checkout request against the shop's data, in this order (the first
 * failure answers): name, phone and the delivery address object's members (400
 * VALIDATION_FAILED, `checkoutContact`), restaurant (404 RESTAURANT_NOT_FOUND), method (422
 * METHOD_NOT_AVAILABLE), delivery address (400 GEO_QUERY_UNRESOLVED, 422
 * OUTSIDE_DELIVERY_AREA; for an address object both name `delivery_address.postal_code`), items and options (422 ITEM_NOT_FOUND, ITEM_UNAVAILABLE,
 * OPTION_RULE_VIOLATED), date (422 DATE_NOT_AVAILABLE), slot (422 SLOT_NOT_AVAILABLE),
 * and every item's menu served at the slot's start (422 ITEM_UNAVAILABLE
 * `menu_not_served`). Capacity is not checked here: the reservation decides (SLOT_FULL).
 */
@Injectable()
export class CheckoutPlanner {
  constructor(
    private readonly shops: ShopContextService,
    private readonly area: DeliveryAreaService,
  ) {}

  async plan(ctx: ShopContext, body: CheckoutRequestDto, now: Date): Promise<CheckoutPlan> {
    const { snapshot, catalog } = ctx;
    const contact = checkoutContact(body, snapshot.shop.base_country_code ?? '');
    const restaurant = this.shops.restaurant(ctx, body.restaurant_id);
    const offered = body.method === 'pickup' ? restaurant.is_pickup_enabled : restaurant.is_delivery_enabled;
    if (!offered || !snapshot.serves(restaurant.id, body.method))
      throw new WidgetProblem(422, 'METHOD_NOT_AVAILABLE', `${restaurant.name} does not offer ${body.method}.`, {
        restaurant_id: restaurant.id,
        method: body.method,
      });
    const deliveryAddress = body.method === 'delivery' ? await this.deliveryAddress(ctx, restaurant, body.delivery_address, contact.address) : null;
    const { lines, totals } = priceCart(catalog, restaurant.id, body.items);
    const cart = lines.map((l) => ({ product_id: l.product_id, variant_id: l.variant_id ?? 0, quantity: l.quantity }));
    const engine = (await engineInput(snapshot, body.method, restaurant.id, { now, cart })) as LocationEngineInput;
    const slot = this.chooseSlot(engine, body, restaurant);
    const menus = menusOf(catalog, restaurant.id, lines);
    const weekday = weekdayOf(body.date);
    lines.forEach((line, i) => {
      const availability = menus.get(line.menu.id)?.availability ?? [];
      const served = slot ? isServedAt(availability, weekday, toMinutes(slot.from)) : isServedOn(availability, weekday);
      if (!served) {
        const when = slot ? `${body.date} ${slot.from}` : body.date;
        throw new WidgetProblem(422, 'ITEM_UNAVAILABLE', `${line.name} (items[${i}]) is on the ${line.menu.handle} menu, which is not served at ${when}.`, {
          item_index: i,
          item_id: line.item_id,
          reason: 'menu_not_served',
        });
      }
    });
    return {
      restaurant,
      engine,
      lines,
      totals,
      slot,
      fulfilment: {
        method: body.method,
        restaurant: { id: restaurant.id, name: restaurant.name, address_line_1: restaurant.address_line_1, city: restaurant.city, region: restaurant.region },
        timezone: restaurant.timezone,
        date: body.date,
        slot: slot ? { id: slot.id, from: slot.from, until: slot.until } : null,
        starts_at: slot ? wallTimeToInstant(engineTimezone(engine), body.date, slot.from) : null,
        delivery_address: deliveryAddress,
      },
      contact,
    };
  }

  /**
   * The date and the slot the request names (by `slot_id` and/or `time`), checked by the
   * storefront's one offer check (`offeredHold`, capacity aside); null on a date-only day.
   * @throws 422 DATE_NOT_AVAILABLE, SLOT_NOT_AVAILABLE (widget-api's public codes for {@link SlotNotOfferedError})
   */
  private chooseSlot(engine: LocationEngineInput, body: CheckoutRequestDto, restaurant: WidgetLocation): SlotOffer | null {
    const wanted = body.slot_id ?? null;
    const time = body.time ?? null;
    try {
      return offeredHold(engine, body.date, { slotId: wanted, time }).slot;
    } catch (err) {
      if (!(err instanceof SlotNotOfferedError)) throw err;
      const fail = (detail: string) => new WidgetProblem(422, 'SLOT_NOT_AVAILABLE', detail, { date: body.date, slot_id: wanted, time });
      switch (err.reason) {
        case 'date':
          throw new WidgetProblem(422, 'DATE_NOT_AVAILABLE', `${body.date} is not available for ${body.method} at ${restaurant.name}.`, { date: body.date });
        case 'date_only':
          throw fail(`${body.date} is a date-only delivery day: send no slot_id or time.`);
        case 'slot_required':
          throw fail(`${body.date} needs a slot: send slot_id (or time for a generated slot).`);
        case 'slot':
          throw fail(`The slot ${wanted ?? time} is not offered on ${body.date} (unknown, started, or earlier than the preparation time allows).`);
      }
    }
  }

  /**
   * Geocodes the delivery address and checks that the restaurant delivers there
   * (`DeliveryAreaService` of @fulfil/storefront, the rule the search applies). An address
   * object is checked on its postal code (the offline geocoder resolves postal codes and
   * places, not streets), and its problems name `delivery_address.postal_code`; the older
   * string form is checked as typed.
   * @throws 400 GEO_QUERY_UNRESOLVED, 422 OUTSIDE_DELIVERY_AREA
   */
  private async deliveryAddress(
    ctx: ShopContext,
    restaurant: WidgetLocation,
    given: CheckoutRequestDto['delivery_address'],
    address: DeliveryAddressInput | null,
  ): Promise<CheckoutDeliveryAddress> {
    const query = address ? address.postal_code : typeof given === 'string' ? given : '';
    const field = address ? 'delivery_address.postal_code' : 'delivery_address';
    let place;
    try {
      place = this.area.place(ctx.snapshot, query);
    } catch (err) {
      if (!address || !(err instanceof GeoError) || err.code !== GEO_QUERY_UNRESOLVED) throw err;
      throw new WidgetProblem(
        400,
        'GEO_QUERY_UNRESOLVED',
        `The postal code ${JSON.stringify(query)} of the delivery address is not known.`,
        { ...err.extensions, field },
        [{ field, rule: 'geocodes', message: `${field} is not a known postal code` }],
      );
    }
    const { geocoded } = place;
    if (!(await this.area.check(ctx.snapshot, restaurant, place)).delivers) {
      throw new WidgetProblem(
        422,
        'OUTSIDE_DELIVERY_AREA',
        `${restaurant.name} does not deliver to ${JSON.stringify(query)}.`,
        { restaurant_id: restaurant.id, field },
        [{ field, rule: 'insideDeliveryArea', message: `${restaurant.name} does not deliver to ${query}` }],
      );
    }
    const at = { query, latitude: geocoded.latitude, longitude: geocoded.longitude };
    if (address) return { ...at, ...address };
    return { ...at, address1: null, address2: null, city: geocoded.placeName, postal_code: geocoded.postalCode, country_code: null, province_code: null };
  }
}
