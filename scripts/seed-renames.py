#!/usr/bin/env python3
# Measures nib check's recall on seeded renames (issue 61): renaming an @IBOutlet or @IBAction that a document
# connects, in a class other code uses, is an NSUnknownKeyException or 'unrecognized selector' crash, so
# `nib check` should report the document's connection. For each app folder (APPS_DIR/<half>/<owner>__<name>, laid
# out as scripts/check-unseen.sh expects) it finds candidate declarations, picks K of them deterministically (seeded
# by the SHA-1 of "owner/name"), and for each pick renames the declaration only (NAME -> NAMERenamed, on its line),
# runs `$NIB check . --format json` in the app folder, restores the file's original bytes, and records whether a new
# finding (one not in the unchanged app's report) names the connection: by the document and line of its <outlet> or
# <action> element, or by the key in the message of a finding in that document.
#
#   NIB=.build/debug/nib scripts/seed-renames.py [--k 6] [--out FILE] [--dry-run] APP_DIR...
#
# Writes a TSV (app, class, key, kind, document:line, verdict, rule, severity, message, summary) to stdout or FILE
# and the totals per verdict (found as error / found as warning / found as note only / missed) to stderr.
# Declarations in `//` and `/* */` comments are no candidates, nor are connections only documents no target builds hold (the
# unchanged app's `unbuilt-document` notes): renaming those is no crash. --dry-run lists the picks without running
# anything (and without knowing which documents are built). Run it on a tuning half while fixing causes; on a validation
# half only once, at the end, as its findings must not be looked at before.
import argparse, hashlib, json, os, random, re, subprocess, sys, xml.parsers.expat
from collections import defaultdict

SKIP_DIRS = {"Pods", "Carthage", ".build", "vendor", "Vendor", ".git", "checkouts", "SourcePackages", "node_modules"}
SOURCE_EXT = (".swift", ".m", ".mm", ".h")
DOC_EXT = (".xib", ".storyboard")


def walk(app, exts):
    for root, dirs, files in os.walk(app):
        dirs[:] = sorted(d for d in dirs if d not in SKIP_DIRS)
        for name in sorted(files):
            if name.endswith(exts):
                yield os.path.relpath(os.path.join(root, name), app)


def read_document(path):
    """Returns (connections, scene classes): connections are (class, kind, key, line) of every <outlet> (class of the
    object holding it) and <action> (class of its destination); scene classes are the customClass of storyboard
    controllers."""
    ids, stack, outlets, actions, scenes = {}, [], [], [], set()
    parser = xml.parsers.expat.ParserCreate()

    def start(tag, attrs):
        if "id" in attrs:
            ids[attrs["id"]] = attrs.get("customClass")
            if attrs.get("customClass") and tag.endswith("Controller") and path.endswith(".storyboard"):
                scenes.add(attrs["customClass"])
        if tag == "outlet" and "property" in attrs:
            owner = next((a for a in reversed(stack) if "id" in a), None)
            if owner and owner.get("customClass"):
                outlets.append((owner["customClass"], "outlet", attrs["property"], parser.CurrentLineNumber))
        elif tag == "action" and "selector" in attrs:
            actions.append((attrs.get("destination"), attrs["selector"].split(":")[0], parser.CurrentLineNumber))
        stack.append(attrs)

    parser.StartElementHandler = start
    parser.EndElementHandler = lambda tag: stack.pop()
    try:
        with open(path, "rb") as f:
            parser.ParseFile(f)
    except (xml.parsers.expat.ExpatError, OSError):
        return [], set()
    connections = outlets + [(ids.get(d), "action", key, line) for d, key, line in actions if ids.get(d)]
    return connections, scenes


SWIFT_TYPE = re.compile(r"^\s*(?:(?:public|open|internal|private|fileprivate|final|@\w+(?:\([^)]*\))?)\s+)*"
                        r"(?:class|extension)\s+(?!func\b|var\b|let\b)(\w+)")
