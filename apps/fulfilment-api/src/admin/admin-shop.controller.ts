import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Put, Query, UseGuards } from '@nestjs/common';
import { ImportQueryDto } from './dto/console.dto';
import type { CheckoutMethod, StoreBlocks } from '@fulfil/store-settings';
import { AdminAuthGuard, AdminShop } from './admin-auth.guard';
import { anyMethod } from './admin-params';
import { AdminService } from './admin.service';
import { ApiAdmin } from './admin-docs';
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
  @ApiAdmin({
    summary: "The shop's settings",
    description: 'The shop block of the store file; the webhook secret is never returned, only `webhook_secret_set`.',
    answer: 'AdminShop',
  })
  shop(@AdminShop() shopId: number) {
    return this.admin.shop(shopId);
  }

  @Patch('shop')
  @ApiAdmin({
    summary: "Change the shop's settings",
    description: 'Any subset of the shop block but `domain` (nested `pickup` and `delivery` are subsets too); answers the shop as GET does.',
    body: 'AdminShopPatchBody',
    answer: 'AdminShop',
  })
  patchShop(@AdminShop() shopId: number, @StoreBlockBody('shopPatch') body: StoreBlocks['shopPatch']) {
    return this.admin.patchShop(shopId, body);
  }

  @Get('shipping')
  @ApiAdmin({
    summary: 'The shipping settings',
    description: "StoreSettings.shipping in the store file's form (`timezone` null = the shop's).",
    answer: 'StoreShipping',
  })
  shipping(@AdminShop() shopId: number) {
    return this.admin.shipping(shopId);
  }

  @Put('shipping')
  @ApiAdmin({
    summary: 'Replace the shipping settings',
    description: "The store file's `shipping` block; answers it as GET does.",
    body: 'AdminShippingBody',
    answer: 'StoreShipping',
  })
  putShipping(@AdminShop() shopId: number, @StoreBlockBody('shipping') body: StoreBlocks['shipping']) {
    return this.admin.putShipping(shopId, body);
  }

  @Get('preparation-times/:method')
  @ApiAdmin({
    summary: 'The shop-wide preparation times of a method',
    description: 'PreparationTimes: the `general` rule per weekday and the `product_based` rows.',
    answer: 'StoreShopPreparation',
    params: { method: 'any' },
  })
  preparation(@AdminShop() shopId: number, @Param('method', anyMethod()) method: CheckoutMethod) {
    return this.admin.shopPreparation(shopId, method);
  }

  @Put('preparation-times/:method')
  @ApiAdmin({
    summary: 'Replace the shop-wide preparation times of a method',
    description: "The store file's `shopPreparation` block; answers it as GET does.",
    body: 'AdminShopPreparationBody',
    answer: 'StoreShopPreparation',
    params: { method: 'any' },
  })
  putPreparation(
    @AdminShop() shopId: number,
    @Param('method', anyMethod()) method: CheckoutMethod,
    @StoreBlockBody('shopPreparation') body: StoreBlocks['shopPreparation'],
  ) {
    return this.admin.putShopPreparation(shopId, method, body);
  }

  /** The shop-wide rule, or `null` when none is set. */
  @Get('conditional-activation/:method')
  @ApiAdmin({
    summary: 'The shop-wide conditional activation rule of a method',
    description: '`rule` null when none is set.',
    answer: 'AdminConditionalActivation',
    params: { method: 'any' },
  })
  async conditional(@AdminShop() shopId: number, @Param('method', anyMethod()) method: CheckoutMethod) {
    return { rule: await this.admin.conditionalActivation(shopId, method, null) };
  }

  @Put('conditional-activation/:method')
  @ApiAdmin({
    summary: 'Set the shop-wide conditional activation rule of a method',
    description: "The store file's `conditionalActivation` block; answers the stored rule.",
    body: 'AdminConditionalActivationBody',
    answer: 'AdminConditionalActivation',
    params: { method: 'any' },
  })
  async putConditional(
    @AdminShop() shopId: number,
    @Param('method', anyMethod()) method: CheckoutMethod,
    @StoreBlockBody('conditionalActivation') body: StoreBlocks['conditionalActivation'],
  ) {
    return { rule: await this.admin.putConditionalActivation(shopId, method, null, body) };
  }

  @Delete('conditional-activation/:method')
  @HttpCode(204)
  @ApiAdmin({
    summary: 'Remove the shop-wide conditional activation rule of a method',
    description: 'Every cart is valid for the method again (except at a location that has a rule for it).',
    params: { method: 'any' },
  })
  async deleteConditional(@AdminShop() shopId: number, @Param('method', anyMethod()) method: CheckoutMethod): Promise<void> {
    await this.admin.putConditionalActivation(shopId, method, null, null);
  }

  /** The widget block in the import format (`widget` null when the shop has none). */
  @Get('widget')
  @ApiAdmin({
    summary: 'The ordering widget block',
    description: "The store file's `widget` block, or `widget: null` when the shop has none.",
    answer: 'AdminWidget',
  })
  async widget(@AdminShop() shopId: number) {
    return { widget: await this.admin.widget(shopId) };
  }

  /** Replaces the widget block; the body is the import format's `widget` (JSON Schema validated). */
  @Put('widget')
  @ApiAdmin({
    summary: 'Replace the ordering widget block',
    description: "The body is the store file's `widget` block; its references to locations are checked against the shop's locations.",
    body: 'AdminWidgetBody',
    answer: 'AdminWidget',
  })
  async putWidget(@AdminShop() shopId: number, @StoreBlockBody('widget') body: StoreBlocks['widget']) {
    return { widget: await this.admin.putWidget(shopId, body) };
  }

  @Delete('widget')
  @HttpCode(204)
  @ApiAdmin({ summary: 'Remove the ordering widget', description: 'The widget settings, menus, option groups and translations go; locations stay.' })
  async deleteWidget(@AdminShop() shopId: number): Promise<void> {
    await this.admin.removeWidget(shopId);
  }

  /** The whole shop as a store-configuration file. */
  @Get('export')
  @ApiAdmin({
    summary: 'The whole shop as a store-configuration file',
    description: 'In the import format (`npm run store:import` reads it); the webhook secret is left out, so re-importing keeps it.',
    answer: 'StoreFile',
  })
  export(@AdminShop() shopId: number) {
    return this.admin.export(shopId);
  }

  /**
   * Replaces the whole shop from a store-configuration file (its `shop.domain` must be this
   * shop's); `?dry_run=true` validates the same way and lists what would change, writing nothing.
   */
  @Put('import')
  @ApiAdmin({
    summary: 'Replace the whole shop from a store-configuration file',
    description:
      "Its `shop.domain` must be the token's shop; validated as `npm run store:import` validates it (400 VALIDATION_FAILED naming every field, nothing written). Limited by ADMIN_IMPORT_BODY_LIMIT; use `npm run store:import` for big shops. With `?dry_run=true` nothing is written and the answer is `{dry_run: true, changes: [{path, change}], more}`: each path that would be added, removed or changed (locations by `external_id`).",
    body: 'StoreFile',
    answer: 'AdminImportAnswer',
    answerDescription: 'What the import did (`AdminImportResult`), or with `?dry_run=true` what it would change (`AdminImportDryRun`).',
  })
  import(@AdminShop() shopId: number, @Body() body: unknown, @Query() query: ImportQueryDto) {
    return query.dry_run ? this.admin.importDryRun(shopId, body) : this.admin.import(shopId, body);
  }
}
