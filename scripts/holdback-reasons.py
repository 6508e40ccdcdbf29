#!/usr/bin/env python3
# Counts the documents whose findings nib check did not report as errors because it could not see them load (issue
# 61): the `unused-document` and `undequeued-cell` notes, and every finding whose message says it holds only "if this
# document is loaded" (the `(if X is loaded; …)` and `(if the prototype cell 'X' is dequeued; …)` conditions) or that
# the baseline "held back". Each is grouped by a reason kind taken from its message, names replaced by placeholders.
#
#   scripts/holdback-reasons.py REPORT.json...   (each `nib check . --format json` output; the name labels the app)
#
# Writes a TSV to stdout: reason kind, documents, findings, apps (and, per app, its documents for that kind).
import json, os, re, sys
from collections import defaultdict

CONDITION = re.compile(r"\((if [^;()]+); ([^()]+)\)")


def normalize(text):
    text = re.sub(r"'[^']*'", "'…'", text)
    return re.sub(r"\bif \S+\.(xib|storyboard|nib) is loaded", "if <document> is loaded", text)


def reason(finding):
    """The reason kind of a held-back finding, or None for a finding that is not held back."""
    rule, message = finding.get("rule", ""), finding.get("message", "")
    if rule == "unused-document":
        return "unused-document: nothing the check can see loads the document"
    if rule == "undequeued-cell":
        writes = "dequeues only by names it writes" in message
        return "undequeued-cell: no code the check can see dequeues the cell" + (
            " (its scene's controller dequeues by names it writes)" if writes else "")
    found = CONDITION.search(message)
    if found:
        return "conditional %s: %s; %s" % (finding.get("severity", ""), normalize(found.group(1)),
                                           normalize(found.group(2)))
    if "if this document is loaded" in message or "held back" in message:
        return "other: " + normalize(message)[:120]
    return None


def main():
    if len(sys.argv) < 2:
        sys.exit("usage: scripts/holdback-reasons.py REPORT.json...")
    documents, findings, per_app = defaultdict(set), defaultdict(int), defaultdict(lambda: defaultdict(set))
    for path in sys.argv[1:]:
        app = os.path.splitext(os.path.basename(path))[0]
        with open(path) as f:
            report = json.load(f)
        for finding in report.get("diagnostics", []):
            kind = reason(finding)
            if kind:
                documents[kind].add((app, finding.get("file")))
                findings[kind] += 1
                per_app[kind][app].add(finding.get("file"))
    print("\t".join(["reason", "documents", "findings", "apps", "per app"]))
    for kind in sorted(documents, key=lambda k: (-len(documents[k]), k)):
        apps = per_app[kind]
        detail = ", ".join(f"{app} {len(files)}" for app, files in sorted(apps.items()))
        print("\t".join([kind, str(len(documents[kind])), str(findings[kind]), str(len(apps)), detail]))
    every = set().union(*documents.values()) if documents else set()
    print(f"# {len(every)} documents held back in {len(sys.argv) - 1} reports", file=sys.stderr)


if __name__ == "__main__":
    main()
