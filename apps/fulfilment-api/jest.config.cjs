module.exports = {
  displayName: 'fulfilment-api',
  preset: '../../jest.preset.cjs',
  rootDir: __dirname,
  // The browser suites run in the test-browser target (jest.browser.config.cjs), the load
  // suites in test-load (jest.load.config.cjs).
  testPathIgnorePatterns: ['/node_modules/', '\\.browser\\.e2e-spec\\.ts$', '\\.load\\.e2e-spec\\.ts$'],
};
