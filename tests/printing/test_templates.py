"""The template sheet, read back from the PDF and measured.

Every size is measured on the vector paths pdfplumber finds in the file and
compared with the rulebook's numbers written here in millimetres, never with
the printer's own constants: if the printer drew a 59 mm barrage circle or a
25 cm large flame, these tests would say so.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any

import pdfplumber
import pytest
from pdfminer.pdftypes import resolve1

from listbuilder.printing.page import Box, draw_cut_marks, new_canvas
from listbuilder.printing.templates import (
    Circle,
    TemplateLayoutError,
    check_page,
    draw_template_pages,
    render_templates,
)

PT = 25.4 / 72  # millimetres per PDF point
TOL = 0.2  # mm: the brief's tolerance on every template size
PAPERS_MM = {"a4": (210.0, 297.0), "letter": (215.9, 279.4)}
SAFE_MARGIN = 6.0  # mm kept clear on every side (most printers cannot print nearer)

# Rulebook sizes (rules spec §7.1, ruling 9), in millimetres.
BARRAGE = 60.0
LARGE_BARRAGE = 120.0
LARGE_FLAME = (60.0, 250.0)  # half-circle diameter, triangle length
SMALL_FLAME = (50.0, 100.0)
MINEFIELD = (50.0, 100.0)
MINEFIELDS = 5
CALIBRATION_ARM = 60.0

INSTRUCTIONS = {
    "en": ["100%", "Actual size", "Fit to page", "6 cm"],
    "fr": ["100 %", "Taille réelle", "Ajuster à la page", "6 cm", "échelle"],
}
NAMES = {
    "en": {
        "barrage": "Barrage template",
        "large_barrage": "Large barrage template",
        "large_flame": "Large flame template",
        "small_flame": "Small flame template",
        "minefield": "Minefield",
    },
    "fr": {
        "barrage": "Gabarit de barrage",
        "large_barrage": "Gabarit de grand barrage",
        "large_flame": "Grand gabarit de flammes",
        "small_flame": "Petit gabarit de flammes",
        "minefield": "Champ de mines",
    },
}

Point = tuple[float, float]


# --------------------------------------------------------------------------- geometry helpers


def _dist(a: Point, b: Point) -> float:
    return math.hypot(a[0] - b[0], a[1] - b[1])


def _bezier(p0: Point, p1: Point, p2: Point, p3: Point, steps: int = 40) -> list[Point]:
    out = []
    for i in range(steps + 1):
        t = i / steps
        u = 1 - t
        out.append(
            (
                u**3 * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t**3 * p3[0],
                u**3 * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t**3 * p3[1],
            )
        )
    return out


def _hull(points: Sequence[Point]) -> list[Point]:
    pts = sorted(set(points))
    if len(pts) < 3:
        return pts

    def cross(o: Point, a: Point, b: Point) -> float:
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])

    lower: list[Point] = []
    for p in pts:
        while len(lower) >= 2 and cross(lower[-2], lower[-1], p) <= 0:
            lower.pop()
        lower.append(p)
    upper: list[Point] = []
    for p in reversed(pts):
        while len(upper) >= 2 and cross(upper[-2], upper[-1], p) <= 0:
            upper.pop()
        upper.append(p)
    return lower[:-1] + upper[:-1]


def _gap(first: Sequence[Point], second: Sequence[Point]) -> float:
    """Separating-axis gap between two convex polygons (negative: they overlap).

    Never more than the true distance; the bounding boxes answer first when
    they are far apart, which keeps the many character checks fast.
    """
    best = max(
        min(p[0] for p in second) - max(p[0] for p in first),
        min(p[0] for p in first) - max(p[0] for p in second),
        min(p[1] for p in second) - max(p[1] for p in first),
        min(p[1] for p in first) - max(p[1] for p in second),
    )
    if best > 1.0:
        return best
    for poly in (first, second):
        for i, (x1, y1) in enumerate(poly):
            x2, y2 = poly[(i + 1) % len(poly)]
            n = math.hypot(x2 - x1, y2 - y1)
            if n == 0:
                continue
            ax, ay = (y1 - y2) / n, (x2 - x1) / n
            a = [x * ax + y * ay for x, y in first]
            b = [x * ax + y * ay for x, y in second]
            best = max(best, min(b) - max(a), min(a) - max(b))
    return best


def _inside(polygon: Sequence[Point], point: Point) -> bool:
    """True if *point* is strictly inside the convex *polygon* (either winding)."""
    signs = set()
    for i, (x1, y1) in enumerate(polygon):
        x2, y2 = polygon[(i + 1) % len(polygon)]
        cross = (x2 - x1) * (point[1] - y1) - (y2 - y1) * (point[0] - x1)
        if abs(cross) < 1e-12:
            return False
        signs.add(cross > 0)
    return len(signs) == 1


def _box(x0: float, top: float, x1: float, bottom: float) -> list[Point]:
    return [(x0, top), (x1, top), (x1, bottom), (x0, bottom)]


# --------------------------------------------------------------------------- reading shapes back


@dataclass
class Segment:
    start: Point
    end: Point
    controls: tuple[Point, Point] | None = None  # None: a straight line

    def samples(self, steps: int = 40) -> list[Point]:
        if self.controls is None:
            return [self.start, self.end]
        return _bezier(self.start, *self.controls, self.end, steps=steps)


@dataclass
class Shape:
    """One stroked path from the PDF, in millimetres (y grows downwards)."""

    segments: list[Segment]
    closed: bool
    text: str = ""
    chars: list[dict[str, Any]] = field(default_factory=list)

    @property
    def vertices(self) -> list[Point]:
        return [s.start for s in self.segments]

    @property
    def curved(self) -> list[Segment]:
        return [s for s in self.segments if s.controls is not None]

    @property
    def straight(self) -> list[Segment]:
        return [s for s in self.segments if s.controls is None and _dist(s.start, s.end) > 1e-3]

    @cached_property
    def hull(self) -> list[Point]:
        """Convex hull of the outline, curves sampled (inside the true edge by < 0.05 mm)."""
        return _hull([p for s in self.segments for p in s.samples(steps=20)])

    def samples(self) -> list[Point]:
        return [p for s in self.segments for p in s.samples()]

    def bbox(self) -> tuple[float, float]:
        xs = [p[0] for p in self.samples()]
        ys = [p[1] for p in self.samples()]
        return max(xs) - min(xs), max(ys) - min(ys)

    def kind(self) -> str:
        if not self.closed:
            return "open"
        if self.curved and not self.straight:
            return "circle"
        if self.curved:
            return "flame" if len(self.straight) == 2 else "flame_part1"
        if len(self.straight) == 3:
            return "flame_part2"
        return "polygon"


def _shape(path: list[tuple[Any, ...]]) -> Shape:
    """Rebuild the segments of a pdfplumber path (m/l/c/h commands), in mm."""

    def mm(p: tuple[float, float]) -> Point:
        return (p[0] * PT, p[1] * PT)

    segments: list[Segment] = []
    start = current = mm(path[0][1])
    closed = False
    for op, *args in path[1:]:
        if op == "l":
            point = mm(args[0])
            segments.append(Segment(current, point))
            current = point
        elif op == "c":
            c1, c2, point = (mm(a) for a in args)
            segments.append(Segment(current, point, (c1, c2)))
            current = point
        elif op == "h":
            closed = True
            if _dist(current, start) > 1e-3:
                segments.append(Segment(current, start))
        else:  # a second subpath: not something the template printer draws
            raise AssertionError(f"unexpected path operator {op!r}")
    if not closed and segments and _dist(current, start) < 1e-3:
        closed = True
    return Shape(segments, closed)


@dataclass
class Page:
    number: int
    width: float  # mm
    height: float
    text: str
    shapes: list[Shape]
    rects: list[tuple[float, float, list[Point]]]  # width, height, corners (mm)
    objects: list[dict[str, Any]]
    chars: list[dict[str, Any]]

    def of_kind(self, kind: str) -> list[Shape]:
        return [s for s in self.shapes if s.kind() == kind]

    @cached_property
    def templates(self) -> list[list[Point]]:
        """Every template outline on the page as a convex polygon."""
        hulls = [s.hull for s in self.shapes if s.kind() != "open"]
        return hulls + [corners for _, _, corners in self.rects]


def _read(pdf_path: Path) -> list[Page]:
    pages = []
    with pdfplumber.open(pdf_path) as pdf:
        for page in pdf.pages:
            shapes = [_shape(c["path"]) for c in page.curves]
            rects = [
                (
                    (r["x1"] - r["x0"]) * PT,
                    (r["bottom"] - r["top"]) * PT,
                    _box(r["x0"] * PT, r["top"] * PT, r["x1"] * PT, r["bottom"] * PT),
                )
                for r in page.rects
            ]
            pages.append(
                Page(
                    number=page.page_number,
                    width=float(page.width) * PT,
                    height=float(page.height) * PT,
                    text=" ".join((page.extract_text() or "").split()),
                    shapes=shapes,
                    rects=rects,
                    objects=[*page.chars, *page.lines, *page.rects, *page.curves],
                    chars=list(page.chars),
                )
            )
    return pages


def _char_box(char: dict[str, Any]) -> list[Point]:
    return _box(char["x0"] * PT, char["top"] * PT, char["x1"] * PT, char["bottom"] * PT)


def _text_inside(page: Page, hull: list[Point]) -> str:
    """The characters drawn inside *hull*, in drawing order, lines split by '|'."""
    out = []
    last: dict[str, Any] | None = None
    for char in page.chars:
        if all(_inside(hull, corner) for corner in _char_box(char)):
            if last is not None:
                jump = math.hypot(
                    char["matrix"][4] - last["matrix"][4], char["matrix"][5] - last["matrix"][5]
                )
                if jump > 2.5 * char["size"]:
                    out.append("|")
            out.append(char["text"])
            last = char
    return "".join(out)


# --------------------------------------------------------------------------- fixtures


@dataclass
class Rendered:
    paper: str
    lang: str
    layout: str
    path: Path
    pages: list[Page]


CASES = [(paper, lang) for paper in PAPERS_MM for lang in ("en", "fr")]


@pytest.fixture(scope="module", params=CASES, ids=[f"{p}-{lang}" for p, lang in CASES])
def rendered(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Rendered:
    paper, lang = request.param
    out = render_templates(
        tmp_path_factory.mktemp("tpl") / f"templates-{paper}-{lang}.pdf", paper=paper, lang=lang
    )
    return Rendered(paper, lang, "auto", out, _read(out))


@pytest.fixture(scope="module", params=list(PAPERS_MM))
def split(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Rendered:
    paper = request.param
    out = render_templates(
        tmp_path_factory.mktemp("split") / f"split-{paper}.pdf",
        paper=paper,
        lang="fr",
        large_flame="split",
    )
    return Rendered(paper, "fr", "split", out, _read(out))


def _all(rendered: Rendered, kind: str) -> Iterator[Shape]:
    for page in rendered.pages:
        yield from page.of_kind(kind)


# --------------------------------------------------------------------------- measurements


def _circles(rendered: Rendered) -> list[tuple[Page, Shape, float]]:
    found = []
    for page in rendered.pages:
        for shape in page.of_kind("circle"):
            width, height = shape.bbox()
            assert width == pytest.approx(height, abs=TOL), "a circle template is not round"
            centre = (
                sum(p[0] for p in shape.vertices) / len(shape.vertices),
                sum(p[1] for p in shape.vertices) / len(shape.vertices),
            )
            radii = [_dist(centre, p) for p in shape.samples()]
            assert max(radii) - min(radii) < TOL, "a barrage template is not a circle"
            found.append((page, shape, width))
    return found


@dataclass
class FlameMeasure:
    diameter: float  # of the half-circle (the triangle's base)
    triangle: float  # from the base to the tip
    total: float  # from the back of the half-circle to the tip
    width: float  # widest extent across the axis
    axis_angle: float  # degrees, page-relative


def _measure_flame(shape: Shape) -> FlameMeasure:
    lines = shape.straight
    assert len(lines) == 2 and len(shape.curved) >= 2
    ends = [p for s in lines for p in (s.start, s.end)]
    tip = next(p for p in ends if sum(_dist(p, q) < 1e-3 for q in ends) == 2)
    corners = [p for p in ends if _dist(p, tip) > 1e-3]
    base = ((corners[0][0] + corners[1][0]) / 2, (corners[0][1] + corners[1][1]) / 2)
    diameter = _dist(*corners)
    arc = [p for s in shape.curved for p in s.samples()]
    radii = [_dist(base, p) for p in arc]
    assert max(radii) - min(radii) < TOL, "the flame's round end is not a half-circle"
    axis = ((tip[0] - base[0]) / _dist(tip, base), (tip[1] - base[1]) / _dist(tip, base))
    across = [(p[0] - base[0]) * -axis[1] + (p[1] - base[1]) * axis[0] for p in shape.samples()]
    # The half-circle must bulge away from the tip, not into the triangle.
    assert all((p[0] - base[0]) * axis[0] + (p[1] - base[1]) * axis[1] < 1e-3 for p in arc)
    return FlameMeasure(
        diameter=diameter,
        triangle=_dist(tip, base),
        total=max(_dist(tip, p) for p in arc),
        width=max(across) - min(across),
        axis_angle=math.degrees(math.atan2(-axis[1], axis[0])) % 180,
    )


def _minefields(rendered: Rendered) -> list[tuple[float, float]]:
    return [(w, h) for page in rendered.pages for w, h, _ in page.rects]


# --------------------------------------------------------------------------- tests: sizes


def test_pages_are_the_paper_size(rendered: Rendered) -> None:
    width, height = PAPERS_MM[rendered.paper]
    assert len(rendered.pages) == 2
    for page in rendered.pages:
        assert page.width == pytest.approx(width, abs=0.1)
        assert page.height == pytest.approx(height, abs=0.1)


def test_everything_is_inside_the_printable_area(rendered: Rendered) -> None:
    width, height = PAPERS_MM[rendered.paper]
    for page in rendered.pages:
        for obj in page.objects:
            x0, x1 = obj["x0"] * PT, obj["x1"] * PT
            top, bottom = obj["top"] * PT, obj["bottom"] * PT
            assert x0 >= SAFE_MARGIN and top >= SAFE_MARGIN, (page.number, obj.get("text"))
            assert x1 <= width - SAFE_MARGIN, (page.number, obj.get("text"))
            assert bottom <= height - SAFE_MARGIN, (page.number, obj.get("text"))


def test_barrage_templates_are_6_cm_and_make_the_first_row(rendered: Rendered) -> None:
    circles = _circles(rendered)
    small = [(page, shape) for page, shape, d in circles if abs(d - BARRAGE) <= TOL]
    assert len(small) >= 3
    first = rendered.pages[0]
    # The first row, as in the book: the topmost templates of page 1 are 6 cm circles.
    tops = sorted((min(p[1] for p in s.samples()), d) for page, s, d in circles if page is first)
    rects = sorted(min(p[1] for p in corners) for _, _, corners in first.rects)
    row = [d for top, d in tops if abs(top - tops[0][0]) < 1.0]
    assert len(row) >= 3 and all(abs(d - BARRAGE) <= TOL for d in row)
    assert not rects or rects[0] > tops[0][0] + BARRAGE


def test_one_large_barrage_template_of_12_cm(rendered: Rendered) -> None:
    sizes = sorted(d for _, _, d in _circles(rendered))
    large = [d for d in sizes if d > BARRAGE + 1]
    assert len(large) == 1
    assert large[0] == pytest.approx(LARGE_BARRAGE, abs=TOL)
    assert all(abs(d - BARRAGE) <= TOL for d in sizes if d < BARRAGE + 1)


def test_large_flame_is_a_6_cm_half_circle_plus_25_cm_triangle_in_one_piece(
    rendered: Rendered,
) -> None:
    flames = [_measure_flame(s) for s in _all(rendered, "flame")]
    large = [f for f in flames if f.triangle > 200]
    assert len(large) == 1, "the large flame fits A4 and Letter diagonally: no need to split"
    flame = large[0]
    assert flame.diameter == pytest.approx(LARGE_FLAME[0], abs=TOL)
    assert flame.width == pytest.approx(LARGE_FLAME[0], abs=TOL)
    assert flame.triangle == pytest.approx(LARGE_FLAME[1], abs=TOL)
    assert flame.total == pytest.approx(LARGE_FLAME[1] + LARGE_FLAME[0] / 2, abs=TOL)
    assert 10 < flame.axis_angle < 80, "28 cm only fits Letter across the diagonal"


def test_small_flame_is_a_5_cm_half_circle_plus_10_cm_triangle(rendered: Rendered) -> None:
    flames = [_measure_flame(s) for s in _all(rendered, "flame")]
    small = [f for f in flames if f.triangle < 200]
    assert len(small) == 1
    flame = small[0]
    assert flame.diameter == pytest.approx(SMALL_FLAME[0], abs=TOL)
    assert flame.width == pytest.approx(SMALL_FLAME[0], abs=TOL)
    assert flame.triangle == pytest.approx(SMALL_FLAME[1], abs=TOL)
    assert flame.total == pytest.approx(SMALL_FLAME[1] + SMALL_FLAME[0] / 2, abs=TOL)


def test_five_minefields_of_5_by_10_cm(rendered: Rendered) -> None:
    fields = _minefields(rendered)
    assert len(fields) == MINEFIELDS
    for width, height in fields:
        short, long = sorted((width, height))
        assert short == pytest.approx(MINEFIELD[0], abs=TOL)
        assert long == pytest.approx(MINEFIELD[1], abs=TOL)


def test_split_large_flame_pieces_rebuild_the_template(split: Rendered) -> None:
    (first,) = list(_all(split, "flame_part1"))
    (second,) = list(_all(split, "flame_part2"))

    # Part 1: the half-circle end, cut square across the triangle.
    ends = [p for s in first.straight for p in (s.start, s.end)]
    arc = [p for s in first.curved for p in s.samples()]
    arc_ends = [first.curved[0].start, first.curved[-1].end]
    base = ((arc_ends[0][0] + arc_ends[1][0]) / 2, (arc_ends[0][1] + arc_ends[1][1]) / 2)
    cut_corners = [p for p in ends if min(_dist(p, q) for q in arc_ends) > 1e-3]
    cut_corners = list({(round(p[0], 4), round(p[1], 4)) for p in cut_corners})
    assert len(cut_corners) == 2
    cut_mid = (
        (cut_corners[0][0] + cut_corners[1][0]) / 2,
        (cut_corners[0][1] + cut_corners[1][1]) / 2,
    )
    diameter = _dist(*arc_ends)
    cut_width_1 = _dist(*cut_corners)
    length_1 = max(_dist(cut_mid, p) for p in arc)
    assert diameter == pytest.approx(LARGE_FLAME[0], abs=TOL)

    # Part 2: the tip, a triangle whose short side is the cut.
    corners = second.vertices
    sides = sorted((_dist(corners[i], corners[(i + 1) % 3]), i) for i in range(3))
    cut_width_2, i = sides[0]
    cut_a, cut_b = corners[i], corners[(i + 1) % 3]
    tip = corners[(i + 2) % 3]
    length_2 = _dist(tip, ((cut_a[0] + cut_b[0]) / 2, (cut_a[1] + cut_b[1]) / 2))

    total = length_1 + length_2
    triangle = total - diameter / 2
    assert total == pytest.approx(LARGE_FLAME[1] + LARGE_FLAME[0] / 2, abs=TOL)
    assert _dist(base, cut_mid) + length_2 == pytest.approx(LARGE_FLAME[1], abs=TOL)
    assert cut_width_1 == pytest.approx(cut_width_2, abs=TOL), "the cut edges do not match"
    # The cut sits where the whole triangle is that wide: the pieces taper as one.
    assert cut_width_2 == pytest.approx(diameter * length_2 / triangle, abs=TOL)


def test_split_pieces_are_labelled_and_carry_alignment_ticks(split: Rendered) -> None:
    page = split.pages[1]
    for kind, part in (("flame_part1", "1"), ("flame_part2", "2")):
        (piece,) = page.of_kind(kind)
        text = _text_inside(page, piece.hull)
        assert "Grand gabarit de flammes" in text
        assert f"Partie {part} sur 2" in text
        assert "abouter" in text.lower()
    with pdfplumber.open(split.path) as pdf:
        ticks = [
            line
            for line in pdf.pages[1].lines
            if abs(math.hypot(line["x1"] - line["x0"], line["bottom"] - line["top"]) * PT - 4.0)
            < 0.05
        ]
    assert len(ticks) == 6, "three matching ticks on each cut edge"


# --------------------------------------------------------------------------- tests: page furniture


def _l_marks(page: Page) -> list[tuple[Shape, float, float]]:
    """The page's L-shaped open paths: two straight segments at a right angle."""
    marks = []
    for shape in page.of_kind("open"):
        if len(shape.segments) != 2 or shape.curved:
            continue
        first, second = shape.segments
        v1 = (first.end[0] - first.start[0], first.end[1] - first.start[1])
        v2 = (second.end[0] - second.start[0], second.end[1] - second.start[1])
        if abs(v1[0] * v2[0] + v1[1] * v2[1]) < 1e-3 * math.hypot(*v1) * math.hypot(*v2):
            marks.append((shape, math.hypot(*v1), math.hypot(*v2)))
    return marks


