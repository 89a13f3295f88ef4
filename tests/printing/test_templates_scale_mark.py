"""The templates page keeps every template clear of the 6 cm scale mark (issue 12),
read back from the PDF: the L's arms (line, ticks, labels) against each outline; the
mark is printed once, on the first page (issue 31)."""

from __future__ import annotations

from pathlib import Path

import pdfplumber
import pytest

from listbuilder.printing.page import MARGIN
from listbuilder.printing.templates import render_templates

MM = 72 / 25.4
Bounds = tuple[float, float, float, float]  # x0, top, x1, bottom


def _cubic(p0, p1, p2, p3, steps: int = 24):  # type: ignore[no-untyped-def]
    for i in range(steps + 1):
        t = i / steps
        u = 1 - t
        yield (
            u**3 * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t**3 * p3[0],
            u**3 * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t**3 * p3[1],
        )


def _outline_bounds(curve: dict) -> Bounds:  # type: ignore[type-arg]
    """Bounds of the drawn path itself, Bézier arcs followed point by point."""
    points: list[tuple[float, float]] = []
    last = (0.0, 0.0)
    for op, *args in curve["path"]:
        if op in ("m", "l"):
            last = args[0]
            points.append(last)
        elif op == "c":
            points.extend(_cubic(last, *args))
            last = args[-1]
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return min(xs), min(ys), max(xs), max(ys)


def _apart(a: Bounds, b: Bounds) -> float:
    """Distance between two boxes along the axis that separates them (< 0: overlap)."""
    return max(b[0] - a[2], a[0] - b[2], b[1] - a[3], a[1] - b[3])


def _arms_and_templates(page) -> tuple[list[Bounds], list[Bounds]]:  # type: ignore[no-untyped-def]
    corner = MARGIN
    ell = [
        c
        for c in page.curves
        if abs(c["x0"] - corner) < 1 and c["bottom"] > page.height - corner - 1
    ]
    assert len(ell) == 1, "the L scale mark is one path in the bottom-left corner"
    lx0, ltop, lx1, lbottom = ell[0]["x0"], ell[0]["top"], ell[0]["x1"], ell[0]["bottom"]
    words = page.extract_words()
    near = [w for w in words if w["x0"] < lx1 and w["top"] > ltop - 1]
    up_labels = [w for w in near if not w["upright"] and w["x0"] < lx0 + 5 * MM]
    flat_labels = [w for w in near if w["upright"] and w["top"] > lbottom - 5 * MM]
    assert up_labels and flat_labels, "both arms carry their 6 cm label"
    ticks = [ln for ln in page.lines if ln["x0"] < lx1 and ln["top"] > ltop - 1]
    upright = (
        lx0,
        ltop,
        max(
            [lx0 + 1] + [t["x1"] for t in ticks if t["x0"] < lx0 + 1] + [w["x1"] for w in up_labels]
        ),
        lbottom,
    )
    lying = (
        lx0,
        min(
            [lbottom - 1]
            + [t["top"] for t in ticks if t["x0"] > lx0 + 1]
            + [w["top"] for w in flat_labels]
        ),
        lx1,
        lbottom,
    )
    templates = [_outline_bounds(c) for c in page.curves if c is not ell[0]]
    templates += [(r["x0"], r["top"], r["x1"], r["bottom"]) for r in page.rects]
    return [upright, lying], templates


@pytest.mark.parametrize(
    ("paper", "layout"), [("a4", "auto"), ("letter", "auto"), ("a4", "split"), ("letter", "split")]
)
def test_templates_keep_clear_of_the_scale_mark(tmp_path: Path, paper: str, layout: str) -> None:
    out = tmp_path / "templates.pdf"
    render_templates(out, paper=paper, lang="fr", large_flame=layout)  # type: ignore[arg-type]
    with pdfplumber.open(out) as pdf:
        for page in pdf.pages[1:]:  # the mark is printed once, on the first page
            assert not any(abs(c["x0"] - MARGIN) < 1 for c in page.curves), page.page_number
        for page in pdf.pages[:1]:
            arms, templates = _arms_and_templates(page)
            assert templates
            for arm in arms:
                for outline in templates:
                    assert _apart(arm, outline) >= 2 * MM, (page.page_number, arm, outline)
