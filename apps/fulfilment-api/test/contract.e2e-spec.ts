import { join } from 'node:path';
import { itHonoursItsOpenApiDocument } from '@fulfil/platform/testing';
import { fulfilmentContractSamples, startDemoFulfilmentApp } from './contract-samples';

/*
 * fulfilment-api and its served OpenAPI document agree (docs/openapi.md, "Contract tests"):
 * the client generated from the document compiles with test/contract/fulfilment-client.ts,
 * and real answers on the demo shops (storefront, webhook, admin and platform operations)
 * validate against the documented schemas.
 */
describe('fulfilment-api OpenAPI contract', () => {
  itHonoursItsOpenApiDocument({
    start: startDemoFulfilmentApp,
    documentPath: '/v1.0/openapi.json',
    clientFile: join(__dirname, 'contract/fulfilment-client.ts'),
    samples: fulfilmentContractSamples,
    readField: ['ReservationSchema', 'expires_at'],
  });
});
