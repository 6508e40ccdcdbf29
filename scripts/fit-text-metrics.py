#!/usr/bin/env python3
"""Regenerates NibTextMetrics' committed metrics tables.

    pip install fonttools numpy
    apt-get install fonts-liberation2 fonts-inter
    python3 scripts/fit-text-metrics.py tables              # Liberation Sans / Serif advance widths
    python3 scripts/fit-text-metrics.py fit CORPUS          # San Francisco widths fitted on the corpus
    swift run -c release nib layout --format json CORPUS > layout.json
    python3 scripts/fit-text-metrics.py fit CORPUS layout.json   # … with the layout engine's samples too
    python3 scripts/fit-text-metrics.py fit CORPUS layout.json --extra MORE more.json   # … and more documents

`tables` reads the Liberation fonts (SIL OFL 1.1; metric-compatible with Arial/Helvetica and Times New Roman) and
writes their advance widths, in font units, as Swift source. `fit` collects labels and buttons whose stored frame
is their intrinsic size (see textmetrics_corpus.py), then solves a regularised least-squares problem for
San Francisco's per-character advance widths, starting from Inter's (SIL OFL 1.1), a typeface close in design to
San Francisco, and prints the fit error on the training files and on held-out files. `--extra ROOT JSON` (any
number of times) adds the samples of more documents, with their `nib layout --format json` report; only those saved
by Xcode 8 or later (`toolsVersion` ≥ 11000) count, since older Interface Builders measured with older system fonts,
and only those within 3 pt of the prior (documents from the wild carry stale frames IB does not mark misplaced).
With extra documents the script also fits on them alone and reports the error on the corpus's samples: a test on
documents the fit never saw. The CI machine needs neither the fonts nor this script: the generated Swift files are
committed.
"""

import math
import os
import re
import statistics
import sys
import zlib

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import textmetrics_corpus as corpus  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Sources", "NibTextMetrics", "Tables")

LIBERATION = "/usr/share/fonts/truetype/liberation2"
INTER = "/usr/share/fonts/opentype/inter"

# The Unicode blocks the tables cover: Latin, Greek, Cyrillic, punctuation, currency, letterlike symbols, arrows.
RANGES = [
    (0x0020, 0x007E), (0x00A0, 0x024F), (0x0370, 0x03FF), (0x0400, 0x04FF), (0x2000, 0x206F),
    (0x20A0, 0x20BF), (0x2100, 0x214F), (0x2190, 0x21FF), (0x2200, 0x22FF),
]

# San Francisco's size-specific tracking in points (Apple's Human Interface Guidelines, iOS/macOS typography),
# which Core Text applies to the system font automatically.
TRACKING = {
    6: 0.24, 7: 0.23, 8: 0.21, 9: 0.17, 10: 0.12, 11: 0.06, 12: 0.0, 13: -0.08, 14: -0.15, 15: -0.23, 16: -0.31,
    17: -0.43, 18: -0.44, 19: -0.45, 20: -0.45, 21: -0.36, 22: -0.26, 23: -0.1, 24: 0.07, 25: 0.15, 26: 0.22,
    27: 0.29, 28: 0.38, 29: 0.4, 30: 0.4, 31: 0.39, 32: 0.41, 33: 0.4, 34: 0.4, 35: 0.38, 36: 0.37, 37: 0.36,
    38: 0.37, 39: 0.38, 40: 0.37, 41: 0.36, 42: 0.37, 43: 0.38, 44: 0.37, 45: 0.35, 46: 0.36, 47: 0.37, 48: 0.35,
    49: 0.33, 50: 0.35, 51: 0.35, 52: 0.34, 53: 0.33, 54: 0.32, 56: 0.3, 58: 0.28, 60: 0.26, 62: 0.24, 64: 0.22,
    66: 0.2, 68: 0.19, 70: 0.17, 72: 0.14, 76: 0.07, 80: 0.0, 88: 0.0, 96: 0.0,
}
DISPLAY_SIZE = 20  # San Francisco switches from its Text to its Display optical size at 20 pt.
UNITS = 2048  # the fitted table is stored in 2048ths of an em, like San Francisco's own units.
EMOJI_PRIOR = 1.3  # em, Apple Color Emoji's advance at text sizes
# The model's parameters before any fit: Inter's widths unscaled, the emoji prior.
PRIOR_PARAMS = {("regular", "scale"): 1.0, ("bold", "scale"): 1.0, "emoji": EMOJI_PRIOR}
WEIGHTS = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]
INTER_WEIGHTS = {
    "ultraLight": "ExtraLight", "thin": "Thin", "light": "Light", "regular": "Regular", "medium": "Medium",
    "semibold": "SemiBold", "bold": "Bold", "heavy": "ExtraBold", "black": "Black",
}
# Each weight is measured with one of two fitted tables times a width ratio taken from Inter.
BASE_TABLE = {w: ("bold" if WEIGHTS.index(w) >= WEIGHTS.index("semibold") else "regular") for w in WEIGHTS}
REGULARISATION = 0.04  # em: how far a character's advance may drift from the scaled prior per unit of evidence
HELD_OUT_MODULUS = 4  # files whose CRC-32 is 0 modulo this are held out
EXTRA_MINIMUM_TOOLS_VERSION = 11000  # Xcode 8: extra documents saved earlier may carry older fonts' widths
EXTRA_PRIOR_LIMIT = 3.0  # points: extra samples further than this from the prior are not text-sized frames


