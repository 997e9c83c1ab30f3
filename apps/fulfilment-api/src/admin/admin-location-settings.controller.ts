import { Controller, Delete, Get, HttpCode, Param, Put, UseGuards } from '@nestjs/common';
import type { CheckoutMethod, LocationMethod, StoreBlocks } from '@fulfil/store-settings';
import { AdminAuthGuard, AdminShop } from './admin-auth.guard';
import { anyMethod, LocationIdPipe, locationMethod } from './admin-params';
import { AdminService } from './admin.service';
import { ApiAdmin } from './admin-docs';
import { StoreBlockBody } from './store-block.pipe';

/**
 * Everything attached to one location: `/admin/v1.0/locations/:id/pickup-settings`,
 * `/pickup-slots`, `/delivery-settings` (with delivery slots), `/preparation-times/:method`,
 * `/conditional-activation/:method`, `/inventory`, `/products`. PUT replaces the block.
 */
@Controller('admin/v1.0/locations/:id')
@UseGuards(AdminAuthGuard)
export class AdminLocationSettingsController {
  constructor(private readonly admin: AdminService) {}

  @Get('pickup-settings')
  @ApiAdmin({
    summary: 'Pickup settings of a location',
    description: "The location's `pickup` block of the store file without its slots (windows, interval, blackout dates, limits).",
    answer: 'AdminPickupBody',
    params: { id: true },
  })
  pickup(@AdminShop() shopId: number, @Param('id', LocationIdPipe) id: number) {
    return this.admin.pickupSettings(shopId, id);
  }

  @Put('pickup-settings')
  @ApiAdmin({
    summary: 'Replace the pickup settings of a location',
    description: 'Omitted fields take their defaults.',
    body: 'AdminPickupBody',
    answer: 'AdminPickupBody',
    params: { id: true },
  })
  putPickup(@AdminShop() shopId: number, @Param('id', LocationIdPipe) id: number, @StoreBlockBody('pickup') body: StoreBlocks['pickup']) {
    return this.admin.putPickupSettings(shopId, id, body);
  }

  @Get('pickup-slots')
  @ApiAdmin({
    summary: 'Pickup slots of a location',
    description: 'The pickup slot rows with their ids, places and weekdays.',
    answer: 'AdminPickupSlotsBody',
    params: { id: true },
  })
  pickupSlots(@AdminShop() shopId: number, @Param('id', LocationIdPipe) id: number) {
    return this.admin.slots(shopId, id, 'pickup');
  }

  /** Replaces the pickup slots; rows with `id` keep that slot (orders count by slot id). */
  @Put('pickup-slots')
  @ApiAdmin({
    summary: 'Replace the pickup slots of a location',
    description: 'Rows with `id` keep that slot (orders count by slot id).',
    body: 'AdminPickupSlotsBody',
    answer: 'AdminPickupSlotsBody',
    params: { id: true },
  })
  putPickupSlots(@AdminShop() shopId: number, @Param('id', LocationIdPipe) id: number, @StoreBlockBody('pickupSlots') body: StoreBlocks['pickupSlots']) {
    return this.admin.putPickupSlots(shopId, id, body.slots);
  }

  @Get('delivery-settings')
  @ApiAdmin({
    summary: 'Delivery settings of a location',
    description: 'The `delivery` block with its slots, `max_radius`, `postal_codes`, `postal_code_match_mode` and `cities`.',
    answer: 'AdminDeliveryBody',
    params: { id: true },
  })
  delivery(@AdminShop() shopId: number, @Param('id', LocationIdPipe) id: number) {
    return this.admin.deliverySettings(shopId, id);
  }

  @Put('delivery-settings')
  @ApiAdmin({
    summary: 'Replace the delivery settings of a location',
    description: 'Delivery slot rows with `id` keep that slot.',
    body: 'AdminDeliveryBody',
    answer: 'AdminDeliveryBody',
    params: { id: true },
  })
  putDelivery(@AdminShop() shopId: number, @Param('id', LocationIdPipe) id: number, @StoreBlockBody('delivery') body: StoreBlocks['delivery']) {
    return this.admin.putDeliverySettings(shopId, id, body);
  }

  /** The location's general rule, or `{general: null}` when it uses the shop's. */
  @Get('preparation-times/:method')
  @ApiAdmin({
    summary: "A location's preparation times of a method",
    description: "The location's `general` rule, which replaces the shop's for this method; `general` null: the location uses the shop's.",
    answer: 'AdminLocationPreparation',
    params: { id: true, method: 'location' },
  })
  async preparation(@AdminShop() shopId: number, @Param('id', LocationIdPipe) id: number, @Param('method', locationMethod()) method: LocationMethod) {
    return (await this.admin.locationPreparation(shopId, id, method)) ?? { general: null };
  }

