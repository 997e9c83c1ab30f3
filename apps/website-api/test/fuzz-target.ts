import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createTestDatabase, TestDatabase } from '@fulfil/database/testing';
import { FuzzTarget, listeningAddress } from '@fulfil/platform/testing';
import { FORMS_TABLE_SET } from '@fulfil/website-forms';
import { createWebsiteApp, Fakes, startFakes, stopFakes, testConfig } from './support';

/** website-api running for a fuzz run, and how to stop it. */
export interface RunningFuzzTarget {
  target: FuzzTarget;
  app: INestApplication;
  close(): Promise<void>;
}

/**
 * Starts website-api exactly as production does (createTestApp, the shared bootstrap,
 * WEBSITE_BOOTSTRAP_OPTIONS) on a fresh SQLite database, with HubSpot and reCAPTCHA
 * played by the fake servers on loopback and the rate limit raised out of the way, and
 * describes it for `runFuzz`: its OpenAPI document (`GET /api/v1/openapi.json`) and field
 * values the fakes accept (the `valid` captcha token), so a share of the forms gets
 * through to the helpdesk. Used by `test/fuzz.e2e-spec.ts` and by `npm run fuzz`.
 */
export async function startWebsiteFuzzTarget(): Promise<RunningFuzzTarget> {
  const fakes: Fakes = await startFakes();
  const db: TestDatabase = await createTestDatabase('sqlite', FORMS_TABLE_SET);
  const app = await createWebsiteApp(testConfig(db.url, fakes, { RATE_LIMIT: '100000000' }));
  const document = (await request(app.getHttpServer()).get('/api/v1/openapi.json').expect(200)).body;
  // The fakes keep every request they get; a long run would keep them all.
  const trim = setInterval(() => {
    fakes.hubspot.requests.length = 0;
    fakes.siteverify.requests.length = 0;
  }, 1000);
  return {
    app,
    target: {
      name: 'website-api',
      address: await listeningAddress(app),
      document,
      examples: {
        email: ['jane@example.com', 'News@Example.com'],
        firstName: ['Jane'],
        lastName: ['Doe'],
        message: ['My order has not arrived.'],
        helpWith: ['Delivery'],
        telephone: ['+493012345678'],
        company: ['Acme'],
        captchaToken: ['valid', 'test-fail'],
        captchaAction: ['contact_form_submit'],
      },
    },
    close: async () => {
      clearInterval(trim);
      await app.close();
      await db.drop();
      await stopFakes(fakes);
    },
  };
}
