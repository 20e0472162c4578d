#!/usr/bin/env bash
# Builds the browser game.
#
#   web/salotto.wasm.br     the game, brotli -q 11 with a 16 MB window: what
#                           itch.io and cmd/serve send with Content-Encoding: br,
#                           so the browser decodes it itself
#   web/salotto.wasm.gz     the game, gzip -9: the fallback when the .br did
#                           not arrive decoded (the loader unpacks it)
#   web/wasm_exec.js        Go's JavaScript glue, from this Go installation
#   web/salotto-build.js    the sizes of the game and both downloads, for the progress bar
#   dist/salotto-web.zip    the itch.io upload: index.html at the root, the
#                           loader, the glue and the two compressed games only
#
# WEB_OUT and ZIP_OUT move the outputs elsewhere (the browser test builds
# into a temporary directory); index.html and loader.js are copied along.
# SALOTTO_SERVER=wss://rooms.example.org builds in the room server a page
# plays online with when its own address and origin name none (itch.io;
# docs/online-lobby.md).
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib.sh
need_go

web_out=${WEB_OUT:-web}
zip_out=${ZIP_OUT:-dist/salotto-web.zip}
mkdir -p "$web_out" "$(dirname "$zip_out")"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

wasm_workspace "$tmp"
wasm_build "$tmp/salotto.wasm" .
gzip -9 -n -c "$tmp/salotto.wasm" >"$tmp/salotto.wasm.gz"
brotli_max "$tmp/salotto.wasm" "$tmp/salotto.wasm.br"
raw=$(wc -c <"$tmp/salotto.wasm")
gz=$(wc -c <"$tmp/salotto.wasm.gz")
br=$(wc -c <"$tmp/salotto.wasm.br")

chmod 644 "$tmp/salotto.wasm.gz" "$tmp/salotto.wasm.br"
mv "$tmp/salotto.wasm.gz" "$tmp/salotto.wasm.br" "$web_out/"
cp "$(go env GOROOT)/lib/wasm/wasm_exec.js" "$web_out/wasm_exec.js"
printf 'window.salottoBuild = { brSize: %d, gzSize: %d, rawSize: %d, go: "%s" };\n' \
	"$br" "$gz" "$raw" "$(go env GOVERSION)" >"$web_out/salotto-build.js"
if [ "$(cd "$web_out" && pwd -P)" != "$(cd web && pwd -P)" ]; then
	cp web/index.html web/loader.js "$web_out/"
fi

bundle=(index.html loader.js wasm_exec.js salotto-build.js salotto.wasm.br salotto.wasm.gz)
if command -v zip >/dev/null 2>&1; then
	rm -f "$zip_out"
	zip_abs=$(cd "$(dirname "$zip_out")" && pwd -P)/$(basename "$zip_out")
	# Deflate squeezes a few more percent out of the gzip stream, so no -n .gz;
	# a brotli stream gains nothing from it, so the .br is stored as it is.
	(cd "$web_out" && zip -q -X -9 -n .br "$zip_abs" "${bundle[@]}")
	zipped="$zip_out: $(wc -c <"$zip_out") bytes"
else
	zipped="no zip made: the zip command is missing (apt-get install zip)"
fi

echo "wasm: $raw bytes raw, $br bytes brotli -q 11, $gz bytes gzip -9 -> $web_out/salotto.wasm.{br,gz}"
echo "$zipped"
