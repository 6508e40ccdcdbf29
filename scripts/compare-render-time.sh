#!/usr/bin/env bash
# Times `nib render` over folders of documents for a `nib` built earlier and for the working tree, alternating runs in
# one session (so both see the same machine), and prints the median time per document of each and their ratio.
#
#   scripts/compare-render-time.sh BASE_NIB [RUNS] DIR...     (RUNS defaults to 5)
#
# BASE_NIB is a `nib` built (release) at the commit to compare with.
set -euo pipefail
cd "$(dirname "$0")/.."
base_nib="${1:?usage: scripts/compare-render-time.sh BASE_NIB [RUNS] DIR...}"
shift
runs=5
if [[ "${1:-}" =~ ^[0-9]+$ ]]; then runs="$1"; shift; fi
[ $# -gt 0 ] || { echo "usage: scripts/compare-render-time.sh BASE_NIB [RUNS] DIR..." >&2; exit 2; }
echo "building the working tree (release)…" >&2
swift build -c release --product nib >/dev/null
documents="$(find "$@" -name '*.xib' -o -name '*.storyboard' | wc -l)"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
time_once() { # $1: nib binary; prints seconds
    local start end
    rm -rf "$out/pictures"
    start="$(date +%s.%N)"
    "$1" render "${@:2}" -o "$out/pictures" >/dev/null 2>&1 || true
    end="$(date +%s.%N)"
    echo "$end - $start" | bc
}
before=() after=()
for _ in $(seq "$runs"); do
    before+=("$(time_once "$base_nib" "$@")")
    after+=("$(time_once .build/release/nib "$@")")
done
median() { printf '%s\n' "$@" | sort -g | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
b="$(median "${before[@]}")"
a="$(median "${after[@]}")"
echo "documents: $documents, runs: $runs (alternating)"
printf 'base: %.2f ms per document\n' "$(echo "$b * 1000 / $documents" | bc -l)"
printf 'now:  %.2f ms per document\n' "$(echo "$a * 1000 / $documents" | bc -l)"
printf 'ratio: %.2f× the base time\n' "$(echo "$a / $b" | bc -l)"
