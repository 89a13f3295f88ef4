"""The NetEpic Gold gaming templates, printed at exact scale.

Sizes come from the rulebook (rules spec §7.1) and ruling 9: a flame template's
stated length is its triangle, and the half-circle is added at the triangle's
base, so the large flame is 3 + 25 = 28 cm long and the small one 2.5 + 10 =
12.5 cm. Outlines are thin (0.3 mm) and centred on the true edge.

The sheet follows the book's order on two pages:

1. a first row of 6 cm barrage circles, the 12 cm large barrage, two
   minefields and a spare barrage circle;
2. the large flame across the page diagonal (28 cm does not fit Letter
   upright), with the small flame and three minefields in the free corners.

If the diagonal does not fit the printable area the large flame is printed in
two pieces with alignment marks instead. Every layout is checked before it is
drawn (inside the page's content box, templates apart, labels inside their
template), so a change that breaks it fails loudly rather than printing badly.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Literal

from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import getAscentDescent, stringWidth
from reportlab.pdfgen.canvas import Canvas
from reportlab.pdfgen.pathobject import PDFPathObject
from reportlab.pdfgen.pdfgeom import bezierArc

from listbuilder.codex.loader import load_game_system
from listbuilder.codex.models import TemplateDef
from listbuilder.errors import CodexError
from listbuilder.i18n import message
from listbuilder.i18n.text import Msg
from listbuilder.printing import fonts
from listbuilder.printing.page import (
    Box,
    calibration_footprint,
    content_box,
    draw_page_furniture,
    new_canvas,
    normalize_paper,
)
from listbuilder.records import record

Point = tuple[float, float]
FlameLayout = Literal["auto", "diagonal", "split"]


def _template_size(sizes: dict[str, TemplateDef], template: str, field: str) -> float:
    value = getattr(sizes[template], field) if template in sizes else None
    if value is None:
        raise CodexError(
            Msg("error.print.template_size", field=field, template=template),
            file="game_system.yaml",
            hint=Msg("error.print.template_size.hint", field=field, template=repr(template)),
        )
    return float(value) * mm


# Nominal sizes, in points (rules spec §7.1, ruling 9), read from the game system: a variant
# rule set with other templates is an edit of game_system.yaml, not of this module.
_SIZES = {template.id: template for template in load_game_system().templates}
BARRAGE_DIAMETER = _template_size(_SIZES, "barrage", "diameter_mm")
LARGE_BARRAGE_DIAMETER = _template_size(_SIZES, "large_barrage", "diameter_mm")
LARGE_FLAME_DIAMETER = _template_size(_SIZES, "large_flame", "diameter_mm")
LARGE_FLAME_TRIANGLE = _template_size(_SIZES, "large_flame", "length_mm")
SMALL_FLAME_DIAMETER = _template_size(_SIZES, "small_flame", "diameter_mm")
SMALL_FLAME_TRIANGLE = _template_size(_SIZES, "small_flame", "length_mm")
MINEFIELD_SHORT = _template_size(_SIZES, "minefield", "width_mm")
MINEFIELD_LONG = _template_size(_SIZES, "minefield", "length_mm")

OUTLINE_WIDTH = 0.3 * mm
GAP = 4 * mm
"""Space left between templates on the sheet: enough to cut between them."""
MIN_GAP = 2.5 * mm
"""A layout with two templates closer than this is rejected."""
LABEL_PADDING = 1.0 * mm
"""Labels keep at least this far inside their template's edge."""

JOIN_TICKS = (-10 * mm, 0.0, 10 * mm)
"""Where the alignment ticks cross the cut edge of a split flame, from its axis."""
JOIN_TICK_LENGTH = 4 * mm

_ARC_STEPS = 48  # polygon resolution for layout checks (per full turn)
_INK = 0.15  # grey level of labels and marks: readable, cheaper than black


class TemplateLayoutError(RuntimeError):
    """The templates do not fit the page as planned (a bug or a paper too small)."""


# --------------------------------------------------------------------------- geometry


