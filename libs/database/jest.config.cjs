module.exports = {
  displayName: 'database',
  preset: '../../jest.preset.cjs',
  rootDir: __dirname,
};
