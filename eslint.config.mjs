// Root ESLint flat config. Module boundaries are real rules, not decorative "*" ones:
// every project carries one scope:* and one type:* tag (see each project.json), and
// the depConstraints below decide who may import whom.
import nx from '@nx/eslint-plugin';
import js from '@eslint/js';
import globals from 'globals';

/** Packages a pure library (domain rules, error types) must never import. */
const frameworkPackages = ['@nestjs/*', 'typeorm', 'mysql2', 'better-sqlite3', 'express', 'ioredis', 'nestjs-pino', 'pino', 'pino-http'];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  { ignores: ['**/dist', '**/node_modules', '**/tmp', '**/coverage', '**/*.js', 'apps/*/webpack.config.cjs', 'jest.preset.cjs', '**/jest.config.cjs'] },
  // Plain JavaScript of the workspace (scripts, bench drivers, config): Node globals,
  // the recommended rules.
  {
    files: ['**/*.mjs', '**/*.cjs'],
    ...js.configs.recommended,
    languageOptions: { globals: { ...globals.node }, sourceType: 'module', ecmaVersion: 2023 },
  },
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs' } },
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          banTransitiveDependencies: false,
          depConstraints: [
            // What kind of project may depend on what kind.
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:feature', 'type:domain', 'type:data', 'type:integration', 'type:platform', 'type:util'] },
            {
              sourceTag: 'type:feature',
              onlyDependOnLibsWithTags: ['type:feature', 'type:domain', 'type:data', 'type:integration', 'type:platform', 'type:util'],
            },
            { sourceTag: 'type:integration', onlyDependOnLibsWithTags: ['type:data', 'type:domain', 'type:platform', 'type:util'] },
            { sourceTag: 'type:data', onlyDependOnLibsWithTags: ['type:data', 'type:domain', 'type:platform', 'type:util'] },
            { sourceTag: 'type:platform', onlyDependOnLibsWithTags: ['type:util'] },
            { sourceTag: 'type:domain', onlyDependOnLibsWithTags: ['type:domain', 'type:util'], bannedExternalImports: frameworkPackages },
            { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'], bannedExternalImports: frameworkPackages },
            // Front ends (browser code): type:web is a bundle a page loads (the storefront
            // picker, the merchant console, the ordering widget); type:ui a browser library
            // they share. Neither may load server code; only type:util is shared with it.
            { sourceTag: 'type:web', onlyDependOnLibsWithTags: ['type:ui', 'type:util'], bannedExternalImports: [...frameworkPackages, 'jquery'] },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util'], bannedExternalImports: [...frameworkPackages, 'jquery'] },
            { sourceTag: 'type:tooling', onlyDependOnLibsWithTags: ['type:domain', 'type:data', 'type:platform', 'type:util', 'type:integration'] },
            // Scripts (tools/scripts, tools/bench) start, migrate and measure the apps
            // themselves: they may load any project, and nothing may load them.
            { sourceTag: 'type:script', onlyDependOnLibsWithTags: ['*'] },
            // Which team's code may depend on which: shared code on shared code only,
            // each app's own projects on themselves and shared code, never on another app's.
            // scope:storefront is the merchant's store and what both storefront apps answer
            // with (store-settings, storefront): the website's code may not load it.
            { sourceTag: 'scope:tooling', onlyDependOnLibsWithTags: ['*'] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:storefront', onlyDependOnLibsWithTags: ['scope:storefront', 'scope:shared'] },
            { sourceTag: 'scope:website', onlyDependOnLibsWithTags: ['scope:website', 'scope:shared'] },
            { sourceTag: 'scope:fulfilment', onlyDependOnLibsWithTags: ['scope:fulfilment', 'scope:storefront', 'scope:shared'] },
            { sourceTag: 'scope:widget', onlyDependOnLibsWithTags: ['scope:widget', 'scope:storefront', 'scope:shared'] },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // A library's public index (and its sub-barrels, such as testing/index.ts) names what it
  // exports: what other projects import, nothing more. `export *` would publish every
  // export of a file, hide the API from its readers and from knip (docs/architecture.md).
  {
    files: ['libs/*/src/index.ts', 'libs/*/src/*/index.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportAllDeclaration',
          message:
            "A library's index exports by name: replace `export * from` with `export { a, type B } from`, listing only what other projects import (docs/architecture.md).",
        },
      ],
    },
  },
  {
    files: ['**/*.spec.ts', '**/*.e2e-spec.ts', '**/test/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'it', property: 'only', message: 'it.only silences the rest of the suite.' },
        { object: 'describe', property: 'only', message: 'describe.only silences the rest of the suite.' },
        { object: 'test', property: 'only', message: 'test.only silences the rest of the suite.' },
      ],
    },
  },
];
