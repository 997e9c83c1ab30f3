// Shared app build (tools/webpack/app-config.cjs), plus the static files of the website's
// pages (libs/website-pages/src/assets), copied next to main.js where the pages read them.
const CopyPlugin = require('copy-webpack-plugin');
const { join } = require('node:path');

const config = require('../../tools/webpack/app-config.cjs')(__dirname, 'website-api');
config.plugins.push(new CopyPlugin({ patterns: [{ from: join(__dirname, '../../libs/website-pages/src/assets'), to: 'assets' }] }));
module.exports = config;
