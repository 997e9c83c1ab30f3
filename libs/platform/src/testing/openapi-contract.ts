import Ajv from 'ajv';
import type { ErrorObject, ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { INestApplication } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import request from 'supertest';
import ts from 'typescript';

/*
 * The contract test every app runs against its served OpenAPI document (docs/openapi.md,
 * "Contract tests"): a client written against the types openapi-typescript generates from
 * the document must compile, and real responses must validate against the schemas the
 * document gives for their operation and status.
 */

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** One operation of a document. */
export interface DocumentedOperation {
  operationId: string;
  method: string;
  path: string;
  /** The documented status codes (`200`, `404`, `default`). */
  statuses: string[];
}

type Json = Record<string, unknown>;

/** Every operation of the document, in document order. */
export function documentedOperations(document: OpenAPIObject): DocumentedOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((method) => {
      const op = item[method] as unknown as Json;
      return { operationId: String(op['operationId']), method, path, statuses: Object.keys(op['responses'] as Json) };
    }),
  );
}

/** Runs openapi-typescript's API on the document file named by argv[1] and prints the types. */
const GENERATE = `const { default: openapiTS, astToString } = require('openapi-typescript');
openapiTS(JSON.parse(require('node:fs').readFileSync(process.argv[1], 'utf8'))).then((nodes) => process.stdout.write(astToString(nodes)), (error) => { console.error(error); process.exit(1); });`;

/**
 * The TypeScript types openapi-typescript (its programmatic API) generates from the
 * document (`paths`, `components`, `operations`), as source text. It runs in a child Node
 * process: its dependencies are ES modules, which Node's `require` loads and Jest's
 * module loader does not.
 */
export async function generateClientTypes(document: OpenAPIObject): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'openapi-types-'));
  try {
    const file = join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(document));
    const { stdout } = await promisify(execFile)(process.execPath, ['-e', GENERATE, file], { maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Type-checks a client file that imports the generated types as `@contract/api`
 * (`import type { operations } from '@contract/api'`), with the repository's strict
 * compiler options.
 *
 * @param clientFile absolute path of the committed client file
 * @param generatedTypes the output of {@link generateClientTypes}
 * @returns the compiler's diagnostics, formatted (empty when the client compiles)
 */
export function typeCheckClient(clientFile: string, generatedTypes: string): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'openapi-contract-'));
  try {
    const api = join(dir, 'api.ts');
    writeFileSync(api, generatedTypes);
    const options: ts.CompilerOptions = {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      types: [],
      skipLibCheck: true,
      noUnusedLocals: true,
      paths: { '@contract/api': [api] },
    };
    const program = ts.createProgram([clientFile, api], options);
    const host: ts.FormatDiagnosticsHost = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => process.cwd(), getNewLine: () => '\n' };
    return ts.getPreEmitDiagnostics(program).map((d) => ts.formatDiagnostic(d, host).trim());
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A response to check against the document. */
export interface SampledResponse {
  operationId: string;
  status: number;
  /** The response's `Content-Type` (parameters are ignored). */
  contentType: string;
  body: unknown;
  /** The response's headers (lower-case names), when it was a real answer. */
  headers?: Record<string, string>;
  /** Keep it out of the document's examples. */
  noExample?: boolean;
}

/**
 * Response headers whose presence the document must own up to: an answer carrying one
 * must document it for its status (docs/openapi.md, "Rate limits in the document").
 */
const DOCUMENTED_HEADERS = ['ratelimit', 'ratelimit-policy', 'ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset', 'retry-after'];

/**
 * Validates responses against the document's response schemas with Ajv (OpenAPI 3.0's
 * `nullable` included, formats checked, unknown members refused where the schema
 * says so): finds the operation by id, the response by status (else `4XX`/`5XX`, else
 * `default`), the schema by media type. An answer carrying a rate-limit header or
 * `Retry-After` must document it on that response.
 */
export class ResponseValidator {
  private readonly ajv: Ajv;
  private readonly compiled = new Map<string, ValidateFunction>();
  private readonly operations: Map<string, Json>;

