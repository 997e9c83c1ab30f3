const { NxAppWebpackPlugin } = require('@nx/webpack/app-plugin');
const { join } = require('node:path');

/**
 * The webpack configuration of every app: bundles the app and the libraries it
 * imports; node_modules stay external and are listed in the generated, pruned
 * package.json (and lock file) that the app's Dockerfile installs from.
 *
 * @param {string} appDir the app's folder (its webpack.config.cjs passes __dirname)
 * @param {string} name the app's project name (output: dist/apps/<name>)
 * @param {object} [pluginOptions] further NxAppWebpackPlugin options of one app (e.g. `assets`)
 */
module.exports = function appWebpackConfig(appDir, name, pluginOptions = {}) {
  return {
    output: { path: join(appDir, '../../dist/apps', name), clean: true },
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
        ...pluginOptions,
      }),
    ],
  };
};
