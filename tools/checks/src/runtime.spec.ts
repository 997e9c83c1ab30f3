import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The runtime rules of docs/operations.md, "Runtime": Node 24 first, 22.15 or newer
 * supported, anything older refused by `npm start` and `npm test` with what to run instead;
 * no project built by an Nx executor that Nx 24 removes.
 */
const root = join(__dirname, '..', '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const pkg = JSON.parse(read('package.json')) as { engines: { node: string }; scripts: Record<string, string> };
const guard = join(root, 'tools', 'scripts', 'require-node.mjs');

describe('the Node runtime', () => {
  it('runs the guard before npm start and npm test, and CI on Node 24 then 22', () => {
    expect(pkg.scripts['prestart']).toBe('node tools/scripts/require-node.mjs');
    expect(pkg.scripts['pretest']).toBe('node tools/scripts/require-node.mjs');
    expect(read('.nvmrc').trim()).toBe('24');
    const ci = read('.ci/run');
    expect(ci.indexOf('source .ci/use-node.sh 24')).toBeGreaterThan(-1);
    expect(ci.indexOf('source .ci/use-node.sh 24')).toBeLessThan(ci.indexOf('npm ci'));
    expect(ci).toContain('source .ci/use-node.sh 22');
  });

  it('lets this Node through (it meets engines)', () => {
    const run = spawnSync(process.execPath, [guard], { encoding: 'utf8', env: { ...process.env, npm_lifecycle_event: 'pretest' } });
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
  });

  // A real older Node, not a mocked version: the machine's system Node where it is older than
  // engines (v20 on the development machines), else this case says why it did not run.
  const older = ['/usr/bin/node', '/usr/local/bin/node'].find((bin) => {
    if (!existsSync(bin)) return false;
    const major = Number(spawnSync(bin, ['-p', 'process.versions.node.split(".")[0]'], { encoding: 'utf8' }).stdout.trim());
    return major > 0 && major < 22;
  });
  if (!older)
    process.stdout.write('skipped: "refuses a Node older than engines": no Node older than 22 on this machine (/usr/bin/node, /usr/local/bin/node)\n');
  (older ? it : it.skip)(`refuses a Node older than engines (${older ?? 'none here'}), saying what to run instead`, () => {
    const run = spawnSync(older as string, [guard], { encoding: 'utf8', env: { ...process.env, npm_lifecycle_event: 'prestart' } });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`This project needs Node ${pkg.engines.node}`);
    expect(run.stderr).toContain('source .ci/use-node.sh && npm ci && npm start');
  });

  it('builds no project with the @nx/webpack:webpack executor (removed in Nx 24)', () => {
    const projects = ['apps', 'libs'].flatMap((dir) =>
      readdirSync(join(root, dir))
        .map((name) => join(dir, name, 'project.json'))
        .filter((file) => existsSync(join(root, file))),
    );
    expect(projects.length).toBeGreaterThan(20);
    const executors = projects.flatMap((file) => {
      const targets = (JSON.parse(read(file)) as { targets?: Record<string, { executor?: string }> }).targets ?? {};
      return Object.entries(targets).map(([target, t]) => `${file} ${target}: ${t.executor ?? '(inferred)'}`);
    });
    expect(executors.filter((e) => e.endsWith('@nx/webpack:webpack'))).toEqual([]);
    expect(executors).toContain('apps/fulfilment-api/project.json build: nx:run-commands');
  });
});
