// Unit tests of the picker's pure modules (clients, retry, attributes, strings, formats,
// holds) in Node; the elements themselves are tested in Chromium by apps/storefront-widget.
module.exports = {
  displayName: 'storefront-picker',
  preset: '../../jest.preset.cjs',
  rootDir: __dirname,
};
