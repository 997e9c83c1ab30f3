import { plainToInstance, Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, Max, Min, MinLength, validateSync, ValidationError } from 'class-validator';
import { resolveConfigSecretFiles, resolveSecretFiles, SecretEnv } from './secret-files';

export { SecretEnv, secretEnvNames } from './secret-files';

/** Thrown at boot when the environment is invalid; the message names each bad variable. */
export class ConfigValidationError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigValidationError';
  }
}

/**
 * `@Transform` of a numeric environment variable: absent or empty stays `undefined` (so
 * the property's default applies), anything else becomes `Number(value)` for the
 * validators to judge (`'abc'` and `'0x10'`... become NaN or a number the `@IsInt()` /
 * `@Min()` / `@Max()` after it accept or refuse). The one parser of every app's numbers.
 */
export const envNumber = ({ value }: { value: unknown }): number | undefined => (value === undefined || value === '' ? undefined : Number(value));

/**
 * `@Transform` of a yes/no environment variable: the strings `true`, `1` and `yes` (any
 * case) are true, every other string false; a non-string (a default) is kept.
 */
export const envBoolean = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? ['true', '1', 'yes'].includes(value.toLowerCase()) : value);

/**
 * An optional whole-number variable within `[min, max]` (inclusive; `max` omitted =
 * unbounded), parsed by {@link envNumber}: `@EnvInt(1, 1440) RESERVATION_TTL_MINUTES = 15`.
 * A value that is not a whole number in range stops the app at boot, naming the variable.
 */
export function EnvInt(min: number, max?: number): PropertyDecorator {
  const decorators = [IsOptional(), Transform(envNumber), IsInt(), Min(min), ...(max === undefined ? [] : [Max(max)])];
  return (target, property) => {
    for (const decorate of decorators) decorate(target, property);
  };
}

/**
 * Variables every app understands. Each app extends this class with its own
 * (DATABASE_URL, HubSpot settings, ...) and validates it at boot with
 * {@link loadConfig}.
 */
export class BaseAppConfig {
  /** `development`, `test` or `production`. */
  @IsOptional()
  @IsIn(['development', 'test', 'production'])
  NODE_ENV: 'development' | 'test' | 'production' = 'development';

  /** TCP port to listen on. */
  @EnvInt(0, 65535)
  PORT?: number;

  /** Interface to bind; loopback by default, 0.0.0.0 in containers. */
  @IsOptional()
  @IsString()
  HOST = '127.0.0.1';

  /** pino level. */
  @IsOptional()
  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  /**
   * Express `trust proxy`: `false` (default), a hop count (`1`), or a comma-separated
   * list of proxy addresses/subnets (`loopback, 10.0.0.0/8`). A blanket `true` is
   * refused because the left-most X-Forwarded-For is spoofable (docs/api-decisions.md).
   */
  @IsOptional()
  @Matches(/^(false|\d+|[0-9a-zA-Z.:/, ]+)$/)
  @Matches(/^(?!true$)/, { message: 'TRUST_PROXY=true is refused; give a hop count or the proxy subnets' })
  TRUST_PROXY = 'false';

  /** Largest accepted request body, e.g. `100kb`. */
  @IsOptional()
  @Matches(/^\d+(b|kb|mb)$/i)
  BODY_LIMIT = '100kb';

  /** Comma-separated origins allowed by CORS besides any an app adds per request. */
  @IsOptional()
  @IsString()
  CORS_ORIGINS = '';

  /** Fixed "now" for demos and acceptance runs (ISO-8601 instant); refused in production. */
  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, {
    message: 'CLOCK_NOW must be an ISO-8601 instant with an offset, e.g. 2026-03-08T06:30:00Z',
  })
  CLOCK_NOW?: string;

  /**
   * Absolute public base URL of the app (e.g. https://api.example.com), used for
   * problem `type` URIs and links; by default the request's own origin.
   */
  @IsOptional()
  @Matches(/^https?:\/\/[^\s]+$/)
  PUBLIC_BASE_URL?: string;

  /** Redis URL; when set, shared state (rate limits, cache invalidation) lives there. May carry a password: a secret. */
  @SecretEnv()
  @IsOptional()
  @Matches(/^rediss?:\/\//)
  REDIS_URL?: string;

  /**
   * Port of a separate listener that serves only `GET /metrics` (Prometheus text), for a
   * scraper on a network the public does not reach; unset (default) = no such listener.
   * docs/operations.md, "Metrics".
   */
  @EnvInt(0, 65535)
  METRICS_PORT?: number;

  /** Interface of the METRICS_PORT listener; HOST by default. */
  @IsOptional()
  @IsString()
  METRICS_HOST?: string;

  /**
   * Bearer token that opens `GET /metrics` on the app's own port (at least 16
   * characters); unset (default) = no `/metrics` there. docs/operations.md, "Metrics".
   */
  @SecretEnv()
  @IsOptional()
  @IsString()
  @MinLength(16, { message: 'METRICS_TOKEN must be at least 16 characters' })
  METRICS_TOKEN?: string;
}

