import { describeFuzzSuite } from '@fulfil/platform/testing';
import { startWidgetFuzzTarget } from './fuzz-target';

// Every operation of the OpenAPI document, fed generated malformed requests: no 5xx, a
// problem on every 4xx, every answer within 2 s (the shared suite of @fulfil/platform).
describeFuzzSuite('widget-api', startWidgetFuzzTarget);
