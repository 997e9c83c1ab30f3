import { join } from 'node:path';
import { execFile } from 'node:child_process';
import { createProjectGraphAsync, ProjectGraph } from '@nx/devkit';

const root = join(__dirname, '..', '..', '..');

interface LintMessage {
  ruleId: string | null;
  message: string;
}

/**
 * Lints a snippet with the workspace's ESLint CLI as if it were a file at `path`
 * (read from stdin: nothing is written to disk, so parallel tasks never see it), and
 * answers the messages of one rule.
 */
async function lintMessages(path: string, code: string, ruleId: string): Promise<string[]> {
  const child = execFile(join(root, 'node_modules', '.bin', 'eslint'), ['--stdin', '--stdin-filename', join(root, path), '--format', 'json'], {
    cwd: root,
    maxBuffer: 10e6,
  });
  const output = new Promise<string>((resolve) => {
    let out = '';
    child.stdout?.on('data', (d) => (out += d));
    child.on('close', () => resolve(out));
  });
  child.stdin?.end(code);
  const [result] = JSON.parse(await output) as { messages: LintMessage[] }[];
  return result.messages.filter((m) => m.ruleId === ruleId).map((m) => m.message);
}

/** The module-boundary messages of a snippet linted as if it sat at `path`. */
const boundaryErrors = (path: string, code: string) => lintMessages(path, code, '@nx/enforce-module-boundaries');

