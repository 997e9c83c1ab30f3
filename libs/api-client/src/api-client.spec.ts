import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '../../..');

// The CI check of libs/api-client (its README): `npm test` runs this spec, so a change to an
// app's OpenAPI document without `npm run api-client:generate` fails the build. The script
// builds each app without a port (tools/scripts/api-client.ts), in a child process: the apps
// are not this library's dependencies.
describe('the generated API client', () => {
  jest.setTimeout(120_000);

  it('is what the three apps produce now (documents and types; `npm run api-client:generate` writes them)', () => {
    let output: string;
    try {
      output = execFileSync(process.execPath, ['-r', '@swc-node/register', 'tools/scripts/api-client.ts', 'check'], {
        cwd: root,
        env: { ...process.env, SWC_NODE_PROJECT: 'tsconfig.tools.json' },
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    } catch (error) {
      const { stdout, stderr } = error as { stdout?: string; stderr?: string };
      throw new Error(`${stdout ?? ''}${stderr ?? ''}`);
    }
    expect(output).toContain('libs/api-client is up to date with the apps.');
  });
});
