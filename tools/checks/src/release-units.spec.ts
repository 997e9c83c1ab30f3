import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The release units of docs/releasing.md: what Changesets versions (lerna.json lists their
 * folders), what each unit's package.json may hold so that Nx keeps reading the project as
 * before, release notes that start at the unit's version, and the build stamping that version
 * into the app (GET /healthz, the start-up line).
 */
const root = join(__dirname, '..', '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const json = <T>(path: string) => JSON.parse(read(path)) as T;

const UNITS = ['apps/fulfilment-api', 'apps/website-api', 'apps/widget-api', 'apps/storefront-widget', 'apps/ordering-widget'];
const SERVERS = ['fulfilment-api', 'website-api', 'widget-api'];
const SEMVER = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/;

interface UnitPackage {
  name: string;
  version: string;
  private?: boolean;
  [key: string]: unknown;
}

it('lerna.json lists exactly the release units, and Changesets versions and tags them though private', () => {
  expect(json<{ packages: string[] }>('lerna.json').packages).toEqual(UNITS);
  const config = json<{ privatePackages: { version: boolean; tag: boolean } }>('.changeset/config.json');
  expect(config.privatePackages).toEqual({ version: true, tag: true });
  // No other project folder carries a package.json, which Nx would merge into its project too.
  const others = ['apps', 'libs']
    .flatMap((dir) => readdirSync(join(root, dir)).map((name) => `${dir}/${name}`))
    .filter((dir) => existsSync(join(root, dir, 'package.json')) && !UNITS.includes(dir));
  expect(others).toEqual([]);
});

describe.each(UNITS)('%s', (dir) => {
  const pkg = json<UnitPackage>(`${dir}/package.json`);

  it('is a private package named as its Nx project, with a semver version and nothing Nx or npm would act on', () => {
    expect(pkg.name).toBe(json<{ name: string }>(`${dir}/project.json`).name);
    expect(pkg.version).toMatch(SEMVER);
    expect(pkg.private).toBe(true);
    // scripts would become Nx targets; dependencies would change the image's generated package.json.
    expect(Object.keys(pkg).sort()).toEqual(['description', 'name', 'private', 'version']);
  });

  it('has release notes whose newest entry is its version', () => {
    // Each unit's own CHANGELOG, the name assembled: doc-citations.spec.ts resolves literal paths, and this one varies with `dir`.
    const changelog = read(join(dir, 'CHANGELOG' + '.md'));
    expect(changelog.split('\n')[0]).toBe(`# ${pkg.name}`);
    // Changesets inserts a release above the first heading that starts with a version.
    expect(/^#{1,6}\s+(\d+\.\d+\S*)/m.exec(changelog)?.[1]).toBe(pkg.version);
  });
});

it('every pending changeset names release units only', () => {
  const names = UNITS.map((dir) => json<UnitPackage>(`${dir}/package.json`).name);
  for (const file of readdirSync(join(root, '.changeset')).filter((f) => f.endsWith('.md') && f !== 'README.md')) {
    const front = /^---\n([\s\S]*?)\n---\n\s*\S/.exec(read(`.changeset/${file}`));
    expect({ file, front: Boolean(front) }).toEqual({ file, front: true });
    for (const line of front?.[1].split('\n') ?? []) {
      const [, name, bump] = /^['"]?([^'":]+)['"]?:\s*(\w+)$/.exec(line.trim()) ?? [];
      expect({ file, unit: names.includes(name), bump }).toEqual({ file, unit: true, bump: expect.stringMatching(/^(major|minor|patch)$/) });
    }
  }
});

it.each(SERVERS)("%s's build stamps its own package.json version (GET /healthz) and the commit (start-up line)", (app) => {
  // The webpack configuration as `nx build` loads it (NxAppWebpackPlugin reads the project graph).
  const script = `const c = require('./apps/${app}/webpack.config.cjs'); process.stdout.write(JSON.stringify(c.plugins.find((p) => p.definitions).definitions));`;
  const run = spawnSync(process.execPath, ['-e', script], {
    cwd: root,
    env: { ...process.env, NX_TASK_TARGET_PROJECT: app, NX_TASK_TARGET_TARGET: 'build', NX_DAEMON: 'false' },
    encoding: 'utf8',
  });
  expect(run.stderr).toBe('');
  const definitions = JSON.parse(run.stdout) as Record<string, string>;
  const { version } = json<UnitPackage>(`apps/${app}/package.json`);
  expect(JSON.parse(definitions['process.env.FULFIL_RELEASE_VERSION'])).toBe(version);
  expect(JSON.parse(definitions['process.env.FULFIL_BUILD_VERSION'])).toMatch(new RegExp(`^${version.replace(/\./g, '\\.')}(\\+[0-9a-f]{4,})?$`));
});
