#!/usr/bin/env python3
"""nib diff against real history: pairs of a document before and after real commits, from git repositories.

For each repository, the last N commits that modified a .xib or .storyboard give (before, after) pairs. Each pair
is compared by `nib diff --format json` and by an independent reading of the XML: every element with an `id` whose
own attributes or id-less content changed, or that was added or removed. The script prints, per repository:
pairs, pairs nib diff could not read, changed elements (from the XML), how many nib diff names (by id, or for an
element it does not model, by its nearest ancestor it does name), changes it reports that the XML does not show
(noise), and the time per pair. An element nib diff models (an object, a constraint, a connection: the ids its
`--textconv` listing shows) counts as named only by its own id. Missed elements are listed so that each can be read.

usage: scripts/diff-history.py NIB REPO_GIT_DIR... [--commits N] [--show-missed K]
"""
import json
import os
import re
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ET

# Attributes every save may rewrite: not a change a reviewer reads.
VOLATILE = {"toolsVersion", "systemVersion", "version"}


NUMBER = re.compile(r"-?\d+\.\d+(e-?\d+)?$")


def value(text):
    """A number to 6 significant digits (a save by another Xcode writes more or fewer); any other text as it is."""
    return f"{float(text):.6g}" if NUMBER.match(text) else text


def own_content(element):
    """The element's attributes and its id-less descendants, as one comparable string. Left out: the document's
    `<resources>` (the images and colors its objects name, listed again), `<designables>` (Interface Builder's cache of
    IBDesignable views' sizes), `<inferredMetricsTieBreakers>` (its own bookkeeping), plug-in versions, and scenes (their objects count
    on their own) and places on Interface Builder's canvas."""
    attributes = sorted((k, value(v)) for k, v in element.attrib.items() if k not in VOLATILE)
    parts = [element.tag, repr(attributes)]
    if element.text and element.text.strip():
        parts.append(element.text.strip())
    for child in element:
        if "id" in child.attrib or (not child.attrib and all("id" in c.attrib for c in child)):
            continue  # an element of its own, or a bare list of them (subviews, connections)
        if child.tag in ("resources", "designables", "inferredMetricsTieBreakers") or (
            child.tag == "plugIn" and element.tag == "dependencies"
        ):
            continue
        if child.tag == "scene" or (child.tag == "point" and child.attrib.get("key") == "canvasLocation"):
            continue  # a scene holds objects of their own, and its place on Interface Builder's canvas
        parts.append(own_content(child))
    return "(" + " ".join(parts) + ")"


def child_ids(element):
    """The ids of the element's nearest descendants with an id, in document order (its subviews' order); connections
    and constraints, whose order means nothing, left out."""
    result = []
    for child in element:
        if child.tag in ("connections", "constraints"):
            continue
        if "id" in child.attrib:
            result.append(child.attrib["id"])
        else:
            result.extend(child_ids(child))
    return result


def elements(data):
    """id → (content with parent and children's order, tag, ancestor ids) for every element with an id."""
    root = ET.fromstring(data)
    result = {}

    def visit(element, ancestors):
        here = ancestors
        if "id" in element.attrib:
            # A constraint's holder is where Interface Builder files it (the items' common ancestor): no change,
            # unless the constraint leaves an item out, which then is the holder.
            attributes = element.attrib
            names_holder = "firstItem" not in attributes or ("secondAttribute" in attributes and "secondItem" not in attributes)
            parent = ancestors[-1] if ancestors and (element.tag != "constraint" or names_holder) else None
            result[element.attrib["id"]] = ((own_content(element), parent, child_ids(element)), element.tag, ancestors)
            here = ancestors + [element.attrib["id"]]
        for child in element:
            visit(child, here)

    visit(root, [])
    # The document's own settings (device, capabilities, …): what `nib diff` reports as a change of the document.
    result["(document)"] = ((own_content(root), None, []), "document", [])
    return result


def changed_ids(old, new):
    before, after = elements(old), elements(new)
    changed = {}
    for key in set(before) | set(after):
        was, now = before.get(key, (None,))[0], after.get(key, (None,))[0]
        if was and now:
            # Children added or removed are changes of their own; only the order of the children both hold counts.
            common = set(was[2]) & set(now[2])
            was = (was[0], was[1], [c for c in was[2] if c in common])
            now = (now[0], now[1], [c for c in now[2] if c in common])
        if was != now:
            entry = after.get(key) or before.get(key)
            changed[key] = entry
    # A connection or constraint Interface Builder recreated says the same under a new id: no change.
    def signature(entries, key):
        content, parent, _ = entries[key][0]
        return (content.replace(f"('id', '{key}')", ""), parent)
    removed = {}
    for key in changed:
        if key in before and key not in after:
            removed.setdefault(signature(before, key), []).append(key)
    for key in list(changed):
        if key in after and key not in before:
            twins = removed.get(signature(after, key))
            if twins:
                del changed[twins.pop()]
                del changed[key]
    return changed, before, after


def git(repo, *args):
    return subprocess.run(["git", "-C", repo, *args], capture_output=True, check=False).stdout


