#!/usr/bin/env bash
# Which source files a tap and a pan run through, counted by callgrind rather than by reading:
# touchbench plays one measured gesture on `tree 100` (a UITapGestureRecognizer and a
# UIPanGestureRecognizer on every leaf, as in BENCHMARKS.md) after four warm-ups, with collection
# only inside its press, move and release phases, and every file of this package whose code ran
# there is listed, helpers included. A tap is a press and a release; a pan adds 20 moves of 5 pt.
#   Benchmarks/files-on-path.sh            # both lists, then the two counts
# Needs valgrind. It uses the debug touchbench (Benchmarks/.build/debug, brought up to date with
# the sources first): a release build inlines small files into their callers, and they would not
# be counted.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
BENCH=${BENCH:-$here/.build/debug/touchbench}
if [[ $BENCH == $here/.build/debug/touchbench ]]; then
    (cd "$here" && swift build --product touchbench > /dev/null) || exit 2
fi
command -v valgrind > /dev/null || { echo "files-on-path.sh: valgrind is not installed" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
sources=$(cd "$here/.." && pwd)/Sources

files() {  # files NAME ARGS...: the package's source files that ran in the measured phases
    local name=$1; shift
    valgrind --tool=callgrind --collect-atstart=no --toggle-collect='*pressPhase*' --toggle-collect='*movePhase*' \
        --toggle-collect='*releasePhase*' --callgrind-out-file="$work/$name.cg" "$BENCH" "$@" > /dev/null 2>&1
    callgrind_annotate --inclusive=no --threshold=100 "$work/$name.cg" 2> /dev/null \
        | grep -o "$sources/[^:]*\.swift" | sed "s|$sources/||" | sort -u
}
files tap tree 100 1 warmup=4 moves=0 > "$work/tap.txt"
files pan tree 100 1 warmup=4 > "$work/pan.txt"
echo "== a tap (press, release): $(wc -l < "$work/tap.txt") files"
cat "$work/tap.txt"
echo "== a pan (press, 20 moves, release): $(wc -l < "$work/pan.txt") files"
cat "$work/pan.txt"
echo "RESULT tap_files=$(wc -l < "$work/tap.txt") pan_files=$(wc -l < "$work/pan.txt")"
