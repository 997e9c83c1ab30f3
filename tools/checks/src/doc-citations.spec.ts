import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';

const root = join(__dirname, '..', '..', '..');
/** This file: its fixtures cite missing documents on purpose, so the scan skips it. */
const self = relative(root, __filename).split(sep).join('/');

/** Source files whose comments may cite documents (JSON and Markdown are not scanned). */
const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.html', '.css'];
const SKIPPED_SEGMENTS = ['node_modules', 'dist'];

/** The page whose `## §N` headings the code's `§N` citations point at. */
const SCHEDULING_RULES = 'docs/scheduling-rules.md';
const SCHEDULING_SECTIONS = 8;

/**
 * A Markdown file name as written in code: `<file>.md`, `<dir>/<file>.md`, `./<file>.md`,
 * `../<dir>/<file>.md` or `/<abs>/<file>.md`, optionally followed by `#anchor`. It must not be
 * glued to a preceding word, dot, slash or `:` so that URLs (`https://<host>/<file>.md`)
 * never match.
 */
const MARKDOWN_CITATION = /(?<![\w.:/@-])((?:\/|(?:\.{1,2}\/)*)(?:[\w@-][\w.@-]*\/)*[\w-][\w.-]*\.md)(?:#([\w-]+))?(?![\w-])/g;

/**
 * A document cited by its bare kebab-case name and a section, without `.md`
 * (`some-rules §6`, `some-rules, section 7`): it must exist as `<name>.md` too.
 */
const SECTION_CITATION = /(?<![\w.:/@-])([a-z][a-z0-9]*(?:-[a-z0-9]+)+),?\s+(?:§\s*\d+|[Ss]ection\s+\d+)/g;

export interface Citation {
  /** Repository-relative path of the citing file (POSIX separators). */
  file: string;
  /** 1-based line number. */
  line: number;
  /** The citation as written, e.g. `libs/geo/README.md#api` or `some-rules §6`. */
  citation: string;
  /** The Markdown path it names, without the anchor. */
  target: string;
}

export interface Offence extends Citation {
  reason: string;
}

/** Every Markdown citation in `text`, the content of the repository file `file`. Pure. */
export function findCitations(file: string, text: string): Citation[] {
  const found: Citation[] = [];
  text.split(/\r?\n/).forEach((content, index) => {
    for (const m of content.matchAll(MARKDOWN_CITATION)) {
      found.push({ file, line: index + 1, citation: m[0], target: m[1] });
    }
    for (const m of content.matchAll(SECTION_CITATION)) {
      found.push({ file, line: index + 1, citation: m[0], target: `${m[1]}.md` });
    }
  });
  return found;
}

/** Why a cited path can never be acceptable, or null: it names a place outside the repository. */
function forbidden(target: string): string | null {
  const path = target.replace(/^(\.\/)+/, '');
  if (path.startsWith('shared/spec/') || path.startsWith('../shared') || path.includes('/shared/spec/')) {
    return 'cites the design documents outside the repository; cite their copy under docs/ instead';
  }
  if (path.startsWith('/')) return "absolute path: a reader's checkout lives elsewhere";
  return null;
}

/** Nearest folder at or above `dir` holding a project.json (the citing project's root). */
function projectRoot(dir: string, exists: (path: string) => boolean): string | null {
  for (let d = dir; d !== '.' && d !== ''; d = posix.dirname(d)) {
    if (exists(posix.join(d, 'project.json'))) return d;
  }
  return null;
}

/**
 * Repository paths a citation may mean, most literal first: as written from the repository
 * root, relative to the citing file's folder, `docs/<name>` for a bare name, and for a bare
 * `README.md` the README of the citing project. Candidates outside the repository are dropped.
 */
export function candidates(file: string, target: string, exists: (path: string) => boolean): string[] {
  const dir = posix.dirname(file);
  const bare = !target.includes('/');
  const list = [posix.normalize(target), posix.normalize(posix.join(dir, target))];
  if (bare) list.push(posix.join('docs', target));
  if (bare && target === 'README.md') {
    const project = projectRoot(dir, exists);
    if (project) list.push(posix.join(project, 'README.md'));
  }
  return [...new Set(list)].filter((p) => !p.startsWith('../') && p !== '..' && !posix.isAbsolute(p));
}

/**
 * The citations in `text` (the content of repository file `file`) that do not resolve to a
 * file of the repository. `exists` answers for repository-relative POSIX paths. Pure.
 */
export function unresolvedCitations(file: string, text: string, exists: (path: string) => boolean): Offence[] {
  return findCitations(file, text).flatMap((c): Offence[] => {
    const reason = forbidden(c.target);
    if (reason) return [{ ...c, reason }];
    const tried = candidates(file, c.target, exists);
    return tried.some(exists) ? [] : [{ ...c, reason: `no such file (tried ${tried.join(', ')})` }];
  });
}

export function formatOffence(o: Offence): string {
  return `${o.file}:${o.line} -> ${o.citation}  (${o.reason})`;
}

function git(args: string[]): string[] {
  return execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64e6 }).split('\n').filter(Boolean);
}

