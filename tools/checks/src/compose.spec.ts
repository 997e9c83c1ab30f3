import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

/**
 * docker/compose.yaml cannot be run here (no Docker engine), so its configuration is
 * checked by reading: what each app would be started with.
 */
interface Service {
  image?: string;
  build?: { context: string; dockerfile: string };
  environment?: Record<string, string>;
  ports?: string[];
  depends_on?: Record<string, unknown>;
}

const root = join(__dirname, '..', '..', '..');
const compose = parse(readFileSync(join(root, 'docker', 'compose.yaml'), 'utf8')) as { services: Record<string, Service> };
const apps = ['website-api', 'fulfilment-api', 'widget-api'];

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
});
