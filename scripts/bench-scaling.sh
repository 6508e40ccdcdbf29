#!/usr/bin/env bash
# Measures how layout time and memory grow with the size of a view tree (issue 38) and writes docs/Scaling.md.
#   scripts/bench-scaling.sh [nib-bench scaling options...]
# Builds nib-bench in release (in $SCRATCH_PATH, .build by default) and runs `nib-bench scaling` with the options
# given, or by default with stacks of 100, 1,000 and 10,000 views, 10,000 and 100,000 constraints and a budget of an
# hour per case (the engine's own bound on work stops the largest ones first). Writes the table, the exact command
# and the machine into docs/Scaling.md, with the notes that explain it.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch="${SCRATCH_PATH:-.build}"
options=("$@")
if [ ${#options[@]} -eq 0 ]; then options=(--budget 3600); fi
swift build --scratch-path "$scratch" -c release --product nib-bench >/dev/null
command=("$scratch/release/nib-bench" scaling "${options[@]}")
echo "running: ${command[*]}" >&2
table="$("${command[@]}")"
echo "$table"
cpu="$(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | sed 's/.*: //' || true)"
{
    cat <<EOF
# Layout scaling

How the time and memory of a layout grow with the size of the tree (issue 38). Written by
\`scripts/bench-scaling.sh\` on $(date -u +%Y-%m-%d) (release build, $(nproc) cores of ${cpu:-an unknown processor}):

\`\`\`
\$ SCRATCH_PATH=$scratch scripts/bench-scaling.sh${*:+ $*}
# builds: swift build --scratch-path $scratch -c release --product nib-bench
# runs:   ${command[*]}
$table
\`\`\`
EOF
    cat <<'EOF'

## What is measured

Each case is built in memory and laid out as `nib layout` lays out a document: a storyboard is decoded
(`DocumentDecoder`) and each of its trees solved (`DocumentLayout.layOut()`: two solves a pass, frames pulled low and
high, and the size floors).

- **stack fill / stack fillEqually**: a 375 × 667 root holding a vertical `UIStackView` pinned to its edges, arranging
  N plain views 8 pt apart, each with a height constraint of 44 at priority 750 (as a label's compression resistance
  holds its text). From 15 views on they overflow the root and the stack squeezes them below nothing, which the size
  floors (`NonNegativeSizeConstraints`, at 999) lift; from 85 views on the spacing alone overflows the root, and the
  floors give way to the stack's required edges.
- **chain (baseline)**: the same N views, chained top to bottom by constraints of their own, without a stack view
  and with nothing squeezed.
- **constraints**: a `LayoutSystem` of N constraints (N / 6 views in rows of ten: each view after its neighbour, at
  least 20 wide, wanting a width at one of four priorities from 250 to 999 and a height at 750, inside the root's
  trailing edge at 999, rows 52 pt apart), solved with `LayoutSystem.solve()`.
- **solver chain (baseline)**: `nib-bench solve`'s chain of N / 4 views (N required constraints) on the bare solver.

Columns: wall-clock seconds (the best of three for runs under half a second); peak MB, how far the resident set grew
above where it was before the run (`VmHWM` after resetting it through `/proc/self/clear_refs`, less `VmRSS` before);
x/decade, the time at N over the time at N / 10 (10 is linear, 100 quadratic); x baseline, the time over the baseline's
at the same N. `stopped at the work bound` marks a layout that reached `LayoutSystem.stepLimit`'s default (30 million
solver steps at all these sizes, a step being a cell of the tableau updated or looked at) and ended with
`exceededWorkLimit` set (`layout stopped after N solver steps (limit M): …`) instead of running on.

## Before (the engine of commit ee8bd54, same command and machine)

```
$ nib-bench scaling        # its default budget of 120 s: a case whose time grown a hundredfold would pass it
case                          N    seconds   peak MB  x/decade  x baseline
chain (baseline)            100     0.0325       5.0         -           -
chain (baseline)           1000     4.4592     231.6     137.3           -
chain (baseline)          10000   skipped (over the budget)
stack fill                  100     1.8653       7.1         -        57.4
stack fill                 1000   skipped (over the budget)
stack fill                10000   skipped (over the budget)
stack fillEqually           100     0.1031       2.8         -         3.2
stack fillEqually          1000   184.6616     222.6    1790.4        41.4
stack fillEqually         10000   skipped (over the budget)
solver chain (baseline)   10000     0.0115       4.5         -           -
solver chain (baseline)  100000     0.2352      61.8      20.4           -
constraints               10000     2.8994      16.3         -       251.8
constraints              100000   skipped (over the budget)
$ nib-bench scaling --sizes 10 --constraints 100000 --budget 100000
constraints              100000   406.5114     146.1         -      1911.2
```

(constraints at 100,000 took 140 times its time at 10,000. Issue 38 measured stack fill at 200 views in 18.8 s and
at 500 in more than 300 s, fillEqually at 10,000 views for 10 minutes and 3.95 GB without finishing.)

## Why it scaled so, and what changed

- **Size floors, one round per view.** Each round floored the views that came out below nothing and solved again; a
  floor hands the squeeze on to the next view, so a stack of N squeezed views took N rounds (193 for 200 views). The
  second round now floors every view not floored yet, which gives the same answer (a floor a solution meets changes
  nothing): at most two rounds. A round's floors are added in one `Solver.batch` and optimized once: added one by
  one, each moved the squeeze from view to view and back (for 400 views, 22,431 pivots in one solve instead of
  1,213).
- **Choosing a pivot scanned every objective cell.** The weak pulls that settle free frames put an error per view
  into the lowest objective row, and every `optimize()` scanned it, so adding N constraints took N² steps. Each
  objective now keeps its candidates per level (`Objective`), updated from the cells that change.
- **Hashing.** A fifth of the time went to `Hasher`, through `[Symbol: Row]`, `[Symbol: Set<Symbol>]` and the rows'
  `[Symbol: Int]` indexes. Rows and columns are now arrays by symbol number, columns `SymbolSet`s and row indexes
  `CellIndex`es (open addressing, multiplicative hashing).
- **A bound on the work.** `LayoutSystem.stepLimit` (default: 500 steps per constraint and item, at least 30
  million, which no document of the corpus comes within 1,000 times of) stops a pathological layout with a
  diagnostic.

Constraints that make a sparse tableau now grow near-linearly (constraints, x/decade about 13). A chain of views whose
lengths are optional (the chain baseline, the stacks) still grows quadratically or worse: the solver keeps each basic
variable as a row over the non-basic ones, and the position of the i-th view of such a chain is a row holding an error
of every view before it, in the solution as well as on the way to it (the chain baseline of 400 views ends with
322,404 cells, two per pair of views), N² / 2 rows' worth that no order of constraints or choice of pivots avoids.
With the bound raised (`--step-limit 100000000000`), stack fill took 7.0 s and 286 MB at 1,000 views and fillEqually
32 s and 161 MB (it builds the same rows until its equal heights collapse them, each collapse a pivot over them); by
default a stack of 1,000 squeezed views stops at the work bound within seconds, as do those of 10,000 views, which
would run for hours and take gigabytes. Growing near-linearly there would take a solver that does not keep the rows
whole (a revised simplex with a factored basis), not a change of pivots.
EOF
} >docs/Scaling.md
echo "wrote docs/Scaling.md" >&2
