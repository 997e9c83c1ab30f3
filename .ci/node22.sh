#!/usr/bin/env bash
# The test suite on Node 22 LTS (the images' runtime, .nvmrc), run by .ci/run after the
# suite on the machine's Node. Usage: bash .ci/node22.sh [nx run-many options...]
#
# - Node 22 comes from the npm registry: the platform package `node-<os>-<arch>` that the
#   `node@22.23.3` package installs (its preinstall script, which npm 11's allowScripts
#   would not run, only fetches this package). It is installed under .ci/node22, never in
#   the root node_modules: a `node` bin there would shadow the system Node in every npm
#   script. The package ships the headers too (include/node).
# - better-sqlite3 is a native addon built for the machine's Node ABI. It is rebuilt from
#   the sources npm installed (no download: node-gyp with --nodedir = that Node 22) into
#   .ci/node22/node_modules/better-sqlite3, and both Jest (FULFIL_BETTER_SQLITE3 in
#   jest.preset.cjs) and child processes (NODE_OPTIONS --require better-sqlite3-hook.cjs)
#   load that copy. The build takes about 2 minutes of one core; it is kept between runs.
# - When it cannot be built, the suites that need SQLite cannot run on Node 22: the
#   script says so, and runs what does not load better-sqlite3.
# docs/operations.md, "Runtime".
set -euo pipefail
cd "$(dirname "$0")/.."
NODE22_VERSION=22.23.3
dir=.ci/node22
pkg="node-$(node -p 'process.platform')-$(node -p 'process.arch')"
bin="$PWD/$dir/node_modules/$pkg/bin"

if [ ! -x "$bin/node" ] || [ "$("$bin/node" --version)" != "v$NODE22_VERSION" ]; then
  echo "installing Node $NODE22_VERSION ($pkg) under $dir"
  mkdir -p "$dir"
  npm install --prefix "$dir" --no-save --no-package-lock --no-audit --no-fund "$pkg@$NODE22_VERSION"
fi
"$bin/node" --version

addon="$PWD/$dir/node_modules/better-sqlite3"
loads() { PATH="$bin:$PATH" node -e "new (require('$addon'))(':memory:').close()" 2>/dev/null; }
if ! loads; then
  echo "building better-sqlite3 $(node -p "require('better-sqlite3/package.json').version") for Node $NODE22_VERSION (node-gyp, no download)"
  rm -rf "$addon" && mkdir -p "$addon"
  src=$(dirname "$(node -p "require.resolve('better-sqlite3/package.json')")")
  cp -r "$src"/{binding.gyp,deps,lib,package.json,src} "$addon"/
  gyp="$(npm root -g)/npm/node_modules/node-gyp/bin/node-gyp.js" # the node-gyp npm itself uses
  log="$PWD/$dir/build.log"
  (cd "$addon" && PATH="$bin:$PATH" node "$gyp" rebuild --release --nodedir="$bin/.." -j "${CI_JOBS:-2}" >"$log" 2>&1) ||
    echo "better-sqlite3 could not be built for Node $NODE22_VERSION (see $dir/build.log)"
fi

export PATH="$bin:$PATH"
if loads; then
  export FULFIL_BETTER_SQLITE3="$addon"
  export NODE_OPTIONS="--require $PWD/.ci/better-sqlite3-hook.cjs ${NODE_OPTIONS:-}"
  echo "running the suite on $(node --version) with better-sqlite3 built for it"
  npx nx run-many -t test --output-style=static --skip-nx-cache "$@"
else
  # Without the addon every suite that opens SQLite (the default engine of every app and
  # of the DB tests) would fail on loading it: run the others, and say which were skipped.
  npx nx graph --file="$dir/graph.json" >/dev/null
  skipped=$(node -e "
    const nodes = require('./$dir/graph.json').graph.nodes;
    for (const [name, n] of Object.entries(nodes)) if (n.data.targets && n.data.targets.test) console.log(name + ' ' + n.data.root);
  " | sort | while read -r p root; do
    if grep -rqlE "@fulfil/(database|store-settings|website-forms|storefront|helpdesk)|better-sqlite3" "$root" --include=*.ts; then echo "$p"; fi
  done | paste -sd, -)
  echo "SKIPPED on Node $NODE22_VERSION: $skipped (they load better-sqlite3, which could not be built for this Node; see $dir/build.log)"
  npx nx run-many -t test --output-style=static --skip-nx-cache --exclude="$skipped" "$@"
fi
