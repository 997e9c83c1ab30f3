import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN_API_VERSION, PLATFORM_APP_SCOPES } from '@fulfil/storefront-platform';

/*
 * The Shopify app's configuration (shopify-app/shopify.app.toml, deployed with Shopify CLI)
 * must ask for what this app's install asks for (docs/platform-install.md): the same scopes,
 * the pinned Admin API version, the install callback, and the privacy topics on their routes.
 */
describe('the app configuration (shopify-app/shopify.app.toml) agrees with fulfilment-api', () => {
  const toml = readFileSync(join(__dirname, '..', '..', '..', '..', 'shopify-app', 'shopify.app.toml'), 'utf8');
  /** The string value of `key = "..."` (the first one in the file). */
  const value = (key: string) => new RegExp(`^${key}\\s*=\\s*"([^"]*)"`, 'm').exec(toml)?.[1];

  it('asks for exactly the scopes the install asks for, on the pinned Admin API version', () => {
    expect(value('scopes')?.split(',')).toEqual([...PLATFORM_APP_SCOPES]);
    expect(value('api_version')).toBe(ADMIN_API_VERSION);
  });

  it("redirects to the install's callback and subscribes the three privacy topics to their intake routes", () => {
    expect(/^redirect_urls\s*=\s*\["https:\/\/[^"/]+\/platform\/oauth\/callback"\]/m.test(toml)).toBe(true);
    for (const topic of ['customers/data_request', 'customers/redact', 'shop/redact']) {
      expect(toml).toContain(`compliance_topics = ["${topic}"]\nuri = "https://fulfilment.example.com/v1.0/webhooks/${topic}"`);
    }
  });
});