/** Files of the working tree that git tracks or would track (new, not ignored). */
function repositoryFiles(): Set<string> {
  return new Set(git(['ls-files', '--cached', '--others', '--exclude-standard']).filter((p) => existsSync(join(root, p))));
}

/** Tracked source files to scan. */
function trackedSources(): string[] {
  return git(['ls-files'])
    .filter((p) => SOURCE_EXTENSIONS.some((ext) => p.endsWith(ext)))
    .filter((p) => !p.split('/').some((segment) => SKIPPED_SEGMENTS.includes(segment)))
    .filter((p) => p !== self && existsSync(join(root, p)));
}

/** Names of documents that live only outside the repository, assembled so no rewrite of citations touches them. */
const outsideDocument = (...words: string[]): string => `${words.join('-')}.md`;

describe('documents cited in code exist in the repository', () => {
  let files: Set<string>;
  const exists = (path: string): boolean => files.has(path);

  beforeAll(() => {
    files = repositoryFiles();
  });

  it('every Markdown file a source file cites resolves to a file of the repository', () => {
    const offences = trackedSources().flatMap((file) => unresolvedCitations(file, readFileSync(join(root, file), 'utf8'), exists));
    expect(offences.map(formatOffence)).toEqual([]);
  });

  it('reports a citation of a document that is not in the repository (the check can fail)', () => {
    const missing = outsideDocument('scheduling', 'semantics');
    const snippet = [
      `/** Reservations hold capacity (${missing} §6). */`,
      'export const ttlMinutes = 15;',
      `// also: ../../shared/spec/${missing}#order-limits and libs/scheduling/README.md`,
    ].join('\n');
    const offences = unresolvedCitations('libs/example/src/ttl.ts', snippet, exists);
    expect(offences.map(({ line, citation }) => ({ line, citation }))).toEqual([
      { line: 1, citation: missing },
      { line: 3, citation: `../../shared/spec/${missing}#order-limits` },
    ]);
    expect(formatOffence(offences[0])).toMatch(new RegExp(`^libs/example/src/ttl\\.ts:1 -> ${missing.replace('.', '\\.')}`));
  });

  it('resolves a citation from the root, from the citing folder, under docs/, or as the project README', () => {
    // Fixture names are built here, so that this file cites no document itself.
    const [notes, widgetNotes, lostNotes, other] = ['NOTES', 'widget-notes', 'lost-notes', 'other'].map((name) => `${name}.md`);
    const fake = new Set([
      `docs/${widgetNotes}`,
      'libs/example/project.json',
      'libs/example/README.md',
      `libs/example/src/${notes}`,
      `shared/spec/${widgetNotes}`,
    ]);
    const has = (path: string): boolean => fake.has(path);
    const snippet = [
      `// docs/${widgetNotes}#limits, ${widgetNotes}, ${notes}, ./${notes}, README.md, widget-notes §3`,
      `// https://example.com/guide/${other} is a URL, not a citation`,
      `// shared/spec/${widgetNotes} exists here but is never acceptable; ${lostNotes} is missing`,
    ].join('\n');
    expect(unresolvedCitations('libs/example/src/a.ts', snippet, has).map((o) => o.citation)).toEqual([`shared/spec/${widgetNotes}`, lostNotes]);
  });

  it(`${SCHEDULING_RULES} has the sections §1 to §${SCHEDULING_SECTIONS} that code cites by number`, () => {
    const text = readFileSync(join(root, SCHEDULING_RULES), 'utf8');
    const headings = [...text.matchAll(/^## §(\d+) \S/gm)].map((m) => Number(m[1]));
    expect(headings).toEqual(Array.from({ length: SCHEDULING_SECTIONS }, (_, i) => i + 1));

    const cited = trackedSources().flatMap((file) =>
      readFileSync(join(root, file), 'utf8')
        .split(/\r?\n/)
        .flatMap((content, index) => [...content.matchAll(/(?<!RFC \d+ )§\s*(\d+)/g)].map((m) => ({ at: `${file}:${index + 1}`, section: Number(m[1]) }))),
    );
    expect(cited.filter((c) => !headings.includes(c.section)).map((c) => `${c.at} -> §${c.section}`)).toEqual([]);
  });
});
