import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
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
  @ApiOperation({ operationId: 'listMenus', summary: "The restaurant's menus with their availability windows and whether each is served now" })
  @ApiParam({ name: 'restaurant', description: 'Restaurant (location) id', example: 1 })
  @ApiOkResponse({
    description:
      '{restaurant_id, timezone, menus: [{id, handle, name, available_now, availability}]}. Errors: 400, 404 SHOP_NOT_FOUND, WIDGET_NOT_CONFIGURED, RESTAURANT_NOT_FOUND.',
  })
  async list(
    @Param('restaurant', RestaurantIdPipe) restaurant: number,
    @Query() query: ShopQueryDto,
  ): Promise<{ restaurant_id: number; timezone: string; menus: MenuSummary[] }> {
    return this.menus.list(await this.shops.resolve(query.shop), restaurant);
  }

  @CachePolicy('live')
  @Get('menu/:menu')
  @ApiOperation({ operationId: 'getMenu', summary: 'A menu with its availability windows, categories, items (prices in minor units) and option groups' })
  @ApiParam({ name: 'restaurant', description: 'Restaurant (location) id', example: 1 })
  @ApiParam({ name: 'menu', description: 'Menu id or handle', example: 'lunch' })
  @ApiOkResponse({
    description:
      "MenuResponse: `available_now` evaluated in the restaurant's zone; an item is `available` when not sold out and the menu is served now. Errors: 400, 404 SHOP_NOT_FOUND, WIDGET_NOT_CONFIGURED, RESTAURANT_NOT_FOUND, MENU_NOT_FOUND.",
  })
  async menu(
    @Param('restaurant', RestaurantIdPipe) restaurant: number,
    @Param('menu', MenuKeyPipe) menu: string,
    @Query() query: ShopQueryDto,
  ): Promise<MenuResponse> {
    return this.menus.menu(await this.shops.resolve(query.shop), restaurant, menu);
  }
}
