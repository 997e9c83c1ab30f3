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
};
