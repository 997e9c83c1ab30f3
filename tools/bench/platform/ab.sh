#!/usr/bin/env bash
# Interleaved A/B of two builds of fulfilment-api on the storefront endpoints the platform
# benchmark measures (tools/bench/platform/throughput.ts): both apps up at once, pinned to
# CPU 1, autocannon (50 connections) on CPU 0, for each scenario A B B A ... rounds, and the
# ratio of medians printed. Two builds compared in one run, so machine drift cancels out.
# `pcart` and `calcart` send the demo storefront's cart (a variant tracked with stock rows at
# the bakery's 32 locations): the stock and availability rule of libs/store-settings
# `InventoryRepository` on the request path.
#
#   git worktree add /tmp/base <commit> && ln -s "$PWD/node_modules" /tmp/base/node_modules
#   (cd /tmp/base && npx nx run fulfilment-api:build) && npx nx run fulfilment-api:build
#   BENCH_SECTIONS=throughput BENCH_ONLY=settings npm run bench:platform -- --quick   # makes tmp/bench-platform/store.sqlite
#   bash tools/bench/platform/ab.sh /tmp/base . [rounds=6] [seconds=5]
#   ONLY="cal dloc" bash tools/bench/platform/ab.sh /tmp/base .       # some scenarios only
set -euo pipefail
A_DIR=$(cd "$1" && pwd); B_DIR=$(cd "$2" && pwd); ROUNDS=${3:-6}; SECS=${4:-5}
ROOT=$(cd "$(dirname "$0")/../../.." && pwd)
DB=sqlite:$ROOT/tmp/bench-platform/store.sqlite
[ -f "$ROOT/tmp/bench-platform/store.sqlite" ] || { echo "no $ROOT/tmp/bench-platform/store.sqlite: run the platform benchmark once (see above)"; exit 2; }
AC=$ROOT/node_modules/.bin/autocannon
FLAGS="--enable-source-maps --max-semi-space-size=64 --max-old-space-size=640" # as docker/Dockerfile.fulfilment-api
PIDS=()
trap 'kill "${PIDS[@]}" 2>/dev/null || true' EXIT
start() { # dir port
  (cd "$1" && exec env DATABASE_URL="$DB" NODE_ENV=production LOG_LEVEL=warn CLOCK_NOW= HOST=127.0.0.1 PORT="$2" taskset -c 1 node $FLAGS dist/apps/fulfilment-api/main.js >/dev/null 2>&1) &
  PIDS+=($!)
  for _ in $(seq 1 150); do curl -sf "http://127.0.0.1:$2/healthz" >/dev/null && return; sleep 0.2; done
  echo "$1 did not start"; exit 1
}
start "$A_DIR" 4101; start "$B_DIR" 4102
B='shop=demo-bakery.myshopify.com'
id=$(curl -s -X POST -H content-type:application/json -d '{}' "http://127.0.0.1:4102/v1.0/pickup/locations?$B&limit=1" | node -pe 'JSON.parse(require("fs").readFileSync(0)).locations[0].id')
# The demo storefront's cart (2 x sourdough 900101, tracked, 1 x croissants 900201), and a location stocking it.
CART='[{"variant_id":900101,"product_id":800101,"quantity":2},{"variant_id":900201,"product_id":800201,"quantity":1}]'
cid=$(curl -s -X POST -H content-type:application/json -d "{\"shoppingCart\":$CART}" "http://127.0.0.1:4102/v1.0/pickup/locations?$B&limit=1" | node -pe 'JSON.parse(require("fs").readFileSync(0)).locations[0].id')
declare -A M=([cal]=POST [dloc]=POST [cond]=POST [ploc]=POST [settings]=GET [ship]=GET [pcart]=POST [calcart]=POST)
declare -A P=([cal]="/v1.0/pickup/locations/$id/calendar?$B" [dloc]="/v1.0/delivery/locations?$B" [cond]="/v1.0/shipping/conditional_activation?$B"
  [ploc]="/v1.0/pickup/locations?shop=demo-large.myshopify.com&limit=20" [settings]="/v1.0/settings?$B" [ship]="/v1.0/shipping/calendar?$B"
  [pcart]="/v1.0/pickup/locations?$B&limit=20" [calcart]="/v1.0/pickup/locations/$cid/calendar?$B")
declare -A BODY=([cal]='{"shoppingCart":[]}' [dloc]='{"geoSearchQuery":"10001"}' [ploc]='{"geoSearchQuery":"Chicago, IL"}'
  [pcart]="{\"geoSearchQuery\":\"10001\",\"shoppingCart\":$CART}" [calcart]="{\"shoppingCart\":$CART}"
  [cond]='{"shoppingCart":{"original_total_price":5200,"total_weight":3000,"items":[{"collections":"cakes","vendor":"Demo Bakery","product_type":"Fresh Cakes","tags":"cake"}]}}')
declare -A NAME=([cal]='POST pickup calendar' [dloc]='POST delivery locations, geo' [cond]='POST conditional activation'
  [ploc]='POST pickup locations, geo, 10k shop' [settings]='GET settings' [ship]='GET shipping calendar'
  [pcart]='POST pickup locations, geo, demo cart' [calcart]='POST pickup calendar, demo cart')
run() { # port scenario -> req/s (-1 when any answer was not 2xx)
  local args=(-j -c 50 -d "$SECS")
  [ "${M[$2]}" = POST ] && args+=(-m POST -H content-type=application/json -b "${BODY[$2]}")
  taskset -c 0 "$AC" "${args[@]}" "http://127.0.0.1:$1${P[$2]}" 2>/dev/null | node -pe 'const j=JSON.parse(require("fs").readFileSync(0)); j.non2xx ? -1 : Math.round(j.requests.average)'
}
echo "A = $A_DIR ($(git -C "$A_DIR" rev-parse --short HEAD)), B = $B_DIR ($(git -C "$B_DIR" rev-parse --short HEAD)); $ROUNDS rounds of $SECS s each"
printf '| %-38s | %-9s | %-9s | %-7s |\n|---|---|---|---|\n' 'endpoint (req/s, median)' A B 'B / A'
for n in ${ONLY:-cal dloc cond ploc settings ship pcart calcart}; do
  run 4101 "$n" >/dev/null; run 4102 "$n" >/dev/null # warm-up
  a=(); b=()
  for r in $(seq 1 "$ROUNDS"); do
    if [ $((r % 2)) = 1 ]; then a+=("$(run 4101 "$n")"); b+=("$(run 4102 "$n")"); else b+=("$(run 4102 "$n")"); a+=("$(run 4101 "$n")"); fi
  done
  node -e 'const med=(s)=>{const a=s.split(" ").map(Number).sort((x,y)=>x-y),m=a.length>>1;return a.length%2?a[m]:(a[m-1]+a[m])/2};
    const [n,A,B]=process.argv.slice(1),x=med(A),y=med(B);console.log(`| ${n.padEnd(38)} | ${String(x).padEnd(9)} | ${String(y).padEnd(9)} | ${(y/x).toFixed(3).padEnd(7)} |   rounds A: ${A}; B: ${B}`)' "${NAME[$n]}" "${a[*]}" "${b[*]}"
done
