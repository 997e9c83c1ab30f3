import { Controller, Get, Put, UseGuards } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ApiProblems } from '@fulfil/platform';
import { AdminAuthGuard, AdminShop } from './admin-auth.guard';
import { AdminService } from './admin.service';
import type { StoreBlocks } from '@fulfil/store-settings';
import { MerchantPostalCodesDto } from './dto/postal-codes.dto';
import { StoreBlockBody } from './store-block.pipe';

/**
 * The token's shop's own postal codes, `/admin/v1.0/postal-codes`: codes the merchant
 * geocodes themselves (latitude and longitude in WGS 84 degrees), the same list as the
 * store-configuration file's `postal_codes`.
 */
@Controller('admin/v1.0/postal-codes')
@UseGuards(AdminAuthGuard)
export class AdminPostalCodesController {
  constructor(private readonly admin: AdminService) {}

  /** `{postal_codes: [...]}` sorted by `postal_code`. */
  @Get()
  @ApiOperation({
    summary: "The shop's own postal codes",
    description: 'Sorted by `postal_code`; codes as stored (trimmed, `country_code` upper case, omitted fields null).',
  })
  @ApiOkResponse({ type: MerchantPostalCodesDto })
  @ApiProblems([401, 'UNAUTHORIZED: no valid admin bearer token.'])
  postalCodes(@AdminShop() shopId: number) {
    return this.admin.postalCodes(shopId);
  }

  /** Replaces the whole list in one transaction and answers it as GET does. */
  @Put()
  @ApiOperation({
    summary: "Replaces the shop's own postal codes",
    description:
      'Replaces the whole list in one transaction (`[]` removes them); answers the stored list as GET does. 400 VALIDATION_FAILED names each bad field (`postal_codes[2].latitude`), a code listed twice once case, spaces and hyphens are ignored (`postal_codes[3].postal_code`, rule `unique`), or more than 50,000 entries; nothing is written then. Bodies are limited by BODY_LIMIT (default 100kb, roughly a thousand entries): raise it for long lists, or load them with the store-configuration file (`npm run store:import`).',
  })
  @ApiBody({ type: MerchantPostalCodesDto })
  @ApiOkResponse({ type: MerchantPostalCodesDto })
  @ApiProblems([400, 'VALIDATION_FAILED naming each bad field; nothing is written.'], [401, 'UNAUTHORIZED: no valid admin bearer token.'])
  putPostalCodes(@AdminShop() shopId: number, @StoreBlockBody('merchantPostalCodes') body: StoreBlocks['merchantPostalCodes']) {
    return this.admin.putPostalCodes(shopId, body.postal_codes);
  }
}
