module.exports = {
  displayName: 'workspace-checks',
  preset: '../../jest.preset.cjs',
  rootDir: __dirname,
};
