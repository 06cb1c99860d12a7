#!/usr/bin/env bash
# Instructions per phase of OpenTouch alone (callgrind), on the benchmark's scenes: the figures
# to compare before and after a change to the engine.
#   BENCH=/tmp/.build-bench/release/touchbench Benchmarks/phases.sh
# Each phase is a function of its own in touchbench, so --toggle-collect counts only its own
# instructions; warm-up happens outside them. Counts do not depend on the machine's load.
set -euo pipefail
BENCH=${BENCH:-/tmp/.build-bench/release/touchbench}
GESTURES=${GESTURES:-20}
out=$(mktemp)
trap 'rm -f "$out"' EXIT

count() {  # count PHASE ARGS...: instructions inside touchbench's PHASE function
    local phase=$1; shift
    valgrind --tool=callgrind --callgrind-out-file="$out" --toggle-collect="*${phase}*" "$BENCH" "$@" > /dev/null 2>&1
    callgrind_annotate "$out" 2> /dev/null | awk '/PROGRAM TOTALS/ && !done { gsub(",", "", $1); print $1; done = 1 }'
}

printf "%-12s %10s %10s %10s\n" "scene" "press" "move" "release"
for scene in "flat 1000" "flat 10000" "tree 1000" "deep 100"; do
    read -r topo n <<< "$scene"
    press=$(count pressPhase "$topo" "$n" "$GESTURES")
    move=$(count movePhase "$topo" "$n" "$GESTURES")
    release=$(count releasePhase "$topo" "$n" "$GESTURES")
    printf "%-12s %10d %10d %10d\n" "$scene" $((press / GESTURES)) $((move / (GESTURES * 20))) $((release / GESTURES))
done
# One leaf moved before each press, then the press: what a drag among many siblings costs.
printf "\n%-12s %10s %10s\n" "scene" "change" "then press"
for scene in "flat 1000" "flat 10000"; do
    read -r topo n <<< "$scene"
    change=$(count changePhase "$topo" "$n" "$GESTURES" change=1)
    press=$(count pressPhase "$topo" "$n" "$GESTURES" change=1)
    printf "%-12s %10d %10d\n" "$scene" $((change / GESTURES)) $((press / GESTURES))
done
