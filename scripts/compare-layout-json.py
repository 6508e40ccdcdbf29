#!/usr/bin/env python3
"""Compares the computed frames of two `nib layout --format json` reports.

Usage: scripts/compare-layout-json.py BEFORE.json AFTER.json

Each view is known by its file and id (a view laid out more than once, as a prototype cell's can be, by its place
among those of the same file and id). Prints the number of views whose computed frame differs, or that only one
report has, with the first few, and exits 1 if there is any, 0 otherwise.
"""

import json
import sys


def frames(path):
    """(file, id, occurrence) -> computed frame, for every view of the report at `path`."""
    with open(path, encoding="utf-8") as handle:
        report = json.load(handle)
    result = {}
    for entry in report["files"]:
        seen = {}
        for view in entry.get("views", []):
            key = (entry["file"], view["id"])
            seen[key] = seen.get(key, 0) + 1
            result[key + (seen[key],)] = view["computed"]
    return result


def main(arguments):
    if len(arguments) != 2:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    before, after = (frames(path) for path in arguments)
    differing = sorted(key for key in before.keys() | after.keys() if before.get(key) != after.get(key))
    print(f"{len(differing)} differing frames ({len(before)} views before, {len(after)} after)")
    for file, view, occurrence in differing[:20]:
        key = (file, view, occurrence)
        print(f"  {file} {view} #{occurrence}: {before.get(key)} -> {after.get(key)}")
    return 1 if differing else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
