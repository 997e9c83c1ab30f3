module.exports = {
  displayName: 'fulfilment-api',
  preset: '../../jest.preset.cjs',
  rootDir: __dirname,
};
