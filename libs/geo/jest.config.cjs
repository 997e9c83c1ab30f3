module.exports = {
  displayName: 'geo',
  preset: '../../jest.preset.cjs',
  rootDir: __dirname,
};