describe('module boundaries are enforced by lint', () => {
  jest.setTimeout(30_000);
  it('a domain library may not import NestJS', async () => {
    const errors = await boundaryErrors('libs/scheduling/src/bad.ts', "import { Injectable } from '@nestjs/common';\nexport const x = Injectable;\n");
    expect(errors.join('\n')).toMatch(/banned|@nestjs\/common/i);
  });

  it('a domain library may not import TypeORM', async () => {
    const errors = await boundaryErrors('libs/geo/src/bad.ts', "import { DataSource } from 'typeorm';\nexport const x = DataSource;\n");
    expect(errors.join('\n')).toMatch(/typeorm/i);
  });

  it('a domain library may not import the platform (NestJS) library', async () => {
    const errors = await boundaryErrors('libs/geo/src/bad.ts', "import { Clock } from '@fulfil/platform';\nexport const x = Clock;\n");
    expect(errors.join('\n')).toMatch(/tagged with "type:domain" can only depend on libs tagged with "type:domain", "type:util"/);
  });

  it('a library may not import an app', async () => {
    const errors = await boundaryErrors(
      'libs/store-settings/src/bad.ts',
      "import { AppModule } from '../../../apps/fulfilment-api/src/app.module';\nexport const x = AppModule;\n",
    );
    expect(errors.length).toBeGreaterThan(0);
  });

  it("one app's code may not import another app's library", async () => {
    const errors = await boundaryErrors('apps/fulfilment-api/src/bad.ts', "import * as helpdesk from '@fulfil/helpdesk';\nexport const x = helpdesk;\n");
    expect(errors.join('\n')).toMatch(/scope:fulfilment/);
  });

  it('the website API may not import the storefront library', async () => {
    const errors = await boundaryErrors('apps/website-api/src/bad.ts', "import { ShopResolver } from '@fulfil/storefront';\nexport const x = ShopResolver;\n");
    expect(errors.join('\n')).toMatch(/scope:website.*can only depend on libs tagged with "scope:website", "scope:shared"/);
  });

  it('the website API may not import the store', async () => {
    const errors = await boundaryErrors(
      'apps/website-api/src/bad.ts',
      "import { StoreReader } from '@fulfil/store-settings';\nexport const x = StoreReader;\n",
    );
    expect(errors.join('\n')).toMatch(/scope:website.*can only depend on libs tagged with "scope:website", "scope:shared"/);
  });

  it("the website's data library may not import the store (the scope rule, not the type rule, refuses it)", async () => {
    const errors = await boundaryErrors(
      'libs/website-forms/src/bad.ts',
      "import { StoreReader } from '@fulfil/store-settings';\nexport const x = StoreReader;\n",
    );
    expect(errors.join('\n')).toMatch(/tagged with "scope:website" can only depend on libs tagged with "scope:website", "scope:shared"/);
  });

  it('the storefront apps may import the store and the storefront library', async () => {
    const errors = await boundaryErrors(
      'apps/widget-api/src/fine.ts',
      "import { StoreReader } from '@fulfil/store-settings';\nimport { ShopResolver } from '@fulfil/storefront';\nimport { DatabaseModule } from '@fulfil/database';\nexport const x = [StoreReader, ShopResolver, DatabaseModule];\n",
    );
    expect(errors).toEqual([]);
  });

  it('the website API may not import the capacity ledger', async () => {
    const errors = await boundaryErrors('apps/website-api/src/bad.ts', "import { UsageCounter } from '@fulfil/capacity';\nexport const x = UsageCounter;\n");
    expect(errors.join('\n')).toMatch(/scope:website.*can only depend on libs tagged with "scope:website", "scope:shared"/);
  });

  it('a front end may not import the capacity ledger (data code)', async () => {
    const errors = await boundaryErrors(
      'libs/storefront-picker/src/bad.ts',
      "import { UsageCounter } from '@fulfil/capacity';\nexport const x = UsageCounter;\n",
    );
    expect(errors.join('\n')).toMatch(/tagged with "type:ui" can only depend on libs tagged with "type:ui", "type:util"/);
  });

  it('the store may not import the capacity ledger, which builds on it (a cycle)', async () => {
    const errors = await boundaryErrors('libs/store-settings/src/bad.ts', "import { UsageCounter } from '@fulfil/capacity';\nexport const x = UsageCounter;\n");
    expect(errors.join('\n')).toMatch(/circular dependency/i);
  });

  it('the storefront library may import the capacity ledger', async () => {
    const errors = await boundaryErrors('libs/storefront/src/fine.ts', "import { UsageCounter } from '@fulfil/capacity';\nexport const x = UsageCounter;\n");
    expect(errors).toEqual([]);
  });

  it('nothing but a script may import a script', async () => {
    const errors = await boundaryErrors('libs/platform/src/bad.ts', "import * as cpu from '../../../tools/bench/lib/cpu';\nexport const x = cpu;\n");
    expect(errors.length).toBeGreaterThan(0);
  });

  it('an app may import the shared libraries', async () => {
    const errors = await boundaryErrors(
      'apps/fulfilment-api/src/fine.ts',
      "import { ProblemError } from '@fulfil/problem-details';\nimport { PlatformModule } from '@fulfil/platform';\nexport const x = [ProblemError, PlatformModule];\n",
    );
    expect(errors).toEqual([]);
  });
});

