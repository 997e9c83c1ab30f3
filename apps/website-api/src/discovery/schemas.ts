import type { SchemaObject } from '@nestjs/swagger';
import { arrayOf, objectSchema, schemaRef } from '@fulfil/platform';

/* The answers of the discovery operations (`VersionDescription` and `GET /api`), for the OpenAPI document. */

const link: SchemaObject = { type: 'string', description: 'Absolute with PUBLIC_BASE_URL, else relative to this host.' };

/** The schema components of the discovery answers, by name. */
export const DISCOVERY_SCHEMAS: Record<string, SchemaObject> = {
  VersionDescription: objectSchema(
    {
      version: { type: 'string', example: 'v1' },
      status: { type: 'string', enum: ['current', 'deprecated'] },
      deprecatedAt: { type: 'string', format: 'date-time' },
      sunset: { type: 'string', format: 'date-time' },
      successor: { type: 'string' },
      links: objectSchema({ self: link, openapi: link, reference: link }),
      endpoints: arrayOf(objectSchema({ method: { type: 'string', enum: ['POST'] }, path: { type: 'string' }, href: link, summary: { type: 'string' } })),
    },
    {
      optional: ['deprecatedAt', 'sunset', 'successor'],
      description: 'A version: its status, links (this description, its OpenAPI document, the reference page) and endpoints.',
    },
  ),
  ApiIndex: objectSchema({
    name: { type: 'string' },
    versions: arrayOf(schemaRef('VersionDescription')),
    unversioned: arrayOf(
      objectSchema({
        method: { type: 'string', enum: ['POST'] },
        path: { type: 'string' },
        href: link,
        deprecated: { type: 'boolean' },
        sameAs: { type: 'string' },
      }),
      { description: 'The deprecated unversioned paths and the v1 path each acts as.' },
    ),
    links: objectSchema({ problems: link, docs: link }),
  }),
};
