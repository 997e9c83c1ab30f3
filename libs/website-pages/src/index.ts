// The website's server-rendered pages: the contact page and the newsletter signup
// (docs/api-decisions.md, "Contact page").
export * from './assets';
export * from './forms-markup';
export * from './outcome';
export * from './page-policy';
export * from './pages';
export * from './sealed-values';
export * from './strings';
