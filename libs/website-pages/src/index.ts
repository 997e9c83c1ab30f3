// The website's server-rendered pages: the contact page and the newsletter signup
// (docs/api-decisions.md, "Contact page").
export { loadPageAssets, PAGE_ASSET_NAMES, type PageAsset, type PageAssetName } from './assets';
export type { FormsMarkupModel } from './forms-markup';
export { FORM_FIELDS, outcomeOf, outcomeQuery, parseOutcome, type FormKind } from './outcome';
export { ASSET_CACHE_CONTROL, newNonce, PAGE_CACHE_CONTROL, pageContentSecurityPolicy, RESULT_CACHE_CONTROL, type PageBotCheck } from './page-policy';
export { renderContactPage, renderNewsletterSnippet, type PageAssetUrls } from './pages';
export { FORM_VALUES_COOKIE, FORM_VALUES_TTL_SECONDS, FormValuesSealer, readCookie } from './sealed-values';
export {
  formLanguage,
  LANG_PARAMETER,
  negotiatePageLanguage,
  pageLanguageOf,
  withPageLanguage,
  type LanguageRequest,
  type PageLanguageChoice,
} from './language';
export { pageStrings, SITE_LANGUAGES, type PageLanguage } from './strings';
