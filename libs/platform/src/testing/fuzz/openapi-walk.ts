/*
 * The parts of an OpenAPI 3.0 document (as each app serves it, built by
 * buildOpenApiDocument) that the fuzzer reads: operations, their parameters, request
 * bodies and security. Loosely typed on purpose: the fuzzer reads what it finds.
 */

/** A JSON Schema object of the document (OpenAPI 3.0 dialect). */
export interface OpenApiSchema {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: readonly unknown[];
  example?: unknown;
  default?: unknown;
  nullable?: boolean;
  properties?: Record<string, OpenApiSchema>;
  required?: readonly string[];
  additionalProperties?: boolean | OpenApiSchema;
  items?: OpenApiSchema;
  oneOf?: readonly OpenApiSchema[];
  anyOf?: readonly OpenApiSchema[];
  allOf?: readonly OpenApiSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
}

/** A parameter of an operation. */
export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: OpenApiSchema;
  example?: unknown;
}

/** An operation object. */
export interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: OpenApiSchema }> };
  security?: readonly Record<string, unknown>[];
  responses?: unknown;
}

/** An OpenAPI 3.0 document. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, OpenApiSchema> };
  security?: readonly Record<string, unknown>[];
}

/** One operation as the fuzzer uses it. */
export interface FuzzOperation {
  /** `METHOD /path/{param}`, e.g. `POST /v1.0/pickup/locations/{locationId}/calendar`. */
  id: string;
  /** Upper-case HTTP method. */
  method: string;
  /** Path template with `{name}` parameters. */
  path: string;
  pathParams: OpenApiParameter[];
  queryParams: OpenApiParameter[];
  headerParams: OpenApiParameter[];
  /**
   * The request body: the documented content types and schema (the first content type's),
   * or, for a POST, PUT or PATCH the document gives no body for, JSON of any shape.
   */
  body?: { required: boolean; contentTypes: string[]; schema?: OpenApiSchema };
  /** The operation (or the document) requires a security scheme. */
  secured: boolean;
}

const METHODS = ['get', 'head', 'post', 'put', 'patch', 'delete', 'options', 'trace'];

/**
 * Every operation of an OpenAPI document, in document order, with path-level and
 * operation-level parameters merged (the operation's win) and `$ref` parameters resolved.
 *
 * @param doc the app's document (e.g. `GET /v1.0/openapi.json`)
 */
export function fuzzOperations(doc: OpenApiDocument): FuzzOperation[] {
  const operations: FuzzOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    const shared = (item['parameters'] as OpenApiParameter[] | undefined) ?? [];
    for (const method of METHODS) {
      const op = item[method] as OpenApiOperation | undefined;
      if (!op || typeof op !== 'object') continue;
      const params = new Map<string, OpenApiParameter>();
      for (const p of [...shared, ...(op.parameters ?? [])]) params.set(`${p.in}:${p.name}`, p);
      const all = [...params.values()];
      const content = op.requestBody?.content ?? {};
      const contentTypes = Object.keys(content);
      const writes = method === 'post' || method === 'put' || method === 'patch';
      operations.push({
        id: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: all.filter((p) => p.in === 'path'),
        queryParams: all.filter((p) => p.in === 'query'),
        headerParams: all.filter((p) => p.in === 'header'),
        body:
          contentTypes.length > 0
            ? { required: op.requestBody?.required === true, contentTypes, schema: content[contentTypes[0]]?.schema }
            : writes
              ? { required: false, contentTypes: ['application/json'] }
              : undefined,
        secured: (op.security ?? doc.security ?? []).length > 0,
      });
    }
  }
  return operations;
}

/**
 * Follows `$ref`s (`#/components/schemas/Name`) and merges `allOf`, so generators see
 * one schema; an unknown reference resolves to the empty schema (any value).
 */
export function schemaResolver(doc: OpenApiDocument): (schema: OpenApiSchema | undefined) => OpenApiSchema {
  const resolve = (schema: OpenApiSchema | undefined, seen = new Set<string>()): OpenApiSchema => {
    if (!schema) return {};
    if (schema.$ref) {
      const name = schema.$ref.replace(/^#\/components\/schemas\//, '');
      if (seen.has(name)) return {};
      return resolve(doc.components?.schemas?.[name], new Set([...seen, name]));
    }
    if (schema.allOf?.length) {
      const parts = schema.allOf.map((s) => resolve(s, seen));
      return {
        ...schema,
        allOf: undefined,
        type: schema.type ?? parts.find((p) => p.type)?.type,
        properties: Object.assign({}, ...parts.map((p) => p.properties ?? {}), schema.properties ?? {}),
        required: [...parts.flatMap((p) => p.required ?? []), ...(schema.required ?? [])],
      };
    }
    return schema;
  };
  return (schema) => resolve(schema);
}
