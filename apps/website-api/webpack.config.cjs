// Shared app build (tools/webpack/app-config.cjs), plus the static files of the website's
// pages (libs/website-pages/src/assets), copied next to main.js where the pages read them,
// and the enquiries CLI bundled for the image.
module.exports = require('../../tools/webpack/app-config.cjs')(__dirname, 'website-api', {
  assets: [{ input: 'libs/website-pages/src/assets', glob: '*', output: 'assets' }],
  additionalEntryPoints: [{ entryName: 'enquiries', entryPath: 'tools/enquiries/enquiries.ts' }],
});
