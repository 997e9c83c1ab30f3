module.exports = {
  displayName: 'storefront',
  preset: '../../jest.preset.cjs',
  rootDir: __dirname,
};
