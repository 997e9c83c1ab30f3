// The check that the committed documents and generated types are what the apps produce
// now (src/api-client.spec.ts); the library itself is types only.
module.exports = {
  displayName: 'api-client',
  preset: '../../jest.preset.cjs',
  rootDir: __dirname,
};
