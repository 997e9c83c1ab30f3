/**
 * The storefront bundle fulfilment-api serves at `/widget/v1/storefront.js`: defines
 * `<fulfilment-picker>` (and its parts: method tabs, pickup and delivery panels, calendar,
 * slot list, checkout status) with the API base set to the origin this script was loaded
 * from, so a merchant's embed needs no `api` attribute.
 */
import { defineFulfilmentElements } from '@fulfil/storefront-picker';

defineFulfilmentElements({ apiBase: new URL(import.meta.url).origin });