/** Variables of an app that keeps data in a database. */
export class DatabaseAppConfig extends BaseAppConfig {
  /**
   * `mysql://user:pass@host:3306/db` (MySQL or MariaDB through mysql2) or
   * `sqlite:<file>`; unset means the app's embedded SQLite file under `data/`. Carries the
   * database password: a secret.
   */
  @SecretEnv()
  @IsOptional()
  @Matches(/^(mysql|mariadb):\/\/|^sqlite:/, { message: 'DATABASE_URL must start with mysql://, mariadb:// or sqlite:' })
  DATABASE_URL?: string;

  /** Run pending migrations at start-up (`true` by default). */
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.toLowerCase() === 'true' || value === '1' : value))
  @IsBoolean()
  DB_MIGRATIONS_RUN = true;

  /**
   * MySQL/MariaDB: longest wait for a new connection's TCP connect and handshake, ms
   * (mysql2 `connectTimeout`). docs/api-decisions.md, "Dependency failures".
   */
  @EnvInt(50, 60_000)
  DB_CONNECT_TIMEOUT_MS = 500;

  /**
   * MySQL/MariaDB: longest wait for each statement's answer, and for a pooled connection
   * while the pool hands out none (stalled; a busy pool's callers wait up to 5 s), while
   * serving a request, ms; 0 = no limit. Past it the request answers 503
   * DEPENDENCY_UNAVAILABLE (a timed-out statement loses its connection). Migrations run
   * without it. docs/api-decisions.md, "Dependency failures".
   */
  @EnvInt(0, 600_000)
  DB_QUERY_TIMEOUT_MS = 750;

  /**
   * MySQL/MariaDB: connections in this instance's pool (mysql2 `connectionLimit`). Each
   * autocommitted write waits for its own log flush, so a pool as large as the requests in
   * flight lets the server commit them together (docs/scaling.md, "Database connections");
   * instances x pool must stay under the server's `max_connections`. Ignored on SQLite.
   */
  @EnvInt(1, 500)
  DB_POOL_SIZE = 10;
}

function describe(errors: ValidationError[], prefix = ''): string[] {
  return errors.flatMap((e) => {
    const own = Object.values(e.constraints ?? {}).map((m) => `${prefix}${e.property}: ${m}`);
    return [...own, ...describe(e.children ?? [], `${prefix}${e.property}.`)];
  });
}

/**
 * Validates an environment against a config class.
 *
 * Secrets (the variables marked `@SecretEnv()`) may be given in files instead:
 * `<NAME>_FILE=/run/secrets/...` (./secret-files.ts; docs/operations.md, "Secrets from
 * files"). Both set, or the file unreadable, stops the app naming the variable; a value
 * read from a file is never printed.
 *
 * @param cls the app's config class (a subclass of {@link BaseAppConfig})
 * @param env variables, `process.env` by default; unknown variables are ignored
 * @param defaults values used when a variable is absent (e.g. the app's default PORT)
 * @throws ConfigValidationError naming every bad variable
 */
export function loadConfig<T extends BaseAppConfig>(
  cls: new () => T,
  env: Record<string, string | undefined> = process.env,
  defaults: Partial<Record<keyof T, unknown>> = {},
): T {
  const secrets = resolveConfigSecretFiles(cls, env);
  const plain: Record<string, unknown> = { ...defaults };
  for (const [k, v] of Object.entries(secrets.env)) if (v !== undefined && v !== '') plain[k] = v;
  const config = plainToInstance(cls, plain, { exposeDefaultValues: true });
  const errors = validateSync(config, { whitelist: false, forbidUnknownValues: false });
  // A bad value read from a file: say which file, so the operator knows where to look.
  const problems = [
    ...secrets.problems,
    ...describe(errors).map((p) => {
      const name = p.slice(0, p.indexOf(':'));
      return secrets.fromFiles.has(name) ? `${p} (read from ${name}_FILE=${secrets.fromFiles.get(name)})` : p;
    }),
  ];
  if (config.NODE_ENV === 'production' && config.CLOCK_NOW) problems.push('CLOCK_NOW: refused when NODE_ENV=production');
  if (problems.length) throw new ConfigValidationError(problems);
  return config;
}

/**
 * One secret variable outside an app's config class (the operator commands' and the
 * migration tooling's DATABASE_URL): `<name>`, or the content of the file `<name>_FILE`
 * names, by the rules of `loadConfig` (both set or an unreadable file refused, trailing
 * line breaks removed, empty = unset).
 *
 * @returns the value, or undefined when neither is set
 * @throws ConfigValidationError naming the variable (never its value)
 */
export function secretFromEnv(name: string, env: Record<string, string | undefined> = process.env): string | undefined {
  const { env: resolved, problems } = resolveSecretFiles(env, [name]);
  if (problems.length) throw new ConfigValidationError(problems);
  return resolved[name] || undefined;
}

/** Parses TRUST_PROXY into the value Express expects. */
export function trustProxySetting(value: string): boolean | number | string[] {
  const v = value.trim();
  if (v === '' || v === 'false') return false;
  if (/^\d+$/.test(v)) return Number(v);
  return v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
