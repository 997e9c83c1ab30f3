import { DatabaseAppConfig } from '@fulfil/platform';

/**
 * Environment of widget-api, validated at boot (a bad variable stops the app with a
 * message naming it). Shared variables are documented on DatabaseAppConfig and
 * BaseAppConfig; PORT defaults to 3002.
 */
export class WidgetConfig extends DatabaseAppConfig {}

/** Default port of widget-api. */
export const DEFAULT_PORT = 3002;
