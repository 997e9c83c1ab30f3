module.exports = {
  displayName: 'website-pages',
  preset: '../../jest.preset.cjs',
  rootDir: __dirname,
};
