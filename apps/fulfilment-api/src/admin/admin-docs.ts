import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiNoContentResponse, ApiOperation, ApiParam, ApiResponse } from '@nestjs/swagger';
import { ApiProblems, ID_SCHEMA, jsonContent, schemaRef } from '@fulfil/platform';

/** What one admin operation does, for {@link ApiAdmin}. */
export interface AdminOperationDoc {
  summary: string;
  description?: string;
  /** Component name of the request body (validated as that block of the store file). */
  body?: string;
  /** Component name of the answer; none: 204 No Content. */
  answer?: string;
  /** What the answer is (default: the stored resource). */
  answerDescription?: string;
  /** 201 for a creation (default 200 with an answer). */
  status?: 200 | 201;
  /** Path parameters: the location `id`, an admin token's `tokenId`, and `method` (every checkout method, or the location methods). */
  params?: { id?: boolean; tokenId?: boolean; method?: 'any' | 'location' };
  /** Further problems the operation answers, `[status, 'CODE: when']`; one of an already documented status is appended to its description. */
  problems?: [number, string][];
}

/**
 * OpenAPI documentation of an admin operation (apps/fulfilment-api/src/admin/README.md): its
 * summary, typed path parameters, body and answer (the store file's schema components of
 * `schemas-admin.ts`) and its problems: 400 VALIDATION_FAILED naming each field, 401
 * UNAUTHORIZED, 404 LOCATION_NOT_FOUND for an operation on a location, and the operation's
 * own `problems`. The bearer
 * token requirement is added to every `/admin/` operation by the document service.
 */
export function ApiAdmin(doc: AdminOperationDoc): MethodDecorator {
  const decorators: MethodDecorator[] = [ApiOperation({ summary: doc.summary, ...(doc.description ? { description: doc.description } : {}) })];
  if (doc.params?.id) decorators.push(ApiParam({ name: 'id', description: "Location id of the token's shop.", schema: ID_SCHEMA, example: 1 }));
  if (doc.params?.tokenId) decorators.push(ApiParam({ name: 'tokenId', description: "Id of one of the shop's admin tokens.", schema: ID_SCHEMA, example: 1 }));
  if (doc.params?.method)
    decorators.push(
      ApiParam({
        name: 'method',
        schema: { type: 'string', enum: doc.params.method === 'any' ? ['pickup', 'delivery', 'shipping'] : ['pickup', 'delivery'] },
      }),
    );
  if (doc.body) decorators.push(ApiBody({ required: true, schema: schemaRef(doc.body) }));
  decorators.push(
    doc.answer
      ? ApiResponse({
          status: doc.status ?? 200,
          description: doc.answerDescription ?? (doc.status === 201 ? 'Created; the stored resource.' : 'The stored resource.'),
          content: jsonContent(doc.answer),
        })
      : ApiNoContentResponse({ description: 'Done.' }),
  );
  const problems: [number, string][] = [
    [
      400,
      'VALIDATION_FAILED: a parameter or body field is invalid (`errors` names each, with the JSON Schema keyword or the rule as `rule`); nothing is written.',
    ],
    [401, 'UNAUTHORIZED: no valid admin bearer token (`WWW-Authenticate: Bearer realm="admin"`).'],
    ...(doc.params?.id ? [[404, "LOCATION_NOT_FOUND: the token's shop has no such location."] as [number, string]] : []),
  ];
  for (const [status, description] of doc.problems ?? []) {
    const same = problems.find(([s]) => s === status);
    if (same) same[1] = `${same[1]} ${description}`;
    else problems.push([status, description]);
  }
  decorators.push(ApiProblems(...problems));
  return applyDecorators(...decorators);
}
