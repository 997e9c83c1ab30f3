import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { looksSecret } from './k8s/checks';

/**
 * docker/compose.yaml cannot be run here (no Docker engine), so its configuration is
 * checked by reading: what each app would be started with, fed to that app's own config
 * validation (docs/operations.md, "Compose"), with stand-ins for its secret files.
 */
interface Service {
  image?: string;
  build?: { context: string; dockerfile: string };
  environment?: Record<string, string>;
  secrets?: string[];
  ports?: string[];
  depends_on?: Record<string, { condition?: string }>;
  restart?: string;
  healthcheck?: { test: string[] };
}

const root = join(__dirname, '..', '..', '..');
const composeText = readFileSync(join(root, 'docker', 'compose.yaml'), 'utf8');
const compose = parse(composeText, { merge: true }) as { services: Record<string, Service>; secrets?: Record<string, { file?: string }> };
const apps = ['website-api', 'fulfilment-api', 'widget-api'] as const;

/** Where compose mounts a service's secrets. */
const SECRETS_DIR = '/run/secrets/';

/** Stand-ins for the files of docker/secrets/ (.gitignored: never real values), as its README makes them. */
function sampleSecrets(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    mysql_root_password: 'sample-root-pw\n',
    mysql_password: 'sample-pw\n',
    store_database_url: 'mysql://fulfil:sample-pw@mysql:3306/fulfil_store',
    forms_database_url: 'mysql://fulfil:sample-pw@mysql:3306/fulfil_forms',
    platform_credentials_keys: `k1:${randomBytes(32).toString('base64')}\n`,
    recaptcha_secret: 'operator-secret\n',
    form_state_secret: `${randomBytes(32).toString('hex')}\n`,
    hubspot_access_token: '',
    ...overrides,
  };
}

/** Compose's interpolation of `${VAR}`, `${VAR:-default}`, `${VAR-default}`, `${VAR?error}`, `${VAR:?error}` (`$$` is a literal `$`). */
export function interpolate(value: string, vars: Record<string, string | undefined>): string {
  return value.replace(/\$\$|\$\{([A-Z0-9_]+)(?:(:?)([-?])([^}]*))?\}/g, (whole, name: string | undefined, colon: string, op: string, arg: string) => {
    if (whole === '$$') return '$';
    const v = vars[name as string];
    const missing = colon ? v === undefined || v === '' : v === undefined;
    if (op === '-') return missing ? arg : (v as string);
    if (op === '?' && missing) throw new Error(`${name}: ${arg}`);
    return v ?? '';
  });
}

/** Variables of an `--env-file` (KEY=value lines, `#` comments). */
function envFile(path: string): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const line of readFileSync(join(root, path), 'utf8').split('\n')) {
    const m = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim());
    if (m) vars[m[1]] = m[2];
  }
  return vars;
}

/**
 * What the app's container sees: its Dockerfile's `ENV` overridden by the service's
 * interpolated `environment`. With `secretsDir`, a `/run/secrets/<name>` path is that
 * folder's file (written by {@link writeSecrets}), and only when the service mounts it.
 */
function containerEnv(app: (typeof apps)[number], vars: Record<string, string | undefined>, secretsDir?: string): Record<string, string> {
  const dockerfile = readFileSync(join(root, 'docker', `Dockerfile.${app}`), 'utf8');
  const env: Record<string, string> = {};
  for (const line of dockerfile.split('\n').filter((l) => l.startsWith('ENV '))) {
    for (const pair of line.slice(4).trim().split(/\s+/)) env[pair.split('=')[0]] = pair.split('=').slice(1).join('=');
  }
  for (const [k, v] of Object.entries(compose.services[app].environment ?? {})) env[k] = interpolate(String(v), vars);
  if (secretsDir) {
    for (const [k, v] of Object.entries(env)) {
      if (!v.startsWith(SECRETS_DIR)) continue;
      const name = v.slice(SECRETS_DIR.length);
      env[k] = compose.services[app].secrets?.includes(name) ? join(secretsDir, name) : `${v} (not mounted in ${app})`;
    }
  }
  return env;
}

/** Writes secret files into a new temporary folder. */
function writeSecrets(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'compose-secrets-'));
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
  return dir;
}

/**
 * Runs the app's own boot-time validation (the one its main.ts runs) on `env` in a child
 * process (the checks may not import an app), returning what it printed; exit 0 = valid.
 */