def test_calibration_mark_has_two_60_mm_arms_once_per_printout(rendered: Rendered) -> None:
    """On the first page only (issue 31: on every page it wasted the foot of each)."""
    assert all(not _l_marks(page) for page in rendered.pages[1:])
    for page in rendered.pages[:1]:
        marks = []
        for shape in page.of_kind("open"):
            if len(shape.segments) != 2 or shape.curved:
                continue
            first, second = shape.segments
            v1 = (first.end[0] - first.start[0], first.end[1] - first.start[1])
            v2 = (second.end[0] - second.start[0], second.end[1] - second.start[1])
            if abs(v1[0] * v2[0] + v1[1] * v2[1]) < 1e-3 * math.hypot(*v1) * math.hypot(*v2):
                marks.append((shape, math.hypot(*v1), math.hypot(*v2)))
        assert len(marks) == 1, f"page {page.number}: expected one L-shaped scale mark"
        shape, arm1, arm2 = marks[0]
        assert arm1 == pytest.approx(CALIBRATION_ARM, abs=0.01)
        assert arm2 == pytest.approx(CALIBRATION_ARM, abs=0.01)
        # One arm upright, one level, and labelled "6 cm" next to it.
        corner = shape.segments[0].end
        xs = sorted(p[0] for p in (shape.segments[0].start, corner, shape.segments[1].end))
        assert xs[2] - xs[0] == pytest.approx(CALIBRATION_ARM, abs=0.01)
        free = [
            c
            for c in page.chars
            if not any(all(_inside(h, p) for p in _char_box(c)) for h in page.templates)
        ]
        near = Page(page.number, page.width, page.height, "", [], [], [], free)
        around = _box(corner[0], corner[1] - 61, corner[0] + 61, corner[1])
        labels = re.findall("6 cm", _text_inside(near, around))
        assert len(labels) == 2, "each arm of the L is labelled 6 cm"


