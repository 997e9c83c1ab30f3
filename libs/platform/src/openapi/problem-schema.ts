import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import type { HeadersObject, ReferenceObject, ResponseObject, SchemaObject } from '@nestjs/swagger';

/** Name of the one problem-details component every app's OpenAPI document carries. */
export const PROBLEM_DETAILS = 'ProblemDetails';

/** `$ref` to {@link PROBLEM_DETAILS}. */
export const PROBLEM_DETAILS_REF: ReferenceObject = { $ref: `#/components/schemas/${PROBLEM_DETAILS}` };

/** The media type of every error (RFC 9457). */
export const PROBLEM_MEDIA_TYPE = 'application/problem+json';

/**
 * RFC 9457 problem details as every app sends them (`ProblemDetailsFilter`): the seven
 * members every problem carries, `errors` on VALIDATION_FAILED, and extension members
 * some codes add (`maxDepth`, `checks`, `allowed`), which is why further members are
 * allowed. docs/api-decisions.md, "Errors".
 */
export const PROBLEM_DETAILS_SCHEMA: SchemaObject = {
  type: 'object',
  description: 'RFC 9457 problem details, the body of every error (`application/problem+json`). Clients branch on `code`.',
  required: ['type', 'title', 'status', 'detail', 'instance', 'code', 'hint'],
  additionalProperties: true,
  properties: {
    type: {
      type: 'string',
      format: 'uri-reference',
      description:
        'URI of the problem class, `{PUBLIC_BASE_URL}/problems/<code-in-kebab-case>` (a relative reference without PUBLIC_BASE_URL); GET on it describes it.',
      example: '/problems/validation-failed',
    },
    title: { type: 'string', description: 'Short summary of the problem class.', example: 'Validation failed' },
    status: { type: 'integer', minimum: 400, maximum: 599, description: 'The HTTP status code.', example: 400 },
    detail: { type: 'string', description: 'What went wrong with this request.', example: 'The request has 1 invalid field: shop.' },
    instance: {
      type: 'string',
      description: 'The request path and query, or `urn:uuid:<X-Request-Id>` when the HTTP server refused the request before it had one.',
      example: '/v1.0/settings',
    },
    code: { type: 'string', pattern: '^[A-Z][A-Z0-9_]*$', description: 'Stable UPPER_SNAKE_CASE code.', example: 'VALIDATION_FAILED' },
    hint: {
      type: 'string',
      description: 'What the client can do about it (human text; may change).',
      example: 'Correct the listed fields and send the request again.',
    },
    errors: {
      type: 'array',
      description: 'VALIDATION_FAILED: every failing field.',
      items: {
        type: 'object',
        required: ['field', 'rule', 'message'],
        properties: {
          field: { type: 'string', description: 'The field, parameter or header, e.g. `shop`, `slots[0].available_from`, `Idempotency-Key`.', example: 'shop' },
          rule: { type: 'string', description: 'The rule it broke (`required`, `isInt`, `maxLength`, a JSON Schema keyword, ...).', example: 'required' },
          message: { type: 'string', example: 'shop is required' },
        },
      },
    },
  },
};

/** A response object whose body is a problem (for documents assembled by hand). */
export function problemResponse(description: string, headers?: HeadersObject): ResponseObject {
  return { description, ...(headers ? { headers } : {}), content: { [PROBLEM_MEDIA_TYPE]: { schema: PROBLEM_DETAILS_REF } } };
}

/**
 * Documents error responses of an operation as problem details (the shared
 * {@link PROBLEM_DETAILS} component), e.g.
 * `@ApiProblems([400, 'VALIDATION_FAILED: ...'], [404, 'SHOP_NOT_FOUND'])`.
 * Every operation also gets a `default` problem response from {@link finishOpenApiDocument}.
 */
export function ApiProblems(...problems: [status: number, description: string, headers?: HeadersObject][]): MethodDecorator & ClassDecorator {
  return applyDecorators(...problems.map(([status, description, headers]) => ApiResponse({ status, ...problemResponse(description, headers) })));
}
