import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query, UseGuards } from '@nestjs/common';
import { AdminAuthGuard, AdminShop } from './admin-auth.guard';
import { LocationIdPipe } from './admin-params';
import { LocationListIncludeQueryDto } from './dto/insights.dto';
import { AdminInsightsService } from './admin-insights.service';
import { AdminService } from './admin.service';
import { ApiAdmin } from './admin-docs';
import type { StoreBlocks } from '@fulfil/store-settings';
import { StoreBlockBody } from './store-block.pipe';

/** The token's shop's locations: `/admin/v1.0/locations[/:id]`. */
@Controller('admin/v1.0/locations')
@UseGuards(AdminAuthGuard)
export class AdminLocationsController {
  constructor(
    private readonly admin: AdminService,
    private readonly insights: AdminInsightsService,
  ) {}

  /** A page of locations in the manual order (`?page=1&per_page=50`, at most 200; `q` keeps those whose name, city, postal code or external id contains it). */
  @Get()
  @ApiAdmin({
    summary: "A page of the shop's locations",
    description:
      "In the manual order; `page` from 1, `per_page` 1-200 (default 50); `q` keeps the locations whose name, city, postal code or external id contains it; `include=checks` adds each location's setup checklist as `checks` (see `GET /locations/:id/checklist`).",
    answer: 'AdminLocationPage',
  })
  list(@AdminShop() shopId: number, @Query() query: LocationListIncludeQueryDto) {
    if (query.include === 'checks') return this.insights.locationsWithChecks(shopId, query.page ?? 1, query.per_page ?? 50, query.q);
    return this.admin.locations(shopId, query.page ?? 1, query.per_page ?? 50, query.q);
  }

  @Post()
  @ApiAdmin({
    summary: 'Create a location',
    description: "The location's own fields (the store file's `location` without its nested blocks) and `sort_position`.",
    body: 'AdminLocationBody',
    answer: 'AdminLocation',
    status: 201,
  })
  create(@AdminShop() shopId: number, @StoreBlockBody('location') body: StoreBlocks['location']) {
    return this.admin.createLocation(shopId, body);
  }

  @Get(':id')
  @ApiAdmin({ summary: 'A location', description: "The location's own fields, its id and `sort_position`.", answer: 'AdminLocation', params: { id: true } })
  get(@AdminShop() shopId: number, @Param('id', LocationIdPipe) id: number) {
    return this.admin.location(shopId, id);
  }

  @Put(':id')
  @ApiAdmin({
    summary: "Replace a location's own fields",
    description: '`sort_position` moves it.',
    body: 'AdminLocationBody',
    answer: 'AdminLocation',
    params: { id: true },
  })
  replace(@AdminShop() shopId: number, @Param('id', LocationIdPipe) id: number, @StoreBlockBody('location') body: StoreBlocks['location']) {
    return this.admin.replaceLocation(shopId, id, body);
  }

  /** Any subset of the location's fields; the merged location is validated as PUT's body is. */
  @Patch(':id')
  @ApiAdmin({
    summary: "Change some of a location's fields",
    description: "Any subset of the location's fields; the merged location is validated as PUT's body is.",
    body: 'AdminLocationPatchBody',
    answer: 'AdminLocation',
    params: { id: true },
  })
  patch(@AdminShop() shopId: number, @Param('id', LocationIdPipe) id: number, @Body() body: unknown) {
    return this.admin.patchLocation(shopId, id, body);
  }

  /** Copies a location with its settings, slots, own rules and products (not its stock). */
  @Post(':id/duplicate')
  @ApiAdmin({
    summary: 'Copy a location',
    description:
      'A new location with the same address and fields, pickup settings and slots, delivery settings and slots, own preparation times and conditional-activation rules and offered products; not its stock. `company_name` gets " (copy)"; `external_id` (unique and required in the store file, so it cannot be null) becomes `<external_id>-copy` (`-copy-2`, ... when taken); it comes last in the manual order.',
    answer: 'AdminLocation',
    answerDescription: 'Created; the copy.',
    status: 201,
    params: { id: true },
  })
  duplicate(@AdminShop() shopId: number, @Param('id', LocationIdPipe) id: number) {
    return this.insights.duplicate(shopId, id);
  }

  /** Deletes the location with everything attached (orders stay), unless upcoming orders are for it. */
  @Delete(':id')
  @HttpCode(204)
  @ApiAdmin({
    summary: 'Delete a location',
    description: "With everything attached to it; its past orders stay. Refused while active orders dated today or later (the location's zone) are for it.",
    params: { id: true },
    problems: [
      [
        409,
        "LOCATION_HAS_ORDERS: active orders dated today or later (the location's zone) are for it (`orders`: how many, `first_date`: the first date); nothing is deleted. Turning both methods off keeps the orders.",
      ],
    ],
  })
  async remove(@AdminShop() shopId: number, @Param('id', LocationIdPipe) id: number): Promise<void> {
    await this.insights.deleteLocation(shopId, id);
  }
}