def load(path):
    from fontTools.ttLib import TTFont

    font = TTFont(path)
    upm = font["head"].unitsPerEm
    metrics = font["hmtx"].metrics
    cmap = font.getBestCmap()
    hhea = font["hhea"]
    advances = {cp: metrics[glyph][0] for cp, glyph in cmap.items()}
    return {
        "upm": upm, "advances": advances, "ascender": hhea.ascent, "descender": -hhea.descent,
        "lineGap": hhea.lineGap, "default": metrics[".notdef"][0] if ".notdef" in metrics else upm // 2,
    }


def covered(advances):
    return [cp for lo, hi in RANGES for cp in range(lo, hi + 1) if cp in advances]


def swift_runs(advances, scale=1.0):
    """(first scalar, [advances]) runs over the covered scalars, contiguous runs merged."""
    runs = []
    for cp in covered(advances):
        value = int(round(advances[cp] * scale))
        if runs and runs[-1][0] + len(runs[-1][1]) == cp:
            runs[-1][1].append(value)
        else:
            runs.append((cp, [value]))
    return runs


def write_table(path, type_name, doc, upm, ascender, descender, line_gap, default, runs, note):
    lines = [
        "// Generated by scripts/fit-text-metrics.py. Do not edit.",
        f"// {note}",
        "",
        f"/// {doc}",
        f"extension FontMetricsTable {{",
        f"    static let {type_name} = FontMetricsTable(",
        f"        unitsPerEm: {upm}, ascender: {ascender}, descender: {descender}, lineGap: {line_gap},",
        f"        defaultAdvance: {default},",
        "        runs: [",
    ]
    for first, values in runs:
        # The layout swift-format gives (so that `swift format` leaves generated files unchanged).
        lines += ["            (", f"                0x{first:04X},", "                ["]
        for start in range(0, len(values), 16):
            trailing = "," if len(values) > 1 else ""  # swift-format drops the comma of a one-element array
            lines.append("                    " + ", ".join(str(v) for v in values[start:start + 16]) + trailing)
        lines += ["                ]", "            ),"]
    lines += ["        ]", "    )", "}", ""]
    with open(path, "w") as handle:
        handle.write("\n".join(lines))