def _rotate(point: Point, angle: float) -> Point:
    c, s = math.cos(angle), math.sin(angle)
    return (point[0] * c - point[1] * s, point[0] * s + point[1] * c)


def _arc(radius: float, start: float, end: float, *, outer: bool) -> list[Point]:
    """Polygon vertices along an arc, inscribed, or circumscribed if *outer*.

    Inscribed polygons are used to check that labels sit inside a template,
    circumscribed ones to check that templates keep apart: both err on the
    safe side.
    """
    steps = max(2, math.ceil(abs(end - start) / (2 * math.pi) * _ARC_STEPS))
    step = (end - start) / steps
    scale = 1 / math.cos(step / 2) if outer else 1.0
    points = [
        (radius * math.cos(start + i * step), radius * math.sin(start + i * step))
        for i in range(steps + 1)
    ]
    if outer:
        # Replace the inner vertices by the tangent-line crossings.
        mids = [
            (
                radius * scale * math.cos(start + (i + 0.5) * step),
                radius * scale * math.sin(start + (i + 0.5) * step),
            )
            for i in range(steps)
        ]
        return [points[0], *mids, points[-1]]
    return points


def _axes(polygon: Sequence[Point]) -> list[Point]:
    axes = []
    for i, (x1, y1) in enumerate(polygon):
        x2, y2 = polygon[(i + 1) % len(polygon)]
        length = math.hypot(x2 - x1, y2 - y1)
        if length > 1e-9:
            axes.append(((y1 - y2) / length, (x2 - x1) / length))
    return axes


def separation(first: Sequence[Point], second: Sequence[Point]) -> float:
    """How far apart two convex polygons are along their best separating axis.

    Positive: at least that far apart. Negative: they overlap (separating-axis
    theorem; the value never overstates the true distance).
    """
    best = -math.inf
    for ax, ay in _axes(first) + _axes(second):
        a = [x * ax + y * ay for x, y in first]
        b = [x * ax + y * ay for x, y in second]
        best = max(best, min(b) - max(a), min(a) - max(b))
    return best


def _inside_convex(point: Point, polygon: Sequence[Point], margin: float) -> bool:
    """True if *point* is inside the counter-clockwise convex *polygon* by *margin*."""
    px, py = point
    for i, (x1, y1) in enumerate(polygon):
        x2, y2 = polygon[(i + 1) % len(polygon)]
        length = math.hypot(x2 - x1, y2 - y1)
        if length < 1e-9:
            continue
        if ((x2 - x1) * (py - y1) - (y2 - y1) * (px - x1)) / length < margin:
            return False
    return True


def _format_cm(points: float, lang: str) -> str:
    """A length in centimetres as players write it: ``6``, ``12.5`` or ``12,5``."""
    value = round(points / (10 * mm), 2)
    text = f"{value:g}"
    return text.replace(".", ",") if lang == "fr" else text


# --------------------------------------------------------------------------- labels


@record
class _Line:
    text: str
    font: str
    size: float


@record
class _Placed:
    """A line of text centred on (x, baseline) in a template's local frame."""

    line: _Line
    x: float
    baseline: float

    def corners(self) -> list[Point]:
        half = stringWidth(self.line.text, self.line.font, self.line.size) / 2
        ascent, descent = getAscentDescent(self.line.font, self.line.size)
        top, bottom = self.baseline + ascent, self.baseline + descent
        return [
            (self.x - half, bottom),
            (self.x + half, bottom),
            (self.x + half, top),
            (self.x - half, top),
        ]


def _stack(lines: Sequence[_Line], x: float, middle: float) -> list[_Placed]:
    """Centre *lines* as a block on (x, middle), one under the other."""
    leadings = [line.size * 1.25 for line in lines]
    first = middle + (sum(leadings) - leadings[0]) / 2 - lines[0].size * 0.35
    placed = []
    baseline = first
    for line, leading in zip(lines, leadings, strict=True):
        placed.append(_Placed(line, x, baseline))
        baseline -= leading
    return placed


def _block_size(lines: Sequence[_Line]) -> tuple[float, float]:
    width = max(stringWidth(line.text, line.font, line.size) for line in lines)
    return width, sum(line.size * 1.25 for line in lines)


