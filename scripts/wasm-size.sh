#!/usr/bin/env bash
# Measures the browser download: builds a bare probe (an empty Ebitengine
# game linking etxt and resolv, internal/sizeprobe) and the real game with
# the same flags (wasm_build in scripts/lib.sh) in the same run, and prints
# both gzip -9 sizes and their ratio. The target is a ratio of at most 1.15.
# With --check, a ratio over the target makes the script fail.
#
# It also builds internal/sizefloor: the probe plus what the game needs
# besides its user interface (Ebitengine's audio, vector and inpututil, the
# three games' rules and bots, the fonts), and says how much of the budget
# that leaves for the interface and how much the interface takes.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib.sh
need_go

target=1.15
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

wasm_build "$tmp/probe.wasm" ./internal/sizeprobe
wasm_build "$tmp/floor.wasm" ./internal/sizefloor
wasm_build "$tmp/game.wasm" .
for f in probe floor game; do gzip -9 -n -k "$tmp/$f.wasm"; done

raw() { wc -c <"$tmp/$1.wasm"; }
gz() { wc -c <"$tmp/$1.wasm.gz"; }
printf '%-6s %12s %12s\n' "" "raw" "gzip -9"
for f in probe floor game; do
	printf '%-6s %12d %12d\n' "$f" "$(raw $f)" "$(gz $f)"
done

gz_probe=$(gz probe) gz_floor=$(gz floor) gz_game=$(gz game)
ratio=$(awk -v g="$gz_game" -v p="$gz_probe" 'BEGIN { printf "%.3f", g / p }')
floor_ratio=$(awk -v g="$gz_floor" -v p="$gz_probe" 'BEGIN { printf "%.3f", g / p }')
budget=$(awk -v p="$gz_probe" -v t="$target" 'BEGIN { printf "%d", p * t }')
printf 'ratio (game/probe, gzip): %s (target <= %s); the game adds %d bytes compressed\n' \
	"$ratio" "$target" $((gz_game - gz_probe))
printf 'floor (no user interface): %s; the target leaves %d bytes for the interface, which takes %d\n' \
	"$floor_ratio" $((budget - gz_floor)) $((gz_game - gz_floor))

if awk -v r="$ratio" -v t="$target" 'BEGIN { exit !(r > t) }'; then
	echo "over target"
	[ "${1:-}" = --check ] && exit 1
fi
exit 0
