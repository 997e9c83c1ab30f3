import { DatabaseAppConfig } from '@fulfil/platform';

/**
 * Environment of fulfilment-api, validated at boot (a bad variable stops the app with a
 * message naming it). Shared variables are documented on DatabaseAppConfig and
 * BaseAppConfig; PORT defaults to 3001.
 */
export class FulfilmentConfig extends DatabaseAppConfig {}

/** Default port of fulfilment-api. */
export const DEFAULT_PORT = 3001;
