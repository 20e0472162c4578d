# Shared helpers for Salotto's scripts; source it, don't run it.

# section prints a header that stands out in a long log.
section() {
	printf '\n\033[1m==> %s\033[0m\n' "$*"
}

# need_go stops with a clear message when Go is not installed.
need_go() {
	if ! command -v go >/dev/null 2>&1; then
		echo "Salotto needs Go 1.26 or newer: https://go.dev/dl/ (then open a new shell)." >&2
		exit 1
	fi
}

# installed reports whether a Debian package is installed.
installed() {
	dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q 'install ok installed'
}

# ensure_packages installs, with apt-get, whichever of the named Debian or
# Ubuntu packages are missing; when all are there it touches nothing. It uses
# sudo unless it runs as root.
ensure_packages() {
	local missing=() p
	for p in "$@"; do
		installed "$p" || missing+=("$p")
	done
	if [ ${#missing[@]} -eq 0 ]; then
		echo "System packages: all present."
		return 0
	fi
	if ! command -v apt-get >/dev/null 2>&1; then
		echo "Missing system packages: ${missing[*]}" >&2
		echo "This script installs them with apt-get (Debian or Ubuntu); please install the equivalents by hand." >&2
		exit 1
	fi
	local sudo=()
	if [ "$(id -u)" -ne 0 ]; then
		if ! command -v sudo >/dev/null 2>&1; then
			echo "Missing system packages: ${missing[*]}; run this as root or install sudo." >&2
			exit 1
		fi
		sudo=(sudo)
	fi
	echo "Installing: ${missing[*]}"
	"${sudo[@]}" apt-get update -q
	"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}"
}

# Packages Ebitengine needs to build and run natively on Linux (X11 window,
# OpenGL through Mesa, ALSA sound). See TOOLCHAIN.md section 1.
# ca-certificates lets Go download modules over HTTPS on a bare machine.
BUILD_PACKAGES=(ca-certificates gcc libc6-dev pkg-config libx11-dev libxrandr-dev libxcursor-dev
	libxinerama-dev libxi-dev libxxf86vm-dev libasound2-dev libgl1 libgl1-mesa-dri)

# chromium_package names Chromium as this distribution packages it: Debian
# calls it chromium, Ubuntu chromium-browser. Decided from /etc/os-release,
# not from apt's lists, which a fresh machine has not downloaded yet.
chromium_package() {
	local id="" like=""
	if [ -r /etc/os-release ]; then
		id=$(. /etc/os-release && echo "${ID:-}")
		like=$(. /etc/os-release && echo "${ID_LIKE:-}")
	fi
	case " $id $like " in
	*" ubuntu "*) echo chromium-browser ;;
	*) echo chromium ;;
	esac
}

# wasm_build OUT PACKAGE builds PACKAGE for the browser as it ships. Every
# browser build goes through here, so scripts/wasm-size.sh measures the game
# and its yardstick (internal/sizeprobe) with exactly the flags the download
# is built with.
#
# The download is held to a size budget (issue 2), so Salotto's own packages
# are compiled without inlining: an inlined call copies the callee's body
# into every caller, which in Go's WebAssembly costs about 120 KB of the
# compressed download across the scene graph, scenes, tables and art. Those
# packages run a few hundred calls a frame, so nobody sees the difference.
# The rules and their bots keep inlining: the bots' search is where the time
# goes, and inlining there saves only about 19 KB.
wasm_build() {
	GOOS=js GOARCH=wasm go build -trimpath -ldflags='-s -w' \
		-gcflags='salotto/...=-l' -gcflags='salotto/rules/...=' \
		-o "$1" "$2"
}
