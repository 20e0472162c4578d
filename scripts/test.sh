#!/usr/bin/env bash
# Runs every Salotto test, the browser test included: installs what the
# tests need when it is missing (build headers, Xvfb and Mesa for a virtual
# display, Chromium for the browser test, xdotool and ImageMagick for the
# desktop game played against a browser, zip and brotli for the itch.io
# bundle, Wine and mingw-w64 for the Windows build's test), builds the
# browser bundle once and checks the download's size against its targets
# (scripts/wasm-size.sh --check), then go vet and go test under Xvfb with
# sound off; the browser tests use that same bundle.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib.sh

need_go
section "System packages"
# fonts-dejavu-core gives the page's own text (the loader) a font; the game
# draws with the Go fonts it embeds. xdotool and imagemagick (import) let
# the online test drive the desktop game with X input on a display of its
# own, and photograph it.
ensure_packages "${BUILD_PACKAGES[@]}" xvfb xauth "$(chromium_package)" fonts-dejavu-core zip brotli xdotool imagemagick \
	"${WINE_TEST_PACKAGES[@]}"

section "The browser download: build once, check its size"
bundle=$(mktemp -d)
trap 'rm -rf "$bundle"' EXIT
WEB_OUT=$bundle/web ZIP_OUT=$bundle/salotto-web.zip scripts/web-build.sh
scripts/wasm-size.sh --check --bundle "$bundle/web"
export SALOTTO_E2E_BUNDLE=$bundle

section "go vet ./..."
go vet ./...

section "go test ./... (virtual display, sound off)"
# A test binary that imports Ebitengine needs a display even before its
# first test runs; xvfb-run gives it one. Without a sound card oto would end
# the game, so SALOTTO_NOAUDIO keeps audio off.
# The browser test builds the web bundle and starts Chromium several times;
# on a slow shared machine it can pass go test's default 10-minute limit.
# -parallel 3: the browser suite's three online tests run side by side at
# its end, each mostly waiting for its other players (no other package
# has parallel tests; the default is one per core).
SALOTTO_NOAUDIO=1 xvfb-run -a -s "-screen 0 1280x800x24" go test -timeout 25m -parallel 3 "$@" ./...

section "All tests passed"