def tables():
    fonts = [
        ("liberationSans", "LiberationSans-Regular", "Liberation Sans Regular: Helvetica's and Arial's widths."),
        ("liberationSansBold", "LiberationSans-Bold", "Liberation Sans Bold: Helvetica Bold's and Arial Bold's widths."),
        ("liberationSansItalic", "LiberationSans-Italic", "Liberation Sans Italic: Helvetica Oblique's widths."),
        ("liberationSansBoldItalic", "LiberationSans-BoldItalic", "Liberation Sans Bold Italic."),
        ("liberationSerif", "LiberationSerif-Regular", "Liberation Serif Regular: Times New Roman's widths."),
        ("liberationSerifBold", "LiberationSerif-Bold", "Liberation Serif Bold: Times New Roman Bold's widths."),
    ]
    for name, file, doc in fonts:
        font = load(os.path.join(LIBERATION, file + ".ttf"))
        write_table(
            os.path.join(OUT, name[0].upper() + name[1:] + ".swift"), name, doc, font["upm"], font["ascender"],
            font["descender"], font["lineGap"], font["default"], swift_runs(font["advances"]),
            f"Advance widths of {file}.ttf (Liberation fonts 2.x, SIL Open Font License 1.1).")
        print(f"wrote {name}: {len(covered(font['advances']))} scalars")


# MARK: - Fitting San Francisco


def tracking(size):
    keys = sorted(TRACKING)
    if size <= keys[0]:
        return TRACKING[keys[0]]
    if size >= keys[-1]:
        return TRACKING[keys[-1]]
    for lo, hi in zip(keys, keys[1:]):
        if lo <= size <= hi:
            return TRACKING[lo] + (TRACKING[hi] - TRACKING[lo]) * (size - lo) / (hi - lo)


def is_emoji(ch):
    cp = ord(ch)
    return 0x1F000 <= cp <= 0x1FAFF or 0x2600 <= cp <= 0x27BF


class Priors:
    def __init__(self):
        self.fonts = {w: load(os.path.join(INTER, f"Inter-{INTER_WEIGHTS[w]}.otf")) for w in WEIGHTS}
        self.display = load(os.path.join(INTER, "InterDisplay-Regular.otf"))
        upm = self.fonts["regular"]["upm"]
        self.em = {w: {cp: a / upm for cp, a in f["advances"].items()} for w, f in self.fonts.items()}
        self.display_delta = {
            cp: self.display["advances"][cp] / self.display["upm"] - self.em["regular"][cp]
            for cp in self.em["regular"] if cp in self.display["advances"]
        }
        letters = [ord(c) for c in "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 "]
        total = {w: sum(self.em[w][cp] for cp in letters) for w in WEIGHTS}
        # Width of a weight relative to the table it is measured with.
        self.ratio = {w: total[w] / total[BASE_TABLE[w]] for w in WEIGHTS}


def design_row(sample, priors, index):
    """The linear model of one sample: width = Σ coefficient × parameter + constant."""
    size, weight, text = sample["size"], sample["weight"], sample["text"]
    table = BASE_TABLE[weight]
    ratio = priors.ratio[weight]
    row = {}
    constant = 0.0
    display = size >= DISPLAY_SIZE
    count = 0
    for ch in text:
        count += 1
        if is_emoji(ch):
            row["emoji"] = row.get("emoji", 0.0) + size
            continue
        cp = ord(ch)
        prior = priors.em[table].get(cp, 0.6)
        # advance = ratio × (scale × prior + delta) (+ the Display difference at large sizes)
        row[(table, "scale")] = row.get((table, "scale"), 0.0) + size * ratio * prior
        key = (table, cp)
        row[key] = row.get(key, 0.0) + size * ratio
        if display:
            constant += size * ratio * priors.display_delta.get(cp, 0.0)
    constant += tracking(size) * count
    constant += {"ios-label": 0.0, "ios-button": 0.0, "mac-label": 4.0}[sample["kind"]]
    return row, constant


def target(sample):
    """The midpoint of the interval the unrounded width lies in: frames are ceiled to the pixel grid (labels)
    or to whole points (buttons, AppKit)."""
    step = 1.0 / sample["scale"] if sample["kind"] == "ios-label" else 1.0
    return sample["width"] - step / 2, step


