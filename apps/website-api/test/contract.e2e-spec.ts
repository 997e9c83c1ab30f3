import { join } from 'node:path';
import { itHonoursItsOpenApiDocument } from '@fulfil/platform/testing';
import { startDemoWebsiteApp, websiteContractSamples } from './contract-samples';

/*
 * website-api and its served OpenAPI document agree (docs/openapi.md, "Contract tests"):
 * the client generated from the document compiles with test/contract/website-client.ts,
 * and real answers validate against the documented schemas.
 */
describe('website-api OpenAPI contract', () => {
  itHonoursItsOpenApiDocument({
    start: startDemoWebsiteApp,
    documentPath: '/api/v1/openapi.json',
    clientFile: join(__dirname, 'contract/website-client.ts'),
    samples: websiteContractSamples,
    readField: ['ContactFormSuccess', 'ticketId'],
  });
});
