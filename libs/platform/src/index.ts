export { Clock, FixedClock } from './clock/clock';
export { BaseAppConfig, ConfigValidationError, DatabaseAppConfig, envBoolean, EnvInt, envNumber, loadConfig } from './config/config';
export { SecretEnv, secretEnvNames, secretFromEnv } from './config/config';
export { ProblemDetailsFilter } from './http/problem-details.filter';
export { allowedMethods } from './http/route-table';
export { absoluteLinkBase, linkBase } from './http/public-base';
export { flattenValidationErrors } from './http/validation';
export { DecimalInt, IdPipe } from './http/decimal';
export type { RawBodyRequest } from './http/request-body';
export { IMMUTABLE_CACHE_CONTROL, NO_CACHE_CONTROL, StaticBundle } from './http/static-bundle';
export { ReadinessService } from './health/readiness.service';
export { PlatformModule } from './platform.module';
export { createApp, listen, type BootstrapOptions } from './bootstrap';
export { runMain } from './main-runner';
export { attachExamples, buildOpenApiDocument, OpenApiDocumentService } from './openapi/openapi-document';
export { RateLimitGuard } from './rate-limit/rate-limit.guard';
export { RateLimitModule } from './rate-limit/rate-limit.module';
export { UnroutedRateLimitMiddleware } from './rate-limit/unrouted-rate-limit.middleware';
export { mapKnownError, registerErrorMapper } from './problems/error-mapping';
export { send, sleep, TransportError, type HttpReply, type SendOptions } from './outbound/send';
export { PeriodicTask } from './tasks/periodic-task';
export { MultipartFields, type MultipartLimits } from './http/multipart';
export {
  EmbedBundleModule,
  EMBED_LOADER_MAX_AGE_SECONDS,
  EMBED_LOADER_STALE_WHILE_REVALIDATE_SECONDS,
  embedLoaderCacheControl,
  type EmbedBundleOptions,
} from './http/embed-bundle.module';
export { Metrics, type ProductCounter } from './metrics/metrics';
export { CachePolicy } from './http/http-caching';
export { ApiProblems, PROBLEM_DETAILS_REF, PROBLEM_MEDIA_TYPE, problemResponse } from './openapi/problem-schema';
export { jsonSchemaToOpenApi } from './openapi/json-schema';
export { ApiReferenceModule } from './openapi/api-reference.module';
export { arrayOf, ID_SCHEMA, jsonContent, nullable, objectSchema, OPENAPI_DOCUMENT_SCHEMA, schemaRef } from './openapi/schema-helpers';
export { preparedJson, SerializedJson } from './http/prepared-json';
export { documentRateLimits } from './openapi/rate-limit-docs';
