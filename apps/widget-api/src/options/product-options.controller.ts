import { Body, Controller, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems, jsonContent } from '@fulfil/platform';
import type { OptionGroupView } from '@fulfil/store-settings';
import { ShopQueryDto } from '../shop/shop-query.dto';
import { ShopContextService } from '../shop/shop-context.service';
import { ProductOptionsRequestDto } from './product-options.dto';

/** Response of `POST /product-options`. */
export interface ProductOptionsResponse {
  currency_code: string;
  /** One entry per requested product id (duplicates removed, request order kept); `option_groups` is empty for a product without options. */
  products: { product_id: number; option_groups: OptionGroupView[] }[];
}

/** `POST /product-options`: option groups and options of products. */
@ApiTags('Products')
@Controller('product-options')
export class ProductOptionsController {
  constructor(private readonly shops: ShopContextService) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'getProductOptions',
    summary: 'Option groups of products',
    description:
      'Option groups (name, required, min and max selections) and their options (name, price delta in minor units, available) of the given products; a product without options has none.',
  })
  @ApiOkResponse({ description: 'The option groups per product.', content: jsonContent('ProductOptions') })
  @ApiProblems([400, 'VALIDATION_FAILED: `shop` or `product_ids` malformed.'], [404, 'SHOP_NOT_FOUND or WIDGET_NOT_CONFIGURED.'])
  async options(@Query() query: ShopQueryDto, @Body() body: ProductOptionsRequestDto): Promise<ProductOptionsResponse> {
    const ctx = await this.shops.resolve(query.shop);
    const ids = [...new Set(body.product_ids)];
    return { currency_code: ctx.currency, products: ids.map((id) => ({ product_id: id, option_groups: structuredClone(ctx.catalog.optionGroups([id])) })) };
  }
}
