import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags, OpenAPIObject } from '@nestjs/swagger';
import { jsonContent, OPENAPI_DOCUMENT_SCHEMA } from '@fulfil/platform';
import { OpenApiService } from './openapi.service';

/** Serves the OpenAPI document of the whole app. */
@ApiTags('Platform')
@Controller('v1.0')
export class OpenApiController {
  constructor(private readonly openApi: OpenApiService) {}

  @Get('openapi.json')
  @ApiOperation({
    summary: 'OpenAPI 3 document of this app',
    description: 'The public, admin, webhook and platform operations; rendered for people at `/docs`.',
  })
  @ApiOkResponse({ description: 'This document.', content: jsonContent(OPENAPI_DOCUMENT_SCHEMA) })
  document(): OpenAPIObject {
    return this.openApi.get();
  }
}
