import type { SchemaObject } from '@nestjs/swagger';
import { NULL_ONLY } from './schema-helpers';

/** Options of {@link jsonSchemaToOpenApi}. */
export interface JsonSchemaConversion {
  /** The component name a `#/$defs/<name>` reference becomes (`#/components/schemas/<component name>`). */
  componentName: (defName: string) => string;
  /**
   * Leave out `additionalProperties: false`, so the schema also describes responses
   * that carry members a request may not send (ids, `webhook_secret_set`). The server
   * still refuses unknown request members; say so in the operation's description.
   */
  openObjects?: boolean;
}

type Json = Record<string, unknown>;

/**
 * Converts a JSON Schema (draft-07, as the store-configuration file's schema is written)
 * into an OpenAPI 3.0 schema object, which knows no type arrays, `const`, `$defs` or
 * `propertyNames` and ignores the siblings of a `$ref`:
 *
 * - `type: [T, "null"]` becomes `type: T, nullable: true`;
 * - `const: v` becomes `enum: [v]`;
 * - `oneOf: [S, {type: "null"}]` becomes S with `nullable: true`, or for a reference S
 *   `anyOf: [S, NULL_ONLY]` (see `nullable`);
 * - `$ref: "#/$defs/x"` becomes `$ref: "#/components/schemas/<componentName(x)>"`, wrapped
 *   in `allOf` when it has siblings (`default`, `description`), so they are kept;
 * - an object schema naming no members gets `additionalProperties: true` (free-form);
 * - `$schema`, `$id`, `$defs` and `propertyNames` are dropped (a `propertyNames` pattern is
 *   added to the description).
 *
 * The input is not changed.
 * @throws Error on a type array other than one type plus `null` (OpenAPI 3.0 cannot say it)
 */
export function jsonSchemaToOpenApi(schema: unknown, options: JsonSchemaConversion): SchemaObject {
  return convert(schema, options) as SchemaObject;
}

function convert(node: unknown, options: JsonSchemaConversion): unknown {
  if (Array.isArray(node)) return node.map((n) => convert(n, options));
  if (!node || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node as Json)) {
    if (key === '$schema' || key === '$id' || key === '$defs' || key === 'propertyNames') continue;
    if (key === 'additionalProperties' && value === false && options.openObjects) continue;
    if (key === 'default' || key === 'example' || key === 'enum') out[key] = value;
    else if (key === 'const') out['enum'] = [value];
    else if (key === 'type' && Array.isArray(value)) Object.assign(out, nullableType(value));
    else if (key === '$ref' && typeof value === 'string')
      out['$ref'] = value.replace(/^#\/\$defs\/(.+)$/, (_m, name: string) => `#/components/schemas/${options.componentName(name)}`);
    else if (key === 'properties' && value && typeof value === 'object')
      out[key] = Object.fromEntries(Object.entries(value as Json).map(([name, p]) => [name, convert(p, options)]));
    else out[key] = convert(value, options);
  }
  // A free-form object (no members named) says so, or generators read it as an empty object.
  if (out['type'] === 'object' && !out['properties'] && out['additionalProperties'] === undefined && !out['allOf'] && !out['anyOf'] && !out['oneOf'])
    out['additionalProperties'] = true;
  const nullableOne = nullableOneOf(out);
  if (nullableOne) return nullableOne;
  const names = (node as Json)['propertyNames'] as Json | undefined;
  if (typeof names?.['pattern'] === 'string') out['description'] = `${out['description'] ? `${out['description']} ` : ''}Keys match \`${names['pattern']}\`.`;
  if (typeof out['$ref'] === 'string' && Object.keys(out).length > 1) {
    const { $ref, ...siblings } = out;
    return { allOf: [{ $ref }], ...siblings };
  }
  return out;
}

/** `oneOf: [S, {type: "null"}]` as OpenAPI 3.0's nullable S, or undefined for any other node. */
function nullableOneOf(out: Json): Json | undefined {
  const oneOf = out['oneOf'];
  if (!Array.isArray(oneOf) || oneOf.length !== 2) return undefined;
  const isNull = (s: unknown) => !!s && typeof s === 'object' && (s as Json)['type'] === 'null' && Object.keys(s).length === 1;
  const others = (oneOf as Json[]).filter((s) => !isNull(s));
  if (others.length !== 1) return undefined;
  const { oneOf: _oneOf, ...rest } = out;
  const only = others[0];
  if (typeof only['$ref'] !== 'string') return { ...rest, ...only, nullable: true };
  return { ...rest, anyOf: [only, NULL_ONLY] };
}

function nullableType(types: unknown[]): Json {
  const concrete = types.filter((t) => t !== 'null');
  if (concrete.length !== 1) throw new Error(`OpenAPI 3.0 cannot express the type ${JSON.stringify(types)}`);
  return concrete.length < types.length ? { type: concrete[0], nullable: true } : { type: concrete[0] };
}
