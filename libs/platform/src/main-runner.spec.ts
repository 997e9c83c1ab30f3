import { execFile } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '..', '..', '..');

/** Runs a tiny start-up script through runMain and returns its exit code and stderr. */
function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['-r', '@swc-node/register', join(__dirname, '..', 'test', 'demo-main.ts')],
      { cwd: root, env: { ...process.env, SWC_NODE_PROJECT: 'tsconfig.tools.json', ...env } },
      (err, _stdout, stderr) => resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stderr }),
    );
  });
}

describe('runMain', () => {
  jest.setTimeout(30_000);

  it('exits non-zero naming the bad variable', async () => {
    const { code, stderr } = await start({ PORT: 'eighty', NODE_ENV: 'development' });
    expect(code).toBe(1);
    expect(stderr).toMatch(/demo-api: Invalid environment/);
    expect(stderr).toMatch(/PORT/);
    expect(stderr).not.toMatch(/at .*\.ts:\d+/);
  });

  it('refuses CLOCK_NOW in production', async () => {
    const { code, stderr } = await start({ NODE_ENV: 'production', CLOCK_NOW: '2026-03-08T06:30:00Z' });
    expect(code).toBe(1);
    expect(stderr).toMatch(/CLOCK_NOW/);
  });
});