  constructor(private readonly document: OpenAPIObject) {
    // Formats Ajv does not know (the store file's `calendar-date`, `iana-timezone`, ...) are not
    // checked here, silently: the app's own validation checks them.
    this.ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false, logger: false });
    addFormats(this.ajv);
    this.ajv.addSchema({ components: document.components ?? {} }, 'openapi.json');
    this.operations = new Map(
      Object.values(document.paths).flatMap((item) =>
        METHODS.filter((m) => item[m]).map((m) => {
          const op = item[m] as unknown as Json;
          return [String(op['operationId']), op] as const;
        }),
      ),
    );
  }

  /** Problems with one response (empty when it matches the document). */
  check(sample: SampledResponse): string[] {
    const op = this.operations.get(sample.operationId);
    if (!op) return [`${sample.operationId}: no such operation in the document`];
    const responses = op['responses'] as Record<string, Json>;
    const key = [String(sample.status), `${String(sample.status)[0]}XX`, 'default'].find((k) => responses[k]);
    if (!key) return [`${sample.operationId}: status ${sample.status} is not documented`];
    const documented = Object.keys((responses[key]['headers'] ?? {}) as Json).map((name) => name.toLowerCase());
    const undocumented = DOCUMENTED_HEADERS.filter((name) => sample.headers?.[name] !== undefined && !documented.includes(name));
    const headerProblems = undocumented.length ? [`${sample.operationId} ${key}: answered with the undocumented header(s) ${undocumented.join(', ')}`] : [];
    return [...headerProblems, ...this.checkBody(sample, responses[key], key)];
  }

  /** Problems with the body of one response, against the documented response `key`. */
  private checkBody(sample: SampledResponse, response: Json, key: string): string[] {
    const content = response['content'] as Record<string, { schema?: unknown }> | undefined;
    const mediaType = sample.contentType.split(';')[0].trim().toLowerCase();
    // A redirect's body is a courtesy text for people (Express writes one); nothing reads it.
    if (!content)
      return sample.body === undefined || sample.body === '' || (sample.status >= 300 && sample.status < 400)
        ? []
        : [`${sample.operationId} ${key}: documented without a body, answered one`];
    const media = content[mediaType];
    if (!media) return [`${sample.operationId} ${key}: answered ${mediaType}, documented ${Object.keys(content).join(', ')}`];
    if (!media.schema) return [`${sample.operationId} ${key} ${mediaType}: no schema`];
    const validate = this.validatorFor(`${sample.operationId} ${key} ${mediaType}`, media.schema);
    if (validate(sample.body)) return [];
    return (validate.errors ?? []).map(
      (e: ErrorObject) => `${sample.operationId} ${sample.status} ${mediaType}: ${e.instancePath || '(body)'} ${e.message} ${JSON.stringify(e.params)}`,
    );
  }

  private validatorFor(key: string, schema: unknown): ValidateFunction {
    let validate = this.compiled.get(key);
    if (!validate) {
      validate = this.ajv.compile(rebase(schema) as object);
      this.compiled.set(key, validate);
    }
    return validate;
  }
}

/** `#/components/...` references of an inline schema, made to point into the schema registered as `openapi.json`. */
function rebase(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rebase);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([k, v]) => [k, k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? `openapi.json${v}` : rebase(v)]),
  );
}

/**
 * The examples the document carries for its responses (`content.<type>.example`), as
 * samples: each must validate against its own schema.
 */
export function documentedExamples(document: OpenAPIObject): SampledResponse[] {
  return Object.values(document.paths).flatMap((item) =>
    METHODS.filter((m) => item[m]).flatMap((m) => {
      const op = item[m] as unknown as Json;
      return Object.entries(op['responses'] as Record<string, Json>).flatMap(([status, response]) =>
        Object.entries((response['content'] ?? {}) as Record<string, Json>)
          .filter(([, media]) => media['example'] !== undefined && /^\d+$/.test(status))
          .map(([contentType, media]) => ({ operationId: String(op['operationId']), status: Number(status), contentType, body: media['example'] })),
      );
    }),
  );
}

/** A request of a contract sample: one operation called on the demo data, and the status it must answer. */
export interface ContractSample {
  operationId: string;
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** The path with its parameters filled in, and the query string; or built from the earlier samples' responses (an id one of them created). */
  url: string | ((earlier: readonly SampledResponse[]) => string);
  /** The JSON body, or one built from the earlier samples' responses (a resource read before, sent back). */
  body?: unknown;
  headers?: Record<string, string>;
  /** The status the app must answer. */
  status: number;
  /** Not an example for the document (the document itself). */
  noExample?: boolean;
}

/**
 * Sends each sample to the app in order (later samples may depend on what earlier ones
 * created) and returns the responses.
 * @throws Error naming the sample when the app answers another status than the sample's
 */
export async function sendSamples(server: Parameters<typeof request>[0], samples: readonly ContractSample[]): Promise<SampledResponse[]> {
  const out: SampledResponse[] = [];
  for (const sample of samples) {
    const url = typeof sample.url === 'string' ? sample.url : sample.url(out);
    let req = request(server)[sample.method](url);
    for (const [name, value] of Object.entries(sample.headers ?? {})) req = req.set(name, value);
    const body: unknown = typeof sample.body === 'function' ? (sample.body as (earlier: readonly SampledResponse[]) => unknown)(out) : sample.body;
    const res = body === undefined ? await req : await req.send(body as object);
    if (res.status !== sample.status)
      throw new Error(`${sample.operationId} ${sample.method.toUpperCase()} ${url}: expected ${sample.status}, got ${res.status} ${res.text.slice(0, 500)}`);
    const contentType = String(res.headers['content-type'] ?? '');
    const answer: unknown = res.text === '' ? undefined : /json/.test(contentType) ? JSON.parse(res.text) : res.text;
    out.push({
      operationId: sample.operationId,
      status: res.status,
      contentType,
      body: answer,
      headers: res.headers as Record<string, string>,
      ...(sample.noExample ? { noExample: true } : {}),
    });
  }
  return out;
}

