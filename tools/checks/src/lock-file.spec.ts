import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '..', '..', '..');

describe('package-lock.json', () => {
  it('records every optional platform package, so npm ci accepts it', () => {
    // Throws (non-zero exit) and prints the first missing entry when incomplete.
    expect(() => execFileSync(process.execPath, [join(root, 'tools/scripts/complete-lockfile.mjs'), '--check'], { cwd: root, stdio: 'pipe' })).not.toThrow();
  });
});
