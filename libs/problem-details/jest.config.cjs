module.exports = {
  displayName: 'problem-details',
  preset: '../../jest.preset.cjs',
  rootDir: __dirname,
};
