module.exports = {
  displayName: 'platform',
  preset: '../../jest.preset.cjs',
  rootDir: __dirname,
};