def main():
    args = sys.argv[1:]
    commits, show = 25, 5
    if "--commits" in args:
        i = args.index("--commits")
        commits = int(args[i + 1])
        del args[i : i + 2]
    if "--show-missed" in args:
        i = args.index("--show-missed")
        show = int(args[i + 1])
        del args[i : i + 2]
    nib, repos = args[0], args[1:]
    totals = dict(pairs=0, unreadable=0, changed=0, named=0, noise=0, seconds=0.0, reported=0)
    print("| repository | pairs | unreadable | changed elements | named | reported changes | noise | ms/pair |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    missed_examples = []
    noise_examples = []
    with tempfile.TemporaryDirectory() as scratch:
        for repo in repos:
            name = os.path.basename(os.path.dirname(repo.rstrip("/"))) if repo.endswith("repo") else repo
            log = git(repo, "log", "--no-merges", f"-n{commits}", "--format=%H", "--", "*.xib", "*.storyboard")
            row = dict(pairs=0, unreadable=0, changed=0, named=0, noise=0, seconds=0.0, reported=0)
            for commit in log.decode().split():
                files = git(repo, "diff-tree", "--no-commit-id", "-r", "--name-status", commit + "^", commit)
                for line in files.decode(errors="replace").splitlines():
                    status, _, path = line.partition("\t")
                    if status != "M" or not path.endswith((".xib", ".storyboard")):
                        continue
                    old = git(repo, "show", f"{commit}^:{path}")
                    new = git(repo, "show", f"{commit}:{path}")
                    suffix = os.path.splitext(path)[1]
                    old_file = os.path.join(scratch, "old" + suffix)
                    new_file = os.path.join(scratch, "new" + suffix)
                    with open(old_file, "wb") as f:
                        f.write(old)
                    with open(new_file, "wb") as f:
                        f.write(new)
                    try:
                        changed, before, after = changed_ids(old, new)
                    except ET.ParseError:
                        continue
                    row["pairs"] += 1
                    start = time.monotonic()
                    try:
                        run = subprocess.run(
                            [nib, "diff", old_file, new_file, "--format", "json"],
                            capture_output=True,
                            timeout=120,
                        )
                    except subprocess.TimeoutExpired:
                        row["unreadable"] += 1
                        continue
                    row["seconds"] += time.monotonic() - start
                    if run.returncode not in (0, 1):
                        row["unreadable"] += 1
                        print(f"  unreadable: {name} {commit[:8]} {path}: {run.stderr.decode()[:200]}", file=sys.stderr)
                        continue
                    report = json.loads(run.stdout)["changes"]
                    reported = {c["id"] or "(document)" for c in report}
                    # The ids nib diff models (objects, constraints, connections), from its textconv listing.
                    modeled = set()
                    for listed in (old_file, new_file):
                        text = subprocess.run([nib, "diff", "--textconv", listed], capture_output=True).stdout
                        modeled |= set(re.findall(r"\[([^\]\s]+)\]$", text.decode(errors="replace"), re.M))
                    row["reported"] += len(report)
                    row["changed"] += len(changed)
                    modeled.add("(document)")
                    for key, (_, tag, ancestors) in changed.items():
                        if key != "(document)" and not set(ancestors) & modeled:
                            ancestors = ancestors + ["(document)"]  # `<device>`, `<dependencies>`: its settings
                        # A modeled element must be named by its own id; one nib diff does not model (a scene, a
                        # document-level resource) by the nearest ancestor it names.
                        if key in reported or (key not in modeled and any(a in reported for a in ancestors)):
                            row["named"] += 1
                        elif len(missed_examples) < 400:
                            missed_examples.append((name, commit[:8], path, key, tag))
                    # The document's settings: `(document)` or an element under no modeled object (`<device>`).
                    settings = any(k == "(document)" or not set(a) & modeled for k, (_, _, a) in changed.items())
                    for change in report:
                        if change["id"] not in changed and not (change["id"] == "" and settings):
                            row["noise"] += 1
                            if len(noise_examples) < 400:
                                noise_examples.append((name, commit[:8], path, change["kind"], change["subject"], change["name"][:100]))
            if row["pairs"] == 0:
                continue
            ms = 1000 * row["seconds"] / max(1, row["pairs"] - row["unreadable"])
            print(
                f"| {name} | {row['pairs']} | {row['unreadable']} | {row['changed']} | {row['named']} | "
                f"{row['reported']} | {row['noise']} | {ms:.0f} |"
            )
            for key in totals:
                totals[key] += row[key]
    ms = 1000 * totals["seconds"] / max(1, totals["pairs"] - totals["unreadable"])
    print(
        f"| **all** | {totals['pairs']} | {totals['unreadable']} | {totals['changed']} | {totals['named']} | "
        f"{totals['reported']} | {totals['noise']} | {ms:.0f} |"
    )
    if show:
        by_tag = {}
        for example in missed_examples:
            by_tag.setdefault(example[4], []).append(example)
        print("\nmissed, by element:", file=sys.stderr)
        for tag, examples in sorted(by_tag.items(), key=lambda item: -len(item[1])):
            print(f"  {tag}: {len(examples)}", file=sys.stderr)
            for example in examples[:show]:
                print("    " + " ".join(example[:4]), file=sys.stderr)
        print("\nnoise:", file=sys.stderr)
        for example in noise_examples[: show * 4]:
            print("    " + " ".join(example), file=sys.stderr)


if __name__ == "__main__":
    main()
