module.exports = {
  displayName: 'capacity',
  preset: '../../jest.preset.cjs',
  rootDir: __dirname,
};
