export { createTestApp, type ProviderOverride } from './create-test-app';
export { itHonoursThePlatformContract } from './platform-contract';
export { listeningAddress, listeningUrl } from './raw-http';
export {
  describeFuzzSuite,
  formatFailure,
  formatReport,
  prototypeNameRequests,
  runFuzz,
  runFuzzRequests,
  type FuzzReport,
  type FuzzRequest,
  type FuzzTarget,
} from './fuzz';
export { closedPort, TcpProxy } from './tcp-proxy';
export { examplesOf, itHonoursItsOpenApiDocument, sendSamples, type ContractSample, type SampledResponse } from './openapi-contract';
export { FakeHttpServer, type RecordedRequest } from './fake-http-server';
