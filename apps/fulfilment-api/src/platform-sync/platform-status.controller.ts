import { Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { ApiProblems, IdPipe } from '@fulfil/platform';
import {
  PlatformCatalogueRepository,
  PlatformCredentialsRepository,
  PlatformSyncRepository,
  ShopEntity,
  type PlatformLocationView,
  type PlatformSyncState,
} from '@fulfil/store-settings';
import { AdminAuthGuard, AdminShop } from '../admin/admin-auth.guard';
import { FulfilmentConfig } from '../config';
import { PlatformLocationsService } from './platform-locations';
import { STATE_SCHEMA } from './platform-sync.controller';

/** `GET /admin/v1.0/storefront-platform/status` (docs/platform-install.md, "Status"). */
export interface PlatformStatus {
  configured: boolean;
  shop_domain: string | null;
  /** `<PLATFORM_APP_URL>/platform/install` (the console adds `?shop=`), or null when this server has no platform app. */
  install_url: string | null;
  /** The platform shop's currency as last read, the ordering widget's, and whether they agree (null: not known yet). */
  currency: { shop: string | null; widget: string | null; matches: boolean | null; checked_at: string | null };
  webhooks: { reconciled_at: string | null; missing: string[]; errors: string[] };
  sync: PlatformSyncState;
}

const NULLABLE_STRING = { type: 'string', nullable: true } as const;

const STATUS_SCHEMA: SchemaObject = {
  type: 'object',
  required: ['configured', 'shop_domain', 'install_url', 'currency', 'webhooks', 'sync'],
  properties: {
    configured: { type: 'boolean' },
    shop_domain: NULLABLE_STRING,
    install_url: { ...NULLABLE_STRING, format: 'uri' },
    currency: {
      type: 'object',
      required: ['shop', 'widget', 'matches', 'checked_at'],
      properties: {
        shop: { ...NULLABLE_STRING, description: "The platform shop's currency (ISO 4217) as the last sync read it." },
        widget: { ...NULLABLE_STRING, description: "The ordering widget's `currency_code`." },
        matches: { type: 'boolean', nullable: true, description: 'false: draft orders are refused (CURRENCY_MISMATCH) until they agree.' },
        checked_at: { ...NULLABLE_STRING, format: 'date-time' },
      },
    },
    webhooks: {
      type: 'object',
      required: ['reconciled_at', 'missing', 'errors'],
      properties: {
        reconciled_at: { ...NULLABLE_STRING, format: 'date-time' },
        missing: { type: 'array', items: { type: 'string' }, description: 'Topics without our subscription after the last reconcile.' },
        errors: { type: 'array', items: { type: 'string' } },
      },
    },
    sync: STATE_SCHEMA,
  },
  example: {
    configured: true,
    shop_domain: 'demo-bakery.myshopify.com',
    install_url: 'https://fulfil.example.com/platform/install',
    currency: { shop: 'USD', widget: 'USD', matches: true, checked_at: '2026-03-09T02:00:00.000Z' },
    webhooks: { reconciled_at: '2026-03-09T02:00:00.000Z', missing: [], errors: [] },
    sync: { status: 'completed', started_at: '2026-03-09T02:00:00.000Z', finished_at: '2026-03-09T02:01:10.000Z', details: { error: null } },
  },
};

const ADDRESS_SCHEMA: SchemaObject = {
  type: 'object',
  nullable: true,
  properties: Object.fromEntries(
    ['address1', 'address2', 'city', 'zip', 'province_code', 'country_code']
      .map((k) => [k, NULLABLE_STRING] as [string, SchemaObject])
      .concat([
        ['latitude', { type: 'number', nullable: true }],
        ['longitude', { type: 'number', nullable: true }],
      ]),
  ),
};

const PLATFORM_LOCATIONS_SCHEMA: SchemaObject = {
  type: 'array',
  items: {
    type: 'object',
    required: ['platform_location_id', 'name', 'active', 'address', 'location_id', 'location_name'],
    properties: {
      platform_location_id: { type: 'integer' },
      name: { type: 'string' },
      active: { type: 'boolean' },
      address: ADDRESS_SCHEMA,
      location_id: { type: 'integer', nullable: true, description: 'Our location linked to it, or null.' },
      location_name: NULLABLE_STRING,
    },
  },
  example: [
    {
      platform_location_id: 60000,
      name: 'Downtown',
      active: true,
      address: {
        address1: '100 N State St',
        address2: null,
        city: 'Chicago',
        zip: '60602',
        province_code: 'IL',
        country_code: 'US',
        latitude: 41.88,
        longitude: -87.63,
      },
      location_id: null,
      location_name: null,
    },
  ],
};

const UNAUTHORIZED: [number, string] = [401, 'UNAUTHORIZED: no valid admin bearer token (`WWW-Authenticate: Bearer realm="admin"`).'];

/**
 * What the console shows of the token's shop's connection to the storefront platform
 * (docs/platform-install.md, "Status" and "Locations"): the connection, currencies, webhook
 * reconcile and sync in one answer; the platform's locations with our linked ones; and
 * one of ours made from one of theirs.
 */
@Controller('admin/v1.0/storefront-platform')
@ApiTags('Admin: shop')
@UseGuards(AdminAuthGuard)
export class PlatformStatusController {
  constructor(
    private readonly config: FulfilmentConfig,
    private readonly dataSource: DataSource,
    private readonly credentials: PlatformCredentialsRepository,
    private readonly locationsService: PlatformLocationsService,
  ) {}

  @Get('status')
  @ApiOperation({
    summary: "The shop's connection to the storefront platform, for the console",
    description: 'Connected or not (and where to install), the two currencies, the last webhook reconcile and the last sync.',
  })
  @ApiOkResponse({ description: 'The connection.', schema: STATUS_SCHEMA })
  @ApiProblems(UNAUTHORIZED)
  async status(@AdminShop() shopId: number): Promise<PlatformStatus> {
    const catalogue = new PlatformCatalogueRepository(this.dataSource);
    const [domain, state, sync, shop] = await Promise.all([
      this.credentials.domain(shopId),
      catalogue.shopState(shopId),
      new PlatformSyncRepository(this.dataSource).state(shopId),
      this.dataSource.getRepository(ShopEntity).findOne({ where: { id: shopId }, select: { id: true, widgetSettings: true } }),
    ]);
    const widget = shop?.widgetSettings?.settings?.currency_code ?? null;
    const { PLATFORM_CLIENT_ID, PLATFORM_CLIENT_SECRET, PLATFORM_APP_URL } = this.config;
    return {
      configured: domain !== null,
      shop_domain: domain,
      install_url: PLATFORM_CLIENT_ID && PLATFORM_CLIENT_SECRET && PLATFORM_APP_URL ? `${PLATFORM_APP_URL}/platform/install` : null,
      currency: {
        shop: state.currency_code,
        widget,
        matches: state.currency_code && widget ? state.currency_code.toUpperCase() === widget.toUpperCase() : null,
        checked_at: state.currency_checked_at,
      },
      webhooks: state.webhooks,
      sync,
    };
  }

  @Get('platform-locations')
  @ApiOperation({
    summary: "The platform's locations as last synced, each with our linked location",
    description: 'By name. Listed by the sync and kept current by the location webhooks (which carry no coordinates: the next sync adds them).',
  })
  @ApiOkResponse({ description: 'The platform locations.', schema: PLATFORM_LOCATIONS_SCHEMA })
  @ApiProblems(UNAUTHORIZED)
  platformLocations(@AdminShop() shopId: number): Promise<PlatformLocationView[]> {
    return new PlatformCatalogueRepository(this.dataSource).locations(shopId);
  }

  @Post('platform-locations/:platformLocationId/location')
  @HttpCode(201)
  @ApiOperation({
    summary: 'Creates one of our locations from a platform location, and links them',
    description:
      'Name, address, coordinates (else geocoded from its postal code or city) and the time zone at them; external id the platform id; pickup, delivery and the ordering widget off until the merchant sets hours and pickup times.',
  })
  @ApiParam({ name: 'platformLocationId', schema: { type: 'integer', minimum: 1 } })
  @ApiResponse({
    status: 201,
    description: 'Created and linked.',
    schema: {
      type: 'object',
      required: ['platform_location_id', 'location_id'],
      properties: { platform_location_id: { type: 'integer' }, location_id: { type: 'integer' } },
    },
  })
  @ApiProblems(
    [400, 'VALIDATION_FAILED: `platformLocationId` is not a positive integer.'],
    UNAUTHORIZED,
    [404, 'PLATFORM_LOCATION_NOT_FOUND: the shop has no such platform location (run a sync first).'],
    [409, 'PLATFORM_LOCATION_LINKED: it is already linked to one of our locations (`location_id`); nothing created.'],
    [
      422,
      'PLATFORM_LOCATION_INCOMPLETE: it cannot be placed (no coordinates, postal code or city known) or lacks an address field (`errors`); nothing created.',
    ],
  )
  create(
    @AdminShop() shopId: number,
    @Param('platformLocationId', new IdPipe('platformLocationId', { max: Number.MAX_SAFE_INTEGER })) platformLocationId: number,
  ) {
    return this.locationsService.create(shopId, platformLocationId);
  }
}
