import type { BootstrapOptions } from '@fulfil/platform';
import { REFERENCE_STYLE_HASH } from './discovery/reference-page';

/**
 * Options of the shared bootstrap for website-api, used by `main.ts` and by every
 * e2e test (so tests run the production set-up): the Content-Security-Policy
 * stays closed (`default-src 'none'`) except for the reference page's one style
 * sheet, allowed by its hash.
 */
export const WEBSITE_BOOTSTRAP_OPTIONS: BootstrapOptions = {
  contentSecurityPolicy: {
    defaultSrc: ["'none'"],
    styleSrc: [REFERENCE_STYLE_HASH],
    frameAncestors: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'none'"],
  },
};
