/**
 * Accessibility checks with axe-core, injected into the page under test from the
 * installed package (no network). Every front end's suite asserts zero violations
 * (docs/architecture.md, "Front ends").
 */
import { readFileSync } from 'node:fs';
import type { Frame, Page } from 'playwright-core';

let axeSource: string | undefined;

/** One axe-core violation, reduced to what a failing test should print. */
export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

interface AxeResultsInPage {
  violations: Array<{ id: string; impact?: string | null; help: string; nodes: Array<{ target: unknown[] }> }>;
}

/**
 * Runs axe-core (WCAG 2.0/2.1/2.2 A and AA rules plus best practices) on the page, or on
 * the part selected by `include`, and returns its violations. Shadow DOM is searched.
 * @param include a CSS selector limiting the check (default: the whole document).
 */
export async function axeViolations(page: Page | Frame, include?: string): Promise<AxeViolation[]> {
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  await atRest(page);
  // Evaluated rather than added as a <script>: a page's Content-Security-Policy (a nonce,
  // no 'unsafe-inline') would block an inline script tag, and so would a page with
  // JavaScript disabled; evaluation through the DevTools protocol is subject to neither.
  await page.evaluate(axeSource);
  const results = await page.evaluate(async (selector) => {
    const axe = (globalThis as unknown as { axe: { run(context: unknown, options: unknown): Promise<unknown> } }).axe;
    const options = { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } };
    return (await axe.run(selector ? { include: [selector] } : (globalThis as unknown as { document: unknown }).document, options)) as unknown;
  }, include ?? null);
  return (results as AxeResultsInPage).violations.map((v) => ({
    id: v.id,
    impact: v.impact ?? null,
    help: v.help,
    targets: v.nodes.map((n) => JSON.stringify(n.target)),
  }));
}

/**
 * Waits until the page's finite CSS transitions and animations have ended (a dialog fading
 * in, a menu closing, a pressed button easing back), so that axe-core measures colours and
 * roles as the page shows them at rest, not half drawn. Endless ones (a loader's spinner) do
 * not count.
 * @throws playwright's TimeoutError when some still run after 5 s
 */
async function atRest(page: Page | Frame): Promise<void> {
  await page.waitForFunction(
    `document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity)`,
    undefined,
    { timeout: 5_000 },
  );
}

/** Asserts zero axe-core violations; on failure the message lists each rule, its help and the elements. */
export async function expectNoAxeViolations(page: Page | Frame, include?: string): Promise<void> {
  const violations = await axeViolations(page, include);
  if (violations.length) {
    const lines = violations.map((v) => `- ${v.id} (${v.impact}): ${v.help}\n    ${v.targets.join('\n    ')}`);
    throw new Error(`axe-core found ${violations.length} violation(s):\n${lines.join('\n')}`);
  }
}
