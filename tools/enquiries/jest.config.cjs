module.exports = {
  displayName: 'enquiry-tools',
  preset: '../../jest.preset.cjs',
  rootDir: __dirname,
};
