import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import { AppFacts, looksSecret, manifestProblems, v8CeilingMiB } from './k8s/checks';
import { diskReader, generatorFiles, K8sObject, renderKustomization, strategicMerge, yamlObjects } from './k8s/kustomize';
import { schemaErrors } from './k8s/schemas';

/**
 * deploy/k8s (docs/operations.md, "Kubernetes"), checked without a cluster: every manifest
 * parses and passes the Kubernetes schemas (kubernetes-models), the base and the production
 * overlay render (./k8s/kustomize.ts; compared with `kubectl kustomize` where kubectl is
 * installed) and pass the workspace's rules (./k8s/checks.ts): probes on /readyz and
 * /healthz at the Service's port, resources above the heap the image allows, non-root
 * read-only containers, secrets only as files of Secrets the kustomization makes.
 */
const root = join(__dirname, '..', '..', '..');
const k8s = join(root, 'deploy', 'k8s');
const base = join(k8s, 'base');
const overlay = join(k8s, 'overlays', 'production');
const apps = ['website-api', 'fulfilment-api', 'widget-api'] as const;

/** Secrets an app cannot run without in production (docs/operations.md, "Kubernetes"). */
const REQUIRED: Record<(typeof apps)[number], string[]> = {
  'website-api': ['DATABASE_URL', 'RECAPTCHA_SECRET'],
  'fulfilment-api': ['DATABASE_URL', 'PLATFORM_CREDENTIALS_KEYS'],
  'widget-api': ['DATABASE_URL', 'PLATFORM_CREDENTIALS_KEYS'],
};

/** The secret files are .gitignored: the rendering reads stand-ins (never real values). */
const secretFiles = generatorFiles(overlay).secrets;
const standIns = new Map(secretFiles.map((f) => [f, `stand-in for ${basename(f)}\n`]));

/** Every YAML file under deploy/k8s. */
function yamlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? yamlFiles(join(dir, e.name)) : /\.ya?ml$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

/** Each app's secret variables, from its config class (`@SecretEnv()`), read in a child process (the checks may not import an app). */
function configSecrets(): Record<string, string[]> {
  const program = `
    const { secretEnvNames } = require('./libs/platform/src');
    console.log(JSON.stringify({
      'website-api': secretEnvNames(require('./apps/website-api/src/config').WebsiteConfig),
      'fulfilment-api': secretEnvNames(require('./apps/fulfilment-api/src/config').FulfilmentConfig),
      'widget-api': secretEnvNames(require('./apps/widget-api/src/config').WidgetConfig),
    }));`;
  const run = spawnSync(process.execPath, ['-r', '@swc-node/register', '-r', 'reflect-metadata', '-e', program], {
    cwd: root,
    env: { PATH: process.env['PATH'], SWC_NODE_PROJECT: 'tsconfig.tools.json' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (run.status !== 0) throw new Error(`could not read the apps' config classes: ${run.stderr}`);
  return JSON.parse(run.stdout.trim().split('\n').pop() as string) as Record<string, string[]>;
}

/** What the image and the config class say about each app. */
function appFacts(secrets: Record<string, string[]>): AppFacts[] {
  return apps.map((app) => {
    const dockerfile = readFileSync(join(root, 'docker', `Dockerfile.${app}`), 'utf8');
    const cmd = JSON.parse(/^CMD (\[.*\])$/m.exec(dockerfile)?.[1] ?? '[]') as string[];
    return {
      app,
      port: Number(/^EXPOSE (\d+)$/m.exec(dockerfile)?.[1]),
      nodeFlags: cmd.filter((a) => a.startsWith('--')),
      secrets: secrets[app],
      requiredSecrets: REQUIRED[app],
    };
  });
}

const label = (o: K8sObject) => `${o.kind} ${o.metadata?.name}`;
const deployment = (objects: K8sObject[], app: string) =>
  objects.find((o) => o.kind === 'Deployment' && o.metadata.name === app) as K8sObject & {
    spec: { template: { spec: { containers: Record<string, unknown>[]; volumes: Record<string, unknown>[] } } };
  };

/** Arrays of objects sorted, names of generated objects without kustomize's hash suffix: two renderings compare equal when they say the same. */
function normalized(objects: K8sObject[]): unknown {
  const sort = (v: unknown): unknown => {
    if (Array.isArray(v)) {
      const items = v.map(sort);
      return items.every((i) => typeof i === 'object' && i !== null) ? items.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))) : items;
    }
    if (typeof v === 'object' && v !== null)
      return Object.fromEntries(
        Object.entries(v)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([k, x]) => [k, sort(x)]),
      );
    return v;
  };
  const text = JSON.stringify(objects).replace(/\b((?:website|fulfilment|widget)-api-(?:env|secrets))-[a-z0-9]{10}\b/g, '$1');
  return sort(JSON.parse(text));
}

