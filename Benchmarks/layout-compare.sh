#!/bin/bash
# Auto Layout against kiwi (the C++ Cassowary of kiwisolver), in one run: every scene of
# ../../shared/peers/kiwi/LAYOUT_SCENES.md at each N, both engines under callgrind, instructions
# per phase (build; one edit of a constant; one remove/add), the checksums compared; then
# OpenTouch's own ratios: its build over its edit, and a layout pass with nothing changed as a
# share of its build.
#
#   layout-compare.sh [--n "100"] [--scenes "chain grid stack nested"] [--k 10]
#
# Builds kiwibench with the peer's build.sh (in /tmp/kiwipeer) and layoutbench (release, scratch
# /tmp/.build-bench). Each engine runs its warm-up round first, outside every phase, as the
# peer's spec says. Prints one table, then one JSON line. Needs valgrind, g++ and pip.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
peer=$here/../../shared/peers/kiwi
NS="100"
SCENES="chain grid stack nested"
K=10
while [ $# -gt 0 ]; do
  case $1 in
    --n) NS=$2; shift 2 ;;
    --scenes) SCENES=$2; shift 2 ;;
    --k) K=$2; shift 2 ;;
    *) echo "layout-compare.sh: unknown argument $1" >&2; exit 2 ;;
  esac
done
command -v valgrind > /dev/null || { echo "layout-compare.sh: valgrind is not installed" >&2; exit 2; }
[ -d "$peer" ] || { echo "layout-compare.sh: no kiwi peer at $peer" >&2; exit 2; }
KIWI=$("$peer/build.sh" /tmp/kiwipeer | tail -1)
(cd "$here" && swift build -c release --scratch-path /tmp/.build-bench --product layoutbench > /dev/null) || exit 2
OT=/tmp/.build-bench/release/layoutbench
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# count OUT.cg NAME: a phase function's inclusive instructions (all its calls together).
count() {
  callgrind_annotate --inclusive=yes --threshold=100 "$1" 2> /dev/null | awk -v name="$2" '
    index($0, name) { n = $1; gsub(",", "", n); if (n + 0 > best) best = n + 0 } END { printf "%.0f\n", best }'
}
result() { sed -n "s/.*RESULT .*\b$2=\([0-9.]*\).*/\1/p" "$1"; }

printf "%-12s %-12s %16s %16s %8s   %s\n" scene phase kiwi opentouch ratio checksums
json=()
for n in $NS; do
  for scene in $SCENES; do
    valgrind --tool=callgrind --callgrind-out-file="$work/k.cg" "$KIWI" "$scene" "$n" "$K" > "$work/k.out" 2> /dev/null
    valgrind --tool=callgrind --callgrind-out-file="$work/o.cg" "$OT" "$scene" "$n" "$K" > "$work/o.out" 2> /dev/null
    same=yes
    for field in build edit swap; do
      [ "$(result "$work/k.out" $field)" = "$(result "$work/o.out" $field)" ] || same=no
    done
    for phase in build edit swap; do
      case $phase in
        build) kn=kiwiBuildPhase; on=layoutBuildPhase; per=1 ;;
        edit) kn=kiwiEditPhase; on=layoutEditPhase; per=$K ;;
        swap) kn=kiwiRemoveAddPhase; on=layoutRemoveAddPhase; per=1 ;;
      esac
      k=$(( $(count "$work/k.cg" $kn) / per )); o=$(( $(count "$work/o.cg" $on) / per ))
      ratio=$(awk -v a="$o" -v b="$k" 'BEGIN { printf "%.2f", (b > 0) ? (a / b) : 0 }')
      printf "%-12s %-12s %16s %16s %8s   %s\n" "$scene $n" "$phase" "$k" "$o" "$ratio" "$same"
      json+=("{\"scene\":\"$scene\",\"n\":$n,\"phase\":\"$phase\",\"kiwi\":$k,\"opentouch\":$o,\"ratio\":$ratio,\"checksums_equal\":\"$same\"}")
      [ $phase = build ] && obuild=$o
      [ $phase = edit ] && oedit=$o
    done
    # OpenTouch's own targets: an edit against its full build, and a layout pass with nothing
    # changed (kiwi has no layout pass) as a share of the build.
    idle=$(( $(count "$work/o.cg" layoutIdlePhase) / K ))
    # Of an edit, the solver's own part (the dual simplex), the rest being the layout pass that
    # applies the frames to the views. Only edits set constants: the K of the phase and the two
    # of layoutbench's warm-up round, at the same N; the count is shared out among them.
    esolver=$(( $(count "$work/o.cg" SimplexSolverC11setConstant) / (K + 2) ))
    printf "%-12s %-12s %16s %16s %8s   %s\n" "$scene $n" "edit: solver" "-" "$esolver" "$(awk -v a="$esolver" -v b="$(grep -o "\"scene\":\"$scene\",\"n\":$n,\"phase\":\"edit\",\"kiwi\":[0-9]*" <<< "${json[*]}" | sed 's/.*://')" 'BEGIN { printf "%.2f", (b > 0) ? a / b : 0 }')" "of kiwi's edit"
    json+=("{\"scene\":\"$scene\",\"n\":$n,\"phase\":\"edit-solver\",\"opentouch\":$esolver}")
    printf "%-12s %-12s %16s %16s %8s   %s\n" "$scene $n" "build/edit" "-" "$(( obuild / (oedit > 0 ? oedit : 1) ))x" "" ""
    printf "%-12s %-12s %16s %16s %8s   %s\n" "$scene $n" "idle pass" "-" "$idle" "$(awk -v a="$idle" -v b="$obuild" 'BEGIN { printf "%.3f%%", 100 * a / b }')" "of build"
    json+=("{\"scene\":\"$scene\",\"n\":$n,\"phase\":\"idle\",\"opentouch\":$idle,\"share_of_build\":$(awk -v a="$idle" -v b="$obuild" 'BEGIN { printf "%.6f", a / b }')}")
  done
done
echo "{\"benchmark\":\"opentouch-vs-kiwi\",\"unit\":\"instructions\",\"k\":$K,\"rows\":[$(IFS=,; echo "${json[*]}")]}"