OBJC_TYPE = re.compile(r"^\s*@(?:interface|implementation)\s+(\w+)")
DECLS = {  # (kind, pattern whose group 1 is the name)
    ".swift": [("outlet", re.compile(r"@IBOutlet\b.*?\bvar\s+(\w+)")),
               ("action", re.compile(r"@IBAction\b.*?\bfunc\s+(\w+)\s*\("))],
    ".objc": [("outlet", re.compile(r"\bIBOutlet\b[^;]*?(\w+)\s*;")),
              ("action", re.compile(r"^\s*-\s*\(\s*IBAction\s*\)\s*(\w+)"))],
}


def declarations(app, path):
    """Yields (class, kind, key, line) of each IBOutlet/IBAction declared in a source file."""
    patterns = DECLS[".swift" if path.endswith(".swift") else ".objc"]
    type_re = SWIFT_TYPE if path.endswith(".swift") else OBJC_TYPE
    current = None
    in_block = False
    with open(os.path.join(app, path), encoding="utf-8", errors="replace") as f:
        for number, text in enumerate(f, 1):
            # Code inside a `/* … */` comment is not code: it is blanked (keeping columns) before matching.
            code, at = "", 0
            while at < len(text):
                if in_block:
                    end = text.find("*/", at)
                    code += " " * ((len(text) if end < 0 else end + 2) - at)
                    at, in_block = (len(text), True) if end < 0 else (end + 2, False)
                else:
                    start = text.find("/*", at)
                    line_comment = text.find("//", at)
                    if start < 0 or (0 <= line_comment < start):
                        code += text[at:]
                        break
                    code += text[at:start]
                    at, in_block = start, True
            text = code
            found = type_re.match(text)
            if found:
                current = found.group(1)
            for kind, pattern in patterns:
                found = pattern.search(text)
                # A declaration in a comment is not code: renaming it changes nothing.
                if found and "//" in text[:found.start()]:
                    continue
                if found and current:
                    yield current, kind, found.group(1), number


def candidates(app):
    sources = list(walk(app, SOURCE_EXT))
    connected, scenes = defaultdict(list), set()  # (class, kind, key) -> [(document, line)]
    for document in walk(app, DOC_EXT):
        found, scene_classes = read_document(os.path.join(app, document))
        scenes |= scene_classes
        for cls, kind, key, line in found:
            connected[(cls, kind, key)].append((document, line))
    texts = {}
    for path in sources:
        with open(os.path.join(app, path), encoding="utf-8", errors="replace") as f:
            texts[path] = f.read()

    def used_elsewhere(cls, path):
        word = re.compile(r"\b%s\b" % re.escape(cls))
        return cls in scenes or any(p != path and word.search(t) for p, t in texts.items())

    result, usage = [], {}
    for path in sources:
        for cls, kind, key, line in declarations(app, path):
            if (cls, kind, key) not in connected:
                continue
            if cls not in usage:
                usage[cls] = used_elsewhere(cls, path)
            if usage[cls]:
                result.append(dict(file=path, line=line, key=key, cls=cls, kind=kind,
                                   connections=sorted(connected[(cls, kind, key)])))
    return sorted(result, key=lambda c: (c["file"], c["line"], c["key"]))


def pick(found, k, seed):
    """K candidates, spread across classes: classes in a seeded order, one candidate from each in turn."""
    rng = random.Random(seed)
    by_class = defaultdict(list)
    for c in found:
        by_class[c["cls"]].append(c)
    classes = sorted(by_class)
    rng.shuffle(classes)
    for cls in classes:
        rng.shuffle(by_class[cls])
    picks = []
    while len(picks) < k and any(by_class.values()):
        for cls in classes:
            if by_class[cls] and len(picks) < k:
                picks.append(by_class[cls].pop())
    return picks


def check(app, nib):
    run = subprocess.run([nib, "check", ".", "--format", "json"], cwd=app, capture_output=True, text=True)
    try:
        return json.loads(run.stdout)
    except json.JSONDecodeError:
        return {"diagnostics": [], "summary": {"failed": run.returncode, "stderr": run.stderr[-300:]}}


