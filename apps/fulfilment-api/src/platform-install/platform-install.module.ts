import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PlatformInstallStateRepository, StoreSettingsModule } from '@fulfil/store-settings';
import { PlatformSyncModule } from '../platform-sync/platform-sync.module';
import { PlatformInstallController } from './platform-install.controller';
import { PlatformInstallService } from './platform-install.service';
import { WebhookReconciler } from './webhook-reconciler';

/**
 * The storefront-platform app install (`/platform/install`, `/platform/oauth/callback`;
 * docs/platform-install.md), and the shops' webhook subscriptions (`WebhookReconciler`,
 * docs/platform-install.md, "Webhooks"); an install starts the first catalogue sync
 * (PlatformSyncModule). The credentials repository and the config come from the
 * storefront module.
 */
@Module({
  imports: [StoreSettingsModule, PlatformSyncModule],
  controllers: [PlatformInstallController],
  providers: [
    PlatformInstallService,
    WebhookReconciler,
    { provide: PlatformInstallStateRepository, useFactory: (ds: DataSource) => new PlatformInstallStateRepository(ds), inject: [DataSource] },
  ],
})
export class PlatformInstallModule {}