  @Put('preparation-times/:method')
  @ApiAdmin({
    summary: "Set a location's preparation times of a method",
    description: "The location's `general` rule replaces the shop's for this method.",
    body: 'AdminLocationPreparationBody',
    answer: 'AdminLocationPreparation',
    params: { id: true, method: 'location' },
  })
  putPreparation(
    @AdminShop() shopId: number,
    @Param('id', LocationIdPipe) id: number,
    @Param('method', locationMethod()) method: LocationMethod,
    @StoreBlockBody('locationPreparation') body: StoreBlocks['locationPreparation'],
  ) {
    return this.admin.putLocationPreparation(shopId, id, method, body.general);
  }

  /** Removes the location's rule (the shop's applies again). */
  @Delete('preparation-times/:method')
  @HttpCode(204)
  @ApiAdmin({
    summary: "Remove a location's preparation times of a method",
    description: "The shop's apply again.",
    params: { id: true, method: 'location' },
  })
  async deletePreparation(
    @AdminShop() shopId: number,
    @Param('id', LocationIdPipe) id: number,
    @Param('method', locationMethod()) method: LocationMethod,
  ): Promise<void> {
    await this.admin.putLocationPreparation(shopId, id, method, null);
  }

  @Get('conditional-activation/:method')
  @ApiAdmin({
    summary: "A location's conditional activation rule of a method",
    description: "The location's rule, which replaces the shop's for this method; `rule` null when it has none.",
    answer: 'AdminConditionalActivation',
    params: { id: true, method: 'any' },
  })
  async conditional(@AdminShop() shopId: number, @Param('id', LocationIdPipe) id: number, @Param('method', anyMethod()) method: CheckoutMethod) {
    return { rule: await this.admin.conditionalActivation(shopId, method, id) };
  }

  @Put('conditional-activation/:method')
  @ApiAdmin({
    summary: "Set a location's conditional activation rule of a method",
    description: "The store file's `conditionalActivation`; replaces the shop's rule at this location.",
    body: 'AdminConditionalActivationBody',
    answer: 'AdminConditionalActivation',
    params: { id: true, method: 'any' },
  })
  async putConditional(
    @AdminShop() shopId: number,
    @Param('id', LocationIdPipe) id: number,
    @Param('method', anyMethod()) method: CheckoutMethod,
    @StoreBlockBody('conditionalActivation') body: StoreBlocks['conditionalActivation'],
  ) {
    return { rule: await this.admin.putConditionalActivation(shopId, method, id, body) };
  }

  @Delete('conditional-activation/:method')
  @HttpCode(204)
  @ApiAdmin({
    summary: "Remove a location's conditional activation rule of a method",
    description: "The shop's rule applies again.",
    params: { id: true, method: 'any' },
  })
  async deleteConditional(
    @AdminShop() shopId: number,
    @Param('id', LocationIdPipe) id: number,
    @Param('method', anyMethod()) method: CheckoutMethod,
  ): Promise<void> {
    await this.admin.putConditionalActivation(shopId, method, id, null);
  }

  @Get('inventory')
  @ApiAdmin({
    summary: 'Inventory levels at a location',
    description: 'Units available per variant; a variant without a row is untracked (always available).',
    answer: 'AdminInventoryBody',
    params: { id: true },
  })
  inventory(@AdminShop() shopId: number, @Param('id', LocationIdPipe) id: number) {
    return this.admin.inventory(shopId, id);
  }

  @Put('inventory')
  @ApiAdmin({
    summary: 'Replace the inventory levels at a location',
    description: 'The whole list in one transaction.',
    body: 'AdminInventoryBody',
    answer: 'AdminInventoryBody',
    params: { id: true },
  })
  putInventory(@AdminShop() shopId: number, @Param('id', LocationIdPipe) id: number, @StoreBlockBody('inventory') body: StoreBlocks['inventory']) {
    return this.admin.putInventory(shopId, id, body.inventory);
  }

  @Get('products')
  @ApiAdmin({
    summary: 'Products offered at a location',
    description: 'Product ids offered here; a product with rows anywhere is offered only at those locations.',
    answer: 'AdminProductsBody',
    params: { id: true },
  })
  products(@AdminShop() shopId: number, @Param('id', LocationIdPipe) id: number) {
    return this.admin.products(shopId, id);
  }

  @Put('products')
  @ApiAdmin({
    summary: 'Replace the products offered at a location',
    description: 'The whole list in one transaction.',
    body: 'AdminProductsBody',
    answer: 'AdminProductsBody',
    params: { id: true },
  })
  putProducts(@AdminShop() shopId: number, @Param('id', LocationIdPipe) id: number, @StoreBlockBody('products') body: StoreBlocks['products']) {
    return this.admin.putProducts(shopId, id, body.products);
  }
}
