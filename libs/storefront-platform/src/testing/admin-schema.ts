import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import {
  buildClientSchema,
  getNamedType,
  getNullableType,
  getOperationAST,
  getVariableValues,
  GraphQLError,
  GraphQLSchema,
  IntrospectionQuery,
  isEnumType,
  isInputObjectType,
  isInputType,
  isListType,
  isNonNullType,
  parse,
  specifiedRules,
  TypeInfo,
  typeFromAST,
  validate,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLInputType,
  type ValidationRule,
} from 'graphql';
import { ADMIN_API_VERSION } from '../admin-api';

/**
 * Shopify's own Admin GraphQL introspection schema of the pinned version, vendored byte for
 * byte from the npm package `@shopify/dev-mcp` (`dist/data/admin_<version>.json.gz`; source,
 * licence, checksum and how to update: libs/storefront-platform/schema/README.md). The file
 * name follows {@link ADMIN_API_VERSION}, so moving the pin without vendoring the new
 * version's schema fails loudly.
 */
const ADMIN_SCHEMA_FILE = join(__dirname, '..', '..', 'schema', `admin_${ADMIN_API_VERSION}.json.gz`);

/** A GraphQL error as the Admin API answers it (`errors[]` of an HTTP 200). */
export interface AdminGraphqlError {
  message: string;
  locations?: Array<{ line: number; column: number }>;
  extensions: { code: string };
}

/**
 * `extensions.code` of a failed validation rule, as the platform's GraphQL server
 * (graphql-ruby) names it, e.g. `{"message":"Field 'foo' doesn't exist on type 'DraftOrder'",
 * "extensions":{"code":"undefinedField",...}}`. Rules not listed: `GRAPHQL_VALIDATION_FAILED`.
 */
const RULE_CODES: Record<string, string> = {
  FieldsOnCorrectTypeRule: 'undefinedField',
  KnownArgumentNamesRule: 'argumentNotAccepted',
  ProvidedRequiredArgumentsRule: 'missingRequiredArguments',
  KnownTypeNamesRule: 'undefinedType',
  NoUndefinedVariablesRule: 'variableNotDefined',
  NoUnusedVariablesRule: 'variableNotUsed',
  ScalarLeafsRule: 'selectionMismatch',
  ValuesOfCorrectTypeRule: 'argumentLiteralsIncompatible',
  VariablesInAllowedPositionRule: 'variableMismatch',
};

let schema: GraphQLSchema | undefined;

/** The Admin schema of {@link ADMIN_API_VERSION}, read and built once per process (about 0.3 s). */
function adminSchema(): GraphQLSchema {
  if (!schema) {
    const introspection = JSON.parse(gunzipSync(readFileSync(ADMIN_SCHEMA_FILE)).toString('utf8')) as { data: IntrospectionQuery };
    schema = buildClientSchema(introspection.data);
  }
  return schema;
}

const errorOf = (error: GraphQLError, code: string): AdminGraphqlError => ({
  message: error.message,
  ...(error.locations?.length ? { locations: error.locations.map(({ line, column }) => ({ line, column })) } : {}),
  extensions: { code },
});

/** The document parsed, or its syntax error. */
function parsed(document: string): { ast: DocumentNode } | { error: AdminGraphqlError } {
  try {
    return { ast: parse(document) };
  } catch (error) {
    return { error: errorOf(error as GraphQLError, 'GRAPHQL_PARSE_FAILED') };
  }
}

/**
 * Every reason the platform's Admin API (version {@link ADMIN_API_VERSION}, Shopify's own
 * schema: see {@link ADMIN_SCHEMA_FILE}) would refuse this request before executing it, in
 * the platform's error shape: a syntax error; the specified GraphQL validation rules (an
 * unknown field or argument, a missing required argument, a wrong literal, an unknown type,
 * an undefined or unused variable ...); no single operation to run; then, once the document
 * is valid, each variable's value coerced against its declared input type (an unknown input
 * field, a wrong enum value, a missing required field, a string where an Int goes ...:
 * `INVALID_VARIABLE`). Empty when the request is valid.
 */
export function adminOperationErrors(document: string, variables: Record<string, unknown> = {}): AdminGraphqlError[] {
  const result = parsed(document);
  if ('error' in result) return [result.error];
  const admin = adminSchema();
  const errors = specifiedRules.flatMap((rule: ValidationRule) =>
    validate(admin, result.ast, [rule]).map((e) => errorOf(e, RULE_CODES[rule.name] ?? 'GRAPHQL_VALIDATION_FAILED')),
  );
  if (errors.length > 0) return errors;
  const operation = getOperationAST(result.ast);
  if (!operation) return [{ message: 'The document must hold exactly one operation (no operationName is sent)', extensions: { code: 'OPERATION_NOT_FOUND' } }];
  const coerced = getVariableValues(admin, operation.variableDefinitions ?? [], variables);
  return (coerced.errors ?? []).map((e) => errorOf(e, 'INVALID_VARIABLE'));
}

