// fulfilment-api's browser suites (`*.browser.e2e-spec.ts`: Chromium driving the merchant
// console and the picker against the app started from main.ts), run by the `test-browser`
// target next to `test` (jest.config.cjs, every other suite), so that on a 2-core machine
// the two run side by side instead of one after the other (.ci/run's time budget).
const base = require('./jest.config.cjs');

module.exports = {
  ...base,
  displayName: 'fulfilment-api (browser)',
  testMatch: ['**/*.browser.e2e-spec.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
};
