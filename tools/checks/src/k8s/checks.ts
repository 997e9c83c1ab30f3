import type { IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import type { IJob } from 'kubernetes-models/batch/v1/Job';
import type { IHorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import type { IPodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import type { IContainer } from 'kubernetes-models/v1/Container';
import type { IService } from 'kubernetes-models/v1/Service';
import type { K8sObject } from './kustomize';

/**
 * The workspace's own rules for deploy/k8s, beyond the Kubernetes schemas
 * (docs/operations.md, "Kubernetes"). Pure: objects in, problems out.
 */

/** What an app is, as its image and config class say (read by the spec from docker/ and the apps' config). */
export interface AppFacts {
  app: string;
  /** The image's EXPOSE and PORT. */
  port: number;
  /** Node.js flags of the image's CMD. */
  nodeFlags: string[];
  /** The variables the app's config class marks as secrets (`@SecretEnv()`): read from `<NAME>_FILE` too. */
  secrets: string[];
  /** Secrets the deployment must provide (the app cannot run in production without them). */
  requiredSecrets: string[];
}

/**
 * An environment name that looks like a secret: such a variable never carries a `value:`
 * in a manifest. Public keys are listed as exceptions; `<NAME>_FILE` holds a path.
 */
export const SECRET_LOOKING = /(SECRET|TOKEN|PASSWORD|PASSWD|CREDENTIAL|PRIVATE|API_KEY|_KEYS?$|DATABASE_URL|REDIS_URL|DSN)/;
const PUBLIC_NAMES = new Set(['RECAPTCHA_SITE_KEY']);
export const looksSecret = (name: string) => !name.endsWith('_FILE') && !PUBLIC_NAMES.has(name) && SECRET_LOOKING.test(name);

/** Bytes of a memory quantity (`768Mi`, `1Gi`, `500M`, `1048576`). */
export function memoryBytes(q: string | number): number {
  const m = /^(\d+(?:\.\d+)?)(Ki|Mi|Gi|Ti|k|M|G|T)?$/.exec(String(q));
  if (!m) return NaN;
  const unit: Record<string, number> = { Ki: 2 ** 10, Mi: 2 ** 20, Gi: 2 ** 30, Ti: 2 ** 40, k: 1e3, M: 1e6, G: 1e9, T: 1e12 };
  return Number(m[1]) * (m[2] ? unit[m[2]] : 1);
}

/** Millicores of a CPU quantity (`1000m`, `1`, `0.5`). */
export function cpuMillis(q: string | number): number {
  const m = /^(\d+(?:\.\d+)?)(m)?$/.exec(String(q));
  return m ? Number(m[1]) * (m[2] ? 1 : 1000) : NaN;
}

const flag = (flags: string[], name: string): number | undefined => {
  const found = flags.map((f) => new RegExp(`^--${name}=(\\d+)$`).exec(f)).find(Boolean);
  return found ? Number(found[1]) : undefined;
};

/**
 * The most V8 may hold, MiB: old space (`--max-old-space-size`) plus the young generation
 * (three semi-spaces of `--max-semi-space-size`, 16 MiB by default). Flags on the command
 * line win over NODE_OPTIONS. Undefined without an old-space limit (V8 then sizes the heap
 * from the machine, not the container).
 */
export function v8CeilingMiB(cmdFlags: string[], nodeOptions = ''): number | undefined {
  const fromEnv = nodeOptions.split(/\s+/).filter(Boolean);
  const old = flag(cmdFlags, 'max-old-space-size') ?? flag(fromEnv, 'max-old-space-size');
  const semi = flag(cmdFlags, 'max-semi-space-size') ?? flag(fromEnv, 'max-semi-space-size') ?? 16;
  return old === undefined ? undefined : old + 3 * semi;
}

const find = <T>(objects: K8sObject[], kind: string, name: string) => objects.find((o) => o.kind === kind && o.metadata.name === name) as T | undefined;
const matches = (selector: Record<string, string> | undefined, labels: Record<string, string> | undefined) =>
  Boolean(selector && Object.keys(selector).length && Object.entries(selector).every(([k, v]) => labels?.[k] === v));

/** The container port a probe or a Service names (by name or number), or undefined. */
function containerPort(container: IContainer, port: unknown): number | undefined {
  return container.ports?.find((p) => p.name === port || p.containerPort === port)?.containerPort;
}

/**
 * Problems of one app's objects.
 *
 * @param rendered true for an overlay's output: Secrets and images must then be complete
 *   (the base alone references Secrets it does not make)
 */
export function appProblems(objects: K8sObject[], facts: AppFacts, rendered: boolean): string[] {
  const { app } = facts;
  const problems: string[] = [];
  const say = (what: string) => problems.push(`${app}: ${what}`);

  const deployment = find<IDeployment>(objects, 'Deployment', app);
  const service = find<IService>(objects, 'Service', app);
  const pdb = find<IPodDisruptionBudget>(objects, 'PodDisruptionBudget', app);
  const hpa = find<IHorizontalPodAutoscaler>(objects, 'HorizontalPodAutoscaler', app);
  for (const [kind, o] of Object.entries({ Deployment: deployment, Service: service, PodDisruptionBudget: pdb, HorizontalPodAutoscaler: hpa })) {
    if (!o) say(`no ${kind} named ${app}`);
  }
  const pod = deployment?.spec?.template;
  const container = pod?.spec?.containers.find((c) => c.name === app);
  if (!deployment || !pod?.spec || !container) {
    if (deployment) say(`the Deployment has no container named ${app}`);
    return problems;
  }
  const podLabels = pod.metadata?.labels;
  if (!matches(deployment.spec?.selector.matchLabels, podLabels)) say("the Deployment's selector does not match its pods' labels");

  // Probes: readiness on /readyz, liveness (and start-up) on /healthz, on the app's port.
  const probes = { readinessProbe: '/readyz', livenessProbe: '/healthz', startupProbe: '/healthz' } as const;
  for (const [probe, path] of Object.entries(probes) as [keyof typeof probes, string][]) {
    const p = container[probe];
    if (!p) {
      if (probe !== 'startupProbe') say(`no ${probe}`);
      continue;
    }
    if (p.httpGet?.path !== path) say(`${probe} must GET ${path} (has ${p.httpGet?.path ?? 'no httpGet'})`);
    const port = containerPort(container, p.httpGet?.port);
    if (port !== facts.port) say(`${probe} port ${String(p.httpGet?.port)} is not the app's port ${facts.port}`);
  }

  // The Service: its selector picks these pods, each target port is a container port, and "http" is the app's.
  if (service) {
    if (!matches(service.spec?.selector, podLabels)) say("the Service's selector does not match the pods' labels");
    for (const p of service.spec?.ports ?? []) {
      const target = containerPort(container, p.targetPort ?? p.port);
      if (target === undefined) say(`Service port ${p.name ?? p.port} targets ${String(p.targetPort ?? p.port)}, which no container port is`);
    }
    const http = service.spec?.ports?.find((p) => p.name === 'http');
    if (!http || containerPort(container, http.targetPort ?? http.port) !== facts.port)
      say(`the Service has no port "http" reaching the app's port ${facts.port}`);
  }
  if (pdb && !matches(pdb.spec?.selector?.matchLabels, podLabels)) say("the PodDisruptionBudget's selector does not match the pods' labels");
  if (hpa) {
    const t = hpa.spec?.scaleTargetRef;
    if (hpa.apiVersion !== 'autoscaling/v2') say('the HorizontalPodAutoscaler must be autoscaling/v2');
    if (t?.kind !== 'Deployment' || t.name !== app || t.apiVersion !== 'apps/v1') say('the HorizontalPodAutoscaler does not scale this Deployment');
    if (!hpa.spec?.metrics?.some((m) => m.type === 'Resource' && m.resource?.name === 'cpu')) say('the HorizontalPodAutoscaler has no CPU metric');
    if ((hpa.spec?.minReplicas ?? 1) < 2) say('minReplicas below 2: a lost pod would stop the app');
    if (deployment.spec?.replicas !== undefined) say('the Deployment sets replicas, which the HorizontalPodAutoscaler owns (each apply would reset it)');
  }

  // Resources: requests and limits of CPU and memory, the memory limit above what V8 may hold.
  const { requests = {}, limits = {} } = container.resources ?? {};
  for (const r of ['cpu', 'memory'] as const) {
    if (requests[r] === undefined) say(`no ${r} request`);
    if (limits[r] === undefined) say(`no ${r} limit`);
  }
  if (requests.cpu !== undefined && limits.cpu !== undefined && cpuMillis(limits.cpu) < cpuMillis(requests.cpu)) say('cpu limit below its request');
  if (requests.memory !== undefined && limits.memory !== undefined && memoryBytes(limits.memory) < memoryBytes(requests.memory))
    say('memory limit below its request');

  // Environment: the ConfigMap it loads, the variables it sets.
  const configMaps = (container.envFrom ?? [])
    .filter((e) => e.configMapRef)
    .map((e) => find<K8sObject & { data?: Record<string, string> }>(objects, 'ConfigMap', e.configMapRef?.name ?? ''));
  for (const ref of container.envFrom ?? []) {
    if (ref.configMapRef && !find(objects, 'ConfigMap', ref.configMapRef.name ?? '')) say(`ConfigMap ${ref.configMapRef.name} does not exist`);
  }
  const config: Record<string, string> = Object.assign({}, ...configMaps.map((c) => c?.data ?? {}));
  for (const e of container.env ?? []) if (e.value !== undefined) config[e.name] = e.value;
  for (const key of Object.keys(config)) {
    if (looksSecret(key) || facts.secrets.includes(key)) say(`${key} looks like a secret but has a value in a manifest (use the Secret, as ${key}_FILE)`);
  }
  if (config['PORT'] !== undefined && Number(config['PORT']) !== facts.port) say(`PORT ${config['PORT']} is not the image's port ${facts.port}`);
  const ceiling = v8CeilingMiB(facts.nodeFlags, config['NODE_OPTIONS']);
  if (ceiling === undefined) say('no heap limit (--max-old-space-size in the image or NODE_OPTIONS): V8 would size its heap from the node, not the container');
  else if (limits.memory !== undefined && memoryBytes(limits.memory) <= ceiling * 2 ** 20)
    say(`memory limit ${limits.memory} is not above the V8 ceiling of ${ceiling} MiB`);

  // Security context: non-root (numerically, so that the kubelet can check), read-only root, no privileges.
  const podSecurity = pod.spec.securityContext;
  const sc = container.securityContext;
  const user = sc?.runAsUser ?? podSecurity?.runAsUser;
  if (!(sc?.runAsNonRoot ?? podSecurity?.runAsNonRoot)) say('runAsNonRoot is not set');
  if (typeof user !== 'number' || user === 0) say('runAsUser must be a non-zero uid (the images run as node, 1000)');
  if (sc?.readOnlyRootFilesystem !== true) say('readOnlyRootFilesystem is not true');
  if (sc?.allowPrivilegeEscalation !== false) say('allowPrivilegeEscalation is not false');
  if (!sc?.capabilities?.drop?.includes('ALL')) say('capabilities are not all dropped');

  // Secrets: as files of a mounted Secret, for variables the app reads from files.
  const secretVolumes = new Map(
    (pod.spec.volumes ?? []).filter((v) => v.secret).map((v) => [v.name, v.secret as { secretName?: string; items?: { key: string; path: string }[] }]),
  );
  const mounts = (container.volumeMounts ?? []).filter((m) => secretVolumes.has(m.name));
  const provided = new Set<string>();
  for (const e of container.env ?? []) {
    if (looksSecret(e.name) && e.valueFrom?.secretKeyRef) provided.add(e.name);
    if (!e.name.endsWith('_FILE')) continue;
    const variable = e.name.slice(0, -'_FILE'.length);
    if (!facts.secrets.includes(variable)) {
      say(`${e.name}: ${variable} is not one of the app's secrets (${facts.secrets.join(', ')}), so the app would refuse it`);
      continue;
    }
    const mount = mounts.find((m) => e.value?.startsWith(`${m.mountPath}/`));
    if (!mount) {
      say(`${e.name} ${e.value ?? ''} is not a file of a mounted Secret`);
      continue;
    }
    provided.add(variable);
    const volume = secretVolumes.get(mount.name);
    const file = (e.value as string).slice(mount.mountPath.length + 1);
    const key = volume?.items ? volume.items.find((i) => i.path === file)?.key : file;
    if (rendered) {
      const secret = find<K8sObject & { data?: Record<string, string> }>(objects, 'Secret', volume?.secretName ?? '');
      if (secret && !(key && key in (secret.data ?? {}))) say(`${e.name}: the Secret ${volume?.secretName} has no key ${key ?? file}`);
    }
  }
  for (const required of facts.requiredSecrets) if (!provided.has(required)) say(`${required} is not provided (from the Secret, as ${required}_FILE)`);

  // Every Secret referenced exists (in an overlay's output: generated by its kustomization).
  if (rendered) {
    const refs = [
      ...[...secretVolumes.values()].map((s) => s.secretName),
      ...(container.env ?? []).map((e) => e.valueFrom?.secretKeyRef?.name),
      ...(container.envFrom ?? []).map((e) => e.secretRef?.name),
      ...(pod.spec.imagePullSecrets ?? []).map((s) => s.name),
    ].filter((n): n is string => Boolean(n));
    for (const name of refs) if (!find(objects, 'Secret', name)) say(`Secret ${name} is referenced but not in the kustomization`);
    for (const e of container.env ?? []) {
      const ref = e.valueFrom?.secretKeyRef;
      const secret = ref && find<K8sObject & { data?: Record<string, string> }>(objects, 'Secret', ref.name ?? '');
      if (ref && secret && !(ref.key in (secret.data ?? {}))) say(`${e.name}: the Secret ${ref.name} has no key ${ref.key}`);
    }
    if (!/:[\w.-]+$/.test(container.image ?? '') || /:latest$/.test(container.image ?? '')) say(`image ${container.image} has no pinned tag`);
  }
  return problems;
}

/**
 * The migration Job (deploy/k8s/base/migrate.yaml): a container per app running its image's
 * `migrate.js`, in the image its Deployment runs, with the app's `DATABASE_URL` as a file of
 * the app's own Secret; non-root, read-only, with requests and limits; it never restarts in
 * place (a failed pod is retried by `backoffLimit`) and does not run forever.
 */
export function migrationJobProblems(objects: K8sObject[], apps: AppFacts[]): string[] {
  const problems: string[] = [];
  const job = find<IJob>(objects, 'Job', 'migrate');
  if (!job) return ['no migration Job named migrate'];
  const say = (what: string) => problems.push(`Job migrate: ${what}`);
  const pod = job.spec?.template.spec;
  if (pod?.restartPolicy !== 'Never') say('restartPolicy must be Never (backoffLimit retries a failed pod)');
  if (job.spec?.activeDeadlineSeconds === undefined) say('no activeDeadlineSeconds: a stuck migration would run forever');
  if (!(pod?.securityContext?.runAsNonRoot && (pod.securityContext.runAsUser ?? 0) > 0)) say('does not run as a non-root uid');
  const volumes = new Map((pod?.volumes ?? []).map((v) => [v.name, v.secret?.secretName]));
  for (const { app } of apps) {
    const container = pod?.containers.find((c) => c.name === app);
    if (!container) {
      say(`no container ${app}`);
      continue;
    }
    const deployed = find<IDeployment>(objects, 'Deployment', app)?.spec?.template.spec?.containers.find((c) => c.name === app);
    if (deployed && container.image !== deployed.image) say(`${app} runs ${container.image}, not its Deployment's image ${deployed.image}`);
    if (container.command?.[container.command.length - 1] !== 'migrate.js') say(`${app} does not run migrate.js`);
    const file = container.env?.find((e) => e.name === 'DATABASE_URL_FILE')?.value ?? '';
    const mount = (container.volumeMounts ?? []).find((m) => file.startsWith(`${m.mountPath}/`));
    if (!mount || volumes.get(mount.name) !== `${app}-secrets`) say(`${app}: DATABASE_URL_FILE is not a file of the Secret ${app}-secrets`);
    const { requests = {}, limits = {} } = container.resources ?? {};
    if (!requests['cpu'] || !requests['memory'] || !limits['cpu'] || !limits['memory']) say(`${app}: requests and limits of cpu and memory are not all set`);
    const sc = container.securityContext;
    if (sc?.readOnlyRootFilesystem !== true || sc.allowPrivilegeEscalation !== false || !sc.capabilities?.drop?.includes('ALL'))
      say(`${app}: not read-only, unprivileged, with all capabilities dropped`);
  }
  return problems;
}

/** Problems of the whole set: every app's, and the migration Job's. */
export function manifestProblems(objects: K8sObject[], apps: AppFacts[], rendered: boolean): string[] {
  return [...apps.flatMap((facts) => appProblems(objects, facts, rendered)), ...migrationJobProblems(objects, apps)];
}
