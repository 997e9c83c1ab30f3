import { Module } from '@nestjs/common';
import { StoreSettingsModule } from '@fulfil/store-settings';
import { AdminAuthGuard } from '../admin/admin-auth.guard';
import { PlatformSyncController } from './platform-sync.controller';
import { PlatformSyncService } from './platform-sync.service';
import { PlatformLocationsService } from './platform-locations';
import { PlatformStatusController } from './platform-status.controller';

/**
 * The catalogue sync from the storefront platform (docs/platform-install.md, "Sync"): the
 * admin routes under `/admin/v1.0/storefront-platform/{locations,sync,status,platform-locations}` and the nightly
 * reconcile. The credentials repository, the config and the clock come from the storefront module.
 */
@Module({
  imports: [StoreSettingsModule],
  controllers: [PlatformSyncController, PlatformStatusController],
  providers: [PlatformSyncService, PlatformLocationsService, AdminAuthGuard],
  exports: [PlatformSyncService],
})
export class PlatformSyncModule {}
