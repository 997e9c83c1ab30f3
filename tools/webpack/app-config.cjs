const { NxAppWebpackPlugin } = require('@nx/webpack/app-plugin');
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const { execSync } = require('node:child_process');
const { DefinePlugin } = require('webpack');

/** The app's release: the `version` of its own package.json (a Changesets release unit; docs/releasing.md). */
function releaseVersion(appDir) {
  return JSON.parse(readFileSync(join(appDir, 'package.json'), 'utf8')).version;
}

/** `<release>+<short git commit>` (the release alone outside a git checkout, e.g. a Docker build context). */
function buildVersion(release) {
  try {
    return `${release}+${execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim()}`;
  } catch {
    return release;
  }
}

/**
 * The webpack configuration of every app: bundles the app and the libraries it
 * imports; node_modules stay external and are listed in the generated, pruned
 * package.json (and lock file) that the app's Dockerfile installs from.
 *
 * @param {string} appDir the app's folder (its webpack.config.cjs passes __dirname)
 * @param {string} name the app's project name (output: dist/apps/<name>)
 * @param {object} [pluginOptions] further NxAppWebpackPlugin options of one app: `assets`
 *   (static files copied next to main.js), `additionalEntryPoints` (operator commands bundled
 *   next to main.js, e.g. `store-import.js`, so the image carries them; docs/operations.md).
 *   Every app also gets `migrate.js` (its src/migrate.ts: the migration Job's command).
 */
module.exports = function appWebpackConfig(appDir, name, pluginOptions = {}) {
  const release = releaseVersion(appDir);
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
        additionalEntryPoints: [{ entryName: 'migrate', entryPath: `apps/${name}/src/migrate.ts` }, ...(pluginOptions.additionalEntryPoints ?? [])],
      }),
      // The app's version, compiled into main.js (libs/platform release-version.ts): the release
      // alone for GET /healthz, with the commit for the start-up line (APP_VERSION overrides that one at run time).
      new DefinePlugin({
        'process.env.FULFIL_RELEASE_VERSION': JSON.stringify(release),
        'process.env.FULFIL_BUILD_VERSION': JSON.stringify(buildVersion(release)),
      }),
    ],
  };
};
