module.exports = {
  displayName: 'website-forms',
  preset: '../../jest.preset.cjs',
  rootDir: __dirname,
};
