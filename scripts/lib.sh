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
# OpenGL through Mesa, ALSA sound): docs/toolchain.md#building-natively-on-linux.
# ca-certificates lets Go download modules over HTTPS on a bare machine.
# patch applies the browser build's Ebitengine patch (wasm_workspace).
BUILD_PACKAGES=(ca-certificates gcc libc6-dev pkg-config libx11-dev libxrandr-dev libxcursor-dev
	libxinerama-dev libxi-dev libxxf86vm-dev libasound2-dev libgl1 libgl1-mesa-dri patch)

# Packages the Windows build's test needs (internal/wintest): Wine, which
# runs 64-bit programs as plain wine in Debian 12 (about 160 MB, 20 s), and
# mingw-w64's C compiler for the test-only bcryptprimitives.dll stand-in.
WINE_TEST_PACKAGES=(wine gcc-mingw-w64-x86-64-win32)

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

# brotli_max IN OUT compresses IN with brotli at its best: quality 11 and a
# 16 MB window (the largest the format allows, which Chromium, Firefox and
# Safari all decode). Debian's brotli (which scripts/test.sh installs) or,
# failing that, Node's built-in zlib; about 50 s for the game.
brotli_max() {
	if command -v brotli >/dev/null 2>&1; then
		brotli -q 11 -w 24 -f -o "$2" "$1"
	elif command -v node >/dev/null 2>&1; then
		node -e 'const fs = require("fs"), z = require("zlib");
			fs.writeFileSync(process.argv[2], z.brotliCompressSync(fs.readFileSync(process.argv[1]), {params: {
				[z.constants.BROTLI_PARAM_QUALITY]: 11, [z.constants.BROTLI_PARAM_LGWIN]: 24,
				[z.constants.BROTLI_PARAM_SIZE_HINT]: fs.statSync(process.argv[1]).size}}));' "$1" "$2"
	else
		echo "error: the browser download needs brotli: apt-get install brotli (or install Node.js)" >&2
		return 1
	fi
}

# The browser build's Ebitengine (docs/size.md): the module as released, with
# internal/builtinshader/shader.go replaced by EBITEN_PATCH, which writes the
# same shader sources without text/template (about 0.7 MB of the compressed
# download), and the EBITEN_DIFFS applied: noregexp.patch matches the Kage
# compiler's patterns without regexp and dumps no images (no archive/zip or
# PNG encoder: about 200 KB of the gzip download); kage.patch keeps the Kage
# compiler out altogether (Go's parser: about 240 KB of the gzip download),
# for the browser build looks its shaders up among programs compiled ahead
# (internal/ebitenpatch/kage). They call the files EBITEN_ADDED copies in.
# Each patch names the sha256 of every upstream file it was written
# against, and the table of programs the Ebitengine version that compiled
# them; ebiten_patch_check, ebiten_diff_check and ebiten_kage_check refuse
# any other, so an Ebitengine upgrade cannot silently build with a stale
# patch. Native builds never see them.
EBITEN_MODULE=github.com/hajimehoshi/ebiten/v2
EBITEN_PATCH=internal/ebitenpatch/builtinshader/shader.go
EBITEN_PATCHED_FILE=internal/builtinshader/shader.go
EBITEN_DIFFS=(internal/ebitenpatch/noregexp.patch internal/ebitenpatch/kage.patch)
EBITEN_KAGE_TABLE=internal/ebitenpatch/kage/programs.bin
EBITEN_ADDED=(
	internal/ebitenpatch/shader/noregexp.go:internal/shader/salotto_noregexp.go
	internal/ebitenpatch/glsl/noregexp.go:internal/shaderir/glsl/salotto_noregexp.go
	internal/ebitenpatch/graphics/shader_js.go:internal/graphics/salotto_shader_js.go
	internal/ebitenpatch/kage/doc.go:internal/salotto/kage/doc.go
	internal/ebitenpatch/kage/table.go:internal/salotto/kage/table.go
	internal/ebitenpatch/kage/sources.go:internal/salotto/kage/sources.go
	internal/ebitenpatch/kage/program.go:internal/salotto/kage/program.go
	internal/ebitenpatch/kage/encode.go:internal/salotto/kage/encode.go
	"$EBITEN_KAGE_TABLE":internal/salotto/kage/programs.bin
	internal/ebitenpatch/kage/gen/main.go:internal/salotto/kage/gen/main.go
)

