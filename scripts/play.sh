#!/usr/bin/env bash
# Plays Salotto on this machine: installs the X11, OpenGL and ALSA packages
# Ebitengine needs when they are missing, then runs the game. Arguments go to
# the game, e.g. ./scripts/play.sh -scene rules:dolores -mute
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib.sh

need_go
if [ "$(uname -s)" = Linux ]; then
	ensure_packages "${BUILD_PACKAGES[@]}"
fi
exec go run . "$@"
