// Shared Jest preset: ts-jest in transpile-only mode (type errors are the typecheck
// target's job), Node environment. Some dependencies ship only ES modules (kdbush,
// geokdbush, tinyqueue); they are transpiled to CommonJS here.
const path = require('node:path');
const { pathsToModuleNameMapper } = require('ts-jest');
const { compilerOptions } = require('./tsconfig.base.json');

const esmOnly = ['kdbush', 'geokdbush', 'tinyqueue'];

module.exports = {
  testEnvironment: 'node',
  moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
  transform: {
    '^.+\\.(ts|js|mjs)$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.spec.json', diagnostics: false }],
  },
  transformIgnorePatterns: [`node_modules/(?!(${esmOnly.join('|')})/)`],
  testMatch: ['**/?(*.)+(spec|e2e-spec).ts'],
  // Path aliases (@fulfil/*) resolve to library sources, as in tsconfig.base.json.
  moduleNameMapper: pathsToModuleNameMapper(compilerOptions.paths, { prefix: path.join(__dirname, '/') }),
  clearMocks: true,
  // Tests and hooks without a timeout of their own: 15 s, not Jest's 5 s. CI runs two test
  // targets side by side on 2 cores (Chromium, app processes, MariaDB), where closing an app
  // and dropping its database once took longer than 5 s; a hang still fails.
  testTimeout: 15_000,
};
