// Shared app build (tools/webpack/app-config.cjs).
module.exports = require('../../tools/webpack/app-config.cjs')(__dirname, 'widget-api');
