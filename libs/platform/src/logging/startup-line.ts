import { PinoLogger } from 'nestjs-pino';
import { BaseAppConfig, DatabaseAppConfig } from '../config/config';
import { buildVersion } from '../health/release-version';

/** What the start-up line says (also its JSON fields). */
export interface StartupFacts {
  app: string;
  /** APP_VERSION, else the version the build stamped (the app's package.json version and git commit), else `0.0.0-dev`. */
  version: string;
  /** The bound URL of the app. */
  url: string;
  /** `mysql <host:port/db>` (credentials never shown), `sqlite <file>`, or `none`. */
  database: string;
  /** `yes` when REDIS_URL is set (host shown, credentials not), else `no`. */
  redis: string;
  /** Where `/metrics` is served: the METRICS_PORT URL, `bearer token on the app port`, or `off`. */
  metrics: string;
}

/** URL without credentials or query (`mysql://u:p@db:3306/x?ssl=1` -> `db:3306/x`). */
function where(url: string): string {
  return url
    .replace(/^[a-z]+:\/\//i, '')
    .replace(/^[^@/]*@/, '')
    .replace(/\?.*$/, '');
}

/**
 * The facts of the start-up line of an app (docs/operations.md, "Start-up line").
 * The version: APP_VERSION when set (e.g. the image tag), else {@link buildVersion}: the app's
 * release as `<apps/<app>/package.json version>+<git commit>`, which the webpack build stamps
 * (tools/webpack/app-config.cjs; docs/releasing.md), `0.0.0-dev` from sources.
 */
export function startupFacts(appName: string, url: string, config: BaseAppConfig, metricsUrl?: string): StartupFacts {
  let database = 'none';
  if (config instanceof DatabaseAppConfig) {
    const dbUrl = config.DATABASE_URL;
    if (!dbUrl) database = 'sqlite (embedded, under data/)';
    else if (dbUrl.startsWith('sqlite:')) database = `sqlite ${dbUrl.slice('sqlite:'.length) || '(embedded, under data/)'}`;
    else database = `mysql ${where(dbUrl)}`;
  }
  return {
    app: appName,
    version: process.env.APP_VERSION || buildVersion(),
    url,
    database,
    redis: config.REDIS_URL ? `yes (${where(config.REDIS_URL)})` : 'no',
    metrics: metricsUrl ?? (config.METRICS_TOKEN ? `bearer token on ${url}/metrics` : 'off'),
  };
}

/** `fulfilment-api 1.1.0+5c4909d listening on http://127.0.0.1:3001 (database: sqlite ..., redis: no, metrics: off)`. */
export function startupLine(f: StartupFacts): string {
  return `${f.app} ${f.version} listening on ${f.url} (database: ${f.database}, redis: ${f.redis}, metrics: ${f.metrics})`;
}

/**
 * Writes the start-up line once, as a JSON log line at level `info`, whatever LOG_LEVEL
 * says (`warn` and above would otherwise print nothing at all), except `silent`.
 */
export function announceStartup(facts: StartupFacts, logLevel: string): void {
  if (logLevel === 'silent') return;
  const root = PinoLogger.root;
  const { app: _app, ...fields } = facts;
  if (root) root.child({ context: facts.app }, { level: 'info' }).info(fields, startupLine(facts));
  else process.stdout.write(`${startupLine(facts)}\n`);
}
