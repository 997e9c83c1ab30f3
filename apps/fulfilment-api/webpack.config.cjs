// Shared app build (tools/webpack/app-config.cjs), with the store CLI bundled for the image.
module.exports = require('../../tools/webpack/app-config.cjs')(__dirname, 'fulfilment-api', {
  additionalEntryPoints: [
    { entryName: 'store-import', entryPath: 'tools/store/import.ts' },
    { entryName: 'store-export', entryPath: 'tools/store/export.ts' },
    { entryName: 'admin-token', entryPath: 'tools/store/admin-token.ts' },
  ],
});
