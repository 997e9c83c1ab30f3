module.exports = {
  displayName: 'storefront-platform',
  preset: '../../jest.preset.cjs',
  rootDir: __dirname,
};
