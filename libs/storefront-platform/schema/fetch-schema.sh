#!/usr/bin/env bash
# Re-fetches Shopify's Admin GraphQL introspection schema from the npm package
# @shopify/dev-mcp and checks it against the recorded sha256 (README.md in this folder).
#
#   libs/storefront-platform/schema/fetch-schema.sh                 # verify: same bytes as vendored
#   libs/storefront-platform/schema/fetch-schema.sh 1.17.0 2027-01  # another package / API version:
#                                                                   # prints the new sha256 to record
# Needs npm, tar and sha256sum (or shasum). Writes only admin_<version>.json.gz here.
set -euo pipefail
PACKAGE_VERSION="${1:-1.16.0}"
API_VERSION="${2:-2026-10}"
# sha256 of dist/data/admin_2026-10.json.gz in @shopify/dev-mcp@1.16.0.
EXPECTED_SHA256="f3b522f264556925eada700e795e4a002a9cba83444ebcc6c0d724254a0c6593"

here="$(cd "$(dirname "$0")" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
tarball="$(cd "$work" && npm pack --silent "@shopify/dev-mcp@${PACKAGE_VERSION}")"
tar -xzf "$work/$tarball" -C "$work" "package/dist/data/admin_${API_VERSION}.json.gz" package/package.json
file="$work/package/dist/data/admin_${API_VERSION}.json.gz"
if command -v sha256sum >/dev/null; then sum="$(sha256sum "$file" | cut -d' ' -f1)"; else sum="$(shasum -a 256 "$file" | cut -d' ' -f1)"; fi
licence="$(node -p "require('$work/package/package.json').license")"
echo "@shopify/dev-mcp@${PACKAGE_VERSION} admin_${API_VERSION}.json.gz sha256 ${sum} (package licence: ${licence})"
if [ "$PACKAGE_VERSION" = "1.16.0" ] && [ "$API_VERSION" = "2026-10" ] && [ "$sum" != "$EXPECTED_SHA256" ]; then
  echo "sha256 mismatch: expected ${EXPECTED_SHA256}; the published file is not the one recorded" >&2
  exit 1
fi
cp "$file" "$here/admin_${API_VERSION}.json.gz"
echo "wrote $here/admin_${API_VERSION}.json.gz"
