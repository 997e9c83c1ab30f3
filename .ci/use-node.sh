# Source it: puts Node <major> (default 24, the version pinned below) first on PATH for this
# shell when the machine's Node is older, fetched once from the npm registry as the platform
# package `node-<os>-<arch>` (what the `node@<version>` package fetches; it ships the headers
# too, which npm_config_nodedir points node-gyp at). Kept under ~/.cache/fulfil-node between
# runs and clones, never in the root node_modules (a `node` bin there would shadow the
# system Node in every npm script). docs/operations.md, "Runtime".
#
#   source .ci/use-node.sh        # Node 24 unless the machine's Node is 24 or newer
#   source .ci/use-node.sh 22     # exactly Node 22 (the suite's second pass in .ci/run)
want=${1:-24}
case "$want" in
  24) version=24.21.0 ;;
  22) version=22.23.3 ;;
  *) echo "use-node.sh: Node $want is not pinned here (22 or 24)" >&2; return 2 ;;
esac
have=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$have" = "$want" ] || { [ "$want" = 24 ] && [ "$have" -gt 24 ]; }; then
  echo "Node $(node --version) (the machine's)"
else
  pkg="node-$(node -p 'process.platform' 2>/dev/null || echo linux)-$(node -p 'process.arch' 2>/dev/null || echo x64)"
  prefix="${FULFIL_NODE_CACHE:-$HOME/.cache/fulfil-node}/$version"
  dir="$prefix/node_modules/$pkg"
  if [ ! -x "$dir/bin/node" ] || [ "$("$dir/bin/node" --version)" != "v$version" ]; then
    echo "fetching Node $version ($pkg) into $prefix"
    mkdir -p "$prefix"
    npm install --prefix "$prefix" --no-save --no-package-lock --no-audit --no-fund "$pkg@$version" >/dev/null
  fi
  export PATH="$dir/bin:$PATH"
  export npm_config_nodedir="$dir"
  echo "Node $(node --version) first on PATH ($dir/bin)"
fi
