// Shared app build (tools/webpack/app-config.cjs), with the enquiries CLI bundled for the image.
module.exports = require('../../tools/webpack/app-config.cjs')(__dirname, 'website-api', [
  { entryName: 'enquiries', entryPath: 'tools/enquiries/enquiries.ts' },
]);
