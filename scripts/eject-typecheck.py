#!/usr/bin/env python3
"""Ejects documents as plain UIKit or AppKit code (no NibUIKit or NibAppKit) and type-checks the files against an SDK.

Usage: scripts/eject-typecheck.py NIB SDK [DOC ...]   (documents also as NUL-separated paths on stdin)

SDK is an iPhoneOS*.sdk for iOS documents or a MacOSX*.sdk for macOS ones.

Each document is ejected into a folder of its own and its classes renamed apart (`Cell` → `Cell_D3`); documents are
then type-checked together in batches whose project classes agree, each with the project classes its files
say they need ("// Needs from the project: ...") declared as empty subclasses, by scripts/typecheck-apple.sh. Prints
one line per document that does not type-check, with the compiler's first errors, and a closing line
`type-checked: M/N documents` (N documents ejected).
"""
import os
import re
import subprocess
import sys
import tempfile

nib, sdk, *docs = sys.argv[1:]
if not sys.stdin.isatty():
    docs += [path for path in sys.stdin.read().split("\0") if path]
root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
work = tempfile.mkdtemp(prefix="eject-typecheck-")
CLASS = re.compile(r"^final class (\w+):", re.M)
NEEDS = re.compile(r"^// Needs from the project: (.*)\.$", re.M)
NEED = re.compile(r"(\w+) \(an? (\w+) subclass[;)]")

entries = []  # (document, files, names: {name: base} of the project classes it needs)
for index, doc in enumerate(docs):
    out = os.path.join(work, "d%d" % index)
    result = subprocess.run([nib, "eject", doc, "-o", out], capture_output=True, text=True)
    if not os.path.isdir(out):
        continue
    files = sorted(os.path.join(out, name) for name in os.listdir(out) if name.endswith(".swift"))
    if not files:
        continue
    texts = {path: open(path, encoding="utf-8").read() for path in files}
    defined = {name for text in texts.values() for name in CLASS.findall(text)}
    # Each document's own classes get a name of their own (`Cell` → `Cell_D3`) so that documents are checked
    # together; the rename is the same in all its files, so the code means what it did.
    if defined:
        pattern = re.compile(r"\b(%s)\b" % "|".join(sorted(map(re.escape, defined), key=len, reverse=True)))
        for path, text in texts.items():
            header, _, body = text.partition("\n\n")
            with open(path, "w", encoding="utf-8") as out_file:
                out_file.write(header + "\n\n" + pattern.sub(lambda m: "%s_D%d" % (m.group(1), index), body))
    names = {}
    for text in texts.values():
        for needs in NEEDS.findall(text):
            for name, base in NEED.findall(needs):
                names.setdefault(name, base)
    entries.append((doc, files, names))

batches = []  # [entries, names]
for entry in entries:
    for batch in batches:
        if all(batch[1].get(n) is None or batch[1][n] == v for n, v in entry[2].items()):
            batch[0].append(entry)
            for n, v in entry[2].items():
                batch[1].setdefault(n, v)
            break
    else:
        batches.append([[entry], dict(entry[2])])

def typecheck(members, label):
    """Type-checks members together; returns the documents with errors, or None when the batch failed without any
    error naming a file."""
    folder = os.path.join(work, label)
    os.makedirs(folder)
    owner = {}
    for doc_index, (doc, files, _) in enumerate(members):
        for path in files:
            target = os.path.join(folder, "b%d_%s" % (doc_index, os.path.basename(path)))
            os.symlink(path, target)
            owner[target] = doc
    result = subprocess.run(
        [os.path.join(root, "scripts/typecheck-apple.sh"),
         "--macos-sdk" if os.path.basename(sdk.rstrip("/")).startswith("MacOSX") else "--ios-sdk", sdk,
         "--targets", "", "--usage", "", "--ejected", folder], capture_output=True, text=True)
    if "Ejected: ok" in result.stdout:
        return {}
    failing = {}
    for line in result.stdout.splitlines() + result.stderr.splitlines():
        match = re.match(r"\s*(%s/\S+?\.swift):\d+:\d+: error: (.*)" % re.escape(folder), line)
        if match:
            failing.setdefault(owner.get(match.group(1), match.group(1)), []).append(line.strip())
    if not failing:
        print("%s did not type-check:\n%s" % (label, result.stdout[-2000:]))
        return None
    return failing

passed = 0
for number, (members, _) in enumerate(batches):
    # A document counts as type-checked only in a batch that passes: the documents with errors are taken out and
    # the others checked again, since a compiler may leave some errors unsaid once it has found others.
    attempt = 0
    while members:
        failing = typecheck(members, "batch%d-%d" % (number, attempt))
        attempt += 1
        if failing is None:
            break
        for doc, _, _ in members:
            if doc in failing:
                print("fails: %s\n    %s" % (doc, "\n    ".join(failing[doc][:3])))
        if not failing:
            passed += len(members)
            break
        members = [member for member in members if member[0] not in failing]
print("type-checked: %d/%d documents" % (passed, len(entries)))
