import { ConfigValidationError } from '@fulfil/platform';
import { contactTopics, loadWebsiteConfig } from './config';

describe('website-api configuration', () => {
  const load = (env: Record<string, string>) => loadWebsiteConfig({ NODE_ENV: 'test', ...env });
  const problems = (env: Record<string, string>) => {
    try {
      load(env);
    } catch (error) {
      if (error instanceof ConfigValidationError) return error.problems.join('\n');
      throw error;
    }
    return '';
  };

  it('has working defaults without any credentials', () => {
    const config = load({});
    expect(config).toMatchObject({
      HUBSPOT_TIMEOUT_MS: 3000,
      RECAPTCHA_THRESHOLD: 0.5,
      CAPTCHA_MODE: 'auto',
      RATE_LIMIT: 30,
      RATE_LIMIT_WINDOW_SECONDS: 60,
      ENQUIRY_RETRY_MAX_ATTEMPTS: 12,
    });
    expect(config.HUBSPOT_ACCESS_TOKEN).toBeUndefined();
    expect(config.API_V1_DEPRECATED_AT).toBeUndefined();
  });

  it('requires pipeline, stage, subscription id and the enquiry-reference ticket property with a HubSpot token', () => {
    const text = problems({ HUBSPOT_ACCESS_TOKEN: 'pat-123' });
    expect(text).toMatch(/HUBSPOT_PIPELINE\b/);
    expect(text).toMatch(/HUBSPOT_PIPELINE_STAGE/);
    expect(text).toMatch(/HUBSPOT_SUBSCRIPTION_ID/);
    expect(text).toMatch(/HUBSPOT_TICKET_ENQUIRY_PROPERTY is required/);
    const hubspot = { HUBSPOT_ACCESS_TOKEN: 'pat-123', HUBSPOT_PIPELINE: '0', HUBSPOT_PIPELINE_STAGE: '1', HUBSPOT_SUBSCRIPTION_ID: '9' };
    expect(problems({ ...hubspot, HUBSPOT_TICKET_ENQUIRY_PROPERTY: 'fulfil_enquiry_id' })).toBe('');
    expect(problems({ ...hubspot, HUBSPOT_TICKET_ENQUIRY_PROPERTY: 'none' })).toBe('');
    expect(problems({ ...hubspot, HUBSPOT_TICKET_ENQUIRY_PROPERTY: 'Enquiry ID' })).toMatch(/HUBSPOT_TICKET_ENQUIRY_PROPERTY/);
  });

  it('checks numbers, modes and URLs', () => {
    expect(problems({ RECAPTCHA_THRESHOLD: '1.5' })).toMatch(/RECAPTCHA_THRESHOLD/);
    expect(problems({ RATE_LIMIT: '0' })).toMatch(/RATE_LIMIT/);
    expect(problems({ CAPTCHA_MODE: 'off' })).toMatch(/CAPTCHA_MODE/);
    expect(problems({ CAPTCHA_MODE: 'recaptcha' })).toMatch(/RECAPTCHA_SECRET: required/);
    expect(problems({ NODE_ENV: 'production' })).toMatch(/RECAPTCHA_SECRET: required when NODE_ENV=production/);
    expect(problems({ NODE_ENV: 'production', CAPTCHA_MODE: 'test', RECAPTCHA_SECRET: 's' })).toMatch(/test mode is refused/);
    expect(problems({ NODE_ENV: 'production', RECAPTCHA_SECRET: 's', RECAPTCHA_SITE_KEY: 'site-key_1' })).toBe('');
    expect(problems({ HUBSPOT_BASE_URL: 'ftp://x' })).toMatch(/HUBSPOT_BASE_URL/);
    expect(problems({ HUBSPOT_TIMEOUT_MS: '50' })).toMatch(/HUBSPOT_TIMEOUT_MS/);
  });

  it('requires the site key the contact page needs whenever reCAPTCHA checks the tokens', () => {
    expect(problems({ RECAPTCHA_SECRET: 's' })).toMatch(/RECAPTCHA_SITE_KEY: required/);
    expect(problems({ CAPTCHA_MODE: 'recaptcha', RECAPTCHA_SECRET: 's' })).toMatch(/RECAPTCHA_SITE_KEY: required/);
    expect(problems({ RECAPTCHA_SECRET: 's', RECAPTCHA_SITE_KEY: 'site-key_1' })).toBe('');
    expect(problems({ RECAPTCHA_SITE_KEY: 'a key with spaces' })).toMatch(/RECAPTCHA_SITE_KEY must be/);
    expect(problems({ CAPTCHA_MODE: 'test', RECAPTCHA_SECRET: 's' })).toBe('');
  });

  it('checks the contact page settings: topics, language and the form-state secret', () => {
    expect(contactTopics(load({}))).toEqual(['General question', 'Order', 'Delivery', 'Billing', 'Website']);
    expect(contactTopics(load({ CONTACT_TOPICS: ' Returns , Wholesale,Returns' }))).toEqual(['Returns', 'Wholesale']);
    expect(problems({ CONTACT_TOPICS: 'A,,B' })).toMatch(/CONTACT_TOPICS/);
    expect(problems({ CONTACT_TOPICS: `A,${'x'.repeat(201)}` })).toMatch(/CONTACT_TOPICS/);
    expect(problems({ SITE_LANGUAGE: 'xx' })).toMatch(/SITE_LANGUAGE/);
    expect(problems({ FORM_STATE_SECRET: 'short' })).toMatch(/FORM_STATE_SECRET must be at least 32/);
    expect(problems({ FORM_STATE_SECRET: 's'.repeat(32) })).toBe('');
  });

  it('takes the deprecation switch as a complete trio with a sunset at least 12 months later', () => {
    expect(problems({ API_V1_DEPRECATED_AT: '2027-01-01' })).toMatch(/API_V1_SUNSET: required[\s\S]*API_V1_SUCCESSOR: required/);
    expect(problems({ API_V1_DEPRECATED_AT: '2027-01-01', API_V1_SUNSET: '2027-06-01', API_V1_SUCCESSOR: '/api/v2' })).toMatch(/at least 12 months/);
    expect(problems({ API_V1_SUNSET: '2028-06-01' })).toMatch(/API_V1_DEPRECATED_AT: required/);
    expect(problems({ API_V1_DEPRECATED_AT: '2027-01-01', API_V1_SUNSET: '2028-06-01', API_V1_SUCCESSOR: '/api/v2' })).toBe('');
  });
});
