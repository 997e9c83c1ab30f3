import type { BootstrapOptions } from '@fulfil/platform';

/**
 * Options of the shared bootstrap for website-api, used by `main.ts` and by every
 * e2e test (so tests run the production set-up): the Content-Security-Policy
 * stays closed (`default-src 'none'`); the reference page at `/docs` sends its own
 * (`ApiReferenceModule` of @fulfil/platform).
 */
export const WEBSITE_BOOTSTRAP_OPTIONS: BootstrapOptions = {
  contentSecurityPolicy: {
    defaultSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'none'"],
  },
};
