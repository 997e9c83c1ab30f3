import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiProblems, ID_SCHEMA, jsonContent } from '@fulfil/platform';
import { MenuKeyPipe, RestaurantIdPipe } from '../shop/params';
import { ShopQueryDto } from '../shop/shop-query.dto';
import { ShopContextService } from '../shop/shop-context.service';
import { MenuService } from './menu.service';
import type { MenuResponse, MenuSummary } from './menu.views';
import { CachePolicy } from '@fulfil/platform';

/** A restaurant's menus. */
@ApiTags('Menus')
@Controller('restaurant/:restaurant')
export class MenuController {
  constructor(
    private readonly shops: ShopContextService,
    private readonly menus: MenuService,
  ) {}

  @CachePolicy('live')
  @Get('menus')
  @ApiOperation({
    operationId: 'listMenus',
    summary: "The restaurant's menus",
    description: "The restaurant's menus with their availability windows (local to `timezone`) and whether each is served now.",
  })
  @ApiParam({ name: 'restaurant', description: 'Restaurant (location) id', schema: ID_SCHEMA, example: 1 })
  @ApiOkResponse({ description: "The menus, in the merchant's order.", content: jsonContent('MenuList') })
  @ApiProblems(
    [400, 'VALIDATION_FAILED: `shop` or `restaurant` malformed (`errors` names them).'],
    [404, 'SHOP_NOT_FOUND, WIDGET_NOT_CONFIGURED or RESTAURANT_NOT_FOUND.'],
  )
  async list(
    @Param('restaurant', RestaurantIdPipe) restaurant: number,
    @Query() query: ShopQueryDto,
  ): Promise<{ restaurant_id: number; timezone: string; menus: MenuSummary[] }> {
    return this.menus.list(await this.shops.resolve(query.shop), restaurant);
  }

  @CachePolicy('live')
  @Get('menu/:menu')
  @ApiOperation({
    operationId: 'getMenu',
    summary: 'A menu with its categories and items',
    description:
      "A menu with its availability windows, categories, items (prices in minor units) and option groups. `available_now` is evaluated in the restaurant's zone; an item is `available` when not sold out and the menu is served now.",
  })
  @ApiParam({ name: 'restaurant', description: 'Restaurant (location) id', schema: ID_SCHEMA, example: 1 })
  @ApiParam({ name: 'menu', description: 'Menu id or handle', schema: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,63}$' }, example: 'lunch' })
  @ApiOkResponse({ description: 'The menu.', content: jsonContent('Menu') })
  @ApiProblems(
    [400, 'VALIDATION_FAILED: `shop`, `restaurant` or `menu` malformed.'],
    [404, 'SHOP_NOT_FOUND, WIDGET_NOT_CONFIGURED, RESTAURANT_NOT_FOUND or MENU_NOT_FOUND.'],
  )
  async menu(
    @Param('restaurant', RestaurantIdPipe) restaurant: number,
    @Param('menu', MenuKeyPipe) menu: string,
    @Query() query: ShopQueryDto,
  ): Promise<MenuResponse> {
    return this.menus.menu(await this.shops.resolve(query.shop), restaurant, menu);
  }
}
