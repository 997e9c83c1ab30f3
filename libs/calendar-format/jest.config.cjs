module.exports = {
  displayName: 'calendar-format',
  preset: '../../jest.preset.cjs',
  rootDir: __dirname,
};
