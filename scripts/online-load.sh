#!/usr/bin/env bash
# Load benchmark of the room server (cmd/roomload; docs/online-load.md says
# what it measures and what it found). It builds salotto-server and
# roomload, then on this machine, over loopback WebSockets:
#
#   1. weighs ROOMS idle rooms on one node, after 10 s and after IDLE_LONG;
#   2. for each rate in RATES, starts a fresh node, opens ROOMS rooms and
#      moves them at that rate: moves a second made, the time from a move
#      to every seat's frame (p50, p90, p99, max), the server's CPU;
#   3. the same on a loopback cluster of three nodes.
#
#   ./scripts/online-load.sh                  # 1,000 rooms, 250 to 1,250 moves/s
#   ROOMS=500 RATES="250 500" ./scripts/online-load.sh
#   PROFILE=1 ./scripts/online-load.sh        # and the servers' profiles (go tool pprof)
#   NODES=1 IDLE_LONG=10m ./scripts/online-load.sh
#
# Each run's report and a JSON line of its figures go to OUT (default: a
# new temporary folder). The machine is measured with whatever else runs on
# it: the script says the load average before each run, and waits (up to
# LOAD_WAIT, default 10m) for it to fall under LOAD_MAX (default 2).
# Not part of CI: a full run takes about 15 minutes.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib.sh

rooms=${ROOMS:-1000}
rates=${RATES:-"250 500 750 1000 1250"}
nodes_list=${NODES:-"1 3"}
idle_long=${IDLE_LONG:-3m}
load_max=${LOAD_MAX:-2}
load_wait=${LOAD_WAIT:-600}
out=${OUT:-$(mktemp -d -t salotto-load.XXXXXX)}
mkdir -p "$out"
need_go

bin=$(mktemp -d)
trap 'rm -rf "$bin"' EXIT
section "Building"
go build -o "$bin/salotto-server" ./cmd/salotto-server
go build -o "$bin/roomload" ./cmd/roomload

# quiet waits, up to load_wait seconds, for the load average to fall
# under load_max, and says what it is.
quiet() {
	local waited=0 load
	while :; do
		load=$(cut -d' ' -f1 /proc/loadavg)
		if awk -v l="$load" -v m="$load_max" 'BEGIN { exit !(l < m) }' || [ "$waited" -ge "$load_wait" ]; then
			break
		fi
		sleep 15
		waited=$((waited + 15))
	done
	echo "load average $load$([ "$waited" -gt 0 ] && echo " (after waiting ${waited}s for it to fall under $load_max)")"
}

# run NAME ARGS...: one roomload run, its report to OUT/NAME.txt.
run() {
	local name=$1
	shift
	local profile=()
	if [ -n "${PROFILE:-}" ]; then
		profile=(-profile "$out/$name-profiles")
	fi
	quiet
	"$bin/roomload" -bin "$bin/salotto-server" -json "${profile[@]}" "$@" >"$out/$name.txt" 2>"$out/$name.log" || true
	grep -v '^{' "$out/$name.txt"
	grep '^{' "$out/$name.txt" >>"$out/results.jsonl" || true
}

for nodes in $nodes_list; do
	section "$nodes node(s): $rooms idle rooms"
	run "idle-$nodes" -nodes "$nodes" -rooms "$rooms" -rate 0 -idle 10s -idle-long "$idle_long"
	for rate in $rates; do
		section "$nodes node(s): $rooms rooms at $rate moves/s"
		run "load-$nodes-$rate" -nodes "$nodes" -rooms "$rooms" -rate "$rate"
	done
done
section "Reports and figures in $out"