def solve(samples, priors):
    import numpy as np

    rows = [design_row(s, priors, i) for i, s in enumerate(samples)]
    keys = sorted({k for row, _ in rows for k in row}, key=str)
    for table in ("regular", "bold"):
        for k in ((table, "scale"),):
            if k not in keys:
                keys.append(k)
    if "emoji" not in keys:
        keys.append("emoji")
    column = {k: i for i, k in enumerate(keys)}
    a, b = [], []
    for (row, constant), sample in zip(rows, samples):
        t, step = target(sample)
        weight = 1.0 / step
        line = np.zeros(len(keys))
        for k, v in row.items():
            line[column[k]] = v * weight
        a.append(line)
        b.append((t - constant) * weight)
    # Priors: each character's delta near 0 (in ems, times a typical 17 pt size and the regularisation), the
    # scales near 1 (Inter at its own spacing), the emoji advance near its prior.
    strength = 1.0 / REGULARISATION
    for k in keys:
        line = np.zeros(len(keys))
        if k == "emoji":
            line[column[k]] = strength
            a.append(line)
            b.append(strength * EMOJI_PRIOR)
        elif k[1] == "scale":
            line[column[k]] = 5.0
            a.append(line)
            b.append(5.0)
        else:
            line[column[k]] = strength
            a.append(line)
            b.append(0.0)
    solution, *_ = np.linalg.lstsq(np.array(a), np.array(b), rcond=None)
    return {k: float(solution[column[k]]) for k in keys}


def predict(sample, params, priors):
    row, constant = design_row(sample, priors, 0)
    width = constant
    for k, v in row.items():
        if k in params:
            width += v * params[k]
        elif k[1] == "scale":
            width += v
        elif k == "emoji":
            width += v * EMOJI_PRIOR
    return width


def rounded(sample, width):
    step = 1.0 / sample["scale"] if sample["kind"] == "ios-label" else 1.0
    return math.ceil(width / step - 1e-6) * step


def errors(samples, params, priors):
    return [abs(rounded(s, predict(s, params, priors)) - s["width"]) for s in samples]


def summary(values):
    if not values:
        return "no samples"
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, int(math.ceil(0.95 * len(ordered))) - 1)]
    within_half = sum(v <= 0.5 + 1e-9 for v in values)
    within_one = sum(v <= 1.0 + 1e-9 for v in values)
    return (f"n={len(values)} median={statistics.median(values):.2f} pt p95={p95:.2f} pt "
            f"max={ordered[-1]:.2f} pt, within 0.5 pt {within_half}/{len(values)}, within 1 pt {within_one}/{len(values)}")


def fit_with_rejection(samples, priors, limit=3.0):
    """Fits, drops samples whose residual exceeds `limit` points (frames that are not intrinsic after all), refits."""
    kept = list(samples)
    for _ in range(5):
        params = solve(kept, priors)
        residuals = [abs(predict(s, params, priors) - target(s)[0]) for s in kept]
        survivors = [s for s, r in zip(kept, residuals) if r <= limit]
        if len(survivors) == len(kept):
            break
        kept = survivors
    return params, kept


def usable(sample):
    if sample.get("engine"):
        return True
    return sample["reason"] is None and sample["size"] is not None and corpus.height_is_current(sample)


def engine_samples(path, root):
    """The samples `nib layout --format json` reports (`textSample`): views in the system font whose solved width
    is their intrinsic width (one line of text plus fixed padding) and whose stored height is today's. They add
    AppKit check boxes, radios and push buttons, and labels whose width the layout engine, not a heuristic, shows
    to be intrinsic."""
    import json

    with open(path) as handle:
        report = json.load(handle)
    samples = []
    for entry in report["files"]:
        for view in entry["views"]:
            text = view.get("textSample")
            if not text:
                continue
            samples.append({
                "file": os.path.relpath(os.path.abspath(entry["file"]), os.path.abspath(root)),
                "id": view["id"], "element": view["element"], "mac": text["kind"] == "mac-label",
                "scale": text["scale"], "width": text["width"], "height": view["stored"]["height"],
                "reason": None, "kind": text["kind"], "lines": 1, "text": text["text"], "font": None,
                "size": text["pointSize"], "weight": text["weight"], "engine": True,
            })
    return samples


def merged_samples(root, layout_json):
    """The heuristic samples of textmetrics_corpus.py, with the layout engine's in place of any for the same view."""
    everything = corpus.collect(root)
    if not layout_json:
        return everything
    engine = engine_samples(layout_json, root)
    seen = {(s["file"], s["id"]) for s in engine}
    return [s for s in everything if (s["file"], s["id"]) not in seen] + engine


