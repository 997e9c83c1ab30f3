import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Put, Query, UseGuards } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { ImportQueryDto } from './dto/console.dto';
import type { CheckoutMethod, StoreBlocks } from '@fulfil/store-settings';
import { AdminAuthGuard, AdminShop } from './admin-auth.guard';
import { anyMethod } from './admin-params';
import { AdminService } from './admin.service';
import { StoreBlockBody } from './store-block.pipe';

/**
 * Shop-wide settings of the token's shop: `/admin/v1.0/shop`, `/shipping`,
 * `/preparation-times/:method`, `/conditional-activation/:method`, `/widget`, and the
 * whole shop as a store-configuration file (`/export`, `/import`).
 */
@Controller('admin/v1.0')
@UseGuards(AdminAuthGuard)
export class AdminShopController {
  constructor(private readonly admin: AdminService) {}

  @Get('shop')
  shop(@AdminShop() shopId: number) {
    return this.admin.shop(shopId);
  }

  @Patch('shop')
  patchShop(@AdminShop() shopId: number, @StoreBlockBody('shopPatch') body: StoreBlocks['shopPatch']) {
    return this.admin.patchShop(shopId, body);
  }

  @Get('shipping')
  shipping(@AdminShop() shopId: number) {
    return this.admin.shipping(shopId);
  }

  @Put('shipping')
  putShipping(@AdminShop() shopId: number, @StoreBlockBody('shipping') body: StoreBlocks['shipping']) {
    return this.admin.putShipping(shopId, body);
  }

  @Get('preparation-times/:method')
  preparation(@AdminShop() shopId: number, @Param('method', anyMethod()) method: CheckoutMethod) {
    return this.admin.shopPreparation(shopId, method);
  }

  @Put('preparation-times/:method')
  putPreparation(
    @AdminShop() shopId: number,
    @Param('method', anyMethod()) method: CheckoutMethod,
    @StoreBlockBody('shopPreparation') body: StoreBlocks['shopPreparation'],
  ) {
    return this.admin.putShopPreparation(shopId, method, body);
  }

  /** The shop-wide rule, or `null` when none is set. */
  @Get('conditional-activation/:method')
  async conditional(@AdminShop() shopId: number, @Param('method', anyMethod()) method: CheckoutMethod) {
    return { rule: await this.admin.conditionalActivation(shopId, method, null) };
  }

  @Put('conditional-activation/:method')
  async putConditional(
    @AdminShop() shopId: number,
    @Param('method', anyMethod()) method: CheckoutMethod,
    @StoreBlockBody('conditionalActivation') body: StoreBlocks['conditionalActivation'],
  ) {
    return { rule: await this.admin.putConditionalActivation(shopId, method, null, body) };
  }

  @Delete('conditional-activation/:method')
  @HttpCode(204)
  async deleteConditional(@AdminShop() shopId: number, @Param('method', anyMethod()) method: CheckoutMethod): Promise<void> {
    await this.admin.putConditionalActivation(shopId, method, null, null);
  }

  /** The widget block in the import format (`widget` null when the shop has none). */
  @Get('widget')
  async widget(@AdminShop() shopId: number) {
    return { widget: await this.admin.widget(shopId) };
  }

  /** Replaces the widget block; the body is the import format's `widget` (JSON Schema validated). */
  @Put('widget')
  async putWidget(@AdminShop() shopId: number, @StoreBlockBody('widget') body: StoreBlocks['widget']) {
    return { widget: await this.admin.putWidget(shopId, body) };
  }

  @Delete('widget')
  @HttpCode(204)
  async deleteWidget(@AdminShop() shopId: number): Promise<void> {
    await this.admin.removeWidget(shopId);
  }

  /** The whole shop as a store-configuration file. */
  @Get('export')
  export(@AdminShop() shopId: number) {
    return this.admin.export(shopId);
  }

  /**
   * Replaces the whole shop from a store-configuration file (its `shop.domain` must be this
   * shop's); `?dry_run=true` validates the same way and lists what would change, writing nothing.
   */
  @Put('import')
  @ApiOperation({
    summary: 'Replaces the whole shop from a store-configuration file',
    description:
      "The file is validated as `npm run store:import` validates it (400 VALIDATION_FAILED naming every field, nothing written); `shop.domain` must be this shop's. Answers `{shopId, created, changed, locations}`. With `?dry_run=true` nothing is written and the answer is `{dry_run: true, changes: [{path, change}], more}`: each path that would be added, removed or changed (locations by `external_id`).",
  })
  import(@AdminShop() shopId: number, @Body() body: unknown, @Query() query: ImportQueryDto) {
    return query.dry_run ? this.admin.importDryRun(shopId, body) : this.admin.import(shopId, body);
  }
}
