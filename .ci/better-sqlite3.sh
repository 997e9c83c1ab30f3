#!/usr/bin/env bash
# After `npm ci`: better-sqlite3 13 ships prebuilt N-API addons in its npm package (glibc and
# musl Linux, macOS, Windows; x64 and arm64), one binary for every Node >= 22, so nothing is
# built where one of them loads. Elsewhere the addon is built from the sources npm installed
# (node-gyp against the running Node's headers, npm_config_nodedir from .ci/use-node.sh, no
# download) and kept under ~/.cache/fulfil-node between runs and clones. docs/operations.md, "Runtime".
set -euo pipefail
cd "$(dirname "$0")/.."
loads() { node -e "new (require('better-sqlite3'))(':memory:').close()" 2>/dev/null; }
if loads; then
  echo "better-sqlite3 $(node -p "require('better-sqlite3/package.json').version") loads its prebuilt addon on $(node --version)"
  exit 0
fi
src=$(dirname "$(node -p "require.resolve('better-sqlite3/package.json')")")
version=$(node -p "require('better-sqlite3/package.json').version")
cached="${FULFIL_NODE_CACHE:-$HOME/.cache/fulfil-node}/better-sqlite3-$version-$(node -p 'process.platform + "-" + process.arch + "-napi" + process.versions.napi').node"
mkdir -p "$src/build/Release"
if [ -f "$cached" ]; then
  cp "$cached" "$src/build/Release/better_sqlite3.node"
else
  echo "no prebuilt better-sqlite3 addon loads here: building $version from source (node-gyp, 2-4 minutes)"
  # The node-gyp of the npm on PATH (npm ships it; the Node package of .ci/use-node.sh has no npm).
  gyp="$(dirname "$(readlink -f "$(command -v npm)")")/../node_modules/node-gyp/bin/node-gyp.js"
  (cd "$src" && node "$gyp" rebuild --release -j "${CI_JOBS:-2}")
  mkdir -p "$(dirname "$cached")" && cp "$src/build/Release/better_sqlite3.node" "$cached"
fi
loads && echo "better-sqlite3 $version loads the addon built here ($cached)"