def test_print_at_100_percent_instruction_once_per_printout(rendered: Rendered) -> None:
    for phrase in INSTRUCTIONS[rendered.lang]:
        assert phrase in rendered.pages[0].text, f"page 1 lacks {phrase!r}"
    for page in rendered.pages[1:]:
        assert INSTRUCTIONS[rendered.lang][1] not in page.text, page.number


def test_fonts_are_embedded_dejavu(rendered: Rendered) -> None:
    with pdfplumber.open(rendered.path) as pdf:
        for page in pdf.pages:
            fonts = resolve1(page.page_obj.resources["Font"])
            assert fonts
            for ref in fonts.values():
                font = resolve1(ref)
                descendants = resolve1(font.get("DescendantFonts")) or [font]
                for item in descendants:
                    described = resolve1(item)
                    assert "DejaVu" in resolve1(described["BaseFont"]).name
                    descriptor = resolve1(described["FontDescriptor"])
                    assert any(k in descriptor for k in ("FontFile", "FontFile2", "FontFile3")), (
                        f"{described['BaseFont']} is not embedded"
                    )


def test_pdf_asks_viewers_not_to_scale(rendered: Rendered) -> None:
    with pdfplumber.open(rendered.path) as pdf:
        prefs = resolve1(pdf.doc.catalog["ViewerPreferences"])
        assert resolve1(prefs["PrintScaling"]).name == "None"