# ebiten_add FILE DEST copies one of EBITEN_ADDED into the copy of the module.
# A Go file that uses Ebitengine's internal packages starts with the line
# "//go:build ebitenpatch" and a blank line, which keep it out of Salotto's own
# build (Go refuses those imports there); they are dropped on the way in.
ebiten_add() {
	mkdir -p "$(dirname "$2")"
	if [ "$(head -n 1 "$1")" = "//go:build ebitenpatch" ]; then
		tail -n +3 "$1" >"$2"
	else
		cp "$1" "$2"
	fi
}

# ebiten_refuse FILE HAVE WANT PATCH explains why the build will not patch
# FILE (whose sha256 is HAVE; PATCH was written against WANT).
ebiten_refuse() {
	cat >&2 <<-EOF
		error: refusing to patch Ebitengine: $1
		  has sha256 $2,
		  but $4 was written against $3.
		  Ebitengine changed the file (an upgrade?). Compare the two, port upstream's change into
		  the patch (or drop the patch if upstream no longer needs it), record the new
		  hash in its doc comment, and run go test ./internal/ebitenpatch/...
	EOF
}

# ebiten_patch_check FILE succeeds when FILE is the upstream shader.go the
# patch was written against, and explains what to do when it is not.
ebiten_patch_check() {
	local want have
	want=$(sed -n 's|^//	upstream-sha256: \([0-9a-f]\{64\}\)$|\1|p' "$EBITEN_PATCH")
	if [ -z "$want" ]; then
		echo "error: $EBITEN_PATCH names no upstream-sha256" >&2
		return 1
	fi
	have=$(sha256sum "$1" | cut -d' ' -f1)
	if [ "$have" != "$want" ]; then
		ebiten_refuse "$1" "$have" "$want" "$EBITEN_PATCH"
		return 1
	fi
}

# ebiten_diff_check DIR DIFF succeeds when every file DIFF changes is, under
# the module directory DIR, the upstream file it was written against.
ebiten_diff_check() {
	local want path have n=0
	while read -r want path; do
		n=$((n + 1))
		have=$(sha256sum "$1/$path" 2>/dev/null | cut -d' ' -f1)
		if [ "$have" != "$want" ]; then
			ebiten_refuse "$1/$path" "${have:-(missing)}" "$want" "$2"
			return 1
		fi
	done < <(sed -n 's|^	upstream-sha256: \([0-9a-f]\{64\}\) \(.*\)$|\1 \2|p' "$2")
	if [ "$n" -ne "$(grep -c '^+++ ' "$2")" ]; then
		echo "error: $2 does not name the upstream-sha256 of every file it changes" >&2
		return 1
	fi
}

# ebiten_kage_check VERSION succeeds when the table of precompiled shader
# programs was compiled by Ebitengine VERSION: another version's compiler
# may make other programs of the same sources.
ebiten_kage_check() {
	local want="Salotto's precompiled Kage programs, compiled by $EBITEN_MODULE $1" have
	have=$(head -n 1 "$EBITEN_KAGE_TABLE" 2>/dev/null || true)
	if [ "$have" != "$want" ]; then
		cat >&2 <<-EOF
			error: refusing to build the browser game with $EBITEN_KAGE_TABLE:
			  it says "${have:-(nothing)}",
			  but the build uses $EBITEN_MODULE $1.
			  Regenerate it with Ebitengine's compiler (internal/ebitenpatch/kage, package comment):
			  go test ./internal/ebitenpatch/kage -run TestPrecompiledUpToDate -update
		EOF
		return 1
	fi
}

