import { Controller, Get, Header, Param, Req } from '@nestjs/common';
import type { Request } from 'express';
import { ApiOkResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger';
import { ApiProblems } from '../openapi/problem-schema';
import { arrayOf, objectSchema } from '../openapi/schema-helpers';
import { allProblemTypes, codeToSlug, NotFoundProblem, problemType, ProblemType, slugToCode } from '@fulfil/problem-details';
import { prefersHtml } from '../http/content-negotiation';

/** A problem type as `/problems` describes it in JSON. */
const PROBLEM_TYPE_SCHEMA: SchemaObject = objectSchema(
  {
    code: { type: 'string', pattern: '^[A-Z][A-Z0-9_]*$' },
    status: { type: 'integer', minimum: 400, maximum: 599 },
    title: { type: 'string' },
    description: { type: 'string' },
    hint: { type: 'string' },
  },
  { optional: ['hint'] },
);
const html: SchemaObject = { type: 'string', description: 'An HTML page.' };

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title></head><body>${body}</body></html>`;
}

/**
 * Serves the description of every problem type, so each `type` URI of a problem
 * resolves (RFC 9457; docs/api-decisions.md): `GET /problems/<code-in-kebab-case>`
 * describes one, `GET /problems` lists them all. Both answer JSON unless the client
 * explicitly prefers HTML, as a browser does ({@link prefersHtml}; docs/api-decisions.md,
 * "Problem types: JSON or HTML"): generated clients send `Accept: * /*` and read JSON.
 */
@Controller('problems')
export class ProblemsController {
  @Get()
  @ApiOperation({
    summary: 'Every problem type',
    description: 'JSON, unless `Accept` names `text/html` with a q-value at least that of `application/json` (a browser): then an HTML page.',
  })
  @ApiOkResponse({
    description: 'The problem types.',
    content: { 'application/json': { schema: arrayOf(PROBLEM_TYPE_SCHEMA) }, 'text/html': { schema: html } },
  })
  list(@Req() req: Request): ProblemType[] | string {
    const types = allProblemTypes();
    req.res?.vary('Accept');
    if (!prefersHtml(req.headers.accept)) return types;
    req.res?.type('html');
    const items = types.map((t) => `<li><a href="problems/${codeToSlug(t.code)}"><code>${t.code}</code></a> (${t.status}): ${escape(t.title)}</li>`).join('');
    return page(
      'Problem types',
      `<h1>Problem types</h1><p>Every error of this API is an RFC 9457 problem; clients branch on <code>code</code>.</p><ul>${items}</ul>`,
    );
  }

  @Get(':slug')
  @Header('Cache-Control', 'public, max-age=3600')
  @ApiOperation({
    summary: 'One problem type',
    description:
      'What a problem `type` URI resolves to: JSON, unless `Accept` names `text/html` with a q-value at least that of `application/json` (a browser): then an HTML page.',
  })
  @ApiParam({ name: 'slug', description: 'The code in kebab case.', schema: { type: 'string', pattern: '^[a-z0-9-]{1,64}$' }, example: 'slot-full' })
  @ApiOkResponse({ description: 'The problem type.', content: { 'application/json': { schema: PROBLEM_TYPE_SCHEMA }, 'text/html': { schema: html } } })
  @ApiProblems([404, 'PROBLEM_TYPE_NOT_FOUND: no problem type has this slug.'])
  one(@Param('slug') slug: string, @Req() req: Request): ProblemType | string {
    const type = /^[a-z0-9-]{1,64}$/.test(slug) ? problemType(slugToCode(slug)) : undefined;
    if (!type) throw new NotFoundProblem('PROBLEM_TYPE_NOT_FOUND', `No problem type is called "${slug}".`);
    req.res?.vary('Accept');
    if (!prefersHtml(req.headers.accept)) return type;
    req.res?.type('html');
    return page(
      type.title,
      `<h1>${escape(type.title)}</h1><p>Code: <code>${type.code}</code> &middot; HTTP status ${type.status}</p><p>${escape(type.description)}</p>${type.hint ? `<p>What to do: ${escape(type.hint)}</p>` : ''}<p><a href="../problems">All problem types</a></p>`,
    );
  }
}
