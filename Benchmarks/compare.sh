#!/usr/bin/env bash
# OpenTouch beside the Qt Quick peer: instructions per phase, both engines counted in one run on
# the scenes and press points of ../shared/peers/qtquick/SCENES.md. Prints one table and one JSON
# line (the last line). One command, once the Debian packages BENCHMARKS.md lists are installed:
#   Benchmarks/compare.sh
# It builds what is missing: touchbench (release, scratch /tmp/.build-bench) and the Qt peer
# (/tmp/qtouchbench, from ../shared/peers/qtquick). QT= and BENCH= name other builds.
#
# Each engine runs once per scene under callgrind with collection only inside its phase
# functions (Qt: qtPressPhase, qtMovePhase, qtReleasePhase, qtMutatePhase, qtIdlePhase;
# OpenTouch: pressPhase, movePhase, releasePhase, mutatePhase, idlePhase, tickPhase), and
# callgrind_annotate's inclusive counts split the run by phase. Warm-up gestures run outside the
# phases on both sides. Counts are instructions, so they do not depend on the machine's load.
# QT=none measures OpenTouch alone (to compare two builds of it, run once with each BENCH).
set -euo pipefail
QT=${QT:-/tmp/qtouchbench/qtouchbench}
BENCH=${BENCH:-/tmp/.build-bench/release/touchbench}
WARMUP=${WARMUP:-4}
here=$(cd "$(dirname "$0")" && pwd)
if [[ ! -x $BENCH && $BENCH == /tmp/.build-bench/release/touchbench ]]; then
    echo "compare.sh: building touchbench (release)" >&2
    (cd "$here" && swift build -c release --scratch-path /tmp/.build-bench --product touchbench > /dev/null) || exit 2
fi
if [[ ! -x $QT && $QT == /tmp/qtouchbench/qtouchbench ]]; then
    peer=$here/../../shared/peers/qtquick
    [[ -f $peer/main.cpp ]] || { echo "compare.sh: the Qt peer is not at $peer" >&2; exit 2; }
    echo "compare.sh: building the Qt Quick peer" >&2
    { cmake -S "$peer" -B /tmp/qtouchbench -DCMAKE_BUILD_TYPE=Release && cmake --build /tmp/qtouchbench -j2; } > /dev/null || exit 2
fi
programs=("$BENCH")
[[ $QT == none ]] || programs+=("$QT")
for program in "${programs[@]}"; do
    [[ -x $program ]] || { echo "compare.sh: $program is not built (see BENCHMARKS.md)" >&2; exit 2; }
