/**
 * Shopify's Theme Check over the storefront picker's theme app extension
 * (shopify-app/extensions/storefront-picker), through the Node API of
 * `@shopify/theme-check-node`: `themeCheckRun(root)` reads the extension's `.theme-check.yml`
 * (`extends: theme-check:theme-app-extension`, context `app`) and returns the offences.
 *
 * Offline by default: Theme Check wants the Liquid docs (objects, filters, tags, the locale
 * JSON schema) from GitHub and falls back to the copy `@shopify/theme-check-docs-updater`
 * ships. Here the download is pointed at a local folder that does not exist
 * (`SHOPIFY_TLD_ROOT`), so no request leaves the machine and the shipped copy (or one a
 * developer downloaded earlier into the cache) is used; `THEME_CHECK_DOCS=online` lets it
 * download. A docs resource that cannot be loaded at all is reported with the checks it
 * blinds.
 *
 * `npm run theme:check` prints every offence and exits 1 on any at error level;
 * theme-check.spec.ts runs it in `npm test`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Severity, themeCheckRun, type Offense } from '@shopify/theme-check-node';

const WORKSPACE = join(__dirname, '..', '..', '..');

/** The extension `npm run theme:check` checks. */
export const EXTENSION_ROOT = join(WORKSPACE, 'shopify-app', 'extensions', 'storefront-picker');

/** The Liquid docs resources Theme Check loads, and the checks that see nothing without them. */
const DOCS_RESOURCES: Record<string, string[]> = {
  objects: ['UndefinedObject'],
  filters: ['UnknownFilter', 'DeprecatedFilter', 'UnsupportedFilterArguments'],
  tags: ['DeprecatedTag'],
  shopify_system_translations: ['TranslationKeyExists'],
  manifest_theme_app_extension: ['ValidJSON (locale files)'],
};

/** Where each Liquid docs resource came from in a run. */
export type DocsSource = 'cache' | 'bundled' | 'unavailable' | 'unused';

export interface ThemeCheckReport {
  /** The checked folder. */
  root: string;
  /** `app` for a theme app extension. */
  context: string;
  /** Enabled checks. */
  checks: number;
  /** Files Theme Check read (Liquid and JSON). */
  files: number;
  offences: Offense[];
  /** Offences at error level. */
  errors: number;
  /** Per docs resource, where it came from. */
  docs: Record<string, DocsSource>;
  /** The revision of the bundled Liquid docs, when they were used. */
  bundledRevision: string | null;
  /** Why some checks could not work (a docs resource missing), one line each. */
  unavailable: string[];
}

/** Reads which docs resources were loaded from where, from Theme Check's log lines. Pure. */
export function docsSources(log: readonly string[]): Record<string, DocsSource> {
  const text = log.join('\n');
  const out: Record<string, DocsSource> = {};
  for (const name of Object.keys(DOCS_RESOURCES)) {
    if (new RegExp(`Loaded resource from [^\\n]*[/\\\\]${name}\\.json`).test(text)) out[name] = 'cache';
    else if (new RegExp(`Loaded fallback resource\\s+${name} from`).test(text)) out[name] = 'bundled';
    else if (text.includes(`fallbackResource(${name})`)) out[name] = 'unavailable';
    else out[name] = 'unused';
  }
  return out;
}

/**
 * Runs Theme Check over `root` (a theme app extension with its `.theme-check.yml`).
 * `online`: let Theme Check download the latest Liquid docs first.
 */
export async function runThemeCheck(root: string = EXTENSION_ROOT, { online = process.env.THEME_CHECK_DOCS === 'online' } = {}): Promise<ThemeCheckReport> {
  const log: string[] = [];
  const saved = process.env.SHOPIFY_TLD_ROOT;
  // "file:<folder>" downloads read that folder; an absent one fails at once, offline.
  if (!online) process.env.SHOPIFY_TLD_ROOT = join(tmpdir(), 'theme-check-offline', 'no-docs-here');
  try {
    const run = await themeCheckRun(resolve(root), undefined, (message) => log.push(message));
    const docs = docsSources(log);
    const unavailable = Object.entries(docs)
      .filter(([, source]) => source === 'unavailable')
      .map(([name]) => `Liquid docs "${name}" could not be loaded (${DOCS_RESOURCES[name].join(', ')} cannot see what it lacks)`);
    return {
      root: resolve(root),
      context: run.config.context,
      checks: run.config.checks.length,
      files: run.theme.length,
      offences: run.offenses,
      errors: run.offenses.filter((o) => o.severity === Severity.ERROR).length,
      docs,
      bundledRevision: bundledRevision(log),
      unavailable,
    };
  } finally {
    if (!online && saved === undefined) delete process.env.SHOPIFY_TLD_ROOT;
    else if (!online) process.env.SHOPIFY_TLD_ROOT = saved;
  }
}

const SEVERITY_NAMES: Record<number, string> = { [Severity.ERROR]: 'error', [Severity.WARNING]: 'warning', [Severity.INFO]: 'info' };

/** The report as lines: one per offence (`file:line:column severity Check message`), then a summary. Pure. */
export function formatReport(report: ThemeCheckReport, cwd: string = WORKSPACE): string[] {
  const lines = report.offences.map((o) => {
    const file = relative(cwd, o.uri.startsWith('file:') ? fileURLToPath(o.uri) : o.uri);
    return `${file}:${o.start.line + 1}:${o.start.character + 1} ${SEVERITY_NAMES[o.severity] ?? o.severity} ${o.check} ${o.message}`;
  });
  const docs = Object.entries(report.docs)
    .map(([name, source]) => `${name}=${source}`)
    .join(', ');
  lines.push(`Liquid docs: ${docs}${report.bundledRevision ? ` (bundled revision ${report.bundledRevision})` : ''}`);
  for (const why of report.unavailable) lines.push(`unavailable: ${why}`);
  lines.push(
    `Theme Check (${report.context} context, ${report.checks} checks) over ${relative(cwd, report.root) || '.'}: ${report.files} files, ` +
      `${report.offences.length} offences, ${report.errors} at error level`,
  );
  return lines;
}

/**
 * The revision of the Liquid docs `@shopify/theme-check-docs-updater` ships (its
 * `data/latest.json`, next to the fallback files named in the log), or null. Pure but for
 * reading that file.
 */
export function bundledRevision(log: readonly string[]): string | null {
  const file = /Loaded fallback resource\s+\w+ from\s+(\S+\.json)/.exec(log.join('\n'))?.[1];
  const latest = file ? join(dirname(file), 'latest.json') : null;
  if (!latest || !existsSync(latest)) return null;
  try {
    return (JSON.parse(readFileSync(latest, 'utf8')) as { revision?: string }).revision?.slice(0, 12) || null;
  } catch {
    return null;
  }
}

if (require.main === module) {
  runThemeCheck(process.argv[2] ?? EXTENSION_ROOT)
    .then((report) => {
      for (const line of formatReport(report, process.cwd())) console.log(line);
      process.exitCode = report.errors > 0 ? 1 : 0;
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