# --------------------------------------------------------------------------- templates


@record
class Template:
    """One template placed on a page: a local frame (origin, angle) and a shape.

    Subclasses describe the shape in the local frame; this class maps it to
    the page, draws it, and gives the polygons the layout checks use.
    """

    x: float
    y: float
    angle: float = 0.0

    def _to_page(self, points: Sequence[Point]) -> list[Point]:
        return [(self.x + rx, self.y + ry) for rx, ry in (_rotate(p, self.angle) for p in points)]

    def outer(self) -> list[Point]:
        """A convex polygon containing the template (for spacing checks)."""
        return self._to_page(self._local_polygon(outer=True))

    def inner(self) -> list[Point]:
        """A convex polygon inside the template (for label checks)."""
        return self._to_page(self._local_polygon(outer=False))

    def bounds(self) -> Box:
        """The template's exact bounding box on the page."""
        points = self._to_page(self._extremes())
        xs, ys = [p[0] for p in points], [p[1] for p in points]
        return Box(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))

    def label_polygons(self, lang: str) -> list[list[Point]]:
        return [self._to_page(p.corners()) for p in self._labels(lang)]

    def draw(self, canvas: Canvas, lang: str) -> None:
        canvas.saveState()
        canvas.translate(self.x, self.y)
        canvas.rotate(math.degrees(self.angle))
        canvas.setLineWidth(OUTLINE_WIDTH)
        canvas.setLineCap(0)
        canvas.setLineJoin(0)
        canvas.setStrokeGray(0)
        path = canvas.beginPath()
        self._trace(path)
        canvas.drawPath(path, stroke=1, fill=0)
        canvas.setStrokeGray(_INK)
        canvas.setFillGray(_INK)
        self._marks(canvas)
        for placed in self._labels(lang):
            canvas.setFont(placed.line.font, placed.line.size)
            canvas.drawCentredString(placed.x, placed.baseline, placed.line.text)
        canvas.restoreState()

    # Shape hooks, in the local frame.
    def _local_polygon(self, *, outer: bool) -> list[Point]:
        raise NotImplementedError

    def _extremes(self) -> list[Point]:
        """Local points whose page bounding box is the template's (exact)."""
        raise NotImplementedError

    def _trace(self, path: PDFPathObject) -> None:
        raise NotImplementedError

    def _marks(self, canvas: Canvas) -> None:
        """Extra printed marks (centre cross, alignment marks)."""

    def _labels(self, lang: str) -> list[_Placed]:
        raise NotImplementedError


def _circle_extremes(cx: float, cy: float, radius: float, angle: float) -> list[Point]:
    """Local points that land on the page-axis extremes of a circle."""
    return [
        (cx + radius * math.cos(a - angle), cy + radius * math.sin(a - angle))
        for a in (0, math.pi / 2, math.pi, 3 * math.pi / 2)
    ]


@record
class Circle(Template):
    """A barrage template: a circle centred on (x, y) with a centre cross."""

    diameter: float = BARRAGE_DIAMETER
    name_key: str = "print.templates.barrage"

    @property
    def radius(self) -> float:
        return self.diameter / 2

    def _local_polygon(self, *, outer: bool) -> list[Point]:
        return _arc(self.radius, 0, 2 * math.pi, outer=outer)[:-1]

    def _extremes(self) -> list[Point]:
        return _circle_extremes(0, 0, self.radius, self.angle)

    def _trace(self, path: PDFPathObject) -> None:
        r = self.radius
        path.circle(0, 0, r)

    def _marks(self, canvas: Canvas) -> None:
        arm = 2 * mm
        canvas.setLineWidth(0.15 * mm)
        canvas.line(-arm, 0, arm, 0)
        canvas.line(0, -arm, 0, arm)

    def _labels(self, lang: str) -> list[_Placed]:
        scale = 1.25 if self.diameter > BARRAGE_DIAMETER else 1.0
        name = _Line(message(self.name_key, lang), fonts.BOLD, 7.5 * scale)
        size = _Line(
            message("print.templates.diameter", lang, size=_format_cm(self.diameter, lang)),
            fonts.REGULAR,
            7.0 * scale,
        )
        return [_Placed(name, 0, 3.5 * mm * scale), _Placed(size, 0, -6 * mm * scale)]


