import type { INestApplication } from '@nestjs/common';
import { FakeHubSpot, FakeSiteverify } from '@fulfil/helpdesk/testing';
import { createTestApp } from '@fulfil/platform/testing';
import { AppModule } from '../src/app.module';
import { WEBSITE_BOOTSTRAP_OPTIONS } from '../src/bootstrap-options';
import { loadWebsiteConfig, WebsiteConfig } from '../src/config';

/** The fake HubSpot and siteverify servers of a test file, on loopback. */
export interface Fakes {
  hubspot: FakeHubSpot;
  siteverify: FakeSiteverify;
}

/** Starts both fakes (call in beforeAll; stop them in afterAll). */
export async function startFakes(): Promise<Fakes> {
  const fakes = { hubspot: new FakeHubSpot(), siteverify: new FakeSiteverify() };
  await Promise.all([fakes.hubspot.start(), fakes.siteverify.start()]);
  return fakes;
}

/** Stops both fakes. */
export async function stopFakes(fakes: Fakes | undefined): Promise<void> {
  await Promise.all([fakes?.hubspot.stop(), fakes?.siteverify.stop()]);
}

/**
 * Test configuration, validated like production: HubSpot and reCAPTCHA pointed
 * at the fakes (when given), short timeouts, no retry timer (tests call
 * `runOnce`), a rate limit high enough not to get in the way unless overridden.
 */
export function testConfig(databaseUrl: string, fakes: Fakes | undefined, env: Record<string, string | undefined> = {}): WebsiteConfig {
  return loadWebsiteConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
    ...(fakes
      ? {
          HUBSPOT_ACCESS_TOKEN: 'test-token',
          HUBSPOT_BASE_URL: fakes.hubspot.url,
          HUBSPOT_PIPELINE: '0',
          HUBSPOT_PIPELINE_STAGE: '1',
          HUBSPOT_SUBSCRIPTION_ID: '12345',
          HUBSPOT_TICKET_ENQUIRY_PROPERTY: 'fulfil_enquiry_id',
          RECAPTCHA_SECRET: 'test-secret',
          RECAPTCHA_SITE_KEY: 'test-site-key',
          RECAPTCHA_VERIFY_URL: fakes.siteverify.verifyUrl,
        }
      : {}),
    HUBSPOT_TIMEOUT_MS: '1000',
    RECAPTCHA_TIMEOUT_MS: '1000',
    ENQUIRY_RETRY_INTERVAL_MS: '0',
    RATE_LIMIT: '10000',
    ...env,
  });
}

/** Builds website-api exactly as `main.ts` does (same module, same bootstrap options). */
export function createWebsiteApp(config: WebsiteConfig): Promise<INestApplication> {
  return createTestApp(AppModule.forRoot(config), config, WEBSITE_BOOTSTRAP_OPTIONS);
}

let counter = 0;

/** A valid contact form; the message is unique per call unless overridden. */
export function contactForm(overrides: Record<string, string | undefined> = {}): Record<string, string> {
  const form: Record<string, string | undefined> = {
    email: 'jane@example.com',
    firstName: 'Jane',
    lastName: 'Doe',
    telephone: '+493012345678',
    company: 'Acme',
    helpWith: 'Delivery',
    message: `My order has not arrived (${Date.now()}-${++counter}).`,
    captchaToken: 'valid',
    captchaAction: 'contact_form_submit',
    ...overrides,
  };
  return Object.fromEntries(Object.entries(form).filter(([, v]) => v !== undefined)) as Record<string, string>;
}
