import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The Dockerfiles cannot be built here (no Docker engine): the rules hadolint would check
 * that matter to us, and the runtime they target, are checked by reading
 * (docs/operations.md, "Runtime" and "Compose").
 */
const root = join(__dirname, '..', '..', '..');
const apps = ['website-api', 'fulfilment-api', 'widget-api'];
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const nvmrc = read('.nvmrc').trim();

describe.each(apps)('docker/Dockerfile.%s', (app) => {
  const text = read(`docker/Dockerfile.${app}`);
  const logical = text.replace(/\\\n\s*/g, ' ').split('\n');

  it('runs the Node major of .nvmrc and engines', () => {
    const version = /^ARG NODE_VERSION=(\d+)\.\d+\.\d+-bookworm-slim$/m.exec(text);
    expect(version?.[1]).toBe(nvmrc);
    // engines is a floor (>=22.x: Node 22 is still supported) that the images' Node meets.
    const floor = /^>=(\d+)\.\d+\.\d+$/.exec(JSON.parse(read('package.json')).engines.node);
    expect(Number(floor?.[1])).toBeGreaterThanOrEqual(22);
    expect(Number(floor?.[1])).toBeLessThanOrEqual(Number(nvmrc));
  });

  it('compiles nothing: better-sqlite3 loads from the prebuilt addon in its npm package, checked in the deps stage', () => {
    expect(text).not.toMatch(/\bg\+\+|node-gyp|python3/);
    expect(text).toMatch(/RUN npm ci --omit=dev [^\n]*&& node -e "require\('better-sqlite3'\)\(':memory:'\)"/);
  });

  it('pins every apt package, without recommends, and cleans the lists in the same layer (DL3008, DL3015, DL3009)', () => {
    // None today (see above); any that comes back must follow these rules.
    const installs = logical.filter((l) => /apt-get install/.test(l));
    for (const line of installs) {
      expect(line).toContain('--no-install-recommends');
      expect(line).toContain('rm -rf /var/lib/apt/lists/*');
      const packages = line
        .split('apt-get install')[1]
        .split('&&')[0]
        .trim()
        .split(/\s+/)
        .filter((w) => !w.startsWith('-'));
      for (const p of packages) expect(p).toMatch(/^[a-z0-9.+-]+=\S+$/);
    }
  });

  it('runs as a non-root user with a health check and an exec-form command (DL3002, DL3025)', () => {
    const users = logical.filter((l) => l.startsWith('USER '));
    expect(users.at(-1)).toBe('USER node');
    expect(text).toMatch(/^HEALTHCHECK .* CMD \[/m);
    expect(text).toMatch(/^CMD \["node", /m);
    expect(text).not.toMatch(/^(RUN|COPY|ADD) .*:latest/m);
  });
});

it('ships the operator commands next to main.js (store CLI in fulfilment-api, enquiries in website-api)', () => {
  expect(read('apps/fulfilment-api/webpack.config.cjs')).toMatch(/store-import[\s\S]*store-export[\s\S]*admin-token/);
  expect(read('apps/website-api/webpack.config.cjs')).toContain("entryName: 'enquiries'");
});

it("npm start runs each app with its Dockerfile's Node flags (the platform benchmark reads them from the Dockerfiles)", () => {
  const start = read('tools/scripts/start.mjs');
  for (const app of apps) {
    const cmd = /^CMD\s+(\[.*\])\s*$/m.exec(read(`docker/Dockerfile.${app}`));
    const argv = JSON.parse(cmd?.[1] ?? '[]') as string[];
    expect([argv[0], argv.at(-1)]).toEqual(['node', 'main.js']);
    for (const flag of argv.slice(1, -1)) expect(start).toContain(`'${flag}'`);
    // The storefront apps' heap is sized to the shop cache (docs/scaling.md); website-api has none.
    expect(argv.includes('--max-old-space-size=640')).toBe(app !== 'website-api');
  }
});

it.each([
  ['fulfilment-api', 'storefront-widget', 'STOREFRONT_WIDGET_FILE', 'storefront.js'],
  ['widget-api', 'ordering-widget', 'ORDERING_WIDGET_FILE', 'ordering.js'],
])('%s ships the embed bundle %s whole: the loader and its hashed chunks (docs/releasing.md)', (app, bundle, variable, loader) => {
  const text = read(`docker/Dockerfile.${app}`);
  expect(text).toContain(`RUN npx nx run ${bundle}:build`);
  expect(text).toContain(`COPY --from=build /src/dist/apps/${bundle}/ ./widget/`);
  expect(text).toContain(`ENV ${variable}=/app/widget/${loader}`);
});

it('bundles migrate.js next to main.js in every image (the migration Job runs it; docs/operations.md)', () => {
  expect(read('tools/webpack/app-config.cjs')).toMatch(/entryName: 'migrate', entryPath: `apps\/\$\{name\}\/src\/migrate\.ts`/);
  for (const app of apps) expect(read(`apps/${app}/src/migrate.ts`)).toContain(`migrationCommandMain('${app}', dataSource)`);
});
