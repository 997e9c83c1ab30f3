import type { INestApplication } from '@nestjs/common';
import { createTestDatabase, TestDatabase } from '@fulfil/database/testing';
import type { ContractSample } from '@fulfil/platform/testing';
import { FORMS_TABLE_SET } from '@fulfil/website-forms';
import { createWebsiteApp, testConfig } from './support';

/** website-api as `npm start` runs it (no helpdesk or reCAPTCHA credentials: the local helpdesk and the bot check's test mode). */
export interface DemoWebsiteApp {
  app: INestApplication;
  close(): Promise<void>;
}

/** Starts website-api as production builds it, configured as the demo runs it, on a fresh SQLite database. */
export async function startDemoWebsiteApp(): Promise<DemoWebsiteApp> {
  const db: TestDatabase = await createTestDatabase('sqlite', FORMS_TABLE_SET);
  const app = await createWebsiteApp(testConfig(db.url, undefined));
  return {
    app,
    close: async () => {
      await app.close();
      await db.drop();
    },
  };
}

const form = {
  email: 'jane@example.com',
  firstName: 'Jane',
  lastName: 'Doe',
  telephone: '+493012345678',
  company: 'Acme',
  helpWith: 'Delivery',
  message: 'My order #1001 has not arrived.',
  captchaToken: 'test-pass',
  captchaAction: 'contact_form_submit',
};

/**
 * One call of every operation of the document, success first and then typical errors
 * (docs/openapi.md, "Contract tests"). A new operation needs a sample here.
 */
export function websiteContractSamples(): ContractSample[] {
  return [
    { operationId: 'listVersions', method: 'get', url: '/api', status: 200 },
    { operationId: 'describeV1', method: 'get', url: '/api/v1', status: 200 },
    { operationId: 'getOpenApiV1', method: 'get', url: '/api/v1/openapi.json', status: 200, noExample: true },
    { operationId: 'getReferenceV1', method: 'get', url: '/api/v1/reference', status: 301 },
    { operationId: 'submitContactForm', method: 'post', url: '/api/v1/contact-form', body: form, status: 200 },
    { operationId: 'submitContactForm', method: 'post', url: '/api/v1/contact-form', body: { ...form, email: 'not-an-address' }, status: 400 },
    { operationId: 'submitContactForm', method: 'post', url: '/api/v1/contact-form', body: { ...form, captchaToken: 'test-fail' }, status: 401 },
    // A post from another site's page: refused by the same-site check (docs/api-decisions.md, "Form posts from other sites").
    {
      operationId: 'submitContactForm',
      method: 'post',
      url: '/api/v1/contact-form',
      headers: { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' },
      body: form,
      status: 403,
      noExample: true,
    },
    {
      operationId: 'submitContactFormUnversioned',
      method: 'post',
      url: '/api/contact-form',
      body: { ...form, message: 'Where is my order #1002?' },
      status: 200,
    },
    { operationId: 'signUpForNewsletter', method: 'post', url: '/api/v1/newsletter-signup', body: { email: 'jane@example.com' }, status: 200 },
    { operationId: 'signUpForNewsletter', method: 'post', url: '/api/v1/newsletter-signup', body: {}, status: 400 },
    { operationId: 'signUpForNewsletterUnversioned', method: 'post', url: '/api/newsletter-signup', body: { email: 'john@example.com' }, status: 200 },
    // A browser's own form post (form-encoded, Accept preferring HTML): 303 back to /contact, success and failure alike.
    {
      operationId: 'submitContactFormUnversioned',
      method: 'post',
      url: '/api/contact-form',
      headers: BROWSER_POST,
      body: new URLSearchParams({ ...form, message: 'Sent without JavaScript.' }).toString(),
      status: 303,
    },
    {
      operationId: 'signUpForNewsletterUnversioned',
      method: 'post',
      url: '/api/newsletter-signup',
      headers: BROWSER_POST,
      body: 'email=not-an-address',
      status: 303,
    },
  ];
}

/** The headers of a browser's form post without JavaScript. */
const BROWSER_POST = { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8' };
