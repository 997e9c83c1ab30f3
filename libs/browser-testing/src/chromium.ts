/**
 * Debian's Chromium driven by playwright-core, the one way every browser test in this
 * repository starts a browser (see docs/architecture.md, "Front ends").
 *
 * Browser downloads do not work on the CI machines, so the tests use the distribution's
 * binary at CHROMIUM_PATH (default /usr/bin/chromium). When it is absent the suites skip
 * with the reason printed on stdout, never silently.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type LaunchOptions } from 'playwright-core';

/** Where the Chromium binary is looked for: `CHROMIUM_PATH`, else Debian's /usr/bin/chromium. */
export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/** Flags for a sandbox-less CI container with no network beyond loopback. */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-dev-shm-usage'];

/**
 * Why browser tests cannot run here, or null when they can.
 * @param optOutVariable an environment variable that, set to `1`, skips the suite (for a second pass of a test target).
 * `BROWSER_TESTS=0` skips every browser suite.
 */
export function browserSkipReason(optOutVariable?: string): string | null {
  if (optOutVariable && process.env[optOutVariable] === '1') return `${optOutVariable}=1`;
  // A pass of every suite that leaves the browser suites out (.ci/run's second Node).
  if (process.env['BROWSER_TESTS'] === '0') return 'BROWSER_TESTS=0 (this pass runs the other suites only)';
  if (!existsSync(CHROMIUM_PATH)) return `${CHROMIUM_PATH} not found (apt-get install chromium, or set CHROMIUM_PATH)`;
  return null;
}

/**
 * `describe` when Chromium is available, else `describe.skip` after printing
 * `[label] browser tests SKIPPED: <reason>` on stdout.
 */
export function describeInBrowser(label: string, optOutVariable?: string): jest.Describe {
  const reason = browserSkipReason(optOutVariable);
  if (reason) {
    process.stdout.write(`\n[${label}] browser tests SKIPPED: ${reason}\n\n`);
    return describe.skip;
  }
  return describe;
}

/** Launches headless Chromium with the CI flags; the caller closes it (`afterAll(() => browser.close())`). */
export function launchChromium(options: LaunchOptions = {}): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, ...options, args: [...CHROMIUM_ARGS, ...(options.args ?? [])] });
}
