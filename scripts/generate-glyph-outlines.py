#!/usr/bin/env python3
"""Writes the glyph outlines `nib render` draws text with, as Swift source.

    apt-get install fonts-liberation2 && pip install fonttools
    python3 scripts/generate-glyph-outlines.py

Reads Liberation Sans Regular and Bold 2.x (SIL Open Font License 1.1) and writes
Sources/NibRender/Glyphs/Sans{Regular,Bold}Outlines.swift: for each glyph of the covered Unicode blocks its advance
and its outline as SVG path data in font units (y up), composite glyphs as references to their components. The
pictures then need no font on the machine that rasterises them. Only this script needs fontTools and the fonts; the
generated files are committed.

One glyph a line, in a string that `OutlineFont` parses when first used:

    KEYS ADVANCE [X Y PATH | &INDEX DX DY …]

KEYS: the code points the glyph is drawn for, hexadecimal, comma-separated, or `-` for a glyph only used as a
component (and for .notdef, line 0, the box drawn for characters the font lacks). X Y: the absolute start of the
outline; PATH: the rest of it, relative (`m l h v q t z`), so that the glyph is moved by changing X and Y alone.
`&INDEX DX DY`: a component, by its line number, moved by DX DY. Identical glyphs share one line.
"""

import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Sources", "NibRender", "Glyphs")
FONTS = os.environ.get("LIBERATION_FONTS", "/usr/share/fonts/truetype/liberation2")

# The blocks NibTextMetrics' tables measure (Latin, Greek, Cyrillic, punctuation, currency, letterlike symbols,
# arrows, mathematical operators) and the combining diacritical marks.
RANGES = [
    (0x0020, 0x007E), (0x00A0, 0x024F), (0x0300, 0x036F), (0x0370, 0x03FF), (0x0400, 0x04FF), (0x2000, 0x206F),
    (0x20A0, 0x20BF), (0x2100, 0x214F), (0x2190, 0x21FF), (0x2200, 0x22FF),
]

FACES = [
    ("LiberationSans-Regular.ttf", "SansRegularOutlines.swift", "sansRegular", "Regular"),
    ("LiberationSans-Bold.ttf", "SansBoldOutlines.swift", "sansBold", "Bold"),
]


def number(value):
    """A coordinate: a whole number, or one with a half (an implied on-curve point between two control points)."""
    return str(int(value)) if value == int(value) else f"{value:.1f}"


def number_list(values):
    """Numbers joined as SVG path data allows: a space only where no sign separates them."""
    text = ""
    for value in values:
        item = number(value)
        if text and not item.startswith("-") and text[-1] not in "mlhvqtzMLHVQTZ":
            text += " "
        text += item
    return text


class PathWriter:
    """Relative SVG path data from absolute points; the glyph's first point is kept apart, whole.

    Coordinates are exact: whole font units, or halves at the implied points between two control points, so that a
    `t` (whose control point is the previous one reflected) draws exactly the font's curve.
    """

    def __init__(self):
        self.start = None  # the glyph's first point
        self.body = ""
        self.current = None
        self.subpath = None
        self.last = None  # the last command letter written

    def command(self, letter, values):
        if letter == self.last and letter in "lhvqt":
            self.body += self.join(values)  # a command repeats without its letter
        else:
            self.body += letter + number_list(values)
        self.last = letter

    def join(self, values):
        text = number_list(values)
        return text if text.startswith("-") else " " + text

    def move(self, point):
        if self.start is None and point != rounded(point):
            self.start = (0, 0)  # a glyph starting at a half: from its origin, moved relatively
            self.current = self.start
        if self.start is None:
            self.start = point
        else:
            self.command("m", [point[0] - self.current[0], point[1] - self.current[1]])
        self.current = self.subpath = point

    def line(self, point):
        dx, dy = point[0] - self.current[0], point[1] - self.current[1]
        if dx == 0 and dy == 0:
            return
        if dy == 0:
            self.command("h", [dx])
        elif dx == 0:
            self.command("v", [dy])
        else:
            self.command("l", [dx, dy])
        self.current = point

    def quad(self, control, point, smooth):
        cx, cy = self.current
        if smooth:
            self.command("t", [point[0] - cx, point[1] - cy])
        else:
            self.command("q", [control[0] - cx, control[1] - cy, point[0] - cx, point[1] - cy])
        self.current = point

    def close(self):
        self.body += "z"
        self.last = "z"
        self.current = self.subpath


def rounded(point):
    """A point of the font in whole units (a scaled component's can have fractions)."""
    return (int(round(point[0])), int(round(point[1])))


def midpoint(a, b):
    return ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)


def outline(operations):
    """(x, y, body) of a glyph's recorded pen operations, or None for a blank glyph."""
    writer = PathWriter()
    for operation, arguments in operations:
        if operation == "moveTo":
            writer.move(rounded(arguments[0]))
        elif operation == "lineTo":
            writer.line(rounded(arguments[0]))
        elif operation == "qCurveTo":
            points = [rounded(point) if point is not None else None for point in arguments]
            if points[-1] is None:
                # A contour of off-curve points only: it starts at the midpoint of its last and first.
                points.pop()
                start = midpoint(points[-1], points[0])
                writer.move(start)
                points.append(start)
            *controls, end = points
            for index, control in enumerate(controls):
                target = end if index == len(controls) - 1 else midpoint(control, controls[index + 1])
                writer.quad(control, target, smooth=index > 0)
        elif operation == "curveTo":
            raise SystemExit("cubic curves are not expected in a TrueType font")
        elif operation in ("closePath", "endPath"):
            writer.close()  # `z` draws the line back to the contour's start
    if writer.start is None:
        return None
    return writer.start[0], writer.start[1], writer.body


