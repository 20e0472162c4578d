#!/usr/bin/env bash
# Measures the browser download: builds a bare probe (an empty Ebitengine
# game linking etxt and resolv, internal/sizeprobe) and the real game with
# the same flags (wasm_build in scripts/lib.sh) in the same run, and prints both gzip -9 sizes and their
# ratio. The target is a ratio of at most 1.15. With --check, a ratio over
# the target makes the script fail.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib.sh
need_go

target=1.15
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

wasm_build "$tmp/probe.wasm" ./internal/sizeprobe
wasm_build "$tmp/game.wasm" .
for f in probe game; do gzip -9 -n -k "$tmp/$f.wasm"; done

raw_probe=$(wc -c <"$tmp/probe.wasm")
raw_game=$(wc -c <"$tmp/game.wasm")
gz_probe=$(wc -c <"$tmp/probe.wasm.gz")
gz_game=$(wc -c <"$tmp/game.wasm.gz")
ratio=$(awk -v g="$gz_game" -v p="$gz_probe" 'BEGIN { printf "%.3f", g / p }')

printf '%-6s %12s %12s\n' "" "raw" "gzip -9"
printf '%-6s %12d %12d\n' probe "$raw_probe" "$gz_probe"
printf '%-6s %12d %12d\n' game "$raw_game" "$gz_game"
printf 'ratio (game/probe, gzip): %s (target <= %s); the game adds %d bytes compressed\n' \
	"$ratio" "$target" $((gz_game - gz_probe))

if awk -v r="$ratio" -v t="$target" 'BEGIN { exit !(r > t) }'; then
	echo "over target"
	[ "${1:-}" = --check ] && exit 1
fi
exit 0
