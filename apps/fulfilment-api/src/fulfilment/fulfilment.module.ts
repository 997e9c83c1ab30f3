import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CapacityRepository, OrderLedger, StoreSettingsModule, UsageCounter } from '@fulfil/store-settings';
import { DeliveryController } from './delivery/delivery.controller';
import { DeliveryService } from './delivery/delivery.service';
import { GeoService } from './domain/geo.service';
import { UsageService } from './domain/usage.service';
import { ShopContext } from './http/shop-context';
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
import './problems';
import { FulfilmentConfig } from '../config';

/**
 * The fulfilment-options API (`/v1.0`): the storefront's read endpoints, reservations
 * for checkouts, the order webhooks and the OpenAPI document. Thin controllers; the
 * rules live in @fulfil/scheduling (calendars), @fulfil/geo (geocoding, nearest
 * locations, area matching) and @fulfil/store-settings (read models, capacity).
 */
@Module({
  imports: [StoreSettingsModule],
  controllers: [PickupController, DeliveryController, StoreController, ReservationsController, WebhooksController, OpenApiController],
  providers: [
    ShopContext,
    GeoService,
    UsageService,
    PickupService,
    DeliveryService,
    StoreService,
    ReservationsService,
    ReservationJanitor,
    WebhooksService,
    OpenApiService,
    { provide: OrderLedger, useFactory: (ds: DataSource) => new OrderLedger(ds), inject: [DataSource] },
    { provide: UsageCounter, useFactory: (ds: DataSource, config: FulfilmentConfig) => new UsageCounter(ds, { maxAgeMs: config.CAPACITY_CACHE_MS }), inject: [DataSource, FulfilmentConfig] },
    { provide: CapacityRepository, useFactory: (ds: DataSource) => new CapacityRepository(ds), inject: [DataSource] },
  ],
  exports: [ShopContext, GeoService],
})
export class FulfilmentModule {}
