module.exports = {
  displayName: 'store-settings',
  preset: '../../jest.preset.cjs',
  rootDir: __dirname,
};
