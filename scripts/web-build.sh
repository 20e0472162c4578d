#!/usr/bin/env bash
# Builds the browser game.
#
#   web/salotto.wasm.gz     the game, gzip -9 (the loader unpacks it in the browser)
#   web/wasm_exec.js        Go's JavaScript glue, from this Go installation
#   web/salotto-build.js    the download's exact size, for the progress bar
#   dist/salotto-web.zip    the itch.io upload: index.html at the root, the
#                           loader, the glue and the compressed game only
#
# WEB_OUT and ZIP_OUT move the outputs elsewhere (the browser test builds
# into a temporary directory); index.html and loader.js are copied along.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib.sh
need_go

web_out=${WEB_OUT:-web}
zip_out=${ZIP_OUT:-dist/salotto-web.zip}
mkdir -p "$web_out" "$(dirname "$zip_out")"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

wasm_build "$tmp/salotto.wasm" .
gzip -9 -n -c "$tmp/salotto.wasm" >"$tmp/salotto.wasm.gz"
raw=$(wc -c <"$tmp/salotto.wasm")
gz=$(wc -c <"$tmp/salotto.wasm.gz")

mv "$tmp/salotto.wasm.gz" "$web_out/salotto.wasm.gz"
cp "$(go env GOROOT)/lib/wasm/wasm_exec.js" "$web_out/wasm_exec.js"
printf 'window.salottoBuild = { gzSize: %d, rawSize: %d, go: "%s" };\n' \
	"$gz" "$raw" "$(go env GOVERSION)" >"$web_out/salotto-build.js"
if [ "$(cd "$web_out" && pwd -P)" != "$(cd web && pwd -P)" ]; then
	cp web/index.html web/loader.js "$web_out/"
fi

bundle=(index.html loader.js wasm_exec.js salotto-build.js salotto.wasm.gz)
if command -v zip >/dev/null 2>&1; then
	rm -f "$zip_out"
	zip_abs=$(cd "$(dirname "$zip_out")" && pwd -P)/$(basename "$zip_out")
	# Deflate squeezes a few more percent out of the gzip stream, so no -n .gz.
	(cd "$web_out" && zip -q -X -9 "$zip_abs" "${bundle[@]}")
	zipped="$zip_out: $(wc -c <"$zip_out") bytes"
else
	zipped="no zip made: the zip command is missing (apt-get install zip)"
fi

echo "wasm: $raw bytes raw, $gz bytes gzip -9 -> $web_out/salotto.wasm.gz"
echo "$zipped"
