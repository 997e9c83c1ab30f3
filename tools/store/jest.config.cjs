module.exports = {
  displayName: 'store-tools',
  preset: '../../jest.preset.cjs',
  rootDir: __dirname,
};
