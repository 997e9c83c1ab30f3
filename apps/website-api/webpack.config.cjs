const { NxAppWebpackPlugin } = require('@nx/webpack/app-plugin');
const { join } = require('node:path');

// Bundles the app and the libraries it imports; node_modules stay external and are
// listed in the generated, pruned package.json that the Dockerfile installs from.
module.exports = {
  output: { path: join(__dirname, '../../dist/apps/website-api'), clean: true },
  devtool: 'source-map',
  plugins: [
    new NxAppWebpackPlugin({
      target: 'node',
      compiler: 'tsc',
      main: './src/main.ts',
      tsConfig: './tsconfig.app.json',
      optimization: false,
      outputHashing: 'none',
      generatePackageJson: true,
      skipTypeChecking: true,
      sourceMap: true,
    }),
  ],
};