function validateAppConfig(app: (typeof apps)[number], env: Record<string, string>): { status: number | null; output: string } {
  const load =
    app === 'website-api'
      ? "require('./apps/website-api/src/config').loadWebsiteConfig(process.env)"
      : `require('./libs/platform/src').loadConfig(require('./apps/${app}/src/config').${app === 'fulfilment-api' ? 'FulfilmentConfig' : 'WidgetConfig'}, process.env)`;
  const result = spawnSync(process.execPath, ['-r', '@swc-node/register', '-r', 'reflect-metadata', '-e', `${load}; console.log('valid')`], {
    cwd: root,
    env: { PATH: process.env['PATH'], SWC_NODE_PROJECT: 'tsconfig.tools.json', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('docker/compose.yaml', () => {
  it('builds each app from its own Dockerfile and publishes its port', () => {
    for (const [app, port] of [
      ['website-api', 3000],
      ['fulfilment-api', 3001],
      ['widget-api', 3002],
    ] as const) {
      const s = compose.services[app];
      expect(s.build?.dockerfile).toBe(`docker/Dockerfile.${app}`);
      expect(s.ports).toEqual([`${port}:${port}`]);
      const database = s.environment?.['DATABASE_URL_FILE'] ?? '';
      expect(s.secrets).toContain(database.slice(SECRETS_DIR.length));
      expect(sampleSecrets()[database.slice(SECRETS_DIR.length)]).toMatch(/^mysql:\/\//);
    }
  });

  it('takes every secret from a file of docker/secrets/ (.gitignored, listed in its README), never from a value or a default', () => {
    const readme = readFileSync(join(root, 'docker', 'secrets', 'README.md'), 'utf8');
    const declared = Object.entries(compose.secrets ?? {});
    expect(declared.map(([name]) => name).sort()).toEqual(Object.keys(sampleSecrets()).sort());
    for (const [name, { file }] of declared) {
      expect({ name, file }).toEqual({ name, file: `./secrets/${name}` });
      const ignored = spawnSync('git', ['check-ignore', '--no-index', '-q', `docker/secrets/${name}`], { cwd: root }).status === 0;
      expect({ name, ignored, listed: readme.includes(`\`${name}\``) }).toEqual({ name, ignored: true, listed: true });
    }
    for (const [service, s] of Object.entries(compose.services)) {
      for (const secret of s.secrets ?? [])
        expect({ service, secret, declared: secret in (compose.secrets ?? {}) }).toEqual({ service, secret, declared: true });
      for (const [name, value] of Object.entries(s.environment ?? {})) {
        // A file of a secret the service mounts; a secret-looking variable only as a URL without credentials (REDIS_URL).
        if (name.endsWith('_FILE') && String(value).startsWith(SECRETS_DIR)) expect(s.secrets).toContain(String(value).slice(SECRETS_DIR.length));
        if (looksSecret(name)) expect({ service, name, value }).toEqual({ service, name, value: expect.stringMatching(/^[a-z]+:\/\/[^@/]+(\/|$)/) });
      }
    }
    // No interpolation gives a secret a default (the former `root` and `fulfil` passwords).
    for (const m of composeText.matchAll(/\$\{([A-Z0-9_]+):?-/g))
      expect({ variable: m[1], secret: looksSecret(m[1]) }).toEqual({ variable: m[1], secret: false });
    expect(composeText).not.toMatch(/PASSWORD: /);
  });

  it('gives fulfilment-api and widget-api the same credentials key ring (checkouts reach the platform) and the same store database', () => {
    for (const variable of ['PLATFORM_CREDENTIALS_KEYS_FILE', 'DATABASE_URL_FILE']) {
      expect(compose.services['fulfilment-api'].environment?.[variable]).toMatch(/^\/run\/secrets\/\w+$/);
      expect(compose.services['widget-api'].environment?.[variable]).toBe(compose.services['fulfilment-api'].environment?.[variable]);
    }
    expect(compose.services['mysql'].environment).toMatchObject({
      MYSQL_ROOT_PASSWORD_FILE: '/run/secrets/mysql_root_password',
      MYSQL_PASSWORD_FILE: '/run/secrets/mysql_password',
    });
  });

  it('trusts no forwarded header while no proxy stands in front of the published ports', () => {
    const proxies = Object.entries(compose.services).filter(([, s]) => /nginx|traefik|caddy|haproxy|envoy/i.test(s.image ?? ''));
    for (const app of apps) {
      if (proxies.length === 0) expect({ app, TRUST_PROXY: compose.services[app].environment?.['TRUST_PROXY'] }).toEqual({ app, TRUST_PROXY: undefined });
    }
  });

  it('lets every app that owns tables run its migrations (widget-api owns its checkouts)', () => {
    for (const app of apps) expect({ app, run: compose.services[app].environment?.['DB_MIGRATIONS_RUN'] ?? 'true' }).toEqual({ app, run: 'true' });
  });

  it('restarts every service, checks the health of each, and starts dependants on healthy dependencies', () => {
    for (const [name, s] of Object.entries(compose.services)) {
      expect({ name, restart: s.restart }).toEqual({ name, restart: 'unless-stopped' });
      expect({ name, healthcheck: Array.isArray(s.healthcheck?.test) }).toEqual({ name, healthcheck: true });
      for (const [dep, cond] of Object.entries(s.depends_on ?? {}))
        expect({ name, dep, condition: cond.condition }).toEqual({ name, dep, condition: 'service_healthy' });
    }
    for (const app of apps) expect(compose.services[app].healthcheck?.test.join(' ')).toContain('/readyz');
  });

  it('keeps metrics off the published ports (METRICS_PORT inside the compose network, no METRICS_TOKEN needed)', () => {
    for (const app of apps) {
      const env = compose.services[app].environment ?? {};
      expect({ app, port: env['METRICS_PORT'] }).toEqual({ app, port: '9464' });
      expect(compose.services[app].ports?.some((p) => p.includes('9464'))).toBe(false);
    }
  });

  it('refuses to start website-api in production without RECAPTCHA_SITE_KEY, naming the variable and the test-mode profile', () => {
    expect(() => containerEnv('website-api', {})).toThrow(/RECAPTCHA_SITE_KEY: .*--env-file docker\/local\.env/);
  });

  const profiles: [string, Record<string, string>, Record<string, string>][] = [
    ['production (an operator sets RECAPTCHA_SITE_KEY and the secret files)', { RECAPTCHA_SITE_KEY: 'operator-site-key' }, sampleSecrets()],
    ['local test mode (--env-file docker/local.env, recaptcha_secret empty)', envFile('docker/local.env'), sampleSecrets({ recaptcha_secret: '' })],
  ];
  describe.each(profiles)('each app accepts its compose environment and secret files: %s', (_label, vars, secrets) => {
    let dir: string;
    beforeAll(() => {
      dir = writeSecrets(secrets);
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    it.each(apps)('%s', (app) => {
      const env = containerEnv(app, vars, dir);
      const { status, output } = validateAppConfig(app, env);
      expect({ app, status, output: output.trim() }).toEqual({ app, status: 0, output: 'valid' });
    });
  });

  describe('fails the same validation when the compose set-up is wrong (the check can fail)', () => {
    const production = { RECAPTCHA_SITE_KEY: 'operator-site-key' };
    const refused = (app: (typeof apps)[number], secrets: Record<string, string>, vars: Record<string, string> = production) => {
      const dir = writeSecrets(secrets);
      try {
        return validateAppConfig(app, containerEnv(app, vars, dir));
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    };

    it('an empty recaptcha_secret in production', () => {
      const { status, output } = refused('website-api', sampleSecrets({ recaptcha_secret: '\n' }));
      expect(status).not.toBe(0);
      expect(output).toContain('RECAPTCHA_SECRET: required when NODE_ENV=production');
    });

    it('a missing secret file, named by its variable and path, its neighbours not printed', () => {
      const { store_database_url: _missing, ...others } = sampleSecrets();
      const { status, output } = refused('fulfilment-api', others);
      expect(status).not.toBe(0);
      expect(output).toMatch(/DATABASE_URL_FILE: \S+store_database_url: no such file \(ENOENT\)/);
      expect(output).not.toContain('sample-pw');
    });

    it('a key ring that is not one, without printing it', () => {
      const { status, output } = refused('widget-api', sampleSecrets({ platform_credentials_keys: 'not-a-key-ring\n' }));
      expect(status).not.toBe(0);
      expect(output).toMatch(/PLATFORM_CREDENTIALS_KEYS: PLATFORM_CREDENTIALS_KEYS must be .*\(read from PLATFORM_CREDENTIALS_KEYS_FILE=/);
      expect(output).not.toContain('not-a-key-ring');
    });
  });
});
