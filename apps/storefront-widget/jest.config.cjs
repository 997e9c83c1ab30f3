// Browser suites of the storefront picker (Debian's Chromium through @fulfil/browser-testing)
// against fulfilment-api and the demo storefront, both started as processes by test/live.ts.
module.exports = {
  displayName: 'storefront-widget',
  preset: '../../jest.preset.cjs',
  rootDir: __dirname,
  testTimeout: 120_000,
};
