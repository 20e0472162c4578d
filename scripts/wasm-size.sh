#!/usr/bin/env bash
# Measures the browser download (docs/size.md): the bytes a player's browser
# fetches, brotli (salotto.wasm.br, what itch.io sends) and the gzip
# fallback (salotto.wasm.gz), of the game exactly as scripts/web-build.sh
# ships it. With --check it fails when either is over its target:
#
#   brotli <= 2,000,000 bytes      gzip <= 2,750,000 bytes (online play took 50,000 of it)
#
# For information it also builds, with the same flags (wasm_build in
# scripts/lib.sh), a bare probe (an empty Ebitengine game linking etxt and
# resolv, cmd/sizeprobe) and a floor (the probe plus what the game needs
# besides its user interface: Ebitengine's audio, vector and inpututil, the
# three games' rules and bots, the fonts; cmd/sizefloor), and prints
# their gzip sizes and the game's ratio to the probe.
#
#   scripts/wasm-size.sh [--check] [--bundle DIR]
#
# --bundle DIR measures a bundle web-build.sh already wrote into DIR
# instead of building one (scripts/test.sh builds it once for this and the
# browser tests: brotli at its best takes most of a minute).
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib.sh
need_go

target_br=2000000
target_gz=2750000
check=false bundle=""
while [ $# -gt 0 ]; do
	case $1 in
	--check) check=true ;;
	--bundle) bundle=${2:?--bundle needs a directory}; shift ;;
	*) echo "usage: $0 [--check] [--bundle DIR]" >&2; exit 2 ;;
	esac
	shift
done
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

if [ -z "$bundle" ]; then
	bundle=$tmp/web
	WEB_OUT=$bundle ZIP_OUT=$tmp/salotto-web.zip scripts/web-build.sh >/dev/null
fi
for f in salotto.wasm.br salotto.wasm.gz; do
	[ -f "$bundle/$f" ] || { echo "error: $bundle has no $f (run scripts/web-build.sh)" >&2; exit 1; }
done
br=$(wc -c <"$bundle/salotto.wasm.br")
gz=$(wc -c <"$bundle/salotto.wasm.gz")
raw=$(gzip -dc "$bundle/salotto.wasm.gz" | wc -c)

wasm_workspace "$tmp"
wasm_build "$tmp/probe.wasm" ./cmd/sizeprobe
wasm_build "$tmp/floor.wasm" ./cmd/sizefloor
for f in probe floor; do gzip -9 -n -k "$tmp/$f.wasm"; done

over=()
row() { # name bytes target
	local verdict=""
	if [ -n "${3:-}" ]; then
		if [ "$2" -le "$3" ]; then verdict="ok, target <= $3"; else verdict="OVER the target of $3"; over+=("$1"); fi
	fi
	printf '%-24s %12d  %s\n' "$1" "$2" "$verdict"
}
echo "The download (what ships in dist/salotto-web.zip):"
row "brotli salotto.wasm.br" "$br" "$target_br"
row "gzip salotto.wasm.gz" "$gz" "$target_gz"
row "raw wasm" "$raw"
echo
echo "For information, gzip -9 of builds with the same flags:"
gz_probe=$(wc -c <"$tmp/probe.wasm.gz") gz_floor=$(wc -c <"$tmp/floor.wasm.gz")
printf '%-24s %12d  (raw %d)\n' "probe" "$gz_probe" "$(wc -c <"$tmp/probe.wasm")"
printf '%-24s %12d  (raw %d)\n' "floor" "$gz_floor" "$(wc -c <"$tmp/floor.wasm")"
printf 'game / probe %s, floor / probe %s; the user interface takes %d bytes of the gzip download\n' \
	"$(awk -v g="$gz" -v p="$gz_probe" 'BEGIN { printf "%.3f", g / p }')" \
	"$(awk -v g="$gz_floor" -v p="$gz_probe" 'BEGIN { printf "%.3f", g / p }')" $((gz - gz_floor))

if [ ${#over[@]} -gt 0 ]; then
	echo "over target: ${over[*]}"
	$check && exit 1
fi
exit 0
