import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { OrderLedger, OrderPrivacy, WebhookDeliveryStore } from '@fulfil/capacity';
import { DeliveryController } from './delivery/delivery.controller';
import { DeliveryService } from './delivery/delivery.service';
import { OpenApiController } from './openapi/openapi.controller';
import { OpenApiService } from './openapi/openapi.service';
import { PickupController } from './pickup/pickup.controller';
import { PickupService } from './pickup/pickup.service';
import { ReservationsController } from './reservations/reservations.controller';
import { ReservationJanitor } from './reservations/reservation-janitor';
import { ReservationsService } from './reservations/reservations.service';
import { StoreController } from './store/store.controller';
import { StoreService } from './store/store.service';
import { WebhooksController } from './webhooks/webhooks.controller';
import { WebhooksService } from './webhooks/webhooks.service';
import { WebhookProcessor } from './webhooks/webhook-processor';
import { WebhookWorker } from './webhooks/webhook.worker';
import './problems';

/**
 * The fulfilment-options API (`/v1.0`): the storefront's read endpoints, reservations
 * for checkouts, the storefront platform's webhooks (orders, uninstall, privacy; queued
 * durably and applied by WebhookWorker) and the OpenAPI document. Thin controllers; the
 * rules live in @fulfil/scheduling (calendars), @fulfil/geo (area matching),
 * @fulfil/storefront (shop resolution, engine inputs, the offer check, the geocoder set-up)
 * and @fulfil/store-settings (read models, capacity); StorefrontModule (global) provides
 * the shared providers.
 */
@Module({
  controllers: [PickupController, DeliveryController, StoreController, ReservationsController, WebhooksController, OpenApiController],
  providers: [
    PickupService,
    DeliveryService,
    StoreService,
    ReservationsService,
    ReservationJanitor,
    WebhooksService,
    WebhookProcessor,
    WebhookWorker,
    OpenApiService,
    { provide: OrderLedger, useFactory: (ds: DataSource) => new OrderLedger(ds), inject: [DataSource] },
    { provide: OrderPrivacy, useFactory: (ds: DataSource) => new OrderPrivacy(ds), inject: [DataSource] },
    { provide: WebhookDeliveryStore, useFactory: (ds: DataSource) => new WebhookDeliveryStore(ds), inject: [DataSource] },
  ],
})
export class FulfilmentModule {}
