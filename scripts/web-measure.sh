#!/usr/bin/env bash
# Measures the browser game in headless Chromium, by hand (these are
# measurements, not tests; CI does not time anything):
#
#   scripts/web-measure.sh first-frame [REF]   navigate → first frame, median of 5
#                                              fresh browsers: the build of git
#                                              REF (default main) against this
#                                              tree's, alternating, in one run
#   scripts/web-measure.sh table-open [REF]    each game's table from the click on
#                                              Start until it stands still, median
#                                              of 3 fresh browsers: the longest
#                                              frame against the median frame the
#                                              game drew (target: at most 2x) and
#                                              the game's Go time a frame
#                                              (docs/frames.md); with REF, that
#                                              build's table and this tree's,
#                                              alternating
#
# SALOTTO_MEASURE_RUNS changes the number of runs, SALOTTO_MEASURE_GAMES the
# games of table-open (a comma-separated list), and SALOTTO_MEASURE_PROFILE=DIR
# makes table-open write a Chromium trace of each run there. Both build this tree's
# bundle with scripts/web-build.sh (about a minute, brotli included); the
# REF is exported with git archive and built with its own scripts.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib.sh
need_go

what=${1:-}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# build_ref REF builds git REF's bundle with its own scripts into $tmp/base-web.
build_ref() {
	section "Building $1 ($(git rev-parse --short "$1")) for comparison"
	mkdir "$tmp/base"
	git archive "$1" | tar -x -C "$tmp/base"
	(cd "$tmp/base" && WEB_OUT="$tmp/base-web" ZIP_OUT="$tmp/base.zip" bash scripts/web-build.sh)
}

case $what in
first-frame)
	ref=${2:-main}
	build_ref "$ref"
	section "First frame: $ref against this tree"
	SALOTTO_MEASURE_BASE=$tmp/base-web go test ./e2e/ -run '^TestMeasureFirstFrame$' -count=1 -v -timeout 30m |
		grep -v '^    \[browser'
	;;
table-open)
	if [ -n "${2:-}" ]; then
		build_ref "$2"
		export SALOTTO_MEASURE_BASE=$tmp/base-web
	fi
	section "Longest frame when a table opens"
	SALOTTO_MEASURE_TABLE=1 go test ./e2e/ -run '^TestMeasureTableOpen$' -count=1 -v -timeout 30m |
		grep -v '^    \[browser'
	;;
*)
	echo "usage: $0 first-frame [REF] | table-open [REF]" >&2
	exit 2
	;;
esac