# --------------------------------------------------------------------------- tests: layout


def test_templates_keep_apart_and_clear_of_the_page_furniture(rendered: Rendered) -> None:
    for page in rendered.pages:
        hulls = page.templates
        for i, first in enumerate(hulls):
            for second in hulls[i + 1 :]:
                assert _gap(first, second) >= 2.0, f"page {page.number}: templates touch"
        for char in page.chars:
            box = _char_box(char)
            inside = [h for h in hulls if all(_inside(h, c) for c in box)]
            outside = [h for h in hulls if _gap(h, box) >= 0.5]
            assert len(inside) == 1 or len(outside) == len(hulls), (
                f"page {page.number}: {char['text']!r} straddles a template edge"
            )


def test_every_template_is_labelled_with_name_and_size(rendered: Rendered) -> None:
    names = NAMES[rendered.lang]
    decimal = "12,5" if rendered.lang == "fr" else "12.5"
    for page in rendered.pages:
        for shape in page.shapes:
            kind = shape.kind()
            if kind == "open":
                continue
            text = _text_inside(page, shape.hull)
            if kind == "circle":
                d = shape.bbox()[0]
                name = names["barrage"] if d < 100 else names["large_barrage"]
                assert name in text and ("6 cm" if d < 100 else "12 cm") in text, text
            elif kind == "flame":
                large = _measure_flame(shape).triangle > 200
                assert names["large_flame" if large else "small_flame"] in text, text
                assert ("25 cm" if large else "10 cm") in text, text
                assert ("28 cm" if large else f"{decimal} cm") in text, text
        for _, _, corners in page.rects:
            text = _text_inside(page, corners)
            assert names["minefield"] in text and "5 × 10 cm" in text, text


