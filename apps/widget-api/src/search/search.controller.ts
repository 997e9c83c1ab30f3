import { Body, Controller, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ShopQueryDto } from '../shop/shop-query.dto';
import { ShopContextService } from '../shop/shop-context.service';
import { SearchRequestDto } from './search.dto';
import { SearchResponse, SearchService } from './search.service';

/** `POST /search`: restaurants that can serve a customer. */
@ApiTags('Search')
@Controller('search')
export class SearchController {
  constructor(
    private readonly shops: ShopContextService,
    private readonly searchService: SearchService,
  ) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'searchRestaurants',
    summary:
      'Restaurants that can serve a postal code, "lat,lng" or place name for a method, nearest first, with accepting-orders state and next available time',
  })
  @ApiOkResponse({
    description:
      'SearchResponse; `restaurants` is empty when none can serve the customer. Errors: 400 VALIDATION_FAILED, 400 GEO_QUERY_UNRESOLVED, 404 SHOP_NOT_FOUND, WIDGET_NOT_CONFIGURED.',
  })
  async search(@Query() query: ShopQueryDto, @Body() body: SearchRequestDto): Promise<SearchResponse> {
    return this.searchService.search(await this.shops.resolve(query.shop), body);
  }
}
