// The fake servers' shared machinery lives in @fulfil/platform/testing (shared with the storefront platform's fake).
export { FakeHttpServer } from '@fulfil/platform/testing';
export type { RecordedRequest } from '@fulfil/platform/testing';
