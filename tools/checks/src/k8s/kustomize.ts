import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { parseAllDocuments } from 'yaml';

/**
 * The subset of kustomize that deploy/k8s uses, rendered here without kustomize so that
 * the workspace checks can read what a cluster would receive (docs/operations.md,
 * "Kubernetes"): `resources` (files and folders with a kustomization), `namespace`,
 * `images`, `configMapGenerator` / `secretGenerator` (`envs`, `literals`, `files`;
 * `behavior` create, merge, replace) and `patches` (strategic merge, by the patch's own
 * kind and name or a `target` of kind and name). Generated names carry no hash suffix.
 * Anything else in a kustomization is refused, so that the rendering never silently
 * differs from kustomize's; where `kubectl` is installed, k8s-manifests.spec.ts compares
 * the two.
 */

/** A Kubernetes object as read from YAML. */
export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  [field: string]: unknown;
}

interface Generator {
  name: string;
  behavior?: 'create' | 'merge' | 'replace';
  envs?: string[];
  literals?: string[];
  files?: string[];
  type?: string;
}

interface Kustomization {
  apiVersion?: string;
  kind?: string;
  resources?: string[];
  namespace?: string;
  images?: { name: string; newName?: string; newTag?: string }[];
  configMapGenerator?: Generator[];
  secretGenerator?: Generator[];
  patches?: { path?: string; patch?: string; target?: { kind?: string; name?: string } }[];
}

const SUPPORTED = ['apiVersion', 'kind', 'resources', 'namespace', 'images', 'configMapGenerator', 'secretGenerator', 'patches'];

/** Kinds without a namespace (the ones a kustomization here could hold). */
const CLUSTER_SCOPED = new Set([
  'Namespace',
  'ClusterRole',
  'ClusterRoleBinding',
  'PriorityClass',
  'StorageClass',
  'PersistentVolume',
  'CustomResourceDefinition',
]);

/** Reads a file of the tree being rendered; `files` stands in for files that are not on disk (the .gitignored secrets). */
export type FileReader = (path: string) => Buffer;

export const diskReader =
  (files: ReadonlyMap<string, string> = new Map()): FileReader =>
  (path) => {
    const stand = files.get(resolve(path));
    return stand !== undefined ? Buffer.from(stand) : readFileSync(path);
  };

/** Every YAML document of a file that is not empty. */
export function yamlObjects(text: string, where: string): K8sObject[] {
  return parseAllDocuments(text).flatMap((doc) => {
    if (doc.errors.length) throw new Error(`${where}: ${doc.errors.map((e) => e.message).join('; ')}`);
    const value = doc.toJS() as K8sObject | null;
    return value === null ? [] : [value];
  });
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The key strategic merge uses for a list field (Kubernetes' patchMergeKey), or null: the list is replaced. */
function mergeKey(field: string, sample: unknown): string | null {
  if (!isObject(sample)) return null;
  if (field === 'ports') return 'containerPort' in sample ? 'containerPort' : 'port';
  const keys: Record<string, string> = {
    containers: 'name',
    initContainers: 'name',
    env: 'name',
    volumes: 'name',
    volumeMounts: 'mountPath',
    imagePullSecrets: 'name',
    topologySpreadConstraints: 'topologyKey',
  };
  return keys[field] ?? null;
}

/** Strategic merge of `patch` into `base` (a copy is returned): maps merge, `null` deletes, keyed lists merge by key, other lists are replaced. */
export function strategicMerge(base: unknown, patch: unknown, field = ''): unknown {
  if (Array.isArray(patch)) {
    const key = mergeKey(field, patch[0] ?? (Array.isArray(base) ? base[0] : undefined));
    if (!key || !Array.isArray(base)) return structuredClone(patch);
    const merged = base.map((item) => structuredClone(item) as Record<string, unknown>);
    for (const item of patch as Record<string, unknown>[]) {
      const at = merged.findIndex((m) => m[key] === item[key]);
      if (at >= 0) merged[at] = strategicMerge(merged[at], item) as Record<string, unknown>;
      else merged.push(structuredClone(item));
    }
    return merged;
  }
  if (!isObject(patch) || !isObject(base)) return structuredClone(patch);
  const out: Record<string, unknown> = structuredClone(base);
  for (const [k, v] of Object.entries(patch)) {
    if (k.startsWith('$')) throw new Error(`strategic merge directive ${k} is not supported here`);
    if (v === null) delete out[k];
    else out[k] = k in out ? strategicMerge(out[k], v, k) : structuredClone(v);
  }
  return out;
}

/** `KEY=value` lines of an env file (`#` comments and blank lines skipped), as kustomize reads them. */
function envLines(text: string, where: string): [string, string][] {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const at = l.indexOf('=');
      if (at <= 0) throw new Error(`${where}: not KEY=value: ${l}`);
      return [l.slice(0, at), l.slice(at + 1)];
    });
}