describe('project graph', () => {
  let graph: ProjectGraph;
  beforeAll(async () => {
    graph = await createProjectGraphAsync({ exitOnError: false });
  }, 60_000);

  const depsOf = (project: string) => graph.dependencies[project].map((d) => d.target);

  it('has the three apps on the shared platform and database libraries', () => {
    for (const app of ['website-api', 'fulfilment-api', 'widget-api']) expect(depsOf(app)).toEqual(expect.arrayContaining(['platform', 'database']));
  });

  it('has the two storefront apps on the store, and the website not', () => {
    for (const app of ['fulfilment-api', 'widget-api']) expect(depsOf(app)).toEqual(expect.arrayContaining(['store-settings', 'storefront']));
    expect(depsOf('website-api')).not.toContain('store-settings');
    expect(depsOf('website-api')).not.toContain('storefront');
    expect(depsOf('website-api')).toEqual(expect.arrayContaining(['website-forms', 'helpdesk']));
  });

  it('has the capacity ledger under the storefront library, on the store, and the store not on it', () => {
    expect(depsOf('storefront')).toEqual(expect.arrayContaining(['capacity', 'store-settings']));
    expect(depsOf('capacity')).toContain('store-settings');
    expect(depsOf('store-settings')).not.toContain('capacity');
    expect(depsOf('store-settings')).not.toContain('storefront');
    expect(depsOf('website-api')).not.toContain('capacity');
  });

  it('keeps the website API to its own libraries and the shared ones', () => {
    const allowed = ['database', 'website-forms', 'website-pages', 'helpdesk', 'platform', 'problem-details', 'browser-testing'];
    expect(depsOf('website-api').filter((d) => !d.startsWith('npm:') && !allowed.includes(d))).toEqual([]);
  });

  it('has no library depending on an app (only the scripts that start, migrate and measure them do)', () => {
    const apps = new Set(
      Object.values(graph.nodes)
        .filter((n) => n.type === 'app')
        .map((n) => n.name),
    );
    const scripts = new Set(
      Object.values(graph.nodes)
        .filter((n) => n.data.tags?.includes('type:script'))
        .map((n) => n.name),
    );
    expect([...scripts].sort()).toEqual(['bench', 'scripts']);
    const offending = Object.entries(graph.dependencies)
      .filter(([source]) => !apps.has(source) && !scripts.has(source))
      .flatMap(([source, deps]) => deps.filter((d) => apps.has(d.target)).map((d) => `${source} -> ${d.target}`));
    // The three servers; front ends (type:web) are apps too, and nothing may depend on them either.
    const servers = Object.values(graph.nodes).filter((n) => n.data.tags?.includes('type:app'));
    expect(servers.map((n) => n.name).sort()).toEqual(['fulfilment-api', 'website-api', 'widget-api']);
    expect(offending).toEqual([]);
  });

  it('tags every project with one scope and one type', () => {
    for (const node of Object.values(graph.nodes)) {
      const tags = node.data.tags ?? [];
      expect({
        project: node.name,
        scopes: tags.filter((t) => t.startsWith('scope:')).length,
        types: tags.filter((t) => t.startsWith('type:')).length,
      }).toEqual({ project: node.name, scopes: 1, types: 1 });
    }
  });
});

/** The `no-restricted-syntax` messages (the barrel rule) of a snippet linted as if it sat at `path`. */
const restrictedSyntaxErrors = (path: string, code: string) => lintMessages(path, code, 'no-restricted-syntax');

describe("a library's index exports by name (no export *)", () => {
  jest.setTimeout(30_000);
  it('refuses `export * from` in a public index', async () => {
    const errors = await restrictedSyntaxErrors('libs/geo/src/index.ts', "export * from './lib/distance';\n");
    expect(errors).toEqual([expect.stringMatching(/exports by name.*docs\/architecture\.md/)]);
  });

  it('refuses `export type * from` and `export * as` too', async () => {
    const errors = await restrictedSyntaxErrors('libs/geo/src/index.ts', "export type * from './lib/distance';\nexport * as distance from './lib/distance';\n");
    expect(errors).toHaveLength(2);
  });

  it('refuses `export * from` in a sub-barrel such as testing/index.ts', async () => {
    const errors = await restrictedSyntaxErrors('libs/platform/src/testing/index.ts', "export * from './raw-http';\n");
    expect(errors).toHaveLength(1);
  });

  it('lets a public index export by name', async () => {
    const errors = await restrictedSyntaxErrors('libs/geo/src/index.ts', "export { haversineDistance, type GeoPoint } from './lib/distance';\n");
    expect(errors).toEqual([]);
  });

  it('leaves `export *` in files that are not an index alone', async () => {
    const errors = await restrictedSyntaxErrors('libs/geo/src/lib/other.ts', "export * from './distance';\n");
    expect(errors).toEqual([]);
  });
});
