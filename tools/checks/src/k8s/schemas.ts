import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '..', '..', '..', '..');

/**
 * Validates objects against the Kubernetes OpenAPI schemas of `kubernetes-models` (the
 * model class of each object's apiVersion and kind, then `.validate()`). The package
 * ships ES modules only, which Jest's CommonJS runtime does not load, so this runs in a
 * child Node.js process (as compose.spec.ts runs the apps' config validation).
 *
 * Note that the schemas, like the API server's, accept unknown fields: a misspelt field is
 * caught by the workspace's own checks (a missing probe, a missing resource), not here.
 *
 * @returns per object, its schema errors (empty: valid), in the objects' order
 */
export function schemaErrors(objects: readonly object[]): string[][] {
  const program = `
    import { readFileSync } from 'node:fs';
    const objects = JSON.parse(readFileSync(0, 'utf8'));
    const results = [];
    for (const o of objects) {
      let Model;
      try {
        Model = (await import('kubernetes-models/' + o.apiVersion))[o.kind];
      } catch {
        Model = undefined;
      }
      if (typeof Model !== 'function') {
        results.push(['no Kubernetes model for apiVersion ' + o.apiVersion + ', kind ' + o.kind]);
        continue;
      }
      try {
        new Model(o).validate();
        results.push([]);
      } catch (err) {
        results.push(String(err && err.message ? err.message : err).split(/, (?=data)/));
      }
    }
    process.stdout.write(JSON.stringify(results));
  `;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', program], {
    cwd: root,
    input: JSON.stringify(objects),
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (run.status !== 0) throw new Error(`schema validation did not run: ${run.stderr || run.error}`);
  return JSON.parse(run.stdout) as string[][];
}