def held_out(sample):
    return zlib.crc32(sample["file"].encode()) % HELD_OUT_MODULUS == 0


def tools_version(path):
    """The `toolsVersion` of an Interface Builder document (0 when it has none)."""
    with open(path, "rb") as handle:
        head = handle.read(1024).decode("utf-8", "replace")
    match = re.search(r'toolsVersion="(\d+)', head)
    return int(match.group(1)) if match else 0


def extra_samples(sources, priors):
    """The usable samples of the extra documents, tagged with their source, from documents of Xcode 8 or later
    whose width is within `EXTRA_PRIOR_LIMIT` of what the prior (Inter with Apple's tracking) gives: documents from
    the wild carry stale and hand-set frames that IB does not mark misplaced, and a least-squares fit must not start
    from them."""
    samples = []
    for root, layout_json in sources:
        versions = {}
        for s in merged_samples(root, layout_json):
            path = os.path.join(root, s["file"])
            if path not in versions:
                versions[path] = tools_version(path)
            if versions[path] < EXTRA_MINIMUM_TOOLS_VERSION or not usable(s):
                continue
            if abs(predict(s, PRIOR_PARAMS, priors) - target(s)[0]) > EXTRA_PRIOR_LIMIT:
                continue
            s["extra"] = True
            samples.append(s)
    return samples


def fit(root, layout_json=None, extra=()):
    priors = Priors()
    everything = merged_samples(root, layout_json)
    samples = [s for s in everything if usable(s)]
    stale = [s for s in everything if s["reason"] is None and s["size"] is not None and not usable(s)]
    train = [s for s in samples if not held_out(s)]
    test = [s for s in samples if held_out(s)]
    print(f"candidates: {len(everything)} text objects, {len(samples)} with intrinsic frames "
          f"({len(train)} training, {len(test)} held out), {len(stale)} more with stale heights")
    print("prior (Inter + tracking), all:   " + summary(errors(samples, PRIOR_PARAMS, priors)))
    print("prior (Inter + tracking), held-out: " + summary(errors(test, PRIOR_PARAMS, priors)))
    helvetica = load(os.path.join(LIBERATION, "LiberationSans-Regular.ttf"))
    bold = load(os.path.join(LIBERATION, "LiberationSans-Bold.ttf"))

    def helvetica_width(sample):
        font = bold if BASE_TABLE[sample["weight"]] == "bold" else helvetica
        units = sum(font["advances"].get(ord(ch), font["default"]) for ch in sample["text"])
        pad = {"ios-label": 0.0, "ios-button": 0.0, "mac-label": 4.0}[sample["kind"]]
        return units / font["upm"] * sample["size"] + pad

    helvetica_errors = [abs(rounded(s, helvetica_width(s)) - s["width"]) for s in samples]
    print("Helvetica widths (Liberation Sans), all: " + summary(helvetica_errors))
    params, kept = fit_with_rejection(train, priors)
    print(f"training fit: kept {len(kept)}/{len(train)}; scales regular {params[('regular', 'scale')]:.4f} "
          f"bold {params[('bold', 'scale')]:.4f}, emoji {params['emoji']:.3f} em")
    print("  training samples:  " + summary(errors(train, params, priors)))
    print("  held-out samples:  " + summary(errors(test, params, priors)))
    if extra:
        outside = extra_samples(extra, priors)
        print(f"extra documents: {len(outside)} samples within {EXTRA_PRIOR_LIMIT:g} pt of the prior, from "
              f"{len({s['file'].split(os.sep)[0] for s in outside})} top-level folders")
        params, kept = fit_with_rejection(outside, priors)
        print(f"fit on the extra documents alone: kept {len(kept)}/{len(outside)}; scales regular "
              f"{params[('regular', 'scale')]:.4f} bold {params[('bold', 'scale')]:.4f}")
        print("  its own samples:   " + summary(errors(outside, params, priors)))
        print("  corpus samples (never seen): " + summary(errors(samples, params, priors)))
        samples = samples + outside
    final, kept = fit_with_rejection(samples, priors)
    print(f"final fit (all files): kept {len(kept)}/{len(samples)}; scales regular "
          f"{final[('regular', 'scale')]:.4f} bold {final[('bold', 'scale')]:.4f}, emoji {final['emoji']:.3f} em")
    print("  all samples:       " + summary(errors(samples, final, priors)))
    print("  stale-height frames (not fitted): " + summary(errors(stale, final, priors)))
    for s in samples:
        p = predict(s, final, priors)
        print(f"    {s['kind']:10} {s['size']:>4} {s['weight']:8} {s['width']:8.2f} pred {rounded(s, p):8.2f} "
              f"{'held-out' if held_out(s) else '':8} {s['text']!r}")
    write_system_tables(final, priors)


