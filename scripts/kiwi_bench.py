#!/usr/bin/env python3
"""The systems of `nib-bench solve`, built identically with kiwisolver (the C++ Cassowary behind Enaml).

Priorities map to kiwi strengths as a weighted sum: 1000 -> required, p -> strength.create(0, 0, p).
Prints the same lines as nib-bench: seconds per case (best of the rounds) and microseconds per view.
"""
import sys
import time

import kiwisolver as kiwi

ROUNDS = int(sys.argv[1]) if len(sys.argv) > 1 else 3


def strength(priority):
    return "required" if priority >= 1000 else kiwi.strength.create(0, 0, priority)


def document(index):
    solver = kiwi.Solver()

    def views(name):
        return tuple(kiwi.Variable(f"{name}.{part}") for part in ("x", "y", "w", "h"))

    root = views("root")
    for variable, value in zip(root, (0, 0, 375, 667)):
        solver.addConstraint(variable == value)
    previous = root
    for view in range(20):
        x, y, w, h = views(f"v{view}")
        px, py, pw, ph = previous
        if view % 2 == 0:
            solver.addConstraint(x == root[0] + 16)
        else:
            solver.addConstraint(x == px + pw + 8)
        solver.addConstraint(y == (root[1] + 20 if view == 0 else py + ph + 8))
        if view % 3 == 0:
            solver.addConstraint(w == 100 + index % 7)
        elif view % 3 == 1:
            solver.addConstraint(w == pw)
        else:
            solver.addConstraint(w >= 44)
            solver.addConstraint((w == 200) | strength(250))
        solver.addConstraint(h == 44)
        if view % 5 == 0:
            solver.addConstraint((x + 0.5 * w == root[0] + 0.5 * root[2]) | strength(750))
        solver.addConstraint(root[0] + root[2] >= x + w)
        previous = (x, y, w, h)
    solver.updateVariables()
    return previous[0].value()


def chain(count):
    solver = kiwi.Solver()
    previous = None
    for _ in range(count):
        x, y, w, h = (kiwi.Variable() for _ in range(4))
        if previous is None:
            solver.addConstraint(x == 0)
        else:
            solver.addConstraint(x == previous[0] + previous[1] + 8)
        solver.addConstraint(y == 0)
        solver.addConstraint(w == 20)
        solver.addConstraint(h == 20)
        previous = (x, w)
    solver.updateVariables()
    return previous[0].value()


def best(rounds, body):
    times = []
    for _ in range(rounds):
        start = time.perf_counter()
        body()
        times.append(time.perf_counter() - start)
    return min(times)


assert chain(10) == 9 * 28
seconds = best(ROUNDS, lambda: sum(document(i) for i in range(500)))
print(f"documents 500x20: {seconds:.4f} s ({seconds / 10000 * 1e6:.2f} us/view)")
for count in (100, 1000, 10000):
    seconds = best(1 if count == 10000 else ROUNDS, lambda: chain(count))
    print(f"chain {count}: {seconds:.4f} s ({seconds / count * 1e6:.2f} us/view)")
