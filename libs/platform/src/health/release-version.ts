/** The version of an app run from sources (Jest, `@swc-node/register` scripts): no build stamped one. Semver, below every release. */
const DEV_VERSION = '0.0.0-dev';

/**
 * The app's release: the `version` of its own package.json (`apps/<app>/package.json`, a
 * Changesets release unit), semver, e.g. `1.1.0`. The webpack build replaces
 * `process.env.FULFIL_RELEASE_VERSION` with it (tools/webpack/app-config.cjs), so the built
 * `main.js` carries it and reads no file at run time; `0.0.0-dev` from sources.
 * Served by `GET /healthz` (docs/releasing.md, "Which version is running").
 */
export function releaseVersion(): string {
  return process.env.FULFIL_RELEASE_VERSION || DEV_VERSION;
}

/**
 * The release and the commit it was built from as semver build metadata, e.g.
 * `1.1.0+5c4909d` (the release alone when built outside a git checkout, as in a Docker
 * build); stamped like {@link releaseVersion}, `0.0.0-dev` from sources. The start-up line's version.
 */
export function buildVersion(): string {
  return process.env.FULFIL_BUILD_VERSION || DEV_VERSION;
}
