#!/usr/bin/env bash
# Soak test: runs watch mode (-autoplay: bots only, the three
# games chained) natively under Xvfb for DURATION (default 1h; any
# `timeout` duration: 10m, 90s) and reports how memory grew and how the
# frames fared, as docs/frames.md judges them. Not part of CI: it takes as
# long as you ask.
#
#   ./scripts/soak.sh          # an hour
#   ./scripts/soak.sh 10m
#   SOAK_SIZE=844x390 ./scripts/soak.sh 10m   # a phone-sized window, cheaper to draw
#   SOAK_TRACE=1 ./scripts/soak.sh 10m        # and a trace of every frame (below)
#
# With SALOTTO_SOAK=1 watch mode plays four times faster than the normal
# animation speed (more games an hour) and writes a line after every
# game: games played, the Go heap after a collection, the resident memory,
# and the frame figures since each game has been played once (the game's
# own cost per tick, Update and Draw less the GPU's painting: its 99th
# percentile and maximum; the median animated frame, the longest frame and
# how many lasted over twice the median). It also writes a line for each
# tick that cost over 16 ms and each frame over twice the running median,
# with the phase of the game it came in. Growth is reported from the end
# of the third game (each of the three games played once) to the last,
# and over the second half of the run, when the shared art cache has
# painted every face a deal can show (an hour at 1280x720 grew 28 % from
# game 3 to game 12, then not at all). The targets: growth under 10 % once
# warm; own cost p99 <= 4 ms and max <= 16 ms; no frame over twice the
# median animated frame.
#
# SOAK_TRACE=1 builds the game with -tags ebitenginedebug, so Ebitengine
# logs every command each frame sends to the GPU, and has watch mode write
# a line for every frame (SALOTTO_SOAK_TRACE=1: its length, the game's own
# cost, the collector's cycles, and how long the renderer's threads, the
# game's and the X server ran and waited for a core while the machine ran
# other programs); cmd/frametrace then sets each frame over twice the
# median beside its neighbours and names its causes (docs/frames.md). The
# trace (SOAK_TRACE_FILE, else a temporary file) takes about 70 kB a
# second; logging the commands costs the frames a little time.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib.sh

duration=${1:-1h}
need_go
bin=$(mktemp -d)/salotto
log=${SOAK_LOG:-$(mktemp -t salotto-soak.XXXXXX)}
tags=() trace=/dev/null
if [ "${SOAK_TRACE:-}" = 1 ]; then
	tags=(-tags ebitenginedebug)
	trace=${SOAK_TRACE_FILE:-$(mktemp -t salotto-trace.XXXXXX)}
fi
section "Building"
go build "${tags[@]}" -o "$bin" .
section "Watching the bots for $duration (log: $log)"
set +e
SALOTTO_SOAK=1 SALOTTO_SOAK_TRACE=${SOAK_TRACE:-} SALOTTO_NOAUDIO=1 timeout --signal=INT "$duration" \
	xvfb-run -a -s "-screen 0 1280x800x24" "$bin" -mute -autoplay -size "${SOAK_SIZE:-1280x720}" 2>"$log" >"$trace"
rc=$?
set -e
rm -f "$bin"
# timeout's own status (124) is the run ending as asked
if [ "$rc" -ne 0 ] && [ "$rc" -ne 124 ] && [ "$rc" -ne 130 ]; then
	echo "the game ended with status $rc:" >&2
	tail -n 20 "$log" >&2
	exit 1
fi
section "Report"
grep '^soak: games=' "$log" | awk '
	function field(name,   i, kv) {
		for (i = 2; i <= NF; i++) { split($i, kv, "="); if (kv[1] == name) return kv[2] }
		return ""
	}
	field("games") + 0 >= 3 {
		n++
		heap[n] = field("heap_bytes"); rss[n] = field("rss_bytes"); games = field("games")
		p99 = field("own_p99_ms"); omax = field("own_max_ms"); med = field("frame_median_ms")
		longest = field("frame_longest_ms"); over = field("frames_over_2x"); frames = field("frames")
	}
	END {
		if (n < 2) { print "fewer than four games finished: no growth to measure"; exit 1 }
		hg = (heap[n] - heap[1]) * 100 / heap[1]; rg = (rss[n] - rss[1]) * 100 / rss[1]
		# the second half of the run: the art cache has seen every face by
		# then, so what still grows is a leak, not a warm-up
		m = int((n + 1) / 2)
		hg2 = (heap[n] - heap[m]) * 100 / heap[m]; rg2 = (rss[n] - rss[m]) * 100 / rss[m]
		ratio = (med > 0) ? longest / med : 0
		printf "games played:   %d\n", games
		printf "Go heap:        %.1f MB after game 3 -> %.1f MB after game %d (%+.1f %%); over the second half %+.1f %%\n", heap[1] / 1e6, heap[n] / 1e6, games, hg, hg2
		printf "resident set:   %.1f MB after game 3 -> %.1f MB after game %d (%+.1f %%); over the second half %+.1f %%\n", rss[1] / 1e6, rss[n] / 1e6, games, rg, rg2
		printf "own cost:       p99 %.2f ms, max %.1f ms a tick (Update and Draw, the GPU'"'"'s painting left out; targets 4 and 16 ms)\n", p99, omax
		printf "frames:         median animated %.1f ms, longest %.1f ms (%.2fx the median; target 2x); %d of %d frames over 2x\n", med, longest, ratio, over, frames
		ok = (hg2 < 10 && rg2 < 10 && p99 + 0 <= 4 && omax + 0 <= 16 && over + 0 == 0)
		print (ok ? "within the targets" : "OUTSIDE the targets (growth under 10 % once warm, own cost p99 <= 4 ms and max <= 16 ms, no frame over 2x the median)")
	}'
# every costly tick and every hitch once warm, by the phase of the game
# it came in
grep -E '^soak: (costly|hitch) ' "$log" | grep 'warm=true' | awk '
	{
		delete f
		for (i = 3; i <= NF; i++) { split($i, kv, "="); f[kv[1]] = kv[2] }
		k = $2 " " f["phase"]
		n[k]++
		v = ($2 == "costly") ? f["own_ms"] : f["frame_ms"]
		if (v + 0 > top[k]) top[k] = v + 0
		if (f["phase_tick"] + 0 <= 3) early[k]++
	}
	END {
		for (k in n) {
			split(k, w, " ")
			what = (w[1] == "costly") ? "ticks over 16 ms" : "frames over 2x the median"
			printf "%-15s %d %s in %s (longest %.1f ms; %d in its first 3 ticks)\n", w[1] ":", n[k], what, w[2], top[k], early[k] + 0
		}
	}' || true
if [ "$trace" != /dev/null ]; then
	section "Frame trace (trace: $trace)"
	go run ./cmd/frametrace -list 30 "$trace"
fi
