import { Body, Controller, Get, HttpCode, Post, Put, UseGuards } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger';
import { ApiProblems } from '@fulfil/platform';
import { ValidationProblem } from '@fulfil/problem-details';
import { LocationLinkError, type PlatformLocationLink, type PlatformSyncState } from '@fulfil/store-settings';
import { AdminAuthGuard, AdminShop } from '../admin/admin-auth.guard';
import { PlatformSyncService } from './platform-sync.service';

const ID = { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } as const;

/** `[{platform_location_id, location_id}]`: the body and answer of the location links. */
const LINKS_SCHEMA: SchemaObject = {
  type: 'array',
  maxItems: 1000,
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['platform_location_id', 'location_id'],
    properties: {
      platform_location_id: { ...ID, description: 'The numeric id of the platform location (`gid://shopify/Location/<id>`).' },
      location_id: { ...ID, maximum: 2147483647, description: "One of the token's shop's locations." },
    },
  },
  example: [{ platform_location_id: 60000, location_id: 1 }],
};

/** The sync state answered by GET and POST `/admin/v1.0/storefront-platform/sync`. */
export const STATE_SCHEMA: SchemaObject = {
  type: 'object',
  required: ['status', 'started_at', 'finished_at', 'details'],
  properties: {
    status: { type: 'string', enum: ['never', 'running', 'completed', 'failed'] },
    started_at: { type: 'string', format: 'date-time', nullable: true },
    finished_at: { type: 'string', format: 'date-time', nullable: true },
    details: {
      type: 'object',
      additionalProperties: true,
      description:
        '`counts` (products, variants, collections, platform_locations, levels_applied, levels_kept_aside, levels_skipped, rows_deleted), `unmapped_platform_locations` [{platform_location_id, name}], `kept_aside` [{platform_location_id, levels}] and `error` (null, or {reason, operation, message}).',
    },
  },
  example: {
    status: 'completed',
    started_at: '2026-03-09T02:00:00.000Z',
    finished_at: '2026-03-09T02:01:10.000Z',
    details: { counts: { products: 1000 }, error: null },
  },
};

const STANDARD_PROBLEMS: [number, string][] = [
  [400, 'VALIDATION_FAILED: a body field is invalid (`errors` names each); nothing is written.'],
  [401, 'UNAUTHORIZED: no valid admin bearer token (`WWW-Authenticate: Bearer realm="admin"`).'],
];

/** Reads and checks the links body. @throws ValidationProblem naming the first bad field */
function parseLinks(body: unknown): PlatformLocationLink[] {
  const fail = (field: string, message: string) => new ValidationProblem([{ field, message, rule: 'type' }]);
  if (!Array.isArray(body)) throw fail('body', 'The body must be an array of {platform_location_id, location_id}.');
  if (body.length > 1000) throw fail('body', 'At most 1000 links.');
  return body.map((entry: unknown, i) => {
    const e = (entry ?? {}) as Record<string, unknown>;
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry))
      throw fail(`[${i}]`, 'Each link is an object {platform_location_id, location_id}.');
    const extra = Object.keys(e).find((k) => k !== 'platform_location_id' && k !== 'location_id');
    if (extra) throw fail(`[${i}].${extra}`, `${extra} is not a member of a link.`);
    for (const [key, max] of [
      ['platform_location_id', Number.MAX_SAFE_INTEGER],
      ['location_id', 2147483647],
    ] as const)
      if (!Number.isSafeInteger(e[key]) || (e[key] as number) < 1 || (e[key] as number) > max)
        throw fail(`[${i}].${key}`, `${key} must be a positive integer.`);
    return { platform_location_id: e['platform_location_id'] as number, location_id: e['location_id'] as number };
  });
}

/**
 * The catalogue sync from the storefront platform (docs/platform-install.md, "Sync"): which of
 * the token's shop's locations each platform location is, and the sync's state; POST starts
 * a sync.
 */
@Controller('admin/v1.0/storefront-platform')
@ApiTags('Admin: shop')
@UseGuards(AdminAuthGuard)
export class PlatformSyncController {
  constructor(private readonly sync: PlatformSyncService) {}

  @Get('locations')
  @ApiOperation({
    summary: 'The links of platform locations to our locations',
    description: 'Inventory of a platform location without a link is kept aside, not applied.',
  })
  @ApiOkResponse({ description: 'The links, by platform location id.', schema: LINKS_SCHEMA })
  @ApiProblems(STANDARD_PROBLEMS[1])
  links(@AdminShop() shopId: number): Promise<PlatformLocationLink[]> {
    return this.sync.repository.links(shopId);
  }

  @Put('locations')
  @ApiOperation({
    summary: 'Replaces the links of platform locations to our locations',
    description: 'One to one. Inventory follows at the next sync (POST .../sync) or inventory webhook; nothing already applied moves.',
  })
  @ApiBody({ required: true, schema: LINKS_SCHEMA })
  @ApiOkResponse({ description: 'The links now stored.', schema: LINKS_SCHEMA })
  @ApiProblems(
    [400, `${STANDARD_PROBLEMS[0][1]} Also a location id that is not the shop's, or a location or platform location named twice.`],
    STANDARD_PROBLEMS[1],
  )
  async setLinks(@AdminShop() shopId: number, @Body() body: unknown): Promise<PlatformLocationLink[]> {
    const links = parseLinks(body);
    try {
      return await this.sync.repository.setLinks(shopId, links);
    } catch (error) {
      if (error instanceof LocationLinkError) throw new ValidationProblem([{ field: error.field, message: error.message, rule: 'link' }]);
      throw error;
    }
  }

  @Get('sync')
  @ApiOperation({
    summary: "The state of the shop's last catalogue sync",
    description: 'Started and finished, counts, error, and the platform locations without a link.',
  })
  @ApiOkResponse({ description: 'The last sync (`status: never` before the first).', schema: STATE_SCHEMA })
  @ApiProblems(STANDARD_PROBLEMS[1])
  state(@AdminShop() shopId: number): Promise<PlatformSyncState> {
    return this.sync.repository.state(shopId);
  }

  @Post('sync')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Starts a catalogue sync from the storefront platform',
    description: 'Runs in the background (bulk operations); GET .../sync reports it. A sync already running is not started twice: 202 with its state.',
  })
  @ApiResponse({ status: 202, description: 'Accepted; the state right after (`running`).', schema: STATE_SCHEMA })
  @ApiProblems(STANDARD_PROBLEMS[1])
  async start(@AdminShop() shopId: number): Promise<PlatformSyncState> {
    return (await this.sync.start(shopId)).state;
  }
}
