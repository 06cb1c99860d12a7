#!/usr/bin/env bash
# Instruction counts per phase, OpenTouch against the Qt Quick peer, on the same scene shapes.
#   QT=/tmp/qtouchbench/qtouchbench BENCH=/tmp/.build-bench/release/touchbench ./compare.sh
# Build both as BENCHMARKS.md says. Counts come from valgrind --tool=callgrind, so they do not
# depend on how busy the machine is.
set -uo pipefail
QT=${QT:-/tmp/qtouchbench/qtouchbench}
BENCH=${BENCH:-/tmp/.build-bench/release/touchbench}
out=$(mktemp)

count() {  # count TOGGLE PROGRAM ARGS...: instructions inside functions matching TOGGLE
    local toggle=$1; shift
    valgrind --tool=callgrind --callgrind-out-file="$out" --toggle-collect="$toggle" "$@" > /dev/null 2>&1
    callgrind_annotate "$out" 2> /dev/null | awk '/PROGRAM TOTALS/ { gsub(",", "", $1); print $1; exit }'
}

printf "%-22s %12s %12s %7s %12s %12s %7s\n" "scene" "qt press+rel" "ot press+rel" "ratio" "qt move" "ot move" "ratio"
for row in "flat 1000:50" "flat 10000:10" "tree 1000 clip:50" "deep 100:50"; do
    args=${row%%:*}; gestures=${row##*:}
    read -r topo n clip <<< "$args"
    qt0=$(count 'qt_handleTouchEventv2*' "$QT" "$topo" "$n" tapdrag "$gestures" ${clip:-} moves=0)
    qt20=$(count 'qt_handleTouchEventv2*' "$QT" "$topo" "$n" tapdrag "$gestures" ${clip:-} moves=20)
    press=$(count '*pressPhase*' "$BENCH" "$topo" "$n" "$gestures" moves=0)
    release=$(count '*releasePhase*' "$BENCH" "$topo" "$n" "$gestures" moves=0)
    move=$(count '*movePhase*' "$BENCH" "$topo" "$n" "$gestures" moves=20)
    qt_pr=$((qt0 / gestures)); ot_pr=$(((press + release) / gestures))
    qt_mv=$(((qt20 - qt0) / (gestures * 20))); ot_mv=$((move / (gestures * 20)))
    printf "%-22s %12d %12d %7.2f %12d %12d %7.2f\n" "$args" "$qt_pr" "$ot_pr" "$(echo "$ot_pr / $qt_pr" | bc -l)" \
        "$qt_mv" "$ot_mv" "$(echo "$ot_mv / $qt_mv" | bc -l)"
done
rm -f "$out"
