import { Body, Controller, HttpCode, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems, jsonContent } from '@fulfil/platform';
import { ShopQueryDto } from '../shop/shop-query.dto';
import { ShopContextService } from '../shop/shop-context.service';
import { SearchRequestDto } from './search.dto';
import { SearchService } from './search.service';

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
    summary: 'Restaurants that can serve a customer',
    description:
      'Restaurants that can serve a postal code, "lat,lng" or place name for a method, nearest first, each with whether it accepts orders now and its next available time. `restaurants` is empty when none can serve the customer. Availability may be up to SEARCH_CAPACITY_CACHE_MS (1 s by default) old; a checkout counts exactly.',
  })
  @ApiOkResponse({ description: 'The restaurants found.', content: jsonContent('SearchResult') })
  @ApiProblems(
    [400, 'VALIDATION_FAILED (`shop` or a body field), GEO_QUERY_UNRESOLVED (the geocoder does not know `query`).'],
    [404, 'SHOP_NOT_FOUND or WIDGET_NOT_CONFIGURED.'],
  )
  async search(@Query() query: ShopQueryDto, @Body() body: SearchRequestDto, @Res({ passthrough: true }) res: Response): Promise<string> {
    const json = await this.searchService.search(await this.shops.resolve(query.shop), body);
    // JSON text (a SearchResponse) with Express's JSON type: the platform's adapter sends it as it is.
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    return json;
  }
}
