#!/usr/bin/env python3
"""Lists the iOS storyboards of the corpus and the second set in one half of the fixed split, NUL-separated.

Usage: scripts/storyboard-halves.py tuning|validation CORPUS SECOND_SET

The split was written down before any ejected storyboard was looked at, by the rule of the other sets: SHA-1 of the
UTF-8 string "owner/name" (the folder `owner__name` in the corpus, `owner+name` in the second set), first byte even:
tuning, odd: validation.
"""
import hashlib
import os
import sys

half, *sets = sys.argv[1:]
for base in sets:
    if not os.path.isdir(base):
        continue
    for folder in sorted(os.listdir(base)):
        separator = "__" if "__" in folder else "+" if "+" in folder else None
        if separator is None or not os.path.isdir(os.path.join(base, folder)):
            continue
        repository = folder.replace(separator, "/", 1)
        even = hashlib.sha1(repository.encode()).digest()[0] % 2 == 0
        if (half == "tuning") != even:
            continue
        for root, _, files in sorted(os.walk(os.path.join(base, folder))):
            for name in sorted(files):
                path = os.path.join(root, name)
                if not name.endswith(".storyboard"):
                    continue
                with open(path, encoding="utf-8", errors="replace") as text:
                    if 'targetRuntime="iOS' in text.read(2000):
                        sys.stdout.write(path + "\0")