/**
 * The messages of {@link adminOperationErrors}: what is wrong with this request against
 * Shopify's Admin GraphQL schema of the pinned version (vendored from `@shopify/dev-mcp`,
 * libs/storefront-platform/schema/README.md). Empty when the platform would accept it.
 * @param variables the request's `variables`, checked against the declared input types
 */
export function validateAdminOperation(document: string, variables?: Record<string, unknown>): string[] {
  return adminOperationErrors(document, variables).map((e) => e.message);
}

/**
 * What this request uses that Shopify's Admin schema of the pinned version marks deprecated
 * (vendored from `@shopify/dev-mcp`, libs/storefront-platform/schema/README.md): fields,
 * arguments, input fields and enum values written in the document (walked with `TypeInfo`),
 * and input fields and enum values present in the variables (walked against each variable's
 * declared input type). One line each, with where it was used and the schema's reason, e.g.
 * `DraftOrderLineItemInput.originalUnitPrice at $input.lineItems[0]: deprecated (...)`.
 * Empty when nothing deprecated is used; a document that does not parse yields nothing (see
 * {@link validateAdminOperation}).
 */
export function deprecatedUsages(document: string, variables: Record<string, unknown> = {}): string[] {
  const result = parsed(document);
  if ('error' in result) return [];
  const admin = adminSchema();
  const found: string[] = [];
  const note = (what: string, where: string, reason: string | null | undefined) => {
    if (reason != null) found.push(`${what} at ${where}: deprecated (${reason.trim()})`);
  };
  const typeInfo = new TypeInfo(admin);
  visit(
    result.ast,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const field = typeInfo.getFieldDef();
        const parent = typeInfo.getParentType();
        if (field && parent) note(`${parent.name}.${field.name}`, `line ${node.loc?.startToken.line ?? '?'}`, field.deprecationReason);
      },
      Argument(node) {
        const argument = typeInfo.getArgument();
        const field = typeInfo.getFieldDef();
        if (argument) note(`${field?.name ?? '@directive'}(${argument.name}:)`, `line ${node.loc?.startToken.line ?? '?'}`, argument.deprecationReason);
      },
      ObjectField(node) {
        const parent = getNamedType(typeInfo.getParentInputType() ?? undefined);
        if (isInputObjectType(parent)) {
          const field = parent.getFields()[node.name.value];
          if (field) note(`${parent.name}.${field.name}`, `line ${node.loc?.startToken.line ?? '?'}`, field.deprecationReason);
        }
      },
      EnumValue(node) {
        const value = typeInfo.getEnumValue();
        const type = getNamedType(typeInfo.getInputType() ?? undefined);
        if (value) note(`${type?.name ?? 'enum'}.${value.name}`, `line ${node.loc?.startToken.line ?? '?'}`, value.deprecationReason);
      },
    }),
  );
  for (const definition of getOperationAST(result.ast)?.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const type = typeFromAST(admin, definition.type);
    if (type && isInputType(type) && name in variables) walkInput(type, variables[name], `$${name}`, note);
  }
  return found;
}

/** Notes the deprecated input fields and enum values a variable's value uses, at their path. */
function walkInput(type: GraphQLInputType, value: unknown, path: string, note: (what: string, where: string, reason?: string | null) => void): void {
  if (value === null || value === undefined) return;
  const nullable = isNonNullType(type) ? getNullableType(type) : type;
  if (isListType(nullable)) {
    (Array.isArray(value) ? value : [value]).forEach((item, i) => walkInput(nullable.ofType, item, `${path}[${i}]`, note));
  } else if (isInputObjectType(nullable) && typeof value === 'object') {
    const fields = nullable.getFields();
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      const field = fields[key];
      if (!field) continue; // an unknown field is an error of validateAdminOperation
      note(`${nullable.name}.${key}`, path, field.deprecationReason);
      walkInput(field.type, item, `${path}.${key}`, note);
    }
  } else if (isEnumType(nullable) && typeof value === 'string') {
    const enumValue = nullable.getValue(value);
    if (enumValue) note(`${nullable.name}.${value}`, path, enumValue.deprecationReason);
  }
}
