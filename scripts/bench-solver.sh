#!/usr/bin/env bash
# Times NibKit's solver and kiwisolver on the same systems in one run and prints the ratios.
#   scripts/bench-solver.sh [ROUNDS]
# Installs kiwisolver from PyPI when it is missing; without it, prints NibKit's figures alone.
set -euo pipefail
cd "$(dirname "$0")/.."
rounds="${1:-3}"
swift build -c release --product nib-bench >/dev/null
ours="$(.build/release/nib-bench solve --rounds "$rounds")"
echo "NibKit:"; echo "$ours" | sed 's/^/  /'
if ! python3 -c "import kiwisolver" 2>/dev/null; then
    pip install --quiet kiwisolver >/dev/null 2>&1 || true
fi
if ! python3 -c "import kiwisolver" 2>/dev/null; then
    echo "kiwisolver could not be installed (pip install kiwisolver): skipping the comparison"
    exit 0
fi
theirs="$(python3 scripts/kiwi_bench.py "$rounds")"
echo "kiwisolver $(python3 -c 'import kiwisolver; print(kiwisolver.__version__)'):"; echo "$theirs" | sed 's/^/  /'
echo "ratios (kiwi time / NibKit time):"
paste <(echo "$ours" | grep -E '^(documents|chain)') <(echo "$theirs") | while IFS=$'\t' read -r a b; do
    name="${a%%:*}"
    t1="$(echo "$a" | sed -E 's/.*: ([0-9.]+) s.*/\1/')"
    t2="$(echo "$b" | sed -E 's/.*: ([0-9.]+) s.*/\1/')"
    awk -v n="$name" -v a="$t1" -v b="$t2" 'BEGIN { if (a < 1e-9) a = 1e-9; printf "  %s: %.2fx\n", n, b / a }'
done