def write_system_tables(params, priors):
    import json

    for table in ("regular", "bold"):
        em = priors.em[table]
        scale = params[(table, "scale")]
        advances = {}
        for cp in covered(em):
            advances[cp] = (scale * em[cp] + params.get((table, cp), 0.0)) * UNITS
        name = "sanFrancisco" + table.capitalize()
        write_table(
            os.path.join(OUT, "SanFrancisco" + table.capitalize() + ".swift"), name,
            f"San Francisco {table.capitalize()} (Text optical size, without tracking), fitted to the corpus.",
            UNITS, 1950, 494, 0, int(round(0.6 * UNITS)), swift_runs(advances),
            "Fitted from Interface Builder frames; prior: Inter (SIL Open Font License 1.1) advance widths.")
        print(f"wrote {name}")
    display = {cp: d * UNITS for cp, d in priors.display_delta.items() if cp in priors.em["regular"]}
    write_table(
        os.path.join(OUT, "SanFranciscoDisplayDelta.swift"), "sanFranciscoDisplayDelta",
        "How much narrower each character is at the Display optical size (20 pt and up): Inter Display − Inter.",
        UNITS, 0, 0, 0, 0, swift_runs(display),
        "Differences of Inter Display and Inter advance widths (SIL Open Font License 1.1).")
    with open(os.path.join(OUT, "SanFranciscoWeights.swift"), "w") as handle:
        handle.write("// Generated by scripts/fit-text-metrics.py. Do not edit.\n\n")
        handle.write("/// The width of each system font weight relative to the fitted table it is measured with.\n")
        handle.write("enum SanFranciscoWeights {\n")
        handle.write(f"    /// Apple Color Emoji's advance in ems, fitted.\n")
        handle.write(f"    static let emojiAdvance = {params['emoji']:.4f}\n")
        handle.write("    /// (weight, uses the bold table, width ratio).\n")
        handle.write("    static let ratios: [(weight: String, bold: Bool, ratio: Double)] = [\n")
        for w in WEIGHTS:
            handle.write(f"        (\"{w}\", {str(BASE_TABLE[w] == 'bold').lower()}, {priors.ratio[w]:.4f}),\n")
        handle.write("    ]\n")
        handle.write("    /// San Francisco's tracking in points by point size (Apple's typography guidelines).\n")
        handle.write("    static let tracking: [(size: Double, points: Double)] = [\n")
        items = sorted(TRACKING.items())
        for start in range(0, len(items), 6):
            handle.write("        " + " ".join(f"({k}, {v})," for k, v in items[start:start + 6]) + "\n")
        handle.write("    ]\n}\n")


def main(argv):
    if len(argv) >= 2 and argv[1] == "tables":
        os.makedirs(OUT, exist_ok=True)
        tables()
    elif len(argv) >= 3 and argv[1] == "fit":
        os.makedirs(OUT, exist_ok=True)
        arguments, extra = argv[2:], []
        while "--extra" in arguments:
            at = arguments.index("--extra")
            if len(arguments) < at + 3:
                print("--extra needs a directory and its layout report")
                return 2
            extra.append((arguments[at + 1], arguments[at + 2]))
            del arguments[at:at + 3]
        fit(arguments[0], arguments[1] if len(arguments) >= 2 else None, extra)
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