def test_french_accents_survive(rendered: Rendered) -> None:
    if rendered.lang != "fr":
        pytest.skip("French only")
    text = " ".join(page.text for page in rendered.pages)
    for word in ("diamètre", "réelle", "centrés", "découpez"):
        assert word in text


def test_draw_template_pages_appends_to_another_document(tmp_path: Path) -> None:
    out = tmp_path / "army.pdf"
    canvas = new_canvas(out, "letter", title="Army", lang="en")
    canvas.setFont("DejaVuSans", 12)
    canvas.drawString(100, 700, "Roster sheet")
    canvas.showPage()
    assert draw_template_pages(canvas, "letter", "en") == 2
    canvas.save()
    pages = _read(out)
    assert len(pages) == 3
    assert "Roster sheet" in pages[0].text and not pages[0].shapes
    assert len(pages[1].of_kind("circle")) >= 4
    assert sum(len(p.of_kind("flame")) for p in pages[1:]) == 2


def test_cut_marks_sit_outside_the_box_on_its_edges(tmp_path: Path) -> None:
    out = tmp_path / "marks.pdf"
    canvas = new_canvas(out, "a4", title="marks", lang="en")
    box = Box(100, 200, 180, 250)
    draw_cut_marks(canvas, box)
    canvas.save()
    with pdfplumber.open(out) as pdf:
        page = pdf.pages[0]
        lines = page.lines
        height = float(page.height)
    assert len(lines) == 8
    for line in lines:
        x0, x1 = line["x0"], line["x1"]
        y0, y1 = height - line["bottom"], height - line["top"]
        on_vertical_edge = x0 == x1 and x0 in (pytest.approx(box.x), pytest.approx(box.right))
        on_horizontal_edge = y0 == y1 and y0 in (pytest.approx(box.y), pytest.approx(box.top))
        assert on_vertical_edge or on_horizontal_edge
        outside = (
            y1 <= box.y or y0 >= box.top if on_vertical_edge else x1 <= box.x or x0 >= box.right
        )
        assert outside, "a cut mark would print on the card"


def test_layout_check_rejects_overlapping_templates() -> None:
    box = Box(0, 0, 500, 500)
    with pytest.raises(TemplateLayoutError):
        check_page([Circle(100, 100), Circle(150, 100)], box)
    with pytest.raises(TemplateLayoutError):
        check_page([Circle(10, 100)], box)  # half off the printable area
    check_page([Circle(100, 100), Circle(300, 100)], box)


def test_unknown_paper_is_an_error(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="paper"):
        render_templates(tmp_path / "x.pdf", paper="a3")