done
command -v valgrind > /dev/null || { echo "compare.sh: valgrind is not installed" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# run NAME PROGRAM ARGS...: one callgrind run; leaves NAME.phases ("phase instructions" lines)
# and NAME.out (the program's output, with its RESULT line).
run() {
    local name=$1 program=$2; shift 2
    [[ $program == none ]] && return 0
    local phases=(pressPhase movePhase releasePhase mutatePhase idlePhase tickPhase)
    [[ $program == "$QT" ]] && phases=(qtPressPhase qtMovePhase qtReleasePhase qtMutatePhase qtIdlePhase)
    local toggles=() phase
    for phase in "${phases[@]}"; do toggles+=("--toggle-collect=*${phase}*"); done
    valgrind --tool=callgrind --collect-atstart=no "${toggles[@]}" --callgrind-out-file="$work/$name.cg" \
        "$program" "$@" > "$work/$name.out" 2> "$work/$name.err" \
        || { echo "compare.sh: $program $* failed:" >&2; tail -5 "$work/$name.err" >&2; exit 1; }
    callgrind_annotate --inclusive=yes --threshold=100 "$work/$name.cg" 2> /dev/null > "$work/$name.annotate"
    : > "$work/$name.phases"
    for phase in "${phases[@]}"; do
        # Swift's symbols are mangled (…10touchbench10pressPhase…); the phase's own line is the
        # largest inclusive count whose name holds it.
        awk -v phase="$phase" 'index($0, phase) && !index($0, "warmup") { gsub(",", "", $1); if ($1 + 0 > best) best = $1 + 0 }
            END { print phase, best + 0 }' "$work/$name.annotate" >> "$work/$name.phases"
    done
}
get() {  # get RUN PHASE: the phase's instructions in that run; 0 for a run not made (QT=none)
    [[ -f $work/$1.phases ]] || { echo 0; return; }
    awk -v phase="$2" '$1 == phase || $1 == "qt" toupper(substr(phase, 1, 1)) substr(phase, 2) { print $2 }' "$work/$1.phases"
}
result() { [[ -f $work/$1.out ]] || { echo "-"; return; }; sed -n "s/.*RESULT .*\\b$2=\\([0-9]*\\).*/\\1/p" "$work/$1.out"; }

rows=()   # "scene|measure|qt|opentouch" (qt "-" when Qt has no such figure)
json=()
add() {  # add SCENE MEASURE QT OPENTOUCH
    [[ $QT == none ]] && set -- "$1" "$2" - "$4"
    rows+=("$1|$2|$3|$4")
    local ratio=null
    [[ $3 != - && $3 != 0 ]] && ratio=$(awk -v a="$4" -v b="$3" 'BEGIN { printf "%.4f", a / b }')
    json+=("{\"scene\":\"$1\",\"measure\":\"$2\",\"qt\":$([[ $3 == - ]] && echo null || echo "$3"),\"opentouch\":$4,\"ratio\":$ratio}")
}
misses=()

# scene LABEL GESTURES QT-ARGS -- OPENTOUCH-ARGS: the plain phases of one scene.
scene() {
    local label=$1 gestures=$2; shift 2
    local qtargs=() otargs=()
    while [[ $1 != -- ]]; do qtargs+=("$1"); shift; done; shift
    otargs=("$@")
    local key=${label// /_}
    run "qt_$key" "$QT" "${qtargs[@]}" warmup="$WARMUP" noproxy
    run "ot_$key" "$BENCH" "${otargs[@]}" warmup="$WARMUP"
    local moves
    moves=$(result "ot_$key" moves)
    add "$label" "press+release" $(( ($(get "qt_$key" pressPhase) + $(get "qt_$key" releasePhase)) / gestures )) \
        $(( ($(get "ot_$key" pressPhase) + $(get "ot_$key" releasePhase)) / gestures ))
    if (( moves > 0 )); then
        add "$label" "move" $(( $(get "qt_$key" movePhase) / moves )) $(( $(get "ot_$key" movePhase) / moves ))
        add "$label" "clock tick before a move" - $(( $(get "ot_$key" tickPhase) / (moves + gestures) ))
    fi
    add "$label" "idle between gestures" $(( $(get "qt_$key" idlePhase) / gestures )) $(( $(get "ot_$key" idlePhase) / gestures ))
    if (( moves > 0 )); then
        # Between two presses OpenTouch's clock also ticks before every move; Qt has no such
        # step, so its idle phase stands for all of its time between frames.
        add "$label" "clock: ticks + idle, a gesture" $(( $(get "qt_$key" idlePhase) / gestures )) \
            $(( ($(get "ot_$key" tickPhase) + $(get "ot_$key" idlePhase)) / gestures ))
    fi
    misses+=("$label: Qt $(result "qt_$key" misses)/$gestures, OpenTouch $(result "ot_$key" misses)/$gestures")
}

# changes LABEL GESTURES SHAPE N: SCENES.md's mutation before each press, new value and same.
changes() {
    local label=$1 gestures=$2 shape=$3 n=$4 kind key
    for kind in new same; do
        key=${label// /_}_$kind
        run "qt_$key" "$QT" "$shape" "$n" tapdrag "$gestures" moves=0 mutate=$kind warmup="$WARMUP" noproxy
        run "ot_$key" "$BENCH" "$shape" "$n" "$gestures" moves=0 mutate=$kind warmup="$WARMUP"
        add "$label, frame set ($kind value)" "change" \
            $(( $(get "qt_$key" mutatePhase) / gestures )) $(( $(get "ot_$key" mutatePhase) / gestures ))
        add "$label, frame set ($kind value)" "change + press" \
            $(( ($(get "qt_$key" mutatePhase) + $(get "qt_$key" pressPhase)) / gestures )) \
            $(( ($(get "ot_$key" mutatePhase) + $(get "ot_$key" pressPhase)) / gestures ))
    done
}

scene "flat 1000" 20 flat 1000 tapdrag 20 -- flat 1000 20
scene "flat 10000" 6 flat 10000 tapdrag 6 -- flat 10000 6
scene "tree 1000 clip" 20 tree 1000 tapdrag 20 clip -- tree 1000 20
scene "tree 1000 clip, tap" 20 tree 1000 tapdrag 20 clip moves=0 -- tree 1000 20 moves=0
scene "tree 10000 clip" 20 tree 10000 tapdrag 20 clip -- tree 10000 20
scene "deep 100" 20 deep 100 tapdrag 20 -- deep 100 20
changes "flat 1000" 20 flat 1000
changes "flat 10000" 6 flat 10000

# A drag that moves its view among 1,000 siblings. OpenTouch: each pan action sets the view's
# center. Qt's DragHandler here has no target, so its figure is its move plus its own frame set
# (qtMutatePhase, from the flat 1000 new-value run) once for every frame the OpenTouch view moved.
run ot_drag "$BENCH" flat 1000 20 drag warmup="$WARMUP"
moves=$(result ot_drag moves); dragged=$(result ot_drag dragged)
qt_set=$(( $(get qt_flat_1000_new mutatePhase) / 20 ))
add "flat 1000, dragged view moves" "move" $(( ($(get qt_flat_1000 movePhase) + qt_set * dragged) / moves )) \
    $(( $(get ot_drag movePhase) / moves ))

# The largest flat scene, OpenTouch only (Qt's press on flat 10000 is already 3,000 times
# OpenTouch's): the target is a press below Qt's flat 1000 press, also right after a change.
run ot_flat_100000 "$BENCH" flat 100000 6 moves=0 warmup="$WARMUP"
run ot_flat_100000_new "$BENCH" flat 100000 6 moves=0 mutate=new warmup="$WARMUP"
add "flat 100000 (Qt: flat 1000)" "press" $(( $(get qt_flat_1000 pressPhase) / 20 )) $(( $(get ot_flat_100000 pressPhase) / 6 ))
add "flat 100000, frame set (new value) (Qt: flat 1000)" "change + press" \
    $(( ($(get qt_flat_1000_new mutatePhase) + $(get qt_flat_1000_new pressPhase)) / 20 )) \
    $(( ($(get ot_flat_100000_new mutatePhase) + $(get ot_flat_100000_new pressPhase)) / 6 ))

printf "%-46s %-26s %13s %13s %9s\n" "scene" "instructions per" "Qt Quick" "OpenTouch" "OT / Qt"
for row in "${rows[@]}"; do
    IFS='|' read -r label measure qt ot <<< "$row"
    ratio=-
    [[ $qt != - && $qt != 0 ]] && ratio=$(awk -v a="$ot" -v b="$qt" 'BEGIN { printf (a / b < 0.01 ? "%.5f" : "%.3f"), a / b }')
    printf "%-46s %-26s %13s %13s %9s\n" "$label" "$measure" "$qt" "$ot" "$ratio"
done
echo
echo "presses that hit no leaf: $(IFS=';'; echo "${misses[*]}" | sed 's/;/; /g')"
echo "drag: $dragged of $moves OpenTouch moves moved the view; Qt's drag figure adds $qt_set instructions (its frame set) for each"
printf '{"benchmark":"opentouch-vs-qtquick","unit":"instructions","warmup":%d,"rows":[%s]}\n' "$WARMUP" "$(IFS=,; echo "${json[*]}")"
