import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

/**
 * docker/compose.yaml cannot be run here (no Docker engine), so its configuration is
 * checked by reading: what each app would be started with, fed to that app's own config
 * validation (docs/operations.md, "Compose").
 */
interface Service {
  image?: string;
  build?: { context: string; dockerfile: string };
  environment?: Record<string, string>;
  ports?: string[];
  depends_on?: Record<string, { condition?: string }>;
  restart?: string;
  healthcheck?: { test: string[] };
}

const root = join(__dirname, '..', '..', '..');
const composeText = readFileSync(join(root, 'docker', 'compose.yaml'), 'utf8');
const compose = parse(composeText, { merge: true }) as { services: Record<string, Service> };
const apps = ['website-api', 'fulfilment-api', 'widget-api'] as const;

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

/** What the app's container sees: its Dockerfile's `ENV` overridden by the service's interpolated `environment`. */
function containerEnv(app: (typeof apps)[number], vars: Record<string, string | undefined>): Record<string, string> {
  const dockerfile = readFileSync(join(root, 'docker', `Dockerfile.${app}`), 'utf8');
  const env: Record<string, string> = {};
  for (const line of dockerfile.split('\n').filter((l) => l.startsWith('ENV '))) {
    for (const pair of line.slice(4).trim().split(/\s+/)) env[pair.split('=')[0]] = pair.split('=').slice(1).join('=');
  }
  for (const [k, v] of Object.entries(compose.services[app].environment ?? {})) env[k] = interpolate(String(v), vars);
  return env;
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
      expect(s.environment?.['DATABASE_URL']).toMatch(/^mysql:\/\//);
    }
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

  it('refuses to start website-api in production without RECAPTCHA_SECRET or RECAPTCHA_SITE_KEY, naming the variable and the test-mode profile', () => {
    expect(() => containerEnv('website-api', {})).toThrow(/RECAPTCHA_SECRET: .*--env-file docker\/local\.env/);
    expect(() => containerEnv('website-api', { RECAPTCHA_SECRET: 'operator-secret' })).toThrow(/RECAPTCHA_SITE_KEY: .*--env-file docker\/local\.env/);
  });

  const profiles: [string, Record<string, string>][] = [
    ['production (an operator sets RECAPTCHA_SECRET and RECAPTCHA_SITE_KEY)', { RECAPTCHA_SECRET: 'operator-secret', RECAPTCHA_SITE_KEY: 'operator-site-key' }],
    ['local test mode (--env-file docker/local.env)', envFile('docker/local.env')],
  ];
  describe.each(profiles)('each app accepts its compose environment: %s', (_label, vars) => {
    it.each(apps)('%s', (app) => {
      const env = containerEnv(app, vars);
      const { status, output } = validateAppConfig(app, env);
      expect({ app, status, output: output.trim() }).toEqual({ app, status: 0, output: 'valid' });
    });
  });

  it('fails the same validation when the compose environment is wrong (the check can fail)', () => {
    const env = { ...containerEnv('website-api', { RECAPTCHA_SECRET: '', RECAPTCHA_SITE_KEY: 'operator-site-key' }) };
    const { status, output } = validateAppConfig('website-api', env);
    expect(status).not.toBe(0);
    expect(output).toContain('RECAPTCHA_SECRET: required when NODE_ENV=production');
  });
});
