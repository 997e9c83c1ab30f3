module.exports = {
  displayName: 'browser-testing',
  preset: '../../jest.preset.cjs',
  rootDir: __dirname,
};
