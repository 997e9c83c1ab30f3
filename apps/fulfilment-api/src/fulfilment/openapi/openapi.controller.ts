import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags, OpenAPIObject } from '@nestjs/swagger';
import { OpenApiService } from './openapi.service';

/** Serves the OpenAPI document of the whole app. */
@ApiTags('Platform')
@Controller('v1.0')
export class OpenApiController {
  constructor(private readonly openApi: OpenApiService) {}

  @Get('openapi.json')
  @ApiOperation({ summary: 'OpenAPI 3 document of this app (public, admin and webhook endpoints)' })
  @ApiOkResponse({ description: 'This document.' })
  document(): OpenAPIObject {
    return this.openApi.get();
  }
}
