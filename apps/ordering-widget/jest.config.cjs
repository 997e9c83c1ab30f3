// Unit tests of the widget's pure modules (src/**/*.spec.ts, in Node) and the browser suite
// (test/*.e2e-spec.ts: Debian's Chromium through @fulfil/browser-testing against widget-api,
// fulfilment-api and the fake storefront platform, all started as processes by test/live.ts).
module.exports = {
  displayName: 'ordering-widget',
  preset: '../../jest.preset.cjs',
  rootDir: __dirname,
  testTimeout: 120_000,
};