def read(path):
    from fontTools.pens.recordingPen import RecordingPen
    from fontTools.ttLib import TTFont

    font = TTFont(path)
    glyph_set = font.getGlyphSet()
    glyf = font["glyf"]
    metrics = font["hmtx"].metrics
    cmap = font.getBestCmap()
    version = font["name"].getDebugName(5)
    wanted = {}
    for low, high in RANGES:
        for code in range(low, high + 1):
            if code in cmap:
                wanted.setdefault(cmap[code], []).append(code)
    glyphs = {}  # name → (advance, record)

    def simple(name):
        pen = RecordingPen()
        glyph_set[name].draw(pen)
        return outline(pen.value)

    def visit(name):
        if name in glyphs:
            return
        glyph = glyf[name]
        advance = metrics[name][0]
        # A composite whose components are only moved (x, y offsets, no scale) is kept as references.
        if glyph.isComposite() and all(
            not hasattr(component, "transform") and hasattr(component, "x") for component in glyph.components
        ):
            components = []
            for component in glyph.components:
                visit(component.glyphName)
                components.append((component.glyphName, component.x, component.y))
            glyphs[name] = (advance, ("composite", components))
        else:
            glyphs[name] = (advance, ("simple", simple(name) if not glyph.isComposite() else decomposed(name)))

    def decomposed(name):
        from fontTools.pens.recordingPen import DecomposingRecordingPen

        pen = DecomposingRecordingPen(glyph_set)
        glyph_set[name].draw(pen)
        return outline(pen.value)

    visit(".notdef")
    for name in sorted(wanted, key=lambda n: min(wanted[n])):
        visit(name)
    return version, glyphs, wanted


def records(glyphs, wanted):
    """The lines: .notdef first, then glyphs by their first code point, components after; identical outlines merged."""
    order = [".notdef"] + sorted(wanted, key=lambda name: min(wanted[name]))
    order += sorted(name for name in glyphs if name not in order)
    # First number the lines, so that a composite can name a component that comes after it.
    number = {}
    lines = []  # [codes, advance, kind, data]
    simple_lines = {}
    for name in order:
        advance, (kind, data) = glyphs[name]
        codes = list(wanted.get(name, []))
        if kind == "simple" and name != ".notdef":
            signature = (advance, data)
            if signature in simple_lines:
                number[name] = simple_lines[signature]
                lines[number[name]][0].extend(codes)
                continue
            simple_lines[signature] = len(lines)
        number[name] = len(lines)
        lines.append([codes, advance, kind, data])
    result = []
    for codes, advance, kind, data in lines:
        if kind == "composite":
            text = " ".join(f"&{number[component]} {dx} {dy}" for component, dx, dy in data)
        elif data is None:
            text = ""
        else:
            x, y, body = data
            text = f"{x} {y} {body}"
        result.append((codes, advance, text))
    return result


def write(path, member, style, version, result):
    lines = [
        "// Generated by scripts/generate-glyph-outlines.py. Do not edit.",
        f"// Glyph outlines derived from Liberation Sans {style} ({version}): Copyright (c) 2012 Red Hat, Inc.; digitized",
        "// data copyright (c) 2010 Google Corporation. SIL Open Font License 1.1: LICENSE-OFL.txt beside this file.",
        "",
        "extension OutlineFont {",
        f"    /// The sans-serif {style.lower()} face `nib render` draws text with.",
        f"    static let {member} = OutlineFont(",
        "        unitsPerEm: 2048,",
        '        glyphs: """',
    ]
    for codes, advance, text in result:
        keys = ",".join(f"{code:X}" for code in sorted(codes)) or "-"
        record = f"{keys} {advance}" + (f" {text}" if text else "")
        # Lines of at most 120 characters: a record is continued on the next line after a backslash.
        indent = "            "
        width = 120 - len(indent) - 1
        while len(record) > width:
            cut = width
            lines.append(indent + record[:cut] + "\\")
            record = record[cut:]
        lines.append(indent + record)
    lines += ['            """', "    )", "}", ""]
    with open(path, "w") as handle:
        handle.write("\n".join(lines))


def main():
    os.makedirs(OUT, exist_ok=True)
    for font_file, swift_file, member, style in FACES:
        version, glyphs, wanted = read(os.path.join(FONTS, font_file))
        result = records(glyphs, wanted)
        path = os.path.join(OUT, swift_file)
        write(path, member, style, version, result)
        codes = sum(len(codes) for codes, _, _ in result)
        print(f"{os.path.relpath(path, ROOT)}: {codes} code points, {len(result)} glyphs, {os.path.getsize(path)} bytes")


if __name__ == "__main__":
    sys.exit(main())