@record
class Minefield(Template):
    """A minefield rectangle with its lower-left corner at (x, y), page-aligned."""

    width: float = MINEFIELD_SHORT
    height: float = MINEFIELD_LONG

    def _local_polygon(self, *, outer: bool) -> list[Point]:
        return [(0, 0), (self.width, 0), (self.width, self.height), (0, self.height)]

    def _extremes(self) -> list[Point]:
        return self._local_polygon(outer=False)

    def _trace(self, path: PDFPathObject) -> None:
        path.rect(0, 0, self.width, self.height)

    def _labels(self, lang: str) -> list[_Placed]:
        short, long = sorted((self.width, self.height))
        lines = [
            _Line(message("print.templates.minefield", lang), fonts.BOLD, 8.0),
            _Line(
                message(
                    "print.templates.rectangle",
                    lang,
                    width=_format_cm(short, lang),
                    height=_format_cm(long, lang),
                ),
                fonts.REGULAR,
                7.5,
            ),
        ]
        return _stack(lines, self.width / 2, self.height / 2)


@record
class Flame(Template):
    """A flame template in its local frame: the half-circle's centre at the
    origin, the triangle's base on the y axis and its tip at (triangle, 0).

    ``start`` and ``end`` cut the template across its axis (local x) so the
    large flame can be printed in two pieces; the defaults are the whole shape.
    """

    diameter: float = LARGE_FLAME_DIAMETER
    triangle: float = LARGE_FLAME_TRIANGLE
    name_key: str = "print.templates.large_flame"
    start: float | None = None  # None: from the back of the half-circle
    end: float | None = None  # None: to the tip
    part: int = 0  # 0: whole template, 1 or 2: piece of a split template

    @property
    def radius(self) -> float:
        return self.diameter / 2

    def half_width(self, s: float) -> float:
        """Half the template's width at distance *s* along the triangle."""
        return self.radius * (1 - s / self.triangle)

    def _local_polygon(self, *, outer: bool) -> list[Point]:
        r, t = self.radius, self.triangle
        points: list[Point] = []
        if self.end is None:
            points.append((t, 0))
        else:
            points += [
                (self.end, -self.half_width(self.end)),
                (self.end, self.half_width(self.end)),
            ]
        if self.start is None:
            points += _arc(r, math.pi / 2, 3 * math.pi / 2, outer=outer)
        else:
            points += [
                (self.start, self.half_width(self.start)),
                (self.start, -self.half_width(self.start)),
            ]
        return points

    def _extremes(self) -> list[Point]:
        points = self._local_polygon(outer=False)
        if self.start is None:
            points += [p for p in _circle_extremes(0, 0, self.radius, self.angle) if p[0] <= 1e-9]
        return points

    def _trace(self, path: PDFPathObject) -> None:
        r, t = self.radius, self.triangle
        if self.end is None:
            path.moveTo(t, 0)
        else:
            e, h = self.end, self.half_width(self.end)
            path.moveTo(e, -h)
            path.lineTo(e, h)
        if self.start is None:
            path.lineTo(0, r)
            for curve in bezierArc(-r, -r, r, r, 90, 180):
                path.curveTo(*curve[2:])
        else:
            s, h = self.start, self.half_width(self.start)
            path.lineTo(s, h)
            path.lineTo(s, -h)
        path.close()

    def _marks(self, canvas: Canvas) -> None:
        """For a piece: ticks on the cut edge, at the same places on both pieces,
        so the two halves line up when butted together."""
        if not self.part:
            return
        cut = self.end if self.part == 1 else self.start
        assert cut is not None
        inward = -1 if self.part == 1 else 1
        canvas.setLineWidth(0.2 * mm)
        for offset in JOIN_TICKS:
            canvas.line(cut, offset, cut + inward * JOIN_TICK_LENGTH, offset)

    def _labels(self, lang: str) -> list[_Placed]:
        big = self.triangle >= LARGE_FLAME_TRIANGLE
        size = 8.0 if big else 7.0
        small = 6.8 if big else 6.2
        lines = [_Line(message(self.name_key, lang), fonts.BOLD, size)]
        if self.part:
            lines.append(
                _Line(message("print.templates.part", lang, part=self.part), fonts.BOLD, small)
            )
        if self.part != 2:  # the tip piece has no room for the sizes: part 1 carries them
            lines += self._size_lines(lang, small)
        if self.part:
            other = 2 if self.part == 1 else 1
            lines.append(
                _Line(message("print.templates.join", lang, other=other), fonts.CONDENSED, small)
            )
        if self.part != 1:
            lines.append(_Line(message("print.templates.flame_hint", lang), fonts.ITALIC, small))
        return _stack(lines, self._label_centre(lines), 0)

    def _size_lines(self, lang: str, size: float) -> list[_Line]:
        return [
            _Line(
                message(
                    "print.templates.flame_size",
                    lang,
                    length=_format_cm(self.triangle, lang),
                    diameter=_format_cm(self.diameter, lang),
                ),
                fonts.CONDENSED,
                size,
            ),
            _Line(
                message(
                    "print.templates.flame_total",
                    lang,
                    total=_format_cm(self.triangle + self.radius, lang),
                ),
                fonts.CONDENSED,
                size,
            ),
        ]

    def _label_centre(self, lines: Sequence[_Line]) -> float:
        """Where along the axis the label block fits best: centred in the room left
        between the curved back (or the cut) and the narrowing of the triangle."""
        width, height = _block_size(lines)
        need = height / 2 + LABEL_PADDING + 0.5 * mm
        if self.start is None:
            low = -math.sqrt(max(self.radius**2 - need**2, 0.0))
        else:
            low = self.start + JOIN_TICK_LENGTH
        high = self.triangle * (1 - need / self.radius)
        if self.end is not None:
            high = min(high, self.end - JOIN_TICK_LENGTH)
        low, high = low + LABEL_PADDING, high - LABEL_PADDING
        if high - low < width:
            return (low + high) / 2  # the layout check will report it
        # Keep the block toward the wide end, but not hard against the back.
        slack = high - low - width
        return low + width / 2 + slack * 0.3


