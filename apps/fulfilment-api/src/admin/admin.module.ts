import { Module } from '@nestjs/common';
import { StoreSettingsModule } from '@fulfil/store-settings';
import { AdminAuthGuard } from './admin-auth.guard';
import { AdminConsoleController } from './admin-console.controller';
import { AdminConsoleService } from './admin-console.service';
import { AdminLocationSettingsController } from './admin-location-settings.controller';
import { AdminLocationsController } from './admin-locations.controller';
import { AdminOrdersController } from './admin-orders.controller';
import { AdminPlatformController } from './admin-platform.controller';
import { AdminPostalCodesController } from './admin-postal-codes.controller';
import { AdminShopController } from './admin-shop.controller';
import { AdminService } from './admin.service';
import { AdminInsightsService } from './admin-insights.service';
import { LocationInsightsService } from '@fulfil/storefront';

/**
 * The merchants' admin API under `/admin/v1.0`, authenticated with per-shop bearer
 * tokens. Writes go through the shared StoreWriter, which invalidates the StoreReader
 * the public endpoints read from.
 */
@Module({
  imports: [StoreSettingsModule],
  controllers: [
    AdminShopController,
    AdminLocationsController,
    AdminLocationSettingsController,
    AdminPostalCodesController,
    AdminConsoleController,
    AdminOrdersController,
    AdminPlatformController,
  ],
  providers: [AdminService, AdminConsoleService, AdminInsightsService, LocationInsightsService, AdminAuthGuard],
})
export class AdminModule {}
