#!/usr/bin/env bash
# Cross-compiles Salotto for 64-bit Windows: dist/salotto.exe, pure Go (no
# cgo, so no Windows toolchain needed) and a GUI program (no console window).
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib.sh
need_go

mkdir -p dist
GOOS=windows GOARCH=amd64 CGO_ENABLED=0 go build -trimpath -ldflags='-s -w -H=windowsgui' -o dist/salotto.exe .
echo "dist/salotto.exe: $(wc -c <dist/salotto.exe) bytes"
