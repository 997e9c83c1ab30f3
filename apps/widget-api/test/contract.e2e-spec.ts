import { join } from 'node:path';
import { itHonoursItsOpenApiDocument } from '@fulfil/platform/testing';
import { startDemoWidgetApp, widgetContractSamples } from './contract-samples';

/*
 * widget-api and its served OpenAPI document agree (docs/openapi.md, "Contract tests"):
 * the client generated from the document compiles with test/contract/widget-client.ts,
 * and real answers on the demo shop validate against the documented schemas.
 */
describe('widget-api OpenAPI contract', () => {
  itHonoursItsOpenApiDocument({
    start: startDemoWidgetApp,
    documentPath: '/openapi.json',
    clientFile: join(__dirname, 'contract/widget-client.ts'),
    samples: (demo) => widgetContractSamples(demo.app),
    readField: ['Checkout', 'expires_at'],
  });
});