function generate(dir: string, kind: 'ConfigMap' | 'Secret', g: Generator, read: FileReader): K8sObject {
  const entries: [string, Buffer][] = [];
  for (const env of g.envs ?? []) for (const [k, v] of envLines(read(join(dir, env)).toString('utf8'), env)) entries.push([k, Buffer.from(v)]);
  for (const literal of g.literals ?? []) {
    const [k, ...v] = literal.split('=');
    entries.push([k, Buffer.from(v.join('='))]);
  }
  for (const file of g.files ?? []) {
    const [k, path] = file.includes('=') ? (file.split('=', 2) as [string, string]) : [basename(file), file];
    entries.push([k, read(join(dir, path))]);
  }
  const data = Object.fromEntries(entries.map(([k, v]) => [k, kind === 'Secret' ? v.toString('base64') : v.toString('utf8')]));
  const object: K8sObject = { apiVersion: 'v1', kind, metadata: { name: g.name }, data };
  if (kind === 'Secret') object['type'] = g.type ?? 'Opaque';
  return object;
}

function podSpecs(o: K8sObject): Record<string, unknown>[] {
  const spec = o['spec'] as Record<string, unknown> | undefined;
  const template = spec?.['template'] as { spec?: Record<string, unknown> } | undefined;
  const jobTemplate = (spec?.['jobTemplate'] as { spec?: { template?: { spec?: Record<string, unknown> } } } | undefined)?.spec?.template?.spec;
  return [template?.spec, jobTemplate].filter((s): s is Record<string, unknown> => Boolean(s));
}

/** Renders the kustomization in `dir` (an absolute or relative folder), as `kubectl kustomize` does for the subset above. */
export function renderKustomization(dir: string, read: FileReader = diskReader()): K8sObject[] {
  const file = join(dir, 'kustomization.yaml');
  const [k] = yamlObjects(readFileSync(file, 'utf8'), file) as unknown as Kustomization[];
  const unknown = Object.keys(k).filter((key) => !SUPPORTED.includes(key));
  if (unknown.length) throw new Error(`${file}: ${unknown.join(', ')} not supported by this rendering (tools/checks/src/k8s/kustomize.ts)`);

  const objects: K8sObject[] = [];
  for (const resource of k.resources ?? []) {
    const path = join(dir, resource);
    if (!existsSync(path)) throw new Error(`${file}: resource ${resource} does not exist`);
    objects.push(...(statSync(path).isDirectory() ? renderKustomization(path, read) : yamlObjects(read(path).toString('utf8'), path)));
  }

  for (const [kind, generators] of [
    ['ConfigMap', k.configMapGenerator ?? []],
    ['Secret', k.secretGenerator ?? []],
  ] as const) {
    for (const g of generators) {
      const made = generate(dir, kind, g, read);
      const at = objects.findIndex((o) => o.kind === kind && o.metadata.name === g.name);
      const behavior = g.behavior ?? 'create';
      if (behavior === 'create') {
        if (at >= 0) throw new Error(`${file}: ${kind} ${g.name} exists already (behavior: merge or replace)`);
        objects.push(made);
      } else {
        if (at < 0) throw new Error(`${file}: ${kind} ${g.name} to ${behavior} does not exist`);
        const old = objects[at]['data'] as Record<string, string>;
        objects[at] = { ...objects[at], data: behavior === 'merge' ? { ...old, ...(made['data'] as object) } : made['data'] };
      }
    }
  }

  for (const entry of k.patches ?? []) {
    const text = entry.path ? read(join(dir, entry.path)).toString('utf8') : (entry.patch ?? '');
    for (const patch of yamlObjects(text, entry.path ?? `${file} (inline patch)`)) {
      const target = entry.target ?? { kind: patch.kind, name: patch.metadata?.name };
      const matches = objects.filter((o) => (!target.kind || o.kind === target.kind) && (!target.name || o.metadata.name === target.name));
      if (!matches.length) throw new Error(`${file}: patch ${entry.path ?? '(inline)'} matches no object (${target.kind ?? '*'} ${target.name ?? '*'})`);
      // The patch's name selects (unless a target does); the rest of it merges.
      const body = structuredClone(patch) as K8sObject;
      if (body.metadata) delete (body.metadata as { name?: string }).name;
      for (const o of matches) objects[objects.indexOf(o)] = strategicMerge(o, body) as K8sObject;
    }
  }

  if (k.namespace) for (const o of objects) if (!CLUSTER_SCOPED.has(o.kind)) o.metadata = { ...o.metadata, namespace: k.namespace };

  for (const image of k.images ?? []) {
    for (const spec of objects.flatMap(podSpecs)) {
      for (const c of [...((spec['containers'] as { image: string }[]) ?? []), ...((spec['initContainers'] as { image: string }[]) ?? [])]) {
        const name = c.image.replace(/@.*$/, '').replace(/:[^:/]+$/, '');
        if (name === image.name) c.image = `${image.newName ?? image.name}${image.newTag ? `:${image.newTag}` : ''}`;
      }
    }
  }
  return objects;
}

/** The files a kustomization tree reads for its generators and patches, by absolute path (to check they exist or are ignored). */
export function generatorFiles(dir: string): { secrets: string[]; others: string[] } {
  const file = join(dir, 'kustomization.yaml');
  const [k] = yamlObjects(readFileSync(file, 'utf8'), file) as unknown as Kustomization[];
  const pathOf = (spec: string) => resolve(dir, spec.includes('=') ? spec.split('=', 2)[1] : spec);
  const secrets = (k.secretGenerator ?? []).flatMap((g) => [...(g.files ?? []), ...(g.envs ?? [])].map(pathOf));
  const others = (k.configMapGenerator ?? []).flatMap((g) => [...(g.files ?? []), ...(g.envs ?? [])].map(pathOf));
  return { secrets: [...new Set(secrets)], others: [...new Set(others)] };
}
