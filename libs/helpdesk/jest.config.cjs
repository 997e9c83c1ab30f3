module.exports = {
  displayName: 'helpdesk',
  preset: '../../jest.preset.cjs',
  rootDir: __dirname,
};