def key_of(d):
    return (d.get("file"), d.get("line"), d.get("rule"), d.get("message"))


def seeded(app, nib, c, baseline):
    """Renames the declaration, checks, restores the original bytes; returns (verdict, finding, summary)."""
    path = os.path.join(app, c["file"])
    original = open(path, "rb").read()
    lines = original.decode("utf-8", errors="surrogateescape").split("\n")
    text = lines[c["line"] - 1]
    declared = DECLS[".swift" if path.endswith(".swift") else ".objc"]
    pattern = dict(declared)[c["kind"]]
    found = pattern.search(text)
    lines[c["line"] - 1] = text[:found.start(1)] + c["key"] + "Renamed" + text[found.end(1):]
    try:
        with open(path, "wb") as f:
            f.write("\n".join(lines).encode("utf-8", errors="surrogateescape"))
        report = check(app, nib)
    finally:
        with open(path, "wb") as f:
            f.write(original)
    word = re.compile(r"\b%s\b" % re.escape(c["key"]))
    places = set(c["connections"])
    documents = {d for d, _ in places}
    matches = [d for d in report.get("diagnostics", []) if key_of(d) not in baseline and (
        (d.get("file"), d.get("line")) in places or (d.get("file") in documents and word.search(d.get("message", ""))))]
    rank = {"error": 0, "warning": 1, "note": 2}
    matches.sort(key=lambda d: rank.get(d.get("severity"), 3))
    if not matches:
        return "missed", {}, report.get("summary", {})
    best = matches[0]
    verdict = {"error": "found as error", "warning": "found as warning"}.get(best.get("severity"), "found as note only")
    return verdict, best, report.get("summary", {})


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("apps", nargs="+")
    parser.add_argument("--k", type=int, default=6)
    parser.add_argument("--out")
    parser.add_argument("--dry-run", action="store_true")
    args = parser.parse_args()
    nib = os.environ.get("NIB")
    if not args.dry_run and not nib:
        sys.exit("error: NIB must name a nib binary (or pass --dry-run)")
    out = open(args.out, "w") if args.out else sys.stdout
    print("\t".join(["app", "class", "key", "kind", "document:line", "verdict", "rule", "severity", "message",
                     "summary"]), file=out)
    totals = defaultdict(int)
    for app in args.apps:
        app = os.path.abspath(app)
        name = os.path.basename(app.rstrip("/"))
        seed = int(hashlib.sha1(name.replace("__", "/", 1).encode()).hexdigest(), 16)
        report = {} if args.dry_run else check(app, nib)
        baseline = {key_of(d) for d in report.get("diagnostics", [])}
        # A document no target builds is never loaded: a rename it connects is no crash, so it is no candidate.
        unbuilt = {d.get("file") for d in report.get("diagnostics", []) if d.get("rule") == "unbuilt-document"}
        found = [c for c in candidates(app) if not all(d in unbuilt for d, _ in c["connections"])]
        picks = pick(found, args.k, seed)
        print(f"{name}: {len(found)} candidates, {len(picks)} picked", file=sys.stderr)
        for c in picks:
            where = "%s:%d" % c["connections"][0]
            if args.dry_run:
                row = [name, c["cls"], c["key"], c["kind"], where, "picked", "", "",
                       "declared at %s:%d" % (c["file"], c["line"]), ""]
            else:
                verdict, best, summary = seeded(app, nib, c, baseline)
                totals[verdict] += 1
                row = [name, c["cls"], c["key"], c["kind"], where, verdict, best.get("rule", ""),
                       best.get("severity", ""), best.get("message", "")[:200].replace("\t", " ").replace("\n", " "),
                       json.dumps(summary, sort_keys=True)]
            print("\t".join(row), file=out)
            out.flush()
    for verdict in ("found as error", "found as warning", "found as note only", "missed"):
        if not args.dry_run:
            print(f"{verdict}: {totals[verdict]}", file=sys.stderr)


if __name__ == "__main__":
    main()