# --------------------------------------------------------------------------- layout


def _first_page(box: Box, keep_out: tuple[Box, Box]) -> list[Template]:
    """The book's first row of barrage circles, the large barrage, two minefields
    and a spare barrage circle in the corner those leave free; the lying minefield
    a cutting gap clear of the page's 6 cm L (*keep_out*)."""
    d = BARRAGE_DIAMETER
    count = max(1, int((box.width + GAP) // (d + GAP)))
    spacing = (box.width - count * d) / (count - 1) if count > 1 else 0.0
    row = [Circle(box.x + d / 2 + i * (d + spacing), box.top - d / 2) for i in range(count)]
    below = box.top - d - GAP
    big = LARGE_BARRAGE_DIAMETER
    standing = Minefield(box.right - MINEFIELD_SHORT, below - MINEFIELD_LONG)
    return [
        *row,
        Circle(
            box.x + big / 2,
            below - big / 2,
            diameter=big,
            name_key="print.templates.large_barrage",
        ),
        standing,
        Minefield(
            max(box.x, keep_out[0].right + GAP),
            below - big - GAP - MINEFIELD_SHORT,
            width=MINEFIELD_LONG,
            height=MINEFIELD_SHORT,
        ),
        Circle(box.right - d / 2, standing.y - GAP - d / 2),
    ]


def _second_page_items(box: Box, small_flame: Flame) -> list[Template]:
    """The three other minefields: two in the top-left corner, one bottom right."""
    long, short = MINEFIELD_LONG, MINEFIELD_SHORT
    return [
        Minefield(box.x, box.top - short, width=long, height=short),
        Minefield(box.x, box.top - 2 * short - GAP, width=long, height=short),
        Minefield(box.right - long, box.y, width=long, height=short),
        small_flame,
    ]


def _small_flame(x: float, y: float) -> Flame:
    """The small flame standing upright, its half-circle's centre at (x, y)."""
    return Flame(
        x,
        y,
        math.pi / 2,
        diameter=SMALL_FLAME_DIAMETER,
        triangle=SMALL_FLAME_TRIANGLE,
        name_key="print.templates.small_flame",
    )


def _box_polygon(box: Box) -> list[Point]:
    return [(box.x, box.y), (box.right, box.y), (box.right, box.top), (box.x, box.top)]


def _diagonal_page(box: Box, keep_out: tuple[Box, Box]) -> list[Template] | None:
    """The large flame from the bottom-left corner toward the top-right one, at the
    angle that leaves the most room to the templates in the two free corners;
    None if it cannot fit. Its round end stays a cutting gap away from the
    page's 6 cm L (*keep_out*: the L's two arms), which sits in that corner."""
    r, t = LARGE_FLAME_DIAMETER / 2, LARGE_FLAME_TRIANGLE
    small_r = SMALL_FLAME_DIAMETER / 2
    others = _second_page_items(
        box, _small_flame(box.right - small_r, box.y + MINEFIELD_SHORT + GAP + small_r)
    )
    upright, lying = keep_out
    cx = max(box.x, upright.right + GAP) + r
    cy = max(box.y, lying.top + GAP) + r
    # The half-circle sits in the corner; the tip must stay inside.
    reach_x, reach_y = (box.right - cx) / t, (box.top - cy) / t
    if min(reach_x, reach_y) <= 0:
        return None
    low, high = math.acos(min(reach_x, 1.0)), math.asin(min(reach_y, 1.0))
    if low > high:
        return None

    outlines = [item.outer() for item in others] + [_box_polygon(b) for b in keep_out]

    def clearance(angle: float) -> float:
        flame = Flame(cx, cy, angle).outer()
        return min(separation(flame, outline) for outline in outlines)

    best = _maximise(clearance, low, high)
    if clearance(best) < MIN_GAP:
        return None
    return [Flame(cx, cy, best), *others]


def _maximise(score: Callable[[float], float], low: float, high: float) -> float:
    """The argument of the best score on [low, high]: a coarse scan, then a
    golden-section search around the best sample."""
    samples = 16
    step = (high - low) / samples
    if step <= 0:
        return low
    best = max((low + i * step for i in range(samples + 1)), key=score)
    a, b = max(low, best - step), min(high, best + step)
    ratio = (math.sqrt(5) - 1) / 2
    c, d = b - ratio * (b - a), a + ratio * (b - a)
    score_c, score_d = score(c), score(d)
    for _ in range(24):
        if score_c >= score_d:
            b, d, score_d = d, c, score_c
            c = b - ratio * (b - a)
            score_c = score(c)
        else:
            a, c, score_c = c, d, score_d
            d = a + ratio * (b - a)
            score_d = score(d)
    return (a + b) / 2


def _split_page(box: Box, keep_out: tuple[Box, Box]) -> list[Template]:
    """The large flame in two upright pieces of equal length, side by side, the
    tip piece showing where it goes; minefields and small flame beside them, the
    lower-left ones a cutting gap clear of the page's 6 cm L (*keep_out*)."""
    r, t = LARGE_FLAME_DIAMETER / 2, LARGE_FLAME_TRIANGLE
    cut = (t - r) / 2  # both pieces (r + cut) = (t - cut) long
    piece_length = r + cut
    up = math.pi / 2
    first = Flame(box.x + r, box.top - piece_length + r, up, end=cut, part=1)
    tip_half = first.half_width(cut)
    second = Flame(box.x + 2 * r + GAP + tip_half, box.top - t, up, start=cut, part=2)
    long, short = MINEFIELD_LONG, MINEFIELD_SHORT
    below = box.top - piece_length - GAP
    small_r = SMALL_FLAME_DIAMETER / 2
    standing = Minefield(box.right - short, box.top - long)
    left = max(box.x, keep_out[0].right + GAP)
    return [
        first,
        second,
        Minefield(left, below - short, width=long, height=short),
        Minefield(left, below - 2 * short - GAP, width=long, height=short),
        standing,
        _small_flame(box.right - small_r, standing.y - GAP - SMALL_FLAME_TRIANGLE),
    ]


def plan_pages(paper: str = "a4", *, large_flame: FlameLayout = "auto") -> list[list[Template]]:
    """The templates of each page, placed and checked (see :func:`check_page`)."""
    if large_flame not in ("auto", "diagonal", "split"):
        raise ValueError(f"unknown large flame layout {large_flame!r}")
    box = content_box(paper)
    keep_out = calibration_footprint(paper)
    second: list[Template] | None
    if large_flame == "split":
        second = _split_page(box, keep_out)
    else:
        second = _diagonal_page(box, keep_out)
        if second is None:
            if large_flame == "diagonal":
                raise TemplateLayoutError(
                    f"the large flame template does not fit diagonally on {paper}"
                )
            second = _split_page(box, keep_out)
    pages = [_first_page(box, keep_out), second]
    for page in pages:
        check_page(page, box, keep_out=keep_out)
    return pages


def check_page(
    templates: Sequence[Template],
    box: Box,
    langs: Sequence[str] = ("en", "fr"),
    *,
    keep_out: Sequence[Box] = (),
) -> None:
    """Reject a page whose templates leave the content box, come closer than
    :data:`MIN_GAP` to each other or to a *keep_out* area (the 6 cm L), or whose
    labels do not fit inside their template."""
    fonts.register_fonts()  # labels are measured with the real fonts
    for template in templates:
        if not box.contains(template.bounds()):
            raise TemplateLayoutError(f"{template!r} leaves the printable area {box!r}")
    outlines = [template.outer() for template in templates]
    for area in keep_out:
        for template, outline in zip(templates, outlines, strict=True):
            gap = separation(outline, _box_polygon(area))
            if gap < MIN_GAP:
                raise TemplateLayoutError(
                    f"{template!r} is {gap / mm:.1f} mm from the 6 cm scale mark"
                )
    for i, first in enumerate(outlines):
        for j in range(i + 1, len(outlines)):
            gap = separation(first, outlines[j])
            if gap < MIN_GAP:
                raise TemplateLayoutError(
                    f"templates {templates[i]!r} and {templates[j]!r} are {gap / mm:.1f} mm apart"
                )
    for template in templates:
        inner = template.inner()
        for lang in langs:
            for corners in template.label_polygons(lang):
                if not all(_inside_convex(p, inner, LABEL_PADDING) for p in corners):
                    raise TemplateLayoutError(f"a {lang} label does not fit inside {template!r}")


# --------------------------------------------------------------------------- output


def draw_template_pages(
    canvas: Canvas, paper: str, lang: str, *, large_flame: FlameLayout = "auto"
) -> int:
    """Draw the template sheet as new pages of *canvas*; returns the page count.

    The canvas must be at the start of a blank page (call ``showPage()`` first
    when appending to another document); each template page is finished with
    ``showPage()``.
    """
    fonts.register_fonts()
    paper = normalize_paper(paper)
    pages = plan_pages(paper, large_flame=large_flame)
    note = message("print.templates.cut_note", lang)
    for number, templates in enumerate(pages, start=1):
        title = message("print.templates.page_title", lang, page=number, pages=len(pages))
        # The scale mark once, on the first page; the layout keeps its room on every page.
        draw_page_furniture(canvas, paper, lang, title, note=note, scale_mark=number == 1)
        for template in templates:
            template.draw(canvas, lang)
        canvas.showPage()
    return len(pages)


def render_templates(
    out: Path, *, paper: str = "a4", lang: str = "en", large_flame: FlameLayout = "auto"
) -> Path:
    """Write the template sheet to *out* as a PDF and return *out*."""
    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    canvas = new_canvas(
        out, paper, title=message("print.templates.document_title", lang), lang=lang
    )
    draw_template_pages(canvas, paper, lang, large_flame=large_flame)
    canvas.save()
    return out