describe('deploy/k8s', () => {
  let facts: AppFacts[];
  let baseObjects: K8sObject[];
  let overlayObjects: K8sObject[];
  beforeAll(() => {
    facts = appFacts(configSecrets());
    baseObjects = renderKustomization(base);
    overlayObjects = renderKustomization(overlay, diskReader(standIns));
  }, 90_000);

  it('parses every manifest file, and each object passes the Kubernetes schemas', () => {
    const objects = yamlFiles(k8s)
      .filter((f) => basename(f) !== 'kustomization.yaml')
      .flatMap((f) => yamlObjects(readFileSync(f, 'utf8'), f).map((o) => ({ file: relative(root, f), o })))
      // The overlay's patches are partial objects: they are checked merged, in the rendering.
      .filter(({ file }) => !file.includes('/patches/'));
    expect(objects.length).toBeGreaterThanOrEqual(13);
    const errors = schemaErrors(objects.map(({ o }) => o));
    expect(objects.map(({ file, o }, i) => ({ file, object: label(o), errors: errors[i] }))).toEqual(
      objects.map(({ file, o }) => ({ file, object: label(o), errors: [] })),
    );
  });

  it('renders the base and the production overlay into objects that pass the schemas', () => {
    for (const objects of [baseObjects, overlayObjects]) {
      const errors = schemaErrors(objects);
      expect(objects.map((o, i) => ({ object: label(o), errors: errors[i] }))).toEqual(objects.map((o) => ({ object: label(o), errors: [] })));
    }
    const kinds = (objects: K8sObject[]) => objects.map(label).sort();
    expect(kinds(overlayObjects)).toEqual(
      [
        'Namespace fulfil',
        'Job migrate',
        ...apps.flatMap((app) => [
          `ConfigMap ${app}-env`,
          `Secret ${app}-secrets`,
          `Deployment ${app}`,
          `Service ${app}`,
          `PodDisruptionBudget ${app}`,
          `HorizontalPodAutoscaler ${app}`,
        ]),
      ].sort(),
    );
    expect(overlayObjects.filter((o) => o.kind !== 'Namespace').every((o) => o.metadata.namespace === 'fulfil')).toBe(true);
  });

  it('keeps the workspace rules in the base and in the production overlay', () => {
    expect(manifestProblems(baseObjects, facts, false)).toEqual([]);
    expect(manifestProblems(overlayObjects, facts, true)).toEqual([]);
  });

  it("covers every secret of the apps' config classes by the secret-looking rule, and provides the required ones", () => {
    for (const f of facts) {
      expect({ app: f.app, notSecretLooking: f.secrets.filter((s) => !looksSecret(s)) }).toEqual({ app: f.app, notSecretLooking: [] });
      for (const required of f.requiredSecrets) expect(f.secrets).toContain(required);
    }
    expect(looksSecret('RECAPTCHA_SITE_KEY')).toBe(false); // public: the contact page loads it
    expect(looksSecret('DATABASE_URL_FILE')).toBe(false); // a path
  });

  it('sizes each memory limit above the most V8 may hold with the image flags (docs/operations.md, "Kubernetes")', () => {
    const ceilings = facts.map((f) => {
      const data = overlayObjects.find((o) => o.kind === 'ConfigMap' && o.metadata.name === `${f.app}-env`)?.['data'] as Record<string, string>;
      return [f.app, v8CeilingMiB(f.nodeFlags, data['NODE_OPTIONS'])];
    });
    expect(Object.fromEntries(ceilings)).toEqual({ 'website-api': 384 + 3 * 64, 'fulfilment-api': 640 + 3 * 64, 'widget-api': 640 + 3 * 64 });
  });

  it('reads every secret of the overlay from a .gitignored file that the secrets README of the overlay lists', () => {
    const readme = readFileSync(join(overlay, 'secrets', 'README.md'), 'utf8');
    expect(secretFiles.length).toBeGreaterThan(0);
    for (const file of secretFiles) {
      const ignored = spawnSync('git', ['check-ignore', '--no-index', '-q', relative(root, file)], { cwd: root }).status;
      expect({ file: relative(root, file), ignored: ignored === 0, listed: readme.includes(`\`${basename(file)}\``) }).toEqual({
        file: relative(root, file),
        ignored: true,
        listed: true,
      });
    }
    for (const file of generatorFiles(overlay).others) expect(readFileSync(file, 'utf8')).not.toMatch(/^\s*[A-Z_]*(SECRET|TOKEN|PASSWORD)[A-Z_]*=\S/m);
  });

  const kubectl = spawnSync('kubectl', ['version', '--client'], { encoding: 'utf8' }).status === 0;
  if (!kubectl) process.stdout.write('skipped: the comparison with kubectl kustomize (kubectl is not installed)\n');
  (kubectl ? it : it.skip)('renders the overlay as kubectl kustomize does', () => {
    const copy = mkdtempSync(join(tmpdir(), 'k8s-render-'));
    try {
      cpSync(k8s, copy, { recursive: true });
      for (const [file, content] of standIns) writeFileSync(join(copy, relative(k8s, file)), content);
      const run = spawnSync('kubectl', ['kustomize', join(copy, 'overlays', 'production')], { encoding: 'utf8', timeout: 60_000 });
      expect(run.stderr).toBe('');
      expect(normalized(yamlObjects(run.stdout, 'kubectl kustomize'))).toEqual(normalized(overlayObjects));
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  describe('fails on an invalid manifest (the checks can fail)', () => {
    it('schemas: a Deployment without a selector and with a named containerPort', () => {
      const bad = {
        apiVersion: 'apps/v1',
        kind: 'Deployment',
        metadata: { name: 'bad' },
        spec: {
          template: { spec: { containers: [{ name: 'bad', image: 'bad', ports: [{ containerPort: 'http' }], resources: { limits: { memory: 'lots' } } }] } },
        },
      };
      const [errors, unknown] = schemaErrors([bad, { apiVersion: 'example.com/v1', kind: 'Widget', metadata: { name: 'w' } }]);
      expect(errors).toEqual(
        expect.arrayContaining([
          'data/spec must have required property selector',
          'data/spec/template/spec/containers/0/ports/0/containerPort must be integer',
          'data/spec/template/spec/containers/0/resources/limits/memory must match format "quantity"',
        ]),
      );
      expect(unknown).toEqual(['no Kubernetes model for apiVersion example.com/v1, kind Widget']);
    });

    it('YAML that does not parse, and a kustomization using what the rendering does not implement', () => {
      expect(() => yamlObjects('spec: [unclosed', 'bad.yaml')).toThrow(/^bad\.yaml: /);
      const dir = mkdtempSync(join(tmpdir(), 'k8s-kustomization-'));
      try {
        writeFileSync(join(dir, 'kustomization.yaml'), 'resources: []\ncommonLabels: { team: a }\n');
        expect(() => renderKustomization(dir)).toThrow(/commonLabels not supported/);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });

    /** The overlay's objects with one change made to a copy. */
    const broken = (change: (objects: K8sObject[]) => void) => {
      const objects = structuredClone(overlayObjects);
      change(objects);
      return manifestProblems(objects, facts, true);
    };
    const container = (objects: K8sObject[], app: string) => deployment(objects, app).spec.template.spec.containers[0] as Record<string, never>;
    const migrateContainer = (objects: K8sObject[], app: string) =>
      (
        objects.find((o) => o.kind === 'Job') as K8sObject & { spec: { template: { spec: { containers: Record<string, never>[] } } } }
      ).spec.template.spec.containers.find((c) => c['name'] === app) as Record<string, never>;

    it.each([
      [
        'readiness on /healthz',
        (o: K8sObject[]) => ((container(o, 'website-api')['readinessProbe'] as { httpGet: { path: string } }).httpGet.path = '/healthz'),
        'website-api: readinessProbe must GET /readyz (has /healthz)',
      ],
      ['no liveness probe', (o: K8sObject[]) => delete container(o, 'widget-api')['livenessProbe'], 'widget-api: no livenessProbe'],
      [
        'a probe on the metrics port',
        (o: K8sObject[]) => ((container(o, 'fulfilment-api')['livenessProbe'] as { httpGet: { port: string } }).httpGet.port = 'metrics'),
        "fulfilment-api: livenessProbe port metrics is not the app's port 3001",
      ],
      [
        'a secret as a literal value',
        (o: K8sObject[]) => (container(o, 'website-api')['env'] as object[]).push({ name: 'RECAPTCHA_SECRET', value: 'hunter2' }),
        'website-api: RECAPTCHA_SECRET looks like a secret but has a value in a manifest (use the Secret, as RECAPTCHA_SECRET_FILE)',
      ],
      [
        'a secret in the ConfigMap',
        (o: K8sObject[]) => ((o.find((x) => x.metadata.name === 'widget-api-env')?.['data'] as Record<string, string>)['MAPS_API_KEY'] = 'AIza'),
        'widget-api: MAPS_API_KEY looks like a secret but has a value in a manifest (use the Secret, as MAPS_API_KEY_FILE)',
      ],
      [
        'a Secret the kustomization does not make',
        (o: K8sObject[]) =>
          ((deployment(o, 'fulfilment-api').spec.template.spec.volumes[0]['secret'] as { secretName: string }).secretName = 'fulfilment-secrets'),
        'fulfilment-api: Secret fulfilment-secrets is referenced but not in the kustomization',
      ],
      [
        'a file the Secret does not hold',
        (o: K8sObject[]) => delete (o.find((x) => x.metadata.name === 'widget-api-secrets')?.['data'] as Record<string, string>)['PLATFORM_CREDENTIALS_KEYS'],
        'widget-api: PLATFORM_CREDENTIALS_KEYS_FILE: the Secret widget-api-secrets has no key PLATFORM_CREDENTIALS_KEYS',
      ],
      [
        'a _FILE for a variable that is not a secret',
        (o: K8sObject[]) => (container(o, 'website-api')['env'] as object[]).push({ name: 'PORT_FILE', value: '/run/secrets/fulfil/PORT' }),
        'website-api: PORT_FILE: PORT is not one of the app',
      ],
      ['no memory limit', (o: K8sObject[]) => delete (container(o, 'widget-api')['resources'] as { limits?: object }).limits, 'widget-api: no memory limit'],
      [
        'a memory limit under the heap',
        (o: K8sObject[]) => ((container(o, 'fulfilment-api')['resources'] as { limits: { memory: string } }).limits.memory = '640Mi'),
        'fulfilment-api: memory limit 640Mi is not above the V8 ceiling of 832 MiB',
      ],
      [
        'no heap limit for website-api',
        (o: K8sObject[]) => delete (o.find((x) => x.metadata.name === 'website-api-env')?.['data'] as Record<string, string>)['NODE_OPTIONS'],
        'website-api: no heap limit',
      ],
      [
        'a Service port that reaches no container port',
        (o: K8sObject[]) =>
          ((o.find((x) => x.kind === 'Service' && x.metadata.name === 'widget-api')?.['spec'] as { ports: { targetPort: string }[] }).ports[0].targetPort =
            'web'),
        'widget-api: Service port http targets web, which no container port is',
      ],
      [
        'a writable root file system',
        (o: K8sObject[]) => ((container(o, 'website-api')['securityContext'] as { readOnlyRootFilesystem: boolean }).readOnlyRootFilesystem = false),
        'website-api: readOnlyRootFilesystem is not true',
      ],
      [
        'no migration Job',
        (o: K8sObject[]) =>
          o.splice(
            o.findIndex((x) => x.kind === 'Job'),
            1,
          ),
        'no migration Job named migrate',
      ],
      [
        "a migration container on another app's Secret",
        (o: K8sObject[]) => ((migrateContainer(o, 'website-api')['volumeMounts'] as { name: string }[])[0].name = 'fulfilment-api-secrets'),
        'Job migrate: website-api: DATABASE_URL_FILE is not a file of the Secret website-api-secrets',
      ],
      [
        'a migration container on an older image',
        (o: K8sObject[]) => (migrateContainer(o, 'widget-api')['image'] = 'registry.example.com/fulfil/widget-api:0.0.9' as never),
        'Job migrate: widget-api runs registry.example.com/fulfil/widget-api:0.0.9',
      ],
      [
        'an unpinned image',
        (o: K8sObject[]) => (container(o, 'widget-api')['image'] = 'registry.example.com/fulfil/widget-api:latest' as never),
        'widget-api: image',
      ],
    ])('rules: %s', (_what, change, expected) => {
      expect(broken(change).join('\n')).toContain(expected);
    });
  });

  it('merges patches the strategic way for the lists it knows, and replaces the others', () => {
    const merged = strategicMerge(
      { spec: { containers: [{ name: 'a', image: 'x', args: ['1'] }], topologySpreadConstraints: [{ topologyKey: 'host' }], drop: 1 } },
      { spec: { containers: [{ name: 'a', args: ['2'] }, { name: 'b' }], topologySpreadConstraints: [{ topologyKey: 'zone' }], drop: null } },
    );
    expect(merged).toEqual({
      spec: {
        containers: [{ name: 'a', image: 'x', args: ['2'] }, { name: 'b' }],
        topologySpreadConstraints: [{ topologyKey: 'host' }, { topologyKey: 'zone' }],
      },
    });
  });
});
