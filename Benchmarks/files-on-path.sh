#!/usr/bin/env bash
# Which source files a touch runs through, counted by callgrind rather than by reading, on three
# scenes of their own: `tree 100` (SCENES.md's strips) whose leaves carry nothing (a plain tap:
# the view alone hears it), one UITapGestureRecognizer (a tap the recognizer recognizes), or one
# UIPanGestureRecognizer (a pan: a press, 20 moves of 5 pt, a release). touchbench plays one
# measured gesture after four warm-ups, with collection only inside its press, move and release
# phases, and every file of this package whose code ran there is listed, helpers included.
#   Benchmarks/files-on-path.sh            # the three lists, then one line:
#   RESULT plain_tap_files=N tap_files=N pan_files=N
# ARCHITECTURE.md quotes the counts and names these files in its walk-throughs; the lists of the
# last run are kept in Benchmarks/files-on-path.txt, which a test holds ARCHITECTURE.md to
# (`Benchmarks/files-on-path.sh --write` writes it again).
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
    # Run from the scratch directory: a source path under the working directory is written
    # relative to it, for some functions and not others, and the absolute ones alone are counted.
    cd "$work"
    valgrind --tool=callgrind --collect-atstart=no --toggle-collect='*pressPhase*' --toggle-collect='*movePhase*' \
        --toggle-collect='*releasePhase*' --callgrind-out-file="$work/$name.cg" "$BENCH" "$@" > /dev/null 2>&1
    callgrind_annotate --inclusive=no --threshold=100 "$work/$name.cg" 2> /dev/null \
        | grep -o "$sources/[^:]*\.swift" | sed "s|$sources/||" | sort -u
}
files plain_tap tree 100 1 warmup=4 moves=0 recognizers=none > "$work/plain_tap.txt"
files tap tree 100 1 warmup=4 moves=0 recognizers=tap > "$work/tap.txt"
files pan tree 100 1 warmup=4 recognizers=pan > "$work/pan.txt"
{
    echo "== a plain tap, no recognizer (press, release): $(wc -l < "$work/plain_tap.txt") files"
    cat "$work/plain_tap.txt"
    echo "== a tap with one UITapGestureRecognizer (press, release): $(wc -l < "$work/tap.txt") files"
    cat "$work/tap.txt"
    echo "== a pan with one UIPanGestureRecognizer (press, 20 moves, release): $(wc -l < "$work/pan.txt") files"
    cat "$work/pan.txt"
    echo "RESULT plain_tap_files=$(wc -l < "$work/plain_tap.txt") tap_files=$(wc -l < "$work/tap.txt") pan_files=$(wc -l < "$work/pan.txt")"
} > "$work/report.txt"
cat "$work/report.txt"
if [[ ${1:-} == --write ]]; then
    cp "$work/report.txt" "$here/files-on-path.txt"
fi
