import { DynamicModule, MiddlewareConsumer, Module, NestModule, RequestMethod } from '@nestjs/common';
import { ApiReferenceModule, Metrics, PlatformModule, RateLimitModule, UnroutedRateLimitMiddleware } from '@fulfil/platform';
import { databaseTimeouts, DatabaseModule } from '@fulfil/database';
import { EnquiryRepository, FORMS_TABLE_SET } from '@fulfil/website-forms';
import { observeCaptchaFailures, observeHelpdeskFailures, TypeOrmLocalHelpdeskStore } from '@fulfil/helpdesk';
import { FormValuesSealer } from '@fulfil/website-pages';
import { DataSource } from 'typeorm';
import './problems';
import { WebsiteConfig } from './config';
import { DiscoveryController } from './discovery/discovery.controller';
import { OpenApiService } from './discovery/openapi.service';
import { EnquiryDeliveryService } from './enquiries/enquiry-delivery.service';
import { EnquiryRetryWorker } from './enquiries/enquiry-retry.worker';
import { BrowserFormFilter, BrowserFormResponder } from './forms/browser-forms';
import { ContactFormService } from './forms/contact-form.service';
import { FormsController } from './forms/forms.controller';
import { NewsletterService } from './forms/newsletter.service';
import { CAPTCHA_VERIFIER, captchaVerifierFor, HELPDESK, helpdeskFor } from './integrations/integrations';
import { PagesController } from './pages/pages.controller';
import { ApiVersionMiddleware } from './versioning/api-version.middleware';
import { countUpstreamErrors, enquiryGauges } from './operations/website-metrics';

const ENQUIRY_METRICS = Symbol('EnquiryMetrics');

/**
 * Root module of website-api: the website form API (contact form -> helpdesk
 * ticket, newsletter signup) and the contact page the site's visitors use it from, on the shared platform, with its `forms` database,
 * the helpdesk and bot check chosen by configuration, rate limits, version
 * headers, discovery and the enquiry retry worker.
 */
@Module({})
export class AppModule implements NestModule {
  static forRoot(config: WebsiteConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot({ appName: 'website-api', config }),
        DatabaseModule.forRoot({
          url: config.DATABASE_URL,
          migrationsRun: config.DB_MIGRATIONS_RUN,
          tables: FORMS_TABLE_SET,
          timeouts: databaseTimeouts(config),
          poolSize: config.DB_POOL_SIZE,
        }),
        RateLimitModule.forRoot({
          redisUrl: config.REDIS_URL,
          keyPrefix: config.RATE_LIMIT_KEY_PREFIX,
          policy: { limit: config.RATE_LIMIT, windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS },
        }),
        // The reference at /docs (docs/openapi.md), linked from GET /api.
        ApiReferenceModule.forRoot({ title: 'Website API', openApiPath: '/api/v1/openapi.json' }),
      ],
      controllers: [FormsController, DiscoveryController, PagesController],
      providers: [
        { provide: EnquiryRepository, useFactory: (ds: DataSource) => new EnquiryRepository(ds), inject: [DataSource] },
        { provide: TypeOrmLocalHelpdeskStore, useFactory: (ds: DataSource) => new TypeOrmLocalHelpdeskStore(ds), inject: [DataSource] },
        {
          provide: HELPDESK,
          useFactory: (store: TypeOrmLocalHelpdeskStore, metrics: Metrics) => observeHelpdeskFailures(helpdeskFor(config, store), countUpstreamErrors(metrics)),
          inject: [TypeOrmLocalHelpdeskStore, Metrics],
        },
        {
          provide: CAPTCHA_VERIFIER,
          useFactory: (metrics: Metrics) => observeCaptchaFailures(captchaVerifierFor(config), countUpstreamErrors(metrics)),
          inject: [Metrics],
        },
        { provide: ENQUIRY_METRICS, useFactory: enquiryGauges, inject: [Metrics, EnquiryRepository] },
        EnquiryDeliveryService,
        EnquiryRetryWorker,
        ContactFormService,
        NewsletterService,
        OpenApiService,
        { provide: FormValuesSealer, useFactory: () => new FormValuesSealer(config.FORM_STATE_SECRET?.trim() || undefined) },
        BrowserFormResponder,
        BrowserFormFilter,
      ],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    // Requests no route serves (404, 405) carry the RateLimit headers too: every answer of
    // the website API does (docs/api-decisions.md, "Rate limits").
    consumer.apply(ApiVersionMiddleware, UnroutedRateLimitMiddleware).forRoutes({ path: '{*path}', method: RequestMethod.ALL });
  }
}
