import { Controller, Get } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { OpenAPIObject } from '@nestjs/swagger';
import { OpenApiService } from './openapi.service';

/** `GET /openapi.json`: the OpenAPI 3 document of widget-api. */
@ApiExcludeController()
@Controller('openapi.json')
export class OpenApiController {
  constructor(private readonly openApi: OpenApiService) {}

  @Get()
  document(): OpenAPIObject {
    return this.openApi.get();
  }
}
