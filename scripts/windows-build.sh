#!/usr/bin/env bash
# Cross-compiles Salotto for 64-bit Windows: dist/salotto.exe, pure Go (no
# cgo, so no Windows toolchain needed) and a GUI program (no console window).
# EXE_OUT moves the output elsewhere (the Wine test builds into a temporary
# directory).
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib.sh
need_go

exe_out=${EXE_OUT:-dist/salotto.exe}
mkdir -p "$(dirname "$exe_out")"
GOOS=windows GOARCH=amd64 CGO_ENABLED=0 go build -trimpath -ldflags='-s -w -H=windowsgui' -o "$exe_out" .
echo "$exe_out: $(wc -c <"$exe_out") bytes"