# wasm_workspace DIR writes DIR/go.work, which builds this module with the
# patched Ebitengine, and points WASM_GOWORK at it; wasm_build uses it.
# The patched copy of the module lives beside Go's build cache (usually in
# ~/.cache/salotto), named by the version and every input's hash: a fixed
# path spares copying 21 MB on every build, and a new patch, upstream file
# or way of copying them in gets a new copy. go.mod is not touched.
wasm_workspace() {
	local dir=$1 mod ver key copy tmpcopy added diff
	if ! command -v patch >/dev/null 2>&1; then
		echo "error: the browser build patches Ebitengine with patch: apt-get install patch" >&2
		return 1
	fi
	go mod download "$EBITEN_MODULE"
	read -r mod ver <<<"$(GOWORK=off go list -m -f '{{.Dir}} {{.Version}}' "$EBITEN_MODULE")"
	ebiten_patch_check "$mod/$EBITEN_PATCHED_FILE" || return 1
	for diff in "${EBITEN_DIFFS[@]}"; do
		ebiten_diff_check "$mod" "$diff" || return 1
	done
	ebiten_kage_check "$ver" || return 1
	key=$({ cat "$mod/$EBITEN_PATCHED_FILE" "$EBITEN_PATCH" "${EBITEN_DIFFS[@]}" "${EBITEN_ADDED[@]%%:*}"; declare -f ebiten_add; } | sha256sum | cut -c1-16)
	copy=$(dirname "$(go env GOCACHE)")/salotto/ebiten-$ver-$key
	if [ ! -f "$copy/.salotto-patched" ]; then
		mkdir -p "$(dirname "$copy")"
		tmpcopy=$(mktemp -d "$copy.XXXXXX")
		cp -R "$mod/." "$tmpcopy"
		chmod -R u+w "$tmpcopy"
		cp "$EBITEN_PATCH" "$tmpcopy/$EBITEN_PATCHED_FILE"
		for added in "${EBITEN_ADDED[@]}"; do
			ebiten_add "${added%%:*}" "$tmpcopy/${added#*:}"
		done
		for diff in "${EBITEN_DIFFS[@]}"; do
			if ! patch -s -p1 -d "$tmpcopy" <"$diff"; then
				rm -rf "$tmpcopy"
				echo "error: $diff did not apply to $mod" >&2
				return 1
			fi
		done
		touch "$tmpcopy/.salotto-patched"
		rm -rf "$copy"
		# Another build may have made it meanwhile; either copy is the same.
		mv -T "$tmpcopy" "$copy" 2>/dev/null || rm -rf "$tmpcopy"
	fi
	cat >"$dir/go.work" <<-EOF
		go $(sed -n 's/^go //p' go.mod)

		use $(pwd -P)

		replace $EBITEN_MODULE $ver => $copy
	EOF
	WASM_GOWORK=$dir/go.work
}

# wasm_build OUT PACKAGE builds PACKAGE for the browser as it ships, with
# the workspace wasm_workspace made. Every browser build goes through here,
# so scripts/wasm-size.sh measures the game and its yardstick
# (cmd/sizeprobe) with exactly the flags the download is built with.
#
# The download is held to a size budget (brotli <= 2,000,000 B, gzip <=
# 2,750,000 B), so everything is compiled without inlining except where
# the time goes: an inlined call copies the callee's body into every
# caller, which in Go's WebAssembly costs the compressed download dearly.
# Inlining stays where each frame spends its time: the Go runtime
# (allocation, maps, scheduling) and Ebitengine (its command queue and
# vertex work run per draw call), but for packages that run once or only
# call out to JavaScript: the shader programs and their GLSL writer
# (internal/shaderir/...: each shader is written once, when first used;
# internal/shader, the Kage compiler, is linked only natively now) and the
# WebGL bindings (opengl/gl: each call is a JavaScript call, which dwarfs a
# Go call). Salotto's own packages, the
# rules and bots included, etxt, resolv, x/image and the standard library
# go without. What each choice weighed and cost is in docs/size.md
# (Inlining). Of two -gcflags patterns matching a package, the later wins.
wasm_build() {
	if [ -z "${WASM_GOWORK:-}" ]; then
		echo "wasm_build: call wasm_workspace first" >&2
		return 1
	fi
	# SALOTTO_SERVER, when set, is the room server a page plays online with
	# when its address and its origin name none (itch.io): main.defaultServer.
	GOWORK=$WASM_GOWORK GOOS=js GOARCH=wasm go build -trimpath -ldflags="-s -w${SALOTTO_SERVER:+ -X main.defaultServer=$SALOTTO_SERVER}" \
		-gcflags='all=-l' -gcflags='runtime=' -gcflags='github.com/hajimehoshi/ebiten/v2/...=' \
		-gcflags='github.com/hajimehoshi/ebiten/v2/internal/shader=-l' \
		-gcflags='github.com/hajimehoshi/ebiten/v2/internal/shaderir/...=-l' \
		-gcflags='github.com/hajimehoshi/ebiten/v2/internal/graphicsdriver/opengl/gl=-l' \
		-o "$1" "$2"
}
