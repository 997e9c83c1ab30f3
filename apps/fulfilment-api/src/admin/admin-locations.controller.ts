import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query, UseGuards } from '@nestjs/common';
import { AdminAuthGuard, AdminShop } from './admin-auth.guard';
import { LocationIdPipe, LocationListQueryDto } from './admin-params';
import { AdminService } from './admin.service';
import type { StoreBlocks } from '@fulfil/store-settings';
import { StoreBlockBody } from './store-block.pipe';

/** The token's shop's locations: `/admin/v1.0/locations[/:id]`. */
@Controller('admin/v1.0/locations')
@UseGuards(AdminAuthGuard)
export class AdminLocationsController {
  constructor(private readonly admin: AdminService) {}

  /** A page of locations in the manual order (`?page=1&per_page=50`, at most 200; `q` keeps those whose name, city, postal code or external id contains it). */
  @Get()
  list(@AdminShop() shopId: number, @Query() query: LocationListQueryDto) {
    return this.admin.locations(shopId, query.page ?? 1, query.per_page ?? 50, query.q);
  }

  @Post()
  create(@AdminShop() shopId: number, @StoreBlockBody('location') body: StoreBlocks['location']) {
    return this.admin.createLocation(shopId, body);
  }

  @Get(':id')
  get(@AdminShop() shopId: number, @Param('id', LocationIdPipe) id: number) {
    return this.admin.location(shopId, id);
  }

  @Put(':id')
  replace(@AdminShop() shopId: number, @Param('id', LocationIdPipe) id: number, @StoreBlockBody('location') body: StoreBlocks['location']) {
    return this.admin.replaceLocation(shopId, id, body);
  }

  /** Any subset of the location's fields; the merged location is validated as PUT's body is. */
  @Patch(':id')
  patch(@AdminShop() shopId: number, @Param('id', LocationIdPipe) id: number, @Body() body: unknown) {
    return this.admin.patchLocation(shopId, id, body);
  }

  /** Deletes the location with everything attached (orders stay). */
  @Delete(':id')
  @HttpCode(204)
  async remove(@AdminShop() shopId: number, @Param('id', LocationIdPipe) id: number): Promise<void> {
    await this.admin.deleteLocation(shopId, id);
  }
}
