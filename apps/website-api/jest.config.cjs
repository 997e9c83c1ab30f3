module.exports = {
  displayName: 'website-api',
  preset: '../../jest.preset.cjs',
  rootDir: __dirname,
};