/** The first JSON response per operation and status, as the document's recorded examples (see `attachExamples`). */
export function examplesOf(responses: readonly SampledResponse[]): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const r of responses) {
    if (!/json/.test(r.contentType) || r.body === undefined || r.noExample) continue;
    out[r.operationId] ??= {};
    out[r.operationId][String(r.status)] ??= r.body;
  }
  return out;
}

/** Options of {@link itHonoursItsOpenApiDocument}. */
export interface OpenApiContractOptions<T extends { app: INestApplication; close(): Promise<void> }> {
  /** Starts the app on its demo data (as production builds it), with what its samples need; `close` stops it. */
  start(): Promise<T>;
  /** Where the app serves its document, e.g. `/openapi.json`. */
  documentPath: string;
  /** The committed client (absolute path), written against the generated types (`@contract/api`). */
  clientFile: string;
  /** One call per operation (at least one success), on the demo data. */
  samples(started: T): ContractSample[] | Promise<ContractSample[]>;
  /** A required member of a response schema the client reads, e.g. `['Checkout', 'expires_at']`: the suite shows that the client stops compiling without it. */
  readField: [schema: string, property: string];
}

/**
 * The contract of an app with its served OpenAPI document, as one Jest suite
 * (docs/openapi.md, "Contract tests"):
 *
 * - the types openapi-typescript generates from the document compile with the committed
 *   client, which calls every operation and reads the fields it documents; the same
 *   client does not compile once one of those fields is removed from the document;
 * - every sample answer validates against the schema documented for its operation,
 *   status and media type (Ajv), documents the rate-limit headers it carries, and every
 *   operation has a sampled success answer;
 * - the examples in the document validate against their schemas.
 */
export function itHonoursItsOpenApiDocument<T extends { app: INestApplication; close(): Promise<void> }>(options: OpenApiContractOptions<T>): void {
  let started: T;
  let document: OpenAPIObject;
  let responses: SampledResponse[];

  beforeAll(async () => {
    started = await options.start();
    document = (await request(started.app.getHttpServer()).get(options.documentPath).expect(200)).body;
    responses = await sendSamples(started.app.getHttpServer(), await options.samples(started));
  }, 60_000);
  afterAll(() => started?.close());

  it('generates client types that the committed client, calling every operation, compiles against', async () => {
    expect(typeCheckClient(options.clientFile, await generateClientTypes(document))).toEqual([]);
    const client = readFileSync(options.clientFile, 'utf8');
    expect(
      documentedOperations(document)
        .filter((op) => !client.includes(`'${op.operationId}'`))
        .map((op) => op.operationId),
    ).toEqual([]);
  }, 60_000);

  it('fails to compile the client once a field it reads is gone from the document', async () => {
    const [schema, property] = options.readField;
    const mutated = JSON.parse(JSON.stringify(document)) as OpenAPIObject;
    const target = mutated.components?.schemas?.[schema] as { properties?: Record<string, unknown>; required?: string[] } | undefined;
    expect(target?.properties?.[property]).toBeDefined();
    delete target?.properties?.[property];
    if (target?.required) target.required = target.required.filter((r) => r !== property);
    expect(typeCheckClient(options.clientFile, await generateClientTypes(mutated)).join('\n')).toContain(property);
  }, 60_000);

  it('answers every sample as its operation documents (status, media type, schema)', () => {
    const validator = new ResponseValidator(document);
    expect(responses.flatMap((r) => validator.check(r))).toEqual([]);
  });

  it('has a sampled success (or redirect) answer for every documented operation', () => {
    const succeeded = new Set(responses.filter((r) => r.status < 400).map((r) => r.operationId));
    expect(
      documentedOperations(document)
        .filter((op) => !succeeded.has(op.operationId))
        .map((op) => `${op.method.toUpperCase()} ${op.path} (${op.operationId})`),
    ).toEqual([]);
  });

  it('carries examples that validate against their own schemas', () => {
    const validator = new ResponseValidator(document);
    const examples = documentedExamples(document);
    expect(examples.length).toBeGreaterThan(0);
    expect(examples.flatMap((e) => validator.check(e))).toEqual([]);
  });
}
