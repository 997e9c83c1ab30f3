// fulfilment-api's load suites (`*.load.e2e-spec.ts`: a burst on two instances with CPU hogs),
// run by the `test-load` target after every other test target, on a machine with nothing
// else running: the conditions they set up (idle pool, hogs on both cores) are the test,
// and other suites' processes on the same cores would be load they did not ask for.
const base = require('./jest.config.cjs');

module.exports = {
  ...base,
  displayName: 'fulfilment-api (load)',
  testMatch: ['**/*.load.e2e-spec.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
};
