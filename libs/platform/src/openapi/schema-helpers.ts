import type { ReferenceObject, SchemaObject } from '@nestjs/swagger';

/** A schema or a reference to one. */
export type SchemaOrRef = SchemaObject | ReferenceObject;

/** `$ref` to the schema component `name`. */
export const schemaRef = (name: string): ReferenceObject => ({ $ref: `#/components/schemas/${name}` });

/**
 * The schema, or null (OpenAPI 3.0 `nullable`). A reference becomes
 * `anyOf: [ref, NULL_ONLY]`: `nullable` beside an `allOf` of a non-null schema would still
 * refuse null (OpenAPI 3.0.3), and openapi-typescript reads this form as `T | null`.
 */
export function nullable(schema: SchemaOrRef): SchemaObject {
  return '$ref' in schema ? { anyOf: [schema, NULL_ONLY] } : { ...schema, nullable: true };
}

/** A schema admitting only null, in OpenAPI 3.0 (which has no `type: "null"`). */
export const NULL_ONLY: SchemaObject = { type: 'object', nullable: true, enum: [null] };

/**
 * An object schema whose members are all required except those named in `optional`
 * (responses: every documented member is always sent, so a generated client need not
 * check for it, and the contract test fails when one disappears).
 */
export function objectSchema(properties: Record<string, SchemaOrRef>, options: { optional?: readonly string[]; description?: string } = {}): SchemaObject {
  const optional = new Set(options.optional ?? []);
  const required = Object.keys(properties).filter((k) => !optional.has(k));
  return {
    type: 'object',
    ...(options.description ? { description: options.description } : {}),
    ...(required.length ? { required } : {}),
    properties,
  };
}

/** An array of `items`. */
export const arrayOf = (items: SchemaOrRef, extra: Omit<SchemaObject, 'type' | 'items'> = {}): SchemaObject => ({ type: 'array', items, ...extra });

/** An id in a path or query (`IdPipe`): decimal digits, 1 to 2147483647 (docs/api-decisions.md, "Numbers in paths and queries"). */
export const ID_SCHEMA: SchemaObject = { type: 'integer', minimum: 1, maximum: 2147483647 };

/** The JSON body (`application/json`) of a response or request: the schema component `name`, or an inline schema. */
export const jsonContent = (schema: string | SchemaOrRef) => ({ 'application/json': { schema: typeof schema === 'string' ? schemaRef(schema) : schema } });

/** An OpenAPI document, as the answer of the operation serving it. */
export const OPENAPI_DOCUMENT_SCHEMA: SchemaObject = objectSchema(
  { openapi: { type: 'string', pattern: '^3\\.' }, info: { type: 'object' }, paths: { type: 'object' }, components: { type: 'object' } },
  { description: 'An OpenAPI 3 document.' },
);
