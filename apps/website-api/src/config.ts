import { DatabaseAppConfig } from '@fulfil/platform';

/**
 * Environment of website-api, validated at boot (a bad variable stops the app with a
 * message naming it). Shared variables are documented on DatabaseAppConfig and
 * BaseAppConfig; PORT defaults to 3000.
 */
export class WebsiteConfig extends DatabaseAppConfig {}

/** Default port of website-api. */
export const DEFAULT_PORT = 3000;
