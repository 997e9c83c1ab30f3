export * from './clock/clock';
export * from './config/config';
export * from './http/problem-details.filter';
export * from './http/route-table';
export * from './http/express-adapter';
export * from './http/public-base';
export * from './http/validation';
export * from './http/decimal';
export * from './http/request-body';
export * from './http/client-error';
export * from './health/readiness.service';
export * from './health/health.controller';
export * from './platform.module';
export * from './logging/request-context';
export * from './bootstrap';
export * from './main-runner';
export * from './problems/problems.controller';
export * from './openapi/openapi-document';
export * from './rate-limit/rate-limit-headers';
export * from './rate-limit/rate-limit-storage';
export * from './rate-limit/rate-limit.guard';
export * from './rate-limit/rate-limit.module';
export * from './rate-limit/unrouted-rate-limit.middleware';
export * from './problems/error-mapping';
<<<<<<< HEAD
export * from './outbound/send';
export * from './tasks/periodic-task';
=======
export * from './http/static-asset';
>>>>>>> picker
