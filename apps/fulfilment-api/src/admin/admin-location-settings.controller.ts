import { Controller, Delete, Get, HttpCode, Param, Put, UseGuards } from '@nestjs/common';
import type { CheckoutMethod, LocationMethod, StoreBlocks } from '@fulfil/store-settings';
import { AdminAuthGuard, AdminShop } from './admin-auth.guard';
import { anyMethod, LocationIdPipe, locationMethod } from './admin-params';
import { AdminService } from './admin.service';
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
  pickup(@AdminShop() shopId: number, @Param('id', LocationIdPipe) id: number) {
    return this.admin.pickupSettings(shopId, id);
  }

  @Put('pickup-settings')
  putPickup(@AdminShop() shopId: number, @Param('id', LocationIdPipe) id: number, @StoreBlockBody('pickup') body: StoreBlocks['pickup']) {
    return this.admin.putPickupSettings(shopId, id, body);
  }

  @Get('pickup-slots')
  pickupSlots(@AdminShop() shopId: number, @Param('id', LocationIdPipe) id: number) {
    return this.admin.slots(shopId, id, 'pickup');
  }

  /** Replaces the pickup slots; rows with `id` keep that slot (orders count by slot id). */
  @Put('pickup-slots')
  putPickupSlots(@AdminShop() shopId: number, @Param('id', LocationIdPipe) id: number, @StoreBlockBody('pickupSlots') body: StoreBlocks['pickupSlots']) {
    return this.admin.putPickupSlots(shopId, id, body.slots);
  }

  @Get('delivery-settings')
  delivery(@AdminShop() shopId: number, @Param('id', LocationIdPipe) id: number) {
    return this.admin.deliverySettings(shopId, id);
  }

  @Put('delivery-settings')
  putDelivery(@AdminShop() shopId: number, @Param('id', LocationIdPipe) id: number, @StoreBlockBody('delivery') body: StoreBlocks['delivery']) {
    return this.admin.putDeliverySettings(shopId, id, body);
  }

  /** The location's own general rule, or `{general: null}` when it uses the shop's. */
  @Get('preparation-times/:method')
  async preparation(@AdminShop() shopId: number, @Param('id', LocationIdPipe) id: number, @Param('method', locationMethod()) method: LocationMethod) {
    return (await this.admin.locationPreparation(shopId, id, method)) ?? { general: null };
  }

  @Put('preparation-times/:method')
  putPreparation(
    @AdminShop() shopId: number,
    @Param('id', LocationIdPipe) id: number,
    @Param('method', locationMethod()) method: LocationMethod,
    @StoreBlockBody('locationPreparation') body: StoreBlocks['locationPreparation'],
  ) {
    return this.admin.putLocationPreparation(shopId, id, method, body.general);
  }

  /** Removes the location's own rule (the shop's applies again). */
  @Delete('preparation-times/:method')
  @HttpCode(204)
  async deletePreparation(
    @AdminShop() shopId: number,
    @Param('id', LocationIdPipe) id: number,
    @Param('method', locationMethod()) method: LocationMethod,
  ): Promise<void> {
    await this.admin.putLocationPreparation(shopId, id, method, null);
  }

  @Get('conditional-activation/:method')
  async conditional(@AdminShop() shopId: number, @Param('id', LocationIdPipe) id: number, @Param('method', anyMethod()) method: CheckoutMethod) {
    return { rule: await this.admin.conditionalActivation(shopId, method, id) };
  }

  @Put('conditional-activation/:method')
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
  async deleteConditional(
    @AdminShop() shopId: number,
    @Param('id', LocationIdPipe) id: number,
    @Param('method', anyMethod()) method: CheckoutMethod,
  ): Promise<void> {
    await this.admin.putConditionalActivation(shopId, method, id, null);
  }

  @Get('inventory')
  inventory(@AdminShop() shopId: number, @Param('id', LocationIdPipe) id: number) {
    return this.admin.inventory(shopId, id);
  }

  @Put('inventory')
  putInventory(@AdminShop() shopId: number, @Param('id', LocationIdPipe) id: number, @StoreBlockBody('inventory') body: StoreBlocks['inventory']) {
    return this.admin.putInventory(shopId, id, body.inventory);
  }

  @Get('products')
  products(@AdminShop() shopId: number, @Param('id', LocationIdPipe) id: number) {
    return this.admin.products(shopId, id);
  }

  @Put('products')
  putProducts(@AdminShop() shopId: number, @Param('id', LocationIdPipe) id: number, @StoreBlockBody('products') body: StoreBlocks['products']) {
    return this.admin.putProducts(shopId, id, body.products);
  }
}
