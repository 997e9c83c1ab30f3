import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

/**
 * The folders of this library as layers, lowest first. A file may import from its own
 * folder and from lower layers only; two folders of one layer do not import each other.
 */
const LAYERS: string[][] = [
  ['errors', 'model'],
  ['entities', 'migrations', 'config'],
  ['credentials'],
  ['read', 'repositories', 'table-set'],
  ['write'],
  ['store-settings.module'],
  ['index', 'testing'],
];

const rank = new Map(LAYERS.flatMap((names, i) => names.map((n) => [n, i] as const)));
const folderOf = (path: string) => path.split('/')[0].replace(/\.(spec\.)?ts$/, '');

/** `importer -> imported` pairs (paths relative to src) that run up or across a layer. */
export function layerViolations(files: { path: string; text: string }[]): string[] {
  const out: string[] = [];
  for (const { path, text } of files) {
    for (const [, spec] of text.matchAll(/from '(\.[^']*)'/g)) {
      const target = normalize(join(dirname(path), spec));
      const [from, to] = [folderOf(path), folderOf(target)];
      if (from === to) continue;
      const [a, b] = [rank.get(from), rank.get(to)];
      if (a === undefined || b === undefined || b >= a) out.push(`${path} -> ${target}`);
    }
  }
  return out;
}

function sources(dir: string, root = dir): { path: string; text: string }[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return sources(full, root);
    return name.endsWith('.ts') && !name.endsWith('.spec.ts') ? [{ path: relative(root, full), text: readFileSync(full, 'utf8') }] : [];
  });
}

describe('store-settings folders form layers', () => {
  it('has no import running up or across a layer', () => {
    const files = sources(__dirname);
    expect(files.length).toBeGreaterThan(40);
    expect(layerViolations(files)).toEqual([]);
  });

  it('reports an import that runs back up, and one into an unknown folder', () => {
    expect(layerViolations([{ path: 'model/views.ts', text: "import { StoreReader } from '../read/store-reader';" }])).toEqual([
      'model/views.ts -> read/store-reader',
    ]);
    expect(layerViolations([{ path: 'read/a.ts', text: "import { x } from '../write/b';\nimport { y } from '../entities/c';" }])).toEqual([
      'read/a.ts -> write/b',
    ]);
    expect(layerViolations([{ path: 'config/a.ts', text: "import { x } from '../entities/b';" }])).toEqual(['config/a.ts -> entities/b']);
    expect(layerViolations([{ path: 'read/a.ts', text: "import { x } from '../stuff/b';" }])).toEqual(['read/a.ts -> stuff/b']);
  });
});
