module.exports = {
  displayName: 'widget-api',
  preset: '../../jest.preset.cjs',
  rootDir: __dirname,
};
