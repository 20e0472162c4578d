#!/usr/bin/env bash
# Measures the browser game in headless Chromium, by hand (these are
# measurements, not tests; CI does not time anything):
#
#   scripts/web-measure.sh first-frame [REF]   navigate → first frame, median of 5
#                                              fresh browsers: the build of git
#                                              REF (default main) against this
#                                              tree's, alternating, in one run
#   scripts/web-measure.sh table-open          the longest frame from the click on
#                                              Start until the Dolce Vita table
#                                              stands still, median of 3
#
# SALOTTO_MEASURE_RUNS changes the number of runs. Both build this tree's
# bundle with scripts/web-build.sh (about a minute, brotli included); the
# REF is exported with git archive and built with its own scripts.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib.sh
need_go

what=${1:-}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
case $what in
first-frame)
	ref=${2:-main}
	section "Building $ref ($(git rev-parse --short "$ref")) for comparison"
	mkdir "$tmp/base"
	git archive "$ref" | tar -x -C "$tmp/base"
	(cd "$tmp/base" && WEB_OUT="$tmp/base-web" ZIP_OUT="$tmp/base.zip" bash scripts/web-build.sh)
	section "First frame: $ref against this tree"
	SALOTTO_MEASURE_BASE=$tmp/base-web go test ./e2e/ -run '^TestMeasureFirstFrame$' -count=1 -v -timeout 30m |
		grep -v '^    \[browser'
	;;
table-open)
	section "Longest frame when the Dolce Vita table opens"
	SALOTTO_MEASURE_TABLE=1 go test ./e2e/ -run '^TestMeasureTableOpen$' -count=1 -v -timeout 30m |
		grep -v '^    \[browser'
	;;
*)
	echo "usage: $0 first-frame [REF] | table-open" >&2
	exit 2
	;;
esac
