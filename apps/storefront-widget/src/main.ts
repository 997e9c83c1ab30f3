/**
 * The storefront bundle: the content-hashed chunk that the loader fulfilment-api serves at
 * `/widget/v1/storefront.js` imports (scripts/build.mjs). Defines `<fulfilment-picker>`
 * (and its parts: method tabs, pickup and delivery panels, calendar, slot list, checkout
 * status) with the API base set to the origin this script was loaded from, so a
 * merchant's embed needs no `api` attribute, and the element's `version` set to the
 * bundle's release.
 */
import { defineFulfilmentElements, FulfilmentPickerElement } from '@fulfil/storefront-picker';

/** The bundle's version, replaced at build time (vite.config.mjs: package.json's, or `--bundle-version`). */
declare const __STOREFRONT_WIDGET_VERSION__: string;

// The release this bundle runs, for support in the shopper's console:
// `customElements.get('fulfilment-picker').version` (on the class this bundle defines; a
// copy defined first by another script keeps its own).
Object.assign(FulfilmentPickerElement, { version: __STOREFRONT_WIDGET_VERSION__ });
defineFulfilmentElements({ apiBase: new URL(import.meta.url).origin });
